import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/sessions/store';

let counter = 0;

/**
 * A verified user with a session, made through the accounts code (not its HTTP sign-up, which
 * the accounts tests cover), so generation tests start from a signed-in cookie quickly.
 */
export async function signedInUser(locale = 'en'): Promise<{ id: string; cookie: string }> {
  // Taken before the first await, so users made in parallel get different addresses.
  const n = ++counter;
  const id = randomUUID();
  const db = await getDb();
  await db.insert(users).values({ id, email: `gen-${Date.now().toString(36)}-${n}@example.test`, emailVerifiedAt: new Date(), locale });
  const token = await createSession(id);
  return { id, cookie: `colorwell_session=${token}` };
}
