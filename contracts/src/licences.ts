import { z } from 'zod';

/** Licence figures of an agency (00 §3 pricing) and the rule of 00 §6. */
export const LicenceLimitsSchema = z.strictObject({
  agentsLimit: z.int().min(0).max(100_000),
  accountsLimit: z.int().min(0).max(100_000),
  freeAccounts: z.int().min(0).max(100_000),
});
export type LicenceLimits = z.infer<typeof LicenceLimitsSchema>;

export const LicenceUsageSchema = LicenceLimitsSchema.extend({
  countAgents: z.int(),
  countAccounts: z.int(),
  agentsLimitReached: z.boolean(),
  accountsLimitReached: z.boolean(),
});
export type LicenceUsage = z.infer<typeof LicenceUsageSchema>;

/** The limits are reached when counts meet agentsLimit, and accountsLimit plus free accounts. */
export function licenceUsage(
  limits: LicenceLimits,
  counts: { countAgents: number; countAccounts: number },
): LicenceUsage {
  return {
    ...limits,
    ...counts,
    agentsLimitReached: counts.countAgents >= limits.agentsLimit,
    accountsLimitReached: counts.countAccounts >= limits.accountsLimit + limits.freeAccounts,
  };
}

export const DEFAULT_LICENCE_LIMITS: LicenceLimits = { agentsLimit: 10, accountsLimit: 10, freeAccounts: 2 };
