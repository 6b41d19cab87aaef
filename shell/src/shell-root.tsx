import { fr } from '@portal/contracts';
import { deferredComponent, loadAntdProviders, useSession, useSessionLoader } from '@portal/kit/core';
import { AuthScreens } from './auth/auth-screens.js';
import { PlainLoading } from './auth/plain-loading.js';
import { loadDesktopLayout } from './layout/load-desktop-layout.js';
import { isPhoneWidth } from './layout/phone-width.js';
import { MaintenanceScreen } from './notices/maintenance-screen.js';
import { useSessionNotices } from './notices/session-notices.js';
import { firstScreenPrepared } from './remotes/first-screen-wait.js';

/**
 * The portal's frame: loaded only once someone is logged in (or a session is kept); on a desktop,
 * antd's providers, ProLayout and pro-components are asked for at the same time. A phone's frame
 * needs none of them (its screens ask antd when they need it: see `ScreenScope`).
 */
export const loadPortalApp = () => {
  const app = import('./portal/portal-app.js');
  if (isPhoneWidth()) return app;
  void loadDesktopLayout();
  return Promise.all([app, loadAntdProviders()]).then(([module]) => module);
};
const PortalApp = deferredComponent(
  () => Promise.all([loadPortalApp(), firstScreenPrepared()]).then(([module]) => module.default),
  <PlainLoading />,
);

/**
 * Logged out: the login, forgotten-password and reset screens (no UI library). Tokens known: `GET
 * user`, then the portal itself.
 */
export function ShellRoot() {
  const session = useSession();
  const { loginNotice, maintenance } = useSessionNotices();
  const { sessionLost } = useSessionLoader();

  if (maintenance) return <MaintenanceScreen message={maintenance} />;
  if (session.status === 'anonymous') {
    return <AuthScreens notice={loginNotice ?? (sessionLost ? fr.MUST_RECONNECT : undefined)} />;
  }
  if (session.status === 'loading') return <PlainLoading />;
  return <PortalApp />;
}
