import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startStripeStandIn, type StripeStandIn } from '../scripts/stripe-stand-in/server';
import { decodeMail, waitForMail, type MailSource } from '../tests/helpers/mailbox';
import { openHydrated } from './support/open-hydrated';
import { secondServer } from './support/second-server';
import { e2eOutbox, signUpByMail } from './support/sign-up';

// Pricing in three languages with the three dialogs; buying without Stripe keys (the default e2e
// server has none); and a purchase through the Stripe stand-in on a second server that has keys.
const PASSWORD = 'Crayon-Garden-42';
const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const usd = (tag: string, amount: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(amount);

const signUp = (page: Page, more: { origin?: string; outbox?: MailSource } = {}) => signUpByMail(page, { label: 'pay', password: PASSWORD, ...more });

for (const [locale, prefix, tag] of [
  ['en', '', 'en-US'],
  ['de', '/de', 'de'],
  ['ja', '/ja', 'ja'],
] as const) {
  test(`/pricing in ${locale}: locale-formatted prices and the three dialogs`, async ({ page }) => {
    test.setTimeout(120_000);
    const m = messages(locale).pricing;
    await openHydrated(page, `${prefix}/pricing`);
    const main = page.locator('main');
    // Packs and plans, priced in the reader's format.
    for (const amount of [4.99, 19.99, 49.99, 9.99, 95.88]) await expect(main.getByText(usd(tag, amount), { exact: true }).first()).toBeVisible();
    // German puts the amount first with a decimal comma: the page is not showing English numbers.
    if (locale === 'de') expect(usd(tag, 4.99)).toBe('4,99\u00a0$');
    await expect(main.getByRole('heading', { name: m.plus.name, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: m.packsTitle })).toBeVisible();

    await page.getByRole('button', { name: m.creditDialog.open }).click();
    let dialog = page.getByRole('dialog', { name: m.creditDialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(m.creditDialog.order)).toBeVisible();
    await dialog.getByRole('button', { name: m.close }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: m.quantityDialog.open }).click();
    dialog = page.getByRole('dialog', { name: m.quantityDialog.title });
    await expect(dialog.getByLabel(m.quantityDialog.pages)).toBeVisible();
    const email = `teacher-${locale}-${Date.now()}@example.com`;
    await dialog.getByLabel(m.quantityDialog.name).fill('Ms Rivera');
    await dialog.getByLabel(m.quantityDialog.email).fill(email);
    await dialog.getByLabel(m.quantityDialog.pages).fill('3000');
    await dialog.getByRole('button', { name: m.quantityDialog.submit }).click();
    await expect(dialog.getByRole('status')).toContainText(email);
    expect(decodeMail(await waitForMail(e2eOutbox, email))).toContain(messages(locale).mail.quantityRequest.body.slice(0, 20));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: m.pricingDialog.open }).click();
    dialog = page.getByRole('dialog', { name: m.pricingDialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: m.pricingDialog.seeAll })).toBeVisible();
    // A visitor's offers lead to sign-in, each named with its price.
    const monthly = dialog.getByRole('link', { name: `${m.plus.name} · ${m.plus.monthly} · ${usd(tag, 9.99)}` });
    await expect(monthly).toHaveAttribute('href', /\/login\?from=/);
    // A visitor is offered a free account.
    await expect(main.getByRole('link', { name: m.free.cta })).toHaveAttribute('href', `${prefix}/register`);
  });
}

test('without Stripe keys, buying shows that payments are not configured', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto('/pricing');
  // The page is shared by everyone; signed in, the free plan's button leads to making pages, not to a new account.
  await expect(page.locator('main').getByRole('link', { name: 'Start creating' })).toHaveAttribute('href', '/dashboard');
  await expect(page.locator('main').getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get 100 credits' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payments are not configured on this site yet' })).toBeVisible();
  await page.goto('/de/pricing');
  await page.getByRole('button', { name: 'Monatlich abonnieren' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Zahlungen sind auf dieser Website noch nicht eingerichtet' })).toBeVisible();
});

test.describe('with the Stripe stand-in', () => {
  const site = secondServer('stripe');
  const { base } = site;
  let stripe: StripeStandIn;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    stripe = await startStripeStandIn({ webhookUrl: `${base}/common-api/v1/billing/stripe-webhook`, webhookSecret: 'whsec_e2e' });
    await site.start({ STRIPE_SECRET_KEY: 'sk_test_e2e', ...stripe.env }, 120);
  });

  test.afterAll(async () => {
    site.stop();
    await stripe?.close();
  });

  test('a purchase ends on /pay-success with the new balance, the next page runs at priority, and the portal opens', async ({ page }) => {
    test.setTimeout(240_000);
    await signUp(page, { origin: base, outbox: site.outbox });
    await page.goto(`${base}/pricing`);
    await page.getByRole('button', { name: 'Get 500 credits' }).click();
    await page.waitForURL(`${stripe.url}/checkout/**`);
    await page.getByRole('button', { name: 'Pay $19.99' }).click();
    await page.waitForURL(/\/pay-success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your payment went through' })).toBeVisible();
    await expect(page.getByText('500 credits have been added to your account.')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('Your balance: 500 priority credits');
    // The webhook arrives too and changes nothing: still 500 after a reload.
    await stripe.settled();
    await page.reload();
    await expect(page.getByTestId('balance')).toHaveText('Your balance: 500 priority credits');

    const job = await page.request.post(`${base}/common-api/v1/generation/jobs`, {
      data: { type: 'text', prompt: 'a cat with a ball' },
      headers: { 'X-Platform': 'web', Origin: base },
    });
    const created = await job.json();
    expect(created.code, JSON.stringify(created)).toBe(200);
    expect(created.data.bucket).toBe('priority');

    await page.goto(`${base}/profile`);
    const billing = page.getByRole('region', { name: 'Plan and billing' });
    // Loaded in the browser after the page; the machine is also running the page generated above.
    await expect(billing.getByText('Credits left: 0 from the subscription, 499 from packs')).toBeVisible({ timeout: 30_000 });
    await expect(billing.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', new RegExp(`^${stripe.url}/receipts/ch_`));
    await billing.getByRole('button', { name: 'Manage subscription and invoices' }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Colorwell' }).click();
    await page.waitForURL(`${base}/profile`);

    // On a 360 px phone in French the long button label wraps inside its button, within the card.
    const fr = messages('fr').pricing.billing;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${base}/fr/profile`);
    const manage = page.getByRole('region', { name: fr.title }).getByRole('button', { name: fr.manage });
    await expect(manage).toBeVisible({ timeout: 30_000 });
    const overhang = await manage.evaluate((el) => el.getBoundingClientRect().right - el.parentElement!.getBoundingClientRect().right);
    expect(overhang).toBeLessThanOrEqual(0.5);
  });
});
