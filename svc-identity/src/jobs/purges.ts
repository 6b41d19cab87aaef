import type { ScheduledJob } from '@portal/service-kit';
import { LOGIN_THROTTLE } from '../auth/login-throttle.js';

/** A day after they stop counting or working, the traces of sessions are deleted. */
const GRACE = '1 day';

/**
 * identity's purge (hourly, once whatever the replicas): login failures out of the throttle's
 * window, refresh tokens and password links expired, devices no longer known.
 */
export const IDENTITY_JOBS: readonly ScheduledJob[] = [
  {
    name: 'identity.purge-sessions',
    schedule: { everySeconds: 3600 },
    run: async (tx) => {
      const window = `${LOGIN_THROTTLE.windowMinutes} minutes`;
      const failures =
        await tx`delete from login_failures where failed_at < now() - ${window}::interval - ${GRACE}::interval`;
      const refreshTokens = await tx`delete from refresh_tokens where expires_at < now() - ${GRACE}::interval`;
      const passwordResets = await tx`delete from password_resets where expires_at < now() - ${GRACE}::interval`;
      const devices = await tx`delete from known_devices where expires_at < now()`;
      return {
        loginFailures: failures.count,
        refreshTokens: refreshTokens.count,
        passwordResets: passwordResets.count,
        knownDevices: devices.count,
      };
    },
  },
];
