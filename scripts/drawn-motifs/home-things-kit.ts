// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four everyday things the text tool draws whose OpenMoji art printed as bare outlines. OpenMoji's house was a
// square under a triangle roof with a door and one window; ours is a cosy cottage standing on its ground line: a
// roof of scalloped shingles (each an area) under a barge board, a round attic window, a chimney with a cap and a
// puff of smoke, two windows with four panes, curtains and a flower box each, a round-topped door with panels, a
// knob and a step, a stone path, a picket fence and a bush. OpenMoji's crown was a thin outline of three arches on
// a bar; ours has a velvet cap with a ball and cross on top, five points each tipped with a ball and set with a
// jewel, and a band with a rim of pearls and a row of gems (each with its facet). OpenMoji's umbrella was a dome of
// thin ribs; ours has five panels, each an area with a scalloped edge, dots on alternate panels and a stripe on
// the others, a tip, a shaft and a curved grip, with raindrops beside. OpenMoji's open book was a flat rectangle
// with lines; ours is seen from a little above: covers showing round the pages, the stacked page edges, lines of
// text as short strokes, a picture of hills and a sun on one page, and a ribbon bookmark with a notched end.
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { circle, fleece, path, type Pt, r2, lerp } from '../../lib/studio/art-kit/shapes';
export { lerp };

export type Drawn = { f: string; s: string; d: string };
/** Points along the quadratic from `a` through control `b` to `c`. */
export const quadPts = (a: Pt, b: Pt, c: Pt, n = 16): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [0, 1].map((k) => (1 - t) ** 2 * a[k] + 2 * t * (1 - t) * b[k] + t * t * c[k]) as Pt;
  });
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 16): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** A rectangle from (x0, y0) to (x1, y1) as points. */
export const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
export const done = (f: string[], s: string[], d = ''): Drawn => ({ f: f.join(''), s: s.length ? `<path d="${s.join('')}"/>` : '', d });

/** A little flower of five round petals round a centre: two areas. */
export const flower = (x: number, y: number, r: number) => [
  path(fleece(x, y, r * 0.55, r * 0.55, 5, r * 0.45, -Math.PI / 2)),
  path(circle(r2(x), r2(y), r2(r * 0.42))),
];
