import { AccessClaimsSchema, type AccessClaims } from '@portal/contracts';

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of an access token, read (not verified: the services verify) to know the role, the
 * agency and the rights before `GET user` answers. Undefined for anything that is not such a token.
 */
export function readClaims(token: string): (AccessClaims & { exp?: number }) | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json: unknown = JSON.parse(base64UrlDecode(payload));
    const claims = AccessClaimsSchema.safeParse(json);
    if (!claims.success) return undefined;
    const exp = (json as { exp?: unknown }).exp;
    return { ...claims.data, ...(typeof exp === 'number' ? { exp } : {}) };
  } catch {
    return undefined;
  }
}
