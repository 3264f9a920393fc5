import { describe, expect, it } from 'vitest';
import type { ColorabilityReport } from '@/lib/engine/types';
import { audienceOf, reportNotes } from './report-words';

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

describe('report in words', () => {
  it('calls a page with few big closed areas right for young children', () => {
    expect(audienceOf(base)).toBe('youngKids');
    expect(reportNotes(base).map((n) => n.key)).toEqual(['areas', 'closed', 'lineWidth', 'balanced']);
  });
  it('sends many tiny areas to grown-ups and mentions gaps, tiny areas and specks', () => {
    const busy = { ...base, closedRegions: 400, smallestRegionMm2: 1.2, openLineEnds: 3, regionsBelowMinimum: 7, specks: 2, inkCoverage: 0.3 };
    expect(audienceOf(busy)).toBe('grownUps');
    expect(reportNotes(busy)).toContainEqual({ key: 'gaps', values: { count: 3 } });
    expect(reportNotes(busy).map((n) => n.key)).toEqual(['areas', 'gaps', 'tinyAreas', 'lineWidth', 'busy', 'specks']);
  });
  it('speaks of line width, not areas, for line art without closed areas', () => {
    const art = { ...base, closedRegions: 0, smallestRegionMm2: 0 };
    expect(reportNotes(art).map((n) => n.key)).toEqual(['lineWidth', 'balanced']);
    expect(reportNotes(art)[0].values).toEqual({ mm: 1 });
  });
});
