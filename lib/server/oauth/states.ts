import 'server-only';
import { and, eq, gt, lt } from 'drizzle-orm';
import { OAUTH_STATE_TTL_SECONDS } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { oauthStates } from '@/lib/server/db/schema';
import { hashToken, newToken } from '@/lib/server/sessions/tokens';
import { socialFailed } from './errors';

export type Provider = 'google' | 'apple';

/** A value the client must echo (as state or nonce); valid 10 minutes, accepted once. */
export async function issueState(provider: Provider): Promise<string> {
  const db = await getDb();
  const value = newToken();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    valueHash: hashToken(value),
    provider,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return value;
}

export async function consumeState(provider: Provider, value: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.valueHash, hashToken(value)), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, new Date())))
    .returning({ provider: oauthStates.provider });
  if (!row) throw socialFailed('state');
}
