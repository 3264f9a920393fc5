import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signUpByMail } from './support/sign-up';

// Issue 6 "Must show": a signed-in user makes a text page, an AI-generator page with 2 variations,
// and name pages in English and Japanese, and downloads each (PNG signature, <svg, %PDF).
const PASSWORD = 'Crayon-Garden-42';
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

const signUp = (page: Page) => signUpByMail(page, { label: 'generators', password: PASSWORD });

async function download(page: Page, scope: ReturnType<Page['locator']>, name: string | RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), scope.getByRole('link', { name }).first().click()]);
  return readFile((await file.path())!);
}

/** Every format of one finished page, checked by its first bytes. */
async function downloadAll(page: Page, scope: ReturnType<Page['locator']>, label: (f: string) => string) {
  expect(isPng(await download(page, scope, label('PNG')))).toBe(true);
  expect((await download(page, scope, label('SVG'))).toString('utf8', 0, 600)).toContain('<svg');
  expect((await download(page, scope, label('PDF'))).toString('latin1', 0, 5)).toBe('%PDF-');
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/common-api/v1/auth-google/auth-url', { timeout: 110_000 })).ok()).toBe(true);
});

test('a signed-in user makes text, AI-generator and name pages and downloads them', async ({ page }) => {
  test.setTimeout(360_000);
  await page.goto('/');
  await signUp(page);
  const en = (f: string) => `Download ${f}`;

  await page.goto('/dashboard/text-to-coloring-page');
  await page.getByLabel('Describe your page').fill('cat playing with a ball');
  await page.getByRole('button', { name: 'Draw my page' }).click();
  await expect(page.getByText(/We understood: cat, ball/)).toBeVisible({ timeout: 30_000 });
  const textPage = page.getByRole('article', { name: 'Your page' });
  await expect(textPage.getByRole('heading', { name: 'Your page is ready' })).toBeVisible({ timeout: 90_000 });
  await expect(textPage.getByRole('img', { name: /preview of the coloring page/ })).toBeVisible();
  await expect(textPage.getByRole('link', { name: 'Color it online' })).toBeVisible();
  await downloadAll(page, textPage, en);

  await page.goto('/dashboard/ai-coloring-page-generator');
  await page.getByLabel('What should we draw?').fill('a dragon in front of a castle');
  await page.getByRole('radio', { name: 'Teens' }).check({ force: true });
  await page.getByRole('radio', { name: '2', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Generate' }).click();
  for (const number of [1, 2]) {
    const variation = page.getByRole('article', { name: `Version ${number} of 2` });
    await expect(variation.getByRole('heading', { name: 'Your page is ready' })).toBeVisible({ timeout: 120_000 });
    await downloadAll(page, variation, en);
  }

  // A refused prompt says why, and nothing is made.
  await page.getByLabel('What should we draw?').fill('a cat with a gun');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Colorwell doesn't draw weapons" })).toBeVisible();

  await page.goto('/dashboard/name-coloring-page-generator');
  await page.getByLabel('Name', { exact: true }).fill('Emma');
  await page.getByRole('radio', { name: 'Flowers' }).check({ force: true });
  await page.getByRole('button', { name: 'Make the name page' }).click();
  const namePage = page.getByRole('article', { name: 'Your page' });
  await expect(namePage.getByRole('heading', { name: 'Your page is ready' })).toBeVisible({ timeout: 90_000 });
  await downloadAll(page, namePage, en);

  await page.goto('/ja/dashboard/name-coloring-page-generator');
  await page.getByLabel('名前', { exact: true }).fill('さくら');
  await page.getByRole('button', { name: '名前のページを作る' }).click();
  const jaPage = page.getByRole('article', { name: 'あなたのページ' });
  await expect(jaPage.getByRole('img', { name: /ぬりえのプレビュー/ })).toBeVisible({ timeout: 90_000 });
  await downloadAll(page, jaPage, (f) => JA_DOWNLOAD.replace('{format}', f));
});

const JA_DOWNLOAD = '{format}をダウンロード';
