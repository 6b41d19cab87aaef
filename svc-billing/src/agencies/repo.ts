import type { AgencyActivity, AgencyProfilePayload } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** Billing's copy of an agency, as identity announced it. */
export type AgencyRow = {
  id: string;
  name: string;
  activity: AgencyActivity;
  currency: string;
  vatLabel: string;
  holidayLocale: string;
  country: string;
  stockSimplified: boolean;
  /** The agency's contact address (identity's). */
  email: string;
  createdAt: Date;
  updatedAt: Date;
};

/** Inserts the copy of a new agency; one already there is left as it is. True when inserted. */
export async function insertAgency(db: Db, profile: AgencyProfilePayload): Promise<boolean> {
  const rows = await db`
    insert into agencies (id, name, activity, currency, vat_label, holiday_locale, country, stock_simplified, email)
    values (${profile.agencyId}, ${profile.name}, ${profile.activity}, ${profile.currency}, ${profile.vatLabel},
            ${profile.holidayLocale}, ${profile.country}, ${profile.stockSimplified}, ${profile.contact?.email ?? ''})
    on conflict (id) do nothing
    returning id`;
  return rows.length > 0;
}

/** Replaces the profile fields of the copy. True when the agency exists. */
export async function updateAgencyProfile(db: Db, profile: AgencyProfilePayload): Promise<boolean> {
  const rows = await db`
    update agencies
       set name = ${profile.name}, activity = ${profile.activity}, currency = ${profile.currency},
           vat_label = ${profile.vatLabel}, holiday_locale = ${profile.holidayLocale}, country = ${profile.country},
           stock_simplified = ${profile.stockSimplified}, email = coalesce(${profile.contact?.email ?? null}, email), updated_at = now()
     where id = ${profile.agencyId}
    returning id`;
  return rows.length > 0;
}

export async function findAgency(db: Db, agencyId: string): Promise<AgencyRow | undefined> {
  const [agency] = await db<AgencyRow[]>`select * from agencies where id = ${agencyId}`;
  return agency;
}
