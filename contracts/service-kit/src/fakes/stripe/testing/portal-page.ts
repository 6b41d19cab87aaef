import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page standing in for the portal's payment screen, served from 127.0.0.1 like the portal in e2e
 * (Chromium keeps a public origin's page from loading the fake's script on a local address).
 */
export async function startPortalPage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/paiement`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
