import { paidPeriodEnd, type LicenceLimits, type PaymentValidatedPayload } from '@portal/contracts';

/** What the agency holds before a payment: its limits, prepaid units and paid period. */
export type AgencyHoldings = LicenceLimits & {
  prepaidSignatures: number;
  prepaidPayslips: number;
  subscriptionValidUntil: Date | null;
};

/** The offer types of a plan (PRO, the website subscription): paying one opens a new period. */
const PLAN_TYPES = new Set([1, 2]);
const LICENCE_TYPES = new Set([1, 2, 100]);
const PACK_COLLABORATOR_RECORDS = 200;
const PACK_SIGNATURES = 210;
const PACK_PAYSLIPS = 220;

const sumOf = (
  lines: PaymentValidatedPayload['lines'],
  pick: (line: PaymentValidatedPayload['lines'][number]) => number,
) => lines.reduce((total, line) => total + pick(line), 0);

/**
 * What a paid agency invoice grants (issue 15, docs/subscriptions.md): a plan sets the agent
 * licences of the period it opens (the plan's own and the licences bought with it), licences bought
 * alone add to them; a pack of collaborator records adds staff accounts, a pack of signatures or
 * payslips its units; a plan extends the paid period by a month or a year from the payment or from
 * the current end, whichever is later.
 */
export function grantsOf(holdings: AgencyHoldings, payment: PaymentValidatedPayload): AgencyHoldings {
  const { lines } = payment;
  const licences = sumOf(lines, (line) => (LICENCE_TYPES.has(line.offerType) ? line.licences : 0));
  const opensPeriod = lines.some((line) => PLAN_TYPES.has(line.offerType));
  const packUnits = (type: number) => sumOf(lines, (line) => (line.offerType === type ? line.packUnits : 0));
  return {
    agentsLimit: opensPeriod ? licences : holdings.agentsLimit + licences,
    accountsLimit: holdings.accountsLimit + packUnits(PACK_COLLABORATOR_RECORDS),
    freeAccounts: holdings.freeAccounts,
    prepaidSignatures: holdings.prepaidSignatures + packUnits(PACK_SIGNATURES),
    prepaidPayslips: holdings.prepaidPayslips + packUnits(PACK_PAYSLIPS),
    subscriptionValidUntil: opensPeriod
      ? paidPeriodEnd(holdings.subscriptionValidUntil, new Date(payment.paidAt), payment.period)
      : holdings.subscriptionValidUntil,
  };
}
