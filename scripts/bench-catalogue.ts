// `npm run bench:catalogue`: how long a visitor waits for a catalogue page's PNG and PDF from the production
// build, with plain fetch, one request at a time (time to the last byte, medians):
//   - the very first download, asked the moment the server answers (the start-up work still running:
//     database migrations on a fresh DATA_DIR, the render thread starting, the popular pages);
//   - how long after the server first answers the start-up warm-up is done;
//   - a popular page once the start-up warm-up is done (drawn at boot);
//   - the first PNG of pages nobody asked for yet (drawn on demand, unless the background drawing of every
//     page got there first), then their first PDF in that language and in another one (made from the
//     PNG), then repeated downloads (from the cache);
//   - unless BENCH_RESTART=0: how long the background drawing of every page on both papers takes, then a
//     restart on the same DATA_DIR (a deployment's next start) and, in the new process, the very first PNG
//     and the first PNG and PDFs of pages not asked for before.
// The machine's load average is printed with the figures: on a shared machine they say little alone.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cataloguePages, POPULAR_HANDLES } from '../lib/catalogue/pages';
import { startSite, type Site } from './bench/site-server';

const PORT = Number(process.env.BENCH_PORT || 3418);
const SAMPLE = Number(process.env.BENCH_PAGES || 12);
const REPEATS = 3;
const RESTART = process.env.BENCH_RESTART !== '0';

async function timed(url: string): Promise<{ ms: number; bytes: number; type: string }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  const magic = type === 'image/png' ? [0x89, 0x50, 0x4e, 0x47] : [0x25, 0x50, 0x44, 0x46];
  if (!magic.every((b, i) => body[i] === b)) throw new Error(`${url}: not a ${type}`);
  return { ms, bytes: body.length, type };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const popular = new Set<string>(POPULAR_HANDLES);
  const others = cataloguePages.filter((p) => !popular.has(p.handle));
  // Spread over the catalogue: every kind of page (scenes, mandalas, patterns, letters) and audience.
  const sample = Array.from({ length: SAMPLE }, (_, i) => others[Math.floor(((i + 0.5) * others.length) / SAMPLE)]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'colorwell-bench-catalogue-'));
  const serverEnv = { CATALOGUE_PRERENDER: 'true' };
  let site: Site = await startSite(PORT, { dataDir }, serverEnv);
  const url = (handle: string, format: 'png' | 'pdf', locale: string) =>
    `${site.origin}/common-api/v1/catalogue/${handle}/download?format=${format}&locale=${locale}`;
  const rows: [string, number[], string][] = [];
  try {
    const load0 = os.loadavg()[0];
    const answered = performance.now();
    const veryFirst = await timed(url(sample[0].handle, 'png', 'de'));
    rows.push(['very first PNG, as the server starts answering', [veryFirst.ms], sample[0].handle]);

    // The warm-up is done when the popular pages are on disk (a PNG per page and paper, and one PDF).
    const dir = path.join(site.dataDir, 'catalogue');
    const until = Date.now() + 5 * 60_000;
    const warmFiles = POPULAR_HANDLES.length * 2 + 1;
    const files = () => {
      try {
        return readdirSync(dir).filter((f) => !f.endsWith('.tmp') && !f.startsWith(sample[0].handle)).length;
      } catch {
        return 0;
      }
    };
    while (files() < warmFiles && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    if (files() < warmFiles) throw new Error('the catalogue warm-up did not finish within 5 minutes');
    rows.push(['start-up warm-up done, after the server first answered', [performance.now() - answered], `${POPULAR_HANDLES.length} pages × 2 papers`]);

    const popularFirst: number[] = [];
    for (const handle of POPULAR_HANDLES) popularFirst.push((await timed(url(handle, 'png', 'de'))).ms);
    rows.push(['first PNG of a popular page (drawn at start-up)', popularFirst, `${POPULAR_HANDLES.length} pages`]);

    const firstPng: number[] = [],
      firstPdf: number[] = [],
      otherPdf: number[] = [],
      againPng: number[] = [],
      againPdf: number[] = [];
    for (const page of sample.slice(1)) {
      firstPng.push((await timed(url(page.handle, 'png', 'de'))).ms);
      firstPdf.push((await timed(url(page.handle, 'pdf', 'de'))).ms);
      otherPdf.push((await timed(url(page.handle, 'pdf', 'ja'))).ms);
      for (let i = 0; i < REPEATS; i++) {
        againPng.push((await timed(url(page.handle, 'png', 'de'))).ms);
        againPdf.push((await timed(url(page.handle, 'pdf', 'de'))).ms);
      }
    }
    const n = `${sample.length - 1} pages`;
    rows.push(['first PNG of a page nobody asked for (drawn now or in the background)', firstPng, n]);
    rows.push(['its first PDF, same language (from the PNG)', firstPdf, n]);
    rows.push(['its first PDF in another language', otherPdf, n]);
    rows.push(['repeated PNG (cache)', againPng, `${n} × ${REPEATS}`]);
    rows.push(['repeated PDF (cache)', againPdf, `${n} × ${REPEATS}`]);

    if (RESTART) {
      // Every page's PNG on both papers, drawn in the background after the popular ones.
      const pngs = () => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.png')).length;
        } catch {
          return 0;
        }
      };
      const all = cataloguePages.length * 2;
      const deadline = Date.now() + 60 * 60_000;
      while (pngs() < all && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
      if (pngs() < all) throw new Error(`the background drawing made ${pngs()} of ${all} PNGs within an hour`);
      rows.push(['every page drawn on both papers, after the server first answered', [performance.now() - answered], `${all} PNGs`]);

      site.stop();
      await site.exited;
      site = await startSite(PORT, { dataDir }, serverEnv);
      // Pages not asked for in the first run, in languages not asked for either (new PDF titles).
      const fresh = Array.from({ length: SAMPLE }, (_, i) => others[Math.floor(((i + 0.25) * others.length) / SAMPLE)]);
      const first = await timed(url(fresh[0].handle, 'png', 'fr'));
      rows.push(['after a restart: very first PNG, as the server starts answering', [first.ms], fresh[0].handle]);
      const png: number[] = [],
        pdf: number[] = [],
        pdfOther: number[] = [];
      for (const page of fresh.slice(1)) {
        png.push((await timed(url(page.handle, 'png', 'fr'))).ms);
        pdf.push((await timed(url(page.handle, 'pdf', 'fr'))).ms);
        pdfOther.push((await timed(url(page.handle, 'pdf', 'ko'))).ms);
      }
      rows.push(['after a restart: first PNG of a page', png, n]);
      rows.push(['after a restart: its first PDF (from the PNG on disk)', pdf, n]);
      rows.push(['after a restart: its first PDF in another language', pdfOther, n]);
    }

    console.log(
      `bench:catalogue — production build on ${site.origin}, fresh DATA_DIR, sequential fetch, ${os.cpus().length} cores, load average ${load0.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}\n`,
    );
    console.log('| download | median ms | max ms | sample |\n| --- | --- | --- | --- |');
    for (const [name, xs, note] of rows) console.log(`| ${name} | ${median(xs).toFixed(0)} | ${Math.max(...xs).toFixed(0)} | ${note} |`);
    console.log('\ntarget: the first PNG/PDF of a page within 1 s');
  } finally {
    site.stop();
    await site.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
