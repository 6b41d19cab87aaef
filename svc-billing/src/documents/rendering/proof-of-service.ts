import type { ServiceProof } from '@portal/contracts';

/** The report signed at the end of a service, as the proof prints it. */
export type SignedReport = {
  signedAt: string;
  agentName: string;
  /** The customer's representative who signed too, or ''. */
  customerSignatory: string;
  comment: string;
};

/**
 * A service an invoice bills and what it proves (the invoice's proof-of-service pack): the slot
 * planned, what operations told of its doing (real times, agents, round, main-courante lines the
 * customer may see, with their chain hashes) and its signed report.
 */
export type ProofOfService = {
  reference: string;
  siteName: string;
  prestation: string;
  startAt: string;
  endAt: string;
  hoursTotal: string;
  /** Null for a service finished before proofs were told. */
  proof: ServiceProof | null;
  report: SignedReport | null;
};
