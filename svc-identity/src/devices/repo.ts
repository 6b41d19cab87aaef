import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

export type DeviceRow = {
  token: string;
  userId: string;
  deviceInfos: Record<string, unknown>;
  browserName: string | null;
  browserVersion: string | null;
  createdAt: Date;
};

export async function listDevicesOf(db: Db, userId: string): Promise<DeviceRow[]> {
  return db<DeviceRow[]>`select * from devices where user_id = ${userId} order by created_at desc, token`;
}

/** Registers a push token for a user; a token already known moves to him (the device changed hands). */
export async function upsertDevice(
  tx: Tx,
  device: {
    token: string;
    userId: string;
    deviceInfos: Record<string, unknown>;
    browserName: string | null;
    browserVersion: string | null;
  },
): Promise<DeviceRow> {
  const [row] = await tx<DeviceRow[]>`
    insert into devices (token, user_id, device_infos, browser_name, browser_version)
    values (${device.token}, ${device.userId}, ${tx.json(device.deviceInfos as never)}, ${device.browserName}, ${device.browserVersion})
    on conflict (token) do update
       set user_id = excluded.user_id,
           device_infos = excluded.device_infos,
           browser_name = excluded.browser_name,
           browser_version = excluded.browser_version,
           created_at = case when devices.user_id = excluded.user_id then devices.created_at else now() end
    returning *`;
  if (!row) throw new Error('device not stored');
  return row;
}

/**
 * Keeps only the user's `keep` most recent devices. A row another registration holds (it registers
 * that device again, or prunes it) is skipped, never waited for: two registrations at once pruning each
 * other's rows deadlocked (a 500); the next registration prunes what was skipped.
 */
export async function pruneDevicesOf(tx: Tx, userId: string, keep: number): Promise<void> {
  await tx`delete from devices
            where token in (select token from devices where user_id = ${userId}
                             order by created_at desc, token offset ${keep}
                               for update skip locked)`;
}

export async function deleteDeviceOf(tx: Tx, userId: string, token: string): Promise<boolean> {
  const rows = await tx`delete from devices where token = ${token} and user_id = ${userId}`;
  return rows.count > 0;
}
