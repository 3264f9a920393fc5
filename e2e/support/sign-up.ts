import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { decodeMail, waitForMail, type MailSource } from '../../tests/helpers/mailbox';

/** The e2e server's mail, written as .eml files under its DATA_DIR when no SMTP server is set. */
export const e2eOutbox: MailSource = { kind: 'outbox', dir: path.join(process.env.E2E_DATA_DIR ?? '', 'outbox') };

/**
 * Signs a new English account up through the API and in through the mailed link, as a person
 * would confirm it; returns the address. `page` should be on the site (its origin is the Origin).
 */
export async function signUpByMail(page: Page, o: { label: string; password: string; outbox?: MailSource }): Promise<string> {
  const email = `e2e-${o.label}-${Date.now()}@example.com`;
  const origin = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin;
  const answer = await page.request.post('/common-api/v1/signup', {
    data: { email, password: o.password },
    headers: { 'X-Platform': 'web', Origin: origin },
    timeout: 60_000,
  });
  expect((await answer.json()).code).toBe(200);
  const text = decodeMail(await waitForMail(o.outbox ?? e2eOutbox, email));
  const link = new URL(text.match(/https?:\/\/[^\s"<>]*\/register\/verification-success\?token=[A-Za-z0-9_-]+/)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible({ timeout: 20_000 });
  return email;
}
