import { readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { formats } from './formats';
import { locales } from './locales';
import { flattenMessages } from './flatten-messages';

// The build precompiles every message (next-intl `precompile`), and the precompiled formatter knows no
// built-in styles. Each message with a styled argument must read the same precompiled as parsed at
// run time, which knows the ICU defaults.

type Node = string | number | Node[] | { [branch: string]: Node };
const NUMBER = 4;
const DATE = 5;
const TIME = 6;
const PLURALS = [2, 3];

/** Values for a compiled message: numbers for number and plural arguments, a date for date ones. */
function sampleValues(node: Node, values: Record<string, unknown> = {}): Record<string, unknown> {
  if (!Array.isArray(node)) {
    if (node && typeof node === 'object') for (const branch of Object.values(node)) sampleValues(branch, values);
    return values;
  }
  const [name, type, ...rest] = node;
  if (typeof name === 'string' && typeof type === 'number' && type > 0) {
    values[name] = type === DATE || type === TIME ? new Date('2026-11-01T12:00:00Z') : type === NUMBER ? 0.2 : 3;
    if (PLURALS.includes(type) || type === 1) {
      if (type === 1) values[name] = 'other';
      sampleValues(rest[0], values);
    }
    return values;
  }
  if (typeof name === 'string' && type === undefined && node.length === 1) {
    values[name] ??= 'x';
    return values;
  }
  if (typeof name === 'string' && typeof type !== 'number') values[name] = (chunks: unknown[]) => chunks.join('');
  for (const child of typeof name === 'string' ? node.slice(1) : node) sampleValues(child, values);
  return values;
}

function styled(node: Node): boolean {
  if (!Array.isArray(node)) return !!node && typeof node === 'object' && Object.values(node).some(styled);
  const [, type, style] = node;
  if ((type === NUMBER || type === DATE || type === TIME) && typeof style === 'string') return true;
  return node.some((child) => typeof child !== 'number' && styled(child));
}

const intl = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
};

describe('named styles in messages', () => {
  for (const locale of locales) {
    it(`${locale}: every styled message reads the same precompiled as parsed`, () => {
      const raw = JSON.parse(readFileSync(path.resolve(__dirname, '../../messages', `${locale}.json`), 'utf8'));
      const parsed = createTranslator({ locale, messages: raw, formats, timeZone: 'UTC' }) as unknown as (
        key: string,
        values: Record<string, unknown>,
      ) => string;
      let checked = 0;
      for (const [key, message] of flattenMessages(raw)) {
        const compiled = compile(message) as Node;
        if (!styled(compiled)) continue;
        const values = sampleValues(compiled);
        const precompiled = format(compiled as never, locale, values as never, { formats, formatters: intl, timeZone: 'UTC' } as never);
        expect(precompiled, `${locale} ${key}`).toBe(parsed(key, values));
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('a percentage reads as one', () => {
    const compiled = compile('{rate, number, percent}');
    expect(format(compiled as never, 'en', { rate: 0.2 }, { formats, formatters: intl } as never)).toBe('20%');
    expect(format(compiled as never, 'de', { rate: 0.2 }, { formats, formatters: intl } as never)).toBe('20\u00a0%');
  });

  it('a line weight keeps one decimal, written the reader’s way', () => {
    const compiled = compile('{mm, number, oneDecimal} mm');
    expect(format(compiled as never, 'en', { mm: 1 }, { formats, formatters: intl } as never)).toBe('1.0 mm');
    expect(format(compiled as never, 'fr', { mm: 0.9 }, { formats, formatters: intl } as never)).toBe('0,9 mm');
    expect(format(compiled as never, 'de', { mm: 1.25 }, { formats, formatters: intl } as never)).toBe('1,3 mm');
  });
});
