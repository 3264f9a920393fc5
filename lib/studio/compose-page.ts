// The studio's text-to-page entry point: prompt + style + seed -> a deterministic black-on-white SVG page.
import { understandPrompt, type UnderstoodMotif, type UnderstoodPlace } from './keywords/understand-prompt';
import type { Locale } from '../i18n/locales';
import type { Backdrop } from './scene/backdrops';
import { composeMandala } from './scene/compose-mandala';
import { composePattern, type PatternKind } from './scene/compose-pattern';
import { composeScene } from './scene/compose-scene';
import { pageSize, svgDocument, type Orientation, type Paper } from './scene/paper';
import { createRng } from './scene/prng';

export const STUDIO_STYLES = ['kids', 'teens', 'adults', 'mandala', 'pattern'] as const;
export type StudioStyle = (typeof STUDIO_STYLES)[number];
export type Audience = 'kids' | 'teens' | 'adults';

export type TextPageRequest = {
  prompt: string;
  style: StudioStyle;
  seed: number;
  locale?: Locale;
  paper?: Paper;
  orientation?: Orientation;
};

export type TextPageResult =
  | { kind: 'page'; svg: string; locale: Locale; motifs: UnderstoodMotif[]; place?: UnderstoodPlace; widthMm: number; heightMm: number }
  | { kind: 'nothing_to_draw'; locale: Locale; suggestions: string[] };

/** Throws StudioError for bad input; returns `nothing_to_draw` when the prompt names nothing the studio knows. */
export function composeTextPage(req: TextPageRequest): TextPageResult {
  const understood = understandPrompt(req.prompt, req.locale ?? 'en');
  if (understood.kind === 'nothing_to_draw') return understood;
  const size = pageSize(req.paper ?? 'a4', req.orientation ?? 'portrait');
  return {
    kind: 'page',
    locale: understood.locale,
    motifs: understood.motifs,
    widthMm: size.w,
    heightMm: size.h,
    ...(understood.place ? { place: understood.place } : {}),
    svg: renderMotifsPage(understood.motifs, req.style, req.seed, size, { backdrop: understood.place?.backdrop }),
  };
}

/**
 * What to draw besides the motifs: the audience of a mandala or pattern (the text tool's are for adults),
 * a scene's background, a pattern's tiling (unset, the seed chooses), whether a flat subject alone is drawn
 * twice and whether a subject alone faces the other way (composeScene's `pairFlat` and `turned`).
 */
export type PageOptions = { audience?: Audience; backdrop?: Backdrop; pattern?: PatternKind; pairFlat?: boolean; turned?: boolean };

export function renderMotifsPage(
  motifs: UnderstoodMotif[],
  style: StudioStyle,
  seed: number,
  size: { w: number; h: number },
  options: PageOptions = {},
): string {
  const rng = createRng(seed, style);
  const body =
    style === 'mandala'
      ? composeMandala(motifs, size, rng, options.audience).svg
      : style === 'pattern'
        ? composePattern(motifs, size, rng, options.audience, options.pattern).svg
        : composeScene(motifs, style, size, rng, options.backdrop, options.pairFlat, options.turned).svg;
  return svgDocument(size, body, motifs.map((m) => m.word).join(', '));
}
