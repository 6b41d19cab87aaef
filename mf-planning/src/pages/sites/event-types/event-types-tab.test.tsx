import { FIELD_CALLS, fr } from '@portal/contracts';
import { callApi, noticeBus, type Notice } from '@portal/kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureServicesForTest } from '../../../../../shell/kit/test/session.js';
import SiteDialog from '../site-dialog.js';
import { endScreen, renderScreen } from '../testing/render-screen.js';
import { startOperationsServer, type OperationsServer } from '../testing/operations-server.js';

let s: OperationsServer;
let agencyId: string;
let customerId: string;
beforeAll(async () => {
  s = await startOperationsServer();
  agencyId = (await s.run('provisionAgency')).agencyId;
  customerId = (await s.run('addCustomer', agencyId, { name: 'Odysseum', customerNumber: '411-0002' })).customerId;
});
afterAll(async () => {
  await s?.close();
});
afterEach(endScreen);

const switchOf = (setting: string, type: string) =>
  screen.getByRole('switch', { name: `${setting} : ${type}` }) as HTMLButtonElement;
const checked = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

/** What the service answers for that type of that site. */
async function settingsOf(siteId: string, typeKey: string) {
  const answer = await callApi('operations', `/agency/${agencyId}/sites-service-events`, {
    method: 'POST',
    body: { siteId },
    schema: FIELD_CALLS.siteEventTypes.response,
  });
  return answer.types.find((type) => type.typeKey === typeKey)?.settings;
}

async function openEventTypes(user: ReturnType<typeof userEvent.setup>, siteId: string) {
  renderScreen(<SiteDialog open siteId={siteId} onClose={() => undefined} />);
  await user.click(await screen.findByRole('tab', { name: "Types d'événements" }));
  await screen.findByRole('switch', { name: 'Activé : Livraison' });
}

describe("the site dialog, 'Types d'événements'", () => {
  it('lists the 36 types under their headings with the defaults, and saves a switch at once', async () => {
    const user = userEvent.setup();
    const site = await s.run('createSite', agencyId, { name: 'Parking P1', customerId });
    await s.signIn(agencyId);
    await openEventTypes(user, site.id);
    expect(screen.getAllByRole('switch', { name: /^Activé : / })).toHaveLength(36);
    for (const heading of ['Service', 'Ronde', 'Pause', 'Points de contrôle', 'Agent', "Déclarés par l'agent"]) {
      expect(screen.getByText(heading, { selector: 'strong' })).toBeTruthy();
    }
    // The defaults: an incident notifies everyone, a break stays internal.
    expect(checked(switchOf('Notifier le client', 'Incident'))).toBe(true);
    expect(checked(switchOf('Visible par le client', 'Début de pause'))).toBe(false);

    await user.click(switchOf('Activé', 'Livraison'));
    expect(checked(switchOf('Activé', 'Livraison'))).toBe(false);
    await waitFor(async () =>
      expect(await settingsOf(site.id, 'delivery')).toEqual({
        enabled: false,
        customerShow: true,
        notifyAgency: false,
        notifyCustomer: false,
      }),
    );
    await waitFor(() => expect(switchOf('Activé', 'Livraison').disabled).toBe(false));
    await user.click(switchOf("Notifier l'agence", 'Livraison'));
    await waitFor(async () => expect((await settingsOf(site.id, 'delivery'))?.notifyAgency).toBe(true));
    // Another site keeps the defaults.
    const other = await s.run('createSite', agencyId, { name: 'Parking P2', customerId });
    expect((await settingsOf(other.id, 'delivery'))?.enabled).toBe(true);
  });

  it('puts the switch back and shows the error through the catalogue when the save fails', async () => {
    const user = userEvent.setup();
    const site = await s.run('createSite', agencyId, { name: 'Hors réseau', customerId });
    await s.signIn(agencyId);
    await openEventTypes(user, site.id);
    const notices: Notice[] = [];
    const stop = noticeBus.subscribe((notice) => notices.push(notice));
    try {
      configureServicesForTest(); // nothing answers there
      await user.click(switchOf('Visible par le client', 'Présence'));
      await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ message: fr.NETWORK_ERROR })));
      await waitFor(() => expect(checked(switchOf('Visible par le client', 'Présence'))).toBe(true));
      expect(switchOf('Visible par le client', 'Présence').disabled).toBe(false);
    } finally {
      stop();
      configureServicesForTest(s.url);
    }
    expect((await settingsOf(site.id, 'presence'))?.customerShow).toBe(true);
  });

  it('is read-only without sites.edit', async () => {
    const user = userEvent.setup();
    const site = await s.run('createSite', agencyId, { name: 'Lecture seule', customerId });
    await s.signIn(agencyId, { role: 'staff', rights: ['sites.list'] });
    await openEventTypes(user, site.id);
    const switches = within(screen.getByRole('dialog')).getAllByRole('switch') as HTMLButtonElement[];
    expect(switches).toHaveLength(36 * 4);
    expect(switches.every((element) => element.disabled)).toBe(true);
    expect(
      screen.getByText('Consultation seule : modifier ces réglages demande le droit de modifier les sites.'),
    ).toBeTruthy();
  });

  it('is not offered for a new site', async () => {
    await s.signIn(agencyId);
    renderScreen(<SiteDialog open onClose={() => undefined} />);
    await screen.findByRole('tab', { name: 'Général' });
    expect(screen.queryByRole('tab', { name: "Types d'événements" })).toBeNull();
  });
});
