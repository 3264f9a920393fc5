// `npm run audit:lighthouse`: Lighthouse (mobile, its default throttling) with Debian Chromium on the home
// page, a theme, an item, a tool landing page and the gallery in English, German and Japanese.
// LIGHTHOUSE_REPORTS=<dir> also writes each page's full report there (JSON), to read what bounds LCP
// and TBT (lcp-breakdown, bootup-time, main-thread-tasks, network-requests).
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

async function main() {
  const site = await startSite(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
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
        const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => ref.id),
        );
        const row = `| ${prefix || '/en'}${path === '/' ? '' : path} | ${CATEGORIES.map(score).join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${failing.join(', ')} |`;
        rows.push(row);
        console.error(row);
      }
    }
  } finally {
    chrome.kill();
    site.stop();
  }
  console.log(`\naudit:lighthouse — Lighthouse ${version}, mobile, Debian Chromium\n`);
  console.log('| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | failing a11y/BP/SEO audits |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
