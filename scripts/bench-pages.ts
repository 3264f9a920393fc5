// `npm run bench:pages`: how fast the production build serves public pages, idle and while a 5-photo
// batch converts, against a bare Node server (its own process) answering the same gzipped bytes in
// the same run.
// Loopback only; every load is bounded (BENCH_SECONDS per target, BENCH_CONNECTIONS connections).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { gzipSync } from 'node:zlib';
import { ROOT, startSite } from './bench/site-server';

const PORT = Number(process.env.BENCH_PORT || 3417);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PHOTOS = path.join(ROOT, 'tests/fixtures/photos');
const PASSWORD = 'Bench-Crayon-Garden-42';
// Browsers and CDNs ask for compressed pages; the reference answers the same compressed bytes.
const HEADERS = { 'accept-encoding': 'gzip' };

// Each visitor's browser asks in the page's language, as a real one would.
const TARGETS = [
  { name: 'item en', path: '/pets/cat-playing-with-a-ball', language: 'en' },
  { name: 'item ja', path: '/ja/pets/cat-playing-with-a-ball', language: 'ja' },
  { name: 'listing en', path: '/pets', language: 'en' },
  { name: 'listing ja', path: '/ja/pets', language: 'ja' },
];
const headersOf = (language: string) => ({ ...HEADERS, 'accept-language': language });

type Row = { target: string; phase: string; rps: number; p50: number; p99: number; errors: number; note: string };
const rows: Row[] = [];

// The reference server's program: one fixed body, whatever the request.
const REFERENCE_SERVER = `
const { createServer } = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-encoding': 'gzip', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * A plain node:http server answering one fixed gzipped body: the ceiling of this machine. It runs in
 * a process of its own, as the site does, so that it does not share a thread with autocannon.
 */
async function startReference(body: Buffer, contentType: string): Promise<{ url: string; close: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'colorwell-reference-'));
  const bodyFile = path.join(dir, 'body.gz');
  writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['-e', REFERENCE_SERVER], {
    env: { ...process.env, BODY_FILE: bodyFile, CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`reference server exited with ${code}`)));
  });
  const close = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}/`, close };
}

async function load(url: string, language = 'en'): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: headersOf(language) });
}

function record(target: string, phase: string, result: autocannon.Result, note = '') {
  const errors = result.errors + result.timeouts + result.non2xx;
  rows.push({ target, phase, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, note });
  console.error(
    `  ${target.padEnd(12)} ${phase.padEnd(5)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms  errors ${errors} ${note}`,
  );
}

