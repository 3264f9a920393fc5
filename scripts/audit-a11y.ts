// `npm run audit:a11y`: axe-core on every kind of public page in English, German and Japanese, in light
// and dark mode, against the production build. Fails on any serious or critical finding.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { AUDIT_PREFIXES, PUBLIC_AUDIT_PATHS, startSite } from './bench/site-server';

const PORT = Number(process.env.AUDIT_PORT || 3417);
const BLOCKING = new Set(['serious', 'critical']);

type Finding = { url: string; scheme: string; id: string; impact: string; targets: string[] };

async function main() {
  const site = await startSite(PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const findings: Finding[] = [];
  let pages = 0;
  try {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      for (const prefix of AUDIT_PREFIXES) {
        for (const path of PUBLIC_AUDIT_PATHS) {
          const url = `${prefix}${path === '/' && prefix ? '' : path}`;
          await page.goto(site.origin + url, { waitUntil: 'networkidle' });
          const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
          pages += 1;
          for (const v of result.violations) {
            if (!v.impact || !BLOCKING.has(v.impact)) continue;
            findings.push({ url, scheme, id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) });
          }
          console.error(`${scheme.padEnd(5)} ${url.padEnd(44)} ${result.violations.filter((v) => v.impact && BLOCKING.has(v.impact)).length} serious/critical`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    site.stop();
  }
  console.log(
    `\naudit:a11y — axe-core ${(await import('axe-core')).default.version}, ${pages} pages (${PUBLIC_AUDIT_PATHS.length} routes × ${AUDIT_PREFIXES.length} languages × light/dark)`,
  );
  console.log(`serious/critical findings: ${findings.length}`);
  for (const f of findings) console.log(`- ${f.scheme} ${f.url}: ${f.id} (${f.impact}) ${f.targets.join(' | ')}`);
  if (findings.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
