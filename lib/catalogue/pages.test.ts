import { describe, expect, it } from 'vitest';
import { rasterizeStudioSvg } from '@/lib/server/generation/studio/raster';
import { composeTextPage } from '@/lib/studio/compose-page';
import { cataloguePages, findCataloguePage, morePagesLike, pagesOfTheme, popularPages } from './pages';
import { tags } from './tags';
import { themes } from './themes';

describe('catalogue pages', () => {
  it('has six pages per theme, unique slugs, two to four known tags and adult mandalas and patterns', () => {
    expect(new Set(cataloguePages.map((p) => p.handle)).size).toBe(cataloguePages.length);
    for (const theme of themes) expect(pagesOfTheme(theme.slug)).toHaveLength(6);
    for (const page of cataloguePages) {
      expect(page.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(page.tags.length).toBeGreaterThanOrEqual(2);
      expect(page.tags.length).toBeLessThanOrEqual(4);
      for (const tag of page.tags) expect(tags).toContain(tag);
      if (page.recipe.style === 'mandala' || page.recipe.style === 'pattern') expect(page.audience).toBe('adults');
    }
    for (const tag of tags) expect(cataloguePages.some((p) => p.tags.includes(tag))).toBe(true);
  });

  it('finds pages by handle only, and links each to other pages of its theme', () => {
    expect(findCataloguePage('cat-playing-with-a-ball')?.theme).toBe('animals');
    expect(findCataloguePage('Cat-Playing-With-A-Ball')).toBeUndefined();
    expect(findCataloguePage('../etc/passwd')).toBeUndefined();
    const page = findCataloguePage('snowman')!;
    const more = morePagesLike(page, 4);
    expect(more).toHaveLength(4);
    expect(more.every((p) => p.theme === 'holidays' && p !== page)).toBe(true);
    expect(popularPages().every(Boolean)).toBe(true);
  });

  // Every recipe, as served: each prompt word understood, and a 300 dpi page that is pure black and
  // white with enough closed regions, no slivers below the minimum and no specks (the engine's report).
  it.each(cataloguePages.map((p) => [p.handle, p] as const))('%s draws a good page', async (_, page) => {
    const result = composeTextPage({ ...page.recipe, paper: 'a4' });
    if (result.kind !== 'page') throw new Error(`${page.handle}: nothing to draw`);
    expect(result.motifs.length).toBeGreaterThanOrEqual(1);
    const { page: raster, report } = await rasterizeStudioSvg(result.svg, 'a4');
    expect([raster.width, raster.height]).toEqual([2480, 3508]);
    let ink = 0;
    let grey = 0;
    for (const v of raster.data) {
      if (v === 0) ink++;
      else if (v !== 255) grey++;
    }
    expect(grey).toBe(0);
    const inkShare = ink / raster.data.length;
    expect(inkShare).toBeGreaterThan(0.03);
    expect(inkShare).toBeLessThan(0.12);
    expect(report.closedRegions).toBeGreaterThanOrEqual(10);
    expect(report.regionsBelowMinimum).toBe(0);
    expect(report.specks).toBe(0);
  });
});
