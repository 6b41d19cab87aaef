import type { Site, SiteItems } from '@portal/contracts';
import { callApi } from '@portal/kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SiteDialog from './site-dialog.js';
import { endScreen, renderScreen } from './testing/render-screen.js';
import { startOperationsServer, type OperationsServer } from './testing/operations-server.js';

let s: OperationsServer;
let agencyId: string;
let oliviers: string;
beforeAll(async () => {
  s = await startOperationsServer();
  agencyId = (await s.run('provisionAgency')).agencyId;
  oliviers = (await s.run('addCustomer', agencyId, { name: 'Résidence Les Oliviers', customerNumber: '411-0001' }))
    .customerId;
  await s.run('addCustomer', agencyId, { name: 'Odysseum', customerNumber: '411-0002' });
});
afterAll(async () => {
  await s?.close();
});
afterEach(endScreen);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const map = () => screen.getByRole('application', { name: 'Carte du site' });

async function chooseCustomer(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Client' }), name.slice(0, 5));
  await user.click(await screen.findByTitle(new RegExp(`^${name}`)));
}

describe('the site dialog, new site', () => {
  it('starts with a radius of 100 m, places the site by a click on the map, and creates it', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    const onSaved = vi.fn();
    renderScreen(<SiteDialog open onClose={() => undefined} onSaved={onSaved} />);
    await user.type(field('Nom'), 'Bâtiment A');
    await chooseCustomer(user, 'Résidence Les Oliviers');

    await user.click(screen.getByRole('tab', { name: 'Adresse' }));
    expect(field('Périmètre (m)').value).toBe('100');
    expect([field('Latitude').value, field('Longitude').value]).toEqual(['', '']);
    expect(field('Latitude').readOnly).toBe(true);
    await user.type(field('Ville'), 'Montpellier');
    await user.click(map());
    // Nothing is laid out here: the click falls on the map's centre, southern France by default.
    await waitFor(() => expect(field('Latitude').value).toBe('43.6'));
    expect(field('Longitude').value).toBe('3.88');
    expect(map().dataset['location']).toBe('43.6,3.88');
    expect(map().dataset['radius']).toBe('100');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = onSaved.mock.calls[0]?.[0] as Site;
    expect(saved).toMatchObject({
      name: 'Bâtiment A',
      customerId: oliviers,
      radius: 100,
      status: 100,
      address: { city: 'Montpellier', country: 'FR', location: { latitude: 43.6, longitude: 3.88 } },
    });
    const stored = await callApi('operations', `/agency/${agencyId}/site/${saved.id}`);
    expect(stored).toMatchObject({ address: { location: { latitude: 43.6, longitude: 3.88 } } });
  });

  it('moves the marker where the map is clicked and redraws the perimeter with the radius typed', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    renderScreen(<SiteDialog open onClose={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Adresse' }));
    await user.pointer({ keys: '[MouseLeft]', target: map(), coords: { clientX: 120, clientY: 80 } });
    await waitFor(() => expect(field('Latitude').value).not.toBe(''));
    const [latitude, longitude] = [Number(field('Latitude').value), Number(field('Longitude').value)];
    // East and south of the centre (43.6, 3.88) at the overview zoom.
    expect(longitude).toBeGreaterThan(3.88);
    expect(latitude).toBeLessThan(43.6);
    await user.clear(field('Périmètre (m)'));
    await user.type(field('Périmètre (m)'), '250');
    await waitFor(() => expect(map().dataset['radius']).toBe('250'));
    expect(map().dataset['location']).toBe(`${latitude},${longitude}`);
  });

  it('refuses without a name or a customer, on the first tab', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    renderScreen(<SiteDialog open onClose={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Notifications et rapports' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Général' }).getAttribute('aria-selected')).toBe('true'),
    );
    // Both fields' errors, which antd may paint one render apart.
    await waitFor(() => expect(screen.getAllByText('Obligatoire')).toHaveLength(2));
  });

  it("shows the service's refusal under its field, on its tab", async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    const onSaved = vi.fn();
    renderScreen(<SiteDialog open onClose={() => undefined} onSaved={onSaved} />);
    await user.type(field('Nom'), 'Fermé en août');
    await chooseCustomer(user, 'Odysseum');
    await user.click(screen.getByRole('tab', { name: 'Consignes' }));
    await user.click(screen.getByRole('button', { name: /Ajouter une fermeture/ }));
    await user.type(field('Début de la fermeture 1'), '15082026');
    await user.type(field('Fin de la fermeture 1'), '01082026');
    await user.click(screen.getByRole('tab', { name: 'Droits' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La date de fin doit être postérieure ou égale à la date de début')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Consignes' }).getAttribute('aria-selected')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the site dialog, existing site', () => {
  it('opens the site with its items in order, moves one down and saves the new order', async () => {
    const user = userEvent.setup();
    const site = await s.run('createSite', agencyId, {
      name: 'Odysseum – Parking P1',
      customerId: oliviers,
      radius: 300,
    });
    await s.signIn(agencyId);
    await callApi('operations', `/agency/${agencyId}/site/${site.id}/items`, {
      method: 'POST',
      body: {
        items: [
          { label: 'Badge parking', position: 0 },
          { label: 'Clés', position: 1 },
        ],
      },
    });
    const onSaved = vi.fn();
    renderScreen(<SiteDialog open siteId={site.id} onClose={() => undefined} onSaved={onSaved} />);
    expect(((await screen.findByLabelText('Nom')) as HTMLInputElement).value).toBe('Odysseum – Parking P1');
    await user.click(screen.getByRole('tab', { name: 'Adresse' }));
    expect(field('Périmètre (m)').value).toBe('300');
    await user.click(screen.getByRole('tab', { name: 'Consignes' }));
    expect(field('Élément 1').value).toBe('Badge parking');
    await user.click(screen.getByRole('button', { name: "Descendre l'élément 1" }));
    expect([field('Élément 1').value, field('Élément 2').value]).toEqual(['Clés', 'Badge parking']);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const items = await callApi<SiteItems>('operations', `/agency/${agencyId}/site/${site.id}/items`);
    expect(items.data.map((item) => item.label)).toEqual(['Clés', 'Badge parking']);
  });

  it('is read-only for a user without sites.edit', async () => {
    const site = await s.run('createSite', agencyId, { name: 'Lecture seule', customerId: oliviers });
    await s.signIn(agencyId, { role: 'staff', rights: ['sites.list'] });
    renderScreen(<SiteDialog open siteId={site.id} onClose={() => undefined} />);
    expect(((await screen.findByLabelText('Nom')) as HTMLInputElement).disabled).toBe(true);
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
