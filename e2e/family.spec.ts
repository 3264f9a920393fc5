import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { signUpByMail } from './support/sign-up';

// A family's day on a 1280×800 laptop and a 390×844 phone, in English and Japanese, one new account
// each: the account menu stays inside the screen; the allowance meter shows the API's numbers and
// a request for more pages than are left says so; a Kids page is headed as a Kids page; a batch
// shows thumbnails and its ZIP and book download later from My creations; a catalogue page has one
// paper on its item page, in its download and on the canvas; on the canvas undo, palette and
// download stay in view after scrolling, undo survives a reload, start over asks first; sharing
// asks first and shows the nickname. With E2E_SHOTS_DIR set, screenshots of each screen go there.

const PASSWORD = 'Crayon-Garden-42';
const photo = (name: string) => path.join(process.cwd(), 'public/examples', `${name}-photo.webp`);
const SHOTS = process.env.E2E_SHOTS_DIR;

const words = {
  en: {
    prefix: '',
    accountMenu: 'Account menu',
    profile: 'Profile',
    signOut: 'Sign out',
    free: (left: number, total: number) => `${left} of ${total} free pages left today`,
    textLabel: 'Describe your page',
    textPrompt: 'a cat playing with a ball',
    kids: 'Kids',
    draw: 'Draw my page',
    yourPage: 'Your page',
    ready: 'Your page is ready',
    youngHeadline: /^(Great for young children|For young children, with more detail than usual)$/,
    aiLabel: 'What should we draw?',
    aiPrompt: 'a rocket in space',
    generate: 'Generate',
    asked: (asked: number, left: number) => `You asked for ${asked} pages, but only ${left} ${left === 1 ? 'is' : 'are'} left.`,
    fewer: (left: number) => `Ask for ${left} ${left === 1 ? 'page' : 'pages'} or fewer`,
    makePages: 'Make 2 pages',
    batchDone: '2 of 2 pages ready',
    bookReady: 'Your coloring book is ready!',
    batchPages: 'Pages',
    pageReady: (n: number) => `Page ${n}: ready`,
    bookTitle: 'My coloring book',
    zipNamed: (title: string) => `Download the ZIP of ${title}`,
    pdfNamed: (title: string) => `Download the PDF book ${title}`,
    paper: 'letter' as const,
    colorOnline: 'Color online',
    itemDownload: 'Download PNG',
    canvasDownload: 'Download PNG',
    toolbar: 'Coloring tools',
    colors: 'Colors',
    red: 'Red',
    undo: 'Undo',
    redo: 'Redo',
    more: 'More',
    close: 'Close',
    startOver: 'Start over',
    startOverTitle: 'Start over?',
    share: 'Share in the gallery',
    shareTitle: 'Share in the gallery',
    shownAs: 'Shown as',
    anonymous: 'a Colorwell artist',
    nickname: 'Crayon Fox',
    shareIt: 'Share it',
    inGallery: 'In the gallery',
    seeIt: 'See it',
    by: (name: string) => `by ${name}`,
  },
  ja: {
    prefix: '/ja',
    accountMenu: 'アカウントメニュー',
    profile: 'プロフィール',
    signOut: 'ログアウト',
    free: (left: number, total: number) => `今日の無料ぬりえ 残り${left}枚／${total}枚`,
    textLabel: 'ページの内容を書いてください',
    textPrompt: 'ボールで遊ぶ猫',
    kids: 'キッズ',
    draw: 'ページを描く',
    yourPage: 'あなたのページ',
    ready: 'ページができました',
    youngHeadline: /^(小さな子どもにぴったり|小さな子ども向け（いつもより細かめ）)$/,
    aiLabel: '何を描きましょうか？',
    aiPrompt: '宇宙のロケット',
    generate: '生成する',
    asked: (asked: number, left: number) => `${asked}枚をリクエストしましたが、残りは${left}枚です。`,
    fewer: (left: number) => `${left}枚以下にしてリクエストする`,
    makePages: '2ページを作る',
    batchDone: '2ページ中2ページ完成',
    bookReady: 'ぬりえブックができあがりました!',
    batchPages: 'ページ',
    pageReady: (n: number) => `${n}ページ目:完成`,
    bookTitle: 'わたしのぬりえブック',
    zipNamed: (title: string) => `${title}のZIPをダウンロード`,
    pdfNamed: (title: string) => `PDFブック「${title}」をダウンロード`,
    paper: 'a4' as const,
    colorOnline: 'オンラインで塗る',
    itemDownload: 'PNG をダウンロード',
    canvasDownload: 'PNG をダウンロード',
    toolbar: 'ぬりえツール',
    colors: '色',
    red: '赤',
    undo: '元に戻す',
    redo: 'やり直す',
    more: 'その他',
    close: '閉じる',
    startOver: 'さいしょから',
    startOverTitle: 'さいしょからやり直しますか？',
    share: 'ギャラリーで共有',
    shareTitle: 'ギャラリーで共有',
    shownAs: '表示名',
    anonymous: 'Colorwell のアーティスト',
    nickname: 'クレヨンきつね',
    shareIt: '共有する',
    inGallery: 'ギャラリーに掲載中',
    seeIt: '見る',
    by: (name: string) => `作者：${name}`,
  },
};

