// Test helper: draws a share of the catalogue's recipes at 75 dpi and checks each page against its
// audience's figures (the audit's own measures, lib/catalogue/measure.ts). Split across test files so
// both cores draw at once.
import { expect, it } from 'vitest';
import { bilevelRaster } from '@/lib/studio/bilevel-raster';
import { createNodeFontSource } from '@/lib/studio/fonts/node-font-source';
import { svgAtDpi } from '@/lib/studio/scene/paper';
import { drawCataloguePage } from '../draw';
import { areaFigures } from '../measure';
import { cataloguePages, type CatalogueAudience } from '../pages';

export const SHARDS = 4;
const DPI = 75;

/** Least closed areas and most of the white one area may hold, per audience. */
export const AUDIENCE_FIGURES: Record<CatalogueAudience, { minAreas: number; maxLargestWhite: number }> = {
  kids: { minAreas: 12, maxLargestWhite: 0.6 },
  teens: { minAreas: 25, maxLargestWhite: 0.55 },
  adults: { minAreas: 50, maxLargestWhite: 0.5 },
};

export function checkDrawings(shard: number) {
  const fonts = createNodeFontSource();
  const mine = cataloguePages.filter((_, i) => i % SHARDS === shard);
  it.each(mine.map((p) => [p.handle, p] as const))('%s is black on white and meets its audience', async (_, page) => {
    const svg = await drawCataloguePage(page, 'a4', fonts);
    // Only black, white and no paint at all: no grey, no colour.
    const paints = new Set([...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]));
    for (const paint of paints) expect(['#000', '#fff', 'none']).toContain(paint.startsWith('url(') ? 'none' : paint);
    const figures = areaFigures(await bilevelRaster(svgAtDpi(svg, DPI), DPI));
    const want = AUDIENCE_FIGURES[page.audience];
    expect(figures.greyPixels).toBe(0);
    expect(figures.closedAreas).toBeGreaterThanOrEqual(want.minAreas);
    expect(figures.largestWhiteShare).toBeLessThanOrEqual(want.maxLargestWhite);
    expect(figures.inkShare).toBeGreaterThan(0.03);
  });
}
