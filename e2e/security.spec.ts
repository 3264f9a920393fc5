import { expect, test, type Page } from '@playwright/test';
import { startIdentityProvider } from '../tests/helpers/fake-identity-provider';
import { largePhoto } from '../tests/helpers/generation/images';
import { secondServer } from './support/second-server';
import { signUpByMail } from './support/sign-up';

// The Content-Security-Policy on public and signed-in pages, no violation reported by the browser on
// the main journeys (home, an item, the canvas, Google sign-in against a local stand-in, a dashboard
// tool), and a 15 MB photo that converts (uploads used to be cut at 10 MB).
const PASSWORD = 'Crayon-Garden-42';
const MB = 1024 * 1024;

/**
 * Collects what the browser reports about the policy: its console lines ("Refused to …") and every
 * securitypolicyviolation event, which an init script (not itself subject to the policy) turns into
 * a console line too.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|securitypolicyviolation/i.test(text)) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

function expectPolicyHeader(policy: string | undefined) {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) expect(policy).toContain(directive);
}

const signUp = (page: Page) => signUpByMail(page, { label: 'sec', password: PASSWORD });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expect((await request.get('/common-api/v1/auth-google/auth-url', { timeout: 110_000 })).ok()).toBe(true);
});

test('the watcher sees a violation: an injected inline script is refused', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('public pages: home, a catalogue item and the canvas carry the policy and report no violation', async ({ page }) => {
  test.setTimeout(300_000);
  const violations = await watchPolicy(page);

  const home = await page.goto('/');
  expectPolicyHeader(home?.headers()['content-security-policy']);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');

  const item = await page.goto('/pets/cat-playing-with-a-ball');
  expectPolicyHeader(item?.headers()['content-security-policy']);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Client-side navigation (RSC fetches) and the canvas with its region worker.
  const canvas = await page.goto('/online-coloring?page=catalogue:rocket-in-space');
  expectPolicyHeader(canvas?.headers()['content-security-policy']);
  // The region map is built in a Web Worker: slow on a loaded machine, so a generous wait.
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled({ timeout: 150_000 });
  const box = (await page.locator('[role="application"] canvas').first().boundingBox())!;
  await page.getByRole('button', { name: 'Red', exact: true }).first().click();
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.8);
  await page.waitForTimeout(1500);

  expect(violations).toEqual([]);
});

test('a signed-in user converts a 15 MB photo in a dashboard tool, with the policy and no violation', async ({ page }) => {
  test.setTimeout(420_000);
  const photo = await largePhoto(15 * MB);
  expect(photo.length).toBeGreaterThan(15 * MB);
  const violations = await watchPolicy(page);
  await page.goto('/');
  await signUp(page);

  const tool = await page.goto('/dashboard/convert-photo-to-coloring-page');
  expectPolicyHeader(tool?.headers()['content-security-policy']);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'big-holiday-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Make my coloring page' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progress of your page' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your page is ready' })).toBeVisible({ timeout: 300_000 });

  const creations = await page.goto('/dashboard/creations');
  expectPolicyHeader(creations?.headers()['content-security-policy']);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test.describe('with Google sign-in configured against a local stand-in', () => {
  const site = secondServer('google');
  const { base } = site;
  let idp: Awaited<ReturnType<typeof startIdentityProvider>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    idp = await startIdentityProvider();
    await site.start(
      {
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_TOKEN_URL: idp.tokenUrl,
        GOOGLE_JWKS_URL: idp.jwksUrl,
        GOOGLE_ISSUER: 'https://accounts.google.com',
      },
      150,
    );
  });

  test.afterAll(async () => {
    site.stop();
    await idp?.close();
  });

  test('the sign-in page allows Google’s script only, and signing in reports no violation', async ({ page }) => {
    test.setTimeout(180_000);
    const email = `e2e-google-${Date.now()}@example.com`;
    const idToken = await idp.sign({
      iss: 'https://accounts.google.com',
      aud: 'google-client',
      sub: `g-${Date.now()}`,
      email,
      email_verified: true,
      name: 'Grace',
    });
    const code = idp.issueCode(idToken);
    // Google Identity Services, played by a stand-in served at Google's own address (so the policy
    // is checked against the real URL): the code client hands back the code the provider issued.
    let scriptRequests = 0;
    await page.route('https://accounts.google.com/gsi/client**', (route) => {
      scriptRequests += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { oauth2: { initCodeClient: (config) => ({
          requestCode: () => setTimeout(() => config.callback({ code: ${JSON.stringify(code)}, scope: config.scope }), 50),
        }) } } };`,
      });
    });
    const violations = await watchPolicy(page);

    const login = await page.goto(`${base}/login?from=${encodeURIComponent('/dashboard/online-coloring')}`);
    const policy = login?.headers()['content-security-policy'];
    expectPolicyHeader(policy);
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/accounts\.google\.com\/gsi\/client(;|$)/);
    expect(policy).not.toContain('appleid.cdn-apple.com');
    expect(policy).toContain('frame-src https://accounts.google.com/gsi/');

    const button = page.getByRole('button', { name: 'Continue with Google' });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    expect(scriptRequests).toBeGreaterThan(0);
    await button.click();
    await expect(page).toHaveURL(`${base}/dashboard/online-coloring`, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test('signing in through /login?from= with hostile values stays on the site', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const email = await signUp(page);
  const site = new URL(baseURL!);
  for (const from of [
    '/./%2F%2Fevil.example%2Fphish',
    '//evil.example/phish',
    '/\\evil.example',
    '/%5C%5Cevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ]) {
    // A new visitor each time: a signed-in one is sent away from /login before the form shows.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/login?from=${encodeURIComponent(from)}`);
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await visitor.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
    const landed = new URL(visitor.url());
    expect(landed.origin, from).toBe(site.origin);
    expect(landed.pathname.startsWith('//'), from).toBe(false);
    expect(landed.href, from).not.toContain('evil.example');
    await context.close();
  }
});
