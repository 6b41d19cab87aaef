import { TOAST_DURATION_MS, formatMessage, fr, isRight, rightLabel, type Role } from '@portal/contracts';
import type { Notice } from '../notices/notice-bus.js';
import type { ApiError } from './api-error.js';

export type CatalogueContext = { role: Role | undefined; freeTrial: boolean };

const SECONDS_PER_HOUR = 3600;

/** Hours before the e-mail limit resets, from `retry-after` or `x-ratelimit-reset` (seconds). */
function hoursUntilReset(headers: Headers): number {
  const seconds = Number(headers.get('retry-after') ?? headers.get('x-ratelimit-reset') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / SECONDS_PER_HOUR) : 24;
}

function toast(level: 'error' | 'warning', message: string, durationMs: number, description?: string): Notice {
  return { kind: 'toast', level, message, durationMs, ...(description ? { description } : {}) };
}

/**
 * The error catalogue of spec 00 §8: what the user is shown for a failed call. Expired tokens never
 * reach here (the client refreshes and retries once).
 */
export function noticeForError(error: ApiError, context: CatalogueContext): Notice {
  const admin = context.role === 'support' || context.role === 'super_admin';
  switch (error.status) {
    case 0:
      return toast('error', fr.NETWORK_ERROR, TOAST_DURATION_MS.short);
    case 401:
      return { kind: 'reauthenticate', message: fr.REAUTHENTICATE };
    case 403: {
      const right = error.details['right'];
      if (error.code === 'RIGHT_MISSING' && typeof right === 'string' && isRight(right)) {
        return toast('error', formatMessage('RIGHT_MISSING', { label: rightLabel(right) }), TOAST_DURATION_MS.short);
      }
      if (!admin) return { kind: 'reauthenticate', message: fr.REAUTHENTICATE };
      return toast('error', fr.UNKNOWN_ERROR, TOAST_DURATION_MS.short, error.message);
    }
    case 413:
      return toast('error', fr.FILES_TOO_LARGE, TOAST_DURATION_MS.medium, fr.FILES_SIZES_TOO_LARGE);
    case 429: {
      if (error.code === 'LOGIN_THROTTLED') return toast('error', error.message, TOAST_DURATION_MS.long);
      const limit = error.headers.get('x-ratelimit-limit') ?? '?';
      const message = formatMessage('EMAIL_DAILY_LIMIT', { limit, hours: hoursUntilReset(error.headers) });
      return toast(
        'warning',
        message,
        TOAST_DURATION_MS.long,
        context.freeTrial ? fr.EMAIL_DAILY_LIMIT_TRIAL : undefined,
      );
    }
    case 503:
      return { kind: 'maintenance', message: error.message || fr.MAINTENANCE };
    default:
      return toast('error', fr.UNKNOWN_ERROR, TOAST_DURATION_MS.short, error.message);
  }
}
