import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { providersPhrase } from './providers';

describe('naming only the configured sign-in providers', () => {
  it('picks the phrase for each set of providers', () => {
    expect(providersPhrase([])).toBe('none');
    expect(providersPhrase(['google'])).toBe('google');
    expect(providersPhrase(['apple'])).toBe('apple');
    expect(providersPhrase(['apple', 'google'])).toBe('both');
  });

  it.each(locales)('%s: login and register name exactly the configured ones', async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default;
    const t = createTranslator({ locale, messages, namespace: 'authPages' });
    for (const page of ['login', 'register'] as const) {
      const lead = (providers: string) => t(`${page}.lead`, { providers });
      expect(lead('none')).not.toMatch(/Google|Apple/);
      expect(lead('google')).toContain('Google');
      expect(lead('google')).not.toContain('Apple');
      expect(lead('apple')).toContain('Apple');
      expect(lead('apple')).not.toContain('Google');
      expect(lead('both')).toMatch(/Google[^]*Apple/);
    }
  });
});
