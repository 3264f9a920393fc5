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
// Longer than one conversion on a busy machine, so only the killed attempt expires.
const EXPIRE_SECONDS = '12';

function startWorkerProcess(): { child: ChildProcess; ready: Promise<void> } {
  const env = serverEnv();
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...FAST_QUEUE_ENV,
      GENERATION_EXPIRE_SECONDS: EXPIRE_SECONDS,
      DATABASE_URL: env.DATABASE_URL,
      DATABASE_SCHEMA: env.DATABASE_SCHEMA,
      DATA_DIR: env.DATA_DIR,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('working generation jobs') && resolve());
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[worker ${child.pid}] ${chunk}`));
    child.on('exit', (code) => reject(new Error(`worker exited early with ${code}`)));
  });
  return { child, ready };
}

describe.runIf(onPostgres)('a separate worker process on postgres', () => {
  let h: GenerationHarness;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    h = await startGenerationHarness('postgres', { RUN_WORKER_IN_WEB: 'false', GENERATION_EXPIRE_SECONDS: EXPIRE_SECONDS });
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await h?.close();
  });

  it('finishes a job once, with one charge, after the worker running it is killed', async () => {
    const first = startWorkerProcess();
    children.push(first.child);
    await first.ready;
    const user = await signedInUser();
    const created = await h.upload<{ id: string }>('/common-api/v1/generation/jobs', { image: await samplePhoto('jpeg', { width: 900, height: 700 }) }, { type: 'photo', style: 'coloring-page' }, user.cookie);
    expect(created.status).toBe(200);
    const jobId = created.body.data.id;

    const deadline = Date.now() + 30_000;
    while ((await jobRow(jobId)).status !== 'running') {
      if (Date.now() > deadline) throw new Error('the worker never started the job');
      await new Promise((r) => setTimeout(r, 50));
    }
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect((await jobRow(jobId)).status).toBe('running');

    const second = startWorkerProcess();
    children.push(second.child);
    await second.ready;
    const job = await waitForJob(h, jobId, user.cookie, 60_000);
    expect(job.status).toBe('done');
    const row = await jobRow(jobId);
    expect(row.attempts).toBe(2);
    expect(row.progress).toBe(100);
    expect(await creationsOfJob(jobId)).toBe(1);
    expect(await ledgerOf(jobId)).toEqual(['charge:slow:-1']);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
    // Two worker processes start, load the engine and wait out a pg-boss expiry: on a loaded
    // 2-core CI machine that alone can take half a minute.
  }, 180_000);
});
