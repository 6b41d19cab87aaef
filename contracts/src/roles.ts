import { z } from 'zod';

/**
 * Roles of spec 00 §6. Platform roles sit on the user; agency roles are derived from the membership
 * (00 §3): owner = the agency's manager; customer = a membership in a customer company; otherwise a
 * collaborator, plannable (`agent`) or not (`staff`).
 */
export const PLATFORM_ROLES = ['support', 'super_admin'] as const;
export const PlatformRoleSchema = z.enum(PLATFORM_ROLES);
export type PlatformRole = z.infer<typeof PlatformRoleSchema>;

export const AGENCY_ROLES = ['owner', 'staff', 'agent', 'customer'] as const;
export const AgencyRoleSchema = z.enum(AGENCY_ROLES);
export type AgencyRole = z.infer<typeof AgencyRoleSchema>;

export const ROLES = [...PLATFORM_ROLES, ...AGENCY_ROLES] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super administrateur',
  support: 'Support',
  owner: 'Gérant',
  staff: 'Collaborateur non planifiable',
  agent: 'Collaborateur planifiable',
  customer: 'Client',
};

/** Roles that hold every right of the agency they act in. */
export function holdsAllRights(role: Role): boolean {
  return role === 'owner' || role === 'support' || role === 'super_admin';
}

export function deriveAgencyRole(membership: {
  isManager: boolean;
  kind: 'staff' | 'customer';
  plannable: boolean;
}): AgencyRole {
  if (membership.isManager) return 'owner';
  if (membership.kind === 'customer') return 'customer';
  return membership.plannable ? 'agent' : 'staff';
}

/** Active state of people and entities, and licence state (00 §4). */
export const ACTIVE_STATUS_LABELS = { 100: 'Actif', 200: 'Inactif', 300: 'Archivé' } as const;
export type ActiveStatus = keyof typeof ACTIVE_STATUS_LABELS;
export const ActiveStatusSchema = z.union([z.literal(100), z.literal(200), z.literal(300)]);
export const LICENCE_STATUS_LABELS = { 100: 'Avec licence', 200: 'Sans licence' } as const;
export type LicenceStatus = keyof typeof LICENCE_STATUS_LABELS;
export const LicenceStatusSchema = z.union([z.literal(100), z.literal(200)]);
