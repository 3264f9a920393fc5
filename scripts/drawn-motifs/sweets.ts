// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four sweets whose OpenMoji art printed as plain shapes. The candy was a ball between two wavy bows of line; ours
// is a round wrapped sweet lying level, whose twisted ends fan out in pleats (each an area), with a knot
// at each twist and two stripes round the wrapper. The lollipop was a spiral line in a circle on a bare line; ours
// is a big round swirl whose four spiral bands are areas, a round middle with the face, a shine and a ribbon bow
// tied on its stick. The chocolate bar was a rectangle with four squares over a plain card; ours stands half
// unwrapped: its squares raised (each a block with its top face), a bite out of its corner, the foil torn in a
// jagged edge and the paper sleeve with a band at top and foot. The moon cake was a flat disc with a lucky knot;
// ours is seen a little from above on a plate: a scalloped rim, the fluted side (each flute an area), a flower of
// petals in relief round a round middle on its top. Each wears the house's face (kawaii-face.ts).
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { BAKE_FACE } from './bakery';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, line, path, type Pt, r2 } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** `n` + 1 points along the quadratic from `a` to `c` with control `b`. */
const quad = (a: Pt, b: Pt, c: Pt, n = 10): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [0, 1].map((j) => (1 - t) ** 2 * a[j] + 2 * t * (1 - t) * b[j] + t * t * c[j]) as Pt;
  });
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** A rectangle with rounded corners as points, for cutting. */
const rrPts = (x0: number, y0: number, x1: number, y1: number, r: number): Pt[] => [
  ...arc(x1 - r, y0 + r, r, r, -Math.PI / 2, 0, 4),
  ...arc(x1 - r, y1 - r, r, r, 0, Math.PI / 2, 4),
  ...arc(x0 + r, y1 - r, r, r, Math.PI / 2, Math.PI, 4),
  ...arc(x0 + r, y0 + r, r, r, Math.PI, 1.5 * Math.PI, 4),
];

/** The face the sweets share with the bakes (bakery.ts), its eyes level at `y`. */
const face = (x: number, y: number, k: number) => kawaiiFace(x, y, k, 0, BAKE_FACE);

// ---------------------------------------------------------------------------------------------------------------
// The candy: a round sweet in its wrapper, the wrapper twisted and fanned out at each end, lying level. Built
// across its own measure (x along the twist, about its middle), then fitted to the box. Set on the diagonal to
// fill the box, it stood on one wrapper end and read as tipped over on its plate; lying level, its sweet is round
// and a little tall (`ry` over `rx`) and its fans spread `spread` up and down, so it is not a thin strip either.

const SWEET = { rx: 22, ry: 24, spread: 27 };

/**
 * One fanned end of the wrapper on the side `side`: `n` pleats from the twist out to the ruffled edge, the middle
 * ones reaching furthest, each a strip whose outer end bulges round.
 */
function fan(side: 1 | -1, n = 4): Pt[][] {
  const { rx } = SWEET;
  const neckX = side * (rx + 1.2);
  const neck = (t: number): Pt => [neckX, -3.4 + 6.8 * t];
  const outer = (t: number): Pt => {
    // the edge sweeps out from the twist: top and bottom pleats fan up and down, the middle reaches furthest
    const a = (t - 0.5) * 1.8;
    const reach = 11.6 + 1.6 * Math.cos(a * 1.6);
    return [neckX + side * reach * Math.cos(a * 0.55), SWEET.spread * Math.sin(a)];
  };
  return Array.from({ length: n }, (_, i) => {
    const [t0, t1] = [i / n, (i + 1) / n];
    const [o0, o1] = [outer(t0), outer(t1)];
    const mid = outer((t0 + t1) / 2);
    const bulge: Pt = [mid[0] + side * 2.8, mid[1]];
    return [neck(t0), ...quad(o0, bulge, o1, 10), neck(t1)];
  });
}

/**
 * A wrapped sweet lying level, its twists to the left and right: the round sweet in its wrapper with two stripes
 * round each side, the wrapper twisted at both ends into a knot and fanned out beyond it in four pleats, and the
 * face on the sweet.
 */
