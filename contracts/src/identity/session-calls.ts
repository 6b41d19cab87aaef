import { z } from 'zod';

/**
 * Shapes of the session calls of spec 00 §7 that `user.ts` and `session.ts` do not already give:
 * the answers of the password-reset calls and of `GET /version`, and the path parameters.
 */

/** An answer that only carries a French text to show (`POST user/forgot-password`, `PUT user/forgot-password/{token}`). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `GET /version`: the version the server runs; the shell offers a refresh when it is above its own (00 §4). */
export const VersionResponseSchema = z.object({ version: z.string() });
export type VersionResponse = z.infer<typeof VersionResponseSchema>;

/** `PUT user/forgot-password/{confirmationToken}`: the token sent by e-mail (43 base64url characters). */
export const ResetTokenParamSchema = z.object({ confirmationToken: z.string().min(1).max(200) });

/** `DELETE user/device/{token}`: the push token of the device. */
export const DeviceTokenParamSchema = z.object({ token: z.string().min(1).max(512) });

/** A password reset link is valid for one hour and works once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The hash route of the shell's reset screen; the e-mail links to `${portalUrl}/#/reset-password/${token}`. */
export const RESET_PASSWORD_ROUTE = 'reset-password';
