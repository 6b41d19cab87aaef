import { z } from 'zod';
import { AGENCY_AUDIT_CALL, AUDIT_LIST_MAX_LIMIT } from '../common/audit.js';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import { fr } from '../messages/fr.js';
import { LicenceLimitsSchema, LicenceUsageSchema } from '../licences.js';
import { TokenResponseSchema } from '../session.js';
import { AgencySchema, AgencySummarySchema, CreateAgencySchema, UpdateAgencySchema } from './agency.js';
import { AgencySubscriptionSchema } from './subscription.js';
import { AgencyListRequestSchema } from './agency-list.js';
import { IdentityDashboardSchema } from './support.js';

/**
 * Body of `PUT /agency/{id}` on identity: the agency's own settings. The settings bags are free-form
 * and merged by key, except `featureSettings.stockSimplified`, which other services read and must
 * be a boolean.
 */
export const UpdateAgencyBodySchema = UpdateAgencySchema.superRefine((body, ctx) => {
  const stockSimplified = body.featureSettings?.['stockSimplified'];
  if (stockSimplified !== undefined && typeof stockSimplified !== 'boolean') {
    ctx.addIssue({ code: 'custom', path: ['featureSettings', 'stockSimplified'], message: fr.INVALID_TYPE });
  }
});

/** Newest audit lines answered at most (the largest table page size). */
export const IDENTITY_AUDIT_MAX_LIMIT = AUDIT_LIST_MAX_LIMIT;
export const IdentityAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(IDENTITY_AUDIT_MAX_LIMIT).default(IDENTITY_AUDIT_MAX_LIMIT),
});

/** The agency's own calls on identity (params/agency screen, licences, audit trail, dashboards). */
export const IDENTITY_AGENCY_CALLS = {
  /** Open without a valid subscription: the payment pages read the agency's name and address. */
  get: {
    method: 'GET',
    path: '/agency/:agencyId',
    right: 'agencySettings.list',
    response: AgencySchema,
    withoutSubscription: true,
  },
  update: {
    method: 'PUT',
    path: '/agency/:agencyId',
    right: 'agencySettings.edit',
    body: UpdateAgencyBodySchema,
    response: AgencySchema,
  },
  /**
   * free-trial: the agency starts its free trial of FREE_TRIAL_DAYS days, once (never after a paid
   * period, nor when locked: 409 FREE_TRIAL_ALREADY_USED). The next token carries the access.
   */
  startFreeTrial: {
    method: 'POST',
    path: '/agency/:agencyId/free-trial',
    right: 'subscriptions.edit',
    response: AgencySubscriptionSchema,
    withoutSubscription: true,
  },
  licences: { method: 'GET', path: '/agency/:agencyId/licences', right: 'agents.list', response: LicenceUsageSchema },
  /** Writes made by support or the super admin in the agency, newest first; `?limit=` asks for fewer. */
  audit: { ...AGENCY_AUDIT_CALL, query: IdentityAuditQuerySchema },
  dashboard: {
    method: 'GET',
    path: '/agency/:agencyId/dashboard',
    right: 'dashboard.list',
    response: IdentityDashboardSchema,
    // Home shows it, and home stays open without a valid subscription (00 §2.1).
    withoutSubscription: true,
  },
  /** Customer users read their own company's; staff need the right. */
  customerDashboard: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/dashboard',
    right: 'dashboard.list',
    ownCustomerWithoutRight: true,
    response: IdentityDashboardSchema,
  },
} as const satisfies CallTable;

/** The platform's agency administration (adminAgencies screen, support's agency switcher). */
export const IDENTITY_SUPPORT_CALLS = {
  listAgencies: {
    method: 'POST',
    path: '/admin/fetch/agencies',
    roles: ['support', 'super_admin'],
    body: AgencyListRequestSchema,
    response: listResponseSchema(AgencySummarySchema),
  },
  /** 201 with the agency; its owner (a new account, or the user holding that e-mail) sets a password through forgot-password. */
  createAgency: {
    method: 'POST',
    path: '/admin/agencies',
    roles: ['support', 'super_admin'],
    body: CreateAgencySchema,
    response: AgencySchema,
  },
  /** Tokens acting as the agency and naming the support user; the refresh token keeps both. */
  alter: {
    method: 'POST',
    path: '/admin/agencies/:agencyId/alter',
    roles: ['support', 'super_admin'],
    response: TokenResponseSchema,
  },
  changeLimits: {
    method: 'PUT',
    path: '/admin/agencies/:agencyId/limits',
    roles: ['super_admin'],
    body: LicenceLimitsSchema,
    response: LicenceUsageSchema,
  },
} as const satisfies CallTable;
