import { describe, expect, it } from 'vitest';
import { StudioError } from '../errors';
import { createNodeFontSource } from '../fonts/node-font-source';
import type { Locale } from '../../i18n/locales';
import { greyShare, rasterise } from '../testing/white-regions';
import { composeNamePage } from './compose-name-page';

const fonts = createNodeFontSource();

describe('composeNamePage', () => {
  it.each([
    ['Emma', 'en', 'Baloo 2'],
    ['Nguyễn Thị Ánh', 'vi', 'Baloo 2'],
    ['さくら', 'ja', 'M PLUS Rounded 1c'],
    ['桜子', 'ja', 'M PLUS Rounded 1c'],
    ['민준', 'ko', 'Noto Sans KR'],
    ['小明', 'zh-CN', 'Noto Sans SC'],
    ['偉倫', 'zh-TW', 'Noto Sans TC'],
  ])(
    'renders %s with no missing glyphs',
    async (name, locale, font) => {
      const r = await composeNamePage({ name, theme: 'flowers', locale: locale as Locale }, fonts);
      expect(r.fonts).toContain(font);
      expect(r.svg).toMatch(/^<svg /);
      const ras = await rasterise(r.svg, 150);
      // Black on white: only the lines' anti-aliased edges are grey, 1.6–2.5 % of a page at 150 dpi with the drawn
      // flowers and animals (more edges with more detail); a grey fill or a blurred picture is far more.
      expect(greyShare(ras)).toBeLessThan(0.03);
    },
    20_000,
  );

  it('wraps a long name onto two lines', async () => {
    const r = await composeNamePage({ name: 'Maximilian Alexander', theme: 'space' }, fonts);
    expect(r.lines).toEqual(['Maximilian', 'Alexander']);
  });

  it('is deterministic', async () => {
    const a = await composeNamePage({ name: 'Léa', theme: 'unicorns', seed: 2 }, fonts);
    const b = await composeNamePage({ name: 'Léa', theme: 'unicorns', seed: 2 }, fonts);
    expect(a.svg).toBe(b.svg);
  });

  it.each([
    ['', 'name_empty'],
    ['🦄🌈', 'name_emoji_only'],
    ['A'.repeat(80), 'name_too_long'],
    ['محمد', 'unsupported_script'],
    ['Иван', 'unsupported_script'],
  ])('refuses %j with %s', async (name, code) => {
    const err = await composeNamePage({ name, theme: 'stars' }, fonts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StudioError);
    expect((err as StudioError).code).toBe(code);
  });

  it('reports characters no bundled font has instead of drawing boxes', async () => {
    const err = await composeNamePage({ name: 'Ann 𪚥', theme: 'stars' }, fonts).catch((e: unknown) => e);
    expect((err as StudioError).code).toBe('name_missing_glyphs');
  });
});
