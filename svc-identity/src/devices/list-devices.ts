import type { Device } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { deviceView } from './device-view.js';
import { listDevicesOf } from './repo.js';

/** `GET user/devices`: the caller's own devices, newest first. */
export async function listDevices(deps: IdentityDeps, userId: string): Promise<Device[]> {
  return transaction(deps.sql, { kind: 'user', userId }, async (tx) =>
    (await listDevicesOf(tx, userId)).map(deviceView),
  );
}
