import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A backend the balancer may send to: its origin, whether it is in rotation, and its failed probes in a row. */
type Backend = { url: URL; ready: boolean; failedProbes: number };

/** Probes that time out or fail in a row before a backend leaves the rotation (Kubernetes' default). */
const FAILURE_THRESHOLD = 3;
const PROBE_TIMEOUT_MS = 1_000;

/** Requests sent again to another replica, by why: none of them had reached a replica. */
export type Retries = { refused: number; resetOnReuse: number };

export type Balancer = {
  url: string;
  close(): Promise<void>;
  backends(): { url: string; ready: boolean }[];
  retries(): Retries;
};

/**
 * A small HTTP load balancer standing for a Kubernetes Service (or an ingress) in front of a
 * service's replicas: round robin over the replicas in rotation, keep-alive to the backends, and a
 * request retried on another replica when its connection was refused, or reset on a reused
 * keep-alive socket (it never reached the app).
 *
 * Each replica's `/ready` is probed every `checkEveryMs`, one probe at a time. A 200 puts it in
 * rotation; an answer saying not ready (a draining replica, standing for Kubernetes removing a
 * terminating pod) or a refused connection takes it out at once; a probe that times out or fails
 * otherwise (a replica busy under load) takes it out only after 3 in a row, as Kubernetes does.
 */
export async function startBalancer(options: { port: number; backends: string[]; checkEveryMs?: number }) {
  const backends: Backend[] = options.backends.map((url) => ({ url: new URL(url), ready: false, failedProbes: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const checkEveryMs = options.checkEveryMs ?? 250;
  let next = 0;
  let closing = false;
  const retries: Retries = { refused: 0, resetOnReuse: 0 };

  const probe = async (backend: Backend) => {
    const outcome = await fetch(new URL('/ready', backend.url), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
      (answer) => (answer.ok ? 'ready' : 'not ready'),
      (error: Error) =>
        (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED' ? 'gone' : 'failed',
    );
    backend.failedProbes = outcome === 'failed' ? backend.failedProbes + 1 : 0;
    if (outcome === 'ready') backend.ready = true;
    else if (outcome !== 'failed' || backend.failedProbes >= FAILURE_THRESHOLD) backend.ready = false;
  };
  const keepProbing = async (backend: Backend) => {
    while (!closing) {
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      if (!closing) await probe(backend);
    }
  };
  await Promise.all(backends.map(probe));
  const probing = backends.map(keepProbing);

  const pick = (excluded: Set<Backend>) => {
    const candidates = backends.filter((backend) => backend.ready && !excluded.has(backend));
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, tried: Set<Backend>) => {
    const backend = pick(tried);
    if (!backend) {
      outgoing.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('Aucun réplica prêt');
      return;
    }
    tried.add(backend);
    const proxied = httpRequest(
      {
        agent,
        host: backend.url.hostname,
        port: backend.url.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: backend.url.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: nothing was sent. Reset on a reused keep-alive socket: the replica closed it just as
      // the request left (the race every keep-alive client meets; Node's docs advise retrying it).
      const unsent = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && proxied.reusedSocket);
      if (unsent && !outgoing.headersSent) {
        retries[error.code === 'ECONNREFUSED' ? 'refused' : 'resetOnReuse'] += 1;
        return forward(incoming, outgoing, body, tried);
      }
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end(`Réplica injoignable : ${error.code ?? error.message}`);
    });
    proxied.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends: () => backends.map((backend) => ({ url: backend.url.origin, ready: backend.ready })),
    retries: () => ({ ...retries }),
    async close() {
      closing = true;
      await Promise.all(probing);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  } satisfies Balancer;
}