export function candy(): Drawn {
  const { rx, ry } = SWEET;
  const areas: Pt[][] = [];
  const lines: Pt[][] = [];
  areas.push(...fan(-1), ...fan(1));
  areas.push(arc(0, 0, rx, ry, 0, 2 * Math.PI, 64).slice(0, -1));
  // stripes round the wrapper: crescents between two meridians on each side, meeting at its top and bottom
  for (const side of [-1, 1]) {
    const meridian = (k: number) => arc(0, 0, rx * k, ry, -Math.PI / 2, Math.PI / 2, 24).map(([x, y]): Pt => [side * x, y]);
    areas.push([...meridian(0.66), ...meridian(0.88).reverse().slice(1, -1)]);
  }
  // the twist at each end: a little gathered knot over the wrapper's edge, with its twist line
  for (const side of [-1, 1]) {
    const x = side * (rx + 0.6);
    areas.push(arc(x, 0, 3, 5, 0, 2 * Math.PI, 32).slice(0, -1));
    lines.push(quad([x - 1.6, -3.3], [x + 0.8, 0], [x - 1.6, 3.3], 8));
  }
  // a shine on the sweet's upper left, inside the stripes
  areas.push([...arc(0, 0, rx * 0.54, ry * 0.78, 1.12 * Math.PI, 1.42 * Math.PI, 8), ...arc(0, 0, rx * 0.44, ry * 0.66, 1.42 * Math.PI, 1.12 * Math.PI, 8)]);
  // fitted to the box
  const all = [...areas, ...lines].flat();
  const [x0, x1] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1]))];
  const k = 70 / Math.max(x1 - x0, y1 - y0);
  const at = ([x, y]: Pt): Pt => [36 + (x - (x0 + x1) / 2) * k, 36 + (y - (y0 + y1) / 2) * k];
  const f = areas.map((pts) => path(polyD(pts.map(at))));
  const s = lines.map((pts) => line(pts.map(at)));
  const [fx, fy] = at([0, 0.5]);
  const fc = kawaiiFace(fx, fy, k, 0, BAKE_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The lollipop: a big round swirl on a stick, a ribbon bow tied on the stick.

const POP = { cx: 36, cy: 27.6, R: 27, middle: 12.6, arms: 4, turns: 1.15 };

/**
 * A big swirl lollipop: `arms` spiral bands winding in from the rim to a round middle (each band an area), a shine
 * on the rim, the face on the middle, the stick below and a ribbon bow on it with two tails.
 */
export function lollipop(): Drawn {
  const { cx, cy, R, middle, arms, turns } = POP;
  const f: string[] = [];
  const s: string[] = [];
  // the stick, then the ribbon's tails and loops, then its knot
  f.push(path(`M33.9 50H38.1V70.3Q38.1 71.6 36 71.6Q33.9 71.6 33.9 70.3Z`));
  f.push(path('M34.6 59.5L27.5 69.6L25.4 66.4L22.3 67.5L30.6 57.2Z'), path('M37.4 59.5L44.5 69.6L46.6 66.4L49.7 67.5L41.4 57.2Z'));
  f.push(path('M34 57.4C27 50.2 19.4 50.4 19.6 56.6C19.8 62.6 27.4 63.6 34 59.4Z'), path('M38 57.4C45 50.2 52.6 50.4 52.4 56.6C52.2 62.6 44.6 63.6 38 59.4Z'));
  s.push('M31.4 57.6Q26 55.2 23.4 56.4', 'M40.6 57.6Q46 55.2 48.6 56.4');
  f.push(path('M33.4 55.4H38.6Q39.6 55.4 39.6 56.4V60.2Q39.6 61.2 38.6 61.2H33.4Q32.4 61.2 32.4 60.2V56.4Q32.4 55.4 33.4 55.4Z'));
  // the candy: the disc, then its bands, each between two spiral arms from the middle to the rim
  f.push(path(circle(cx, cy, R)));
  const turn = 2 * Math.PI * turns;
  const armPt = (j: number, r: number): Pt => {
    const a = -Math.PI / 2 + (2 * Math.PI * j) / arms + (turn * r) / R;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  };
  const armPts = (j: number) => Array.from({ length: 41 }, (_, i) => armPt(j, middle - 1 + ((R - middle + 1) * i) / 40));
  for (let j = 0; j < arms; j++) {
    const a0 = -Math.PI / 2 + (2 * Math.PI * j) / arms + turn;
    const rim = arc(cx, cy, R, R, a0, a0 + (2 * Math.PI) / arms, 16).slice(1, -1);
    const back = armPts(j + 1).reverse();
    const b0 = a0 - (turn * (R - middle + 1)) / R;
    const inner = arc(cx, cy, middle - 1, middle - 1, b0 + (2 * Math.PI) / arms, b0, 8).slice(1, -1);
    f.push(path(polyD([...armPts(j), ...rim, ...back, ...inner])));
  }
  // a shine on the rim at the upper left
  const shine = [...arc(cx, cy, R - 3, R - 3, 1.08 * Math.PI, 1.34 * Math.PI, 10), ...arc(cx, cy, R - 6, R - 6, 1.34 * Math.PI, 1.08 * Math.PI, 10)];
  f.push(path(polyD(shine)));
  // the round middle with the face
  f.push(path(circle(cx, cy, middle)));
  const fc = face(cx, cy - 1.4, 1.05);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The chocolate bar: standing up, half out of its foil and paper sleeve, a bite out of its top right corner.

const BAR = { x0: 15, x1: 57, y0: 1, y1: 50 };
/** The bite: three tooth-round scoops along the top right corner, [x, y, r], from the top edge to the side. */
const BITE: [number, number, number][] = [
  [49.6, -1.2, 5.6],
  [55.4, 6.4, 5.4],
  [59.2, 14, 4.8],
];

/** The bar's outline with the bite out of it: the bite's scallops from where the first leaves the top edge. */
function barOutline(): Pt[] {
  const { x0, x1, y0, y1 } = BAR;
  const [b0, b1, b2] = BITE;
  const meet = (p: [number, number, number], q: [number, number, number]): Pt => {
    // the meeting of two circles on the bar's side (the one nearer the bar's middle)
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const d = Math.hypot(dx, dy);
    const a = (p[2] ** 2 - q[2] ** 2 + d * d) / (2 * d);
    const h = Math.sqrt(Math.max(0, p[2] ** 2 - a * a));
    const [mx, my] = [p[0] + (a * dx) / d, p[1] + (a * dy) / d];
    const cands: Pt[] = [
      [mx - (h * dy) / d, my + (h * dx) / d],
      [mx + (h * dy) / d, my - (h * dx) / d],
    ];
    return cands.sort((u, v) => u[0] - u[1] - (v[0] - v[1]))[0];
  };
  const onTop: Pt = [b0[0] - Math.sqrt(b0[2] ** 2 - (y0 - b0[1]) ** 2), y0];
  const onSide: Pt = [x1, b2[1] + Math.sqrt(b2[2] ** 2 - (x1 - b2[0]) ** 2)];
  const scoop = (c: [number, number, number], from: Pt, to: Pt): Pt[] => {
    const a0 = Math.atan2(from[1] - c[1], from[0] - c[0]);
    let a1 = Math.atan2(to[1] - c[1], to[0] - c[0]);
    // the short way round, which runs through the bar (the circle's centre lies outside it)
    if (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
    if (a0 - a1 > Math.PI) a1 += 2 * Math.PI;
    return arc(c[0], c[1], c[2], c[2], a0, a1, 10);
  };
  const m01 = meet(b0, b1);
  const m12 = meet(b1, b2);
  return [[x0, y0], ...scoop(b0, onTop, m01), ...scoop(b1, m01, m12).slice(1), ...scoop(b2, m12, onSide).slice(1), [x1, y1], [x0, y1]];
}

/**
 * A chocolate bar standing half unwrapped: the bar with its squares raised (each a block with its top face, cut by
 * the bite), the foil torn in a jagged edge across it, the paper sleeve over the foil with a band at top and foot,
 * and the face on the sleeve.
 */
export function chocolate(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const bar = barOutline();
  f.push(path(polyD(bar)));
  const cut = (p: Pt[]) => intersect(p, bar).map((q) => path(polyD(q)));
  for (const [y0, y1] of [
    [4, 14.4],
    [16.4, 26.8],
    [28.8, 39.2],
    [41.2, 51.6],
  ])
    for (const [x0, x1] of [
      [18, 35],
      [37, 54],
    ]) {
      f.push(...cut(rrPts(x0, y0, x1, y1, 1.4)));
      f.push(...cut(rrPts(x0 + 2.2, y0 + 2, x1 - 2.2, y1 - 2, 1)));
    }
  // the foil, torn across in a jagged edge, a little wider than the bar
  const teeth = [36.5, 33.4, 37.8, 34.2, 38.6, 33.2, 36.8, 34.6, 38.2, 33.6, 37.4, 34.4, 36.6];
  const torn: Pt[] = teeth.map((y, i): Pt => [14 + (44 * i) / (teeth.length - 1), y]);
  f.push(path(polyD([...torn, [58, 50], [14, 50]])));
  // creases in the foil, running down from two of the torn edge's notches to the sleeve
  s.push(line([torn[3], [24.4, 40], [23.2, 44.2]]), line([torn[9], [47.4, 39.8], [48.8, 44.2]]));
  // the paper sleeve with a band along its top and its foot
  f.push(path('M14.6 44.2H57.4Q59.4 44.2 59.4 46.2V69Q59.4 71 57.4 71H14.6Q12.6 71 12.6 69V46.2Q12.6 44.2 14.6 44.2Z'));
  f.push(path('M12.6 48.6H59.4V52H12.6Z'), path('M12.6 65H59.4V67.6H12.6Z'));
  const fc = face(36, 57.2, 1.05);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The moon cake: a round cake seen a little from above, so its top is an ellipse a little over half as tall as wide.

const MOON = { cx: 36, cy: 25.4, rx: 29.4, ry: 16.8, side: 11, scallops: 20, bump: 2.1 };
/** The point of the scalloped rim at angle `a`, `drop` lower: round scallops with a notch between each two. */
function rim(a: number, drop = 0): Pt {
  const { cx, cy, rx, ry, scallops, bump } = MOON;
  const b = bump * Math.abs(Math.sin((scallops * a) / 2)) ** 0.6;
  return [cx + (rx + b) * Math.cos(a), cy + (ry + b * (ry / rx)) * Math.sin(a) + drop];
}
const rimRun = (a0: number, a1: number, drop = 0, n = 40) => Array.from({ length: n + 1 }, (_, i) => rim(a0 + ((a1 - a0) * i) / n, drop));
/** A point of the cake's top given in plan (a circle of radius rx round the middle), seen from above. */
const plan = (x: number, y: number): Pt => [MOON.cx + x, MOON.cy + y * (MOON.ry / MOON.rx)];

/**
 * A moon cake on a plate, seen a little from above: the plate and its well; the cake's fluted side, each flute an
 * area under a notch of the scalloped rim; the top inside its rim, a raised flower of eight petals with a dot
 * between each two round a round middle, and the face on the middle.
 */
export function moonCake(): Drawn {
  const { cx, cy, rx, ry, side, scallops } = MOON;
  const f: string[] = [];
  const s: string[] = [];
  f.push(path(ellipse(36, 57.5, 35.4, 13.2)), path(ellipse(36, 57.2, 27.5, 8.8)));
  // the side: behind, the whole body; over it, the flutes along the front from notch to notch
  f.push(path(polyD([...rimRun(Math.PI, 2 * Math.PI, 0, 60), ...rimRun(0, Math.PI, side, 60)])));
  const step = (2 * Math.PI) / scallops;
  for (let k = 0; k < scallops / 2; k++) {
    const [a0, a1] = [k * step, (k + 1) * step];
    f.push(path(polyD([...rimRun(a0, a1, 0, 10), ...rimRun(a1, a0, side, 10)])));
  }
  // the top, its raised border, then the pattern in relief
  f.push(path(polyD(rimRun(0, 2 * Math.PI, 0, 200).slice(0, -1))));
  f.push(path(ellipse(cx, cy, rx - 3.4, ry - 2.2)));
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 4;
    const [u, v] = [Math.cos(a), Math.sin(a)];
    // a petal in plan: from its root by the middle out to a round tip
    const petal: Pt[] = Array.from({ length: 25 }, (_, j) => {
      const t = (j / 24) * 2 * Math.PI;
      const along = 19.4 + 5.6 * Math.cos(t);
      const across = 3.9 * Math.sin(t) * (0.55 + 0.45 * Math.cos(t));
      return plan(u * along - v * across, v * along + u * across);
    });
    f.push(path(polyD(petal.slice(0, -1))));
    const b = a + Math.PI / 8;
    const [x, y] = plan(21.4 * Math.cos(b), 21.4 * Math.sin(b));
    f.push(path(ellipse(r2(x), r2(y), 1.6, r2(1.6 * (ry / rx)))));
  }
  f.push(path(ellipse(cx, cy, 13.2, r2(13.2 * (ry / rx)))));
  const fc = face(cx, cy - 1.5, 0.92);
  f.push(...fc.f);
  s.push(fc.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${fc.d}"/>`, c: fc.c };
}
