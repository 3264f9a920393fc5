// `npm run bench:load`: a mixed workload against `npm start` on 127.0.0.1 for BENCH_SECONDS (60):
// page views, sign-ins, photo jobs (submit, poll, download) with the in-process worker busy.
// Prints requests per second, p50/p99 per kind, errors, and the web process's event-loop delay.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeMail } from '../tests/helpers/mailbox';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const port = Number(process.env.BENCH_PORT ?? 3499);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'colorwell-bench-'));
const loopFile = path.join(dataDir, 'loop-delay.json');
const PASSWORD = 'Bench-Garden-42';
const USERS = 12;
const photo = readFileSync(path.join(root, 'public/examples/cat-photo.webp'));

type Kind = 'page' | 'sign-in' | 'submit' | 'poll' | 'download';
const samples: Record<Kind, number[]> = { page: [], 'sign-in': [], submit: [], poll: [], download: [] };
const errors: Record<Kind, number> = { page: 0, 'sign-in': 0, submit: 0, poll: 0, download: 0 };
const errorNotes: string[] = [];
let ipCounter = 0;
const nextIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

async function timed(kind: Kind | null, url: string, init: RequestInit & { expect?: number } = {}): Promise<Response | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, headers: { 'x-platform': 'web', 'x-forwarded-for': nextIp(), ...(init.headers as Record<string, string>) } });
    const body = await res.arrayBuffer();
    const ok = res.status === (init.expect ?? 200);
    if (kind) {
      samples[kind].push(performance.now() - started);
      if (!ok) {
        errors[kind] += 1;
        if (errorNotes.length < 10) errorNotes.push(`${kind} ${url} → ${res.status} ${Buffer.from(body).toString().slice(0, 120)}`);
      }
    }
    return new Response(body, { status: res.status, headers: res.headers });
  } catch (error) {
    if (kind) {
      errors[kind] += 1;
      if (errorNotes.length < 10) errorNotes.push(`${kind} ${url} → ${(error as Error).message}`);
    }
    return null;
  }
}

const json = async (res: Response | null) => (res ? ((await res.json()) as { code: number; data: Record<string, unknown> }) : null);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function mailToken(email: string): string | null {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return null;
  for (const file of readdirSync(dir)) {
    const text = decodeMail(readFileSync(path.join(dir, file), 'latin1'));
    if (!text.includes(email)) continue;
    const match = /verification-success\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (match) return match[1];
  }
  return null;
}

async function makeUser(i: number): Promise<{ email: string; cookie: string }> {
  const email = `bench-${i}-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    timed(null, `${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/common-api/v1/signup', { email, password: PASSWORD });
  let token: string | null = null;
  for (let tries = 0; !token && tries < 100; tries++) {
    token = mailToken(email);
    if (!token) await sleep(100);
  }
  if (!token) throw new Error(`no verification mail for ${email}`);
  const done = await post('/common-api/v1/complete-signup', { token });
  const cookie = /colorwell_session=[^;]+/.exec(done?.headers.getSetCookie().join('\n') ?? '')?.[0];
  if (!cookie) throw new Error('no session after verification');
  return { email, cookie };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// The server: the production build, as `npm start` serves it, with the event-loop probe loaded.
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: '127.0.0.1',
    BENCH_LOOP_FILE: loopFile,
    // The load test measures pages, not the background drawing of every catalogue page.
    CATALOGUE_PRERENDER: 'false',
    NODE_OPTIONS: `--import=${pathToFileURL(path.join(root, 'scripts/bench/loop-delay.mjs')).href}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExit = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

try {
  for (let tries = 0; ; tries++) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (tries > 1200) throw new Error('the server never became ready');
    await sleep(250);
  }
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const pick = pages.filter((_, i) => i % Math.max(1, Math.floor(pages.length / 40)) === 0).slice(0, 40);
  const users: { email: string; cookie: string }[] = [];
  for (let i = 0; i < USERS; i++) users.push(await makeUser(i));
  // Warm every page once (first renders compile and cache), then measure from a clean slate.
  for (const p of pick) await timed(null, `${base}${p}`);
  const loadBefore = loadavg()[0];
  server.kill('SIGUSR2');
  const started = performance.now();
  const until = started + seconds * 1000;
  let jobsDone = 0;
  const quota = users.map(() => 5);

  const pageViewer = async () => {
    while (performance.now() < until) await timed('page', `${base}${pick[Math.floor(Math.random() * pick.length)]}`);
  };
  const signer = async () => {
    while (performance.now() < until) {
      const user = users[Math.floor(Math.random() * users.length)];
      await timed('sign-in', `${base}/common-api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      await sleep(250);
    }
  };
  const jobRunner = async () => {
    while (performance.now() < until) {
      const u = quota.findIndex((left) => left > 0);
      if (u === -1) return;
      quota[u] -= 1;
      const form = new FormData();
      form.append('type', 'photo');
      form.append('style', 'coloring-page');
      form.append('image', new Blob([new Uint8Array(photo)]), 'cat.webp');
      const created = await json(
        await timed('submit', `${base}/common-api/v1/generation/jobs`, { method: 'POST', headers: { cookie: users[u].cookie }, body: form }),
      );
      const id = created?.data?.id as string | undefined;
      if (!id) continue;
      for (;;) {
        await sleep(500);
        const job = await json(await timed('poll', `${base}/common-api/v1/generation/jobs/${id}`, { headers: { cookie: users[u].cookie } }));
        const status = job?.data?.status;
        if (status === 'done') {
          jobsDone += 1;
          for (const format of ['png', 'pdf'])
            await timed('download', `${base}/self-api/v1/creations/${job!.data.creation_id}/download?format=${format}`, {
              headers: { cookie: users[u].cookie },
            });
          break;
        }
        if (status === 'failed' || !job || performance.now() > until + 60_000) break;
      }
    }
  };
  await Promise.all([pageViewer(), pageViewer(), pageViewer(), pageViewer(), signer(), jobRunner(), jobRunner()]);
  const elapsed = (performance.now() - started) / 1000;
  const loadAfter = loadavg()[0];
  server.kill('SIGTERM');
  await serverExit;
  const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as { p50: number; p99: number; max: number; mean: number };

  const total = Object.values(samples).reduce((n, s) => n + s.length, 0);
  const allErrors = Object.values(errors).reduce((n, e) => n + e, 0);
  console.log(
    `\nbench:load — ${elapsed.toFixed(0)} s on ${base}, ${USERS} users, ${pick.length} pages, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
  );
  console.log(`total ${total} requests, ${(total / elapsed).toFixed(1)} req/s, ${allErrors} errors, ${jobsDone} jobs done\n`);
  console.log('kind        count   req/s    p50 ms   p99 ms   errors');
  for (const kind of Object.keys(samples) as Kind[]) {
    const s = samples[kind];
    console.log(
      `${kind.padEnd(10)} ${String(s.length).padStart(6)} ${(s.length / elapsed).toFixed(1).padStart(7)} ${percentile(s, 50).toFixed(1).padStart(9)} ${percentile(s, 99).toFixed(1).padStart(8)} ${String(errors[kind]).padStart(8)}`,
    );
  }
  console.log(`\nevent-loop delay of the web process: p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`);
  for (const note of errorNotes) console.log(`  error: ${note}`);
} finally {
  if (server.exitCode === null) server.kill('SIGKILL');
}
