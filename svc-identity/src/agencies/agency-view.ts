import { subscriptionState, type Agency, type AgencyProfilePayload, type AgencySubscription } from '@portal/contracts';
import type { AgencyRow, LicenceCounts, SubscriptionDates } from './repo.js';

/** The agency's subscription state now, from the end of its free trial and of its paid period. */
export function subscriptionOf(dates: SubscriptionDates, now: Date = new Date()): AgencySubscription {
  return subscriptionState(
    { trialEndsAt: dates.trialEndsAt, validUntil: dates.subscriptionValidUntil, locked: dates.locked ?? false },
    now,
  );
}

/** The agency's postal address (its map position apart). */
const postalAddressOf = (row: AgencyRow) => ({
  street: row.street,
  complement: row.complement,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
});

/** The agency as the API answers it (AgencySchema), with its licence figures. */
export function toAgency(row: AgencyRow, counts: LicenceCounts): Agency {
  return {
    id: row.id,
    name: row.name,
    activity: row.activity,
    email: row.email,
    address: {
      ...postalAddressOf(row),
      location:
        row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    },
    phones: row.phones,
    emergencyNumbers: row.emergencyNumbers,
    currency: row.currency,
    holidayLocale: row.holidayLocale,
    vatLabel: row.vatLabel,
    specialties: row.specialties,
    settings: row.settings,
    featureSettings: row.featureSettings,
    subscriptionSettings: row.subscriptionSettings,
    pricing: {
      agentsLimit: row.agentsLimit,
      accountsLimit: row.accountsLimit,
      freeAccounts: row.freeAccounts,
      countAgents: counts.countAgents,
      countAccounts: counts.countAccounts,
    },
    managerUserId: row.managerUserId,
    status: row.status,
    subscription: subscriptionOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What other services keep of an agency (payload of identity.agency.created / updated). */
export function toProfilePayload(row: AgencyRow): AgencyProfilePayload {
  return {
    agencyId: row.id,
    name: row.name,
    activity: row.activity,
    currency: row.currency,
    vatLabel: row.vatLabel,
    holidayLocale: row.holidayLocale,
    country: row.country,
    stockSimplified: row.featureSettings['stockSimplified'] === true,
    contact: {
      email: row.email,
      phones: row.phones,
      emergencyNumbers: row.emergencyNumbers,
      address: postalAddressOf(row),
    },
  };
}

export function limitsOf(row: AgencyRow) {
  return { agentsLimit: row.agentsLimit, accountsLimit: row.accountsLimit, freeAccounts: row.freeAccounts };
}
