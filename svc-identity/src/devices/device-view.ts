import type { Device } from '@portal/contracts';
import type { DeviceRow } from './repo.js';

export function deviceView(row: DeviceRow): Device {
  return {
    token: row.token,
    deviceInfos: row.deviceInfos,
    browserName: row.browserName,
    browserVersion: row.browserVersion,
    createdAt: row.createdAt.toISOString(),
  };
}
