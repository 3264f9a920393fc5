// A day sky's second look: a rainbow arching over the page under a sun with short rays, instead of the sunburst
// whose long rays split the sky on every page (the catalogue's contact sheet read as one sky repeated). The bands
// are closed areas with their feet below the horizon, where the hills, the houses or the ground painted after them
// cover the ends; the arch splits the sky as the rays did, so the sky is no large empty field.
import { f, type Box } from './paper';
import { shape } from './backdrop-shapes';

export type Rainbow = { cx: number; cy: number; outer: number; bands: number; width: number };

/**
 * Where a rainbow stands over a sky from `inner`'s top to `horizon`: its centre a little below the horizon
 * somewhere along the middle half of the page, its top a tenth to a quarter of the sky down from the frame,
 * `bands` bands `share` of the outer radius wide. `h1` and `h2` are numbers in [0, 1) that vary it by page.
 */
export function rainbowOver(inner: Box, horizon: number, bands: number, share: number, h1: number, h2: number): Rainbow {
  const cx = inner.x + inner.w * (0.25 + 0.5 * h1);
  const cy = horizon + inner.h * 0.03;
  const outer = cy - (inner.y + (horizon - inner.y) * (0.1 + 0.15 * h2));
  return { cx, cy, outer, bands, width: outer * share };
}

/**
 * The rainbow's bands, each a closed half ring, outermost first. With `cell` (mm) each band is cut across into
 * cells about that long, every other band's cuts half a cell on, like courses of bricks: an adults' page's sky
 * has as many small areas as the sunburst's rings gave it.
 */
export function rainbow({ cx, cy, outer, bands, width }: Rainbow, sw: number, cell?: number): string {
  const at = (a: number, r: number) => `${f(cx + Math.cos(a) * r)} ${f(cy - Math.sin(a) * r)}`;
  let out = '';
  let cuts = '';
  for (let i = 0; i < bands; i++) {
    const rOut = outer - i * width,
      rIn = rOut - width;
    out += `<path d="M${at(Math.PI, rOut)}A${f(rOut)} ${f(rOut)} 0 0 1 ${at(0, rOut)}L${at(0, rIn)}A${f(rIn)} ${f(rIn)} 0 0 0 ${at(Math.PI, rIn)}Z" ${shape(sw)}/>`;
    if (!cell) continue;
    const step = cell / (rOut - width / 2),
      n = Math.max(2, Math.round(Math.PI / step));
    for (let k = 0; k < n; k++) {
      const a = (Math.PI * (k + (i % 2 ? 0.5 : 0))) / n;
      if (a > 0 && a < Math.PI) cuts += `M${at(a, rIn)}L${at(a, rOut)}`;
    }
  }
  return cuts ? `${out}<path d="${cuts}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>` : out;
}

/**
 * Where a sun of radius `r` shines beside the rainbow: in a top corner, the one farther from the arch's middle
 * first, clear of the outer band, the frame and the subject's box (`subject`, trimmed at the sides as
 * `sunClearOf` trims it); none if the arch or the subject takes both corners (a sun painted over the bands read
 * as a blot on the rainbow).
 */
export function sunBesideRainbow({ cx, cy, outer }: Rainbow, inner: Box, subject: Box, r: number): { x: number; y: number } | undefined {
  const reach = r * 1.75;
  const left = inner.x + reach + 3,
    right = inner.x + inner.w - reach - 3,
    y = inner.y + reach + 3;
  const core = { x: subject.x + subject.w * 0.08, y: subject.y, w: subject.w * 0.84, h: subject.h };
  const clear = (x: number) =>
    Math.hypot(x - cx, y - cy) > outer + reach + 2 &&
    Math.hypot(x - Math.max(core.x, Math.min(x, core.x + core.w)), y - Math.max(core.y, Math.min(y, core.y + core.h))) > reach;
  const x = (cx > inner.x + inner.w / 2 ? [left, right] : [right, left]).find(clear);
  return x === undefined ? undefined : { x, y };
}

/** A sun as a child draws it beside a rainbow: a disc in a ring of short pointed rays, each ray a closed area. */
export function pointedSun(cx: number, cy: number, r: number, sw: number, turn: number): string {
  const n = 10;
  let d = '';
  const at = (a: number, rr: number) => `${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  for (let i = 0; i < n; i++) {
    const a = turn + (i / n) * Math.PI * 2,
      half = Math.PI / n / 1.6;
    d += `M${at(a - half, r * 1.12)}L${at(a, r * 1.75)}L${at(a + half, r * 1.12)}Z`;
  }
  return `<path d="${d}" ${shape(sw)}/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${shape(sw)}/>`;
}
