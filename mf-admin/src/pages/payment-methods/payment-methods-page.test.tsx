/**
 * @vitest-environment-options { "url": "http://127.0.0.1:3000/", "settings": { "enableJavaScriptEvaluation": true } }
 */
// The page loads Stripe.js as in the portal: a script element whose address the config gives, here the
// local fake of Stripe's browser script (a third party faked), which happy-dom runs.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgencyPaymentMethodsSchema, type AgencyPaymentMethods } from '@portal/contracts';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { PortalProvider } from '@portal/kit';
import { PaymentsFixButton } from '../../payments/payments-fix-button.js';
import {
  asOwner,
  newAgency,
  signInWithStripe,
  usePaymentMethodsService,
} from '../../payments/testing/payment-methods-service.js';
import PaymentMethodsPage from './payment-methods-page.js';

const service = usePaymentMethodsService();

/**
 * The portal's providers, antd's motion off: a closed dialog leaves the page at once (happy-dom ends
 * no CSS animation) instead of staying beside the next one under antd's test id.
 */
const Providers = ({ children }: { children: ReactNode }) => (
  <PortalProvider>
    <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
  </PortalProvider>
);

async function show(agencyId: string, role: 'owner' | 'support' = 'owner') {
  await signInWithStripe(service, agencyId, { role });
  render(
    <Providers>
      <PaymentMethodsPage />
    </Providers>,
  );
  await screen.findByText('Cartes bancaires');
  return userEvent.setup();
}

const methodsOf = async (agencyId: string): Promise<AgencyPaymentMethods> =>
  AgencyPaymentMethodsSchema.parse(await asOwner(service, agencyId, 'GET', `/agency/${agencyId}/payment-methods`));

const card = (title: string) => within(screen.getByText(title).closest('.ant-card') as HTMLElement);

type User = ReturnType<typeof userEvent.setup>;