/** Signs up a fresh account through the API (verification mail from DATA_DIR/outbox) and returns its cookie. */
async function signedInCookie(dataDir: string, n: number): Promise<string> {
  const email = `bench-${Date.now()}-${n}@example.com`;
  const post = (url: string, body: unknown, cookie = '') =>
    fetch(`${ORIGIN}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-platform': 'web', origin: ORIGIN, cookie },
      body: JSON.stringify(body),
    });
  const signup = await (await post('/common-api/v1/signup', { email, password: PASSWORD })).json();
  if (signup.code !== 200) throw new Error(`signup: ${JSON.stringify(signup)}`);
  const outbox = path.join(dataDir, 'outbox');
  let token: string | undefined;
  for (let i = 0; i < 120 && !token; i++) {
    await new Promise((r) => setTimeout(r, 250));
    // Account mail is sent by a queue after the answer: the folder appears with the first mail.
    for (const file of existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : []) {
      const raw = readFileSync(path.join(outbox, file.name), 'utf8');
      if (!raw.includes(email)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      token = text.match(/verification-success\?token=([A-Za-z0-9_-]+)/)?.[1];
    }
  }
  if (!token) throw new Error('no verification mail');
  const done = await post('/common-api/v1/complete-signup', { token });
  const cookie = done.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if ((await done.json()).code !== 200 || !cookie) throw new Error('complete-signup failed');
  return cookie;
}

/** The five fixture photos enlarged to 12 MP, as a phone takes them. */
async function batchPhotos(): Promise<{ name: string; bytes: Buffer }[]> {
  const names = readdirSync(PHOTOS)
    .filter((f) => f.endsWith('.jpg'))
    .slice(0, 5);
  return Promise.all(
    names.map(async (name) => ({
      name,
      bytes: await sharp(path.join(PHOTOS, name)).resize(4000, 3000, { fit: 'fill' }).jpeg({ quality: 88 }).toBuffer(),
    })),
  );
}

async function startBatch(cookie: string, photos: { name: string; bytes: Buffer }[]): Promise<string> {
  const form = new FormData();
  form.set('title', 'Bench book');
  photos.forEach((p, i) => form.set(`photo${i}`, new Blob([new Uint8Array(p.bytes)], { type: 'image/jpeg' }), p.name));
  const answer = await fetch(`${ORIGIN}/common-api/v1/generation/batches`, {
    method: 'POST',
    headers: { 'x-platform': 'web', origin: ORIGIN, cookie },
    body: form,
  });
  const json = await answer.json();
  if (json.code !== 200) throw new Error(`batch: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data.id as string;
}

async function batchProgress(cookie: string, id: string): Promise<string> {
  const json = await (await fetch(`${ORIGIN}/common-api/v1/generation/batches/${id}`, { headers: { 'x-platform': 'web', cookie } })).json();
  const { counts, total } = json.data as { counts: Record<'done' | 'failed', number>; total: number };
  return `${counts.done + counts.failed}/${total} photos done`;
}

async function main() {
  const site = await startSite(PORT);
  const dataDir = site.dataDir;
  let reference: { url: string; close: () => void } | undefined;
  try {
    // Warm every target (first render, caches) before measuring.
    for (const t of TARGETS) for (let i = 0; i < 5; i++) await (await fetch(ORIGIN + t.path, { headers: headersOf(t.language) })).arrayBuffer();

    const probe = await fetch(ORIGIN + TARGETS[0].path, { headers: { 'accept-language': 'en' } });
    const html = Buffer.from(await probe.arrayBuffer());
    const gz = gzipSync(html);
    const cacheControl = probe.headers.get('cache-control');
    console.error(`item page: ${(html.length / 1024).toFixed(0)} KB HTML, ${(gz.length / 1024).toFixed(0)} KB gzipped; Cache-Control: ${cacheControl}`);
    reference = await startReference(gz, probe.headers.get('content-type') ?? 'text/html');

    console.error(`idle (${CONNECTIONS} connections, ${SECONDS} s each):`);
    record('bare node', 'idle', await load(reference.url));
    for (const t of TARGETS) record(t.name, 'idle', await load(ORIGIN + t.path, t.language));

    console.error('busy (a 5-photo batch of 12 MP photos converting, a fresh account per target):');
    const photos = await batchPhotos();
    let n = 0;
    for (const t of [{ name: 'bare node', path: '', language: 'en' }, ...TARGETS]) {
      const cookie = await signedInCookie(dataDir, n++);
      const batch = await startBatch(cookie, photos);
      const url = t.path ? ORIGIN + t.path : reference.url;
      const result = await load(url, t.language);
      record(t.name, 'busy', result, `(${await batchProgress(cookie, batch)} when the run ended)`);
    }

    const ref = (phase: string) => rows.find((r) => r.target === 'bare node' && r.phase === phase)!.rps;
    console.log(
      `\nbench:pages — ${CONNECTIONS} connections, ${SECONDS} s per target, PAGE_CACHE=${process.env.PAGE_CACHE ?? 'on'}, Cache-Control of the item page: ${cacheControl}\n`,
    );
    console.log('| target | phase | req/s | × bare node | p50 ms | p99 ms | errors | note |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) {
      console.log(`| ${r.target} | ${r.phase} | ${r.rps.toFixed(0)} | ${(r.rps / ref(r.phase)).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.note} |`);
    }
  } finally {
    reference?.close();
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
