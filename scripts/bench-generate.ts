// `npm run bench:generate [jobs] [--studio]` (--studio: only the studio text and name pages): per tool, median seconds per job and jobs per minute for one
// worker (WORKER_CONCURRENCY=1), then the p99 latency of a cached answer served by the same
// process while that worker is busy. Runs on a fresh embedded database (or DATABASE_URL if set).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

type Cannon = { latency: { p50: number; p99: number }; requests: { average: number } };
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (o: { url: string; connections: number; duration: number }) => Promise<Cannon>;

const JOBS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const dataDir = await mkdtemp(path.join(tmpdir(), 'colorwell-bench-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  RUN_WORKER_IN_WEB: 'true',
  WORKER_CONCURRENCY: '1',
  GENERATION_POLL_SECONDS: '0.5',
  DATABASE_SCHEMA: process.env.DATABASE_URL ? `bench_${Date.now()}` : undefined,
});

const { eq, inArray } = await import('drizzle-orm');
const { getDb, closeDb, executeSql } = await import('@/lib/server/db/client');
const { users } = await import('@/lib/server/db/schema');
const { acceptJobs } = await import('@/lib/server/generation/jobs');
const { grantCredits } = await import('@/lib/server/generation/quotas');
const { generationBatches, generationJobs } = await import('@/lib/server/generation/schema');
const { stopInProcessWorker, ensureInProcessWorker } = await import('@/lib/server/generation/runtime');
const { bossSchema, stopQueue } = await import('@/lib/server/generation/queue');
const { GET: openApi } = await import('@/app/common-api/openapi.json/route');

