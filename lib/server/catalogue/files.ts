import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from '@/lib/env';
import { cataloguePages, findCataloguePage, popularPages, type CataloguePage } from '@/lib/catalogue/pages';
import { PAPERS, type Paper } from '@/lib/paper';
import { encodeBilevelPdf } from '@/lib/server/imaging/encode';
import type { CataloguePaper } from '@/lib/catalogue/files';
import { ThreadPool } from '@/lib/server/imaging/pool';
import { drawCataloguePage } from '@/lib/catalogue/draw';
import { studioFonts } from '@/lib/server/generation/studio/fonts';
import { openMojiCredit } from '@/lib/studio/credits';
import type { Locale } from '@/lib/i18n/locales';
import { escapeXml } from '@/lib/studio/scene/paper';
import type { CatalogueTasks } from './thread';

// Bump when the way files are made changes without the SVG changing (PDF layout, PNG encoding).
const RENDER_VERSION = 2;

export type CatalogueFile = { bytes: Uint8Array; etag: string };

const svgs = new Map<string, CatalogueFile & { drawing: string }>();

/**
 * The page's vector drawing, straight from the studio (a few milliseconds, kept in memory): same
 * recipe, same bytes. The licence credit rides along as the SVG's description.
 */
export async function catalogueSvg(page: CataloguePage, paper: CataloguePaper): Promise<CatalogueFile & { drawing: string }> {
  const key = `${page.handle}:${paper}`;
  const known = svgs.get(key);
  if (known) return known;
  const drawing = await drawCataloguePage(page, paper, studioFonts());
  const svg = drawing.replace(/(<svg[^>]*>)/, `$1<desc>${escapeXml(await openMojiCredit('en'))}</desc>`);
  const bytes = new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`);
  const file = { bytes, etag: hash(bytes), drawing };
  svgs.set(key, file);
  return file;
}

function hash(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex').slice(0, 32);
}

// One thread is enough: a page is drawn once, then comes from the cache.
let pool: ThreadPool<CatalogueTasks> | null = null;
const making = new Map<string, Promise<CatalogueFile>>();

function renderPool(): ThreadPool<CatalogueTasks> {
  return (pool ??= new ThreadPool<CatalogueTasks>('lib/server/catalogue/thread.ts', 1));
}

function cacheDir(): string {
  return path.resolve(serverEnv().DATA_DIR, 'catalogue');
}

async function readCached(file: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}

async function writeCached(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

/** The file named `key` from DATA_DIR/catalogue, else made once (concurrent asks share one making) and kept. */
function cachedOr(handle: string, key: string, format: 'png' | 'pdf', make: () => Promise<Uint8Array>): Promise<CatalogueFile> {
  const inFlight = making.get(key);
  if (inFlight) return inFlight;
  const work = (async () => {
    const file = path.join(cacheDir(), `${handle}-${key}.${format}`);
    const cached = await readCached(file);
    if (cached) return { bytes: cached, etag: key };
    const bytes = await make();
    await writeCached(file, bytes);
    return { bytes, etag: key };
  })().finally(() => making.delete(key));
  making.set(key, work);
  return work;
}

/**
 * The 300 dpi PNG or the PDF (titled and credited in `locale`, the reader's language) on `paper`. The
 * PNG is drawn in an engine thread on first request; the PDF wraps that PNG's own pixels (milliseconds,
 * so a second language costs no second drawing). Both are then read from DATA_DIR/catalogue. Cache names
 * hash the SVG (and the title), so a changed studio or title never serves a stale file.
 */
export async function catalogueFile(
  page: CataloguePage,
  format: 'png' | 'pdf',
  paper: CataloguePaper,
  title: string,
  locale: Locale = 'en',
): Promise<CatalogueFile> {
  const svg = await catalogueSvg(page, paper);
  const pngKey = hash(String(RENDER_VERSION), 'png', svg.etag);
  const png = () => cachedOr(page.handle, pngKey, 'png', async () => new Uint8Array((await renderPool().run('render', { svg: svg.drawing, paper })).png));
  if (format === 'png') return png();
  const credit = await openMojiCredit(locale);
  const pdfKey = hash(String(RENDER_VERSION), 'pdf', svg.etag, title, credit);
  return cachedOr(page.handle, pdfKey, 'pdf', async () => encodeBilevelPdf((await png()).bytes, paper, { title, credits: [credit] }));
}

/**
 * Started at boot, beside the database's warm-up: loads the render thread's module graph (TypeScript
 * through tsx, sharp, librsvg, the engine: seconds on a busy machine) in its own thread, so the first
 * download right after a start waits for one page's drawing, not for the thread too.
 */
export async function startCatalogueThread(): Promise<void> {
  await renderPool().run('ready', undefined);
}

/** Pause between two pages of the background drawing, so the render thread is free between them. */
const PRERENDER_PAUSE_MS = 100;

/**
 * After the popular pages: every catalogue page's PNG on both papers (A4, the paper of nine languages,
 * first), one at a time in the render thread, skipping the ones already in DATA_DIR/catalogue. A visitor's
 * download waits behind one page at most, and once this has run for a deployment's drawings (the cache
 * names hash the SVG, so unchanged pages keep their files across restarts) every first PNG or PDF of a
 * page is a file read. Returns the number of pages looked at.
 */
export async function prerenderCatalogue(): Promise<{ pages: number; drawn: number }> {
  let pages = 0,
    drawn = 0;
  for (const paper of ['a4', 'letter'] as const satisfies readonly Paper[]) {
    for (const page of cataloguePages) {
      const started = Date.now();
      await catalogueFile(page, 'png', paper, 'Colorwell');
      pages++;
      // A file read takes a millisecond or two; a drawing hundreds.
      if (Date.now() - started > 20) {
        drawn++;
        await new Promise((resolve) => setTimeout(resolve, PRERENDER_PAUSE_MS).unref());
      }
    }
  }
  return { pages, drawn };
}

/**
 * Started with the server: starts the render thread and draws the home page's popular pages on both
 * papers, one at a time so a visitor's own download waits behind one page at most, and makes one PDF so
 * the PDF code is loaded. Pages already in DATA_DIR/catalogue cost a file read.
 */
export async function warmCatalogue(): Promise<{ pages: number }> {
  let pages = 0;
  for (const page of popularPages()) {
    for (const paper of PAPERS) {
      await catalogueFile(page, pages ? 'png' : 'pdf', paper, 'Colorwell');
      pages++;
    }
  }
  return { pages };
}

/** The line page of a catalogue page on `paper`, as the canvas colours it, for a painting's line art (gallery). */
export async function catalogueLinePng(handle: string, paper: Paper = 'a4'): Promise<Uint8Array | null> {
  const page = findCataloguePage(handle);
  return page ? (await catalogueFile(page, 'png', paper, 'Colorwell')).bytes : null;
}
