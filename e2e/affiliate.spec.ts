import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMMISSION_RATE } from '../lib/affiliate/rules';
import { maskEmail } from '../lib/format/email';
import { decodeMail, waitForMail, type MailSource } from '../tests/helpers/mailbox';
import { startAppProcess, WEB_ARGS, type AppProcess } from '../tests/helpers/operations/processes';
import { POSTGRES_URL, postgresReachable } from '../tests/helpers/postgres';
import { openHydrated } from './support/open-hydrated';

// The affiliate pages signed in, in English and Japanese: apply, approval by the operator script,
// then the dashboard, details, settlement and assets showing the account's own data; and the
// guard that sends a signed-out visitor to /login with `from`.
//
// The operator approves the application with `npm run affiliate:review`, a second process, and the
// embedded database admits one process only. So unless the whole run is already on PostgreSQL
// (E2E_DATABASE_URL), the signed-in tests get a web process of the same production build of their
// own, on the local PostgreSQL in a fresh schema.
const ownServer = !process.env.E2E_DATABASE_URL;
const ownPort = Number(process.env.E2E_PORT || 3210) + 103;
const ownBase = `http://127.0.0.1:${ownPort}`;
const database = ownServer
  ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'colorwell-e2e-affiliate-')), DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: `e2e_affiliate_${Date.now()}` }
  : { DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: process.env.E2E_DATABASE_URL, DATABASE_SCHEMA: process.env.E2E_DATABASE_SCHEMA };
const outbox: MailSource = { kind: 'outbox', dir: path.join(database.DATA_DIR ?? '', 'outbox') };
const PASSWORD = 'Crayon-Garden-42';
const run = promisify(execFile);

