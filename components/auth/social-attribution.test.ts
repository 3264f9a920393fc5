// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberReferralUrl } from '@/lib/storage/referral-url';
import { attribution, socialPayload } from './social-attribution';

afterEach(() => {
  Cookies.remove('colorwell_utm');
  Cookies.remove('colorwell_REF_CODE');
  localStorage.clear();
});

describe('social payload', () => {
  it('is all null for a visitor without cookies or storage', () => {
    expect(attribution()).toEqual({ source: null, referral_url: null, distribution_code: null });
  });

  it('reads the utm cookie, the stored referral URL and the referral code cookie', () => {
    Cookies.set('colorwell_utm', 'news.example');
    Cookies.set('colorwell_REF_CODE', 'AB12CD');
    rememberReferralUrl('https://colorwell.test/pricing?ref=AB12CD');
    expect(socialPayload()).toEqual({
      source: 'news.example',
      referral_url: 'https://colorwell.test/pricing?ref=AB12CD',
      distribution_code: 'AB12CD',
      redirect_uri: window.location.origin,
    });
  });
});
