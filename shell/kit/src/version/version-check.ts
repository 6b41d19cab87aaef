import { APP_VERSION, VersionResponseSchema } from '@portal/contracts';
import { callApi } from '../http/api-client.js';
import { noticeBus } from '../notices/notice-bus.js';

/** Compares dotted versions numerically: negative, zero or positive like a sort comparator. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Asks the server its version; above the app's own, the portal offers to refresh (00 §4). */
export async function checkServerVersion(appVersion = APP_VERSION): Promise<void> {
  const { version } = await callApi('identity', '/version', { schema: VersionResponseSchema, notify: false });
  if (compareVersions(version, appVersion) > 0) noticeBus.publish({ kind: 'new-version', serverVersion: version });
}
