import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own params
type Handler = (req: Request, ctx: { params: Promise<any> }) => Response | Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>>;

/** Path patterns as Next writes them ([id] segments) → the route module, loaded on first use. */
export type PatternTable = Record<string, () => Promise<RouteModule>>;

function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const m = /^\[(\w+)\]$/.exec(want[i]);
    if (m) params[m[1]] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Like tests/helpers/route-server.ts, but with dynamic segments passed to the handler as Next does. */
export async function startPatternServer(routes: PatternTable): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = '';
  const server: Server = createServer(async (req, res) => {
    try {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      for (const [pattern, load] of Object.entries(routes)) {
        const params = match(pattern, pathname);
        if (!params) continue;
        const fn = (await load())[req.method as keyof RouteModule];
        if (!fn) break;
        const response = await fn(toRequest(req, origin), { params: Promise.resolve(params) });
        const cookies = response.headers.getSetCookie();
        response.headers.forEach((value, key) => key !== 'set-cookie' && res.setHeader(key, value));
        if (cookies.length) res.setHeader('set-cookie', cookies);
        if (!req.complete) res.setHeader('connection', 'close');
        res.statusCode = response.status;
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      res.statusCode = 404;
      res.end();
    } catch (error) {
      console.error('[pattern-server]', error);
      res.statusCode = 599;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const generationRoutes: PatternTable = {
  '/common-api/v1/generation/jobs': () => import('@/app/common-api/v1/generation/jobs/route'),
  '/common-api/v1/generation/jobs/[id]': () => import('@/app/common-api/v1/generation/jobs/[id]/route'),
  '/common-api/v1/generation/batches': () => import('@/app/common-api/v1/generation/batches/route'),
  '/common-api/v1/generation/batches/[id]': () => import('@/app/common-api/v1/generation/batches/[id]/route'),
  '/common-api/v1/generation/batches/[id]/zip': () => import('@/app/common-api/v1/generation/batches/[id]/zip/route'),
  '/common-api/v1/generation/batches/[id]/pdf': () => import('@/app/common-api/v1/generation/batches/[id]/pdf/route'),
  '/self-api/v1/creations': () => import('@/app/self-api/v1/creations/route'),
  '/self-api/v1/creations/[id]': () => import('@/app/self-api/v1/creations/[id]/route'),
  '/self-api/v1/creations/[id]/download': () => import('@/app/self-api/v1/creations/[id]/download/route'),
  '/self-api/v1/creations/[id]/publish': () => import('@/app/self-api/v1/creations/[id]/publish/route'),
  '/self-api/v1/user': () => import('@/app/self-api/v1/user/route'),
};
