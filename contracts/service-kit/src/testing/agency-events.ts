import { DEFAULT_LICENCE_LIMITS, uuidv7, type AgencyCreatedPayload } from '@portal/contracts';

/** The payload identity announces for a new agency, with a fresh id and name. */
export function agencyCreatedPayload(overrides: Partial<AgencyCreatedPayload> = {}): AgencyCreatedPayload {
  return {
    agencyId: uuidv7(),
    name: `Agence ${Math.random().toString(36).slice(2, 8)}`,
    activity: 'security',
    currency: 'EUR',
    vatLabel: 'TVA',
    holidayLocale: 'FR',
    country: 'FR',
    stockSimplified: false,
    limits: DEFAULT_LICENCE_LIMITS,
    ...overrides,
  };
}
