import { Card, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_INVOICE_CALLS, centsToMoney, moneyToCents } from '@portal/contracts';
import { callApi, formatMoney } from '@portal/kit';

const PAGE = 250;

/**
 * 'Reste à payer': what the customer still owes on his validated invoices not fully paid (credit
 * notes are listed apart: they are not due by him), summed over every page of them.
 */
async function fetchAmountDue(path: string, signal: AbortSignal): Promise<{ cents: number; count: number }> {
  let cents = 0;
  let count = 0;
  for (let page = 1; ; page += 1) {
    const answer = await callApi('billing', path, {
      method: 'POST',
      body: { filters: { type: [0], validated: true, paid: [0, 50] }, page, limit: PAGE },
      schema: CUSTOMER_INVOICE_CALLS.list.response,
      signal,
    });
    for (const row of answer.data) cents += moneyToCents(row.toPay);
    count += answer.data.length;
    if (page * PAGE >= answer.filteredCount || answer.data.length === 0) return { cents, count };
  }
}

export function AmountDue({ path, currency }: { path: string; currency: string }) {
  const due = useQuery({
    queryKey: ['billing', path, 'amount-due'],
    queryFn: ({ signal }) => fetchAmountDue(path, signal),
  });
  return (
    <Card size="small" style={{ marginBottom: 16, maxWidth: 360 }} loading={!due.data}>
      <Statistic
        title="Reste à payer"
        value={due.data ? formatMoney(centsToMoney(due.data.cents), currency) : ''}
        suffix={due.data ? <span style={{ fontSize: 14 }}>({due.data.count} facture(s))</span> : null}
      />
    </Card>
  );
}
