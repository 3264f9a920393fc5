import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenMessages as flatten, type Messages } from './flatten-messages';
import { locales } from './locales';

// Every message file must hold exactly the keys of en.json, each written in its own language.

// Words that are the same in English and in many other languages (brand names, loanwords, file types):
// a value made only of these is not an English sentence left behind ("Name (optional)" is good German).
const sharedWords = new Set([
  'colorwell',
  'paypal',
  'openmoji',
  'google',
  'apple',
  'dashboard',
  'name',
  'optional',
  'screenshot',
  'pdf',
  'png',
  'online',
  'ok',
]);

function load(locale: string): Messages {
  const file = path.resolve(__dirname, '../../messages', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/** An English sentence left in another language: same as en, with letters and more than one word. */
export function isUntranslated(value: string, english: string): boolean {
  if (value !== english) return false;
  const words = value
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}-]/gu, '').toLowerCase())
    .filter((word) => /\p{L}/u.test(word));
  return words.length > 1 && words.some((word) => !sharedWords.has(word));
}

const english = flatten(load('en'));

describe('message files', () => {
  it('the checks themselves catch what they must', () => {
    expect(isUntranslated('Log in now', 'Log in now')).toBe(true);
    expect(isUntranslated('Colorwell', 'Colorwell')).toBe(false);
    expect(isUntranslated('Dashboard', 'Dashboard')).toBe(false);
    expect(isUntranslated('Name (optional)', 'Name (optional)')).toBe(false);
    expect(isUntranslated('Download the PDF', 'Download the PDF')).toBe(true);
    expect(isUntranslated('Jetzt anmelden', 'Log in now')).toBe(false);
    expect(flatten({ a: { b: 'x' }, c: 'y' })).toEqual(
      new Map([
        ['a.b', 'x'],
        ['c', 'y'],
      ]),
    );
  });

  for (const locale of locales.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const messages = flatten(load(locale));

      it('has every key of en.json', () => {
        expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      });

      it('has no key that en.json lacks', () => {
        expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
      });

      it('holds no English sentence', () => {
        const untranslated = [...messages].filter(([key, value]) => isUntranslated(value, english.get(key) ?? ''));
        expect(untranslated.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
