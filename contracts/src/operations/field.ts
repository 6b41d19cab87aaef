import { z } from 'zod';
import { IsoDaySchema } from '../common/validation.js';
import { listResponseSchema, ListRequestSchema } from '../common/paging.js';
import type { CallTable } from '../common/calls.js';
import { FieldBatchResultSchema, FieldBatchSchema, FieldLocationSchema, FieldMessageSchema } from './field-messages.js';
import { ServiceStatusSchema } from './service-statuses.js';
import {
  SERVICE_EVENT_CATEGORIES,
  ServiceEventDefaultsSchema,
  ServiceEventTypeKeySchema,
  SiteServiceEventTypeSchema,
} from './service-event-types.js';

/** Round (circuit) statuses (01 §4): 100 waiting, 200 in progress, 30 not finished, 400 finished. */
export const ROUND_STATUS_LABELS = { 100: 'En attente', 200: 'En cours', 30: 'Non terminée', 400: 'Terminée' } as const;
export type RoundStatus = keyof typeof ROUND_STATUS_LABELS;

export const RoundStopSchema = z.object({
  checkpointId: z.uuid(),
  name: z.string(),
  position: z.int(),
  instructions: z.string(),
  /** Its badge (validated by NFC, QR code or typing), or null for a virtual one (a position only). */
  badge: z.string().nullable(),
  virtual: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  passedAt: z.iso.datetime({ offset: true }).nullable(),
  method: z.enum(['nfc', 'qr', 'typed', 'virtual']).nullable(),
});
export type RoundStop = z.infer<typeof RoundStopSchema>;

/** A service as the agent on duty sees it (terrain/priseService, terrain/serviceActif, terrain/tournee). */
export const FieldServiceSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: ServiceStatusSchema,
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }),
  realStartAt: z.iso.datetime({ offset: true }).nullable(),
  realEndAt: z.iso.datetime({ offset: true }).nullable(),
  pausedAt: z.iso.datetime({ offset: true }).nullable(),
  prestation: z.string(),
  category: z.string(),
  comment: z.string(),
  circuitId: z.uuid().nullable(),
  /** The circuit (tour) this service is a stop of: terrain/circuitActif/{reference}. */
  circuit: z.object({ id: z.uuid(), reference: z.string(), name: z.string(), position: z.int() }).nullable(),
  site: z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    instructions: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    radius: z.int(),
  }),
  /** Ending needs a report signed on screen (the site or the activity type asks for it). */
  reportRequired: z.boolean(),
  /** The end dialog's photo is asked for (the agency's field setting). */
  endPhotoRequired: z.boolean(),
  /** The event types the agent may declare on the service (those its site has not turned off). */
  declarableTypes: z.array(ServiceEventTypeKeySchema),
  round: z.object({
    status: z.union([z.literal(100), z.literal(200), z.literal(30), z.literal(400)]),
    stops: z.array(RoundStopSchema),
  }),
});
export type FieldService = z.infer<typeof FieldServiceSchema>;

/** One line of an event's thread, as it reads now (an edited line shows its last text). */
export const EventMessageViewSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  attachmentIds: z.array(z.uuid()),
  createdAt: z.iso.datetime({ offset: true }),
  receivedAt: z.iso.datetime({ offset: true }),
  authorName: z.string(),
  /** Who wrote the line (null: the agency): the phone offers its author to edit or delete it. */
  authorId: z.uuid().nullable(),
  edited: z.boolean(),
});

export const FieldEventSchema = z.object({
  id: z.uuid(),
  typeKey: ServiceEventTypeKeySchema,
  typeName: z.string(),
  category: z.enum(SERVICE_EVENT_CATEGORIES),
  colour: z.string(),
  serviceId: z.uuid().nullable(),
  serviceReference: z.string().nullable(),
  siteId: z.uuid().nullable(),
  siteName: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  receivedAt: z.iso.datetime({ offset: true }),
  location: FieldLocationSchema.nullable(),
  /** Metres from the site when both positions are known; outside when beyond the site's radius. */
  distanceM: z.number().nullable(),
  messages: z.array(EventMessageViewSchema),
});
export type FieldEvent = z.infer<typeof FieldEventSchema>;

export const EventListRequestSchema = ListRequestSchema.extend({
  filters: z
    .strictObject({
      /** null: the agency's own events, declared on no site (its main courante). */
      siteId: z.uuid().nullable().optional(),
      serviceId: z.uuid().optional(),
      typeKey: ServiceEventTypeKeySchema.optional(),
      from: IsoDaySchema.optional(),
      to: IsoDaySchema.optional(),
    })
    .default({}),
});
export type EventListRequest = z.output<typeof EventListRequestSchema>;

