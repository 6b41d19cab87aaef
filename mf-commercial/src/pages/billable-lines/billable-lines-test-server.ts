/**
 * Test support (not imported by the screens): a local HTTP server standing in for billing's
 * billable lines calls, so that the screen's tests go through the real HTTP client. Bodies are
 * read with the contracts' own schemas; the service's own behaviour (sums, periods in Paris, search)
 * is tested in svc-billing. It speaks CORS like the services.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BillableCustomerListRequestSchema,
  BillableLineListRequestSchema,
  centsToMoney,
  moneyToCents,
  uuidv7,
  type BillableCustomerListRequest,
  type BillableCustomerSummary,
  type BillableLine,
  type BillableLineListRequest,
} from '@portal/contracts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

export type BillableLinesTestServer = {
  url: string;
  /** Every body of each call, as parsed. */
  lineLists: BillableLineListRequest[];
  customerLists: BillableCustomerListRequest[];
  close: () => Promise<void>;
};

/** A line as billing would answer it: 10 h of one agent, day hours, finished on 5 March 2026. */
export function testLine(overrides: Partial<BillableLine> = {}): BillableLine {
  return {
    id: uuidv7(),
    serviceId: uuidv7(),
    reference: 'PRE-00001',
    customerId: uuidv7(),
    customerName: 'Client',
    siteId: uuidv7(),
    siteName: 'Site',
    prestationLabel: 'Gardiennage',
    unitPrice: '25.00',
    billingMode: 2,
    category: 'GUARDING',
    nbAgents: 1,
    startedAt: '2026-03-04T20:00:00.000Z',
    endedAt: '2026-03-05T06:00:00.000Z',
    finishedAt: '2026-03-05T06:00:00.000Z',
    hours: { day: '10.00', night: '0.00', sunday: '0.00', holiday: '0.00', total: '10.00' },
    nightFactor: '1.0000',
    holidayFactor: '1.0000',
    quantity: '10.00',
    amount: '250.00',
    status: 'to_invoice',
    createdAt: '2026-03-05T06:00:01.000Z',
    ...overrides,
  };
}

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

type Period = { customerId?: string | null; from?: string | null; to?: string | null };
const inPeriod = (line: BillableLine, filters: Period) =>
  (!filters.customerId || line.customerId === filters.customerId) &&
  (!filters.from || line.finishedAt.slice(0, 10) >= filters.from) &&
  (!filters.to || line.finishedAt.slice(0, 10) <= filters.to);

function summaries(lines: readonly BillableLine[]): BillableCustomerSummary[] {
  const byCustomer = new Map<string, BillableCustomerSummary>();
  for (const line of lines) {
    const row = byCustomer.get(line.customerId) ?? {
      customerId: line.customerId,
      customerName: line.customerName,
      lines: 0,
      hours: '0.00',
      amount: '0.00',
    };
    byCustomer.set(line.customerId, {
      ...row,
      lines: row.lines + 1,
      hours: centsToMoney(moneyToCents(row.hours) + moneyToCents(line.hours.total) * line.nbAgents),
      amount: centsToMoney(moneyToCents(row.amount) + moneyToCents(line.amount)),
    });
  }
  return [...byCustomer.values()].sort((a, b) => a.customerName.localeCompare(b.customerName));
}

export async function startBillableLinesTestServer(lines: readonly BillableLine[]): Promise<BillableLinesTestServer> {
  const state = { lineLists: [] as BillableLineListRequest[], customerLists: [] as BillableCustomerListRequest[] };
  const page = <T>(rows: T[], request: { page: number; limit: number }) => ({
    data: rows.slice((request.page - 1) * request.limit, request.page * request.limit),
    filteredCount: rows.length,
  });

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    if (request.method === 'OPTIONS') return answer(response, 204);
    void readJson(request).then((body) => {
      if (/^\/agency\/[^/]+\/fetch\/billable-lines\/by-customer$/.test(path)) {
        const parsed = BillableCustomerListRequestSchema.parse(body);
        state.customerLists.push(parsed);
        const query = parsed.query?.toLowerCase();
        const rows = summaries(lines.filter((line) => line.status === 'to_invoice' && inPeriod(line, parsed.filters)));
        return answer(
          response,
          200,
          page(
            rows.filter((row) => !query || row.customerName.toLowerCase().includes(query)),
            parsed,
          ),
        );
      }
      if (/^\/agency\/[^/]+\/fetch\/billable-lines$/.test(path)) {
        const parsed = BillableLineListRequestSchema.parse(body);
        state.lineLists.push(parsed);
        const statuses = parsed.filters.status ? [parsed.filters.status].flat() : null;
        const rows = lines
          .filter((line) => inPeriod(line, parsed.filters))
          .filter((line) => !statuses || statuses.includes(line.status));
        return answer(response, 200, page(rows, parsed));
      }
      return answer(response, 404, { error: { code: 'NOT_FOUND', message: 'Route inexistante' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
