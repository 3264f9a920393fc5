import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { composeScene, SCENE_LOOK, SUBJECT_MIN_SPAN } from '@/lib/studio/scene/compose-scene';
import { backdropsFor, FLOATING } from '@/lib/studio/scene/themes';
import { pageSize } from '@/lib/studio/scene/paper';
import { createRng } from '@/lib/studio/scene/prng';
import { cataloguePages, findCataloguePage, morePagesLike, pagesForAudience, pagesOfTheme, popularPages } from './pages';
import { MOVED_HANDLES } from './moved-handles';
import { findSubject, subjects } from './subjects';
import { tags } from './tags';
import { catalogueText } from './text';
import { themes } from './themes';

describe('catalogue pages', () => {
  // Two pages of one subject were one drawing on two backgrounds (the unicorn at night and in the snow overlapped
  // 0.69); every other page of a subject now faces the other way.
  it('turns every other scene page of a subject the other way', () => {
    for (const subject of subjects) {
      const scenes = cataloguePages.filter((p) => p.recipe.kind === 'scene' && p.recipe.subject === subject.key && !p.recipe.companion);
      scenes.forEach((page, k) => expect(page.recipe.kind === 'scene' && !!page.recipe.turned, page.handle).toBe(k % 2 === 1));
    }
  });

  it('has at least 400 pages in at least 15 themes, every audience, unique handles and known tags', () => {
    expect(cataloguePages.length).toBeGreaterThanOrEqual(400);
    expect(themes.length).toBeGreaterThanOrEqual(15);
    expect(new Set(cataloguePages.map((p) => p.handle)).size).toBe(cataloguePages.length);
    for (const theme of themes) expect(pagesOfTheme(theme.slug).length).toBeGreaterThanOrEqual(8);
    for (const audience of ['kids', 'teens', 'adults'] as const) expect(pagesForAudience(audience).length).toBeGreaterThanOrEqual(100);
    for (const page of cataloguePages) {
      expect(page.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(page.tags.length).toBeGreaterThanOrEqual(2);
      expect(page.tags.length).toBeLessThanOrEqual(4);
      for (const tag of page.tags) expect(tags).toContain(tag);
    }
    for (const tag of tags) expect(cataloguePages.some((p) => p.tags.includes(tag))).toBe(true);
  });

  it('finds pages by handle only, and links each to other pages of its theme', () => {
    expect(findCataloguePage('cat-playing-with-a-ball')?.theme).toBe('pets');
    expect(findCataloguePage('Cat-Playing-With-A-Ball')).toBeUndefined();
    expect(findCataloguePage('../etc/passwd')).toBeUndefined();
    const page = findCataloguePage('snowman-in-the-snow')!;
    const more = morePagesLike(page, 4);
    expect(more).toHaveLength(4);
    expect(more.every((p) => p.theme === 'holidays' && p !== page)).toBe(true);
    expect(popularPages().every(Boolean)).toBe(true);
  });

  it('has a title, a description and an alt text in all ten languages, unique titles and no English left', () => {
    for (const locale of locales) {
      const titles = new Set<string>();
      for (const page of cataloguePages) {
        const text = catalogueText(page, locale);
        for (const value of Object.values(text)) expect(value.trim().length, `${page.handle} ${locale}`).toBeGreaterThan(2);
        expect(titles.has(text.title), `${locale}: title "${text.title}" twice`).toBe(false);
        titles.add(text.title);
        expect(text.alt).toContain(text.title);
        if (locale === 'en') continue;
        const english = catalogueText(page, 'en');
        expect(text.description).not.toBe(english.description);
        expect(text.description).not.toMatch(/\b(the|and|with|for|kids)\b/);
        if (['ja', 'ko', 'zh-TW', 'zh-CN'].includes(locale) && page.recipe.kind !== 'glyph')
          expect(`${text.title}${text.description}`, `${page.handle} ${locale}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('names every subject in ten languages', () => {
    for (const subject of subjects) {
      expect(subject.names).toHaveLength(10);
      for (const name of subject.names) expect(name.trim()).not.toBe('');
    }
  });

  it('draws the subject of every scene across at least 60 % of the drawing, with bold lines for kids', () => {
    expect(SCENE_LOOK.kids.stroke).toBeGreaterThanOrEqual(1.2);
    expect(SCENE_LOOK.kids.detail.sw).toBeGreaterThanOrEqual(1.2);
    const size = pageSize('a4', 'portrait');
    for (const page of cataloguePages) {
      if (page.recipe.kind !== 'scene') continue;
      const subject = findSubject(page.recipe.subject)!;
      const motif = { id: subject.motif, name: subject.key, kind: 'being' as const, word: subject.key };
      const { subjectSpan } = composeScene([motif], page.audience, size, createRng(page.recipe.seed, page.audience), page.recipe.backdrop);
      expect(subjectSpan, page.handle).toBeGreaterThanOrEqual(SUBJECT_MIN_SPAN);
    }
  });

  it('puts boats on the water, never under the sea, in the catalogue and for the text tool', () => {
    const boats = ['sailboat', 'ship', 'speedboat'];
    for (const page of cataloguePages) {
      if (page.recipe.kind !== 'scene' || !boats.includes(page.recipe.subject)) continue;
      expect(page.recipe.backdrop, page.handle).not.toBe('sea');
    }
    expect(cataloguePages.filter((p) => p.recipe.kind === 'scene' && p.recipe.backdrop === 'waves').map((p) => p.handle)).toEqual(
      boats.map((b) => `${b}-on-the-sea`),
    );
    for (const key of boats) expect(backdropsFor([findSubject(key)!.motif])).toEqual(['waves']);
    // On the water a boat stands on the waves like a subject on the ground; it does not float mid-page.
    expect(FLOATING.has('waves')).toBe(false);
  });
});

describe('moved pages', () => {
  it('names for every old handle a page of today of the same subject', () => {
    for (const [old, now] of Object.entries(MOVED_HANDLES)) {
      expect(
        cataloguePages.some((p) => p.handle === old),
        old,
      ).toBe(false);
      const page = findCataloguePage(old);
      expect(page?.handle, old).toBe(now);
      expect(old.split('-').slice(0, 2), old).toEqual(now.split('-').slice(0, 2));
    }
  });
});