/** One entry of a main courante as exported: enough for anyone to recompute the chain. */
export const MainCouranteEntrySchema = z.object({
  seq: z.int(),
  id: z.uuid(),
  eventId: z.uuid(),
  action: z.enum(['create', 'add', 'edit', 'delete']),
  targetId: z.uuid().nullable(),
  typeKey: ServiceEventTypeKeySchema,
  content: z.string(),
  attachmentIds: z.array(z.uuid()),
  authorId: z.uuid().nullable(),
  deviceAt: z.iso.datetime({ offset: true }),
  serverAt: z.iso.datetime({ offset: true }),
  prevHash: z.string(),
  hash: z.string(),
});
export type MainCouranteEntry = z.infer<typeof MainCouranteEntrySchema>;

export const MainCouranteVerificationSchema = z.object({
  chainId: z.uuid(),
  entries: z.int(),
  valid: z.boolean(),
  /** The first entry whose hash or link does not match, when the chain is broken. */
  brokenAtSeq: z.int().nullable(),
  lastHash: z.string(),
});
export type MainCouranteVerification = z.infer<typeof MainCouranteVerificationSchema>;

/**
 * Field mode (01 §2 Field mode, §4 Service statuses, Event sync, Incident; §7 POST /event, GET and
 * DELETE /event/{id}). The agent's calls act on the services he is assigned to (another's: 404
 * 'Service introuvable.'); every field action is a message of the phone's queue, applied once by
 * its uuid whatever the number of replays, at the phone's time.
 */
export const FIELD_CALLS = {
  /** A day's services of the signed-in agent (and those he is still on), the planned ones first. */
  myFieldServices: {
    method: 'POST',
    path: '/agency/:agencyId/agent/fetch/field-services',
    roles: ['agent'],
    body: z.strictObject({ day: IsoDaySchema }),
    response: z.object({ services: z.array(FieldServiceSchema), activeServiceId: z.uuid().nullable() }),
  },
  /** The queue's batches: up to 50 messages in order; a refused one answers its 4xx (see FieldBatchResult). */
  sync: {
    method: 'POST',
    path: '/agency/:agencyId/field/messages',
    right: 'missionEvents.create',
    body: FieldBatchSchema,
    response: FieldBatchResultSchema,
  },
  /** POST /event: an event declared at once (online), the same as its queued message. */
  createEvent: {
    method: 'POST',
    path: '/agency/:agencyId/event',
    right: 'missionEvents.create',
    body: FieldMessageSchema,
    response: z.object({ id: z.uuid() }),
  },
  getEvent: {
    method: 'GET',
    path: '/agency/:agencyId/event/:eventId',
    right: 'missionEvents.list',
    response: FieldEventSchema,
  },
  /** 'La suppression est définitive': the event leaves the lists; the main courante keeps the deletion. */
  deleteEvent: {
    method: 'DELETE',
    path: '/agency/:agencyId/event/:eventId',
    right: 'missionEvents.delete',
    response: z.object({ id: z.uuid() }),
  },
  /** The events of the agency (an agent: of his own services and declarations), newest first. */
  allEvents: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/allEvents',
    right: 'missionEvents.list',
    body: EventListRequestSchema,
    response: listResponseSchema(FieldEventSchema),
  },
  /** The event types with one site's settings (POST sites-service-events). */
  siteEventTypes: {
    method: 'POST',
    path: '/agency/:agencyId/sites-service-events',
    right: 'sites.list',
    body: z.strictObject({ siteId: z.uuid() }),
    response: z.object({ types: z.array(SiteServiceEventTypeSchema) }),
  },
  setSiteEventType: {
    method: 'PUT',
    path: '/agency/:agencyId/site/:siteId/service-event-types/:typeKey',
    right: 'sites.edit',
    body: ServiceEventDefaultsSchema,
    response: SiteServiceEventTypeSchema,
  },
  /** Recomputes a main courante's chain (a site's, or the agency's own events with the agency's id). */
  verifyMainCourante: {
    method: 'GET',
    path: '/agency/:agencyId/main-courante/:chainId/verify',
    right: 'missionEvents.list',
    response: MainCouranteVerificationSchema,
  },
  exportMainCourante: {
    method: 'GET',
    path: '/agency/:agencyId/main-courante/:chainId/export',
    right: 'missionEvents.list',
    response: z.object({ chainId: z.uuid(), entries: z.array(MainCouranteEntrySchema) }),
  },
} as const satisfies CallTable;
