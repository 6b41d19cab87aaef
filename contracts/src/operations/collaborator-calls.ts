import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import { LicenceUsageSchema } from '../licences.js';
import {
  BulkCreateCollaboratorsResponseSchema,
  BulkCreateCollaboratorsSchema,
  CollaboratorListRequestSchema,
  CollaboratorRowSchema,
  CollaboratorSchema,
  CreateCollaboratorSchema,
  DirectoryEntrySchema,
  DirectoryRequestSchema,
  UpdateCollaboratorSchema,
} from './collaborators.js';

/**
 * Collaborators of the agency (spec 01 §2 agents and list, §3, §4, §7 `agent` calls) on operations.
 * Answers of another agency's collaborator, or of an unknown one: 404 'Collaborateur introuvable'.
 */
export const COLLABORATOR_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/agents',
    right: 'agents.list',
    body: CollaboratorListRequestSchema,
    response: listResponseSchema(CollaboratorRowSchema),
  },
  /** 201 with the record; refused with AGENTS_LIMIT_REACHED when the quota is reached. */
  create: {
    method: 'POST',
    path: '/agency/:agencyId/agent',
    right: 'agents.create',
    body: CreateCollaboratorSchema,
    response: CollaboratorSchema,
  },
  /** 'Création multiple': 201 with the rows created, all or none. */
  bulkCreate: {
    method: 'POST',
    path: '/agency/:agencyId/agents',
    right: 'agents.create',
    body: BulkCreateCollaboratorsSchema,
    response: BulkCreateCollaboratorsResponseSchema,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/agent/:agentId',
    right: 'agents.list',
    response: CollaboratorSchema,
  },
  /** Only the tabs that changed; an empty body → 400 NO_CHANGE ('Aucun changement à enregistrer'). */
  update: {
    method: 'PUT',
    path: '/agency/:agencyId/agent/:agentId',
    right: 'agents.edit',
    body: UpdateCollaboratorSchema,
    response: CollaboratorSchema,
  },
  /**
   * `:action` is one of COLLABORATOR_ACTIONS; `delete` needs agents.delete as well. An action the
   * status does not allow → 409 COLLABORATOR_ACTION_NOT_ALLOWED; activation checks the quota.
   */
  changeStatus: {
    method: 'PATCH',
    path: '/agency/:agencyId/agent/:agentId/:action',
    right: 'agents.edit',
    response: CollaboratorSchema,
  },
  /**
   * The agent directory (`list` screen): every member of the agency but customers may read it, field
   * agents included; phone numbers only for those holding agents.list or agentPhones.list.
   */
  directory: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/directory',
    roles: ['owner', 'staff', 'agent', 'support', 'super_admin'],
    body: DirectoryRequestSchema,
    response: listResponseSchema(DirectoryEntrySchema),
  },
  /** Licence usage: limits, counts (with licence; with an account) and whether each is reached. */
  usage: {
    method: 'GET',
    path: '/agency/:agencyId/agents/usage',
    right: 'agents.list',
    response: LicenceUsageSchema,
  },
} as const satisfies CallTable;
