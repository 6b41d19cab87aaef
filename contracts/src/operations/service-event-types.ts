import { z } from 'zod';

/** Categories of the service event types (01 §3 Events). */
export const SERVICE_EVENT_CATEGORIES = [
  'SERVICE',
  'CIRCUIT',
  'SERVICE_BREAK',
  'CHECKPOINT',
  'AGENT',
  'INCIDENT',
  'OBSERVATION',
  'SPECIFIC_CONTROL',
  'PRESENCE',
  'LOGISTIC',
  'CARE_RESCUE',
  'DELIVERY',
] as const;
export type ServiceEventCategory = (typeof SERVICE_EVENT_CATEGORIES)[number];

/** What a type does by default, each overridable per site (01 §3 'defaults'). */
export const ServiceEventDefaultsSchema = z.strictObject({
  enabled: z.boolean(),
  customerShow: z.boolean(),
  notifyAgency: z.boolean(),
  notifyCustomer: z.boolean(),
});
export type ServiceEventDefaults = z.infer<typeof ServiceEventDefaultsSchema>;

type TypeDefinition = {
  name: string;
  category: ServiceEventCategory;
  colour: string;
  /** An agent may declare it himself from the incident screen (the others are written by the field actions). */
  declarative: boolean;
  defaults: ServiceEventDefaults;
};

const shown = { enabled: true, customerShow: true, notifyAgency: false, notifyCustomer: false };
const internal = { enabled: true, customerShow: false, notifyAgency: false, notifyCustomer: false };
const alarm = { enabled: true, customerShow: true, notifyAgency: true, notifyCustomer: true };
const progress = (name: string, category: ServiceEventCategory, defaults = shown): TypeDefinition => ({
  name,
  category,
  colour: category === 'SERVICE_BREAK' ? '#faad14' : category === 'AGENT' ? '#ff4d4f' : '#1677ff',
  declarative: false,
  defaults,
});
const declared = (name: string, category: ServiceEventCategory, colour: string, defaults = shown): TypeDefinition => ({
  name,
  category,
  colour,
  declarative: true,
  defaults,
});

/**
 * The service event types (01 §3 Events: the families, by category). Keys are stable: they are
 * stored with every event and name the per-site settings.
 */
export const SERVICE_EVENT_TYPES = {
  service_start: progress('Début de service', 'SERVICE'),
  service_late_start: progress('Début de service en retard', 'SERVICE'),
  service_not_started: progress('Service non commencé', 'SERVICE', alarm),
  service_resume: progress('Reprise de service', 'SERVICE'),
  service_interrupted: progress('Service interrompu', 'SERVICE'),
  service_early_end: progress('Fin de service anticipée', 'SERVICE'),
  service_finish: progress('Fin de service', 'SERVICE'),
  service_extension: progress('Prolongation de service', 'SERVICE'),
  service_extension_end: progress('Fin de prolongation', 'SERVICE'),
  circuit_start: progress('Début de ronde', 'CIRCUIT'),
  circuit_late_start: progress('Début de ronde en retard', 'CIRCUIT'),
  circuit_not_started: progress('Ronde non commencée', 'CIRCUIT', alarm),
  circuit_resume: progress('Reprise de ronde', 'CIRCUIT'),
  circuit_interrupted: progress('Ronde interrompue', 'CIRCUIT'),
  circuit_early_end: progress('Fin de ronde anticipée', 'CIRCUIT'),
  circuit_finish: progress('Fin de ronde', 'CIRCUIT'),
  circuit_not_finished: progress('Ronde non terminée', 'CIRCUIT'),
  circuit_extension: progress('Prolongation de ronde', 'CIRCUIT'),
  circuit_extension_end: progress('Fin de prolongation de ronde', 'CIRCUIT'),
  circuit_observation: progress('Observation de ronde', 'CIRCUIT'),
  break_start: progress('Début de pause', 'SERVICE_BREAK', internal),
  break_stop: progress('Fin de pause', 'SERVICE_BREAK', internal),
  break_finish: progress('Pause clôturée avec le service', 'SERVICE_BREAK', internal),
  checkpoint_validated: progress('Point de contrôle validé', 'CHECKPOINT'),
  checkpoint_geolocated: progress('Point de contrôle géolocalisé', 'CHECKPOINT'),
  checkpoint_moved: progress('Point de contrôle déplacé', 'CHECKPOINT', internal),
  agent_emergency_call: progress("Appel d'urgence", 'AGENT', alarm),
  agent_leave_premises: progress('Sortie du périmètre', 'AGENT', alarm),
  agent_return: progress('Retour dans le périmètre', 'AGENT'),
  observation: declared('Observations', 'OBSERVATION', '#13c2c2'),
  incident: declared('Incident', 'INCIDENT', '#ff4d4f', alarm),
  specific_control: declared('Contrôle spécifique', 'SPECIFIC_CONTROL', '#722ed1'),
  presence: declared('Présence', 'PRESENCE', '#52c41a'),
  logistic: declared('Logistique', 'LOGISTIC', '#8c8c8c'),
  care_rescue: declared('Soins et secours', 'CARE_RESCUE', '#eb2f96', alarm),
  delivery: declared('Livraison', 'DELIVERY', '#fa8c16'),
} as const satisfies Record<string, TypeDefinition>;

export type ServiceEventTypeKey = keyof typeof SERVICE_EVENT_TYPES;
export const SERVICE_EVENT_TYPE_KEYS = Object.keys(SERVICE_EVENT_TYPES) as ServiceEventTypeKey[];
export const ServiceEventTypeKeySchema = z.enum(
  SERVICE_EVENT_TYPE_KEYS as [ServiceEventTypeKey, ...ServiceEventTypeKey[]],
  {
    message: "Type d'événement inconnu",
  },
);
export const DECLARATIVE_EVENT_TYPE_KEYS = SERVICE_EVENT_TYPE_KEYS.filter(
  (key) => SERVICE_EVENT_TYPES[key].declarative,
);
export const DeclarativeEventTypeKeySchema = ServiceEventTypeKeySchema.refine(
  (key) => SERVICE_EVENT_TYPES[key].declarative,
  { message: "Ce type d'événement ne peut pas être déclaré" },
);

/** The incident screen's redirect routes (00 §2.4) and the type each one fixes. */
export const INCIDENT_REDIRECTS = {
  presence: 'presence',
  controleSpecifique: 'specific_control',
  logistique: 'logistic',
  'care-rescue': 'care_rescue',
  delivery: 'delivery',
  observations: 'observation',
} as const satisfies Record<string, ServiceEventTypeKey>;

/** A type with its settings for one site (the defaults where the site changed nothing). */
export const SiteServiceEventTypeSchema = z.object({
  typeKey: ServiceEventTypeKeySchema,
  name: z.string(),
  category: z.enum(SERVICE_EVENT_CATEGORIES),
  colour: z.string(),
  declarative: z.boolean(),
  settings: ServiceEventDefaultsSchema,
});
export type SiteServiceEventType = z.infer<typeof SiteServiceEventTypeSchema>;
