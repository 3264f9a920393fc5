import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/errors';
import { getDb, type Tx } from '@/lib/server/db/client';
import { emailTokens } from '@/lib/server/db/schema';
import { localizedError } from '@/lib/server/errors';
import { hashToken, newToken } from '@/lib/server/sessions/tokens';

type Purpose = 'verify' | 'reset';

/** A single-use link token; only its hash is stored. Older unused tokens of the same purpose stop working. */
export async function issueEmailToken(userId: string, purpose: Purpose, ttlSeconds: number, tx?: Tx): Promise<string> {
  const db = tx ?? (await getDb());
  const token = newToken();
  await db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

function usable(token: string, purpose: Purpose) {
  return and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date()));
}

/** The user of a usable token, without using it up; 400047 like consumeEmailToken otherwise. */
export async function emailTokenOwner(token: string, purpose: Purpose): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ userId: emailTokens.userId }).from(emailTokens).where(usable(token, purpose));
  if (!row) throw localizedError(ErrorCode.linkExpired);
  return row.userId;
}

/** Marks the token used and returns its user; expired, unknown or used tokens answer 400047. */
export async function consumeEmailToken(token: string, purpose: Purpose, tx: Tx): Promise<string> {
  // The conditional update is the single-use guarantee: of two concurrent uses only one matches.
  const [row] = await tx.update(emailTokens).set({ usedAt: new Date() }).where(usable(token, purpose)).returning({ userId: emailTokens.userId });
  if (!row) throw localizedError(ErrorCode.linkExpired);
  return row.userId;
}
