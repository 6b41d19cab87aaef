import { z } from 'zod';
import { fr } from '../messages/fr.js';
import { DeclarativeEventTypeKeySchema } from './service-event-types.js';

/** A position of the phone; readings less precise than 100 m are not kept (01 §4 perimeter). */
export const FieldLocationSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(1_000_000),
});
export type FieldLocation = z.infer<typeof FieldLocationSchema>;
export const MAX_LOCATION_ACCURACY_M = 100;

/** The extension reasons (01 §5): 'other' needs a text, the content is the label plus the text. */
export const EXTENSION_REASONS = {
  customer: 'Demandée par le client',
  manager: 'Demandée par le responsable',
  other: 'Autre (préciser)',
} as const;
export type ExtensionReason = keyof typeof EXTENSION_REASONS;

/** A signature drawn on screen, as a PNG data URL (at most 300 Ko). */
export const SignatureSchema = z
  .string()
  .max(400_000, { message: 'La signature est trop lourde' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { message: 'Signature invalide' });

export const AgencyReportSchema = z.strictObject({
  agentSignature: SignatureSchema,
  customerName: z.string().trim().max(120).default(''),
  customerSignature: SignatureSchema.nullable().default(null),
});
export type AgencyReport = z.infer<typeof AgencyReportSchema>;

const ContentSchema = z.string().trim().max(4000, { message: 'Le texte ne peut pas dépasser 4000 caractères' });
/** The photos carried (FIELD_ATTACHMENT_CALLS), uploaded before the message, at most 10. */
const AttachmentIdsSchema = z.array(z.uuid()).max(10).default([]);

const base = {
  /** The message's idempotency key: the server applies it once, however often it is sent. */
  uuid: z.uuid(),
  /** When it happened on the phone: kept as the time of the fact. */
  createdAt: z.iso.datetime({ offset: true }),
  location: FieldLocationSchema.nullable().default(null),
};
const onService = { ...base, serviceId: z.uuid() };

/**
 * The field's messages (01 §3 Event message types, §4 Event sync): everything an agent does on duty,
 * queued on the phone and applied by the server in order, each once.
 */
export const FieldMessageSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ ...onService, type: z.literal('service.start') }),
    z.strictObject({
      ...onService,
      type: z.literal('service.extend'),
      reason: z.enum(['customer', 'manager', 'other']),
      text: z.string().trim().max(500).default(''),
    }),
    z.strictObject({
      ...onService,
      type: z.literal('service.end'),
      comment: ContentSchema.default(''),
      attachmentIds: AttachmentIdsSchema,
      report: AgencyReportSchema.nullable().default(null),
    }),
    z.strictObject({ ...onService, type: z.literal('break.start') }),
    z.strictObject({ ...onService, type: z.literal('break.stop') }),
    z.strictObject({
      ...base,
      type: z.literal('event.create'),
      eventId: z.uuid(),
      /** The active service, or null: the event goes to the agency (01 §4 Incident). */
      serviceId: z.uuid().nullable(),
      typeKey: DeclarativeEventTypeKeySchema,
      content: ContentSchema,
      attachmentIds: AttachmentIdsSchema,
    }),
    z.strictObject({
      ...base,
      type: z.literal('message.add'),
      eventId: z.uuid(),
      content: ContentSchema,
      attachmentIds: AttachmentIdsSchema,
    }),
    z.strictObject({
      ...base,
      type: z.literal('message.edit'),
      eventId: z.uuid(),
      messageId: z.uuid(),
      content: ContentSchema,
      attachmentIds: AttachmentIdsSchema,
    }),
    z.strictObject({ ...base, type: z.literal('message.delete'), eventId: z.uuid(), messageId: z.uuid() }),
    z.strictObject({ ...onService, type: z.literal('round.start') }),
    z.strictObject({
      ...onService,
      type: z.literal('round.checkpoint'),
      method: z.enum(['nfc', 'qr', 'typed', 'virtual']),
      /** The badge read or typed (nfc, qr, typed), or the checkpoint reached (virtual). */
      badge: z.string().trim().max(64).nullable().default(null),
      checkpointId: z.uuid().nullable().default(null),
    }),
    z.strictObject({ ...onService, type: z.literal('round.observation'), content: ContentSchema }),
    z.strictObject({ ...onService, type: z.literal('round.stop') }),
  ])
  .superRefine((message, ctx) => {
    if (message.type === 'service.extend' && message.reason === 'other' && message.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: fr.REQUIRED });
    if (message.type === 'round.checkpoint') {
      const needs = message.method === 'virtual' ? 'checkpointId' : 'badge';
      if (!message[needs]) ctx.addIssue({ code: 'custom', path: [needs], message: fr.REQUIRED });
    }
    if ((message.type === 'event.create' || message.type === 'message.add') && message.content === '') {
      if (message.attachmentIds.length === 0) ctx.addIssue({ code: 'custom', path: ['content'], message: fr.REQUIRED });
    }
  });
export type FieldMessage = z.output<typeof FieldMessageSchema>;
export type FieldMessageInput = z.input<typeof FieldMessageSchema>;
export type FieldMessageType = FieldMessage['type'];

/** The French name of each message type: what the skip dialog says was refused (01 §4 Event sync). */
export const FIELD_MESSAGE_LABELS: Record<FieldMessageType, string> = {
  'service.start': 'Début de service',
  'service.extend': 'Prolongation de service',
  'service.end': 'Fin de service',
  'break.start': 'Début de pause',
  'break.stop': 'Fin de pause',
  'event.create': 'Signalement',
  'message.add': 'Ajout de message',
  'message.edit': 'Modification de message',
  'message.delete': 'Suppression de message',
  'round.start': 'Début de ronde',
  'round.checkpoint': 'Passage à un point de contrôle',
  'round.observation': 'Observation de ronde',
  'round.stop': 'Fin de ronde',
};

/** How old a queued message may be when it reaches the server (a phone offline for days). */
export const FIELD_MESSAGE_MAX_AGE_DAYS = 7;

/** A batch the phone's queue sends: up to 50 messages, applied in order. */
export const FIELD_BATCH_MAX = 50;
export const FieldBatchSchema = z.strictObject({
  messages: z.array(FieldMessageSchema).min(1).max(FIELD_BATCH_MAX),
});

/**
 * What a batch did: the messages applied now and those already applied before (a replay). A refused
 * message answers its error (4xx) instead, with `details.uuid` naming it and `details.applied` the
 * messages before it that were applied; the ones after it were not tried.
 */
export const FieldBatchResultSchema = z.object({ applied: z.array(z.uuid()), duplicates: z.array(z.uuid()) });
export type FieldBatchResult = z.infer<typeof FieldBatchResultSchema>;
