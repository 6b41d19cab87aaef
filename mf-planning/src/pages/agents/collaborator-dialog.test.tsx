import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Right } from '@portal/contracts';
import { PortalProvider, queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import CollaboratorDialog from './collaborator-dialog.js';
import { sampleCollaborator } from './testing/collaborator-samples.js';
import { startOperationsStandIn, type OperationsStandIn } from './testing/operations-stand-in.js';

let server: OperationsStandIn;
beforeEach(async () => {
  queryClient.clear();
  server = await startOperationsStandIn();
  configureServicesForTest(server.url);
});
afterEach(async () => {
  // Unmounted before the session ends (a screen of an agency cannot render without one).
  cleanup();
  await queryClient.cancelQueries();
  queryClient.clear();
  sessionStore.clear();
  await server.close();
});

const record = sampleCollaborator();

function renderDialog(
  collaboratorId: string | null,
  rights: Right[] = ['agents.list', 'agents.create', 'agents.edit'],
) {
  const agencyId = signInForTest({ rights }).session.agencyId ?? '';
  const onClose = vi.fn();
  server.on(`GET /agency/${agencyId}/agent/${record.id}`, { status: 200, body: record });
  render(
    <PortalProvider>
      <CollaboratorDialog agencyId={agencyId} collaboratorId={collaboratorId} open onClose={onClose} />
    </PortalProvider>,
  );
  return { agencyId, onClose };
}

const writes = () => server.requests.filter((request) => request.method !== 'GET');
const panel = (name: string) => screen.getByRole('tabpanel', { name, hidden: true });

describe('collaborator stepper: editing', () => {
  it('sends only the tabs the user changed, each whole, then closes', async () => {
    const user = userEvent.setup();
    const { agencyId, onClose } = renderDialog(record.id);
    server.on(`PUT /agency/${agencyId}/agent/${record.id}`, { status: 200, body: record });
    expect(await screen.findByDisplayValue('Hélène')).toBeTruthy();

    await user.click(screen.getByText('Contrat'));
    expect(panel('Contrat').hidden).toBe(false);
    const hours = screen.getByLabelText('Heures contractuelles');
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByText('Notifications'));
    await user.click(screen.getByLabelText('Envoyer le planning par e-mail au collaborateur'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/agency/${agencyId}/agent/${record.id}`,
        body: {
          contract: { ...record.contract, hoursLimit: 24 },
          notifications: { sendPlanning: false },
        },
      },
    ]);
  });

  it("says 'Aucun changement à enregistrer' and sends nothing when nothing changed", async () => {
    const user = userEvent.setup();
    renderDialog(record.id);
    expect(await screen.findByDisplayValue('Hélène')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucun changement à enregistrer')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("shows the service's field error under its field, on its tab", async () => {
    const user = userEvent.setup();
    const { agencyId } = renderDialog(record.id);
    server.on(`PUT /agency/${agencyId}/agent/${record.id}`, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Certains champs sont invalides',
          details: { issues: [{ path: 'identity.email', message: 'Cette adresse mail est déjà utilisée' }] },
        },
      },
    });
    expect(await screen.findByDisplayValue('Hélène')).toBeTruthy();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'karim@agence.test');
    await user.click(screen.getByText('Informations collaborateur'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Cette adresse mail est déjà utilisée')).toBeTruthy();
    expect(panel('Identité et contact').hidden).toBe(false);
    expect(writes()[0]?.body).toEqual({ identity: { ...record.identity, email: 'karim@agence.test' } });
  });
});

describe('collaborator stepper: creating', () => {
  it('checks the fields with the French rules before sending anything, on the first refused tab', async () => {
    const user = userEvent.setup();
    renderDialog(null);
    await user.click(screen.getByText('Informations collaborateur'));
    await user.type(screen.getByLabelText('N° de sécurité sociale'), '1 85 05');
    await user.type(screen.getByLabelText('Numéro de carte professionnelle'), 'CAR-034');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getAllByText('Obligatoire')).toHaveLength(3));
    expect(panel('Identité et contact').hidden).toBe(false);
    expect(screen.getAllByText('Format invalide')).toHaveLength(2);
    expect(writes()).toEqual([]);
  });

  it('sends every tab with the licence, and shows the quota refusal as the service words it', async () => {
    const user = userEvent.setup();
    const { agencyId, onClose } = renderDialog(null);
    server.on(`POST /agency/${agencyId}/agent`, {
      status: 409,
      body: {
        error: { code: 'AGENTS_LIMIT_REACHED', message: 'Vous avez atteint votre quota de fiches collaborateurs' },
      },
    });
    await user.type(screen.getByLabelText('Prénom'), 'Paul');
    await user.type(screen.getByLabelText('Nom'), 'Lemaire');
    await user.type(screen.getByLabelText('E-mail'), 'paul@agence.test');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Vous avez atteint votre quota de fiches collaborateurs',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(writes()[0]?.body).toMatchObject({
      status: 100,
      identity: { firstName: 'Paul', lastName: 'Lemaire', email: 'paul@agence.test', birthDate: null },
      agentInfos: { type: 'EMPLOYEE', plannable: true, rating: 3 },
      contract: null,
      items: [],
      restrictions: [],
      notifications: { sendPlanning: true },
    });
  });

  it('shows the permission text instead of the form without agents.create', async () => {
    renderDialog(null, ['agents.list']);
    expect(
      await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Collaborateurs : création".'),
    ).toBeTruthy();
  });
});
