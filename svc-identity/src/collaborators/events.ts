import {
  startConsumer,
  type EventConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
} from '@portal/service-kit';
import { followCollaborator } from './follow-collaborator.js';

export const COLLABORATOR_ACCOUNTS_DURABLE = 'identity--collaborator-accounts';

/**
 * Operations' collaborator events, kept as login accounts and staff memberships (DOMAIN-MAP). The kit
 * runs each handler in one transaction with its inbox row, so a redelivered event has no second
 * effect; an archived collaborator can no longer log in to the agency.
 */
export function collaboratorEventHandlers(logger: Logger) {
  return {
    'operations.collaborator.created': async (tx, event) => {
      const outcome = await followCollaborator(tx, event, event.payload.status, logger);
      logger.info(
        { eventId: event.id, collaboratorId: event.payload.collaboratorId, outcome },
        'collaborator followed',
      );
    },
    'operations.collaborator.updated': async (tx, event) => {
      const outcome = await followCollaborator(tx, event, event.payload.status, logger);
      logger.info(
        { eventId: event.id, collaboratorId: event.payload.collaboratorId, outcome },
        'collaborator followed',
      );
    },
    'operations.collaborator.archived': async (tx, event) => {
      const status = event.payload.status === 400 ? 400 : 300;
      const outcome = await followCollaborator(tx, event, status, logger);
      logger.info(
        { eventId: event.id, collaboratorId: event.payload.collaboratorId, outcome },
        'collaborator archived',
      );
    },
  } satisfies EventHandlers;
}

/** The durable consumer of operations' stream that gives collaborators their login accounts. */
export function startCollaboratorAccounts(options: {
  sql: Sql;
  nc: NatsConnection;
  logger: Logger;
}): Promise<EventConsumer> {
  return startConsumer({
    ...options,
    durable: COLLABORATOR_ACCOUNTS_DURABLE,
    stream: 'OPERATIONS',
    handlers: collaboratorEventHandlers(options.logger),
  });
}
