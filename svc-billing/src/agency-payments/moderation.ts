import { MODERATION_PAYMENT_STATUSES, type ModerationState } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';

/** Whether the agency's first invoice has a payment in one of the moderation statuses (02 §4). */
export async function moderationStateOf(sql: Sql, scope: Scope): Promise<ModerationState> {
  return transaction(sql, scope, async (tx) => {
    const [row] = await tx<{ pending: boolean }[]>`
      select exists (
        select 1 from agency_payments p
         where p.invoice_id = (select id from agency_invoices order by created_at, id limit 1)
           and p.status = any(${MODERATION_PAYMENT_STATUSES as string[]})
      ) as pending`;
    return { pending: row?.pending ?? false };
  });
}
