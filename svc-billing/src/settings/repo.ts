import { BillingSettingsSchema, DEFAULT_BILLING_SETTINGS } from '@portal/contracts';
import { agencySettingsStore, type Sql, type Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/**
 * The agency's commercial documents settings, over the defaults (a setting added later reads as its
 * default); currency and VAT label are identity's, stored with the agency's first settings.
 */
export const settingsStore = agencySettingsStore(BillingSettingsSchema, DEFAULT_BILLING_SETTINGS);

/** Follows identity's currency and VAT label; the settings only change when one of them does. */
export async function setCurrencyAndVatLabel(
  db: Db,
  agencyId: string,
  currency: string,
  vatLabel: string,
): Promise<void> {
  await db`update agency_settings
              set settings = settings || jsonb_build_object('currency', ${currency}::text, 'vatLabel', ${vatLabel}::text),
                  updated_at = now()
            where agency_id = ${agencyId}
              and (settings ->> 'currency' is distinct from ${currency}::text
                   or settings ->> 'vatLabel' is distinct from ${vatLabel}::text)`;
}
