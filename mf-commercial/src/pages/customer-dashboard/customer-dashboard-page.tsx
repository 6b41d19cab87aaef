import { Card, Skeleton, Typography } from 'antd';
import { fr } from '@portal/contracts';
import { ErrorPanel } from '@portal/kit';
import type { CustomerIds } from '../customer-space/customer-invoice-calls.js';
import { NoCustomer, useCustomerIds } from '../customer-space/use-customer-ids.js';
import { useDueInvoices } from '../customer-space/use-due-invoices.js';
import { DueFigures } from './due-figures.js';
import { DueInvoicesTable } from './due-invoices-table.js';

/**
 * customerDashboard ('Tableau de bord', customer role): what the customer owes the agency — the
 * amount left to pay, its overdue part, the next due date — and the invoices to settle with their
 * PDF, in the agency's currency.
 */
export default function CustomerDashboardPage() {
  const ids = useCustomerIds();
  if (!ids) return <NoCustomer />;
  return <CustomerDashboard ids={ids} />;
}

function CustomerDashboard({ ids }: { ids: CustomerIds }) {
  const due = useDueInvoices(ids);
  if (due.isError) {
    return <ErrorPanel title={due.error.message || fr.UNKNOWN_ERROR} onRetry={() => void due.refetch()} />;
  }
  if (!due.data) return <Skeleton active />;
  return (
    <div>
      <Typography.Title level={3}>Tableau de bord</Typography.Title>
      <DueFigures due={due.data} />
      <Card
        title="Factures à régler"
        role="region"
        aria-label="Factures à régler"
        style={{ marginTop: 16 }}
        styles={{ body: { padding: 0 } }}
      >
        <DueInvoicesTable ids={ids} invoices={due.data.data} currency={due.data.currency} />
      </Card>
    </div>
  );
}
