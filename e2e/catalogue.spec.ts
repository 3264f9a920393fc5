import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// The public catalogue (SPEC §1–2, issue 7): theme listings in two languages, an item page, its
// PNG and PDF downloads on the language's paper, and "Color online" opening it on the canvas.

test('an English theme page lists its printable pages with sized, lazy thumbnails', async ({ page }) => {
  await page.goto('/animals');
  await expect(page.getByRole('heading', { level: 1, name: 'Animal coloring pages' })).toBeVisible();
  const cards = page.locator('main a[href^="/animals/"]');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('link', { name: /Cat playing with a ball/ })).toBeVisible();
  const thumb = cards.last().locator('img');
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await expect(thumb).toHaveAttribute('width', '420');
  await expect(thumb).toHaveAttribute('height', '594');
  const preview = await page.request.get('/common-api/v1/catalogue/cat-playing-with-a-ball/preview?paper=a4');
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/svg+xml');
  expect((await preview.text()).length).toBeLessThan(60_000);
});

test('a Japanese theme page opens an item whose PDF is A4 and titled in Japanese', async ({ page }) => {
  await page.goto('/ja/space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('link', { name: /月へ行くロケット/ }).click();
  await expect(page).toHaveURL(/\/ja\/space\/rocket-to-the-moon$/);
  await expect(page.getByRole('heading', { level: 1, name: '月へ行くロケット' })).toBeVisible();
  await expect(page).toHaveTitle(/月へ行くロケットの塗り絵/);
  await expect(page.getByRole('link', { name: 'OpenMoji' })).toBeVisible();
  const href = await page.getByRole('link', { name: 'PDFをダウンロード' }).getAttribute('href');
  expect(href).toContain('locale=ja');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(20_000);
  const doc = await PDFDocument.load(bytes);
  expect(doc.getTitle()).toBe('月へ行くロケット');
  const { width, height } = doc.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
});

test('an English item downloads a Letter PNG and PDF, caches them, and colours online', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/animals/cat-playing-with-a-ball');
  await expect(page.getByRole('heading', { level: 1, name: 'Cat playing with a ball' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'For kids', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Easy coloring pages' })).toHaveAttribute('href', '/tag/easy');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('colorwell-cat-playing-with-a-ball.png');
  const meta = await sharp(await download.path()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 2550, 3300]);

  const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain('colorwell-cat-playing-with-a-ball.pdf');
  const doc = await PDFDocument.load(await pdf.body());
  expect(doc.getTitle()).toBe('Cat playing with a ball');
  expect(Object.values(doc.getPage(0).getSize())).toEqual([612, 792]);
  const etag = pdf.headers()['etag'];
  expect(pdf.headers()['cache-control']).toContain('public');
  const again = await page.request.get(pdfHref!, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  await page.getByRole('link', { name: 'Color online' }).click();
  await expect(page).toHaveURL(/\/online-coloring\?page=catalogue(%3A|:)cat-playing-with-a-ball$/);
  await expect(page.getByText('Cat playing with a ball').first()).toBeVisible();
  await page.getByRole('application').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 60_000 });
});

test('unknown pages answer 404, and the sitemap lists every item with its languages', async ({ request }) => {
  for (const path of ['/animals/no-such-page', '/animals/snowman', '/ja/space/Rocket-To-The-Moon', '/all-free-coloring-pages-printable?page=9']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const missing = await request.get('/common-api/v1/catalogue/no-such-page/download?format=png');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).code).toBe(404);
  expect((await request.get('/online-coloring?page=catalogue:no-such-page')).status()).toBe(404);

  const second = await request.get('/all-free-coloring-pages-printable?page=2');
  expect(second.status()).toBe(200);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/holidays\/snowman<\/loc>/);
  expect(sitemap).toMatch(/hreflang="ja" href="https?:\/\/[^"]+\/ja\/holidays\/snowman"/);
});
