import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { PortalConfig } from '@portal/contracts';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.webmanifest', '.css', '.svg']);
/** Files whose name carries their content hash never change; everything else is asked again each time. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export type StaticServerOptions = {
  /** The folder served (a build's `dist/`). */
  dir: string;
  port: number;
  host?: string;
  /**
   * The runtime config, asked at each request: answered at `/portal.config.json`, and the source of the
   * HTML pages' Content-Security-Policy, so that the policy always matches the config being served.
   */
  portalConfig: () => Promise<PortalConfig>;
};

export type StaticServer = { url: string; close: () => Promise<void>; server: Server };

function send(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** The request's path, decoded; null when its escapes are not UTF-8 (`/%E0`). */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
}

/**
 * Serves a front end's build the way a CDN would (every origin may load it — the shell loads remotes
 * from other origins), gzip when asked, hashed files cached for good, the HTML, the manifest and
 * the remote entry never cached, so that a redeploy of the files is seen at the next load. Every
 * answer carries the security headers; an HTML page also its Content-Security-Policy, made from the
 * config of that moment (a page whose policy cannot be made is not served).
 */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.dir);
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'GET, HEAD', 'access-control-max-age': '600' });
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'Méthode non autorisée');
    void answer(request, response).catch((error: unknown) => {
      console.error(`[serve-static] ${request.url ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) response.destroy();
      else send(response, 500, 'Erreur du serveur');
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = decodedPath(request.url ?? '/');
    if (pathname === null) return send(response, 400, 'Adresse invalide');
    if (pathname === '/portal.config.json') {
      const body = JSON.stringify(await options.portalConfig());
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    const relative = pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return send(response, 404, 'Introuvable');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return send(response, 404, 'Introuvable');
    const extension = path.extname(file);
    if (extension === '.html') {
      response.setHeader('content-security-policy', contentSecurityPolicy(await options.portalConfig()));
    }
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': String(info.size) }),
    });
    if (request.method === 'HEAD') return void response.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections alive: a stopped server must not wait for them.
        server.closeAllConnections();
      }),
  };
}
