import { expect, test } from '@playwright/test';

test('the language switcher keeps the page and its query, and remembers the choice', async ({ page, context }) => {
  await page.goto('/pricing?plan=family');
  // The switcher keeps the query string once hydrated; before that its links still work without it.
  await page.waitForLoadState('networkidle');
  await page.locator('summary[aria-label^="Language"]').first().click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/pricing\?plan=family$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');

  await page.locator('summary[aria-label^="Sprache"]').first().click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/pricing\?plan=family$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the switcher links are real links to the same page in every language', async ({ request }) => {
  const html = await (await request.get('/ko/gallery')).text();
  // Links to another language always carry its prefix (English: /en, which the edge then serves at /).
  for (const href of ['/en/gallery', '/de/gallery', '/tw/gallery', '/zh/gallery', '/vi/gallery']) {
    expect(html).toContain(`href="${href}"`);
  }
});

test('the skip link leads to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
