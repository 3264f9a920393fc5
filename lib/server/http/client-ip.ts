import 'server-only';
import { CLIENT_ADDRESS_HEADER, clientAddressStamped } from '@/lib/server/edge/client-address.mjs';
import { logger } from '@/lib/server/log';

let warned = false;

/**
 * The client's address for the abuse limits and the visitor's free try. Route handlers see no
 * socket, so the HTTP server (`npm start`) writes it into one header from the TCP peer and
 * TRUSTED_PROXIES after dropping any copy the client sent. Served any other way (bare `next start`,
 * `next dev`) the header could be forged, so every client shares one address instead.
 */
export function clientIp(req: Request): string {
  if (!clientAddressStamped()) {
    if (!warned) logger().warn('not served by scripts/server.mjs: client addresses unknown, per-address limits are shared');
    warned = true;
    return 'unknown';
  }
  return req.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
