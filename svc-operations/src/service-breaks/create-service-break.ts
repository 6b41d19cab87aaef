import { fr, uuidv7, type SaveServiceBreakSchema, type ServiceBreak } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import type { z } from 'zod';
import { fieldError } from '../checkpoints/checkpoint-errors.js';
import { findBreakService, insertServiceBreak } from './repo.js';

/**
 * Declares an interruption: on one of the agency's services ('Service introuvable.' 404), for one of
 * its agents, within its slot (the bounds included).
 */
export async function createServiceBreak(
  tx: Tx,
  agencyId: string,
  input: z.output<typeof SaveServiceBreakSchema>,
): Promise<ServiceBreak> {
  const service = await findBreakService(tx, agencyId, input.serviceId);
  if (!service) throw new AppError('SERVICE_NOT_FOUND');
  if (!service.agentIds.includes(input.agentId)) {
    throw fieldError('agentId', fr.AGENT_NOT_ON_SERVICE, `agent ${input.agentId} not on service ${input.serviceId}`);
  }
  const start = Date.parse(input.startAt);
  const end = Date.parse(input.endAt);
  if (start < service.startAt.getTime() || end > service.endAt.getTime()) {
    throw fieldError('startAt', fr.SERVICE_BREAK_OUTSIDE_SERVICE);
  }
  return insertServiceBreak(tx, agencyId, uuidv7(), input);
}
