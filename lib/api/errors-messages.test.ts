import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { ErrorCode } from './errors';

// Every catalogue code has its translated message in every language, not English left in others.
describe('errors namespace', () => {
  const english = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8')).errors;

  it.each(locales)('%s has a message for every code, plus generic, requestError and preload', (locale) => {
    const errors = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')).errors;
    for (const code of Object.values(ErrorCode)) {
      expect(errors[`error_${code}`], `error_${code}`).toEqual(expect.any(String));
      if (locale !== 'en') expect(errors[`error_${code}`]).not.toBe(english[`error_${code}`]);
    }
    expect(errors.preload).toContain('{path}');
    expect(errors.generic).toBeTruthy();
    expect(errors.requestError).toBeTruthy();
  });

  it('keeps the fixed English wording', () => {
    expect(english.generic).toBe('An error occurred.');
    expect(english.requestError).toBe('Request Error');
    expect(english.preload).toBe('Unable to preload CSS for {path}');
  });
});
