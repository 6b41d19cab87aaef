import { uuidv7, type CustomerChoice, type Right, type SiteChoice } from '@portal/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureServicesForTest, signInForTest } from '../../test/session.js';
import { sessionStore } from '../session/session-store.js';
import { PortalProvider } from '../ui/portal-provider.js';
import { queryClient } from '../ui/query-client.js';
import { CountryPicker } from './country-picker.js';
import { CustomerPicker } from './customer-picker.js';
import { SitePicker } from './site-picker.js';
import { startChoicesServer } from './testing/choices-server.js';

const customer = (name: string, customerNumber: string, prospect = false): CustomerChoice => ({
  id: uuidv7(),
  name,
  customerNumber,
  prospect,
});
const oliviers = customer('Résidence Les Oliviers', '411-0001');
const ecoles = customer('Écoles de Lattes', '411-0002', true);
const many = Array.from({ length: 60 }, (_, i) => customer(`Client ${String(i).padStart(2, '0')}`, `411-1${i}`));
const site = (name: string, owner: CustomerChoice): SiteChoice => ({
  id: uuidv7(),
  name,
  customerId: owner.id,
  customerName: owner.name,
  city: 'Montpellier',
});
const batimentA = site('Bâtiment A', oliviers);
const batimentB = site('Bâtiment B', oliviers);
const cantine = site('Cantine', ecoles);

let server: Awaited<ReturnType<typeof startChoicesServer>>;
beforeAll(async () => {
  server = await startChoicesServer({
    customers: [ecoles, oliviers, ...many],
    sites: [batimentA, batimentB, cantine],
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  server.requests.length = 0;
});

function renderIn(node: React.ReactNode, rights: Right[] = ['sites.list']) {
  queryClient.clear();
  configureServicesForTest(server.url);
  signInForTest({ rights });
  return render(<PortalProvider>{node}</PortalProvider>);
}

describe('CustomerPicker', () => {
  it('offers the customers with their number, searches 250 ms after the last key, and answers the id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(<CustomerPicker aria-label="Client" onChange={onChange} virtual={false} />);
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    expect(await screen.findByTitle('Écoles de Lattes (411-0002) – prospect')).toBeTruthy();
    const before = server.requests.length;
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'olivi');
    await waitFor(() => expect(screen.queryByTitle('Écoles de Lattes (411-0002) – prospect')).toBeNull());
    const searches = server.requests.slice(before).filter((request) => request.body.query);
    expect(searches.map((request) => request.body.query)).toEqual(['olivi']);
    expect(searches[0]?.path).toMatch(/^\/agency\/[0-9a-f-]+\/fetch\/customers$/);
    await user.click(screen.getByTitle('Résidence Les Oliviers (411-0001)'));
    expect(onChange).toHaveBeenCalledWith(oliviers.id, oliviers);
  });

  it('shows the name of a chosen customer beyond the first page', async () => {
    const last = many.at(-1);
    renderIn(<CustomerPicker aria-label="Client" value={last?.id} />);
    expect(await screen.findByText(`${last?.name} (${last?.customerNumber})`)).toBeTruthy();
    expect(server.requests.some((request) => (request.body.filters['ids'] as string[])?.[0] === last?.id)).toBe(true);
  });
});

/** A site picker bound to a customer picker, as the site and service dialogs use them. */
function CustomerAndSite(props: { initialCustomer?: string; initialSite?: string; onAdd?: () => void }) {
  const [customerId, setCustomerId] = useState(props.initialCustomer);
  const [siteId, setSiteId] = useState(props.initialSite);
  return (
    <>
      <Button onClick={() => setCustomerId(ecoles.id)}>Changer de client</Button>
      <Button onClick={() => setCustomerId(oliviers.id)}>Même client</Button>
      <SitePicker
        aria-label="Site"
        customerId={customerId}
        value={siteId}
        onChange={setSiteId}
        onAdd={props.onAdd}
        virtual={false}
      />
      <output aria-label="Site choisi">{siteId ?? 'aucun'}</output>
    </>
  );
}

describe('SitePicker', () => {
  it("offers only the customer's active sites", async () => {
    const user = userEvent.setup();
    renderIn(<CustomerAndSite initialCustomer={oliviers.id} />);
    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    expect(await screen.findByTitle('Bâtiment A')).toBeTruthy();
    expect(screen.getByTitle('Bâtiment B')).toBeTruthy();
    expect(screen.queryByTitle('Cantine')).toBeNull();
    const request = server.requests.find((candidate) => candidate.path.endsWith('/fetch/site-choices'));
    expect(request?.body.filters).toEqual({ customerId: oliviers.id });
  });

  it('clears the chosen site when the customer changes and the site is not his (01 §5)', async () => {
    const user = userEvent.setup();
    renderIn(<CustomerAndSite initialCustomer={oliviers.id} initialSite={batimentA.id} />);
    expect(await screen.findByText('Bâtiment A')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Même client' }));
    expect(screen.getByRole('status', { name: 'Site choisi' }).textContent).toBe(batimentA.id);
    await user.click(screen.getByRole('button', { name: 'Changer de client' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Site choisi' }).textContent).toBe('aucun'));
  });

  it('keeps a site chosen without a customer when one of its own customer is then chosen', async () => {
    const user = userEvent.setup();
    renderIn(<CustomerAndSite initialSite={cantine.id} />);
    expect(await screen.findByText('Cantine – Écoles de Lattes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Changer de client' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('status', { name: 'Site choisi' }).textContent).toBe(cantine.id);
  });

  it("offers 'Ajouter un site' only to users holding sites.create", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const view = renderIn(<CustomerAndSite onAdd={onAdd} />, ['sites.list']);
    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    await screen.findByTitle('Bâtiment A – Résidence Les Oliviers');
    expect(screen.queryByRole('button', { name: /Ajouter un site/ })).toBeNull();
    view.unmount();

    renderIn(<CustomerAndSite onAdd={onAdd} />, ['sites.list', 'sites.create']);
    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    await user.click(await screen.findByRole('button', { name: /Ajouter un site/ }));
    expect(onAdd).toHaveBeenCalled();
  });
});

describe('CountryPicker', () => {
  it('shows the countries by their French names and finds them ignoring accents', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(<CountryPicker aria-label="Pays" value="FR" onChange={onChange} virtual={false} />);
    expect(screen.getByText('France')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Pays' }), 'etats');
    await user.click(await screen.findByTitle('États-Unis'));
    expect(onChange).toHaveBeenCalledWith('US', expect.anything());
  });
});
