import type { z } from 'zod';
import type { Device, RegisterDeviceSchema } from '@portal/contracts';
import { AppError, transaction } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { deviceView } from './device-view.js';
import { pruneDevicesOf, upsertDevice } from './repo.js';

export type RegisterDevice = z.output<typeof RegisterDeviceSchema>;

/** Devices kept per user: the oldest go when a new one is registered beyond this. */
export const MAX_DEVICES_PER_USER = 20;
/** `deviceInfos` is free-form; its JSON may not exceed this many characters. */
export const MAX_DEVICE_INFOS_CHARS = 8_000;

/**
 * `POST user/device`: registers the push token of the caller's device. A token is unique: one known
 * for another user moves to the caller (the device is now his). The caller keeps his newest
 * `MAX_DEVICES_PER_USER` devices.
 */
export async function registerDevice(deps: IdentityDeps, userId: string, input: RegisterDevice): Promise<Device> {
  if (JSON.stringify(input.deviceInfos).length > MAX_DEVICE_INFOS_CHARS) {
    throw new AppError('VALIDATION_FAILED', {
      details: { issues: [{ path: 'deviceInfos', message: `Maximum ${MAX_DEVICE_INFOS_CHARS} caractères` }] },
    });
  }
  return transaction(deps.sql, { kind: 'user', userId }, async (tx) => {
    const row = await upsertDevice(tx, { ...input, userId });
    await pruneDevicesOf(tx, userId, MAX_DEVICES_PER_USER);
    return deviceView(row);
  });
}
