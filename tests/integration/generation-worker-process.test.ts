import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/env';
import { backendsToRun } from '../helpers/backends';
import { FAST_QUEUE_ENV, startGenerationHarness, waitForJob, type GenerationHarness } from '../helpers/generation/harness';
import { creationsOfJob, jobRow, ledgerOf } from '../helpers/generation/ledger';
import { samplePhoto } from '../helpers/generation/images';
import { signedInUser } from '../helpers/generation/users';

const backends = await backendsToRun();
// A separate worker process needs PostgreSQL: PGlite is opened by one process only.
const onPostgres = backends.includes('postgres');

// The queue timings an operator gets without setting anything (lib/env.ts defaults).
const DEFAULT_QUEUE_ENV = {
  GENERATION_POLL_SECONDS: undefined,
  GENERATION_MAINTENANCE_SECONDS: undefined,
  GENERATION_RETRY_DELAY_SECONDS: undefined,
  GENERATION_EXPIRE_SECONDS: undefined,
  GENERATION_HEARTBEAT_SECONDS: undefined,
  GENERATION_LOST_AFTER_SECONDS: undefined,
  SHUTDOWN_GRACE_SECONDS: undefined,
};

type Worker = { child: ChildProcess; ready: Promise<void>; exited: Promise<number | null>; output: () => string };

function startWorkerProcess(env: Record<string, string | undefined> = {}): Worker {
  const db = serverEnv();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    ...FAST_QUEUE_ENV,
    LOG_LEVEL: 'info',
    DATABASE_URL: db.DATABASE_URL,
    DATABASE_SCHEMA: db.DATABASE_SCHEMA,
    DATA_DIR: db.DATA_DIR,
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: process.cwd(),
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[worker ${child.pid}] ${chunk}`));
    child.on('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

async function waitForRow(jobId: string, ok: (row: Awaited<ReturnType<typeof jobRow>>) => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await jobRow(jobId);
    if (ok(row)) return row;
    if (Date.now() > deadline) throw new Error(`${what}: job is ${row.status} (attempt ${row.attempts})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(onPostgres)('separate worker processes on postgres', () => {
  let h: GenerationHarness;
  const children: ChildProcess[] = [];
  const start = (env?: Record<string, string | undefined>) => {
    const worker = startWorkerProcess(env);
    children.push(worker.child);
    return worker;
  };
  beforeAll(async () => {
    h = await startGenerationHarness('postgres', { RUN_WORKER_IN_WEB: 'false' });
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await h?.close();
  });

  async function submit(cookie: string): Promise<string> {
    const created = await h.upload<{ id: string }>(
      '/common-api/v1/generation/jobs',
      { image: await samplePhoto('jpeg', { width: 900, height: 700 }) },
      { type: 'photo', style: 'coloring-page' },
      cookie,
    );
    expect(created.status).toBe(200);
    return created.body.data.id;
  }

  it("finishes a SIGKILLed worker's job once, charged once, within a minute, telling the user it is retrying", async () => {
    // Default timings: the job's pg-boss expiry (10 minutes) is not what brings it back; the heartbeat is.
    const first = start(DEFAULT_QUEUE_ENV);
    await first.ready;
    const user = await signedInUser();
    const jobId = await submit(user.cookie);
    await waitForRow(jobId, (row) => row.status === 'running', 'the job never started');
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    await first.exited;
    // Restarted at once, as a process manager would.
    const second = start(DEFAULT_QUEUE_ENV);

    let sawRetrying = false;
    const deadline = killedAt + 60_000;
    for (;;) {
      const res = await h.api<{ status: string; retrying: boolean }>('GET', `/common-api/v1/generation/jobs/${jobId}`, undefined, { cookie: user.cookie });
      if (res.body.data.status === 'queued' && res.body.data.retrying) sawRetrying = true;
      if (res.body.data.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`job still ${res.body.data.status} a minute after its worker was killed`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(sawRetrying).toBe(true);
    const row = await jobRow(jobId);
    expect(row.attempts).toBe(2);
    expect(await creationsOfJob(jobId)).toBe(1);
    expect(await ledgerOf(jobId)).toEqual(['charge:slow:-1']);
    expect(second.output()).toContain(`"job":"${jobId}"`);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 150_000);

  it('on SIGTERM a worker hands back a job it may not finish, and another finishes its running job before exiting', async () => {
    const user = await signedInUser();
    const impatient = start({ SHUTDOWN_GRACE_SECONDS: '0' });
    await impatient.ready;
    const jobId = await submit(user.cookie);
    await waitForRow(jobId, (row) => row.status === 'running', 'the first worker never started the job');
    impatient.child.kill('SIGTERM');
    expect(await impatient.exited).toBe(0);
    expect(impatient.output()).toContain('worker shut down');
    const handedBack = await h.api<{ status: string; retrying: boolean }>('GET', `/common-api/v1/generation/jobs/${jobId}`, undefined, { cookie: user.cookie });
    expect(handedBack.body.data).toMatchObject({ status: 'queued', retrying: true });

    const patient = start({ SHUTDOWN_GRACE_SECONDS: '60' });
    await patient.ready;
    await waitForRow(jobId, (row) => row.status === 'running' && row.attempts === 2, 'the second worker never started the job');
    patient.child.kill('SIGTERM');
    expect(await patient.exited).toBe(0);
    // It finished the job in its grace period before exiting: nothing left for anyone else.
    const row = await jobRow(jobId);
    expect(row).toMatchObject({ status: 'done', attempts: 2, progress: 100 });
    expect(await creationsOfJob(jobId)).toBe(1);
    expect(await ledgerOf(jobId)).toEqual(['charge:slow:-1']);
    const job = await waitForJob(h, jobId, user.cookie, 5000);
    expect(job.status).toBe('done');
  }, 120_000);
});
