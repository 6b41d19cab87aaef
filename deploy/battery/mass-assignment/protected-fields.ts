/**
 * Values no client may choose, injected into every write's body: each is unique, so that finding it
 * anywhere in a database afterwards proves it was persisted.
 */
const MARK = 'MASSASSIGN';
const MARK_ID = '6d617373-6173-4e73-8967-6e6d656e7431';
const MARK_NUMBER = 987_654_321;

/**
 * The protected fields (agency, ids, status, numbers, counters, rights, role, dates, authors,
 * licences and subscription), under the names a client might try.
 */
export const PROTECTED_FIELDS: Record<string, unknown> = {
  agencyId: MARK_ID,
  agency_id: MARK_ID,
  agency: MARK_ID,
  id: MARK_ID,
  userId: MARK_ID,
  ownerId: MARK_ID,
  managerUserId: MARK_ID,
  customerId: MARK_ID,
  createdBy: MARK_ID,
  status: MARK_NUMBER,
  number: `${MARK}-NUMBER`,
  reference: `${MARK}-REF`,
  customerNumber: `${MARK}-411`,
  counter: MARK_NUMBER,
  countAgents: MARK_NUMBER,
  countAccounts: MARK_NUMBER,
  agentsLimit: MARK_NUMBER,
  accountsLimit: MARK_NUMBER,
  freeAccounts: MARK_NUMBER,
  rights: [`${MARK}.right`],
  role: `${MARK}_ROLE`,
  platformRole: `${MARK}_ROLE`,
  createdAt: '1999-01-01T00:00:00.000Z',
  updatedAt: '1999-01-01T00:00:00.000Z',
  trialEndsAt: '2999-01-01T00:00:00.000Z',
  subscriptionValidUntil: '2999-01-01T00:00:00.000Z',
  pricing: { agentsLimit: MARK_NUMBER },
  subscription: { accessGranted: true, validUntil: '2999-01-01' },
  passwordHash: `${MARK}-HASH`,
};

/** What the databases are searched for afterwards: the texts every injected value shows in a row. */
export const PERSISTED_MARKS = [MARK, MARK_ID, String(MARK_NUMBER), '1999-01-01', '2999-01-01'];

/** Bags the contracts declare free-form (settings merged by key): a key in them changes nothing else. */
export const FREE_FORM: ReadonlySet<string> = new Set([
  'settings',
  'featureSettings',
  'subscriptionSettings',
  'deviceInfos',
  'pagesConfig',
]);

/**
 * The body with one protected field added at the top and in every nested object (array items
 * included), free-form settings bags left out.
 */
export function inject(body: unknown, field: string, value: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => inject(item, field, value));
  if (typeof body !== 'object' || body === null) return body;
  const nested = Object.fromEntries(
    Object.entries(body).map(([key, child]) => [key, FREE_FORM.has(key) ? child : inject(child, field, value)]),
  );
  return { ...nested, [field]: value };
}