/** A 2-megapixel photo-like picture: gradient sky, ground, sun, a house and trees. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5aa9e6"/><stop offset="1" stop-color="#d8f0ff"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#s)"/><rect y="800" width="1600" height="400" fill="#6ab04c"/>
    <circle cx="1300" cy="220" r="120" fill="#f9ca24"/><rect x="500" y="520" width="460" height="360" fill="#e17055"/>
    <polygon points="460,540 730,330 1000,540" fill="#6d214f"/><rect x="680" y="700" width="110" height="180" fill="#2d3436"/>
    <circle cx="250" cy="640" r="150" fill="#218c74"/><rect x="230" y="760" width="40" height="160" fill="#6b3e26"/>
    <circle cx="1250" cy="680" r="110" fill="#33d9b2"/><rect x="1235" y="770" width="30" height="120" fill="#6b3e26"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function waitFor(ids: string[]) {
  const db = await getDb();
  for (;;) {
    const rows = await db.select().from(generationJobs).where(inArray(generationJobs.id, ids));
    if (rows.every((r) => r.status === 'done' || r.status === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const db = await getDb();
const userId = randomUUID();
await db.insert(users).values({ id: userId, email: `bench-${userId}@example.test`, emailVerifiedAt: new Date() });
await grantCredits(userId, 1000, 'benchmark');
const owner = { kind: 'user' as const, userId };
const source = new Uint8Array(
  await sharp(await photo())
    .png()
    .toBuffer(),
);
ensureInProcessWorker();

async function runTool(name: string, make: () => Parameters<typeof acceptJobs>[0][number]) {
  const rows = await acceptJobs(Array.from({ length: JOBS }, make), { owner, ip: '127.0.0.1', locale: 'en' });
  const done = await waitFor(rows.map((r) => r.id));
  const failed = done.filter((r) => r.status === 'failed').length;
  const seconds = done.map((r) => (r.finishedAt!.getTime() - r.startedAt!.getTime()) / 1000);
  const span = (Math.max(...done.map((r) => r.finishedAt!.getTime())) - Math.min(...done.map((r) => r.startedAt!.getTime()))) / 1000;
  return { tool: name, jobs: JOBS, failed, median: median(seconds), perMinute: (JOBS / span) * 60 };
}

// The machine is shared: the load average before and after goes with the figures.
const loadBefore = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
const loadLine = () =>
  `load average (1, 5, 15 min): ${loadBefore} before, ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} after`;
const results = [];
// Warm the engine thread so its start-up is not counted against the first tool.
await runTool('warm-up', () => ({ type: 'photo', tool: 'line-drawing', options: { style: 'line-drawing' }, uploads: { source } }));
// Studio pages (text, AI generator, names) as full jobs through the service: compose, 300 dpi raster, report, PNG/SVG/PDF.
let seed = 0;
const studioText = { prompt: 'cat playing with a ball in the garden', style: 'kids', paper: 'letter', orientation: 'portrait', locale: 'en' };
results.push(await runTool('studio: text page (kids)', () => ({ type: 'text', tool: 'text', options: { ...studioText, seed: ++seed }, uploads: {} })));
results.push(
  await runTool('studio: text page (adults)', () => ({ type: 'text', tool: 'text', options: { ...studioText, style: 'adults', seed: ++seed }, uploads: {} })),
);
results.push(
  await runTool('studio: name page (Latin)', () => ({
    type: 'name',
    tool: 'name',
    options: { name: 'Emma', theme: 'animals', paper: 'letter', orientation: 'portrait', locale: 'en', seed: ++seed },
    uploads: {},
  })),
);
results.push(
  await runTool('studio: name page (Japanese)', () => ({
    type: 'name',
    tool: 'name',
    options: { name: 'さくら', theme: 'flowers', paper: 'a4', orientation: 'portrait', locale: 'ja', seed: ++seed },
    uploads: {},
  })),
);
if (process.argv.includes('--studio')) {
  console.log('\n| tool | jobs | failed | median s/job | jobs/min |\n|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.tool} | ${r.jobs} | ${r.failed} | ${r.median.toFixed(2)} | ${r.perMinute.toFixed(1)} |`);
  console.log(`\n${loadLine()}`);
  await stopInProcessWorker();
  await stopQueue();
  await closeDb();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
for (const style of ['coloring-page', 'line-art', 'line-drawing']) {
  results.push(await runTool(`photo: ${style}`, () => ({ type: 'photo', tool: style, options: { style, paper: 'letter' }, uploads: { source } })));
}
const drawing = await waitFor(
  (
    await acceptJobs([{ type: 'photo', tool: 'coloring-page', options: { style: 'coloring-page' }, uploads: { source } }], {
      owner,
      ip: '127.0.0.1',
      locale: 'en',
    })
  ).map((r) => r.id),
);
const { creations } = await import('@/lib/server/generation/schema');
const [page] = await db.select().from(creations).where(eq(creations.jobId, drawing[0].id));
results.push(
  await runTool('colorize (vivid)', () => ({
    type: 'colorize',
    tool: 'colorize',
    options: { palette: 'vivid', paper: 'letter' },
    uploads: {},
    keys: { drawing: page.files.png },
  })),
);

// A batch: the pages, then the ZIP and the book.
const batchId = randomUUID();
const started = Date.now();
const batchRows = await acceptJobs(
  Array.from({ length: JOBS }, () => ({
    type: 'batch-page' as const,
    tool: 'coloring-page',
    options: { style: 'coloring-page', paper: 'letter' },
    uploads: { source },
  })),
  { owner, ip: '127.0.0.1', locale: 'en', batch: { id: batchId, title: 'Benchmark book' } },
);

// Page latency while the worker is busy with the batch: a cached answer (the OpenAPI document) of this process.
// Rendered once and then served from memory, like a cached page or static asset: what is measured is
// how long a request waits for this process's event loop, not the cost of building the document.
const cached = openApi();
const cachedBody = Buffer.from(await cached.arrayBuffer());
const cachedHeaders = Object.fromEntries(cached.headers);
const server = createServer((_req, res) => {
  res.writeHead(200, cachedHeaders);
  res.end(cachedBody);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const busy = await autocannon({ url, connections: 10, duration: 10 });
await waitFor(batchRows.map((r) => r.id));
for (;;) {
  const [batch] = await db.select().from(generationBatches).where(eq(generationBatches.id, batchId));
  if (batch.assembledAt) break;
  await new Promise((r) => setTimeout(r, 200));
}
const batchSeconds = (Date.now() - started) / 1000;
const idle = await autocannon({ url, connections: 10, duration: 5 });
server.close();

console.log(
  `\nGeneration benchmark — ${JOBS} jobs per tool, one worker (1 engine thread), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, 1600×1200 photo\n`,
);
console.log('| tool | jobs | failed | median s/job | jobs/min |');
console.log('|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.tool} | ${r.jobs} | ${r.failed} | ${r.median.toFixed(2)} | ${r.perMinute.toFixed(1)} |`);
console.log(
  `| batch of ${JOBS} (pages + ZIP + PDF book) | 1 | 0 | ${batchSeconds.toFixed(2)} (whole batch) | ${((JOBS / batchSeconds) * 60).toFixed(1)} pages/min |`,
);
console.log('\n| cached answer (OpenAPI document), 10 connections | p50 ms | p99 ms | req/s |');
console.log('|---|---|---|---|');
console.log(`| while the worker is busy | ${busy.latency.p50} | ${busy.latency.p99} | ${Math.round(busy.requests.average)} |`);
console.log(`| idle | ${idle.latency.p50} | ${idle.latency.p99} | ${Math.round(idle.requests.average)} |`);
console.log(`\n${loadLine()}`);

await stopInProcessWorker();
await stopQueue();
if (process.env.DATABASE_URL)
  await executeSql(`DROP SCHEMA IF EXISTS "${process.env.DATABASE_SCHEMA}" CASCADE; DROP SCHEMA IF EXISTS "${bossSchema()}" CASCADE`);
await closeDb();
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
