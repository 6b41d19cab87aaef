import { provisionedAgency } from '@portal/service-kit';
import { findAgency } from './repo.js';

/** The agency's copy, or 404 AGENCY_NOT_FOUND while identity's `created` event has not arrived. */
export const requireProvisionedAgency = provisionedAgency(findAgency);
