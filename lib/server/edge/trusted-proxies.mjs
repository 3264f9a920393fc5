// TRUSTED_PROXIES parsing without Node imports: lib/env.ts (also loaded in browser bundles for its
// client part) validates the variable with it, and client-address.mjs builds its lookup from it.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 or 6 for an IP address, else 0. */
export function ipFamily(address) {
  if (IPV4.test(address)) return 4;
  if (!address.includes(':') || /[^0-9a-f:.]/i.test(address)) return 0;
  try {
    new URL(`http://[${address}]/`);
    return 6;
  } catch {
    return 0;
  }
}

/** The comma-separated TRUSTED_PROXIES value as a list. */
export function splitTrustedProxies(value) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** One entry (`10.0.0.1`, `10.0.0.0/8`, `fd00::/8`) as { address, prefix, family }; throws when malformed. */
export function parseTrustedProxy(entry) {
  const [rawAddress, rawPrefix, extra] = entry.split('/');
  const written = rawAddress.trim().toLowerCase();
  // An IPv4-mapped IPv6 address is the IPv4 address (Node reports peers either way).
  const address = written.startsWith('::ffff:') && IPV4.test(written.slice(7)) ? written.slice(7) : written;
  const family = ipFamily(address);
  const prefix = rawPrefix === undefined ? null : Number(rawPrefix);
  const maxPrefix = family === 4 ? 32 : 128;
  if (family === 0 || extra !== undefined || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))) {
    throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  }
  return { address, prefix, family };
}