const PAPER_PX = { letter: [2550, 3300], a4: [2480, 3508] } as const;

const combos = [
  { id: 'laptop-en', locale: 'en', phone: false },
  { id: 'phone-en', locale: 'en', phone: true },
  { id: 'laptop-ja', locale: 'ja', phone: false },
  { id: 'phone-ja', locale: 'ja', phone: true },
] as const;

type Words = (typeof words)['en'] | (typeof words)['ja'];

async function shot(page: Page, id: string, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${id}-${name}.png`) });
}

/** Clicks a download link or button and returns the saved file's bytes. */
async function download(page: Page, trigger: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return readFile((await file.path())!);
}

/** The free pages and bought credits as GET /self-api/v1/user reports them. */
async function apiAllowance(page: Page) {
  const body = await (await page.request.get('/self-api/v1/user')).json();
  const quotas: Array<{ permission_name: string; remaining: number; quota: number }> = body.data.permissions_quota;
  const free = quotas.find((q) => q.permission_name === 'image_slow_prompts')!;
  const credits = quotas.find((q) => q.permission_name === 'image_priority_prompts');
  return { left: free.remaining, total: free.quota, credits: credits?.remaining ?? 0 };
}

/** The meter on the tool page shows exactly the API's numbers, in words and as a meter; returns them. */
async function expectMeterLikeApi(page: Page, w: Words, expectedLeft: number) {
  const meter = page.getByTestId('allowance-meter').first();
  await expect(meter).toHaveAttribute('data-free-left', String(expectedLeft), { timeout: 20_000 });
  const api = await apiAllowance(page);
  expect(api.left).toBe(expectedLeft);
  await expect(meter).toHaveAttribute('data-free-total', String(api.total));
  await expect(meter).toHaveAttribute('data-credits', String(api.credits));
  await expect(meter).toContainText(w.free(api.left, api.total));
  await expect(meter.getByRole('meter')).toHaveAttribute('aria-valuenow', String(api.left));
  return api;
}

async function expectInsideViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(size.height + 0.5);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(size.width + 0.5);
}

/** Nothing (a sticky header, a bottom bar) lies over the top, middle or foot of the element. */
async function expectUncovered(locator: Locator) {
  const covered = await locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const x = r.left + r.width / 2;
    return [r.top + 3, r.top + r.height / 2, r.bottom - 3].filter((y) => !element.contains(document.elementFromPoint(x, y))).map(Math.round);
  });
  expect(covered, 'heights at which something covers it').toEqual([]);
}

/** Where a point of the page (in page pixels) is on the screen. */
async function screenPoint(page: Page, point: { x: number; y: number }, paper: readonly [number, number]) {
  const box = (await page.locator('[role="application"] canvas').first().boundingBox())!;
  return { x: box.x + (point.x / paper[0]) * box.width, y: box.y + (point.y / paper[1]) * box.height };
}

async function pixelAt(png: Buffer, point: { x: number; y: number }) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.round(point.y) * info.width + Math.round(point.x)) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

for (const combo of combos) {
  const w: Words = words[combo.locale];
  test.describe(`a family on a ${combo.phone ? '390×844 phone' : '1280×800 laptop'} in ${combo.locale}`, () => {
    test.use(combo.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } });

    test('dashboard, allowance, a Kids page, a batch, the canvas and sharing', async ({ page }) => {
      test.setTimeout(240_000);
      const at = (route: string) => `${w.prefix}${route}`;
      await page.goto('/');
      await signUpByMail(page, { label: `family-${combo.id}`, password: PASSWORD });

      await test.step('the account menu opens inside the screen with Profile and Sign out', async () => {
        await page.goto(at('/dashboard/text-to-coloring-page'));
        const button = page.getByRole('button', { name: w.accountMenu });
        await expect(button).toBeVisible();
        await expect(page.getByTestId('allowance-meter')).toBeVisible();
        await shot(page, combo.id, 'dashboard');
        await expectInsideViewport(page, button);
        await button.click();
        const menu = page.getByRole('menu', { name: w.accountMenu });
        await expect(menu).toBeVisible();
        // The allowance inside it has arrived before the menu is measured.
        await expect(menu.getByTestId('allowance-meter')).toBeVisible();
        await expectInsideViewport(page, menu);
        for (const item of [w.profile, w.signOut]) {
          await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
          await expectInsideViewport(page, menu.getByRole('menuitem', { name: item }));
        }
        if (combo.phone) await expect(menu).toHaveAttribute('data-sheet', 'true');
        await shot(page, combo.id, 'account-menu');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      });

      await test.step('a Kids page is headed as one, and the meter follows the API', async () => {
        await expectMeterLikeApi(page, w, 5);
        await page.getByLabel(w.textLabel).fill(w.textPrompt);
        await page.getByRole('radio', { name: w.kids }).check({ force: true });
        await page.getByRole('button', { name: w.draw }).click();
        const result = page.getByRole('article', { name: w.yourPage });
        await expect(result.getByRole('heading', { name: w.ready })).toBeVisible({ timeout: 90_000 });
        const report = result.getByTestId('report-summary');
        await expect(report).toHaveAttribute('data-style', 'youngKids');
        await expect(report.locator('p').first()).toHaveText(w.youngHeadline);
        await expectMeterLikeApi(page, w, 4);
        await report.scrollIntoViewIfNeeded();
        await shot(page, combo.id, 'tool');
      });

      await test.step('a batch shows thumbnails, and its ZIP and book download later from My creations', async () => {
        await page.goto(at('/dashboard/batch'));
        await page
          .locator('input[type=file]')
          .first()
          .setInputFiles([photo('cat'), photo('coffee')]);
        await page.getByRole('button', { name: w.makePages }).click();
        await expect(page.getByText(w.batchDone)).toBeVisible({ timeout: 150_000 });
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', w.bookReady, { timeout: 60_000 });
        const pages = page.getByRole('list', { name: w.batchPages });
        for (const n of [1, 2]) {
          const thumbnail = pages.getByRole('listitem', { name: w.pageReady(n) }).locator('img');
          await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        }
        await expectMeterLikeApi(page, w, 2);

        await page.goto(at('/dashboard/creations'));
        expect((await download(page, page.getByRole('link', { name: w.zipNamed(w.bookTitle) }))).toString('latin1', 0, 2)).toBe('PK');
        expect((await download(page, page.getByRole('link', { name: w.pdfNamed(w.bookTitle) }))).toString('latin1', 0, 5)).toBe('%PDF-');
      });

      await test.step('asking for more pages than are left says what was asked and what is left', async () => {
        await page.goto(at('/dashboard/ai-coloring-page-generator'));
        await page.getByLabel(w.aiLabel).fill(w.aiPrompt);
        await page.getByRole('radio', { name: '4', exact: true }).check({ force: true });
        await page.getByRole('button', { name: w.generate }).click();
        const refusal = page.getByRole('alert').filter({ hasText: w.asked(4, 2) });
        await expect(refusal).toBeVisible();
        await expect(refusal).toContainText(w.fewer(2));
        await expectMeterLikeApi(page, w, 2);
      });

      const paper = PAPER_PX[w.paper];
      await test.step('a catalogue page has one paper on its item page, in its download and on the canvas', async () => {
        await page.goto(at('/pets/cat-playing-with-a-ball'));
        await expect(page.locator('img[data-paper]')).toHaveAttribute('data-paper', w.paper);
        const item = await sharp(await download(page, page.getByRole('link', { name: w.itemDownload, exact: true }))).metadata();
        expect([item.width, item.height]).toEqual([...paper]);
        await page.getByRole('link', { name: w.colorOnline }).click();
        // A4 pages keep their short id; Letter pages carry the paper in it.
        await expect(page).toHaveURL(new RegExp(`page=catalogue(%3A|:)cat-playing-with-a-ball${w.paper === 'a4' ? '' : '(%3A|:)letter'}$`));
        await expect(page.getByRole('button', { name: w.canvasDownload })).toBeEnabled({ timeout: 30_000 });
      });

      // A white area of the cat page: tried at a few points until one takes the colour.
      const spots = [
        { x: 0.5, y: 0.3 },
        { x: 0.3, y: 0.45 },
        { x: 0.7, y: 0.5 },
        { x: 0.5, y: 0.6 },
        { x: 0.25, y: 0.25 },
        { x: 0.75, y: 0.3 },
      ].map((s) => ({ x: s.x * paper[0], y: s.y * paper[1] }));
      let filled = spots[0];
      const undo = page.getByRole('button', { name: w.undo, exact: true });
      const redo = page.getByRole('button', { name: w.redo, exact: true });
      const saved = () => expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');

      await test.step('fill, then undo, palette and download stay in view after scrolling', async () => {
        await page.getByRole('group', { name: w.colors }).getByRole('button', { name: w.red, exact: true }).first().click();
        for (const spot of spots) {
          const point = await screenPoint(page, spot, paper);
          if (combo.phone) await page.touchscreen.tap(point.x, point.y);
          else await page.mouse.click(point.x, point.y);
          if (await undo.isEnabled({ timeout: 2_000 }).catch(() => false)) {
            filled = spot;
            break;
          }
        }
        await expect(undo).toBeEnabled();
        await saved();
        // The wheel over the page scrolls the window; it does not zoom.
        const box = (await page.locator('[role="application"]').boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 300);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
        for (const control of [undo, page.getByRole('group', { name: w.colors }), page.getByRole('button', { name: w.canvasDownload })]) {
          await expect(control).toBeInViewport({ ratio: 1 });
          await expectUncovered(control);
        }
        await expect(page.getByRole('toolbar', { name: w.toolbar })).toBeVisible();
        await shot(page, combo.id, 'canvas');
        await undo.click();
        await expect(redo).toBeEnabled();
        await redo.click();
        await saved();
      });

      await test.step('undo still works after a reload, and the download is on the same paper', async () => {
        await page.reload();
        await expect(page.getByRole('button', { name: w.canvasDownload })).toBeEnabled({ timeout: 30_000 });
        await expect(undo).toBeEnabled();
        await undo.click();
        await expect(redo).toBeEnabled();
        await redo.click();
        await saved();
        const png = await download(page, page.getByRole('button', { name: w.canvasDownload }));
        const meta = await sharp(png).metadata();
        expect([meta.width, meta.height]).toEqual([...paper]);
        expect(await pixelAt(png, filled)).not.toEqual([255, 255, 255]);
      });

      await test.step('start over asks first, clears the page and can be undone', async () => {
        if (combo.phone) await page.getByRole('button', { name: w.more }).click();
        await page.getByRole('button', { name: w.startOver, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.startOverTitle });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: w.startOver, exact: true }).click();
        await expect(dialog).toBeHidden();
        await saved();
        const png = await download(page, page.getByRole('button', { name: w.canvasDownload }));
        expect(await pixelAt(png, filled)).toEqual([255, 255, 255]);
        // Start over is one step of the history: undo brings the colours back.
        await undo.click();
        await expect(redo).toBeEnabled();
        await saved();
      });

      await test.step('sharing asks first and shows the nickname, never the account', async () => {
        await page.getByRole('button', { name: w.share }).click();
        const dialog = page.getByRole('dialog', { name: w.shareTitle });
        await expect(dialog).toBeVisible();
        await expect(page.getByText(w.inGallery, { exact: true })).toHaveCount(0);
        const confirm = dialog.getByTestId('share-confirm');
        await expect(confirm).toContainText(w.anonymous);
        await dialog.getByLabel(w.shownAs).fill(w.nickname);
        await expect(confirm).toContainText(w.nickname);
        await expect(dialog.getByRole('img')).toBeVisible();
        await shot(page, combo.id, 'share-dialog');
        await dialog.getByRole('button', { name: w.shareIt }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(w.inGallery, { exact: true })).toBeVisible();
        await page.getByRole('link', { name: w.seeIt }).click();
        await expect(page.getByText(w.by(w.nickname)).first()).toBeVisible();
        await expect(page.getByText(/@example\.com/)).toHaveCount(0);
      });
    });
  });
}
