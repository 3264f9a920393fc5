import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { fontCredit, openMojiCredit } from './credits';

describe('printed licence credits', () => {
  it('name OpenMoji and its licence in every language, in that language', async () => {
    const english = await openMojiCredit('en');
    for (const locale of locales) {
      const credit = await openMojiCredit(locale);
      expect(credit, locale).toContain('OpenMoji');
      expect(credit, locale).toContain('CC BY-SA 4.0');
      if (locale !== 'en') expect(credit, locale).not.toBe(english);
    }
  });

  it('name the fonts and the SIL Open Font License in every language', async () => {
    for (const locale of locales) expect(await fontCredit(locale), locale).toMatch(/Baloo 2.*SIL Open Font License/);
  });
});
