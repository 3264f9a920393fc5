import 'server-only';
import { serverEnv } from '@/lib/env';

// Plausible counts unique visitors from a daily-salted hash of address and browser, so it is given
// both; nothing is stored here and no cookie is set.
const TIMEOUT_MS = 5_000;

type View = { url: string; referrer?: string; userAgent: string; address: string };

/** Sends a pageview to Plausible when PLAUSIBLE_DOMAIN is set; failures are logged, never shown. */
export async function sendToPlausible(view: View): Promise<void> {
  const env = serverEnv();
  if (!env.PLAUSIBLE_DOMAIN) return;
  try {
    const answer = await fetch(new URL('/api/event', env.PLAUSIBLE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': view.userAgent, 'x-forwarded-for': view.address },
      body: JSON.stringify({ name: 'pageview', url: view.url, domain: env.PLAUSIBLE_DOMAIN, referrer: view.referrer || null }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!answer.ok) console.error(`plausible answered ${answer.status}`);
  } catch (error) {
    console.error('plausible unreachable', error instanceof Error ? error.message : error);
  }
}
