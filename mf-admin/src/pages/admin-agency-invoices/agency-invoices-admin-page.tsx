import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { AGENCY_INVOICES_PAGE_SIZE, AgencyInvoiceSchema, type AgencyInvoice } from '@portal/contracts';
import { LazyDialog, ListTable } from '@portal/kit';
import { PaymentsFixButton } from '../../payments/payments-fix-button.js';
import { INVOICE_LIST_PATH, refreshInvoiceLists } from './agency-invoice-admin-calls.js';
import { invoiceColumns } from './invoice-columns.js';
import type { InvoiceCreateDialogProps } from './invoice-create-dialog.js';
import type { InvoiceDrawerProps } from './invoice-drawer.js';
import { InvoiceFilters } from './invoice-filters.js';

const loadDrawer = () => import('./invoice-drawer.js');
const loadCreateDialog = () => import('./invoice-create-dialog.js');

/**
 * administration/agencyInvoices ('Factures', super admin): every agency's invoices from the platform,
 * 20 a page, newest first, filtered by status and period, searched by number or agency; a row opens
 * the invoice (its lines, its payments, a payment recorded by hand, a payment's status, the PDF);
 * 'Créer une facture' makes one by hand for an agency.
 * 'Essayer de corriger les erreurs de paiement' re-reads the unsettled payments from Stripe (02 §6).
 */
export default function AgencyInvoicesAdminPage() {
  const [drawer, setDrawer] = useState<{ open: boolean; invoice: AgencyInvoice | null }>({
    open: false,
    invoice: null,
  });
  const [creating, setCreating] = useState(false);
  const open = useCallback((invoice: AgencyInvoice) => setDrawer({ open: true, invoice }), []);
  const columns = useMemo(() => invoiceColumns(open), [open]);
  return (
    <>
      <ListTable<AgencyInvoice>
        pageKey="agencyInvoices"
        title="Factures"
        service="billing"
        path={INVOICE_LIST_PATH}
        rowKey="id"
        columns={columns}
        rowSchema={AgencyInvoiceSchema}
        pageSize={AGENCY_INVOICES_PAGE_SIZE}
        filters={{ form: InvoiceFilters }}
        exportName="factures-agences"
        searchPlaceholder="Numéro ou agence"
        toolbarExtra={
          <Space wrap>
            <PaymentsFixButton onFixed={() => void refreshInvoiceLists()} />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Créer une facture
            </Button>
          </Space>
        }
        tableProps={{
          locale: { emptyText: 'Aucune facture' },
          onRow: (invoice) => ({ onClick: () => open(invoice), style: { cursor: 'pointer' } }),
        }}
      />
      <LazyDialog<InvoiceDrawerProps>
        load={loadDrawer}
        open={drawer.open}
        title={drawer.invoice ? `Facture ${drawer.invoice.number}` : 'Facture'}
        width={760}
        onClose={() => setDrawer((current) => ({ ...current, open: false }))}
        props={{ invoice: drawer.invoice }}
      />
      <LazyDialog<InvoiceCreateDialogProps>
        load={loadCreateDialog}
        open={creating}
        title="Créer une facture"
        width={640}
        onClose={() => setCreating(false)}
        props={{
          onCreated: (invoice) => {
            setCreating(false);
            void refreshInvoiceLists();
            open(invoice);
          },
        }}
      />
    </>
  );
}
