import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { signUpByMail } from './support/sign-up';

// Issue 5 "Must show": a signed-in user converts a photo in each style, colorizes it, runs a batch of
// 3, follows the progress and downloads PNG, SVG, PDF and the ZIP; a visitor gets the on-device
// preview and is asked to sign up on the second try. The photos are the landing pages' own examples.
const photo = (name: string) => path.join(process.cwd(), 'public/examples', `${name}-photo.webp`);
const PASSWORD = 'Crayon-Garden-42';

const signUp = (page: Page) => signUpByMail(page, { label: 'gen', password: PASSWORD });

/** Clicks a download link and returns the saved file's bytes. */
async function download(page: Page, name: string | RegExp): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).first().click()]);
  return readFile((await file.path())!);
}

const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/common-api/v1/auth-google/auth-url', { timeout: 110_000 })).ok()).toBe(true);
});

test('a signed-in user converts a photo in each style, colorizes it and downloads PNG, SVG and PDF', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await signUp(page);

  await page.goto('/dashboard/convert-photo-to-coloring-page');
  let coloringPng: Buffer | null = null;
  for (const style of ['Coloring page', 'Line art', 'Line drawing']) {
    await page.locator('input[type=file]').first().setInputFiles(photo('cat'));
    // The radios are visually replaced by their cards: pick by clicking the card, as a user does.
    await page.locator('label').filter({ hasText: style }).first().click();
    await expect(page.getByRole('radio', { name: style })).toBeChecked();
    await page.getByRole('button', { name: 'Make my coloring page' }).click();
    await expect(page.getByRole('progressbar', { name: 'Progress of your page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your page is ready' })).toBeVisible({ timeout: 90_000 });
    // The finished page replaces its progress bar rather than repeating "ready" above it.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Coloring check' })).toBeVisible();
    const png = await download(page, 'Download PNG');
    expect(isPng(png)).toBe(true);
    if (style === 'Coloring page') {
      coloringPng = png;
      expect((await download(page, 'Download SVG')).toString('utf8', 0, 400)).toContain('<svg');
      expect((await download(page, 'Download PDF')).toString('latin1', 0, 5)).toBe('%PDF-');
    }
    await page.getByRole('button', { name: 'Start over with a new photo' }).click();
  }

  // Colorize the coloring page just made: paint on the device, re-colour one area, save.
  await page.goto('/dashboard/colorize-drawing');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: coloringPng! });
  const colored = page.getByRole('img', { name: /The colored drawing/ });
  await expect(colored).toBeVisible({ timeout: 60_000 });
  const box = (await colored.boundingBox())!;
  // A click on a line paints nothing, and clicks wait while the worker paints: try spots until one lands.
  const spots = [
    [0.5, 0.5],
    [0.3, 0.6],
    [0.7, 0.4],
    [0.45, 0.3],
    [0.6, 0.7],
  ];
  let next = 0;
  await expect(async () => {
    const [fx, fy] = spots[next++ % spots.length];
    await colored.click({ position: { x: box.width * fx, y: box.height * fy } });
    await expect(page.getByText(/recolored by you/)).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Save the colored page' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress of your page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your page is ready' })).toBeVisible({ timeout: 90_000 });
  expect(isPng(await download(page, 'Download PNG'))).toBe(true);

  // Everything is in My creations.
  await page.goto('/dashboard/creations');
  await expect(page.getByRole('heading', { level: 1, name: 'My creations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PNG' })).toHaveCount(4);
});

// A new account: the free daily allowance (lib/catalogue/plans.ts) would not cover all seven pages.
test('a signed-in user runs a batch of three, follows its progress and downloads the ZIP and the book', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await signUp(page);
  await page.goto('/dashboard/batch');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([photo('cat'), photo('coffee'), photo('astronaut')]);
  await expect(page.getByText('3 of 50 photos')).toBeVisible();
  await page.getByRole('button', { name: 'Make 3 pages' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 of 3 pages ready')).toBeVisible({ timeout: 180_000 });
  expect((await download(page, 'Download the ZIP')).toString('latin1', 0, 2)).toBe('PK');
  expect((await download(page, 'Download the PDF book')).toString('latin1', 0, 5)).toBe('%PDF-');
});

test('a visitor previews on the device, may retry once, and is asked to sign up on the third try', async ({ page }) => {
  test.setTimeout(120_000);
  const uploads: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && uploads.push(request.url()));
  await page.goto('/convert-photo-to-coloring-page');
  await page.locator('#try input[type=file]').first().setInputFiles(photo('coffee'));
  await expect(page.getByRole('img', { name: 'Preview of your coloring page' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Coloring check' })).toBeVisible();
  expect(uploads.filter((url) => url.includes('/generation/'))).toEqual([]);
  // The trial says what it is, how many tries are left and what an account adds.
  const trial = page.getByTestId('visitor-trial');
  await expect(trial).toHaveAttribute('data-left', '1');
  await expect(trial).toContainText('A free account adds 5 pages every day');

  // A disappointing first page: one more photo is allowed.
  await page.locator('#try input[type=file]').last().setInputFiles(photo('cat'));
  await expect(trial).toHaveAttribute('data-left', '0');
  await expect(page.getByRole('img', { name: 'Preview of your coloring page' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('dialog', { name: 'You have used your free tries' })).toBeHidden();

  await page.locator('#try input[type=file]').last().setInputFiles(photo('coffee'));
  await expect(page.getByRole('dialog', { name: 'You have used your free tries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' }).first()).toBeVisible();
});
