import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalProvider } from '@portal/kit';
import { paidArticleOrder, signInOnAgency, useBillingPlatformService } from '../../testing/billing-service.js';
import AgencyArticleOrdersPage from './agency-article-orders-page.js';

/** The screen against the real billing service (its own PostgreSQL database), as office staff of the agency. */
const service = useBillingPlatformService();

describe('payments/agencyArticleOrders', () => {
  it("shows the agency's own orders with their status and dates, read only; not another agency's", async () => {
    const { agencyId } = await paidArticleOrder(service, { agencyName: 'Agence Suivie', status: 300, quantity: 2 });
    await paidArticleOrder(service, { agencyName: 'Agence Voisine', offerKey: 'support-nfc' });
    await signInOnAgency(service, agencyId, ['articleOrders.list']);
    render(
      <PortalProvider>
        <AgencyArticleOrdersPage />
      </PortalProvider>,
    );
    expect(await screen.findByText('Suivi de commande')).toBeTruthy();
    const row = within((await screen.findByText('Badges NFC (lot de 10)')).closest('tr') as HTMLElement);
    expect(row.getByText('Envoyée')).toBeTruthy();
    expect(row.getByText(/^Envoyée le \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(row.getByText('2')).toBeTruthy();
    expect(screen.queryByText('Lecteur NFC pour smartphone')).toBeNull();
    expect(screen.queryByText('Agence Voisine')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
