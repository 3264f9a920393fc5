import { describe, expect, it } from 'vitest';
import { StudioError } from '../errors';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from './understand-prompt';
import { IDEAS } from './understand-prompt-ideas';

describe('understandPrompt', () => {
  for (const idea of IDEAS) {
    for (const [locale, prompt] of Object.entries(idea.says)) {
      it(`${locale}: "${prompt}" -> ${idea.motifs.join(' + ')}`, () => {
        const r = understandPrompt(prompt, locale as Locale); // the UI passes the site language as a hint
        expect(r.kind).toBe('motifs');
        if (r.kind !== 'motifs') return;
        expect(r.locale).toBe(locale);
        expect(r.motifs.map((m) => m.name).sort()).toEqual([...idea.motifs].sort());
        expect(r.place?.backdrop).toBe(idea.place);
      });
    }
  }

  // the rider is the person: on a place the animal stands there, beside the person it stands apart
  it.each([
    ['a girl riding a horse on a farm', 'en', true],
    ['a horse on a farm', 'en', false],
    ['a girl and a horse', 'en', false],
  ] as const)('"%s" (%s): a rider %s', (prompt, locale, rides) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && r.motifs.some((m) => m.ridden)).toBe(rides);
  });

  it('says when nothing is drawable and suggests words in the reader language', () => {
    const r = understandPrompt('qwerty zxcv', 'de');
    expect(r).toMatchObject({ kind: 'nothing_to_draw', locale: 'de' });
    if (r.kind === 'nothing_to_draw') expect(r.suggestions).toContain('Katze');
  });

  // CLDR's labels were suggested as they are: "sauropod", "deciduous tree", "rosto de unicórnio" (a face)
  it.each([
    ['en', ['dinosaur', 'tree', 'fish'], ['sauropod', 'deciduous tree']],
    ['de', ['Dinosaurier', 'Baum'], ['Sauropode', 'Laubbaum']],
    ['pt', ['unicórnio'], ['rosto de unicórnio']],
  ] as const)('suggests everyday words in %s', (locale, words, not) => {
    const r = understandPrompt('qwerty zxcv', locale);
    if (r.kind !== 'nothing_to_draw') throw new Error('expected nothing to draw');
    for (const w of words) expect(r.suggestions).toContain(w);
    for (const w of not) expect(r.suggestions).not.toContain(w);
  });

  it.each([
    ['   ', 'prompt_empty'],
    ['cat '.repeat(500), 'prompt_too_long'],
    ['قطة تلعب بالكرة', 'unsupported_script'],
    ['кошка играет с мячом', 'unsupported_script'],
  ])('refuses %j with %s', (prompt, code) => {
    expect(() => understandPrompt(prompt)).toThrow(StudioError);
    try {
      understandPrompt(prompt);
    } catch (e) {
      expect((e as StudioError).code).toBe(code);
    }
  });
});
