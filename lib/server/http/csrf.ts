import 'server-only';
import { serverEnv } from '@/lib/env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host and port, default ports left out) of an absolute URL, or null. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Our own origins: APP_URL's, and the one the request was addressed to, built from the Host (or a
 * trusted proxy's X-Forwarded-Host) with the scheme the request came in on (or a trusted proxy's
 * X-Forwarded-Proto; scripts/server.mjs drops both headers from anyone else). When the request names
 * APP_URL's host and port, APP_URL alone decides, so a site published as https does not also accept an
 * http:// page of the same name (which anyone on the network path could forge).
 */
function ourOrigins(req: Request): string[] {
  const app = originOf(serverEnv().APP_URL);
  const addressed = new URL(req.url);
  const proto = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() || addressed.protocol.replace(/:$/, '');
  const host = req.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || req.headers.get('host') || addressed.host;
  const requested = proto === 'http' || proto === 'https' ? originOf(`${proto}://${host}`) : null;
  const appHost = app ? new URL(app).host : null;
  const origins = [app];
  if (requested && new URL(requested).host !== appHost) origins.push(requested);
  return origins.filter((o): o is string => o !== null);
}

/**
 * True when a state-changing request comes from another site. Browsers send Sec-Fetch-Site and
 * Origin on such requests; a request carrying neither (curl, a server) is not a browser forgery.
 * Origins are compared whole (scheme, host and port).
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  if (req.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const claimed = originOf(origin);
  if (!claimed) return true;
  return !ourOrigins(req).includes(claimed);
}
