import { getItem, hasItem, setItem } from './storage';

// The full first-visited URL, saved once; sign-up and social login send it along.
export const REFERRAL_URL_KEY = 'referral_url';

export function rememberReferralUrl(url: string): void {
  if (!hasItem(REFERRAL_URL_KEY)) setItem(REFERRAL_URL_KEY, url);
}

export function referralUrl(): string | null {
  return getItem<string>(REFERRAL_URL_KEY) || null;
}
