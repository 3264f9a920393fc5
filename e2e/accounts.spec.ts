import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { maskEmail } from '../lib/format/email';
import { decodeMail, waitForMail, type MailSource } from '../tests/helpers/mailbox';
import { openHydrated } from './support/open-hydrated';

// Issue 3 "Must show": sign-up through the pages in English and Japanese, the mailed link from
// DATA_DIR/outbox (playwright.config.ts gives the server and the tests the same folder), signed in on
// /profile; sign out; sign in again with `from` honoured.
const outbox: MailSource = { kind: 'outbox', dir: path.join(process.env.E2E_DATA_DIR ?? '', 'outbox') };
const PASSWORD = 'Crayon-Garden-42';

type Texts = {
  prefix: '' | '/ja';
  email: string;
  password: string;
  createAccount: string;
  checkInbox: string;
  confirm: string;
  confirmed: string;
  toProfile: string;
  profileTitle: string;
  signOut: string;
  logIn: string;
  wrongCredentials: string;
};

const english: Texts = {
  prefix: '',
  email: 'Email',
  password: 'Password',
  createAccount: 'Create account',
  checkInbox: 'Confirm your email',
  confirm: 'Confirm my email address',
  confirmed: 'Your email is confirmed',
  toProfile: 'Go to your profile',
  profileTitle: 'Your profile',
  signOut: 'Log out',
  logIn: 'Log in',
  wrongCredentials: 'Wrong e-mail or password.',
};

const japanese: Texts = {
  prefix: '/ja',
  email: 'メールアドレス',
  password: 'パスワード',
  createAccount: 'アカウントを作成',
  checkInbox: 'メールアドレスを確認',
  confirm: 'メールアドレスを確認する',
  confirmed: 'メールアドレスを確認しました',
  toProfile: 'プロフィールへ',
  profileTitle: 'プロフィール',
  signOut: 'ログアウト',
  logIn: 'ログイン',
  wrongCredentials: 'メールアドレスまたはパスワードが正しくありません。',
};

/** The path and query of the verification link in the newest mail to `address`. */
async function verificationLink(address: string): Promise<URL> {
  const text = decodeMail(await waitForMail(outbox, address));
  const match = text.match(/https?:\/\/[^\s"<>]*\/register\/verification-success\?token=[A-Za-z0-9_-]+/);
  expect(match, 'the verification mail carries a link').not.toBeNull();
  return new URL(match![0]);
}

async function signUp(page: Page, t: Texts, address: string) {
  await openHydrated(page, `${t.prefix}/register`);
  await page.getByLabel(t.email, { exact: true }).fill(address);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.createAccount }).click();
  // Sign-up hashes the password (argon2id), which takes a moment on a busy machine.
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/register/verification\\?email=`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.checkInbox);
  // The address is shown masked (first letters and the domain), never whole.
  await expect(page.getByText(maskEmail(address))).toBeVisible();
}

async function followLinkToProfile(page: Page, t: Texts, address: string) {
  const link = await verificationLink(address);
  expect(link.pathname).toBe(`${t.prefix}/register/verification-success`);
  await openHydrated(page, link.pathname + link.search);
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: t.toProfile }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.profileTitle);
  await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(address);
}

async function signOutAndBackIn(page: Page, t: Texts, address: string) {
  await page.getByRole('region', { name: t.signOut }).getByRole('button', { name: t.signOut }).click();
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${t.prefix}/?$`));

  // Signed out, /profile sends to /login with where to come back to.
  await page.goto(`${t.prefix}/profile`);
  await expect(page).toHaveURL(`${t.prefix}/login?from=${encodeURIComponent(`${t.prefix}/profile`)}`);

  await page.getByLabel(t.email, { exact: true }).fill(address);
  await page.getByLabel(t.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.wrongCredentials })).toBeVisible({ timeout: 20_000 });

  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile$`), { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(address);
}

// The embedded database opens and migrates on its first use, which can take a while on a busy
// machine; the server's readiness check (the home page) does not touch it, so warm it up here.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const answer = await request.get('/common-api/v1/auth-google/auth-url', { timeout: 110_000 });
  expect(answer.ok()).toBe(true);
});

for (const t of [english, japanese]) {
  test(`sign-up, verification, sign-out and sign-in again (${t.prefix || '/'})`, async ({ page }) => {
    test.setTimeout(90_000);
    const address = `e2e-${t.prefix.replace('/', '') || 'en'}-${Date.now()}@example.com`;
    await signUp(page, t, address);
    await followLinkToProfile(page, t, address);
    await signOutAndBackIn(page, t, address);
  });
}

test('login explains a missing address in the page language and focuses the field', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
});
