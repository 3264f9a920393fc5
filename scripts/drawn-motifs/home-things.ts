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
import { intersect, polyD } from './clip';
import { circle, ellipse, fleece, line, path, poly, type Pt, r2, roundRect } from './shapes';

type Drawn = { f: string; s: string; d: string };
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Points along the quadratic from `a` through control `b` to `c`. */
const quadPts = (a: Pt, b: Pt, c: Pt, n = 16): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [0, 1].map((k) => (1 - t) ** 2 * a[k] + 2 * t * (1 - t) * b[k] + t * t * c[k]) as Pt;
  });
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 16): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** A rectangle from (x0, y0) to (x1, y1) as points. */
const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const done = (f: string[], s: string[], d = ''): Drawn => ({ f: f.join(''), s: s.length ? `<path d="${s.join('')}"/>` : '', d });

/** A little flower of five round petals round a centre: two areas. */
const flower = (x: number, y: number, r: number) => [
  path(fleece(x, y, r * 0.55, r * 0.55, 5, r * 0.45, -Math.PI / 2)),
  path(circle(r2(x), r2(y), r2(r * 0.42))),
];

// ---------------------------------------------------------------------------------------------------------------
// The house: a cottage on the ground line y = 71.

const APEX: Pt = [36, 5];
const EAVE_Y = 33;
const EAVE_L = 2;
const EAVE_R = 70;

/** A window from (x0, y0) to (x1, y1): frame, four panes, two curtains tied back, a sill and a flower box. */
function cottageWindow(x0: number, y0: number, x1: number, y1: number, f: string[], s: string[]) {
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
  f.push(path(roundRect(x0 - 1.3, y0 - 1.3, x1 + 1.3, y1 + 1.3, 1)));
  for (const [a, b] of [
    [x0, mx - 0.6],
    [mx + 0.6, x1],
  ])
    for (const [c, d] of [
      [y0, my - 0.6],
      [my + 0.6, y1],
    ])
      f.push(path(poly(rect(a, c, b, d))));
  // curtains: each hangs from the top corner and is tied back half way down, a swoop into the pane
  const w = (x1 - x0) * 0.3;
  for (const side of [-1, 1]) {
    const ox = side < 0 ? x0 : x1;
    const ix = ox - side * w;
    const tie = y0 + (y1 - y0) * 0.62;
    f.push(
      path(
        poly([
          [ox, y0],
          [ix, y0],
          ...quadPts([ix, y0], [ox - side * w * 0.15, y0 + (y1 - y0) * 0.35], [ox - side * 0.6, tie], 10).slice(1),
          ...quadPts([ox - side * 0.6, tie], [ox - side * 0.8, tie + 2], [ox, y1], 6).slice(1),
        ]),
      ),
    );
  }
  // the curtain rail over the frame
  f.push(path(roundRect(x0 - 2.4, y0 - 2.6, x1 + 2.4, y0 - 0.6, 1)));
  // the flower box under the window, flowers standing in it
  const bx0 = x0 - 2.2;
  const bx1 = x1 + 2.2;
  const by = y1 + 1.3;
  const n = 3;
  for (let i = 0; i < n; i++) {
    const fx = bx0 + 3 + ((bx1 - bx0 - 6) * i) / (n - 1);
    f.push(...flower(fx, by - 1.2, 2.3));
  }
  f.push(
    path(
      poly([
        [bx0, by],
        [bx1, by],
        [bx1 - 1, by + 4.2],
        [bx0 + 1, by + 4.2],
      ]),
    ),
  );
  s.push(
    line([
      [bx0 + 0.8, by + 2.1],
      [bx1 - 0.8, by + 2.1],
    ]),
  );
}

/**
 * A cosy cottage: the chimney with a puff of smoke behind the roof; the wall; a roof of scalloped shingles in rows
 * under a barge board, a round attic window in the gable; two windows with panes, curtains and flower boxes; a
 * round-topped door with two panels, a knob and a step; a path of stones to the bottom edge; a picket fence on the
 * left, a bush on the right.
 */
