import { UserSchema, type CurrentUser, type PagesConfig } from '@portal/contracts';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { callApi } from '../http/api-client.js';
import { useSession } from '../session/hooks.js';
import { sessionStore } from '../session/session-store.js';
import { isDeepEqual } from './deep-equal.js';

/** What the user keeps for one screen: saved filter presets and the table configuration. */
export type PageConfig = PagesConfig[string];
export type FilterPreset = PageConfig['filtersPreset'][number];

/** Sends the user's whole `pagesConfig` and answers the user as saved. */
export type PagesConfigSaver = (pagesConfig: PagesConfig) => Promise<CurrentUser['user']>;

const EMPTY_PAGE_CONFIG: PageConfig = { filtersPreset: [], config: {} };

/** `PUT /user {pagesConfig}` on identity; it answers the current user (`GET /user`'s shape). */
export const savePagesConfig: PagesConfigSaver = async (pagesConfig) => {
  const answered = await callApi('identity', '/user', {
    method: 'PUT',
    body: { pagesConfig },
    schema: z.object({ user: UserSchema }),
  });
  return answered.user;
};

/**
 * The saved configuration of a screen (`pagesConfig[pageKey]` of the signed-in user) and `save`,
 * which sends the updated `pagesConfig` and puts the answered user back into the session, so every
 * screen sees the change. Saving what is already saved sends nothing (the service would answer
 * 'Aucun changement à enregistrer').
 */
export function usePageConfig(pageKey: string, options: { saver?: PagesConfigSaver } = {}) {
  const session = useSession();
  const saver = options.saver ?? savePagesConfig;
  const [saving, setSaving] = useState(false);
  const page = (session.status === 'authenticated' && session.user.user.pagesConfig[pageKey]) || EMPTY_PAGE_CONFIG;

  const save = useCallback(
    async (next: PageConfig): Promise<void> => {
      const current = sessionStore.get();
      if (current.status !== 'authenticated') throw new Error('usePageConfig: no signed-in user');
      const before = current.user.user.pagesConfig;
      if (isDeepEqual(before[pageKey] ?? EMPTY_PAGE_CONFIG, next)) return;
      setSaving(true);
      try {
        const user = await saver({ ...before, [pageKey]: next });
        const latest = sessionStore.get();
        if (latest.status === 'authenticated') sessionStore.setUser({ ...latest.user, user });
      } finally {
        setSaving(false);
      }
    },
    [pageKey, saver],
  );

  return { page, config: page.config, presets: page.filtersPreset, save, saving };
}
