import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListRequest } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { customer, renderCustomers, type Customer } from '../../test/list-table-fixture.js';
import type { ExcelWriter, FetchPage } from './list-table-types.js';

afterEach(() => {
  sessionStore.clear();
  vi.restoreAllMocks();
});

/** A list of 12 000 customers, made row by row as pages are asked. */
function largeList() {
  const requests: ListRequest[] = [];
  const fetchPage: FetchPage<Customer> = async (_service, _path, { body }) => {
    requests.push(body);
    const start = (body.page - 1) * body.limit;
    const count = Math.max(0, Math.min(body.limit, 12_000 - start));
    return { data: Array.from({ length: count }, (_, i) => customer(start + i + 1)), filteredCount: 12_000 };
  };
  return { fetchPage, requests };
}

describe('Exporter (Excel)', () => {
  it('refuses with "Pas de données à exporter" when the filters give no rows', async () => {
    const user = userEvent.setup();
    const writer = vi.fn<ExcelWriter>();
    renderCustomers({ count: 0, table: { exportName: 'clients', writeExcel: writer } });
    expect(await screen.findByText('Aucune donnée', { selector: '.ant-empty-description' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Exporter/ }));
    expect(await screen.findByText('Pas de données à exporter')).toBeTruthy();
    expect(writer).not.toHaveBeenCalled();
  });

  it('fetches pages of 180 rows, stops at 5000 and writes the French headers', async () => {
    const user = userEvent.setup();
    const list = largeList();
    const writer = vi.fn<ExcelWriter>(async () => undefined);
    renderCustomers({
      fetchPage: list.fetchPage,
      rights: ['customers.list', 'margins.list'],
      table: { exportName: 'clients', writeExcel: writer },
    });
    await screen.findByText('Client 01');
    const before = list.requests.length;
    await user.click(screen.getByRole('button', { name: /Exporter/ }));
    await waitFor(() => expect(writer).toHaveBeenCalledOnce());

    const pages = list.requests.slice(before);
    expect(pages).toHaveLength(28);
    expect(pages.every((request) => request.limit === 180)).toBe(true);
    expect(pages.map((request) => request.page)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));

    const [fileName, rows = []] = writer.mock.calls[0] ?? [];
    expect(fileName).toBe('clients.xlsx');
    expect(rows).toHaveLength(5001);
    expect(rows[0]).toEqual(['Nom', 'Ville', 'Statut', "Chiffre d'affaires"]);
    expect(rows[1]).toEqual(['Client 01', 'Lyon', 'Actif', '1\u202f000,50\u00a0€']);
    expect(rows[5]?.[2]).toBe('Inactif');
    expect(rows[5000]?.[0]).toBe('Client 5000');
  });

  it('downloads the .xlsx written by write-excel-file, named after the screen', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    // The browser's download: the blob URL and the click on a hidden link.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderCustomers({ count: 3, table: { exportName: 'clients' } });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('button', { name: /Exporter/ }));
    await waitFor(() => expect(downloads).toEqual(['clients.xlsx']));
    expect(blobs[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(blobs[0]?.size).toBeGreaterThan(0);
    // The library removes its hidden link a moment later: let it, before the page goes away.
    await waitFor(() => expect(document.querySelector('a[download]')).toBeNull());
  });
});