async function addCard(user: User, number: string) {
  await user.click(screen.getByRole('button', { name: /Ajouter une carte bancaire/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter une carte bancaire' }));
  await user.type(dialog.getByLabelText('Titulaire de la carte'), 'Marie Durand');
  // The card element of Stripe.js (the fake's: plain inputs in the page, the real one is Stripe's frame).
  await user.type(await dialog.findByLabelText('Numéro de carte'), number);
  await user.type(dialog.getByLabelText("Date d'expiration"), `12${String(new Date().getFullYear() + 2).slice(2)}`);
  await user.type(dialog.getByLabelText('CVC'), '123');
  await user.click(dialog.getByRole('button', { name: 'Enregistrer la carte' }));
}

describe('payments/methods (Stripe: local fake, its browser script as Stripe.js)', () => {
  it('an owner with nothing saved: no default, no card, no SEPA; a card saved becomes the default', async () => {
    const agencyId = await newAgency(service);
    const user = await show(agencyId);
    expect(await screen.findByText("Aucun moyen de paiement par défaut n'est sélectionné")).toBeTruthy();
    expect(screen.getByText("Aucune carte bancaire n'est associée à l'agence")).toBeTruthy();
    // 02 §6: SEPA only for support or when the default is SEPA.
    expect(screen.queryByText('Mandats SEPA')).toBeNull();
    expect(screen.queryByRole('button', { name: /Ajouter un mandat SEPA/ })).toBeNull();

    await addCard(user, '4242424242424242');
    expect(await screen.findByText('Carte bancaire enregistrée')).toBeTruthy();
    await waitFor(() => expect(card('Moyen de paiement par défaut').getByText('Visa •••• 4242')).toBeTruthy());
    expect(card('Cartes bancaires').getByText('Par défaut')).toBeTruthy();
    expect((await methodsOf(agencyId)).methods).toHaveLength(1);
  });

  it('a card asking for 3-D Secure is saved once the holder completes Stripe.js’s authentication', async () => {
    const agencyId = await newAgency(service);
    const user = await show(agencyId);
    await addCard(user, '4000002760003184');
    const challenge = within(await screen.findByRole('dialog', { name: '3D Secure 2 – Test Page' }));
    await user.click(challenge.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Carte bancaire enregistrée')).toBeTruthy();
    await waitFor(() => expect(card('Moyen de paiement par défaut').getByText('Visa •••• 3184')).toBeTruthy());
  });

  it('a declined card is not saved: Stripe’s refusal shows in the dialog', async () => {
    const agencyId = await newAgency(service);
    const user = await show(agencyId);
    await addCard(user, '4000000000000002');
    const dialog = within(screen.getByRole('dialog', { name: 'Ajouter une carte bancaire' }));
    expect(await dialog.findByText('Erreur Stripe : Votre carte a été refusée.')).toBeTruthy();
    expect((await methodsOf(agencyId)).methods).toEqual([]);
  });

  it('support adds a SEPA mandate (Stripe’s mandate text shown), sets it as the default, then the owner sees SEPA', async () => {
    const agencyId = await newAgency(service);
    let user = await show(agencyId, 'support');
    await addCard(user, '5555555555554444');
    await screen.findByText('Carte bancaire enregistrée');

    await user.click(screen.getByRole('button', { name: /Ajouter un mandat SEPA/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter un mandat SEPA' }));
    // The creditor the mandate names is the platform's company, as billing is configured (its set-up intent says it).
    expect(await dialog.findByText(/vous autorisez \(A\) Portail Agences SAS et Stripe/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Accepter le mandat' }));
    expect((await dialog.findAllByText('Obligatoire')).length).toBe(3);
    await user.type(dialog.getByLabelText('IBAN'), 'FR14 2004 1010 0505 0001 3M02 606');
    await user.type(dialog.getByLabelText('Titulaire du compte'), 'Vigie Sécurité');
    await user.type(dialog.getByLabelText('Adresse e-mail'), 'compta@vigie.test');
    await user.click(dialog.getByRole('button', { name: 'Accepter le mandat' }));
    expect(await screen.findByText('Mandat SEPA enregistré')).toBeTruthy();

    const sepa = card('Mandats SEPA');
    await waitFor(() => expect(sepa.getByText('IBAN FR•• •••• 2606')).toBeTruthy());
    await user.click(sepa.getByRole('button', { name: 'Définir par défaut' }));
    expect(await screen.findByText('Vos paramètres ont bien été pris en compte')).toBeTruthy();
    await waitFor(() => expect(card('Moyen de paiement par défaut').getByText('IBAN FR•• •••• 2606')).toBeTruthy());
    expect((await methodsOf(agencyId)).defaultType).toBe('SEPA');

    cleanup();
    user = await show(agencyId, 'owner');
    await waitFor(() => expect(card('Mandats SEPA').getByText('Par défaut')).toBeTruthy());
  });

  it('deletes a method that is not the default, after confirming; the default offers neither action', async () => {
    const agencyId = await newAgency(service);
    const user = await show(agencyId);
    await addCard(user, '4242424242424242');
    await screen.findByText('Carte bancaire enregistrée');
    await addCard(user, '5555555555554444');
    const cards = card('Cartes bancaires');
    await waitFor(() => expect(cards.getByText('Mastercard •••• 4444')).toBeTruthy());
    const defaultRow = within(cards.getByText('Visa •••• 4242').closest('.ant-list-item') as HTMLElement);
    expect(defaultRow.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(defaultRow.queryByRole('button', { name: 'Définir par défaut' })).toBeNull();

    const other = within(cards.getByText('Mastercard •••• 4444').closest('.ant-list-item') as HTMLElement);
    await user.click(other.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Supprimer ce moyen de paiement ?')).toBeTruthy();
    const confirm = within(screen.getByText('Supprimer ce moyen de paiement ?').closest('.ant-popover') as HTMLElement);
    await user.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Moyen de paiement supprimé')).toBeTruthy();
    await waitFor(() => expect(cards.queryByText('Mastercard •••• 4444')).toBeNull());
    expect((await methodsOf(agencyId)).methods.map((method) => method.card?.last4)).toEqual(['4242']);
  });

  it('the first invoice awaiting payment opens the payment method chooser, which leads to the SEPA form', async () => {
    const agencyId = await newAgency(service);
    await (
      await fetch(`${service.url}/__test/first-invoice`, { method: 'POST', body: JSON.stringify({ agencyId }) })
    ).json();
    const user = await show(agencyId);
    const chooser = within(await screen.findByRole('dialog', { name: 'Choisissez votre moyen de paiement' }));
    expect(chooser.getByRole('button', { name: /Carte bancaire/ })).toBeTruthy();
    await user.click(chooser.getByRole('button', { name: /Prélèvement SEPA/ }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un mandat SEPA' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choisissez votre moyen de paiement' })).toBeNull(),
    );
  });
});

describe('PaymentsFixButton (02 §6: shown to admins)', () => {
  const mount = async (role: 'owner' | 'support') => {
    await signInWithStripe(service, await newAgency(service), { role });
    render(
      <Providers>
        <PaymentsFixButton />
      </Providers>,
    );
    return userEvent.setup();
  };

  it('is not shown to an owner', async () => {
    await mount('owner');
    expect(screen.queryByRole('button', { name: /Essayer de corriger les erreurs de paiement/ })).toBeNull();
  });

  it('support runs it and reads how many payments changed', async () => {
    const user = await mount('support');
    await user.click(screen.getByRole('button', { name: /Essayer de corriger les erreurs de paiement/ }));
    expect(await screen.findByText(/paiement\(s\) corrigé\(s\) sur \d+ vérifié\(s\)/)).toBeTruthy();
  });
});
