import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configureServicesForTest, signInForTest } from '../../test/session.js';

/**
 * A reload: the session store reads the tokens (and the user last answered) from localStorage again.
 * Identity is pointed at an address nothing answers, as when the browser is offline.
 */
async function reloadOffline() {
  vi.resetModules();
  const kit = await import('../core.js');
  kit.setPortalConfig({
    remotes: {
      mf_planning: 'http://127.0.0.1:9/mf-manifest.json',
      mf_field: 'http://127.0.0.1:9/mf-manifest.json',
      mf_commercial: 'http://127.0.0.1:9/mf-manifest.json',
      mf_admin: 'http://127.0.0.1:9/mf-manifest.json',
    },
    services: { identity: 'http://127.0.0.1:9', operations: 'http://127.0.0.1:9', billing: 'http://127.0.0.1:9' },
  });
  return kit;
}

describe('loading the session with no network', () => {
  it('opens the portal with the user last answered for the same identity', async () => {
    configureServicesForTest();
    const user = signInForTest({ rights: ['planning.list'] });
    const kit = await reloadOffline();
    expect(kit.sessionStore.get().status).toBe('loading');
    const { result } = renderHook(() => kit.useSessionLoader());
    await waitFor(() => expect(kit.sessionStore.get().status).toBe('authenticated'));
    const session = kit.sessionStore.get();
    expect(session.status === 'authenticated' ? session.user : undefined).toEqual(user);
    expect(result.current.sessionLost).toBe(false);
  });

  it('logs out as before when no user was kept for that identity', async () => {
    configureServicesForTest();
    signInForTest();
    localStorage.setItem(
      'portal.session-user',
      JSON.stringify({ identity: '["quelqu-un-d-autre",null,null]', user: {} }),
    );
    const kit = await reloadOffline();
    const { result } = renderHook(() => kit.useSessionLoader());
    await waitFor(() => expect(kit.sessionStore.get().status).toBe('anonymous'));
    expect(result.current.sessionLost).toBe(true);
  });

  it('a logout forgets the kept user with the tokens', async () => {
    configureServicesForTest();
    signInForTest();
    expect(localStorage.getItem('portal.session-user')).not.toBeNull();
    const kit = await import('../core.js');
    kit.logOut();
    expect(localStorage.getItem('portal.session-user')).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });
});
