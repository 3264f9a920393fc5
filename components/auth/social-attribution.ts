import Cookies from 'js-cookie';
import { REF_COOKIE, UTM_COOKIE } from '@/lib/api/cookies';
import { referralUrl } from '@/lib/storage/referral-url';

export type Attribution = {
  source: string | null;
  referral_url: string | null;
  distribution_code: string | null;
};

/**
 * What sign-up and social sign-in carry along: the utm cookie as source (else null), the
 * first-visited URL from client storage, the referral code cookie as distribution code.
 */
export function attribution(): Attribution {
  return {
    source: Cookies.get(UTM_COOKIE) || null,
    referral_url: referralUrl(),
    distribution_code: Cookies.get(REF_COOKIE) || null,
  };
}

/** The social sign-in payload: attribution plus the site origin as redirect_uri. */
export function socialPayload(): Attribution & { redirect_uri: string } {
  return { ...attribution(), redirect_uri: window.location.origin };
}
