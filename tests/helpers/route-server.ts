import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { serverEnv } from '@/lib/env';
import { markClientAddressStamped, stampClientAddress, trustedProxyList } from '@/lib/server/edge/client-address.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own params
type Handler = (req: Request, ctx: { params: Promise<any> }) => Response | Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>>;
/** Paths as Next writes them (`[id]` segments are dynamic) → the route module, loaded on first use. */
export type RouteTable = Record<string, () => Promise<RouteModule>>;

function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const dynamic = /^\[(\w+)\]$/.exec(want[i]);
    if (dynamic) params[dynamic[1]] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

function find(routes: RouteTable, pathname: string) {
  if (routes[pathname]) return { load: routes[pathname], params: {} };
  for (const [pattern, load] of Object.entries(routes)) {
    const params = match(pattern, pathname);
    if (params) return { load, params };
  }
  return undefined;
}

export type RouteServer = { url: string; close: () => Promise<void> };

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  // As scripts/server.mjs does in production: the client's address from the socket and TRUSTED_PROXIES.
  stampClientAddress(req.headers, req.socket.remoteAddress, trustedProxyList(serverEnv().TRUSTED_PROXIES));
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  // A body left unread (refused as too large) spoils the connection for the next request.
  if (!req.complete) res.setHeader('connection', 'close');
  res.statusCode = response.status;
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves the app's real route handlers (Web Request → Response functions) on a random local port,
 * so integration tests speak HTTP without starting `next start`.
 */
export async function startRouteServer(
  routes: RouteTable,
  options: { wrap?: (listener: RequestListener) => RequestListener; port?: number } = {},
): Promise<RouteServer & { server: Server }> {
  markClientAddressStamped();
  let origin = '';
  const wrap = options.wrap ?? ((listener: RequestListener) => listener);
  const server: Server = createServer(
    wrap(async (req, res) => {
      try {
        const pathname = new URL(req.url ?? '/', 'http://x').pathname;
        const route = find(routes, pathname);
        const mod = route ? await route.load() : undefined;
        const fn = mod?.[req.method as keyof RouteModule];
        if (!fn) {
          res.statusCode = mod ? 405 : 404;
          res.end();
          return;
        }
        await send(req, res, await fn(await toRequest(req, origin), { params: Promise.resolve(route!.params) }));
      } catch (error) {
        console.error('[route-server]', error);
        res.statusCode = 599;
        res.end();
      }
    }),
  );
  // The client closes idle connections first: a server that drops a kept-alive socket while a slow test
  // sends its next request on it makes fetch fail with ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every account API route (sign-up, sign-in, profile, feedback …), by path. */
export const accountRoutes: RouteTable = {
  '/common-api/v1/login': () => import('@/app/common-api/v1/login/route'),
  '/common-api/v1/logout': () => import('@/app/common-api/v1/logout/route'),
  '/common-api/v1/signup': () => import('@/app/common-api/v1/signup/route'),
  '/common-api/v1/complete-signup': () => import('@/app/common-api/v1/complete-signup/route'),
  '/common-api/v1/resend-activate-email': () => import('@/app/common-api/v1/resend-activate-email/route'),
  '/common-api/v1/forgot-password': () => import('@/app/common-api/v1/forgot-password/route'),
  '/common-api/v1/reset-password': () => import('@/app/common-api/v1/reset-password/route'),
  '/common-api/v1/auth-google/auth-url': () => import('@/app/common-api/v1/auth-google/auth-url/route'),
  '/common-api/v1/auth-google/login': () => import('@/app/common-api/v1/auth-google/login/route'),
  '/common-api/v1/auth-apple/auth-url': () => import('@/app/common-api/v1/auth-apple/auth-url/route'),
  '/common-api/v1/auth-apple/login': () => import('@/app/common-api/v1/auth-apple/login/route'),
  '/common-api/v1/feedback': () => import('@/app/common-api/v1/feedback/route'),
  '/common-api/openapi.json': () => import('@/app/common-api/openapi.json/route'),
  '/self-api/v1/user': () => import('@/app/self-api/v1/user/route'),
  '/self-api/v1/user/password': () => import('@/app/self-api/v1/user/password/route'),
  '/self-api/v1/user/sign-in-methods': () => import('@/app/self-api/v1/user/sign-in-methods/route'),
  '/self-api/v1/signup/check-cf-required': () => import('@/app/self-api/v1/signup/check-cf-required/route'),
};
