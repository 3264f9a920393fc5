import { describe, expect, it } from 'vitest';
import type { ColorabilityReport } from '@/lib/engine/types';
import { audienceOf, closedByConstruction, intendedAudience, reportNotes, verdictOf, type ReportAudience, type ReportHeadline } from './report-words';

const base: ColorabilityReport = {
  pureBlackWhiteShare: 1,
  inkCoverage: 0.1,
  closedRegions: 40,
  smallestRegionMm2: 30,
  openLineEnds: 0,
  medianLineWidthMm: 1.04,
  lineWidthVariation: 0.2,
  specks: 0,
  regionsBelowMinimum: 0,
};
const page = (figures: Partial<ColorabilityReport>): ColorabilityReport => ({ ...base, ...figures });

// Figures measured on real pages: studio pages (seed 1, A4) and photo pages at medium detail.
const table: { page: string; report: ColorabilityReport; likeness?: number; intended?: ReportAudience; audience: ReportAudience; headline: ReportHeadline }[] =
  [
    {
      page: 'Kids style: a cat playing with a ball',
      report: page({ closedRegions: 90, smallestRegionMm2: 6.8, medianLineWidthMm: 1.27, openLineEnds: 6 }),
      intended: 'youngKids',
      audience: 'youngKids',
      headline: 'youngKids',
    },
    {
      page: 'Kids style: a rocket in space',
      report: page({ closedRegions: 42, smallestRegionMm2: 5.3, medianLineWidthMm: 1.52 }),
      intended: 'youngKids',
      audience: 'youngKids',
      headline: 'youngKids',
    },
    {
      page: 'Kids style: a dinosaur in a forest',
      report: page({ closedRegions: 42, smallestRegionMm2: 19.1, medianLineWidthMm: 1.35, openLineEnds: 17 }),
      intended: 'youngKids',
      audience: 'youngKids',
      headline: 'youngKids',
    },
    // ボールで遊ぶ猫 (a cat playing with a ball, Japanese) in the Kids style, one seed of many: 153 areas.
    {
      page: 'Kids style, a busy version of the cat',
      report: page({ closedRegions: 153, smallestRegionMm2: 4.6, medianLineWidthMm: 1.19 }),
      intended: 'youngKids',
      audience: 'olderKids',
      headline: 'busierThanStyle',
    },
    {
      page: 'Teens style: a cat playing with a ball',
      report: page({ closedRegions: 95, smallestRegionMm2: 4.8, medianLineWidthMm: 0.76 }),
      intended: 'olderKids',
      audience: 'olderKids',
      headline: 'olderKids',
    },
    {
      page: 'Teens style: a rocket in space',
      report: page({ closedRegions: 54, smallestRegionMm2: 7.1, medianLineWidthMm: 0.96 }),
      intended: 'olderKids',
      audience: 'olderKids',
      headline: 'olderKids',
    },
    {
      page: 'Adults style: a cat playing with a ball',
      report: page({ closedRegions: 358, smallestRegionMm2: 4, medianLineWidthMm: 0.42 }),
      intended: 'grownUps',
      audience: 'grownUps',
      headline: 'grownUps',
    },
    {
      page: 'Adults style: a rocket in space',
      report: page({ closedRegions: 196, smallestRegionMm2: 4.1, medianLineWidthMm: 0.51 }),
      intended: 'grownUps',
      audience: 'grownUps',
      headline: 'grownUps',
    },
    {
      page: 'Mandala',
      report: page({ closedRegions: 438, smallestRegionMm2: 6.9, medianLineWidthMm: 0.48 }),
      intended: 'grownUps',
      audience: 'grownUps',
      headline: 'grownUps',
    },
    {
      page: 'Photo: the cat, outlines poorly kept',
      report: page({ closedRegions: 27, smallestRegionMm2: 327.6, medianLineWidthMm: 0.93, openLineEnds: 79 }),
      likeness: 0.31,
      audience: 'olderKids',
      headline: 'hardToRecognize',
    },
    {
      page: 'Photo: the owl, outlines kept',
      report: page({ closedRegions: 32, smallestRegionMm2: 17.3, medianLineWidthMm: 0.93, openLineEnds: 183 }),
      likeness: 0.98,
      audience: 'olderKids',
      headline: 'olderKids',
    },
    {
      page: 'Photo with tiny areas',
      report: page({ closedRegions: 60, smallestRegionMm2: 1.2, regionsBelowMinimum: 3 }),
      audience: 'grownUps',
      headline: 'grownUps',
    },
    {
      page: 'Line art without closed areas',
      report: page({ closedRegions: 0, smallestRegionMm2: 0, inkCoverage: 0.08 }),
      audience: 'olderKids',
      headline: 'olderKids',
    },
  ];

