import { expect, test, type APIRequestContext } from '@playwright/test';
import { localeTags, localizedPath, locales } from '../lib/i18n/locales';
import { pages } from '../lib/seo/pages';

// Every route in all ten languages. Requests (not page loads) keep this fast;
// a few real page loads at the end check what a visitor sees.
const fixed = Object.values(pages);
const publicPaths = [
  // /pay-success confirms the signed-in buyer's order, so it sends a visitor to sign in.
  ...fixed.filter((page) => page.access !== 'signed-in' && page.path !== '/pay-success').map((page) => page.path),
  '/animals',
  '/ocean',
  '/tag/easy',
  '/pets/cat-playing-with-a-ball',
];
const protectedPaths = fixed.filter((page) => page.access === 'signed-in').map((page) => page.path);

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

function langOf(html: string): string {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
}

async function englishTitles(request: APIRequestContext): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const path of publicPaths) titles.set(path, titleOf(await (await request.get(path)).text()));
  return titles;
}

test('every public route answers 200 in every language with its lang and a localized title', async ({ request }) => {
  test.setTimeout(240_000);
  const english = await englishTitles(request);
  const failures: string[] = [];
  for (const locale of locales) {
    for (const path of publicPaths) {
      const url = localizedPath(locale, path);
      const response = await request.get(url, { maxRedirects: 0 });
      const html = await response.text();
      const title = titleOf(html);
      if (response.status() !== 200) failures.push(`${url}: status ${response.status()}`);
      else if (langOf(html) !== localeTags[locale]) failures.push(`${url}: lang ${langOf(html)}`);
      else if (!title) failures.push(`${url}: no title`);
      else if (locale !== 'en' && title === english.get(path)) failures.push(`${url}: English title "${title}"`);
    }
  }
  expect(failures).toEqual([]);
});

test('every page carries a canonical URL and hreflang alternates for ten languages plus x-default', async ({ request }) => {
  const html = await (await request.get('/de/pricing')).text();
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/de\/pricing"/);
  const hreflangs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
  expect(hreflangs.sort()).toEqual([...Object.values(localeTags), 'x-default'].sort());
  expect(html).toContain('Preise');
});

test('page 2 of a listing is its own canonical page at its own path, in every language', async ({ request }) => {
  const html = await (await request.get('/de/all-free-coloring-pages-printable/page/2')).text();
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/de\/all-free-coloring-pages-printable\/page\/2"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="ja" href="https?:\/\/[^"]+\/ja\/all-free-coloring-pages-printable\/page\/2"/);
  expect(html).toMatch(/<link rel="prev" href="\/de\/all-free-coloring-pages-printable"/);
  expect(html).toMatch(/<link rel="next" href="\/de\/all-free-coloring-pages-printable\/page\/3"/);
  const first = await (await request.get('/de/all-free-coloring-pages-printable')).text();
  expect(first).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/de\/all-free-coloring-pages-printable"/);
  expect(first).not.toMatch(/<link rel="prev"/);
  for (const path of [
    '/de/all-free-coloring-pages-printable/page/999',
    '/de/all-free-coloring-pages-printable/page/1',
    '/tag/easy/page/02',
    '/unicorns/page/2',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('every sign-in-required route redirects a visitor to the localized login with from', async ({ request }) => {
  const failures: string[] = [];
  for (const locale of locales) {
    for (const path of [...protectedPaths, '/profile?tab=security']) {
      const url = localizedPath(locale, path);
      const response = await request.get(url, { maxRedirects: 0 });
      const expected = `${localizedPath(locale, '/login')}?from=${encodeURIComponent(url)}`;
      const location = response.headers()['location'] ?? '';
      if (![302, 303, 307, 308].includes(response.status()) || !location.endsWith(expected)) {
        failures.push(`${url}: ${response.status()} → ${location}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('unknown paths and failed validations give the 404 page', async ({ request }) => {
  const unknown = ['/no-such-page', '/animals/no-such-handle', '/gallery/999999', '/tag/no-such-tag', '/a/b/c/d', '/gallery/1/2'];
  for (const path of unknown) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found');
  }
  const german = await request.get('/de/kein-thema');
  expect(german.status()).toBe(404);
  // Next.js streams a dynamic route's 404 into an empty shell (vercel/next.js#62228), so the
  // German text is checked here and the rendered page with its lang in the browser test below.
  expect(await german.text()).toContain('Seite nicht gefunden');
});

test('real page loads show the page heading, the path on 404 and the dashboard guard', async ({ page }) => {
  await page.goto('/ja/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/ · Colorwell$/);
  // Visiting /ja stored Japanese in the language cookie; start the English checks without it.
  await page.context().clearCookies();

  await page.goto('/convert-photo-to-coloring-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn your photos into coloring pages');
  await expect(page.getByRole('link', { name: 'Create a free account' }).first()).toBeVisible();

  const response = await page.goto('/fr/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page introuvable : /fr/cette-page-n-existe-pas');

  await page.goto('/de/dashboard/batch');
  await expect(page).toHaveURL(/\/de\/login\?from=%2Fde%2Fdashboard%2Fbatch$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
