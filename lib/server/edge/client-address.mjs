// The client's address as the TCP peer sees it, believing X-Forwarded-For only from trusted proxies.
// Plain JavaScript for Node (no TypeScript, no 'server-only', no framework import): the HTTP server in
// scripts/server.mjs runs it before Next loads; types are in client-address.d.mts.
import { BlockList, isIP } from 'node:net';
import { parseTrustedProxy } from './trusted-proxies.mjs';

export { splitTrustedProxies } from './trusted-proxies.mjs';

/** Set by the HTTP server from the socket on every request; any incoming copy is dropped first. */
export const CLIENT_ADDRESS_HEADER = 'x-colorwell-client-address';

/** Forwarding headers a client could forge; dropped unless the peer is a trusted proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** `::ffff:1.2.3.4` → `1.2.3.4`, `[::1]:443` → `::1`, `1.2.3.4:80` → `1.2.3.4`; lower case. */
/** @param {string} raw */
export function normalizeAddress(raw) {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return address;
}

/** TRUSTED_PROXIES entries: single addresses or CIDR ranges (`10.0.0.0/8`, `fd00::/8`). @param {readonly string[]} entries */
export function trustedProxyList(entries) {
  const list = new BlockList();
  for (const entry of entries) {
    const { address, prefix, family } = parseTrustedProxy(entry);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

/** @param {string} address @param {BlockList} trusted */
function isTrusted(address, trusted) {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The peer, unless it is a trusted proxy: then X-Forwarded-For is read right to left and the first
 * entry that is not a trusted proxy is the client (entries left of it were written by the client).
 */
export function resolveClientAddress(peer, forwardedFor, trusted) {
  const peerAddress = normalizeAddress(peer ?? '');
  if (!isIP(peerAddress)) return 'unknown';
  if (!isTrusted(peerAddress, trusted)) return peerAddress;
  const chain = [forwardedFor ?? []].flat().join(',').split(',').map(normalizeAddress).filter(Boolean);
  let client = peerAddress;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    if (!isIP(chain[i])) break;
    client = chain[i];
    if (!isTrusted(client, trusted)) break;
  }
  return client;
}

/**
 * Rewrites a request's headers in place: the client address header from the socket, and the
 * forwarding headers kept only when a trusted proxy sent them (Next fills them from the socket).
 */
export function stampClientAddress(headers, peer, trusted) {
  delete headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress(peer, headers['x-forwarded-for'], trusted);
  if (!isTrusted(normalizeAddress(peer ?? ''), trusted)) for (const name of FORWARDING_HEADERS) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}

const EDGE_MARK = Symbol.for('colorwell.clientAddressStamped');

/** Called once by the HTTP server that stamps every request; without it the header is not believed. */
export function markClientAddressStamped() {
  globalThis[EDGE_MARK] = true;
}

export function clientAddressStamped() {
  return globalThis[EDGE_MARK] === true;
}
