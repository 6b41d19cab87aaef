import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider, queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import BulkDialog from './bulk-dialog.js';
import { sampleRow } from './testing/collaborator-samples.js';
import { startOperationsStandIn, type OperationsStandIn } from './testing/operations-stand-in.js';

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

function renderDialog() {
  const agencyId = signInForTest({ rights: ['agents.list', 'agents.create'] }).session.agencyId ?? '';
  const onClose = vi.fn();
  render(
    <PortalProvider>
      <BulkDialog agencyId={agencyId} open onClose={onClose} />
    </PortalProvider>,
  );
  return { agencyId, onClose };
}

const rows = () => screen.getAllByRole('row').slice(1);

async function fillRow(index: number, firstName: string, lastName: string, email: string) {
  const user = userEvent.setup();
  const row = within(rows()[index] as HTMLElement);
  await user.type(row.getByLabelText('Prénom'), firstName);
  await user.type(row.getByLabelText('Nom'), lastName);
  await user.type(row.getByLabelText('E-mail'), email);
}

describe('Création multiple', () => {
  it('sends the rows with the licence, and shows a refused row’s error in that row', async () => {
    const user = userEvent.setup();
    const { agencyId, onClose } = renderDialog();
    server.on(`POST /agency/${agencyId}/agents`, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Certains champs sont invalides',
          details: { issues: [{ path: 'rows.1.email', message: 'Cette adresse mail est déjà utilisée' }] },
        },
      },
    });
    await user.click(within(rows()[2] as HTMLElement).getByRole('button', { name: 'Retirer la ligne' }));
    await fillRow(0, 'Paul', 'Lemaire', 'paul@agence.test');
    await fillRow(1, 'Léa', 'Morel', 'lea@agence.test');
    await user.click(screen.getByRole('button', { name: /Créer les collaborateurs/ }));

    const refused = within(rows()[1] as HTMLElement);
    expect(await refused.findByText('Cette adresse mail est déjà utilisée')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(server.requests[0]?.body).toEqual({
      status: 100,
      rows: [
        {
          civility: 0,
          firstName: 'Paul',
          lastName: 'Lemaire',
          email: 'paul@agence.test',
          phone: null,
          type: 'EMPLOYEE',
          plannable: true,
        },
        {
          civility: 0,
          firstName: 'Léa',
          lastName: 'Morel',
          email: 'lea@agence.test',
          phone: null,
          type: 'EMPLOYEE',
          plannable: true,
        },
      ],
    });

    server.on(`POST /agency/${agencyId}/agents`, { status: 201, body: { data: [sampleRow(1), sampleRow(2)] } });
    await user.click(screen.getByRole('button', { name: /Créer les collaborateurs/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('checks every row before sending', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: /Créer les collaborateurs/ }));
    await waitFor(() => expect(screen.getAllByText('Obligatoire')).toHaveLength(9));
    expect(server.requests).toEqual([]);
  });
});
