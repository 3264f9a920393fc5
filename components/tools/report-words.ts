import type { ColorabilityReport } from '@/lib/engine/types';

// The engine's colorability numbers turned into what a parent wants to know: who can color this,
// will colours stay inside the lines, can you tell what it is, how busy is it. Sizes are print sizes.
export type ReportAudience = 'youngKids' | 'olderKids' | 'grownUps';
export type ReportNote = { key: string; values?: Record<string, number | string> };
/**
 * What the headline says: the audience of the style chosen (or, without a style, the one the figures
 * support); that the page came out busier than its style; or that the picture is hard to recognize.
 */
export type ReportHeadline = ReportAudience | 'busierThanStyle' | 'hardToRecognize';
/** `style` is the audience of the style chosen, so the headline can name it; `audience` is the figures'. */
export type ReportVerdict = { headline: ReportHeadline; style: ReportAudience | null; audience: ReportAudience; notes: ReportNote[] };

/**
 * The page's figures, with the style the person chose and, when the engine measured it, how much of
 * the photo's outline the page keeps (share 0–1 of the photo's salient edges with ink nearby).
 */
export type VerdictInput = { report: ColorabilityReport; likeness?: number | null; intended?: ReportAudience | null; closed?: boolean };

/** Thresholds a young child manages: bold lines, few areas, none fiddly. */
const YOUNG = { maxRegions: 120, minSmallestMm2: 4, minLineMm: 1.0 };
/** Older children: thinner lines and more areas, still nothing needing a fine pencil. */
const OLDER = { maxRegions: 300, minSmallestMm2: 2.5, minLineMm: 0.6 };
/** Below this share of its outline kept, people no longer tell what the photo showed. */
export const LIKENESS_POOR = 0.45;
/** From this share on, the page keeps the photo's features (eyes, petals, spots). */
export const LIKENESS_GOOD = 0.7;

export function audienceOf(report: ColorabilityReport): ReportAudience {
  if (report.closedRegions === 0) return report.inkCoverage > 0.25 ? 'grownUps' : 'olderKids';
  if (report.regionsBelowMinimum > 0) return 'grownUps';
  const fits = (t: typeof YOUNG) =>
    report.closedRegions <= t.maxRegions && report.smallestRegionMm2 >= t.minSmallestMm2 && report.medianLineWidthMm >= t.minLineMm;
  if (fits(YOUNG)) return 'youngKids';
  if (fits(OLDER)) return 'olderKids';
  return 'grownUps';
}

/** The audience a tool's chosen style aims at (text styles, the AI generator's audience, name pages). */
export function intendedAudience(tool: string, options: Record<string, unknown>): ReportAudience | null {
  const byStyle: Record<string, ReportAudience> = { kids: 'youngKids', teens: 'olderKids', adults: 'grownUps', mandala: 'grownUps', pattern: 'grownUps' };
  if (tool === 'text' && typeof options.style === 'string') return byStyle[options.style] ?? null;
  if (tool === 'ai' && typeof options.audience === 'string') return byStyle[options.audience] ?? null;
  if (tool === 'name') return 'youngKids';
  return null;
}

const ORDER: ReportAudience[] = ['youngKids', 'olderKids', 'grownUps'];

/**
 * Whether every area of a tool's page is closed by how it is made, so its open line ends are detail
 * strokes inside an area (whiskers, veins, grass), not gaps a paint bucket leaks through: the photo
 * coloring page merges a segmentation into closed outlines, and the studio (text and name pages) draws
 * every shape as a closed outline. The AI generator's pages are one or the other: the studio's, or an
 * image model's picture turned into a coloring page by the engine (lib/server/generation/studio/run.ts).
 * Line art and line drawings close nothing by construction.
 */
export function closedByConstruction(tool: string): boolean {
  return tool === 'coloring-page' || tool === 'text' || tool === 'name' || tool === 'ai';
}

/** The headline and the notes (message keys of converter.report) of one page. */
export function verdictOf({ report, likeness, intended, closed }: VerdictInput): ReportVerdict {
  const audience = audienceOf(report);
  const notes: ReportNote[] = [];
  const measured = typeof likeness === 'number' && Number.isFinite(likeness);
  if (measured) {
    const percent = Math.round(likeness * 100);
    notes.push({ key: likeness < LIKENESS_POOR ? 'likenessPoor' : likeness < LIKENESS_GOOD ? 'likenessFair' : 'likenessGood', values: { percent } });
  }
  // The style chosen names the page (a "Kids" page is never headed "for older kids"); when this
  // page's figures ask more of the colourist than its style, the headline says so and a note says
  // whom the figures suit. A simpler page than its style is no harm: a note says so.
  const harder = intended ? ORDER.indexOf(audience) > ORDER.indexOf(intended) : false;
  if (intended && harder) notes.push({ key: 'suitsBetter', values: { audience } });
  if (intended && !harder && intended !== audience) notes.push({ key: 'easierThanStyle', values: { audience: intended } });
  notes.push(...reportNotes(report, closed));
  const headline: ReportHeadline = measured && likeness < LIKENESS_POOR ? 'hardToRecognize' : intended ? (harder ? 'busierThanStyle' : intended) : audience;
  return { headline, style: intended ?? null, audience, notes };
}

/**
 * Short sentences (message keys of converter.report) about the page. `closed`: every area is closed by
 * construction (see `closedByConstruction`), so open line ends are detail strokes, not gaps.
 */
export function reportNotes(report: ColorabilityReport, closed = false): ReportNote[] {
  const notes: ReportNote[] = [];
  if (report.closedRegions > 0) notes.push({ key: 'areas', values: { count: report.closedRegions } });
  if (report.closedRegions > 0) {
    const count = report.openLineEnds;
    notes.push(count === 0 ? { key: 'closed' } : closed ? { key: 'detailInside', values: { count } } : { key: 'gaps', values: { count } });
  }
  if (report.closedRegions > 0 && report.regionsBelowMinimum > 0) notes.push({ key: 'tinyAreas', values: { count: report.regionsBelowMinimum } });
  if (report.medianLineWidthMm > 0) notes.push({ key: 'lineWidth', values: { mm: Math.round(report.medianLineWidthMm * 10) / 10 } });
  notes.push({ key: report.inkCoverage > 0.25 ? 'busy' : report.inkCoverage < 0.06 ? 'open' : 'balanced' });
  if (report.specks > 0) notes.push({ key: 'specks', values: { count: report.specks } });
  return notes;
}
