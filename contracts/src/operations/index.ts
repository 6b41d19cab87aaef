export * from './settings-calls.js';
export * from './dashboard-calls.js';
export * from './audit-calls.js';
export * from './collaborators.js';
export * from './collaborator-calls.js';
export * from './sites.js';
export * from './site-photos.js';
export * from './site-calls.js';
export * from './checkpoints.js';
export * from './checkpoint-calls.js';
export * from './service-categories.js';
export * from './service-statuses.js';
export * from './planning-anomalies.js';
export * from './services.js';
export * from './service-calls.js';
export * from './service-import.js';
export * from './circuits.js';
export * from './circuit-status.js';
export * from './hours.js';
export * from './customer-planning-calls.js';
export * from './service-breaks.js';
export * from './service-event-types.js';
export * from './field-messages.js';
export * from './field.js';
export * from './field-screens.js';
export * from './field-attachments.js';
export * from './agent-field-calls.js';
export * from './customer-field-calls.js';

import { COLLABORATOR_CALLS } from './collaborator-calls.js';
import { SITE_CALLS } from './site-calls.js';
import { CHECKPOINT_CALLS } from './checkpoint-calls.js';
import { SERVICE_CALLS, UNAVAILABILITY_CALLS } from './service-calls.js';
import { SERVICE_IMPORT_CALLS } from './service-import.js';
import { CIRCUIT_CALLS } from './circuits.js';
import { HOURS_CALLS } from './hours.js';
import { OWN_PLANNING_CALLS } from './customer-planning-calls.js';
import { OPERATIONS_AUDIT_CALLS } from './audit-calls.js';
import { OPERATIONS_DASHBOARD_CALLS } from './dashboard-calls.js';
import { OPERATIONS_SETTINGS_CALLS } from './settings-calls.js';
import { SERVICE_BREAK_CALLS } from './service-breaks.js';
import { FIELD_CALLS } from './field.js';
import { FIELD_ATTACHMENT_CALLS } from './field-attachments.js';
import { AGENT_FIELD_CALLS } from './agent-field-calls.js';
import { CUSTOMER_FIELD_CALLS } from './customer-field-calls.js';

/** Every call operations answers, for clients and for the suites that check each route's guard. */
export const OPERATIONS_CALLS = [
  ...Object.values(OPERATIONS_SETTINGS_CALLS),
  ...Object.values(OPERATIONS_DASHBOARD_CALLS),
  ...Object.values(OPERATIONS_AUDIT_CALLS),
  ...Object.values(COLLABORATOR_CALLS),
  ...Object.values(SITE_CALLS),
  ...Object.values(CHECKPOINT_CALLS),
  ...Object.values(SERVICE_CALLS),
  ...Object.values(SERVICE_IMPORT_CALLS),
  ...Object.values(UNAVAILABILITY_CALLS),
  ...Object.values(CIRCUIT_CALLS),
  ...Object.values(HOURS_CALLS),
  ...Object.values(OWN_PLANNING_CALLS),
  ...Object.values(SERVICE_BREAK_CALLS),
  ...Object.values(FIELD_CALLS),
  ...Object.values(FIELD_ATTACHMENT_CALLS),
  ...Object.values(AGENT_FIELD_CALLS),
  ...Object.values(CUSTOMER_FIELD_CALLS),
] as const;
