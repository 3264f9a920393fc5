// `npm run audit:lighthouse`: Lighthouse (mobile, its default throttling) with Debian Chromium on the home
// page, a theme, an item, a tool landing page and the gallery in English, German and Japanese.
// LIGHTHOUSE_REPORTS=<dir> also writes each page's full report there (JSON), to read what bounds LCP
// and TBT (lcp-breakdown, bootup-time, main-thread-tasks, network-requests).
//
// Chromium runs with --hide-scrollbars (LIGHTHOUSE_SCROLLBARS=1 leaves them on). With the overlay
// scrollbars of mobile emulation, the scrollbar's fade animation keeps redrawing the layer tree that was
// active before the navigation while the new page's first frame is laid out and rastered. Those frames
// carry the old surface id, so the browser never draws them, and once more than three are undrawn viz
// sends the page one BeginFrame a second (CompositorFrameSinkSupport::ShouldSendBeginFrame,
// "ThrottleUndrawnFrames"): the first paint lands 1 or 2 s late, after `load`, with the main thread idle,
// and Lantern counts every script that ran before it (simulated LCP 3.5–5 s instead of 1.2–2.5 s). The
// page waits on nothing in that gap; GoogleChrome/lighthouse#17148 reports the same throttling in headless
// runs, PageSpeed Insights included. Overlay scrollbars take no layout space, so hiding them changes no
// other figure. The table's observed FCP and load columns show a late first paint when there is one.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from './bench/site-server';

const PORT = Number(process.env.AUDIT_PORT || 3417);
const PATHS = ['/', '/pets', '/pets/cat-playing-with-a-ball', '/convert-photo-to-coloring-page', '/gallery'];
const PREFIXES = ['', '/de', '/ja'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const SCROLLBARS = process.env.LIGHTHOUSE_SCROLLBARS === '1';

async function main() {
  const site = await startSite(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...(SCROLLBARS ? [] : ['--hide-scrollbars'])],
  });
  const rows: string[] = [];
  let version = '';
  try {
    for (const prefix of PREFIXES) {
      for (const path of PATHS) {
        const url = `${site.origin}${prefix}${path === '/' && prefix ? '' : path}`;
        // One warm-up load so the first render of an on-demand page is not what is measured.
        await fetch(url);
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        const lhr = result!.lhr;
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          writeFileSync(join(REPORTS, `${(prefix || '/en').slice(1)}${path === '/' ? '' : path.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
        }
        version = lhr.lighthouseVersion;
        const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
        // What Chrome observed on this machine (unsimulated): a first paint after `load` is the throttled case above.
        const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
        const ms = (key: string) => (observed[key] === undefined ? '' : `${(observed[key] / 1000).toFixed(2)} s`);
        const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => ref.id),
        );
        const row = `| ${prefix || '/en'}${path === '/' ? '' : path} | ${CATEGORIES.map(score).join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${ms('observedFirstContentfulPaint')} | ${ms('observedLoad')} | ${failing.join(', ')} |`;
        rows.push(row);
        console.error(row);
      }
    }
  } finally {
    chrome.kill();
    site.stop();
  }
  console.log(`\naudit:lighthouse — Lighthouse ${version}, mobile, Debian Chromium${SCROLLBARS ? ', scrollbars shown' : ', --hide-scrollbars'}\n`);
  console.log('| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | observed FCP | observed load | failing a11y/BP/SEO audits |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
