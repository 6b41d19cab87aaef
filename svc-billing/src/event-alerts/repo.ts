import { uuidv7, type EventAlertedPayload } from '@portal/contracts';
import type { JSONValue } from 'postgres';
import type { Tx } from '@portal/service-kit';

export type AlertAudience = 'agency' | 'customer';

/** A mail due now, with what it tells and the agency it comes from. */
export type DueAlertMail = {
  id: string;
  agencyId: string;
  recipient: string;
  audience: AlertAudience;
  alert: EventAlertedPayload;
  attempts: number;
  agencyName: string;
  agencyEmail: string;
};

/**
 * Where an alert goes: the agency's contact address (its billing address when it has none), and the
 * customer's contacts who receive the event reports.
 */
export async function alertRecipients(
  tx: Tx,
  alert: EventAlertedPayload,
): Promise<{ recipient: string; audience: AlertAudience }[]> {
  const recipients: { recipient: string; audience: AlertAudience }[] = [];
  if (alert.notifyAgency) {
    const [agency] = await tx<{ email: string }[]>`
      select coalesce(nullif(a.email, ''), s.settings #>> '{legalIdentity,email}', '') as email
        from agencies a left join agency_settings s on s.agency_id = a.id
       where a.id = ${alert.agencyId}`;
    if (agency?.email) recipients.push({ recipient: agency.email, audience: 'agency' });
  }
  if (alert.notifyCustomer && alert.customerId) {
    const contacts = await tx<{ email: string }[]>`
      select email from customer_contacts
       where agency_id = ${alert.agencyId} and customer_id = ${alert.customerId}
         and send_customer_service_event_report and email <> ''
       order by rank`;
    for (const { email } of contacts) recipients.push({ recipient: email, audience: 'customer' });
  }
  return recipients;
}

/** One mail per address (an address both the agency's and a contact's is told once, as the agency). */
export async function queueAlertMails(
  tx: Tx,
  alert: EventAlertedPayload,
  recipients: readonly { recipient: string; audience: AlertAudience }[],
): Promise<number> {
  const once = recipients.filter(
    (one, index) =>
      recipients.findIndex((other) => other.recipient.toLowerCase() === one.recipient.toLowerCase()) === index,
  );
  if (once.length === 0) return 0;
  const rows = once.map(({ recipient, audience }) => ({
    id: uuidv7(),
    agencyId: alert.agencyId,
    eventId: alert.eventId,
    recipient,
    audience,
    alert: tx.json(alert as unknown as JSONValue),
  }));
  const inserted = await tx`insert into event_alert_mails ${tx(rows)} on conflict (event_id, recipient) do nothing`;
  return inserted.count;
}

/** The mails due now, locked until the caller's transaction ends (another replica skips them). */
export async function claimDueAlertMails(tx: Tx, limit: number): Promise<DueAlertMail[]> {
  return tx<DueAlertMail[]>`
    select m.id, m.agency_id, m.recipient, m.audience, m.alert, m.attempts, a.name as agency_name,
           coalesce(nullif(a.email, ''), s.settings #>> '{legalIdentity,email}', '') as agency_email
      from event_alert_mails m
      join agencies a on a.id = m.agency_id
      left join agency_settings s on s.agency_id = m.agency_id
     where m.status = 'pending' and m.due_at <= now()
     order by m.due_at, m.id
     limit ${limit}
       for update of m skip locked`;
}
