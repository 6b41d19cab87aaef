import { App, Space } from 'antd';
import { isLockedOfferType, type SubscriptionOffer } from '@portal/contracts';
import { DeleteRowAction, RowAction } from '@portal/kit';
import {
  changeOffersStatus,
  deleteSubscriptionOffer,
  duplicateSubscriptionOffer,
  refreshOfferLists,
} from './subscription-offer-calls.js';

export type OfferActionsProps = {
  offer: SubscriptionOffer;
  onEdit: (offer: SubscriptionOffer, duplicated?: boolean) => void;
};

/**
 * An offer's own actions: 'Modifier' (not a deleted one); for types above 3 only (02 §4),
 * 'Activer' / 'Désactiver' and 'Supprimer' (confirmed), and 'Dupliquer', which opens the copy.
 */
export function OfferRowActions({ offer, onEdit }: OfferActionsProps) {
  const { message } = App.useApp();
  const modifiable = !isLockedOfferType(offer.type);
  const live = offer.status !== 300;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      await refreshOfferLists();
    } catch {
      // The HTTP client has shown the refusal.
    }
  };
  const toggle = offer.status === 100 ? 200 : 100;
  return (
    <Space size={0} wrap>
      {live ? <RowAction onClick={() => onEdit(offer)}>Modifier</RowAction> : null}
      {modifiable && live ? (
        <RowAction
          onClick={() =>
            void run(
              () => changeOffersStatus([offer.id], toggle),
              toggle === 100 ? 'Offre activée' : 'Offre désactivée',
            )
          }
        >
          {toggle === 100 ? 'Activer' : 'Désactiver'}
        </RowAction>
      ) : null}
      {modifiable ? (
        <RowAction
          onClick={() =>
            void run(async () => onEdit(await duplicateSubscriptionOffer(offer.id), true), 'Offre dupliquée')
          }
        >
          Dupliquer
        </RowAction>
      ) : null}
      {modifiable && live ? (
        <DeleteRowAction onConfirm={() => run(() => deleteSubscriptionOffer(offer.id), 'Offre supprimée')} />
      ) : null}
    </Space>
  );
}
