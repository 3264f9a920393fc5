import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguePages, POPULAR_HANDLES } from '@/lib/catalogue/pages';
import { flushPageviews, viewsSince } from '@/lib/server/analytics/pageviews';
import { popularCataloguePages } from '@/lib/server/catalogue/popular';
import { backendsToRun, prepareBackend, type Backend } from '../helpers/backends';
import { apiClient } from '../helpers/http-client';
import { startRouteServer, type RouteServer } from '../helpers/route-server';
import { uniqueIp } from '../helpers/harness';

const backends = await backendsToRun();
const ROUTE = '/common-api/v1/pageviews';
// Two pages the editors did not pick, so views alone can lift them into "popular".
const [first, second] = cataloguePages.filter((page) => !(POPULAR_HANDLES as readonly string[]).includes(page.handle));
const pathOf = (prefix: string, page: (typeof cataloguePages)[number]) => `${prefix}/${page.theme}/${page.handle}`;

type Event = { headers: IncomingHttpHeaders; body: Record<string, unknown> };

/** A local server speaking Plausible's events API (POST /api/event → 202). */
async function startPlausible(): Promise<{ url: string; events: Event[]; close: () => Promise<void> }> {
  const events: Event[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/event') events.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(202).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, events, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(backends)('page views on %s', (kind) => {
  let backend: Backend;
  let server: RouteServer;
  let plausible: Awaited<ReturnType<typeof startPlausible>>;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    plausible = await startPlausible();
    backend = await prepareBackend(kind, { PLAUSIBLE_DOMAIN: 'colorwell.test', PLAUSIBLE_URL: plausible.url });
    server = await startRouteServer({ [ROUTE]: () => import('@/app/common-api/v1/pageviews/route') });
    api = apiClient(server.url);
  });

  afterAll(async () => {
    await server.close();
    await backend.teardown();
    await plausible.close();
    delete process.env.PLAUSIBLE_DOMAIN;
    delete process.env.PLAUSIBLE_URL;
  });

  it('counts each view once, in one batched write, without a cookie or anything about the visitor', async () => {
    const ip = uniqueIp();
    const views = [pathOf('/ja', first), pathOf('/ja', first), pathOf('', first), pathOf('/de', second)];
    for (const path of views) {
      const answer = await api<{ counted: boolean }>('POST', ROUTE, { path, referrer: '' }, { ip, headers: { 'user-agent': 'Test Browser 1.0' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ counted: true });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // Nothing is written until the batch is flushed.
    expect((await viewsSince(1)).get(pathOf('/ja', first))).toBeUndefined();
    await flushPageviews();
    const counts = await viewsSince(1);
    expect(counts.get(pathOf('/ja', first))).toBe(2);
    expect(counts.get(pathOf('', first))).toBe(1);
    expect(counts.get(pathOf('/de', second))).toBe(1);

    // The most viewed page (all languages together) leads "popular"; the editors' order breaks ties.
    const popular = await popularCataloguePages(3);
    expect(popular.map((p) => p.handle)).toEqual([first.handle, second.handle, POPULAR_HANDLES[0]]);

    await expect.poll(() => plausible.events.length).toBe(views.length);
    const [event] = plausible.events;
    expect(event.body).toEqual({ name: 'pageview', url: `http://localhost:3000${pathOf('/ja', first)}`, domain: 'colorwell.test', referrer: null });
    expect(event.headers['user-agent']).toBe('Test Browser 1.0');
    expect(event.headers['x-forwarded-for']).toBe(ip);
  });

  it('refuses a path with a query or a foreign URL, and caps one address per batch', async () => {
    const ip = uniqueIp();
    for (const path of ['/animals?token=secret', 'https://example.com/', '', `/${'a'.repeat(400)}`]) {
      expect((await api('POST', ROUTE, { path }, { ip })).status, path).toBe(422);
    }
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await api<{ counted: boolean }>('POST', ROUTE, { path: '/pricing' }, { ip })).body.data?.counted);
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect(answers.at(-1)).toBe(false);
    await flushPageviews();
    expect((await viewsSince(1)).get('/pricing')).toBe(30);
  });
});
