import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryEntry, Right, Role } from '@portal/contracts';
import { PortalProvider, queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import { startOperationsStandIn, type OperationsStandIn } from '../agents/testing/operations-stand-in.js';
import DirectoryPage from './directory-page.js';

let server: OperationsStandIn;
beforeEach(async () => {
  queryClient.clear();
  server = await startOperationsStandIn();
  configureServicesForTest(server.url);
});
afterEach(async () => {
  cleanup();
  await queryClient.cancelQueries();
  sessionStore.clear();
  await server.close();
});

const entry = (phones: string[]): DirectoryEntry => ({
  id: '0199a1b2-0000-7000-8000-000000000001',
  firstName: 'Karim',
  lastName: 'Benali',
  email: 'karim@agence.test',
  phones,
  position: '',
  type: 'EMPLOYEE',
  plannable: true,
});

function renderPage(role: Role, rights: Right[], answer: DirectoryEntry) {
  const agencyId = signInForTest({ role, rights }).session.agencyId ?? '';
  server.on(`POST /agency/${agencyId}/fetch/directory`, { status: 200, body: { data: [answer], filteredCount: 1 } });
  render(
    <PortalProvider>
      <DirectoryPage />
    </PortalProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('Annuaire', () => {
  it('shows a field agent names, positions and e-mails, without the phones column', async () => {
    renderPage('agent', [], entry([]));
    expect(await screen.findByText('Benali Karim')).toBeTruthy();
    expect(screen.getByText('Salarié')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'karim@agence.test' }).getAttribute('href')).toBe(
      'mailto:karim@agence.test',
    );
    expect(headers()).toEqual(['Nom', 'Poste', 'E-mail']);
  });

  it('shows the phones to those who may read them, as links to call', async () => {
    renderPage('staff', ['agentPhones.list'], entry(['06 12 34 56 78']));
    expect(await screen.findByText('Benali Karim')).toBeTruthy();
    expect(headers()).toEqual(['Nom', 'Poste', 'Téléphones', 'E-mail']);
    expect(screen.getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe('tel:0612345678');
  });
});
