import { RESET_PASSWORD_ROUTE } from '@portal/contracts';
import { LoginForm } from '@portal/kit/core';
import { ForgotPasswordForm } from './forgot-password-form.js';
import { ResetPasswordForm } from './reset-password-form.js';
import { goToHash, useHashPath } from './use-hash-path.js';

const FORGOT_PASSWORD_ROUTE = 'forgot-password';

/**
 * The screens of a visitor: the reset form of an e-mailed link, the forgotten-password form, and the
 * login form for every other route (the route is kept, so the portal opens it after login).
 */
export function AuthScreens(props: { notice?: string | undefined }) {
  const path = useHashPath();
  if (path.startsWith(`${RESET_PASSWORD_ROUTE}/`)) {
    return <ResetPasswordForm token={path.slice(RESET_PASSWORD_ROUTE.length + 1)} onDone={() => goToHash('')} />;
  }
  if (path === FORGOT_PASSWORD_ROUTE) return <ForgotPasswordForm onBack={() => goToHash('')} />;
  return (
    <LoginForm
      title="Portail"
      {...(props.notice ? { notice: props.notice } : {})}
      onForgotPassword={() => goToHash(FORGOT_PASSWORD_ROUTE)}
    />
  );
}
