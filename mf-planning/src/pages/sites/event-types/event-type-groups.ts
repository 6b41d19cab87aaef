import type { ServiceEventCategory, SiteServiceEventType } from '@portal/contracts';

/** The headings of the progress events, by category (01 §3 Events). */
const PROGRESS_GROUP_LABELS: Partial<Record<ServiceEventCategory, string>> = {
  SERVICE: 'Service',
  CIRCUIT: 'Ronde',
  SERVICE_BREAK: 'Pause',
  CHECKPOINT: 'Points de contrôle',
  AGENT: 'Agent',
};
/** The types an agent declares himself (one per category: observation, incident, delivery…) go together. */
const DECLARED_GROUP_LABEL = "Déclarés par l'agent";

export type EventTypeGroup = { key: string; label: string; types: SiteServiceEventType[] };

/** The types under their headings, in the contract's order. */
export function groupEventTypes(types: SiteServiceEventType[]): EventTypeGroup[] {
  const groups = new Map<string, EventTypeGroup>();
  for (const type of types) {
    const key = type.declarative ? 'DECLARED' : type.category;
    const label = type.declarative ? DECLARED_GROUP_LABEL : (PROGRESS_GROUP_LABELS[type.category] ?? type.category);
    const group = groups.get(key) ?? { key, label, types: [] };
    group.types.push(type);
    groups.set(key, group);
  }
  return [...groups.values()];
}
