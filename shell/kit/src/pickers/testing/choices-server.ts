/**
 * Test support (not exported by the kit): a local HTTP server standing in for operations' picker
 * calls (`fetch/customers`, `fetch/site-choices`), applying their filters and search as the service
 * does, recording each body. It speaks CORS like the services (the page and it are on two origins).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomerChoice, SiteChoice } from '@portal/contracts';

export type PickerRequest = { path: string; body: { filters: Record<string, unknown>; query?: string; limit: number } };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function readJson(request: IncomingMessage): Promise<PickerRequest['body']> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text || '{}') as PickerRequest['body'];
}

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function page<T extends { id: string; name: string }>(rows: T[], body: PickerRequest['body']) {
  const ids = body.filters['ids'];
  let kept = Array.isArray(ids) ? rows.filter((row) => ids.includes(row.id)) : rows;
  if (body.query) kept = kept.filter((row) => fold(row.name).includes(fold(body.query ?? '')));
  return { data: kept.slice(0, body.limit), filteredCount: kept.length };
}

export async function startChoicesServer(data: { customers: CustomerChoice[]; sites: SiteChoice[] }) {
  const requests: PickerRequest[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return answer(response, 204);
    const path = request.url ?? '';
    void readJson(request).then((body) => {
      requests.push({ path, body });
      if (path.endsWith('/fetch/customers')) return answer(response, 200, page(data.customers, body));
      if (path.endsWith('/fetch/site-choices')) {
        const customerId = body.filters['customerId'];
        const sites =
          typeof customerId === 'string' ? data.sites.filter((s) => s.customerId === customerId) : data.sites;
        return answer(response, 200, page(sites, body));
      }
      return answer(response, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
