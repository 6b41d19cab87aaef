import { AppError, type Tx } from '@portal/service-kit';
import type { CollaboratorAccountStatus } from '@portal/contracts';
import { countLicences, lockAgencyLimits } from './repo.js';

/** How many licences (status 100) and accounts (100 or 200) a write adds to the agency's counts. */
export type LicenceDelta = { agents: number; accounts: number };

const holdsLicence = (status: CollaboratorAccountStatus | null) => status === 100;
const holdsAccount = (status: CollaboratorAccountStatus | null) => status === 100 || status === 200;

/** What going from `from` (null: a new record) to `to` adds, `count` records at once. */
export function licenceDelta(
  from: CollaboratorAccountStatus | null,
  to: CollaboratorAccountStatus,
  count = 1,
): LicenceDelta {
  return {
    agents: (Number(holdsLicence(to)) - Number(holdsLicence(from))) * count,
    accounts: (Number(holdsAccount(to)) - Number(holdsAccount(from))) * count,
  };
}

/**
 * The collaborator quota (spec 00 §6, 01 §6): refused with 'Vous avez atteint votre quota de fiches
 * collaborateurs' when the write would take the licences past agentsLimit, or the accounts past
 * accountsLimit plus the free accounts. The agency's row stays locked until the transaction ends,
 * so two writes racing for the last licence are counted one after the other.
 */
export async function ensureQuota(tx: Tx, agencyId: string, delta: LicenceDelta): Promise<void> {
  if (delta.agents <= 0 && delta.accounts <= 0) return;
  const limits = await lockAgencyLimits(tx, agencyId);
  if (!limits) throw new AppError('AGENCY_NOT_FOUND');
  const counts = await countLicences(tx, agencyId);
  const agentsOver = delta.agents > 0 && counts.countAgents + delta.agents > limits.agentsLimit;
  const accountsOver =
    delta.accounts > 0 && counts.countAccounts + delta.accounts > limits.accountsLimit + limits.freeAccounts;
  if (agentsOver || accountsOver) throw new AppError('AGENTS_LIMIT_REACHED');
}
