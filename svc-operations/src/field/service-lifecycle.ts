import {
  EXTENSION_REASONS,
  localDateOf,
  localTimeOf,
  splitServiceHours,
  type FieldMessage,
  type ServiceEventTypeKey,
} from '@portal/contracts';
import { publicHolidays } from '@portal/contracts/planning/holidays';
import { AppError } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { recordHistory } from '../services/history.js';
import { findService } from '../services/repo.js';
import { announceReportSigned, announceServiceFinished } from '../services/service-events.js';
import { recordEvents } from './events-repo.js';
import {
  distanceFromSite,
  lockAgentService,
  requireAfterStart,
  requireOnDuty,
  type FieldContext,
  type OnDutyService,
} from './field-context.js';
import { ACTIVE_STATUSES } from './field-service-repo.js';
import { closeOpenParts } from './service-closing.js';

type On<T extends FieldMessage['type']> = FieldContext<Extract<FieldMessage, { type: T }>>;

const MINUTE_MS = 60_000;

/** The events a step of a service writes in its site's main courante, in order (the message's photos with the last). */
async function progressEvents(
  context: FieldContext,
  service: OnDutyService,
  steps: readonly { typeKey: ServiceEventTypeKey; content: string }[],
) {
  const { message } = context;
  const attachmentIds = 'attachmentIds' in message ? message.attachmentIds : [];
  await recordEvents(
    context.tx,
    context.agencyId,
    steps.map(({ typeKey, content }, index) => ({
      serviceId: service.id,
      siteId: service.siteId,
      typeKey,
      authorId: context.agentId,
      deviceAt: context.deviceAt,
      location: message.location,
      distanceM: distanceFromSite(service, message.location),
      content,
      attachmentIds: index === steps.length - 1 ? attachmentIds : [],
    })),
  );
}

const progressEvent = (context: FieldContext, service: OnDutyService, typeKey: ServiceEventTypeKey, content = '') =>
  progressEvents(context, service, [{ typeKey, content }]);

const at = (instant: string) => localTimeOf(instant);

/** A pause taken during a round interrupts it ('Ronde interrompue'), its end resumes it. */
const roundUnderWay = (service: OnDutyService) => service.roundStartedAt !== null && service.roundFinishedAt === null;

async function history(
  context: FieldContext,
  serviceId: string,
  kind: Parameters<typeof recordHistory>[2][number]['kind'],
  detail: string,
) {
  await recordHistory(context.tx, context.agencyId, [{ serviceId, kind, detail }], context.write);
}

/**
 * Starts the service at the phone's time (01 §4): a service already started is left as it is (the
 * phone offers to resume it); a finished one, or one past its end, is 'Le service est terminé';
 * another non-circuit service on duty is 'Un service est actif'.
 */
export async function startService(context: On<'service.start'>): Promise<void> {
  const { tx, agencyId, agentId, message, deviceAt } = context;
  const service = await lockAgentService(tx, agencyId, agentId, message.serviceId);
  if (ACTIVE_STATUSES.includes(service.status)) return;
  // 110 late and 120 not done are the job's verdicts while no start had come: a start made in time
  // on a phone without network, arriving later, still counts.
  if (![100, 110, 120].includes(service.status)) throw new AppError('SERVICE_FINISHED');
  if (new Date(deviceAt) >= service.endAt) throw new AppError('SERVICE_FINISHED');
  // Another non-circuit service on duty, a circuit's stop as much as any service (01 §4); a paused
  // agent is asked to end his pause first.
  const [other] = await tx<{ status: number }[]>`
    select s.status from services s
      join service_agents sa on sa.agency_id = s.agency_id and sa.service_id = s.id and sa.agent_id = ${agentId}
     where s.agency_id = ${agencyId} and s.id <> ${service.id} and s.circuit_id is null
       and (s.status in (200, 250, 500) or (s.status = 800 and s.paused_at is not null))
     order by s.status in (500, 800) desc limit 1`;
  if (other) throw new AppError(other.status === 200 || other.status === 250 ? 'SERVICE_ACTIVE' : 'SERVICE_PAUSED');
  const late =
    new Date(deviceAt).getTime() > service.startAt.getTime() + context.settings.latenessMarginMinutes * MINUTE_MS;
  await tx`update services set status = 200, real_start_at = ${deviceAt}, updated_at = now()
            where agency_id = ${agencyId} and id = ${service.id}`;
  await progressEvent(context, service, late ? 'service_late_start' : 'service_start');
  await history(context, service.id, 'started', `Service commencé à ${at(deviceAt)}${late ? ' (en retard)' : ''}`);
}

/** A pause starts (status 500, the interrupted status kept): 'Vous êtes en pause' when one is running. */
export async function startBreak(context: On<'break.start'>): Promise<void> {
  const { tx, agencyId, agentId, message, deviceAt } = context;
  const service = await lockAgentService(tx, agencyId, agentId, message.serviceId);
  await requireOnDuty(tx, service);
  requireAfterStart(service, deviceAt);
  await tx`update services set paused_from = status, status = 500, paused_at = ${deviceAt}, updated_at = now()
            where agency_id = ${agencyId} and id = ${service.id}`;
  await progressEvents(context, service, [
    { typeKey: 'break_start', content: '' },
    ...(roundUnderWay(service) ? [{ typeKey: 'circuit_interrupted' as const, content: 'Pause' }] : []),
  ]);
  await history(context, service.id, 'paused', `Pause commencée à ${at(deviceAt)}`);
}

