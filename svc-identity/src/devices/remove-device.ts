import { AppError, transaction } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { deleteDeviceOf } from './repo.js';

/** `DELETE user/device/{token}`: only a device of the caller; any other token is not found. */
export async function removeDevice(deps: IdentityDeps, userId: string, token: string): Promise<void> {
  const deleted = await transaction(deps.sql, { kind: 'user', userId }, (tx) => deleteDeviceOf(tx, userId, token));
  if (!deleted) throw new AppError('DEVICE_NOT_FOUND');
}
