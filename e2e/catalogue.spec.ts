import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// The public catalogue: theme listings, an item of every theme in three languages, PNG, SVG and PDF
// downloads on the language's paper, "Color online" opening it on the canvas, and 404 for unknown handles.

// One item of each theme with its title in English, Japanese and German (lib/catalogue/text.ts).
const ITEMS: [theme: string, handle: string, en: string, ja: string, de: string][] = [
  ['animals', 'lion-in-the-jungle', 'Lion in the jungle', 'ジャングルのライオン', 'Löwe im Dschungel'],
  ['unicorns', 'unicorn-at-night', 'Unicorn at night', '夜のユニコーン', 'Einhorn bei Nacht'],
  ['dinosaurs', 't-rex-in-the-jungle', 'T. rex in the jungle', 'ジャングルのティラノサウルス', 'T. rex im Dschungel'],
  ['space', 'rocket-in-space', 'Rocket in space', '宇宙のロケット', 'Rakete im Weltall'],
  ['flowers', 'sunflower-in-the-meadow', 'Sunflower in the meadow', '野原のひまわり', 'Sonnenblume auf der Wiese'],
  ['mandalas', 'lotus-mandala-easy', 'Mandala: Lotus (easy)', 'マンダラ：ハス（かんたん）', 'Mandala: Lotusblüte (leicht)'],
  ['vehicles', 'fire-truck-in-the-city', 'Fire truck in the city', '街の消防車', 'Feuerwehrauto in der Stadt'],
  ['holidays', 'christmas-tree-in-the-snow', 'Christmas tree in the snow', '雪の中のクリスマスツリー', 'Weihnachtsbaum im Schnee'],
  ['fantasy', 'dragon-at-night', 'Dragon at night', '夜のドラゴン', 'Drache bei Nacht'],
  ['ocean', 'whale-under-the-sea', 'Whale under the sea', '海の中のクジラ', 'Wal unter Wasser'],
  ['pets', 'cat-playing-with-a-ball', 'Cat playing with a ball', 'ボールで遊ぶネコ', 'Katze spielt mit einem Ball'],
  ['farm', 'cow-on-the-farm', 'Cow on the farm', '牧場のウシ', 'Kuh auf dem Bauernhof'],
  ['food', 'pizza-in-the-kitchen', 'Pizza in the kitchen', 'キッチンのピザ', 'Pizza in der Küche'],
  ['sports', 'soccer-ball-at-the-stadium', 'Soccer ball at the stadium', 'スタジアムのサッカーボール', 'Fußball im Stadion'],
  ['patterns', 'hexagons-pattern-easy', 'Hexagon tiles (easy)', '六角形のタイル（かんたん）', 'Sechseckmuster (leicht)'],
  ['alphabet', 'letter-a', 'Letter A', 'アルファベットの「A」', 'Buchstabe A'],
];

test('an English theme page lists its printable pages with sized, lazy thumbnails', async ({ page }) => {
  await page.goto('/animals');
  await expect(page.getByRole('heading', { level: 1, name: 'Animal coloring pages' })).toBeVisible();
  // The cards (each with its thumbnail), not the links to the listing's other pages.
  const cards = page.locator('main a[href^="/animals/"]:has(img)');
  expect(await cards.count()).toBe(24);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('href', '/animals/page/2');
  await expect(page.getByRole('link', { name: /Lion in the jungle/ })).toBeVisible();
  const thumb = cards.last().locator('img');
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect(thumb).toHaveAttribute('width', '420');
  await expect(thumb).toHaveAttribute('height', '594');
});

