import 'server-only';
import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { QuantityRequestBody } from '@/lib/api/contracts/billing';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import type { User } from '@/lib/server/db/schema';
import { sendInBackground } from '@/lib/server/mail/send';
import { billingRequests } from './schema';

/** Stores a request for a custom volume or a classroom and confirms it to the sender by e-mail. */
export async function submitQuantityRequest(body: QuantityRequestBody, user: User | null, locale: Locale): Promise<{ id: string }> {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(billingRequests).values({
    id,
    userId: user?.id ?? null,
    name: body.name,
    email: body.email.toLowerCase(),
    organization: body.organization || null,
    kind: body.kind,
    pagesPerMonth: body.pages_per_month,
    message: body.message || null,
    locale,
  });
  sendInBackground('quantityRequest', { email: body.email, name: body.name, locale });
  return { id };
}

/** Every request, newest first, for the operator (`npm run billing:requests`). */
export async function listQuantityRequests(limit = 200) {
  const db = await getDb();
  return db.select().from(billingRequests).orderBy(desc(billingRequests.createdAt)).limit(limit);
}
