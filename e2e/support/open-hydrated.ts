import type { Page } from '@playwright/test';

/**
 * Opens `url` and waits until its scripts have run and the network is quiet. A cold server's first
 * pages hydrate seconds after the load event while it warms its database and catalogue; a keystroke
 * or click in that window lands on server HTML that React then replaces, and is lost.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}
