import 'server-only';
import { randomUUID } from 'node:crypto';
import type { CreateBatchBody, CreateJobBody, CreateJobData, PhotoOptions } from '@/lib/api/contracts/generation';
import { ErrorCode } from '@/lib/api/errors';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { BATCH_MAX_FILES } from '@/lib/server/config/quotas';
import type { User } from '@/lib/server/db/schema';
import { paperForLocale } from '@/lib/paper';
import { localizedError } from '@/lib/server/errors';
import type { Translate } from '@/lib/server/i18n/translate';
import { assertSafeText } from '@/lib/server/safety/publication';
import { findOwnedCreation } from './creations';
import { acceptJobs, type NewJob } from './jobs';
import type { Owner } from './owner';
import { generativeJobs } from './studio/requests';
import { cleanUpload } from './uploads';
import { jobView } from './views';

type Ctx = { user: User | null; ip: string; locale: Locale; t: Translate; files: Record<string, File> };

/** The engine's option names from the API's snake_case form fields; paper follows the language. */
function engineOptions(body: PhotoOptions, locale: Locale): Record<string, unknown> {
  const options: Record<string, unknown> = {
    style: body.style,
    detail: body.detail,
    lineMm: body.line_mm,
    minRegionMm2: body.min_region_mm2,
    gapMm: body.gap_mm,
    removeBackground: body.remove_background,
    invert: body.invert,
    paper: body.paper ?? paperForLocale(locale),
    orientation: body.orientation,
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

/** The upload's file name, kept only to name the creation (see naming.ts). */
function namedAfter(file: File): { fileName?: string } {
  const name = typeof file.name === 'string' ? file.name.slice(0, 255) : '';
  return name ? { fileName: name } : {};
}

function requireFile(files: Record<string, File>, name: string): File {
  const file = files[name];
  if (!file) throw localizedError(ErrorCode.unprocessable, { messageKey: 'validation.required', values: { field: name }, data: { field: name } });
  return file;
}

async function jobFor(body: Extract<CreateJobBody, { type: 'photo' | 'colorize' }>, ctx: Ctx & { owner: Owner }): Promise<NewJob> {
  if (body.type === 'photo') {
    const file = requireFile(ctx.files, 'image');
    const source = await cleanUpload(file);
    return { type: 'photo', tool: body.style, options: { ...engineOptions(body, ctx.locale), ...namedAfter(file) }, uploads: { source: source.png } };
  }
  const options: Record<string, unknown> = {
    palette: body.palette,
    colors: body.colors,
    seed: body.seed ?? 0,
    paper: body.paper ?? paperForLocale(ctx.locale),
  };
  const uploads: Record<string, Uint8Array> = {};
  const keys: Record<string, string> = {};
  if (body.creation_id) {
    // Another user's creation is as unknown as a deleted one: both are "deleted source".
    const source = await findOwnedCreation(ctx.owner, body.creation_id).catch(() => {
      throw localizedError(ErrorCode.sourceDeleted);
    });
    keys.drawing = source.files.png;
    if (source.title) options.fileName = source.title;
  } else {
    const file = requireFile(ctx.files, 'image');
    uploads.drawing = (await cleanUpload(file)).png;
    Object.assign(options, namedAfter(file));
  }
  if (body.palette === 'from-reference-photo') uploads.reference = (await cleanUpload(requireFile(ctx.files, 'reference'))).png;
  return { type: 'colorize', tool: 'colorize', options, uploads, keys };
}

/** The paper follows the account's language, else the request's. */
function withUserLocale<C extends Ctx>(ctx: C): C {
  return ctx.user && isLocale(ctx.user.locale) ? { ...ctx, locale: ctx.user.locale } : ctx;
}

/**
 * POST jobs: checks the upload, charges one prompt (or the visitor's one try) and queues the job.
 * `owner` is the signed-in user or the visitor's browser.
 */
export async function createJob(body: CreateJobBody, requestCtx: Ctx & { owner: Owner }): Promise<CreateJobData> {
  const ctx = withUserLocale(requestCtx);
  const { owner } = ctx;
  if (body.type === 'text' || body.type === 'ai' || body.type === 'name') {
    // Text, AI generator and names: checked and filtered here, before any charge.
    const planned = generativeJobs(body, ctx.locale, owner.kind === 'visitor');
    const rows = await acceptJobs(planned.jobs, { owner, ip: ctx.ip, locale: ctx.locale });
    const jobs = rows.map((row) => jobView(row, ctx.t));
    return { ...jobs[0], onetime_user: owner.kind === 'visitor', understood: planned.understood, seed: planned.seed, jobs };
  }
  const job = await jobFor(body, ctx);
  const [row] = await acceptJobs([job], { owner, ip: ctx.ip, locale: ctx.locale });
  return { ...jobView(row, ctx.t), onetime_user: owner.kind === 'visitor' };
}

/** POST batches: every photo is checked before anything is charged; then one job per photo. */
export async function createBatch(body: CreateBatchBody, requestCtx: Ctx & { user: User }) {
  const ctx = withUserLocale(requestCtx);
  // The title is printed on the book's cover.
  assertSafeText(body.title, 'title');
  const files = Object.values(ctx.files);
  if (files.length === 0) throw localizedError(ErrorCode.emptyBatch);
  if (files.length > BATCH_MAX_FILES) throw localizedError(ErrorCode.tooManyFiles, { values: { max: BATCH_MAX_FILES } });
  const options = engineOptions(body, ctx.locale);
  const jobs: NewJob[] = [];
  for (const [index, file] of files.entries()) {
    const clean = await cleanUpload(file);
    // Each page is named after the book and its place in it ("Summer book · 3").
    jobs.push({ type: 'batch-page', tool: body.style, options: { ...options, batchTitle: body.title, page: index + 1 }, uploads: { source: clean.png } });
  }
  const batch = { id: randomUUID(), title: body.title };
  const rows = await acceptJobs(jobs, { owner: { kind: 'user', userId: ctx.user.id }, ip: ctx.ip, locale: ctx.locale, batch });
  return { id: batch.id, jobs: rows.map((row) => jobView(row, ctx.t)) };
}
