import { createHash } from 'node:crypto';

/** Namespace of the demo ids (a fixed UUID): every UUID v5 implementation gives the same ids. */
export const DEMO_NAMESPACE = '6f1c3c52-6a0e-4c1e-9a55-2f1d0c7e5a10';

/** A UUID v5 (RFC 9562: SHA-1 of the namespace's bytes and the name, version and variant bits set). */
export function uuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a demo row, the same on every machine and every run, e.g. `demoId('agency:vigie')`. */
export const demoId = (name: string) => uuidV5(name, DEMO_NAMESPACE);

/** The ids of the demo data, the same on every machine and in every service that seeds its part. */
export const demoIds = {
  agency: (key: string) => demoId(`agency:${key}`),
  user: (email: string) => demoId(`user:${email.toLowerCase()}`),
  membership: (agencyKey: string, email: string) => demoId(`membership:${agencyKey}:${email.toLowerCase()}`),
  customer: (agencyKey: string, customerKey: string) => demoId(`customer:${agencyKey}:${customerKey}`),
  contact: (agencyKey: string, email: string) => demoId(`contact:${agencyKey}:${email.toLowerCase()}`),
  site: (agencyKey: string, siteKey: string) => demoId(`site:${agencyKey}:${siteKey}`),
  checkpoint: (agencyKey: string, siteKey: string, badge: string) =>
    demoId(`checkpoint:${agencyKey}:${siteKey}:${badge}`),
};
