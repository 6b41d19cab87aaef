import {
  addDays,
  DEFAULT_AGENT_RIGHTS,
  FieldBatchResultSchema,
  localDateOf,
  SavedServicesSchema,
  uuidv7,
  zonedInstant,
  type FieldMessageInput,
} from '@portal/contracts';
import { createThroughApi, newCollaborator } from '../../collaborators/test-fixtures.js';
import { planningAgency, serviceBody } from '../../services/test-fixtures.js';
import type { OperationsHarness } from '../../testing/harness.js';

/** The site's position (Lyon, place Bellecour) and a point 30 m away, within its 100 m radius. */
export const SITE_POSITION = { latitude: 45.7578, longitude: 4.832 };
export const NEAR_SITE = { latitude: 45.75805, longitude: 4.8323, accuracy: 12 };
/** A tiny PNG, as the signature pad sends it. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Yesterday (Paris): the services of these tests happened then, their messages arrive now. */
export const YESTERDAY = addDays(localDateOf(new Date()), -1);
export const at = (time: string, day = YESTERDAY) => zonedInstant(day, time);

export const agentToken = (h: OperationsHarness, agencyId: string, agentId: string) =>
  h.tokenFor(agencyId, { sub: agentId, role: 'agent', plannable: true, rights: [...DEFAULT_AGENT_RIGHTS] });

/**
 * An agency whose agent has yesterday's 08:00–16:00 service on a located site with two checkpoints:
 * one with a badge, one virtual (a position only).
 */
export async function agencyOnDuty(h: OperationsHarness, options: { reportRequired?: boolean } = {}) {
  const agency = await planningAgency(h);
  const badgeCheckpointId = uuidv7();
  const virtualCheckpointId = uuidv7();
  await h.asPlatform(async (tx) => {
    await tx`update sites set latitude = ${SITE_POSITION.latitude}, longitude = ${SITE_POSITION.longitude},
                    report_signature_required = ${options.reportRequired ?? false}
              where id = ${agency.siteId}`;
    await tx`insert into checkpoints (id, agency_id, site_id, name, badge, position, latitude, longitude) values
      (${badgeCheckpointId}, ${agency.agencyId}, ${agency.siteId}, 'Hall principal', 'BADGE0001', 1, null, null),
      (${virtualCheckpointId}, ${agency.agencyId}, ${agency.siteId}, 'Parking', null, 2, ${NEAR_SITE.latitude}, ${NEAR_SITE.longitude})`;
  });
  const service = await planService(h, agency, agency.agentId);
  return {
    ...agency,
    service,
    badgeCheckpointId,
    virtualCheckpointId,
    agent: await agentToken(h, agency.agencyId, agency.agentId),
  };
}

export async function planService(
  h: OperationsHarness,
  agency: { agencyId: string; owner: string; siteId: string },
  agentId: string,
  times: { day?: string; startTime?: string; endTime?: string } = {},
) {
  const answer = await h.request('POST', `/agency/${agency.agencyId}/services`, {
    token: agency.owner,
    json: serviceBody(agency.siteId, times.day ?? YESTERDAY, {
      startTime: times.startTime ?? '08:00',
      endTime: times.endTime ?? '16:00',
      agentIds: [agentId],
      confirmed: true,
    }),
  });
  if (answer.status !== 201) throw new Error(`service not planned: ${JSON.stringify(answer.body)}`);
  return SavedServicesSchema.parse(answer.body).data[0]!;
}

export async function secondAgent(h: OperationsHarness, agencyId: string, owner: string) {
  const agentId = await createThroughApi(h, agencyId, owner, newCollaborator());
  return { agentId, token: await agentToken(h, agencyId, agentId) };
}

type WithoutUuid<T> = T extends unknown ? Omit<T, 'uuid'> & { uuid?: string } : never;

/** A message of the phone's queue, with a fresh uuid. */
export function message(fields: WithoutUuid<FieldMessageInput>): FieldMessageInput {
  return { uuid: uuidv7(), ...fields } as FieldMessageInput;
}

export async function sync(h: OperationsHarness, agencyId: string, token: string, messages: FieldMessageInput[]) {
  return h.request('POST', `/agency/${agencyId}/field/messages`, { token, json: { messages } });
}

export async function syncOk(h: OperationsHarness, agencyId: string, token: string, messages: FieldMessageInput[]) {
  const answer = await sync(h, agencyId, token, messages);
  if (answer.status !== 200) throw new Error(`sync refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return FieldBatchResultSchema.parse(answer.body);
}
