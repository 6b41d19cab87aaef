/**
 * Test support: a local HTTP server standing in for svc-operations' collaborator calls, answering
 * from the handlers a test gives (`'PUT /agency/a/agent/b'` → status and body) and recording every
 * request. It speaks CORS like the services, since the page (happy-dom) and it are on other origins.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRequest = { method: string; path: string; body: unknown };
export type StandInAnswer = { status: number; body?: unknown };
export type StandInHandler = (request: StandInRequest) => StandInAnswer;

export type OperationsStandIn = {
  url: string;
  requests: StandInRequest[];
  /** Answers `METHOD path` (exact path, query string aside) from now on. */
  on: (route: string, handler: StandInHandler | StandInAnswer) => void;
  close: () => Promise<void>;
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

function answer(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startOperationsStandIn(): Promise<OperationsStandIn> {
  const handlers = new Map<string, StandInHandler>();
  const requests: StandInRequest[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') return answer(response, 204);
    void readJson(request).then((body) => {
      const recorded = { method: request.method ?? 'GET', path: (request.url ?? '').split('?')[0] ?? '', body };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      if (!handler) return answer(response, 404, { error: { code: 'NOT_FOUND', message: 'Élément introuvable' } });
      const result = handler(recorded);
      answer(response, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => handlers.set(route, typeof handler === 'function' ? handler : () => handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
