import { fr, type MessageCode } from '@portal/contracts';
import { AppError } from '@portal/service-kit';

/** A refused field, shown under it by the form: 400 VALIDATION_FAILED with that one issue. */
export function fieldError(path: string, message: string, internal?: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    details: { issues: [{ path, message }] },
    ...(internal ? { internal } : {}),
  });
}

/** 409 BADGE_ALREADY_USED, with the issue on the badge field. */
export function badgeTaken(badge: string): AppError {
  const code: MessageCode = 'BADGE_ALREADY_USED';
  return new AppError(code, {
    details: { issues: [{ path: 'badge', message: fr[code] }] },
    internal: `badge already used: ${badge}`,
  });
}

/** The unique index of migration 004: two saves racing for one badge. */
export function isBadgeUniqueViolation(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string };
  return pg?.code === '23505' && pg.constraint_name === 'checkpoints_agency_badge';
}
