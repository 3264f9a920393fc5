import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import sharp from 'sharp';
import { decodeMail, waitForMail, type MailSource } from '../tests/helpers/mailbox';

// Issue 7: a visitor colours a page and is asked to sign in to share, comes back to the canvas with
// the work kept, saves it to the account, continues in a fresh browser (another device), shares it
// to the gallery, and a signed-out visitor finds it on /gallery and /gallery/{id}.
const outbox: MailSource = { kind: 'outbox', dir: path.join(process.env.E2E_DATA_DIR ?? '', 'outbox') };
const PASSWORD = 'Gallery-Crayons-58';
const PAGE_ID = 'example-house-garden';
const CANVAS = `/online-coloring?page=${PAGE_ID}`;
const PAGE = { width: 2480, height: 3508 };
const SUN = { x: 2050, y: 520, color: '#e53935', rgb: [0xe5, 0x39, 0x35] };

async function openCanvas(page: Page) {
  await page.goto(CANVAS);
  await page.getByRole('application').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 30_000 });
}

async function fillSun(page: Page) {
  await page.getByRole('button', { name: 'Red', exact: true }).first().click();
  const box = await page.locator('[role="application"] canvas').first().boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.click(box.x + (SUN.x / PAGE.width) * box.width, box.y + (SUN.y / PAGE.height) * box.height);
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
}

/** The colour at the sun in the canvas's own PNG download. */
async function sunInDownload(page: Page): Promise<number[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  return sunIn(await sharp(await (await downloading).path()).toBuffer());
}

async function sunIn(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([PAGE.width, PAGE.height]);
  const i = (SUN.y * info.width + SUN.x) * 4;
  return [data[i], data[i + 1], data[i + 2]];
}

async function signUp(browser: Browser, address: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/verification\?email=/, { timeout: 20_000 });
  const text = decodeMail(await waitForMail(outbox, address));
  const link = new URL(text.match(/https?:\/\/[^\s"<>]*\/register\/verification-success\?token=[A-Za-z0-9_-]+/)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible({ timeout: 20_000 });
  await context.close();
}

async function logIn(page: Page, address: string) {
  await page.getByLabel('Email', { exact: true }).fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('colour, sign in to share, save to the account, continue on another device, share to the gallery', async ({ browser }) => {
  test.setTimeout(240_000);
  const address = `gallery-${Date.now().toString(36)}@example.test`;
  await signUp(browser, address);

  // A visitor colours the sun and wants to share: sign in first, then back to the same canvas.
  const laptop = await browser.newContext({ acceptDownloads: true });
  const first = await laptop.newPage();
  await openCanvas(first);
  await fillSun(first);
  await first.getByRole('button', { name: 'Share in the gallery' }).click();
  const prompt = first.getByRole('dialog', { name: 'Sign in to share' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(first).toHaveURL(`/login?from=${encodeURIComponent(CANVAS)}`);
  await logIn(first, address);
  await expect(first).toHaveURL(CANVAS, { timeout: 20_000 });
  await expect(first.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 30_000 });
  expect(await sunInDownload(first)).toEqual(SUN.rgb); // the work was kept on this device

  await first.getByRole('button', { name: 'Save to my account' }).click();
  await expect(first.getByText('Saved to your account')).toBeVisible({ timeout: 20_000 });
  await laptop.close();

  // Another device: nothing local, so the account's save is restored on open.
  const tablet = await browser.newContext({ acceptDownloads: true });
  const second = await tablet.newPage();
  await second.goto(`/login?from=${encodeURIComponent(CANVAS)}`);
  await logIn(second, address);
  await expect(second).toHaveURL(CANVAS, { timeout: 20_000 });
  await expect(second.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 30_000 });
  await expect(second.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 20_000 });
  expect(await sunInDownload(second)).toEqual(SUN.rgb);

  // Share it: the title is the page's, the preview is the coloured page.
  await second.getByRole('button', { name: 'Share in the gallery' }).click();
  const dialog = second.getByRole('dialog', { name: 'Share in the gallery' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('House with a garden');
  await expect(dialog.getByRole('img', { name: 'Your colored page' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Our sunny house');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('house, sun');
  await dialog.getByRole('button', { name: 'Share it' }).click();
  const toast = second.getByRole('status').filter({ hasText: 'Your page is in the gallery.' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const href = await toast.getByRole('link', { name: 'See it' }).getAttribute('href');
  expect(href).toMatch(/^\/gallery\/[0-9a-f-]{36}$/);
  await expect(second.getByText('In the gallery', { exact: true })).toBeVisible();
  await tablet.close();

  // A signed-out visitor finds it, newest first, and opens it.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/gallery');
  const card = page.getByRole('link', { name: /Our sunny house/ }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('by a Colorwell artist');
  await card.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Our sunny house' })).toBeVisible();
  await expect(page.getByText('#sun')).toBeVisible();
  await expect(page).toHaveTitle(/Our sunny house/);
  await expect(page.locator('body')).not.toContainText(address);
  const picture = page.getByRole('img', { name: 'Our sunny house by a Colorwell artist' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(PAGE.width);
  const image = await page.request.get((await picture.getAttribute('src'))!);
  expect(image.headers()['cache-control']).toMatch(/^public/);
  expect(await sunIn(await image.body())).toEqual(SUN.rgb);
  await expect(page.getByRole('link', { name: 'Color this page yourself' })).toHaveAttribute('href', CANVAS);
  await expect(page.getByRole('link', { name: 'Download PNG' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  const missing = await page.goto('/gallery/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await visitor.close();
});
