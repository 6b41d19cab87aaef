import { z } from 'zod';
import { IdSchema } from './common/ids.js';
import { RoleSchema } from './roles.js';

/** Issuer and audience of every access token (verified by each service, with EdDSA pinned). */
export const TOKEN_ISSUER = 'portal-identity';
export const TOKEN_AUDIENCE = 'portal';
export const TOKEN_ALGORITHM = 'EdDSA';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Claims of an access token. `agency` is the agency acted in (null for a platform user outside any
 * agency); `act` names the support user when support has altered into an agency.
 */
export const AccessClaimsSchema = z.object({
  sub: IdSchema,
  email: z.string(),
  role: RoleSchema,
  agency: IdSchema.nullable(),
  customer: IdSchema.nullable(),
  rights: z.array(z.string()),
  plannable: z.boolean(),
  act: z.object({ sub: IdSchema, email: z.string() }).nullable(),
  /**
   * Until when the agency's subscription or free trial opens the app (ISO instant); null when it does
   * not (expired, locked, or no agency). Each service refuses the other calls past it (00 §2.1),
   * support and admin excepted, so a payment or a lock reaches the services with the next token.
   */
  access: z.string().nullable(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

/** Answer of `POST /login_check` and `POST /token/refresh`. */
export const TokenResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_in: z.int(),
  /**
   * Only from `POST /login_check`: the proof that this device logged in to the account, to send with
   * its next logins (a known device is not held back by the login throttle).
   */
  device_proof: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Whether the token's agency access is open at `now` (support and admin are exempt elsewhere). */
export function accessOpenAt(claims: Pick<AccessClaims, 'access'>, now: number = Date.now()): boolean {
  return claims.access !== null && Date.parse(claims.access) >= now;
}
