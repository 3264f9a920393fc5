import 'server-only';
import { eq } from 'drizzle-orm';
import type { SharingSettingsBody, SharingSettingsData } from '@/lib/api/contracts/gallery';
import { ErrorCode } from '@/lib/api/errors';
import { getDb } from '@/lib/server/db/client';
import { localizedError } from '@/lib/server/errors';
import { assertSafeDisplayName } from '@/lib/server/safety/publication';
import { sharingSettings } from './schema';

function view(row: { nickname: string | null; neverShare: boolean } | undefined): SharingSettingsData {
  return { nickname: row?.nickname ?? null, never_share: row?.neverShare ?? false };
}

/** The family's sharing settings (a nickname for the gallery, "never share publicly"). */
export async function sharingSettingsOf(userId: string): Promise<SharingSettingsData> {
  const db = await getDb();
  const [row] = await db.select().from(sharingSettings).where(eq(sharingSettings.userId, userId)).limit(1);
  return view(row);
}

/** Changes the settings; a nickname passes the kid-safe filter like any display name, and empty means none. */
export async function updateSharingSettings(userId: string, body: SharingSettingsBody): Promise<SharingSettingsData> {
  const patch: { nickname?: string | null; neverShare?: boolean; updatedAt: Date } = { updatedAt: new Date() };
  if (body.nickname !== undefined) {
    assertSafeDisplayName(body.nickname, 'nickname');
    patch.nickname = body.nickname || null;
  }
  if (body.never_share !== undefined) patch.neverShare = body.never_share;
  const db = await getDb();
  const [row] = await db
    .insert(sharingSettings)
    .values({ userId, nickname: patch.nickname ?? null, neverShare: patch.neverShare ?? false })
    .onConflictDoUpdate({ target: sharingSettings.userId, set: patch })
    .returning();
  return view(row);
}

/**
 * Checked before anything is published: refused when the family turned sharing off; the nickname
 * given with the publication becomes the family's nickname.
 */
export async function prepareToShare(userId: string, nickname: string | undefined): Promise<void> {
  const settings = await sharingSettingsOf(userId);
  if (settings.never_share) throw localizedError(ErrorCode.sharingOff);
  if (nickname !== undefined) await updateSharingSettings(userId, { nickname });
}
