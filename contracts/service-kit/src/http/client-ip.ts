import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** What cannot be known: no socket (a test's `app.request()`) and no trusted proxy's word. */
export const UNKNOWN_IP = 'unknown';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; server?: NodeBindings } | undefined;

/** `::ffff:203.0.113.9` (an IPv4 peer of an IPv6 socket) is `203.0.113.9`. */
function normalised(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The proxies whose `X-Forwarded-For` is believed (`TRUSTED_PROXIES`: IPs and CIDRs, IPv4 or IPv6);
 * nobody's by default.
 */
export type TrustedProxies = { trusts(address: string): boolean; list: readonly string[] };

export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const blocks = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  return {
    list: entries,
    trusts: (address) => {
      // No proxy trusted (the default): nothing to check (a BlockList check parses the address).
      if (entries.length === 0) return false;
      const family = isIP(address);
      return family !== 0 && blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** The peer of the socket, as @hono/node-server hands it (its `getConnInfo` reads the same). */
function peerOf(c: Context): string | null {
  try {
    const bindings = c.env as NodeBindings;
    const address = (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress;
    return address && isIP(normalised(address)) ? normalised(address) : null;
  } catch {
    return null;
  }
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy; then
 * `X-Forwarded-For` is read from the right (each proxy appends the address it received from), and
 * the first hop that is not a trusted proxy is the client. A forged header from anyone else is
 * ignored, so a client cannot choose the address its attempts are counted (or audited) under.
 */
export function resolveClientIp(c: Context, trusted: TrustedProxies): string {
  const peer = peerOf(c);
  if (!peer) return UNKNOWN_IP;
  if (!trusted.trusts(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normalised(hop.trim()))
    .filter((hop) => hop !== '');
  let client = peer;
  for (const hop of hops.reverse()) {
    if (!isIP(hop)) break;
    client = hop;
    if (!trusted.trusts(hop)) break;
  }
  return client;
}
