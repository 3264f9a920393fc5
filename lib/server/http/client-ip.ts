import 'server-only';
import { serverEnv } from '@/lib/env';

function normalize(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address for the abuse limits. Next hands route handlers no socket; it records the
 * peer as the right-most X-Forwarded-For entry (a proxy in front appends its peer there too).
 * Entries to the left are believed only while the entry to their right is one of TRUSTED_PROXIES.
 */
export function clientIp(req: Request): string {
  const trusted = new Set(serverEnv().TRUSTED_PROXIES.map(normalize));
  const chain = (req.headers.get('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean);
  if (chain.length === 0) return 'unknown';
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    if (!trusted.has(chain[i])) return chain[i];
  }
  return chain[0];
}