type Messages = { affiliate: Record<string, Record<string, unknown>>; accountPages: Record<string, { title: string }> };
const messages = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${file}.json`), 'utf8')) as Messages;
const text = (m: Messages, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], m.affiliate) as string;

async function signUp(page: Page, email: string, confirm: string) {
  const answer = await page.request.post('/common-api/v1/signup', {
    data: { email, password: PASSWORD },
    headers: { 'X-Platform': 'web', Origin: new URL(page.url()).origin },
    timeout: 60_000,
  });
  expect((await answer.json()).code).toBe(200);
  const mail = decodeMail(await waitForMail(outbox, email));
  const link = new URL(mail.match(/https?:\/\/[^\s"<>]*\/register\/verification-success\?token=[A-Za-z0-9_-]+/)![0]);
  await openHydrated(page, link.pathname + link.search);
  // The heading is there before the click too; the account is signed in once the confirmation answers
  // and the page says so.
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.innerText();
  const confirmed = page.waitForResponse((r) => r.url().includes('/common-api/v1/complete-signup'));
  await page.getByRole('button', { name: confirm }).click();
  expect((await confirmed).ok()).toBe(true);
  await expect(heading).not.toHaveText(before, { timeout: 20_000 });
}

/** Approves the application of `email` with the operator's command, against the server's database. */
async function approve(email: string): Promise<void> {
  const env = { ...process.env, ...database };
  const list = await run('npm', ['run', '--silent', 'affiliate:review'], { env, timeout: 90_000 });
  const line = list.stdout.split('\n').find((l) => l.includes(`applicant=${email}`));
  expect(line, `${email} is listed for review`).toBeTruthy();
  const id = line!.trim().split(/\s+/)[0];
  const approved = await run('npm', ['run', '--silent', 'affiliate:review', '--', 'approve', id], { env, timeout: 90_000 });
  expect(approved.stdout).toMatch(/approved .*: code [0-9A-Z]+/);
}

/** A visitor opens the site through the affiliate's link and signs up: one click, one referral. */
async function referVisitor(browser: Browser, prefix: string, code: string, confirm: string): Promise<string> {
  const context = await browser.newContext(ownServer ? { baseURL: ownBase } : {});
  const page = await context.newPage();
  // The page reports the click from the browser; a reload is the same visitor and is not counted again.
  for (let visit = 0; visit < 2; visit += 1) {
    const click = page.waitForResponse((r) => r.url().includes('/common-api/v1/distribution/click'));
    await page.goto(`${prefix}/?ref=${code}`);
    expect((await click).ok()).toBe(true);
  }
  expect((await context.cookies()).some((c) => c.value === code)).toBe(true);
  const email = `e2e-referred-${Date.now()}@example.com`;
  await signUp(page, email, confirm);
  await context.close();
  return email;
}

test.describe('signed in', () => {
  let server: AppProcess | undefined;
  if (ownServer) test.use({ baseURL: ownBase });

  test.beforeAll(async () => {
    if (!ownServer) return;
    test.setTimeout(180_000);
    if (!(await postgresReachable())) throw new Error(`the affiliate pages' e2e needs PostgreSQL at ${POSTGRES_URL}`);
    const env = { ...database, PORT: String(ownPort), APP_URL: ownBase, E2E_DATA_DIR: undefined };
    server = startAppProcess('affiliate web', WEB_ARGS, env, 'web process serving');
    await server.ready;
    await expect.poll(async () => (await fetch(`${ownBase}/readyz`)).status, { timeout: 120_000 }).toBe(200);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const lang of [
    { prefix: '', file: 'en', confirm: 'Confirm my email address' },
    { prefix: '/ja', file: 'ja', confirm: 'メールアドレスを確認する' },
  ]) {
    const m = messages(lang.file);
    const t = (key: string) => text(m, key);

    test(`an affiliate applies, is approved and sees their own figures (${lang.file})`, async ({ page, browser }) => {
      test.setTimeout(300_000);
      await page.goto(`${lang.prefix}/`);
      const email = `e2e-affiliate-${lang.file}-${Date.now()}@example.com`;
      await signUp(page, email, lang.confirm);

      // The dashboard is not open before approval: it sends the account to the application.
      await page.goto(`${lang.prefix}/affiliate/dashboard`);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/affiliate/apply$`));
      await page.getByRole('button', { name: t('apply.submit') }).click();
      await expect(page.getByText(t('apply.invalid.promotion_channel'))).toBeVisible();
      await page.getByLabel(t('apply.channel')).fill('A parenting blog with weekly printable activities for families.');
      await page.getByLabel(t('apply.audience'), { exact: true }).selectOption('parents');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t('apply.submit') }).click();
      await expect(page.getByText(t('apply.reviewTitle'))).toBeVisible({ timeout: 20_000 });

      await approve(email);
      await page.goto(`${lang.prefix}/affiliate/apply`);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/affiliate/dashboard$`));
      const link = await page.locator('section[aria-labelledby="share-title"] code').innerText();
      const code = link.match(/[?&]ref=([0-9A-Z]+)/)![1];

      const referred = await referVisitor(browser, lang.prefix, code, lang.confirm);
      await page.reload();
      for (const [key, value] of [
        ['clicks', '1'],
        ['signups', '1'],
        ['customers', '0'],
      ] as const) {
        await expect(
          page
            .locator('dl > div')
            .filter({ has: page.getByText(t(`dashboard.counts.${key}`), { exact: true }) })
            .locator('dd'),
        ).toHaveText(value);
      }
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expect(page.getByText(t('dashboard.noPaypal'))).toBeVisible();
      await expect(page.getByRole('heading', { name: t('dashboard.chart.title') })).toBeVisible();

      await page.goto(`${lang.prefix}/affiliate/details`);
      const row = page.getByRole('row').filter({ hasText: maskEmail(referred) });
      await expect(row).toContainText(t('details.types.signup'));
      await expect(page.getByText(referred)).toHaveCount(0);

      await page.goto(`${lang.prefix}/affiliate/settlement`);
      await expect(page.getByRole('alert').filter({ hasText: t('settlement.noPaypal') })).toBeVisible();
      await page.getByLabel(t('settlement.paypal'), { exact: true }).fill(`paypal-${lang.file}-${Date.now()}@example.com`);
      await page.getByRole('button', { name: t('settlement.save') }).click();
      await expect(page.getByText(t('settlement.passwordMissing'))).toBeVisible();
      await page.getByLabel(t('settlement.password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t('settlement.save') }).click();
      await expect(page.getByText(t('settlement.saved'))).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('alert').filter({ hasText: t('settlement.noPaypal') })).toHaveCount(0);
      await expect(page.getByText(t('settlement.empty'))).toBeVisible();

      await page.goto(`${lang.prefix}/affiliate/assets`);
      await expect(page.locator('code').filter({ hasText: code })).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(String(t('assets.qrOf')).replace('{page}', '.+')) })).not.toHaveCount(0);
      const bannerAlt = String(t('assets.bannerAlt')).replace(/\{width\}|\{height\}/g, '\\d+');
      expect(await page.getByRole('img', { name: new RegExp(bannerAlt) }).count()).toBeGreaterThanOrEqual(3);
      const links = await page.getByText(new RegExp(`ref=${code}`)).count();
      expect(links).toBeGreaterThanOrEqual(10);

      // On a phone every affiliate page fits the screen's width: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const section of ['dashboard', 'details', 'settlement', 'assets']) {
        await page.goto(`${lang.prefix}/affiliate/${section}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `/affiliate/${section} at 390 px`).toBeLessThanOrEqual(0);
        if (process.env.E2E_SHOTS_DIR)
          await page.screenshot({ path: path.join(process.env.E2E_SHOTS_DIR, `affiliate-${section}-${lang.file}-390.png`), fullPage: true });
      }
    });
  }
});

test('a signed-out visitor is sent to /login with the page in `from`', async ({ page }) => {
  // English first: opening a Japanese page makes Japanese the visitor's language from then on.
  for (const [from, login] of [
    ['/affiliate/dashboard', '/login'],
    ['/affiliate/apply', '/login'],
    ['/ja/affiliate/settlement', '/ja/login'],
  ]) {
    await page.goto(from);
    const url = new URL(page.url());
    expect(url.pathname).toBe(login);
    expect(url.searchParams.get('from')).toBe(from);
  }
});

test('the programme page states the commission as a percentage in every script', async ({ page }) => {
  // Messages are precompiled at build; a named style the build does not know printed "earn 0.2 of …".
  // English first: opening a Japanese page makes Japanese the visitor's language from then on.
  await page.goto('/terms');
  await expect(page.getByText(/Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
  const percent = `${COMMISSION_RATE * 100}`;
  for (const [path, pattern] of [
    ['/affiliation', new RegExp(`${percent}%`)],
    ['/de/affiliation', new RegExp(`${percent}\\s%`)],
    ['/ja/affiliation', new RegExp(`${percent}%`)],
  ] as const) {
    await page.goto(path);
    const lead = await page.locator('main').innerText();
    expect(lead, path).toMatch(pattern);
    expect(lead, path).not.toMatch(/\b0[.,]2\b/);
  }
});
