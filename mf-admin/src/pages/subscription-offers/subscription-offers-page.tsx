import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { Grid, Segmented } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_SUBSCRIPTION_OFFER_STATUS_FILTER,
  SubscriptionOfferSchema,
  type SubscriptionOffer,
} from '@portal/contracts';
import { LazyDialog, ListTable } from '@portal/kit';
import { OfferBulkActions } from './offer-bulk-actions.js';
import { OfferCards } from './offer-cards.js';
import { offerColumns } from './offer-columns.js';
import { offerDialogTitle, type OfferDialogProps } from './offer-dialog.js';
import { OfferFilters } from './offer-filters.js';
import { OFFER_LIST_PATH } from './subscription-offer-calls.js';

const loadDialog = () => import('./offer-dialog.js');

type View = 'table' | 'cards';

/**
 * administration/agencySubscriptionOffers ('Liste des offres', super admin): the platform's offers
 * to agencies, as a table or as cards (cards first on a phone), filtered by type, category and
 * status (activated and deactivated by default), with the multi-select's status actions.
 */
export default function SubscriptionOffersPage() {
  const screens = Grid.useBreakpoint();
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (screens.md === false ? 'cards' : 'table');
  const [selected, setSelected] = useState<ReadonlyMap<string, SubscriptionOffer>>(new Map());
  const [dialog, setDialog] = useState<OfferDialogProps & { open: boolean }>({
    open: false,
    offer: null,
    duplicated: false,
  });
  const openDialog = useCallback(
    (offer: SubscriptionOffer | null, duplicated = false) => setDialog({ open: true, offer, duplicated }),
    [],
  );
  const columns = useMemo(() => offerColumns(openDialog), [openDialog]);
  const select = (offer: SubscriptionOffer, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(offer.id, offer);
      else next.delete(offer.id);
      return next;
    });

  return (
    <>
      <ListTable<SubscriptionOffer>
        pageKey="agencySubscriptionOffers"
        title="Liste des offres"
        service="billing"
        path={OFFER_LIST_PATH}
        rowKey="id"
        columns={columns}
        rowSchema={SubscriptionOfferSchema}
        filters={{ initial: { status: DEFAULT_SUBSCRIPTION_OFFER_STATUS_FILTER }, form: OfferFilters }}
        createAction={{ label: 'Ajouter une offre', right: 'subscriptions.edit', onClick: () => openDialog(null) }}
        toolbarExtra={
          <Segmented<View>
            aria-label="Affichage"
            value={view}
            onChange={setView}
            options={[
              { value: 'table', icon: <TableOutlined />, label: 'Tableau' },
              { value: 'cards', icon: <AppstoreOutlined />, label: 'Cartes' },
            ]}
          />
        }
        exportName="offres"
        searchPlaceholder="Nom ou description"
        tableProps={{
          locale: { emptyText: 'Aucune offre' },
          rowSelection: {
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...selected.keys()],
            onChange: (keys, rows) =>
              setSelected(
                (current) =>
                  new Map(
                    keys.flatMap((key) => {
                      const offer = rows.find((row) => row?.id === key) ?? current.get(String(key));
                      return offer ? [[String(key), offer] as const] : [];
                    }),
                  ),
              ),
          },
          tableAlertRender: () => `${selected.size} offre(s) sélectionnée(s)`,
          tableAlertOptionRender: () => (
            <OfferBulkActions offers={[...selected.values()]} onDone={() => setSelected(new Map())} />
          ),
          ...(view === 'cards'
            ? {
                tableViewRender: (table) => (
                  <OfferCards table={table} selected={new Set(selected.keys())} onSelect={select} onEdit={openDialog} />
                ),
              }
            : {}),
        }}
      />
      <LazyDialog<OfferDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={offerDialogTitle(dialog)}
        width={680}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ offer: dialog.offer, duplicated: dialog.duplicated }}
      />
    </>
  );
}
