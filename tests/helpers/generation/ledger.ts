import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { creations, generationJobs, quotaBalances, quotaLedger } from '@/lib/server/generation/schema';

/** Ledger rows of one job, as kind:bucket:amount, oldest first. */
export async function ledgerOf(jobId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select().from(quotaLedger).where(eq(quotaLedger.jobId, jobId)).orderBy(quotaLedger.createdAt);
  return rows.map((r) => `${r.kind}:${r.bucket}:${r.amount}`);
}

export async function chargesOfUser(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(quotaLedger)
    .where(sql`${quotaLedger.userId} = ${userId} and ${quotaLedger.kind} = 'charge'`);
  return Number(row.n);
}

export async function setSlowUsed(userId: string, used: number): Promise<void> {
  const db = await getDb();
  const day = new Date().toISOString().slice(0, 10);
  await db
    .insert(quotaBalances)
    .values({ userId, slowDay: day, slowUsed: used })
    .onConflictDoUpdate({ target: quotaBalances.userId, set: { slowDay: day, slowUsed: used } });
}

export async function jobRow(jobId: string) {
  const db = await getDb();
  const [job] = await db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
  return job;
}

export async function creationsOfJob(jobId: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(creations).where(eq(creations.jobId, jobId))).length;
}
