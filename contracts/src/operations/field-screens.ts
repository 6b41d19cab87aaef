import type { FieldService } from './field.js';

/** The screen of a circuit (01 §2): terrain/circuitActif/{reference}. */
export const circuitScreenPath = (service: Pick<FieldService, 'circuit'>) =>
  `/terrain/circuitActif/${encodeURIComponent(service.circuit?.reference ?? '')}`;

/** The screen of a service on duty (01 §2): terrain/serviceActif/{id}. */
export const serviceScreenPath = (service: Pick<FieldService, 'id'>) => `/terrain/serviceActif/${service.id}`;

/** Where an agent on duty lands (00 §2.2): his circuit's screen for a stop of a circuit, else his service's. */
export const dutyScreenPath = (service: Pick<FieldService, 'id' | 'circuit'>) =>
  service.circuit ? circuitScreenPath(service) : serviceScreenPath(service);
