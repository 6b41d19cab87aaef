/**
 * Test support (not exported by the kit): a local HTTP server standing in for identity's `PUT /user`,
 * merging `pagesConfig` by page key like the service and answering the current user. It speaks CORS
 * like the services, since the page (happy-dom) and the server are on different origins.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CurrentUser, PagesConfig } from '@portal/contracts';

export type IdentityTestServer = {
  url: string;
  /** The bodies of every `PUT /user`, in order. */
  puts: { pagesConfig: PagesConfig }[];
  close: () => Promise<void>;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text || '{}');
}

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startIdentityTestServer(user: CurrentUser): Promise<IdentityTestServer> {
  let current = structuredClone(user);
  const puts: IdentityTestServer['puts'] = [];
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return answer(response, 204);
    if (request.method !== 'PUT' || request.url !== '/user') return answer(response, 404);
    void readJson(request).then((body) => {
      const { pagesConfig } = body as { pagesConfig: PagesConfig };
      puts.push({ pagesConfig });
      current = { ...current, user: { ...current.user, pagesConfig: { ...current.user.pagesConfig, ...pagesConfig } } };
      answer(response, 200, current);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    puts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
