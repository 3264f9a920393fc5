import 'server-only';
import { serverEnv } from '@/lib/env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when a state-changing request comes from another site (issue 3 point 5). Browsers send
 * Sec-Fetch-Site and Origin on such requests; a request carrying neither (curl, a server) is not a
 * browser forgery. Our own origins are APP_URL's and the one the request was addressed to.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  if (req.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const originHost = hostOf(origin);
  if (!originHost) return true;
  const ours = [hostOf(serverEnv().APP_URL), req.headers.get('x-forwarded-host'), req.headers.get('host'), hostOf(req.url)];
  return !ours.some((h) => h && h.toLowerCase() === originHost);
}
