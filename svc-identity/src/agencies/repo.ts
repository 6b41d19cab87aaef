import { type ActiveStatus, type AgencyActivity, type Currency, type LicenceLimits } from '@portal/contracts';
import type { JSONValue } from 'postgres';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;
type Bag = Record<string, unknown>;

/** An agency as its columns hold it; the settings bags already parsed (see `agencyColumns`). */
export type AgencyRow = {
  id: string;
  name: string;
  activity: AgencyActivity;
  email: string;
  street: string;
  complement: string;
  zipcode: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  phones: string[];
  emergencyNumbers: string[];
  currency: Currency;
  holidayLocale: string;
  vatLabel: string;
  specialties: string[];
  settings: Bag;
  featureSettings: Bag;
  subscriptionSettings: Bag;
  agentsLimit: number;
  accountsLimit: number;
  freeAccounts: number;
  managerUserId: string | null;
  status: ActiveStatus;
  trialEndsAt: Date | null;
  subscriptionValidUntil: Date | null;
  /** Set by a failed or refunded payment: the subscription is invalid whatever its dates. */
  locked: boolean;
  prepaidSignatures: number;
  prepaidPayslips: number;
  createdAt: Date;
};

type RawAgencyRow = Omit<AgencyRow, 'settings' | 'featureSettings' | 'subscriptionSettings'> & {
  settingsJson: string;
  featureSettingsJson: string;
  subscriptionSettingsJson: string;
};

/**
 * The free-form settings bags are read as text: the pool's camelCase transform would otherwise
 * rewrite their keys (`tva_rate` → `tvaRate`), and they belong to the screens that write them.
 */
const agencyColumns = (db: Db) => db`
  id, name, activity, email, street, complement, zipcode, city, country, latitude, longitude, phones,
  emergency_numbers, currency, holiday_locale, vat_label, specialties,
  settings::text as settings_json, feature_settings::text as feature_settings_json,
  subscription_settings::text as subscription_settings_json,
  agents_limit, accounts_limit, free_accounts, manager_user_id, status, trial_ends_at, subscription_valid_until,
  locked, prepaid_signatures, prepaid_payslips, created_at`;

function parseRow({ settingsJson, featureSettingsJson, subscriptionSettingsJson, ...row }: RawAgencyRow): AgencyRow {
  return {
    ...row,
    settings: JSON.parse(settingsJson) as Bag,
    featureSettings: JSON.parse(featureSettingsJson) as Bag,
    subscriptionSettings: JSON.parse(subscriptionSettingsJson) as Bag,
  };
}

/** A jsonb parameter (a plain string would be sent as a JSON string). */
const json = (db: Db, value: unknown) => db.json(value as JSONValue);

export type NewAgency = {
  id: string;
  name: string;
  activity: AgencyActivity;
  email: string;
  address: { street: string; complement: string; zipcode: string; city: string; country: string };
  location: { latitude: number; longitude: number } | null;
  phones: string[];
  currency: Currency;
  holidayLocale: string;
  vatLabel: string;
  limits: LicenceLimits;
};

/**
 * Inserts the agency, its free trial not started (its owner starts it from free-trial); undefined
 * when one with the same id or name (any case) exists already.
 */
export async function insertAgency(db: Db, agency: NewAgency): Promise<AgencyRow | undefined> {
  const [row] = await db<RawAgencyRow[]>`
    insert into agencies (id, name, activity, email, street, complement, zipcode, city, country, latitude, longitude,
                          phones, currency, holiday_locale, vat_label, agents_limit, accounts_limit, free_accounts)
    values (${agency.id}, ${agency.name}, ${agency.activity}, ${agency.email}, ${agency.address.street},
            ${agency.address.complement}, ${agency.address.zipcode}, ${agency.address.city}, ${agency.address.country},
            ${agency.location?.latitude ?? null}, ${agency.location?.longitude ?? null}, ${json(db, agency.phones)},
            ${agency.currency}, ${agency.holidayLocale}, ${agency.vatLabel}, ${agency.limits.agentsLimit},
            ${agency.limits.accountsLimit}, ${agency.limits.freeAccounts})
    on conflict do nothing
    returning ${agencyColumns(db)}`;
  return row && parseRow(row);
}

