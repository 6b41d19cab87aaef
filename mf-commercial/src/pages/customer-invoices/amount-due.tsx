import { Card, Statistic } from 'antd';
import type { DueInvoices } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

/**
 * 'Reste à payer': what the customer still owes on his validated invoices (billing's `invoices/due`,
 * the figure of his dashboard; credit notes are listed apart: they are not due by him).
 */
export function AmountDue({ due }: { due: DueInvoices | undefined }) {
  return (
    <Card size="small" style={{ marginBottom: 16, maxWidth: 360 }} loading={!due}>
      <Statistic
        title="Reste à payer"
        value={due ? formatMoney(due.amountDue, due.currency) : ''}
        suffix={due ? <span style={{ fontSize: 14 }}>({due.dueCount} facture(s))</span> : null}
      />
    </Card>
  );
}
