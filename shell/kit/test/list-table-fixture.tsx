/**
 * Test support (not exported by the kit): a customers list served from memory through the injected
 * `fetchPage`, with the paging contract applied as a service would, and the table rendered in the
 * portal's providers for a signed-in user.
 */
import type { ListRequest, ListResponse, PagesConfig, Right } from '@portal/contracts';
import { render } from '@testing-library/react';
import { Radio } from 'antd';
import { formatMoney } from '../src/format/format-money.js';
import { PortalProvider } from '../src/ui/portal-provider.js';
import { queryClient } from '../src/ui/query-client.js';
import { configureServicesForTest, signInForTest } from './session.js';
import { ListTable, type ListTableProps } from '../src/table/list-table.js';
import type { FetchPage, ListColumn } from '../src/table/list-table-types.js';

export type Customer = { id: string; name: string; city: string; status: 100 | 200; revenue: string };

const CITIES = ['Lyon', 'Paris', 'Marseille'] as const;

export function customer(index: number): Customer {
  return {
    id: `c-${index}`,
    name: `Client ${String(index).padStart(2, '0')}`,
    city: CITIES[(index - 1) % CITIES.length] ?? 'Lyon',
    status: index % 5 === 0 ? 200 : 100,
    revenue: `${index * 1000}.50`,
  };
}

export const customerColumns: ListColumn<Customer>[] = [
  { title: 'Nom', dataIndex: 'name', sorter: true },
  { title: 'Ville', dataIndex: 'city' },
  { title: 'Statut', dataIndex: 'status', valueEnum: { 100: { text: 'Actif' }, 200: { text: 'Inactif' } } },
  {
    title: "Chiffre d'affaires",
    dataIndex: 'revenue',
    right: 'margins.list',
    render: (_, row) => formatMoney(row.revenue),
    exportValue: (row) => formatMoney(row.revenue),
  },
];

/** A list service in memory: `count` customers, or `rowAt` for large lists. Every body is recorded. */
export function customersService(count: number) {
  const requests: ListRequest[] = [];
  const fetchPage: FetchPage<Customer> = async (_service, _path, options) => {
    const body = options.body;
    requests.push(body);
    let rows = Array.from({ length: count }, (_, i) => customer(i + 1));
    const cities = body.filters['city'];
    if (Array.isArray(cities)) rows = rows.filter((row) => cities.includes(row.city));
    if (body.query) rows = rows.filter((row) => row.name.toLowerCase().includes(body.query?.toLowerCase() ?? ''));
    if (body.orderBy === 'name') {
      rows.sort((a, b) => a.name.localeCompare(b.name) * (body.ascending ? 1 : -1));
    }
    const start = (body.page - 1) * body.limit;
    const answer: ListResponse<Customer> = { data: rows.slice(start, start + body.limit), filteredCount: rows.length };
    return answer;
  };
  return { fetchPage, requests };
}

/** A filter form choosing one city, as a list screen would give. */
export const cityFilterForm: NonNullable<ListTableProps<Customer>['filters']>['form'] = ({ filters, onChange }) => {
  const chosen = Array.isArray(filters['city']) ? String(filters['city'][0]) : '';
  return (
    <Radio.Group
      aria-label="Ville"
      value={chosen}
      onChange={(event) => {
        const city = String(event.target.value);
        const { city: _previous, ...rest } = filters;
        onChange(city ? { ...rest, city: [city] } : rest);
      }}
      options={[{ value: '', label: 'Toutes les villes' }, ...CITIES.map((city) => ({ value: city, label: city }))]}
    />
  );
};

export function renderCustomers(
  options: {
    rights?: Right[];
    pagesConfig?: PagesConfig;
    servicesUrl?: string;
    table?: Partial<ListTableProps<Customer>>;
  } & ({ count: number } | { fetchPage: FetchPage<Customer> }),
) {
  queryClient.clear();
  configureServicesForTest(options.servicesUrl);
  const user = signInForTest({ rights: options.rights ?? ['customers.list'], pagesConfig: options.pagesConfig ?? {} });
  const service = 'count' in options ? customersService(options.count) : { fetchPage: options.fetchPage, requests: [] };
  const view = render(
    <PortalProvider>
      <ListTable<Customer>
        pageKey="customers"
        service="operations"
        path="/agency/a/fetch/customers"
        title="Clients"
        rowKey="id"
        columns={customerColumns}
        fetchPage={service.fetchPage}
        filters={{ form: cityFilterForm }}
        {...options.table}
      />
    </PortalProvider>,
  );
  return { ...view, requests: service.requests, user };
}
