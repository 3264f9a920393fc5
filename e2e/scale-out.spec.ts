import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { decodeMail, startSmtpCatcher, waitForMail } from '../tests/helpers/mailbox';
import { startS3Server } from '../tests/helpers/generation/s3-server';
import { POSTGRES_URL, postgresReachable } from '../tests/helpers/postgres';
import { startAppProcess, WEB_ARGS, WORKER_ARGS, type AppProcess } from '../tests/helpers/operations/processes';

// Two web processes and one worker on one PostgreSQL and one S3-compatible store, no shared disk:
// the production build (made by the Playwright web server) served twice, and `npm run worker`.
const port = Number(process.env.E2E_PORT || 3210);
const [PORT_A, PORT_B] = [port + 101, port + 102];
const A = `http://127.0.0.1:${PORT_A}`;
const B = `http://127.0.0.1:${PORT_B}`;
const schema = `e2e_scale_${Date.now()}`;
const PASSWORD = 'Crayon-Garden-42';
const photo = readFileSync(path.join(process.cwd(), 'tests/fixtures/photos/coffee.jpg'));

let s3: Awaited<ReturnType<typeof startS3Server>>;
// Every process works the account-mail queue, so whichever picks a sign-up's mail up sends it to
// the one SMTP server they share, as they would in production.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let web: AppProcess[] = [];
let worker: AppProcess;

const shared = (dataDir: string) => ({
  DATABASE_URL: POSTGRES_URL,
  DATABASE_SCHEMA: schema,
  DATA_DIR: dataDir,
  S3_BUCKET: 'colorwell',
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  SMTP_URL: smtp.url,
  RUN_WORKER_IN_WEB: 'false',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  LOG_LEVEL: 'info',
  // The tests speak for many clients through this one address (per-address limits stay apart).
  TRUSTED_PROXIES: '127.0.0.1',
  E2E_DATA_DIR: undefined,
});
const startWorker = (grace: string) =>
  startAppProcess(
    'worker',
    WORKER_ARGS,
    { ...shared(mkdtempSync(path.join(tmpdir(), 'colorwell-scale-w-'))), SHUTDOWN_GRACE_SECONDS: grace, GENERATION_RETRY_DELAY_SECONDS: '1' },
    'worker ready',
  );

const reachable = await postgresReachable();
if (!reachable && process.env.CI) throw new Error(`PostgreSQL at ${POSTGRES_URL} is unreachable, and CI requires it`);
test.skip(!reachable, 'PostgreSQL is not running here');
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  s3 = await startS3Server('colorwell');
  smtp = await startSmtpCatcher();
  web = [
    startAppProcess(
      'web A',
      WEB_ARGS,
      { ...shared(mkdtempSync(path.join(tmpdir(), 'colorwell-scale-a-'))), PORT: String(PORT_A), APP_URL: A },
      'web process serving',
    ),
    startAppProcess(
      'web B',
      WEB_ARGS,
      { ...shared(mkdtempSync(path.join(tmpdir(), 'colorwell-scale-b-'))), PORT: String(PORT_B), APP_URL: B },
      'web process serving',
    ),
  ];
  await Promise.all(web.map((p) => p.ready));
  // Web A creates the schema and migrates; the worker starts after it so two processes do not race the first migration.
  for (const base of [A, B]) await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 120_000 }).toBe(200);
  worker = startWorker('0');
  await worker.ready;
});

