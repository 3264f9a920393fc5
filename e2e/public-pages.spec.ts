import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeMail, waitForMail, type MailSource } from '../tests/helpers/mailbox';
import { postFromOwnAddress, siteOrigin } from './support/sign-up';

// Public pages are rendered once and shared: they must work without JavaScript, tell CDNs they may be
// kept (and private pages that they may not), show each visitor their own header, and give search
// engines a sitemap index, robots.txt and structured data. Page views are counted without cookies.
const outbox: MailSource = { kind: 'outbox', dir: path.join(process.env.E2E_DATA_DIR ?? '', 'outbox') };
const PASSWORD = 'Crayon-Garden-42';
type Messages = typeof import('../messages/en.json');
const messagesOf = (language: string): Messages => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${language}.json`), 'utf8'));
const [en, de, ja] = ['en', 'de', 'ja'].map(messagesOf);
// The item's title in each language comes from the catalogue's own texts (lib/catalogue/text.ts).
const languages = [
  { prefix: '', tag: 'en', messages: en, title: 'Cat playing with a ball' },
  { prefix: '/de', tag: 'de', messages: de, title: 'Katze spielt mit einem Ball' },
  { prefix: '/ja', tag: 'ja', messages: ja, title: 'ボールで遊ぶネコ' },
] as const;
const THEME = 'pets';
const ITEM = 'cat-playing-with-a-ball';
const PUBLIC_CACHE = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;

async function signUpAndIn(page: Page): Promise<string> {
  const email = `e2e-public-${Date.now().toString(36)}@example.com`;
  const origin = siteOrigin(page);
  const answer = await postFromOwnAddress(`${origin}/common-api/v1/signup`, { email, password: PASSWORD }, { origin });
  expect(answer.code).toBe(200);
  const text = decodeMail(await waitForMail(outbox, email));
  const token = text.match(/\/register\/verification-success\?token=([A-Za-z0-9_-]+)/)![1];
  const done = await page.request.post('/common-api/v1/complete-signup', { data: { token }, headers: { 'X-Platform': 'web' } });
  expect((await done.json()).code).toBe(200);
  return email;
}

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => [JSON.parse(m[1])].flat()) as Record<string, unknown>[];

async function get(request: APIRequestContext, url: string, language = 'en') {
  return request.get(url, { headers: { 'accept-language': language }, maxRedirects: 0 });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { prefix, tag, messages, title } of languages) {
    test(`listing and item render their content in ${tag}`, async ({ page }) => {
      await page.goto(`${prefix}/${THEME}`);
      await expect(page.getByRole('heading', { level: 1, name: messages.themes[THEME].title })).toBeVisible();
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      await page.getByRole('link', { name: title }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${THEME}/${ITEM}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(title) })).toBeVisible();
      expect(await page.locator('html').getAttribute('lang')).toBe(tag === 'en' ? 'en-US' : tag);
    });
    test(`a long listing is split into pages one can walk through in ${tag}`, async ({ page }) => {
      const cards = page.locator('main ul a[href*="/"][class*="group"]');
      await page.goto(`${prefix}/tag/easy`);
      await expect(page.getByRole('heading', { level: 1, name: messages.themes.tags.easy.title })).toBeVisible();
      await expect(cards).toHaveCount(24);
      const pages = page.getByRole('navigation', { name: messages.catalogue.pagination });
      await expect(pages.locator('[aria-current="page"]')).toHaveText(new RegExp(messages.catalogue.pageLink.replace('{page}', '1')));
      await pages.getByRole('link', { name: messages.catalogue.next }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/tag/easy/page/2$`));
      await expect(cards).toHaveCount(24);
      await expect(pages.locator('[aria-current="page"]')).toHaveText(new RegExp(messages.catalogue.pageLink.replace('{page}', '2')));
      // The item list names this page's cards, numbered on from the first page's.
      const list = ldOf(await page.content()).find((d) => d['@type'] === 'ItemList')!;
      const entries = list.itemListElement as { position: number; name: string }[];
      expect(entries.map((e) => e.position)).toEqual(Array.from({ length: 24 }, (_, i) => 25 + i));
      await expect(page.getByRole('link', { name: entries[0].name }).first()).toBeVisible();
      await pages.getByRole('link', { name: messages.catalogue.pageLink.replace('{page}', '1'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/tag/easy$`));
    });
  }
});

test('public pages may be kept by a CDN; signed-in pages and the API may not', async ({ page }) => {
  test.setTimeout(120_000);
  const request = page.request;
  for (const { prefix, tag } of languages) {
    for (const p of [
      '',
      `/${THEME}`,
      `/${THEME}/${ITEM}`,
      '/tag/easy',
      '/tag/easy/page/2',
      '/pricing',
      '/convert-photo-to-coloring-page',
      '/kid-coloring-pages',
      '/kid-coloring-pages/page/3',
    ]) {
      const url = `${prefix}${p}` || '/';
      const answer = await get(request, url, tag);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()['cache-control'], url).toMatch(PUBLIC_CACHE);
      expect(answer.headers()['set-cookie'], url).toBeUndefined();
    }
  }
  await signUpAndIn(page);
  for (const url of ['/profile', '/de/dashboard/batch', '/affiliate', '/ja/online-coloring']) {
    // The affiliate area sends a newcomer on to its application page: the page reached is checked.
    const answer = await request.get(url, { headers: { 'accept-language': 'en' } });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).toMatch(/private/);
    expect(answer.headers()['cache-control'], url).toMatch(/no-store/);
  }
  const user = await request.get('/self-api/v1/user', { headers: { 'X-Platform': 'web' } });
  expect(user.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
});

test('a signed-in visitor sees their own header on a cached page; a signed-out one never does', async ({ browser }) => {
  test.setTimeout(120_000);
  // Japanese browsers: the page answers without a language cookie, so it is the shared copy.
  const own = await browser.newContext({ locale: 'ja-JP' });
  const page = await own.newPage();
  const email = await signUpAndIn(page);
  const url = `/ja/${THEME}/${ITEM}`;
  const answer = await page.goto(url);
  expect(answer!.headers()['cache-control']).toMatch(PUBLIC_CACHE);
  await expect(page.getByRole('button', { name: ja.account.menuLabel }).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: ja.account.menuLabel }).first().click();
  await expect(page.getByRole('menu')).toContainText(email);
  // The shared HTML itself names nobody.
  expect(await (await page.request.get(url, { headers: { cookie: '' } })).text()).not.toContain(email);

  const stranger = await browser.newContext({ locale: 'ja-JP' });
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('link', { name: ja.account.signIn }).first()).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByRole('button', { name: ja.account.menuLabel })).toHaveCount(0);
  expect(await visitor.content()).not.toContain(email);
  await stranger.close();
  await own.close();
});

test('robots.txt names the sitemap and keeps crawlers out of private areas', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  const lines = (await answer.text()).split('\n').map((l) => l.trim());
  expect(lines.find((l) => l.startsWith('Sitemap:'))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  for (const rule of ['/dashboard', '/profile', '/affiliate$', '/affiliate/', '/de/dashboard', '/ja/profile', '/tw/affiliate/', '/common-api/', '/self-api/']) {
    expect(lines, rule).toContain(`Disallow: ${rule}`);
  }
  expect(lines.some((l) => /^Disallow: \/affiliation/.test(l) || l === 'Disallow: /affiliate')).toBe(false);
  expect(lines).toContain('Allow: /common-api/v1/catalogue/');
});

test('the sitemap index lists one sitemap per language; every URL answers 200 with its hreflang set', async ({ request, baseURL }) => {
  // Every page in ten languages, most rendered on their first visit here.
  test.setTimeout(1_800_000);
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
  expect(sitemaps).toHaveLength(10);
  const local = (url: string) => new URL(new URL(url).pathname + new URL(url).search, baseURL).toString();
  const urls: { loc: string; hreflang: Record<string, string> }[] = [];
  for (const [, loc, lastmod] of sitemaps) {
    expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    const xml = await (await request.get(local(loc))).text();
    for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/gs)) {
      const own = body.match(/<loc>([^<]+)<\/loc>/)![1];
      expect(body).toMatch(/<lastmod>[^<]+<\/lastmod>/);
      const hreflang = Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
      urls.push({ loc: own, hreflang });
    }
  }
  expect(urls.length).toBeGreaterThan(500);
  const items = urls.filter((u) => u.loc.endsWith(`/${THEME}/${ITEM}`));
  expect(items).toHaveLength(10);

  // Every URL answers 200 and carries the same eleven alternates (ten languages and x-default) as its entry.
  let next = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (next < urls.length) {
      const { loc, hreflang } = urls[next++];
      expect(Object.keys(hreflang)).toHaveLength(11);
      const answer = await request.get(local(loc), { headers: { 'accept-language': 'en' }, maxRedirects: 0 });
      if (answer.status() !== 200) {
        failures.push(`${loc}: ${answer.status()}`);
        continue;
      }
      const html = await answer.text();
      // Next writes a bare origin without its trailing slash (http://host rather than http://host/).
      const same = (links: Record<string, string>) => JSON.stringify(Object.entries(links).map(([k, v]) => [k, v.replace(/&amp;/g, '&').replace(/\/$/, '')]));
      const onPage = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
      if (same(onPage) !== same(hreflang)) failures.push(`${loc}: hreflang ${JSON.stringify(onPage)}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(failures).toEqual([]);
});

test('structured data parses and names the page', async ({ request }) => {
  for (const { prefix, tag, messages, title } of languages) {
    const item = ldOf(await (await get(request, `${prefix}/${THEME}/${ITEM}`, tag)).text());
    const work = item.find((d) => d['@type'] === 'CreativeWork')!;
    expect(work.name).toBe(title);
    expect((work.image as Record<string, unknown>)['@type']).toBe('ImageObject');
    expect(String((work.image as Record<string, unknown>).contentUrl)).toContain(`/catalogue/${ITEM}/preview`);
    const crumbs = item.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; position: number }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Colorwell', messages.themes[THEME].name, title]);

    const listing = ldOf(await (await get(request, `${prefix}/${THEME}`, tag)).text());
    const list = listing.find((d) => d['@type'] === 'ItemList')!;
    expect(list.name).toBe(messages.themes[THEME].title);
    expect((list.itemListElement as { name: string }[]).map((e) => e.name)).toContain(title);
    expect(listing.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();

    const pricing = ldOf(await (await get(request, `${prefix}/pricing`, tag)).text());
    const faq = pricing.find((d) => d['@type'] === 'FAQPage')!;
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toContain(messages.pricing.faq.q1);
  }
});

test('a shared link shows a picture of the page: Open Graph and X card images that answer', async ({ request }) => {
  const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`))?.[1];
  for (const { prefix, tag } of languages) {
    for (const [pathname, picture] of [
      [`${prefix}/${THEME}/${ITEM}`, `/common-api/v1/catalogue/${ITEM}/share-image`],
      [`${prefix}/${THEME}`, '/common-api/v1/catalogue/'],
      [`${prefix}/pricing`, '/share/colorwell.png'],
    ]) {
      const html = await (await get(request, pathname, tag)).text();
      const image = metaOf(html, 'og:image');
      expect(image, pathname).toContain(picture);
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:alt')?.length).toBeGreaterThan(10);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      const answer = await request.get(new URL(image!).pathname);
      expect(answer.status(), image).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  }
});

test('one pageview per view and client-side route change, and no cookie from analytics', async ({ page, context }) => {
  const views: { path: string }[] = [];
  const setCookies: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/common-api/v1/pageviews') && r.method() === 'POST') views.push(r.postDataJSON());
  });
  page.on('response', async (r) => {
    if (r.url().endsWith('/common-api/v1/pageviews')) {
      const cookie = await r.headerValue('set-cookie');
      if (cookie) setCookies.push(cookie);
      expect((await r.json()).data).toEqual({ counted: true });
    }
  });
  await page.goto(`/ja/${THEME}`);
  await expect.poll(() => views.length).toBe(1);
  await page.getByRole('link', { name: languages[2].title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ja/${THEME}/${ITEM}$`));
  await expect.poll(() => views.length).toBe(2);
  await page.goBack();
  await expect.poll(() => views.length).toBe(3);
  await page.waitForTimeout(1000);
  expect(views.map((v) => v.path)).toEqual([`/ja/${THEME}`, `/ja/${THEME}/${ITEM}`, `/ja/${THEME}`]);
  expect(setCookies).toEqual([]);
  // The only cookie on a first visit to a Japanese page with an English browser is the language one.
  expect((await context.cookies()).map((c) => c.name).filter((n) => n !== 'i18n_redirected')).toEqual([]);
});
