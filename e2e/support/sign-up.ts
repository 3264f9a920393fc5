import { expect, test, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { decodeMail, waitForMail, type MailSource } from '../../tests/helpers/mailbox';
import { openHydrated } from './open-hydrated';

/** The e2e server's mail, written as .eml files under its DATA_DIR when no SMTP server is set. */
export const e2eOutbox: MailSource = { kind: 'outbox', dir: path.join(process.env.E2E_DATA_DIR ?? '', 'outbox') };

/** The site's origin: the page's, or the configured server's before the page has opened anything. */
export function siteOrigin(page: Page): string {
  const url = page.url();
  return new URL(url.startsWith('http') ? url : test.info().project.use.baseURL!).origin;
}

let nextAddress = 0;

/**
 * A loopback address of its own for each sign-up (all of 127/8 reaches the server here): the e2e
 * server trusts no proxy, so its per-address sign-up limit sees the socket's address, and one
 * suite signs up more accounts within the hour than one family's address may.
 */
function ownLoopbackAddress(): string {
  nextAddress += 1;
  return `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${(nextAddress % 250) + 2}`;
}

/** POSTs JSON to the site from its own loopback address (see above); answers the JSON body. */
export function postFromOwnAddress(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: ownLoopbackAddress(),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-platform': 'web', ...headers },
        timeout: 60_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text));
          } catch {
            reject(new Error(`${url} answered ${response.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Signs a new English account up through the API and in through the mailed link, as a person
 * would confirm it; returns the address. The site is `origin` when given (a second server, with
 * its own `outbox`), else the one `page` is on.
 */
export async function signUpByMail(page: Page, o: { label: string; password: string; origin?: string; outbox?: MailSource }): Promise<string> {
  const email = `e2e-${o.label}-${Date.now()}@example.com`;
  const origin = o.origin ?? siteOrigin(page);
  const answer = await postFromOwnAddress(`${origin}/common-api/v1/signup`, { email, password: o.password }, { origin });
  expect(answer.code).toBe(200);
  const text = decodeMail(await waitForMail(o.outbox ?? e2eOutbox, email));
  const link = new URL(text.match(/https?:\/\/[^\s"<>]*\/register\/verification-success\?token=[A-Za-z0-9_-]+/)![0]);
  await openHydrated(page, (o.origin ?? '') + link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible({ timeout: 20_000 });
  return email;
}