/** The pause ends: the service goes back to the status it had, and the pause joins its schedule gaps. */
export async function stopBreak(context: On<'break.stop'>): Promise<void> {
  const { tx, agencyId, agentId, message, deviceAt } = context;
  const service = await lockAgentService(tx, agencyId, agentId, message.serviceId);
  // A pause still open when the late-services job said 'not finished' (800) ends as any other.
  const paused = service.status === 500 || service.status === 800;
  if (!paused || !service.pausedAt || !service.pausedFrom) throw new AppError('SERVICE_NOT_PAUSED');
  if (new Date(deviceAt) < service.pausedAt) throw new AppError('FIELD_MESSAGE_BEFORE_START');
  if (new Date(deviceAt) > service.pausedAt) {
    await tx`insert into service_breaks (id, agency_id, service_id, agent_id, type, start_at, end_at, comment)
             values (gen_random_uuid(), ${agencyId}, ${service.id}, ${agentId}, 0, ${service.pausedAt}, ${deviceAt}, '')`;
  }
  await tx`update services set status = paused_from, paused_from = null, paused_at = null, updated_at = now()
            where agency_id = ${agencyId} and id = ${service.id}`;
  await progressEvents(context, service, [
    { typeKey: 'break_stop', content: '' },
    ...(roundUnderWay(service) ? [{ typeKey: 'circuit_resume' as const, content: 'Fin de pause' }] : []),
  ]);
  await history(context, service.id, 'resumed', `Pause terminée à ${at(deviceAt)}`);
}

/** Extension (status 250) with its reason: the label, and the text for 'other'. */
export async function extendService(context: On<'service.extend'>): Promise<void> {
  const { tx, agencyId, agentId, message, deviceAt } = context;
  const service = await lockAgentService(tx, agencyId, agentId, message.serviceId);
  await requireOnDuty(tx, service);
  requireAfterStart(service, deviceAt);
  const reason = [EXTENSION_REASONS[message.reason], message.text].filter(Boolean).join(' : ');
  await tx`update services set status = 250, extension_reason = ${reason}, updated_at = now()
            where agency_id = ${agencyId} and id = ${service.id}`;
  await progressEvent(context, service, 'service_extension', reason);
  await history(context, service.id, 'extended', `Prolongation à ${at(deviceAt)} : ${reason}`);
}

/**
 * Ends the service at the phone's time (status 300): the signed report when the site asks for it
 * ('La signature d'un bon est obligatoire'), the real hours split by kind of time, and billing told.
 */
export async function endService(context: On<'service.end'>): Promise<void> {
  const { tx, agencyId, agentId, message, deviceAt, settings } = context;
  const locked = await lockAgentService(tx, agencyId, agentId, message.serviceId);
  await requireOnDuty(tx, locked);
  requireAfterStart(locked, deviceAt);
  if (locked.reportRequired && !message.report) throw new AppError('REPORT_SIGNATURE_REQUIRED');
  if (message.report) {
    await tx`insert into service_reports ${tx({
      agencyId,
      serviceId: locked.id,
      agentId,
      agentSignature: message.report.agentSignature,
      customerName: message.report.customerName,
      customerSignature: message.report.customerSignature,
      comment: message.comment,
      signedAt: deviceAt,
    })} on conflict (agency_id, service_id) do nothing`;
  }
  const realStart = (locked.realStartAt ?? locked.startAt).toISOString();
  const closings = await closeOpenParts(tx, agencyId, locked.id, deviceAt);
  await tx`update services set status = 300, real_end_at = ${deviceAt}, finished_at = now(), updated_at = now()
            where agency_id = ${agencyId} and id = ${locked.id}`;
  await recordHistory(
    tx,
    agencyId,
    closings.map(({ kind, detail }) => ({ serviceId: locked.id, kind, detail })),
    context.write,
  );
  const early = new Date(deviceAt).getTime() < locked.endAt.getTime() - settings.latenessMarginMinutes * MINUTE_MS;
  // An extended service ends its extension; otherwise the end is early or on time.
  const ending = locked.status === 250 ? 'service_extension_end' : early ? 'service_early_end' : 'service_finish';
  await progressEvents(context, locked, [...closings, { typeKey: ending, content: message.comment }]);

  const agency = await requireProvisionedAgency(tx, agencyId);
  const holidays = publicHolidays(agency.holidayLocale, localDateOf(realStart), localDateOf(deviceAt));
  const hours = splitServiceHours(realStart, deviceAt, {
    holidays,
    nightStart: settings.nightStart,
    nightEnd: settings.nightEnd,
  });
  const service = (await findService(tx, agencyId, locked.id))!;
  await announceServiceFinished(
    tx,
    agencyId,
    service,
    { hours, nightFactor: settings.nightFactor, holidayFactor: settings.holidayFactor },
    context.write,
  );
  if (message.report) {
    await announceReportSigned(
      tx,
      agencyId,
      service,
      {
        agentId,
        signedAt: deviceAt,
        realStartAt: realStart,
        realEndAt: deviceAt,
        customerSignatory: message.report.customerSignature ? message.report.customerName : '',
        customerSigned: message.report.customerSignature !== null,
        comment: message.comment,
      },
      context.write,
    );
  }
  const total = String(hours.total).replace('.', ',');
  await history(
    context,
    locked.id,
    'ended',
    `Service terminé à ${at(deviceAt)} : ${total} h réelles${message.report ? ', bon signé' : ''}`,
  );
}
