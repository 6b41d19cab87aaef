import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = {
  rawBody: string;
  signature: string;
  eventId: string;
  type: string;
  /** The id of the event's `data.object`. */
  objectId: string;
};

/**
 * A local endpoint standing in for the billing service's webhook route: keeps each request's raw body
 * and `Stripe-Signature`, and answers the statuses of `failWith` first (one per request), then 200.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const failWith: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(rawBody) as { id: string; type: string; data: { object: { id?: string } } };
      received.push({
        rawBody,
        signature: String(request.headers['stripe-signature']),
        eventId: event.id,
        type: event.type,
        objectId: event.data.object.id ?? '',
      });
      response.statusCode = failWith.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    failWith,
    /** The events of one object, in the order they arrived. */
    typesFor(objectId: string): string[] {
      return received.filter((hook) => hook.objectId === objectId).map((hook) => hook.type);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
