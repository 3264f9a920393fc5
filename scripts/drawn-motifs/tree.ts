// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The deciduous tree, what "a tree" names. OpenMoji's was a cloud of a crown on a forked stroke: one empty round
// over two lines, which beside a bear or a girl printed as a small stamp and could not stand as a tree beside
// them. Ours is a broad shade tree as a picture book draws one: a trunk flaring into roots and forking into three
// boughs that reach up into a crown of overlapping leafy clumps (each clump an area, the back ones peeping out
// between the front ones), bark lines, a knot hole, and a few leaves falling. No face: no plant the studio draws
// has one.
import { band, ellipse, fleece, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import type { Drawn } from './flowers';

const pts = (p: Pt[]) => p.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L');

/** A bough from `a` to `b` bending through `c` (a quadratic), `w0` wide at its base and `w1` at its end. */
function bough(a: Pt, c: Pt, b: Pt, w0: number, w1: number): string {
  const line: Pt[] = Array.from({ length: 13 }, (_, i) => {
    const t = i / 12;
    return [(1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0], (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]];
  });
  return band(line, (t) => w0 + (w1 - w0) * t).d;
}

/** A leaf `len` long at (x, y) turned `deg` degrees: two arcs meeting at its tips, with a midrib. */
function leafAt(x: number, y: number, len: number, deg: number): { f: string; s: string } {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [(Math.cos(a) * len) / 2, (Math.sin(a) * len) / 2];
  const [p, q]: Pt[] = [
    [x - dx, y - dy],
    [x + dx, y + dy],
  ];
  const r = len * 0.62;
  return { f: path(`M${pts([p])}A${r2(r)} ${r2(r)} 0 0 1 ${pts([q])}A${r2(r)} ${r2(r)} 0 0 1 ${pts([p])}Z`), s: path(`M${pts([p, q])}`) };
}

export function deciduousTree(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // The crown's clumps: the back row first, so the front ones overlap them and every visible piece is an area.
  const back: [number, number, number, number][] = [
    [20, 15, 12, 9],
    [38, 10, 14, 10],
    [55, 17, 12, 9],
  ];
  const middle: [number, number, number, number][] = [
    [11, 29, 10, 8],
    [28, 26, 13, 9],
    [47, 26, 13, 9],
    [62, 31, 9, 7],
  ];
  // Only at the sides, so the fork of the boughs shows under the crown's middle.
  const front: [number, number, number, number][] = [
    [17, 40, 10, 7],
    [57, 40, 10, 7],
  ];
  const clump = ([cx, cy, rx, ry]: [number, number, number, number], i: number) =>
    path(fleece(cx, cy, rx, ry, Math.round((rx + ry) / 2.2), 1.6 + (i % 2) * 0.3, i * 0.7));
  back.forEach((c, i) => f.push(clump(c, i)));
  middle.forEach((c, i) => f.push(clump(c, i + 3)));
  // The trunk and its boughs over the back clumps: roots flaring into the ground, three boughs reaching up.
  f.push(path(`M22 70C27 68 29 64 30 58L31 46L41 46L42 58C43 64 45 68 50 70C44 71.2 40 69.5 36 69.6C32 69.5 28 71.2 22 70Z`));
  f.push(path(bough([33, 48], [27, 41], [19, 34], 5.5, 2.5)));
  f.push(path(bough([39, 48], [46, 41], [53, 34], 5.5, 2.5)));
  f.push(path(bough([36, 47], [35.5, 40], [37, 31], 5, 2.6)));
  front.forEach((c, i) => f.push(clump(c, i + 7)));
  // A knot hole and bark lines on the trunk.
  f.push(path(ellipse(38.2, 57.5, 2, 2.8)));
  s.push(path('M34 50.5C33.2 53 33.6 55.5 33 58'), path('M36.4 61.5C36 64 36.6 66 36.2 68'), path('M41 61C41.6 63.5 42.6 65.2 44.5 66.6'));
  s.push(path('M30.5 66.8C28.6 68 26.6 68.8 24.5 69.4'));
  // Curls of leaves inside the clumps, so the big ones are not one blank field.
  s.push(path('M33 11.5c2-1.6 4.6-1.6 6.2 0'), path('M17 27c1.6-1.3 3.8-1.3 5.2 0'), path('M49 24c1.6-1.3 3.8-1.3 5.2 0'));
  s.push(path('M51 15c1.5-1.2 3.5-1.2 4.8 0'), path('M13 38.5c1.5-1.2 3.5-1.2 4.8 0'));
  // Two leaves falling beside the trunk.
  for (const [x, y, deg] of [
    [10, 58, 30],
    [61, 62, -35],
  ] as const) {
    const l = leafAt(x, y, 6, deg);
    f.push(l.f);
    s.push(l.s);
  }
  return { f: f.join(''), s: s.join(''), d: '' };
}
