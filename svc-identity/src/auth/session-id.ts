import type { Context } from 'hono';

/**
 * The refresh family (`sid` claim) of the access token of a request that `authenticate` already
 * verified; null for a token without one.
 */
export function sessionIdOf(c: Context): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}
