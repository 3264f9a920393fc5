import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

// Issue 7: open a catalogue page by id, fill three regions, undo one, reload, find the work restored,
// and download a PNG whose pixels carry the chosen colours. On desktop and on a touch tablet.
// The page is the catalogue's "Rocket in space" (A4 at 300 dpi, drawn by the studio); the three
// points lie in three separate white areas of the page (sky, middle and ground).
const PAGE_ID = 'catalogue:rocket-in-space';
const PAGE = { width: 2480, height: 3508 };
const SUN = { x: 1420, y: 360, color: 'Red', rgb: [0xe5, 0x39, 0x35] };
const WALL = { x: 1240, y: 2800, color: 'Blue', rgb: [0x1e, 0x88, 0xe5] };
const ROOF = { x: 1240, y: 3200, color: 'Green' };

async function tapPagePoint(page: Page, touch: boolean, point: { x: number; y: number }) {
  const box = await page.locator('[role="application"] canvas').first().boundingBox();
  if (!box) throw new Error('canvas not visible');
  const x = box.x + (point.x / PAGE.width) * box.width;
  const y = box.y + (point.y / PAGE.height) * box.height;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

async function open(page: Page) {
  await page.goto(`/online-coloring?page=${PAGE_ID}`);
  await page.getByRole('application').scrollIntoViewIfNeeded();
  // Tools enable once the region map is ready.
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 30_000 });
}

async function pickColor(page: Page, touch: boolean, color: string) {
  const swatch = page.getByRole('button', { name: color, exact: true }).first();
  if (touch) await swatch.tap();
  else await swatch.click();
}

async function waitSaved(page: Page) {
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
}

function pixel(data: Buffer, width: number, x: number, y: number) {
  const i = (y * width + x) * 4;
  return [data[i], data[i + 1], data[i + 2]];
}

test('the empty canvas offers popular catalogue pages and opens one', async ({ page }) => {
  await page.goto('/online-coloring');
  const section = page.getByRole('region', { name: 'Popular pages from the catalogue' });
  await expect(section.getByRole('link', { name: /^Color / })).toHaveCount(8);
  await expect(section.getByRole('link', { name: 'Color Rocket in space' })).toBeVisible();
  // The bundled example of the same name is left out, so the picker never shows one title twice.
  await expect(page.getByRole('link', { name: 'Color Rocket in space' })).toHaveCount(1);
  // The thumbnails are the catalogue's SVG previews, and they load.
  const thumbnail = section.locator('img').first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('link', { name: 'See all free pages' })).toHaveAttribute('href', '/all-free-coloring-pages-printable');
  await section.getByRole('link', { name: 'Color Rocket in space' }).click();
  await expect(page).toHaveURL(/[?&]page=catalogue(%3A|:)rocket-in-space/);
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Rocket in space' })).toBeVisible();
});

for (const device of ['desktop', 'tablet'] as const) {
  test.describe(`online coloring on ${device}`, () => {
    const touch = device === 'tablet';
    if (touch) test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

    test('fills, undoes, restores after reload and downloads the colours', async ({ page }) => {
      await open(page);
      for (const region of [SUN, WALL, ROOF]) {
        await pickColor(page, touch, region.color);
        await tapPagePoint(page, touch, region);
        await waitSaved(page);
      }
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
      await waitSaved(page);

      await page.reload();
      await open(page);
      // The colour history survived too: the three colours, most recent first (in the "More"
      // sheet below the large-screen layout).
      if (touch) await page.getByRole('button', { name: 'More' }).tap();
      const recent = page.getByRole('heading', { name: 'Recent colors' }).locator('..');
      await expect(recent.getByRole('button')).toHaveCount(3);
      if (touch) await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).tap();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PNG' }).click();
      const download = await downloading;
      // The browser writes the id's colon as an underscore in the file name.
      expect(download.suggestedFilename()).toBe(`colorwell-${PAGE_ID.replace(':', '_')}.png`);
      const { data, info } = await sharp(await download.path())
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([PAGE.width, PAGE.height]);
      expect(pixel(data, info.width, SUN.x, SUN.y)).toEqual(SUN.rgb);
      expect(pixel(data, info.width, WALL.x, WALL.y)).toEqual(WALL.rgb);
      // The roof fill was undone before the reload: paper again.
      expect(pixel(data, info.width, ROOF.x, ROOF.y)).toEqual([255, 255, 255]);
    });
  });
}

test.describe('online coloring on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the bottom bar keeps every tool on the screen, in English and Korean', async ({ page }) => {
    // Six 44 px tools and a labelled "More" pushed the last button past the right edge.
    for (const prefix of ['', '/ko']) {
      await page.goto(`${prefix}/online-coloring?page=${PAGE_ID}`);
      const bar = page.getByTestId('canvas-bottom-bar');
      await expect(bar.getByRole('toolbar').getByRole('button')).toHaveCount(7);
      for (const button of await bar.getByRole('toolbar').getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        const name = `${prefix || '/en'}: ${(await button.getAttribute('aria-label')) ?? (await button.innerText())}`;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(360);
      }
    }
    await expect(page.getByRole('button', { name: '더 보기' })).toBeVisible();
  });
});