describe('the coloring check verdict', () => {
  it.each(table)('$page → $headline', ({ report, likeness, intended, audience, headline }) => {
    const verdict = verdictOf({ report, likeness, intended });
    expect(verdict.audience).toBe(audience);
    expect(verdict.headline).toBe(headline);
    expect(audienceOf(report)).toBe(audience);
  });

  it('never praises a page whose outline is lost, whatever its areas', () => {
    const verdict = verdictOf({ report: page({ closedRegions: 20, smallestRegionMm2: 300, medianLineWidthMm: 1.4 }), likeness: 0.2 });
    expect(verdict.audience).toBe('youngKids');
    expect(verdict.headline).toBe('hardToRecognize');
    expect(verdict.notes[0]).toEqual({ key: 'likenessPoor', values: { percent: 20 } });
  });

  it('says how much of the photo is kept in three steps', () => {
    const keyAt = (likeness: number) => verdictOf({ report: base, likeness }).notes[0].key;
    expect([keyAt(0.44), keyAt(0.45), keyAt(0.69), keyAt(0.7)]).toEqual(['likenessPoor', 'likenessFair', 'likenessFair', 'likenessGood']);
    expect(verdictOf({ report: base }).notes.some((n) => n.key.startsWith('likeness'))).toBe(false);
  });

  it('says when a page is harder or easier than the style chosen', () => {
    const busy = page({ closedRegions: 200, smallestRegionMm2: 3, medianLineWidthMm: 0.7 });
    expect(verdictOf({ report: busy, intended: 'youngKids' }).notes[0]).toEqual({ key: 'suitsBetter', values: { audience: 'olderKids' } });
    expect(verdictOf({ report: base, intended: 'grownUps' }).notes[0]).toEqual({ key: 'easierThanStyle', values: { audience: 'grownUps' } });
    expect(verdictOf({ report: base, intended: 'youngKids' }).notes.map((n) => n.key)).toEqual(['areas', 'closed', 'lineWidth', 'balanced']);
  });

  it('names the style chosen, never another audience, whatever the figures', () => {
    const figures = [
      base,
      page({ closedRegions: 153, medianLineWidthMm: 1.19 }),
      page({ closedRegions: 400, smallestRegionMm2: 1, regionsBelowMinimum: 4 }),
      page({ closedRegions: 0, inkCoverage: 0.3 }),
    ];
    for (const intended of ['youngKids', 'olderKids', 'grownUps'] as const) {
      for (const report of figures) {
        const verdict = verdictOf({ report, intended });
        expect(verdict.style).toBe(intended);
        expect([intended, 'busierThanStyle']).toContain(verdict.headline);
        expect(verdict.headline === 'busierThanStyle').toBe(
          ['youngKids', 'olderKids', 'grownUps'].indexOf(verdict.audience) > ['youngKids', 'olderKids', 'grownUps'].indexOf(intended),
        );
      }
    }
    expect(verdictOf({ report: base }).style).toBeNull();
  });

  it('reads the intended audience from the tool and its chosen style', () => {
    expect(intendedAudience('text', { style: 'kids' })).toBe('youngKids');
    expect(intendedAudience('text', { style: 'teens' })).toBe('olderKids');
    expect(intendedAudience('text', { style: 'mandala' })).toBe('grownUps');
    expect(intendedAudience('ai', { style: 'scene', audience: 'kids' })).toBe('youngKids');
    expect(intendedAudience('ai', { style: 'scene', audience: 'adults' })).toBe('grownUps');
    expect(intendedAudience('name', { theme: 'space' })).toBe('youngKids');
    expect(intendedAudience('coloring-page', { detail: 'low' })).toBeNull();
  });
});

describe('report in words', () => {
  it('lists areas, closed outlines, line width and balance for a simple page', () => {
    expect(reportNotes(base).map((n) => n.key)).toEqual(['areas', 'closed', 'lineWidth', 'balanced']);
  });
  it('mentions gaps, tiny areas and specks on a busy page', () => {
    const busy = { ...base, closedRegions: 400, smallestRegionMm2: 1.2, openLineEnds: 3, regionsBelowMinimum: 7, specks: 2, inkCoverage: 0.3 };
    expect(audienceOf(busy)).toBe('grownUps');
    expect(reportNotes(busy)).toContainEqual({ key: 'gaps', values: { count: 3 } });
    expect(reportNotes(busy).map((n) => n.key)).toEqual(['areas', 'gaps', 'tinyAreas', 'lineWidth', 'busy', 'specks']);
  });
  it('calls the open ends of a closed-by-construction page detail lines inside closed areas, and gaps elsewhere', () => {
    const photo = { ...base, closedRegions: 32, openLineEnds: 143 };
    expect(reportNotes(photo, true)).toContainEqual({ key: 'detailInside', values: { count: 143 } });
    expect(verdictOf({ report: photo, likeness: 0.91, closed: true }).notes.map((n) => n.key)).toContain('detailInside');
    expect(reportNotes(photo, false)).toContainEqual({ key: 'gaps', values: { count: 143 } });
    expect(reportNotes({ ...photo, openLineEnds: 0 }, true).map((n) => n.key)).toContain('closed');
  });
  it('knows which tools close every area by construction', () => {
    // Photo coloring pages, the studio's text and name pages, and AI pages (the studio's, or a model's
    // picture made a coloring page by the engine); line art, line drawings and colorized drawings may
    // leave a real gap in an outline.
    expect(['coloring-page', 'text', 'name', 'ai'].every(closedByConstruction)).toBe(true);
    expect(['line-art', 'line-drawing', 'colorize'].some(closedByConstruction)).toBe(false);
  });
  it('speaks of line width, not areas, for line art without closed areas', () => {
    const art = { ...base, closedRegions: 0, smallestRegionMm2: 0 };
    expect(reportNotes(art).map((n) => n.key)).toEqual(['lineWidth', 'balanced']);
    expect(reportNotes(art)[0].values).toEqual({ mm: 1 });
  });
});