test('an item of every theme opens in English, Japanese and German with its own title and alt text', async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  for (const [theme, handle, en, ja, de] of ITEMS) {
    for (const [prefix, title] of [
      ['', en],
      ['/ja', ja],
      ['/de', de],
    ] as const) {
      // A new visitor each time: a language cookie left by the previous page would send the
      // unprefixed English path to that language.
      const request = await playwright.request.newContext({ baseURL });
      const res = await request.get(`${prefix}/${theme}/${handle}`);
      expect(res.status(), `${prefix}/${theme}/${handle}`).toBe(200);
      const html = await res.text();
      await request.dispose();
      const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
      expect(html, `${prefix}/${theme}/${handle}`).toContain(`>${escaped}</h1>`);
      expect(html).toMatch(new RegExp(`alt="[^"]*${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  }
});

test("downloads are a valid SVG, PNG and PDF on the language's paper, cached by ETag", async ({ request }) => {
  test.setTimeout(120_000);
  const svg = await request.get('/common-api/v1/catalogue/letter-a/preview?paper=a4');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  const svgMeta = await sharp(await svg.body()).metadata();
  expect(svgMeta.format).toBe('svg');

  const png = await request.get('/common-api/v1/catalogue/whale-under-the-sea/download?format=png&locale=en');
  expect(png.headers()['content-type']).toBe('image/png');
  const meta = await sharp(await png.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 2550, 3300]);

  const pdf = await request.get('/common-api/v1/catalogue/rocket-in-space/download?format=pdf&locale=ja');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const doc = await PDFDocument.load(bytes);
  expect(doc.getTitle()).toBe('宇宙のロケット');
  // The licence credit printed under the page is in the reader's language too.
  expect(doc.getSubject()).toContain('絵文字グラフィック：OpenMoji');
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  const again = await request.get('/common-api/v1/catalogue/rocket-in-space/download?format=pdf&locale=ja', {
    headers: { 'if-none-match': pdf.headers()['etag'] },
  });
  expect(again.status()).toBe(304);
});

test('an English item downloads its Letter PNG and colours online', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/pets/cat-playing-with-a-ball');
  await expect(page.getByRole('heading', { level: 1, name: 'Cat playing with a ball' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'For kids', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenMoji' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('colorwell-cat-playing-with-a-ball.png');
  const meta = await sharp(await download.path()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 2550, 3300]);

  await page.getByRole('link', { name: 'Color online' }).click();
  await expect(page).toHaveURL(/\/online-coloring\?page=catalogue(%3A|:)cat-playing-with-a-ball(%3A|:)letter$/);
  await expect(page.getByText('Cat playing with a ball').first()).toBeVisible();
});

test('unknown pages answer 404, and the sitemap lists every item with its languages', async ({ request }) => {
  for (const path of ['/animals/no-such-page', '/animals/snowman-in-the-snow', '/ja/space/Rocket-In-Space', '/all-free-coloring-pages-printable/page/99']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const format of ['png', 'pdf']) {
    const missing = await request.get(`/common-api/v1/catalogue/no-such-page/download?format=${format}`);
    expect(missing.status()).toBe(404);
    expect((await missing.json()).code).toBe(404);
  }
  expect((await request.get('/common-api/v1/catalogue/no-such-page/preview?paper=a4')).status()).toBe(404);
  expect((await request.get('/online-coloring?page=catalogue:no-such-page')).status()).toBe(404);

  const sitemap = await (await request.get('/sitemaps/en.xml')).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/holidays\/snowman-in-the-snow<\/loc>/);
  expect(sitemap).toMatch(/hreflang="ja" href="https?:\/\/[^"]+\/ja\/holidays\/snowman-in-the-snow"/);
});

test('a page that moved answers its old address with a permanent redirect to the new one', async ({ request }) => {
  for (const [from, to] of [
    ['/holidays/carp-streamer-in-the-kitchen', '/holidays/carp-streamer-in-the-sky'],
    ['/ja/holidays/tanabata-tree-at-the-party', '/ja/holidays/tanabata-tree-at-night'],
  ]) {
    const moved = await request.get(from, { maxRedirects: 0 });
    expect(moved.status(), from).toBe(308);
    expect(new URL(moved.headers().location, 'http://x').pathname, from).toBe(to);
    expect((await request.get(to)).status(), to).toBe(200);
  }
  // the files of the old handle are the new page's
  const png = await request.get('/common-api/v1/catalogue/balloon-in-the-kitchen/download?format=png&locale=en');
  expect(png.status()).toBe(200);
  expect(png.headers()['content-disposition']).toContain('balloon-in-the-sky');
});
