import { readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
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

type Compiled = string | number | Compiled[] | { [branch: string]: Compiled };
const BARE = 'bare';

/** How a message uses each argument: bare (`{count}`), or by its ICU type number (number 4, plural 2 and 3). */
export function argumentUses(message: string): Map<string, Set<string | number>> {
  const uses = new Map<string, Set<string | number>>();
  const add = (name: string, use: string | number) => {
    (uses.get(name) ?? uses.set(name, new Set()).get(name)!).add(use);
  };
  const visit = (node: Compiled): void => {
    if (!Array.isArray(node)) {
      if (node && typeof node === 'object') Object.values(node).forEach(visit);
      return;
    }
    const [name, type, ...rest] = node;
    if (typeof name === 'string' && node.length === 1) return add(name, BARE);
    if (typeof name === 'string' && typeof type === 'number') {
      add(name, type);
      return rest.forEach(visit);
    }
    node.forEach((child) => typeof child !== 'number' && visit(child));
  };
  visit(compile(message) as Compiled);
  return uses;
}

const COUNTED = [2, 3, 4];

/**
 * Arguments English formats as numbers (a plural's `#`, `{n, number}`) but `message` prints bare: a bare
 * argument is never localised, so 1500 stays "1500" where German writes "1.500" and 0.9 stays "0.9".
 */
export function bareNumbers(message: string, englishMessage: string): string[] {
  const ours = argumentUses(message);
  return [...argumentUses(englishMessage)].filter(([name, uses]) => COUNTED.some((type) => uses.has(type)) && ours.get(name)?.has(BARE)).map(([name]) => name);
}

describe('message files', () => {
  it('the checks themselves catch what they must', () => {
    expect(isUntranslated('Log in now', 'Log in now')).toBe(true);
    expect(isUntranslated('Colorwell', 'Colorwell')).toBe(false);
    expect(isUntranslated('Dashboard', 'Dashboard')).toBe(false);
    expect(isUntranslated('Name (optional)', 'Name (optional)')).toBe(false);
    expect(isUntranslated('Download the PDF', 'Download the PDF')).toBe(true);
    expect(isUntranslated('Jetzt anmelden', 'Log in now')).toBe(false);
    expect(bareNumbers('残り{left}枚', '{left, plural, one {# left} other {# left}}')).toEqual(['left']);
    expect(bareNumbers('残り{left, number}枚', '{left, plural, one {# left} other {# left}}')).toEqual([]);
    expect(bareNumbers('{mm} mm', '{mm, number, oneDecimal} mm')).toEqual(['mm']);
    expect(bareNumbers('{name}さん', 'Hi {name}')).toEqual([]);
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

      it('formats every number English formats, in its own way', () => {
        const bare = [...messages].flatMap(([key, value]) => bareNumbers(value, english.get(key) ?? '').map((name) => `${key} {${name}}`));
        expect(bare).toEqual([]);
      });

      it('holds no English sentence', () => {
        const untranslated = [...messages].filter(([key, value]) => isUntranslated(value, english.get(key) ?? ''));
        expect(untranslated.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