test.afterAll(async () => {
  await Promise.all([...web, worker].filter(Boolean).map((p) => p.stop()));
  await s3?.close();
  await smtp?.close();
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS "pgboss_${schema}" CASCADE`);
  await client.end();
});

let clients = 0;
// Every request from another client address, so only per-account limits can meet.
const nextClient = () => `10.66.${(++clients >> 8) & 255}.${clients & 255}`;
const headers = (cookie?: string, client = nextClient()) => ({ 'x-platform': 'web', 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) });
const sessionOf = (res: Response) => /colorwell_session=[^;]+/.exec(res.headers.getSetCookie().join('\n'))?.[0];

async function signUpOn(base: string, email: string): Promise<string> {
  const signup = await fetch(`${base}/common-api/v1/signup`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect((await signup.json()).code).toBe(200);
  const mail = decodeMail(await waitForMail({ kind: 'smtp', mails: smtp.mails }, email));
  return /token=([A-Za-z0-9_-]+)/.exec(mail)![1];
}

async function logIn(base: string, email: string, password = PASSWORD, client = nextClient()) {
  return fetch(`${base}/common-api/v1/login`, {
    method: 'POST',
    headers: { ...headers(undefined, client), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

async function verifiedUser(): Promise<{ email: string; cookie: string }> {
  const email = `scale-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const token = await signUpOn(A, email);
  // The link mailed by A is confirmed on B.
  const done = await fetch(`${B}/common-api/v1/complete-signup`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect((await done.json()).code).toBe(200);
  const cookie = sessionOf(await logIn(A, email));
  expect(cookie).toBeTruthy();
  return { email, cookie: cookie! };
}

async function submitPhoto(base: string, cookie: string): Promise<string> {
  const form = new FormData();
  form.append('type', 'photo');
  form.append('style', 'coloring-page');
  form.append('image', new Blob([new Uint8Array(photo)]), 'coffee.jpg');
  const res = await fetch(`${base}/common-api/v1/generation/jobs`, { method: 'POST', headers: headers(cookie), body: form });
  const body = await res.json();
  expect(body.code).toBe(200);
  return body.data.id as string;
}

async function jobOn(base: string, id: string, cookie: string) {
  const res = await fetch(`${base}/common-api/v1/generation/jobs/${id}`, { headers: headers(cookie) });
  return (await res.json()).data as { status: string; retrying: boolean; creation_id: string | null };
}

async function dbRows(sql: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path="${schema}"` });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

test('a session made on web A works on web B', async () => {
  const { cookie } = await verifiedUser();
  const me = await fetch(`${B}/self-api/v1/user`, { headers: headers(cookie) });
  expect(me.status).toBe(200);
  expect((await me.json()).data.user.email).toMatch(/^scale-/);
  expect(me.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('a job submitted on A is done by the worker and downloaded on B', async () => {
  test.setTimeout(120_000);
  const { cookie } = await verifiedUser();
  const id = await submitPhoto(A, cookie);
  await expect.poll(async () => (await jobOn(B, id, cookie)).status, { timeout: 90_000, intervals: [500] }).toBe('done');
  const job = await jobOn(B, id, cookie);
  const file = await fetch(`${B}/self-api/v1/creations/${job.creation_id}/download?format=png`, { headers: headers(cookie) });
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  // The worker did it (the web processes run none), and the page lives in the bucket, not on a disk.
  expect(worker.stdout()).toContain(`"job":"${id}"`);
  expect([...s3.objects.keys()].some((key) => key.startsWith('results/') && key.endsWith('/page.png'))).toBe(true);
});

test('an address locked out of an account on A is locked out on B too, and the owner elsewhere is not', async () => {
  const { email } = await verifiedUser();
  const guesser = nextClient();
  // Wrong passwords from one address on A until A locks it out (five checks per account and address).
  const statuses: number[] = [];
  while (statuses.at(-1) !== 429 && statuses.length < 7) statuses.push((await logIn(A, email, 'Wrong-Password-1', guesser)).status);
  expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  expect(statuses.at(-1)).toBe(429);
  // The counter lives in the database: from that address even the right password is refused on B.
  const onB = await logIn(B, email, PASSWORD, guesser);
  expect(onB.status).toBe(429);
  expect((await onB.json()).code).toBe(400102);
  // The owner, from another address, still gets in (the guesser cannot lock them out).
  expect((await logIn(B, email)).status).toBe(200);
});

test('a worker stopped mid-job and started again finishes the job once, charged once', async () => {
  test.setTimeout(150_000);
  const { cookie } = await verifiedUser();
  const id = await submitPhoto(B, cookie);
  await expect.poll(async () => (await jobOn(A, id, cookie)).status, { timeout: 60_000, intervals: [50] }).toBe('running');
  // No grace period: the running job goes back to the queue and the user is told it is retrying.
  expect(await worker.stop('SIGTERM')).toBe(0);
  expect(await jobOn(A, id, cookie)).toMatchObject({ status: 'queued', retrying: true });
  worker = startWorker('20');
  await worker.ready;
  await expect.poll(async () => (await jobOn(B, id, cookie)).status, { timeout: 90_000, intervals: [500] }).toBe('done');
  expect(await dbRows('select count(*)::int as n from creations where job_id = $1', [id])).toEqual([{ n: 1 }]);
  expect(await dbRows('select kind, amount from quota_ledger where job_id = $1', [id])).toEqual([{ kind: 'charge', amount: -1 }]);
  expect(await dbRows('select attempts from generation_jobs where id = $1', [id])).toEqual([{ attempts: 2 }]);
});

test('both web processes log each request as one JSON line, without passwords, e-mail addresses or tokens', async () => {
  for (const proc of web) {
    const lines = proc
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: expect.any(String), request_id: expect.any(String), status: expect.any(Number) });
    expect(proc.stdout()).not.toContain(PASSWORD);
    expect(proc.stdout()).not.toContain('@example.com');
    expect(proc.stdout()).not.toMatch(/colorwell_session=|token=/);
  }
});

test('SIGTERM on web B lets a request in flight finish, then B exits', async () => {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Password-2' });
  // A sign-in whose body is still arriving when the signal comes.
  const answer = new Promise<number>((resolve, reject) => {
    const req = request(
      `${B}/common-api/v1/login`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-platform': 'web' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      web[1].child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), 1000);
    }, 300);
  });
  expect(await answer).toBe(401);
  expect(await web[1].exited).toBe(0);
  expect(web[1].stdout()).toContain('web process stopped');
  // A keeps serving.
  expect((await fetch(`${A}/readyz`)).status).toBe(200);
});
