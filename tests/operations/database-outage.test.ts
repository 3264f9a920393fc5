import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { stopQueue } from '@/lib/server/generation/queue';
import { backendsToRun, POSTGRES_URL, prepareBackend, type Backend } from '../helpers/backends';
import { apiClient } from '../helpers/http-client';
import { startTcpProxy } from '../helpers/operations/tcp-proxy';
import { startRouteServer, type RouteServer } from '../helpers/route-server';

const routes = {
  '/healthz': () => import('@/app/healthz/route'),
  '/readyz': () => import('@/app/readyz/route'),
  '/common-api/v1/login': () => import('@/app/common-api/v1/login/route'),
};
const backends = await backendsToRun();
const GERMAN_MESSAGE = 'Unsere Datenbank ist gerade nicht erreichbar. Bitte versuche es in ein paar Sekunden erneut.';
const login = { email: 'nobody@example.test', password: 'not-the-password-1' };

async function readyz(url: string) {
  const started = Date.now();
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> }, ms: Date.now() - started };
}

async function until<T>(what: string, probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(backends.includes('postgres'))('PostgreSQL going away and coming back (through a TCP proxy)', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let backend: Backend;
  let server: RouteServer;
  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(POSTGRES_URL).port));
    const url = new URL(POSTGRES_URL);
    url.port = String(proxy.port);
    // The default DATABASE_TIMEOUT_MS (3 s): what an operator gets without tuning anything.
    backend = await prepareBackend('postgres', { DATABASE_URL: url.toString(), RUN_WORKER_IN_WEB: 'false' });
    server = await startRouteServer(routes);
  });
  afterAll(async () => {
    await proxy.start();
    await server?.close();
    await stopQueue();
    await backend?.teardown();
    await proxy.stop();
  });

  it('answers ready, 503 naming what is down while the database is stopped, and ready again when it returns', async () => {
    // The first check opens and migrates the fresh schema, which a loaded machine may not do within the limit.
    await until(
      'readiness at start',
      () => readyz(server.url),
      (r) => r.status === 200,
      60_000,
    );
    expect(await readyz(server.url)).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok', queue: 'ok' } } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.stop();
    const down = await readyz(server.url);
    expect(down).toMatchObject({ status: 503, body: { status: 'unavailable', checks: { database: 'down', queue: 'down' } } });
    expect(down.ms).toBeLessThan(5000);
    // Liveness does not depend on the database: the process is fine, only not ready.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.start();
    await until(
      'readiness after the database returned',
      () => readyz(server.url),
      (r) => r.status === 200,
    );
  });

  it('answers a stalled database with 503, its own code and a translated message within 5 s, and recovers by itself', async () => {
    const api = apiClient(server.url);
    expect((await api('POST', '/common-api/v1/login', login, { ip: '10.9.0.1' })).status).toBe(401);

    proxy.stall();
    const started = Date.now();
    const stalled = await api('POST', '/common-api/v1/login', login, { ip: '10.9.0.2', headers: { 'accept-language': 'de' } });
    const elapsed = Date.now() - started;
    expect(stalled.status).toBe(503);
    expect(stalled.body).toEqual({ code: 400601, message: GERMAN_MESSAGE, data: null });
    expect(stalled.headers.get('retry-after')).toBe('5');
    expect(elapsed).toBeLessThan(5000);
    const ready = await readyz(server.url);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(5000);

    await proxy.start();
    const back = await until(
      'sign-in after the stall',
      () => api('POST', '/common-api/v1/login', login, { ip: '10.9.0.3' }),
      (r) => r.status !== 503,
    );
    expect(back.body.code).toBe(400016);
    await until(
      'readiness after the stall',
      () => readyz(server.url),
      (r) => r.status === 200,
    );
  });
});

describe('the embedded database busy past its time limit', () => {
  let backend: Backend;
  let server: RouteServer;
  beforeAll(async () => {
    backend = await prepareBackend('pglite', { DATABASE_TIMEOUT_MS: '1500', RUN_WORKER_IN_WEB: 'false' });
    server = await startRouteServer(routes);
  });
  afterAll(async () => {
    await server?.close();
    await stopQueue();
    await backend?.teardown();
  });

  it('answers 503 with code 400601 after the bounded wait instead of queueing forever, then serves again', async () => {
    const api = apiClient(server.url);
    expect((await api('POST', '/common-api/v1/login', login, { ip: '10.9.1.1' })).status).toBe(401);
    // PGlite runs one transaction at a time: one that holds it for 4 s makes every other statement wait.
    const db = await getDb();
    const holder = db.transaction(async () => new Promise((r) => setTimeout(r, 4000))).catch(() => {});
    const started = Date.now();
    const blocked = await api('POST', '/common-api/v1/login', login, { ip: '10.9.1.2' });
    expect(blocked.status).toBe(503);
    expect(blocked.body.code).toBe(400601);
    expect(Date.now() - started).toBeLessThan(3000);
    await holder;
    await until(
      'sign-in after the long transaction',
      () => api('POST', '/common-api/v1/login', login, { ip: '10.9.1.3' }),
      (r) => r.status !== 503,
    );
  });
});
