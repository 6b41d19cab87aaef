import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { startIdentityTestServer, type IdentityTestServer } from '../../test/identity-test-server.js';
import { configureServicesForTest, signInForTest } from '../../test/session.js';
import { usePageConfig } from './use-page-config.js';

function PlanningPresets() {
  const { presets, page, save } = usePageConfig('planning');
  return (
    <>
      <p>{presets.map((preset) => preset.label).join(', ') || 'Aucun filtre enregistré'}</p>
      <button
        onClick={() =>
          void save({
            ...page,
            filtersPreset: [{ key: 'k1', label: 'Semaine', favorite: false, filters: { week: 12 } }],
          })
        }
      >
        Enregistrer
      </button>
      <button onClick={() => void save(page)}>Enregistrer sans changement</button>
    </>
  );
}

let server: IdentityTestServer | undefined;
afterEach(async () => {
  sessionStore.clear();
  await server?.close();
});

describe('usePageConfig', () => {
  it('PUTs the whole pagesConfig and puts the answered user into the session', async () => {
    const user = userEvent.setup();
    const other = { filtersPreset: [], config: { pageSize: 10 } };
    server = await startIdentityTestServer(signInForTest({ pagesConfig: { customers: other } }));
    configureServicesForTest(server.url);
    render(<PlanningPresets />);
    expect(screen.getByText('Aucun filtre enregistré')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Semaine')).toBeTruthy();
    expect(server.puts).toEqual([
      {
        pagesConfig: {
          customers: other,
          planning: {
            filtersPreset: [{ key: 'k1', label: 'Semaine', favorite: false, filters: { week: 12 } }],
            config: {},
          },
        },
      },
    ]);

    // Saving what is saved sends nothing (the service would answer 'Aucun changement à enregistrer').
    await user.click(screen.getByRole('button', { name: 'Enregistrer sans changement' }));
    await waitFor(() => expect(server?.puts).toHaveLength(1));
  });
});
