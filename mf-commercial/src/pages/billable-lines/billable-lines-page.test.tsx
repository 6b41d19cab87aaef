import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { PortalProvider, formatMoney, queryClient } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import BillableLinesPage from './billable-lines-page.js';
import { startBillableLinesTestServer, testLine, type BillableLinesTestServer } from './billable-lines-test-server.js';

let server: BillableLinesTestServer;

const oliviers = { customerId: uuidv7(), customerName: 'Résidence Les Oliviers' };
const odysseum = { customerId: uuidv7(), customerName: 'Centre commercial Odysseum' };
const LINES = [
  testLine({
    ...oliviers,
    reference: 'PRE-00001',
    siteName: 'Bâtiment A',
    nbAgents: 2,
    hours: { day: '4.00', night: '3.00', sunday: '2.00', holiday: '1.00', total: '10.00' },
    amount: '1576.30',
    finishedAt: '2026-03-08T06:00:00.000Z',
  }),
  testLine({
    ...oliviers,
    reference: 'PRE-00002',
    siteName: 'Bâtiment B',
    prestationLabel: 'Intervention sur alarme',
    billingMode: 3,
    amount: '80.00',
    finishedAt: '2026-04-02T06:00:00.000Z',
  }),
  testLine({
    ...oliviers,
    reference: 'PRE-00003',
    prestationLabel: 'Forfait mensuel',
    billingMode: 1,
    amount: '0.00',
    finishedAt: '2026-03-20T06:00:00.000Z',
  }),
  testLine({ ...odysseum, reference: 'ODY-00001', siteName: 'Parking P1', amount: '160.00' }),
];

async function show() {
  server = await startBillableLinesTestServer(LINES);
  configureServicesForTest(server.url);
  signInForTest({ rights: ['invoices.list'] });
  queryClient.clear();
  render(
    <PortalProvider>
      <BillableLinesPage />
    </PortalProvider>,
  );
  return userEvent.setup();
}
/** An amount as the cell shows it, its no-break spaces read as spaces (testing-library's normalizer). */
const money = (amount: string) => formatMoney(amount).replace(/\s/g, ' ');
const row = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

afterEach(async () => {
  // The screen goes before its service: nothing it still fetches meets a closed port.
  cleanup();
  queryClient.clear();
  await server?.close();
});

describe("'À facturer' screen", () => {
  it('sums the lines to invoice per customer, amounts and hours the French way', async () => {
    await show();
    expect(await screen.findByText('Résidence Les Oliviers')).toBeTruthy();
    for (const title of ['Client', 'Prestations à facturer', 'Heures', 'Montant HT']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    const oliviersRow = row('Résidence Les Oliviers');
    expect(oliviersRow.getByText('3')).toBeTruthy();
    expect(oliviersRow.getByText('40,00')).toBeTruthy();
    expect(oliviersRow.getByText(money('1656.30'))).toBeTruthy();
    expect(money('1656.30')).toBe('1 656,30 €');
    expect(row('Centre commercial Odysseum').getByText(money('160.00'))).toBeTruthy();
    expect(server.customerLists[0]?.filters).toEqual({});
  });

  it("shows a customer's lines when its row is clicked: modes, hours by kind, 'Inclus au forfait'", async () => {
    const user = await show();
    await user.click(await screen.findByText('Résidence Les Oliviers'));
    expect(await screen.findByText('PRE-00001')).toBeTruthy();
    expect(server.lineLists.at(-1)?.filters).toEqual({ customerId: oliviers.customerId, status: ['to_invoice'] });
    for (const title of ['Date', 'Référence', 'Site', 'Prestation', 'Mode de facturation', 'Agents']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    for (const title of ['Heures jour', 'Heures nuit', 'Heures dimanche', 'Heures férié']) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    const hourly = row('PRE-00001');
    expect(hourly.getByText('08/03/2026')).toBeTruthy();
    expect(hourly.getByText('Bâtiment A')).toBeTruthy();
    expect(hourly.getByText('Horaire')).toBeTruthy();
    expect(hourly.getByText('4,00')).toBeTruthy();
    expect(hourly.getByText('3,00')).toBeTruthy();
    expect(hourly.getByText(money('1576.30'))).toBeTruthy();
    expect(row('PRE-00002').getByText('À la prestation')).toBeTruthy();
    expect(row('PRE-00003').getByText('Forfait')).toBeTruthy();
    expect(row('PRE-00003').getByText('Inclus au forfait')).toBeTruthy();
    expect(screen.queryByText('ODY-00001')).toBeNull();

    await user.click(screen.getByText('Résidence Les Oliviers'));
    await waitFor(() =>
      expect(screen.getByText('PRE-00001').closest<HTMLElement>('.ant-table-expanded-row')?.style.display).toBe('none'),
    );
  });

  it('filters on a period typed jj/mm/aaaa, and refuses an end before the start in French', async () => {
    const user = await show();
    await screen.findByText('Résidence Les Oliviers');
    await user.type(screen.getByLabelText('Du'), '01032026');
    await user.type(screen.getByLabelText('Au'), '31032026');
    await waitFor(() => expect(server.customerLists.at(-1)?.filters).toEqual({ from: '2026-03-01', to: '2026-03-31' }));
    // Odysseum's line finished on 5 March, the Oliviers' in March are 1 576,30 € and the flat rate.
    await waitFor(() => expect(row('Résidence Les Oliviers').getByText(money('1576.30'))).toBeTruthy());

    await user.clear(screen.getByLabelText('Au'));
    await user.type(screen.getByLabelText('Au'), '28022026');
    expect(await screen.findByText('La date de fin doit être postérieure ou égale à la date de début')).toBeTruthy();
    // The reversed end is left out: from 1 March on, April's line counts again.
    await waitFor(() => expect(row('Résidence Les Oliviers').getByText(money('1656.30'))).toBeTruthy());
    const sent = [...server.customerLists, ...server.lineLists].map((request) => request.filters);
    expect(sent.filter((filters) => filters.from && filters.to && filters.to < filters.from)).toEqual([]);

    await user.clear(screen.getByLabelText('Du'));
    await user.type(screen.getByLabelText('Du'), '31022026');
    expect(await screen.findByText("La date n'existe pas")).toBeTruthy();
  });

  it('filters on one customer chosen among those with lines to invoice', async () => {
    const user = await show();
    await screen.findByText('Centre commercial Odysseum');
    await user.click(screen.getByLabelText('Client', { selector: 'input' }));
    await user.click(await screen.findByTitle('Centre commercial Odysseum'));
    await waitFor(() => expect(server.customerLists.at(-1)?.filters).toEqual({ customerId: odysseum.customerId }));
    const summary = screen.getByText('À facturer').closest('.ant-pro-table') as HTMLElement;
    await waitFor(() => expect(within(summary).queryByRole('cell', { name: 'Résidence Les Oliviers' })).toBeNull());
    expect(within(summary).getByRole('cell', { name: 'Centre commercial Odysseum' })).toBeTruthy();
  });
});