export function house(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // smoke: three puffs growing as they rise to the right
  f.push(path(fleece(58.6, 5.6, 1.9, 1.5, 4, 0.55, 0.4)), path(fleece(64.2, 3.6, 2.5, 1.9, 5, 0.6, 0.3)), path(fleece(69.2, 2.2, 1.5, 1.2, 4, 0.45)));
  // the chimney behind the roof, its cap, two bricks
  f.push(path(poly(rect(50, 10, 56.5, 24))), path(roundRect(48.4, 7.4, 58.1, 10.6, 0.8)));
  f.push(path(poly(rect(50.8, 12.2, 54, 14.4))), path(poly(rect(52.8, 15.6, 55.8, 17.8))));
  // the wall, with a few bricks to colour
  f.push(path(poly(rect(8, EAVE_Y - 2, 64, 63))));
  for (const [x, y] of [
    [10, 56],
    [13.5, 59.5],
    [58.5, 56],
    [55, 59.5],
  ])
    f.push(path(roundRect(x, y, x + 3.6, y + 2, 0.4)));
  // the roof: a triangle of shingles, rows of scalloped tiles, each row over the one below it
  const inner: Pt[] = [
    [EAVE_L + 4.2, EAVE_Y],
    [APEX[0], APEX[1] + 4.6],
    [EAVE_R - 4.2, EAVE_Y],
  ];
  f.push(path(poly(inner)));
  const rows = 5;
  const top = APEX[1] + 4.6;
  const rh = (EAVE_Y - top) / rows;
  for (let r = rows - 1; r >= 0; r--) {
    const y0 = top + r * rh - 1;
    const y1 = top + (r + 1) * rh;
    const tw = 6.4;
    const offset = r % 2 ? tw / 2 : 0;
    for (let x = 36 - tw * 6 - offset; x < 70; x += tw) {
      // a tile: square top, round bottom
      const tile: Pt[] = [[x, y0], [x + tw, y0], ...arc(x + tw / 2, y1 - tw / 2 + 0.8, tw / 2, tw / 2 - 0.8, 0, Math.PI, 10)];
      for (const part of intersect(tile, inner)) if (part.length > 2) f.push(path(polyD(part)));
    }
  }
  // the barge board round the roof's two slopes
  f.push(
    path(poly([[EAVE_L, EAVE_Y + 1.2], APEX, [EAVE_R, EAVE_Y + 1.2], [EAVE_R - 4.6, EAVE_Y + 1.2], [APEX[0], APEX[1] + 4.6], [EAVE_L + 4.6, EAVE_Y + 1.2]])),
  );
  // the round attic window with four panes
  f.push(path(circle(36, 20.5, 4.6)));
  for (let q = 0; q < 4; q++) {
    const a0 = (q * Math.PI) / 2;
    const c: Pt = [36 + 0.5 * Math.sign(Math.cos(a0 + Math.PI / 4)), 20.5 + 0.5 * Math.sign(Math.sin(a0 + Math.PI / 4))];
    f.push(path(poly([c, ...arc(c[0], c[1], 3.3, 3.3, a0 + 0.08, a0 + Math.PI / 2 - 0.08, 8)])));
  }
  cottageWindow(12.5, 39, 24, 49, f, s);
  cottageWindow(48, 39, 59.5, 49, f, s);
  // the door: a frame, the round-topped door, two panels, a knob, a little window
  const door = (x0: number, x1: number, y0: number, y1: number): Pt[] => {
    const r = (x1 - x0) / 2;
    return [[x0, y1], [x0, y0 + r], ...arc((x0 + x1) / 2, y0 + r, r, r, Math.PI, 2 * Math.PI, 16), [x1, y0 + r], [x1, y1]];
  };
  f.push(path(poly(door(28, 44, 36.4, 63))), path(poly(door(29.8, 42.2, 38.2, 63))));
  f.push(path(poly(door(32.2, 39.8, 40.6, 46.4))));
  s.push(
    line([
      [36, 40.6],
      [36, 46.4],
    ]),
    line([
      [32.2, 44],
      [39.8, 44],
    ]),
  );
  f.push(path(roundRect(31.6, 49, 40.4, 54.4, 0.8)), path(roundRect(31.6, 56, 40.4, 61.4, 0.8)));
  f.push(path(circle(40.4, 52.2, 1.1)));
  // the step, the path of stones to the front
  f.push(path(roundRect(25.5, 63, 46.5, 66.2, 0.8)));
  const pathEdge: Pt[] = [
    [27.5, 66.2],
    [44.5, 66.2],
    [50, 71],
    [22, 71],
  ];
  f.push(path(poly(pathEdge)));
  for (const [x, y, rx, ry] of [
    [28.6, 68.7, 3.1, 1.5],
    [36, 68.7, 3.4, 1.5],
    [43.4, 68.7, 3.1, 1.5],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  // a picket fence on the left: two rails behind pickets with pointed tops
  f.push(path(poly(rect(0.8, 60.6, 21.5, 62.6))), path(poly(rect(0.8, 66.2, 21.5, 68.2))));
  for (let i = 0; i < 5; i++) {
    const x = 1.4 + i * 4.1;
    f.push(
      path(
        poly([
          [x, 71],
          [x, 58.6],
          [x + 1.45, 56.6],
          [x + 2.9, 58.6],
          [x + 2.9, 71],
        ]),
      ),
    );
  }
  // a bush on the right, with a flower or two on it
  f.push(path(fleece(61.6, 65.4, 8.8, 5, 9, 1.6, Math.PI)));
  f.push(...flower(57.5, 64, 2), ...flower(65.5, 66.5, 2));
  // the ground line under the house
  s.push(
    line([
      [0.5, 71],
      [71.5, 71],
    ]),
  );
  return done(f, s);
}

// ---------------------------------------------------------------------------------------------------------------
// The crown.

/**
 * A royal crown: a velvet cap with a ball and a cross on top; five points, the middle one tallest, each tipped with
 * a ball and set with a jewel; a band with a rim above and below (pearls on the lower), a row of gems, round and
 * diamond by turns, each with its facet; a little curve across the band so it reads as round.
 */
export function crown(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the cross and ball on top of the cap
  f.push(
    path(
      poly([
        [34.6, 1],
        [37.4, 1],
        [37.4, 3],
        [39.4, 3],
        [39.4, 5.6],
        [37.4, 5.6],
        [37.4, 7.6],
        [34.6, 7.6],
        [34.6, 5.6],
        [32.6, 5.6],
        [32.6, 3],
        [34.6, 3],
      ]),
    ),
  );
  f.push(path(circle(36, 10.2, 3.2)));
  // the velvet cap, puffing out between the points, with two folds
  f.push(path(poly([...arc(36, 36, 27, 23.4, Math.PI, 2 * Math.PI, 32)])));
  // the points: a zigzag along the top of the band
  const bandTop = (x: number) => 46 + 3 * (1 - ((x - 36) / 34) ** 2);
  const peaks: Pt[] = [
    [3, 22],
    [19.5, 24],
    [36, 15.5],
    [52.5, 24],
    [69, 22],
  ];
  const valleys: Pt[] = [
    [11.2, 40],
    [27.8, 41],
    [44.2, 41],
    [60.8, 40],
  ];
  const zig: Pt[] = [];
  peaks.forEach((p, i) => {
    zig.push(p);
    if (valleys[i]) zig.push(valleys[i]);
  });
  f.push(path(poly([[2, bandTop(2) + 1], [3, 22], ...zig.slice(1, -1), [69, 22], [70, bandTop(70) + 1]])));
  // the balls on the points, a jewel on each point
  peaks.forEach(([x, y], i) => {
    f.push(path(circle(x + (i === 0 ? 1 : i === 4 ? -1 : 0), y - 2.6, i === 2 ? 3.4 : 2.8)));
  });
  for (const [x, y, big] of [
    [7.5, 34, 0],
    [19.5, 33.5, 1],
    [36, 28, 1],
    [52.5, 33.5, 1],
    [64.5, 34, 0],
  ]) {
    const h = big ? 4.4 : 3.2;
    const w = big ? 3 : 2.2;
    f.push(
      path(
        poly([
          [x, y - h],
          [x + w, y],
          [x, y + h],
          [x - w, y],
        ]),
      ),
    );
    f.push(
      path(
        poly([
          [x, y - h * 0.45],
          [x + w * 0.45, y],
          [x, y + h * 0.45],
          [x - w * 0.45, y],
        ]),
      ),
    );
  }
  // the band, curving a little down in the middle, its upper rim, the lower rim of pearls
  const run = (y: (x: number) => number, x0: number, x1: number) =>
    Array.from({ length: 25 }, (_, i): Pt => [x0 + ((x1 - x0) * i) / 24, y(x0 + ((x1 - x0) * i) / 24)]);
  const bottom = (x: number) => 66 + 3 * (1 - ((x - 36) / 34) ** 2);
  f.push(path(poly([...run(bandTop, 2, 70), ...run(bottom, 70, 2)])));
  f.push(path(poly([...run((x) => bandTop(x) - 1.6, 1.5, 70.5), ...run((x) => bandTop(x) + 3.4, 70.5, 1.5)])));
  f.push(path(poly([...run((x) => bottom(x) - 6, 1.5, 70.5), ...run((x) => bottom(x) - 1.2, 70.5, 1.5)])));
  for (let i = 0; i < 10; i++) {
    const x = 5.5 + i * 6.778;
    f.push(path(circle(r2(x), r2(bottom(x) - 3.6), 1.9)));
  }
  // the gems along the band: round ones with a ring, diamonds with a facet
  for (let i = 0; i < 5; i++) {
    const x = 9 + i * 13.5;
    const y = (bandTop(x) + bottom(x) - 6) / 2 + 0.9;
    if (i % 2 === 0) {
      f.push(path(ellipse(r2(x), r2(y), 4, 3.4)), path(ellipse(r2(x), r2(y), 2.2, 1.8)));
    } else {
      f.push(
        path(
          poly([
            [x, y - 4],
            [x + 4.2, y],
            [x, y + 4],
            [x - 4.2, y],
          ]),
        ),
      );
      f.push(
        path(
          poly([
            [x, y - 1.8],
            [x + 1.9, y],
            [x, y + 1.8],
            [x - 1.9, y],
          ]),
        ),
      );
    }
  }
  // little studs between the gems
  for (let i = 0; i < 4; i++) {
    const x = 15.75 + i * 13.5;
    f.push(path(circle(r2(x), r2((bandTop(x) + bottom(x) - 6) / 2 + 0.9), 1.1)));
  }
  return done(f, s);
}

// ---------------------------------------------------------------------------------------------------------------
// The umbrella.

/**
 * An open umbrella: five panels between curving ribs, each its own area with a scalloped lower edge; dots on the
 * first, middle and last, a stripe on the other two; a tip on top, a shaft and a curved grip; raindrops beside.
 */
export function umbrella(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const apex: Pt = [36, 7];
  // rib ends: between even spacing and a sphere's, so the middle panels are broad and the outer ones turned away
  const phis = [-90, -54, -18, 18, 54, 90].map((d) => (d * Math.PI) / 180);
  const ends: Pt[] = phis.map((p) => [36 + 33.5 * (0.5 * Math.sin(p) + (0.5 * p) / (Math.PI / 2)), 34 + 4 * Math.cos(p)]);
  const rib = (e: Pt) => quadPts(apex, [36 + (e[0] - 36) * 1.02, apex[1] + 1.5 + (e[1] - apex[1]) * 0.05], e, 20);
  const ribs = ends.map(rib);
  const scallop = (a: Pt, b: Pt) => quadPts(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - Math.max(2, (b[0] - a[0]) * 0.28)], b, 12);
  // a point inside panel i: `u` across it from rib i, `v` from the apex down
  const inPanel = (i: number, u: number, v: number): Pt => {
    const k = Math.round(v * 20);
    return lerp(ribs[i][k], ribs[i + 1][k], u);
  };
  // the tip above the apex
  f.push(path(roundRect(34.8, 1, 37.2, 6, 1)));
  // raindrops beside
  const drop = (x: number, y: number, r: number) => path(poly([[x, y - r * 2.4], ...arc(x, y, r, r, -0.45, Math.PI + 0.45, 14)]));
  for (const [x, y, r] of [
    [4.5, 46, 1.7],
    [10, 56, 1.9],
    [3.8, 64, 1.6],
    [67.5, 46, 1.7],
    [62, 56, 1.9],
    [68.2, 64, 1.6],
    [13, 44.5, 1.3],
    [59, 44.5, 1.3],
  ])
    f.push(drop(x, y, r));
  // the shaft and the grip, hooked to the left
  f.push(path(poly(rect(35, 34, 37, 60))));
  const outer = arc(31.2, 60, 6.7, 6.7, 0, Math.PI, 16);
  const innerR = arc(31.2, 60, 2.9, 2.9, 0, Math.PI, 16);
  f.push(path(poly([[38, 55], ...outer, ...arc(26.5, 60, 1.9, 1.9, Math.PI, 0, 8).slice(1, -1), ...innerR.reverse(), [34.1, 55]])));
  s.push(
    line([
      [34.1, 56.8],
      [37.9, 56.8],
    ]),
  );
  // the panels
  for (let i = 0; i < 5; i++) {
    f.push(path(poly([...ribs[i], ...scallop(ends[i], ends[i + 1]).slice(1), ...[...ribs[i + 1]].reverse().slice(1, -1)])));
  }
  // dots on panels 0, 2 and 4, a stripe on panels 1 and 3
  for (const i of [0, 2, 4]) {
    const spots: [number, number][] =
      i === 2
        ? [
            [0.5, 0.3],
            [0.25, 0.58],
            [0.75, 0.58],
            [0.5, 0.8],
          ]
        : [
            [0.5, 0.35],
            [0.5, 0.62],
            [0.5, 0.86],
          ];
    for (const [u, v] of spots) {
      const p = inPanel(i, u, v);
      const width = Math.abs(inPanel(i, 1, v)[0] - inPanel(i, 0, v)[0]);
      const r = Math.min(2.7, width * 0.26, 0.9 + v * 2.4);
      if (r > 0.7) f.push(path(circle(r2(p[0]), r2(p[1]), r2(r))));
    }
  }
  for (const i of [1, 3]) {
    const at = (v: number) => Array.from({ length: 9 }, (_, k) => inPanel(i, k / 8, v));
    f.push(path(poly([...at(0.5), ...at(0.64).reverse()])));
    f.push(path(poly([...at(0.22), ...at(0.3).reverse()])));
  }
  // the little caps where the ribs end
  for (const e of ends.slice(1, -1)) f.push(path(circle(r2(e[0]), r2(e[1] + 0.3), 1)));
  return done(f, s);
}

// ---------------------------------------------------------------------------------------------------------------
// The open book.

/**
 * An open book seen from a little above: the cover showing round the pages and its thickness below, the page stack
 * as three edges on each side, the two top pages curving down into the spine, lines of text as short strokes, a
 * framed picture of hills, a sun and a tree on the right page, and a ribbon bookmark with a notched end hanging out
 * below.
 */
export function openBook(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // a page's outline, from its outer corner to the spine: the top edge rises then dips into the gutter, the
  // bottom edge likewise; `side` -1 left, 1 right; `drop` lowers it (the pages under the top one)
  const page = (side: number, drop: number, inset = 0): Pt[] => {
    const ox = 36 + side * (33 - inset);
    const topPts = quadPts([ox, 16 + drop], [36 + side * 16, 8 + drop], [36, 17 + drop], 20);
    const botPts = quadPts([36, 61 + drop], [36 + side * 16, 53 + drop], [ox, 58 + drop], 20);
    return [...topPts, ...botPts];
  };
  // the cover: wider than the pages, its thickness a strip under it
  const cover = (drop: number): Pt[] => [
    ...quadPts([1.2, 19 + drop], [18, 13 + drop], [36, 20 + drop], 20),
    ...quadPts([36, 20 + drop], [54, 13 + drop], [70.8, 19 + drop], 20).slice(1),
    ...quadPts([70.8, 64 + drop], [54, 59 + drop], [36, 68 + drop], 20),
    ...quadPts([36, 68 + drop], [18, 59 + drop], [1.2, 64 + drop], 20).slice(1),
  ];
  f.push(path(poly(cover(2.2))), path(poly(cover(0))));
  // the page stack: three edges under each top page
  for (const drop of [4, 2]) for (const side of [-1, 1]) f.push(path(poly(page(side, drop, 1.6 - drop * 0.1))));
  for (const side of [-1, 1]) f.push(path(poly(page(side, 0, 2.4))));
  // the ribbon bookmark: from the top of the gutter down the right page and out below the book, a notch at its end
  const ribbon: Pt[] = [
    [37.2, 18.2],
    [40.4, 18.6],
    [42.6, 71.6],
    [40.9, 69.6],
    [39.4, 71.6],
  ];
  // text: short strokes following the pages' curve; on the right page only under the picture
  const textLine = (side: number, v: number, u0: number, u1: number) => {
    // v from 0 (top) to 1 (bottom); u from 0 (gutter) to 1 (outer edge)
    const pts: Pt[] = [];
    for (let k = 0; k <= 8; k++) {
      const u = u0 + ((u1 - u0) * k) / 8;
      const x = 36 + side * (3 + u * 26.5);
      const topY = 17 - 9 * u + 6 * u * u + 1.5;
      const botY = 61 - 8 * u + 5 * u * u - 1.5;
      pts.push([x, topY + 3.2 + v * (botY - topY - 6.4)]);
    }
    return line(pts);
  };
  const lengths = [0.92, 0.8, 0.95, 0.6, 0.9, 0.85, 0.5];
  lengths.forEach((len, k) => {
    let l = len;
    const u0 = k === 4 ? 0.22 : 0.1;
    if (k < 2) l = Math.min(l, 0.7);
    const v = k / (lengths.length - 1);
    // two words per line: a gap a little past the middle
    const cut = 0.45 + ((k * 37) % 20) / 100;
    s.push(textLine(-1, v, u0, Math.min(cut, l)), textLine(-1, v, Math.min(cut, l) + 0.05, l));
  });
  for (const [k, l] of [
    [5, 0.92],
    [6, 0.7],
  ]) {
    const v = k / 6;
    s.push(textLine(1, v, 0.34, 0.62), textLine(1, v, 0.67, l));
  }
  // the picture on the right page: a frame, the sky, a sun, two hills and a tree
  const frame: Pt[] = [
    [42, 19.5],
    ...quadPts([42, 19.5], [52, 12.5], [64, 14.6], 10).slice(1),
    [64, 43],
    ...quadPts([64, 43], [52, 42], [42, 48], 10).slice(1),
  ];
  f.push(path(poly(frame)));
  const sky = frame.map(([x, y]): Pt => [x + (x < 53 ? 1.4 : -1.4), y + (y < 30 ? 1.4 : -1.4)]);
  f.push(path(poly(sky)));
  const clipTo = (shape: Pt[]) => {
    for (const part of intersect(shape, sky)) if (part.length > 2) f.push(path(polyD(part)));
  };
  f.push(path(circle(56.8, 22.6, 2.8)));
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    s.push(
      line([
        [56.8 + 3.8 * Math.cos(a), 22.6 + 3.8 * Math.sin(a)],
        [56.8 + 5 * Math.cos(a), 22.6 + 5 * Math.sin(a)],
      ]),
    );
  }
  clipTo([...arc(56, 45, 13, 12, Math.PI, 2 * Math.PI, 20)]);
  clipTo([...arc(44, 47, 11, 13, Math.PI, 2 * Math.PI, 20)]);
  f.push(path(poly(rect(47.2, 30, 48.6, 36.5))), path(fleece(47.9, 28.4, 2.5, 2.5, 6, 1)));
  // a drop cap on the left page: a little framed square with a flower
  f.push(path(roundRect(8, 18.2, 14.4, 24.4, 0.8)), ...flower(11.2, 21.3, 2));
  f.push(path(poly(ribbon)));
  return done(f, s);
}
