import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endScreen, renderScreen } from '../sites/testing/render-screen.js';
import { startOperationsServer, type OperationsServer } from '../sites/testing/operations-server.js';
import SitePhotosPage from './site-photos-page.js';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

let s: OperationsServer;
let agencyId: string;
beforeAll(async () => {
  s = await startOperationsServer();
  agencyId = (await s.run('provisionAgency')).agencyId;
  const customerId = (await s.run('addCustomer', agencyId, { name: 'Résidence Les Oliviers' })).customerId;
  await s.run('createSite', agencyId, { name: 'Hall', customerId });
  await s.run('createSite', agencyId, { name: 'Parking', customerId });
});
afterAll(async () => {
  await s?.close();
});
afterEach(endScreen);

async function chooseSite(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // A picker opened before keeps its (hidden) list: the last list is this one's.
  const options = await screen.findAllByTitle(`${name} – Résidence Les Oliviers`);
  await user.click(options.at(-1) as HTMLElement);
}

describe('site-photos', () => {
  it('uploads a photo to a site, shows it in the library, filters by site and deletes it', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    renderScreen(<SitePhotosPage />);
    expect(await screen.findByText('Aucune photo')).toBeTruthy();

    await chooseSite(user, 'Site', 'Hall');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([PNG], 'entrée.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const card = await screen.findByRole('img', { name: 'entrée.png' }, { timeout: 5000 });
    expect(card).toBeTruthy();
    expect(screen.getByText('1 photo(s)')).toBeTruthy();

    await chooseSite(user, 'Filtrer par site', 'Parking');
    await waitFor(() => expect(screen.getByText('Aucune photo')).toBeTruthy());
    await chooseSite(user, 'Filtrer par site', 'Hall');
    await screen.findByRole('img', { name: 'entrée.png' });

    const photo = screen.getByText('entrée.png').closest('.ant-card') as HTMLElement;
    await user.click(within(photo).getByRole('button', { name: /Supprimer/ }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aucune photo')).toBeTruthy();
  });

  it('refuses a format other than jpg, png or webp before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await s.signIn(agencyId);
    renderScreen(<SitePhotosPage />);
    await screen.findByText(/photo\(s\)/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/anim\.gif/)).toBeTruthy();
    expect(screen.queryByText(/anim\.gif \(/)).toBeNull();
  });

  it('is read-only for a user without sites.edit', async () => {
    await s.signIn(agencyId, { role: 'staff', rights: ['sites.list'] });
    renderScreen(<SitePhotosPage />);
    await screen.findByText(/photo\(s\)/);
    expect(screen.queryByText('Ajouter des photos')).toBeNull();
  });
});
