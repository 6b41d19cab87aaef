import { Hono } from 'hono';
import {
  ForgotPasswordSchema,
  fr,
  ResetPasswordSchema,
  ResetTokenParamSchema,
  type MessageResponse,
} from '@portal/contracts';
import { AppError, validate, type AppEnv } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';

/** Forgotten password (spec 00 §7): request a link by e-mail, then set a new password with it. Public. */
export function passwordResetRoutes(deps: IdentityDeps) {
  const app = new Hono<AppEnv>();

  app.post('/user/forgot-password', validate('json', ForgotPasswordSchema), async (c) => {
    await requestPasswordReset(deps, c.req.valid('json').email);
    return c.json({ message: fr.PASSWORD_RESET_REQUESTED } satisfies MessageResponse, 200);
  });

  app.put('/user/forgot-password/:confirmationToken', validate('json', ResetPasswordSchema), async (c) => {
    const param = ResetTokenParamSchema.safeParse(c.req.param());
    if (!param.success) throw new AppError('RESET_TOKEN_INVALID');
    await resetPassword(deps, { token: param.data.confirmationToken, password: c.req.valid('json').password });
    return c.json({ message: fr.PASSWORD_RESET_DONE } satisfies MessageResponse, 200);
  });

  return app;
}
