import { AppError, type Tx } from '@portal/service-kit';
import { findAgency, type AgencyRow } from './repo.js';

/** The agency's copy, or 404 AGENCY_NOT_FOUND while identity's `created` event has not arrived. */
export async function requireProvisionedAgency(tx: Tx, agencyId: string): Promise<AgencyRow> {
  const agency = await findAgency(tx, agencyId);
  if (!agency) throw new AppError('AGENCY_NOT_FOUND');
  return agency;
}
