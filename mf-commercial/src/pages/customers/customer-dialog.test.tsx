import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer, Right } from '@portal/contracts';
import { PortalProvider, queryClient } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import { startBillingTestServer, testCustomer, type BillingTestServer } from './billing-test-server.js';
import CustomerDialog from './customer-dialog.js';

let server: BillingTestServer;
let user: ReturnType<typeof userEvent.setup>;

async function open(options: { customer?: Customer; rights?: Right[]; taken?: string[] } = {}) {
  server = await startBillingTestServer(options.customer ? [options.customer] : [], options.taken ?? []);
  configureServicesForTest(server.url);
  signInForTest({ rights: options.rights ?? ['customers.list', 'customers.create', 'customers.edit'] });
  queryClient.clear();
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <PortalProvider>
      <CustomerDialog
        agencyId="agence"
        customerId={options.customer?.id ?? null}
        open
        onClose={onClose}
        onSaved={onSaved}
      />
    </PortalProvider>,
  );
  return { onSaved, onClose };
}

const panel = (name: string) => within(screen.getByRole('tabpanel', { name, hidden: true }));
const contact = (index: number) => within(screen.getByRole('group', { name: `Contact ${index}` }));
const showTab = (name: string) => user.click(screen.getByRole('tab', { name }));
const save = () => user.click(screen.getByRole('button', { name: 'Enregistrer' }));
/** Types a whole value at once (a paste), as fast as the form can take it. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const activeTab = () => screen.getByRole('tab', { selected: true }).textContent;

beforeEach(() => {
  user = userEvent.setup();
});
afterEach(async () => {
  // The screen goes before its service: nothing it still fetches meets a closed port.
  cleanup();
  queryClient.clear();
  await server?.close();
});

describe('customer dialog: creation', () => {
  it('creates a prospect with its address, numbering and contacts added and removed', async () => {
    const { onSaved, onClose } = await open();
    expect(await screen.findByText('Nouveau client')).toBeTruthy();
    const information = panel('Informations');
    await user.click(information.getByText('Association'));
    await user.click(information.getByRole('switch'));
    await fill(information.getByLabelText('Nom'), 'Association Les Amis du Parc');
    await fill(information.getByLabelText('E-mail'), 'bureau@amis-du-parc.fr');
    await fill(information.getByLabelText('SIRET'), '123 456 789 00012');

    await showTab('Adresse');
    await fill(panel('Adresse').getByLabelText('Ville'), 'Lyon');

    await showTab('Contacts');
    expect(panel('Contacts').getByText('Aucun contact')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Ajouter un contact/ }));
    await user.click(screen.getByRole('button', { name: /Ajouter un contact/ }));
    await fill(contact(1).getByLabelText('Prénom'), 'Retiré');
    await fill(contact(2).getByLabelText('Prénom'), 'Hélène');
    await fill(contact(2).getByLabelText('Nom'), 'Durand');
    await fill(contact(2).getByLabelText('E-mail'), 'helene@amis-du-parc.fr');
    await fill(contact(2).getByLabelText('Fonction'), 'Présidente');
    await user.click(contact(2).getByLabelText('Destinataire des factures'));
    await user.click(contact(2).getByLabelText('Accès au portail'));
    await user.click(screen.getByRole('button', { name: 'Retirer le contact 1' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).toBeNull();
    expect((contact(1).getByLabelText('Prénom') as HTMLInputElement).value).toBe('Hélène');

    await showTab('Paramètres');
    expect(panel('Paramètres').getByDisplayValue('Attribué à l’enregistrement')).toBeTruthy();
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(server.saves).toEqual([
      {
        type: 300,
        prospect: true,
        name: 'Association Les Amis du Parc',
        email: 'bureau@amis-du-parc.fr',
        phone: '',
        siret: '123 456 789 00012',
        vat: '',
        comments: '',
        address: { street: '', complement: '', zipcode: '', city: 'Lyon', country: 'FR' },
        customerInfos: {
          generateCustomerNumberId: true,
          customerNumber: null,
          settlementPeriod: 'days',
          settlementPeriodDays: null,
        },
        contacts: [
          {
            firstName: 'Hélène',
            lastName: 'Durand',
            email: 'helene@amis-du-parc.fr',
            phone: '',
            position: 'Présidente',
            invoiceRecipient: true,
            estimateRecipient: false,
            planningRecipient: false,
            sendCustomerInterventionReport: false,
            sendCustomerServiceEventReport: false,
            portalAccess: true,
          },
        ],
      },
    ]);
  });

  it('shows the French validation texts under their fields, on the tab that holds them, and sends nothing', async () => {
    await open();
    await screen.findByText('Nouveau client');
    const information = panel('Informations');
    await fill(information.getByLabelText('E-mail'), 'pas-une-adresse');
    await fill(information.getByLabelText('SIRET'), '123');
    await fill(information.getByLabelText('TVA intracommunautaire'), 'FR123');
    await save();
    expect(await information.findByText('Obligatoire')).toBeTruthy();
    expect(information.getByText('Veuillez saisir une adresse mail valide')).toBeTruthy();
    expect(information.getAllByText('Format invalide')).toHaveLength(2);

    await fill(information.getByLabelText('Nom'), 'Client');
    await user.clear(information.getByLabelText('E-mail'));
    await user.clear(information.getByLabelText('SIRET'));
    await user.clear(information.getByLabelText('TVA intracommunautaire'));
    await showTab('Contacts');
    await user.click(screen.getByRole('button', { name: /Ajouter un contact/ }));
    await user.click(screen.getByRole('button', { name: /Ajouter un contact/ }));
    await fill(contact(1).getByLabelText('E-mail'), 'meme@client.fr');
    await fill(contact(2).getByLabelText('E-mail'), 'MEME@client.fr');
    await showTab('Informations');
    await save();

    await waitFor(() => expect(activeTab()).toBe('Contacts'));
    await waitFor(() => expect(contact(1).getAllByText('Obligatoire')).toHaveLength(2));
    expect(contact(2).getByText('Cette adresse mail est déjà utilisée')).toBeTruthy();
    expect(server.saves).toEqual([]);
  });

  it("shows the service's refusal under its field and opens its tab: a number already used", async () => {
    await open({ taken: ['411-PRIS'] });
    await screen.findByText('Nouveau client');
    await fill(panel('Informations').getByLabelText('Nom'), 'Client');
    await showTab('Paramètres');
    await user.click(panel('Paramètres').getByLabelText('Saisi manuellement'));
    const number = await panel('Paramètres').findByLabelText('N° client');
    await fill(number, '411-PRIS');
    await showTab('Informations');
    await save();

    await waitFor(() => expect(activeTab()).toBe('Paramètres'));
    expect(await screen.findByText('Ce numéro de client est déjà utilisé')).toBeTruthy();
    expect(server.saves).toHaveLength(1);
  });

  it('without customers.create: the permission text instead of the form', async () => {
    await open({ rights: ['customers.list'] });
    expect(await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Clients : création".')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});

describe('customer dialog: edition', () => {
  const existing = () =>
    testCustomer(7, {
      name: 'Clinique du Parc',
      contacts: [
        {
          id: '01a207c3-0000-7000-8000-000000000001',
          firstName: 'Pierre',
          lastName: 'Morel',
          email: 'pierre@clinique.fr',
          phone: '',
          position: 'Services généraux',
          invoiceRecipient: true,
          estimateRecipient: false,
          planningRecipient: false,
          sendCustomerInterventionReport: false,
          sendCustomerServiceEventReport: false,
          portalAccess: true,
        },
        {
          id: '01a207c3-0000-7000-8000-000000000002',
          firstName: 'Lucie',
          lastName: 'Bernard',
          email: 'lucie@clinique.fr',
          phone: '',
          position: '',
          invoiceRecipient: false,
          estimateRecipient: false,
          planningRecipient: true,
          sendCustomerInterventionReport: false,
          sendCustomerServiceEventReport: false,
          portalAccess: false,
        },
      ],
    });

  it('reads the customer, removes a contact and saves the rest with their ids', async () => {
    const customer = existing();
    const { onSaved } = await open({ customer });
    expect(await screen.findByDisplayValue('Clinique du Parc')).toBeTruthy();
    await showTab('Paramètres');
    expect(panel('Paramètres').getByDisplayValue('411-00007')).toBeTruthy();
    await showTab('Contacts');
    expect((contact(2).getByLabelText('Destinataire du planning') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Retirer le contact 1' }));
    await save();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.saves[0]).toMatchObject({
      id: customer.id,
      name: 'Clinique du Parc',
      customerInfos: { generateCustomerNumberId: true, customerNumber: null, settlementPeriodDays: 30 },
      contacts: [{ id: '01a207c3-0000-7000-8000-000000000002', firstName: 'Lucie', planningRecipient: true }],
    });
    expect(server.saves[0]?.contacts).toHaveLength(1);
  });

  it('saving without a change says so and sends nothing', async () => {
    await open({ customer: existing() });
    await screen.findByDisplayValue('Clinique du Parc');
    await save();
    expect(await screen.findByText('Aucun changement à enregistrer')).toBeTruthy();
    expect(server.saves).toEqual([]);
  });
});
