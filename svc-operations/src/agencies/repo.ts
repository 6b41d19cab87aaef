import type { AgencyActivity, AgencyContactPayload, AgencyProfilePayload, LicenceLimits } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** Operations' copy of an agency, as identity announced it. */
export type AgencyRow = {
  id: string;
  name: string;
  activity: AgencyActivity;
  currency: string;
  vatLabel: string;
  holidayLocale: string;
  country: string;
  stockSimplified: boolean;
  agentsLimit: number;
  accountsLimit: number;
  freeAccounts: number;
  /** Identity's e-mail, phones and address; null until identity announced them. */
  contact: AgencyContactPayload | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Inserts the copy of a new agency; one already there is left as it is. True when inserted. */
export async function insertAgency(db: Db, profile: AgencyProfilePayload, limits: LicenceLimits): Promise<boolean> {
  const rows = await db`
    insert into agencies (id, name, activity, currency, vat_label, holiday_locale, country, stock_simplified,
                          agents_limit, accounts_limit, free_accounts, contact)
    values (${profile.agencyId}, ${profile.name}, ${profile.activity}, ${profile.currency}, ${profile.vatLabel},
            ${profile.holidayLocale}, ${profile.country}, ${profile.stockSimplified},
            ${limits.agentsLimit}, ${limits.accountsLimit}, ${limits.freeAccounts}, ${contactJson(db, profile)})
    on conflict (id) do nothing
    returning id`;
  return rows.length > 0;
}

/** The contact as a jsonb value, or null when the event did not carry it. */
function contactJson(db: Db, profile: AgencyProfilePayload) {
  return profile.contact ? db.json(profile.contact) : null;
}

/** Replaces the profile fields of the copy (the contact kept when the event does not carry it). True when the agency exists. */
export async function updateAgencyProfile(db: Db, profile: AgencyProfilePayload): Promise<boolean> {
  const rows = await db`
    update agencies
       set name = ${profile.name}, activity = ${profile.activity}, currency = ${profile.currency},
           vat_label = ${profile.vatLabel}, holiday_locale = ${profile.holidayLocale}, country = ${profile.country},
           stock_simplified = ${profile.stockSimplified},
           contact = coalesce(${contactJson(db, profile)}::jsonb, contact), updated_at = now()
     where id = ${profile.agencyId}
    returning id`;
  return rows.length > 0;
}

/** Stores the licence limits. True when the agency exists. */
export async function updateAgencyLimits(db: Db, agencyId: string, limits: LicenceLimits): Promise<boolean> {
  const rows = await db`
    update agencies
       set agents_limit = ${limits.agentsLimit}, accounts_limit = ${limits.accountsLimit},
           free_accounts = ${limits.freeAccounts}, updated_at = now()
     where id = ${agencyId}
    returning id`;
  return rows.length > 0;
}

export async function findAgency(db: Db, agencyId: string): Promise<AgencyRow | undefined> {
  const [agency] = await db<AgencyRow[]>`select * from agencies where id = ${agencyId}`;
  return agency;
}
