import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SCREENSHOT_MAX_BYTES, type FeedbackBody } from '@/lib/api/contracts/feedback';
import { serverEnv } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { feedback, type User } from '@/lib/server/db/schema';
import { fieldError } from '@/lib/server/errors';
import { sniffImage, UPLOAD_IMAGE_TYPES } from '@/lib/upload-limits';
import { reencodeScreenshot } from './screenshot';

type Input = { body: FeedbackBody; screenshot?: File; user: User | null; locale: string };

/** Stores one feedback message, with its screenshot under DATA_DIR/feedback/ when one was sent. */
export async function submitFeedback({ body, screenshot, user, locale }: Input): Promise<{ id: string }> {
  const id = randomUUID();
  let relative: string | null = null;
  if (screenshot) {
    if (screenshot.size > SCREENSHOT_MAX_BYTES) throw fieldError('screenshot', 'screenshotTooLarge', { megabytes: SCREENSHOT_MAX_BYTES / 1024 / 1024 });
    const bytes = new Uint8Array(await screenshot.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError('screenshot', 'screenshotType');
    const clean = await reencodeScreenshot(bytes, kind);
    if (!clean) throw fieldError('screenshot', 'screenshotType');
    relative = path.join('feedback', `${id}.${UPLOAD_IMAGE_TYPES[kind].ext}`);
    const full = path.resolve(serverEnv().DATA_DIR, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, clean);
  }
  try {
    const db = await getDb();
    await db.insert(feedback).values({
      id,
      userId: user?.id ?? null,
      category: body.category,
      message: body.message,
      email: body.email || user?.email || null,
      screenshotPath: relative,
      locale,
    });
  } catch (error) {
    if (relative) await rm(path.resolve(serverEnv().DATA_DIR, relative), { force: true });
    throw error;
  }
  return { id };
}
