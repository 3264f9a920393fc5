import type { ColorabilityReport } from '@/lib/engine/types';

// The engine's colorability numbers turned into what a parent wants to know: who can color this,
// will colours stay inside the lines, how busy is it. Thresholds are print sizes in mm².
export type ReportAudience = 'youngKids' | 'olderKids' | 'grownUps';
export type ReportNote = { key: string; values?: Record<string, number> };

export function audienceOf(report: ColorabilityReport): ReportAudience {
  if (report.closedRegions === 0) return report.inkCoverage > 0.25 ? 'grownUps' : 'olderKids';
  if (report.smallestRegionMm2 >= 20 && report.closedRegions <= 60) return 'youngKids';
  if (report.smallestRegionMm2 >= 4 && report.closedRegions <= 250) return 'olderKids';
  return 'grownUps';
}

/** Short sentences (message keys of converter.report) about the page. */
export function reportNotes(report: ColorabilityReport): ReportNote[] {
  const notes: ReportNote[] = [];
  if (report.closedRegions > 0) notes.push({ key: 'areas', values: { count: report.closedRegions } });
  if (report.closedRegions > 0) {
    notes.push(report.openLineEnds === 0 ? { key: 'closed' } : { key: 'gaps', values: { count: report.openLineEnds } });
  }
  if (report.closedRegions > 0 && report.regionsBelowMinimum > 0) notes.push({ key: 'tinyAreas', values: { count: report.regionsBelowMinimum } });
  if (report.medianLineWidthMm > 0) notes.push({ key: 'lineWidth', values: { mm: Math.round(report.medianLineWidthMm * 10) / 10 } });
  notes.push({ key: report.inkCoverage > 0.25 ? 'busy' : report.inkCoverage < 0.06 ? 'open' : 'balanced' });
  if (report.specks > 0) notes.push({ key: 'specks', values: { count: report.specks } });
  return notes;
}