export async function findAgency(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AgencyRow | undefined> {
  const [row] = await db<RawAgencyRow[]>`
    select ${agencyColumns(db)} from agencies where id = ${id} ${options.forUpdate ? db`for update` : db``}`;
  return row && parseRow(row);
}

export type SubscriptionDates = Pick<AgencyRow, 'trialEndsAt' | 'subscriptionValidUntil'> & { locked?: boolean };

/** The end of the agency's free trial and of its paid period; undefined when the scope sees no such agency. */
export async function findSubscriptionDates(db: Db, id: string): Promise<SubscriptionDates | undefined> {
  const [row] = await db<SubscriptionDates[]>`
    select trial_ends_at, subscription_valid_until, locked from agencies where id = ${id}`;
  return row;
}

export async function setSubscriptionDates(db: Db, id: string, dates: SubscriptionDates): Promise<void> {
  await db`
    update agencies
       set trial_ends_at = ${dates.trialEndsAt}, subscription_valid_until = ${dates.subscriptionValidUntil},
           updated_at = now()
     where id = ${id}`;
}

export async function setAgencyManager(db: Db, agencyId: string, userId: string): Promise<AgencyRow> {
  const [row] = await db<RawAgencyRow[]>`
    update agencies set manager_user_id = ${userId}, updated_at = now() where id = ${agencyId}
    returning ${agencyColumns(db)}`;
  if (!row) throw new Error(`agency ${agencyId} vanished while setting its manager`);
  return parseRow(row);
}

/** The fields an agency edits itself (everything but limits, manager and status). */
export type AgencyProfile = Pick<
  AgencyRow,
  | 'name'
  | 'email'
  | 'street'
  | 'complement'
  | 'zipcode'
  | 'city'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'phones'
  | 'emergencyNumbers'
  | 'currency'
  | 'holidayLocale'
  | 'vatLabel'
  | 'specialties'
  | 'settings'
  | 'featureSettings'
>;

export async function updateAgencyProfile(db: Db, id: string, profile: AgencyProfile): Promise<AgencyRow | undefined> {
  const [row] = await db<RawAgencyRow[]>`
    update agencies
       set name = ${profile.name}, email = ${profile.email}, street = ${profile.street},
           complement = ${profile.complement}, zipcode = ${profile.zipcode}, city = ${profile.city},
           country = ${profile.country}, latitude = ${profile.latitude}, longitude = ${profile.longitude},
           phones = ${json(db, profile.phones)}, emergency_numbers = ${json(db, profile.emergencyNumbers)},
           currency = ${profile.currency}, holiday_locale = ${profile.holidayLocale}, vat_label = ${profile.vatLabel},
           specialties = ${json(db, profile.specialties)}, settings = ${json(db, profile.settings)},
           feature_settings = ${json(db, profile.featureSettings)}, updated_at = now()
     where id = ${id}
    returning ${agencyColumns(db)}`;
  return row && parseRow(row);
}

export async function updateAgencyLimits(db: Db, id: string, limits: LicenceLimits): Promise<AgencyRow | undefined> {
  const [row] = await db<RawAgencyRow[]>`
    update agencies
       set agents_limit = ${limits.agentsLimit}, accounts_limit = ${limits.accountsLimit},
           free_accounts = ${limits.freeAccounts}, updated_at = now()
     where id = ${id}
    returning ${agencyColumns(db)}`;
  return row && parseRow(row);
}

export type LicenceCounts = { countAgents: number; countAccounts: number };

/**
 * What the licences are spent on: agents are active plannable staff memberships holding a licence;
 * accounts are active staff memberships (customers never count).
 */
export async function countLicences(db: Db, agencyId: string): Promise<LicenceCounts> {
  const [counts] = await db<LicenceCounts[]>`
    select count(*) filter (where plannable and licence_status = 100)::int as count_agents,
           count(*)::int as count_accounts
      from memberships
     where agency_id = ${agencyId} and kind = 'staff' and status = 100`;
  return counts ?? { countAgents: 0, countAccounts: 0 };
}

export type NewMembership = {
  id: string;
  agencyId: string;
  userId: string;
  kind: 'staff' | 'customer';
  customerId?: string | null;
  customerName?: string | null;
  plannable: boolean;
  hasAgentInfo: boolean;
  rights: Record<string, boolean>;
  invoiceRecipient?: boolean;
};

/** Inserts a membership; false when the user already has one in this agency. */
export async function insertMembership(db: Db, membership: NewMembership): Promise<boolean> {
  const rows = await db`
    insert into memberships (id, agency_id, user_id, kind, customer_id, customer_name, plannable, has_agent_info, rights,
                             invoice_recipient)
    values (${membership.id}, ${membership.agencyId}, ${membership.userId}, ${membership.kind},
            ${membership.customerId ?? null}, ${membership.customerName ?? null}, ${membership.plannable},
            ${membership.hasAgentInfo}, ${json(db, membership.rights)}, ${membership.invoiceRecipient ?? false})
    on conflict (user_id, agency_id) do nothing
    returning id`;
  return rows.length > 0;
}

export type MemberCounts = { owners: number; staff: number; agents: number; customers: number; devices: number };

/**
 * Active members of an agency by derived role (owner, non-plannable staff, plannable agent,
 * customer) and the devices they registered; `customerId` narrows it to one customer company.
 */
export async function countMembers(db: Db, agencyId: string, customerId: string | null): Promise<MemberCounts> {
  const [counts] = await db<MemberCounts[]>`
    with members as (
      select m.user_id, m.kind, m.plannable, coalesce(a.manager_user_id = m.user_id, false) as is_owner
        from memberships m join agencies a on a.id = m.agency_id
       where m.agency_id = ${agencyId} and m.status = 100
             ${customerId ? db`and m.kind = 'customer' and m.customer_id = ${customerId}` : db``}
    )
    select count(*) filter (where is_owner)::int as owners,
           count(*) filter (where not is_owner and kind = 'staff' and not plannable)::int as staff,
           count(*) filter (where not is_owner and kind = 'staff' and plannable)::int as agents,
           count(*) filter (where kind = 'customer')::int as customers,
           (select count(*)::int from devices d where d.user_id in (select user_id from members)) as devices
      from members`;
  return counts ?? { owners: 0, staff: 0, agents: 0, customers: 0, devices: 0 };
}

/**
 * Whether billing announced `customerId` as one of the agency's customers (identity keeps the
 * version of every customer it was told of, with or without portal users), or a membership names it.
 */
export async function isAgencyCustomer(db: Db, agencyId: string, customerId: string): Promise<boolean> {
  const [row] = await db`
    select 1 from announced_versions where agency_id = ${agencyId} and source_id = ${customerId}
    union all
    select 1 from memberships where agency_id = ${agencyId} and customer_id = ${customerId}
    limit 1`;
  return row !== undefined;
}
