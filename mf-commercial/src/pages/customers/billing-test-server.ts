/**
 * Test support (not imported by the screens): a local HTTP server standing in for billing's customer
 * calls, so that the screens' tests go through the real HTTP client, error catalogue and field errors.
 * Bodies are checked with the contracts' own schemas and refused in the service's error shape; the
 * service's own behaviour is tested in svc-billing. It speaks CORS like the services.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CUSTOMER_ACTION_TRANSITIONS,
  CustomerActionSchema,
  CustomerListRequestSchema,
  SaveCustomerSchema,
  fr,
  toFieldIssues,
  uuidv7,
  type Customer,
  type CustomerListRequest,
  type CustomerRow,
  type SaveCustomerInput,
} from '@portal/contracts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

export type BillingTestServer = {
  url: string;
  customers: Map<string, Customer>;
  /** Every list body, every save body as sent, every action as `METHOD path`. */
  lists: CustomerListRequest[];
  saves: SaveCustomerInput[];
  actions: string[];
  close: () => Promise<void>;
};

/** A customer as billing would answer it, numbered in order. */
export function testCustomer(index: number, overrides: Partial<Customer> = {}): Customer {
  return {
    id: uuidv7(),
    type: 100,
    prospect: false,
    name: `Client ${index}`,
    email: `client${index}@exemple.fr`,
    phone: '04 67 00 00 00',
    siret: '',
    vat: '',
    comments: '',
    address: { street: '', complement: '', zipcode: '34000', city: 'Montpellier', country: 'FR' },
    customerInfos: {
      generateCustomerNumberId: true,
      customerNumber: `411-${String(index).padStart(5, '0')}`,
      settlementPeriod: 'days',
      settlementPeriodDays: 30,
    },
    status: 100,
    contacts: [],
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function rowOf(customer: Customer): CustomerRow {
  const { id, name, type, prospect, email, phone, status, createdAt } = customer;
  const { customerNumber } = customer.customerInfos;
  return { id, customerNumber, name, type, prospect, email, phone, city: customer.address.city, status, createdAt };
}

const asList = (value: unknown): unknown[] | null =>
  value === undefined || value === null ? null : Array.isArray(value) ? value : [value];

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}
const refuse = (response: ServerResponse, status: number, code: string, message: string, details?: object) =>
  answer(response, status, { error: { code, message, ...(details ? { details } : {}) } });

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

/** `numbersTaken`: manual numbers another customer holds (answered 409 on the number field). */
export async function startBillingTestServer(
  initial: Customer[] = [],
  numbersTaken: string[] = [],
): Promise<BillingTestServer> {
  const customers = new Map(initial.map((customer) => [customer.id, customer]));
  const state = { lists: [] as CustomerListRequest[], saves: [] as SaveCustomerInput[], actions: [] as string[] };

  const list = (body: CustomerListRequest) => {
    const { type, status, prospect } = body.filters;
    const [types, statuses, prospects] = [asList(type), asList(status), asList(prospect)];
    const rows = [...customers.values()]
      .filter((customer) => !types || types.includes(customer.type))
      .filter((customer) => !statuses || statuses.includes(customer.status))
      .filter((customer) => !prospects || prospects.includes(customer.prospect))
      .filter((customer) => !body.query || customer.name.toLowerCase().includes(body.query.toLowerCase()))
      .map(rowOf);
    const start = (body.page - 1) * body.limit;
    return { data: rows.slice(start, start + body.limit), filteredCount: rows.length };
  };

  const save = (response: ServerResponse, raw: unknown) => {
    state.saves.push(raw as SaveCustomerInput);
    const parsed = SaveCustomerSchema.safeParse(raw);
    if (!parsed.success) {
      return refuse(response, 400, 'VALIDATION_FAILED', fr.VALIDATION_FAILED, { issues: toFieldIssues(parsed.error) });
    }
    const input = parsed.data;
    const number = input.customerInfos.customerNumber;
    if (!input.customerInfos.generateCustomerNumberId && number && numbersTaken.includes(number)) {
      return refuse(response, 409, 'CUSTOMER_NUMBER_ALREADY_USED', fr.CUSTOMER_NUMBER_ALREADY_USED, {
        issues: [{ path: 'customerInfos.customerNumber', message: fr.CUSTOMER_NUMBER_ALREADY_USED }],
      });
    }
    const current = input.id ? customers.get(input.id) : testCustomer(customers.size + 1);
    if (!current) return refuse(response, 404, 'CUSTOMER_NOT_FOUND', fr.CUSTOMER_NOT_FOUND);
    const { id: _id, contacts, customerInfos, ...fields } = input;
    const saved: Customer = {
      ...current,
      ...fields,
      customerInfos: {
        ...customerInfos,
        customerNumber: customerInfos.generateCustomerNumberId
          ? current.customerInfos.customerNumber
          : (number ?? current.customerInfos.customerNumber),
        settlementPeriodDays: customerInfos.settlementPeriodDays ?? current.customerInfos.settlementPeriodDays,
      },
      contacts: contacts.map((contact) => ({ ...contact, id: contact.id ?? uuidv7() })),
    };
    customers.set(saved.id, saved);
    return answer(response, input.id ? 200 : 201, saved);
  };

  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '';
    if (method === 'OPTIONS') return answer(response, 204);
    void readJson(request).then((body) => {
      if (method === 'POST' && /^\/agency\/[^/]+\/fetch\/customers$/.test(path)) {
        const parsed = CustomerListRequestSchema.parse(body);
        state.lists.push(parsed);
        return answer(response, 200, list(parsed));
      }
      if (method === 'POST' && /^\/agency\/[^/]+\/customer$/.test(path)) return save(response, body);
      const match = /^\/agency\/[^/]+\/(?:customer|agencyCustomer)\/([^/]+)(?:\/([^/]+))?$/.exec(path);
      const customer = match?.[1] ? customers.get(match[1]) : undefined;
      if (!match || !customer) return refuse(response, 404, 'CUSTOMER_NOT_FOUND', fr.CUSTOMER_NOT_FOUND);
      state.actions.push(`${method} ${path}`);
      if (method === 'GET') return answer(response, 200, customer);
      if (method === 'DELETE') {
        customers.delete(customer.id);
        return answer(response, 204);
      }
      const action = CustomerActionSchema.parse(match[2]);
      const changed: Customer = { ...customer, status: CUSTOMER_ACTION_TRANSITIONS[action].to };
      customers.set(customer.id, changed);
      return answer(response, 200, changed);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
