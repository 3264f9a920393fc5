import 'server-only';
import { serverEnv } from '@/lib/env';
import { withinTimeout } from '@/lib/server/db/availability';
import { executeSql } from '@/lib/server/db/client';
import { PAGE_QUEUE, queue } from '@/lib/server/generation/queue';
import { isDraining } from '@/lib/server/operations/process-state.mjs';

type Check = 'ok' | 'down';
export type Readiness = { ready: boolean; draining: boolean; checks: { database: Check; queue: Check } };

async function check(work: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  try {
    await withinTimeout(work(), timeoutMs, 'readiness check');
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Whether this process can serve: the database answers and the queue can be reached, each within the database timeout. */
export async function readiness(): Promise<Readiness> {
  const timeoutMs = serverEnv().DATABASE_TIMEOUT_MS;
  const [database, queueCheck] = await Promise.all([
    check(() => executeSql('select 1'), timeoutMs),
    check(async () => {
      const boss = await queue();
      if (!(await boss.getQueue(PAGE_QUEUE))) throw new Error('generation queue missing');
    }, timeoutMs),
  ]);
  const draining = isDraining();
  return { ready: database === 'ok' && queueCheck === 'ok' && !draining, draining, checks: { database, queue: queueCheck } };
}
