import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SystemOptions } from '../../system/system-under-test.js';
import { startBatterySystem } from './battery-system.js';
import { buildWorld, type AgencyWorld } from './world.js';

/**
 * The battery's system for the reliability tests that read the services' logs: each process writes
 * to a directory of the test's own (removed at stop), billing at debug level (it logs every event it
 * applies), and one agency world to work in.
 */
export async function startLoggedBattery(options: Omit<SystemOptions, 'smtpUrl' | 'logDir'> = {}) {
  const logDir = await mkdtemp(path.join(tmpdir(), 'battery-logs-'));
  const system = await startBatterySystem({
    ...options,
    logDir,
    serviceEnv: { ...options.serviceEnv, billing: { LOG_LEVEL: 'debug', ...options.serviceEnv?.billing } },
  });
  const agency = (await buildWorld(system, 1, 1)).agencies[0] as AgencyWorld;
  return {
    system,
    agency,
    logDir,
    async stop() {
      await system.stop();
      await rm(logDir, { recursive: true, force: true });
    },
  };
}
export type LoggedBattery = Awaited<ReturnType<typeof startLoggedBattery>>;
