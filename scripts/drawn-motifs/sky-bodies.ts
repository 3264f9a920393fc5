// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Two sky bodies. OpenMoji's ringed planet (1FA90) printed as a plain ball crossed by one flat ring, two big empty
// areas; ours is a banded planet with a storm spot, a tilted ring in three bands passing behind it at the top and
// in front of it at the bottom, a friendly face and two small moons. OpenMoji's full moon face (1F31D) printed as
// an empty circle with two eyes and a smile; ours is a sleepy moon in a striped nightcap, craters of several sizes
// (the big ones with a rim) and a star beside it. Both keep their ids, so the scene composer's MOONS (the night
// sky leaves out its own moon beside 1F31D) and the space backdrop for 1FA90 work as before.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { circle, ellipse, path, r2, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/** A pupil of radius `r` with a white shine cut out of it up and to the right (drawn the other way round). */
const pupil = (x: number, y: number, r: number) => `${circle(x, y, r)}M${r2(x + 0.1)} ${r2(y - 0.75)}a0.45 0.45 0 1 1 0.9 0a0.45 0.45 0 1 1 -0.9 0Z`;

/** A polygon round the circle (cx, cy, r), `n` points, to cut markings to. */
const ring = (cx: number, cy: number, r: number, n = 160): Pt[] =>
  Array.from({ length: n }, (_, i) => [cx + r * Math.cos((i / n) * 2 * Math.PI), cy + r * Math.sin((i / n) * 2 * Math.PI)]);

/** The parts of polygon `a` inside polygon `b`, each a closed area. */
const cut = (a: Pt[], b: Pt[]) => intersect(a, b).map((p) => path(polyD(p)));

// ---------------------------------------------------------------------------------------------------------------
// The ringed planet. Points on it are given in the planet's own frame (`u` along the ring, `v` across it, down
// positive) and turned by TILT onto the page, so the bands and the ring lean together.

const P = { cx: 36, cy: 37, r: 22 };
const TILT = (-12 * Math.PI) / 180;
const onPage = (u: number, v: number): Pt => [P.cx + u * Math.cos(TILT) - v * Math.sin(TILT), P.cy + u * Math.sin(TILT) + v * Math.cos(TILT)];
/** The ring's edges, outside in: a wide outer band, a thin one, a middle one; inside the last the sky shows. */
const RING_EDGES: [number, number][] = [
  [35.4, 12.4],
  [31.2, 10.4],
  [28.4, 9.2],
  [25, 7.4],
];
/** A ring edge's points from angle t0 to t1 (0 at the right tip, π/2 at the front), on the page. */
const edgeArc = ([rx, ry]: [number, number], t0: number, t1: number, n = 60): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = t0 + ((t1 - t0) * i) / n;
    return onPage(rx * Math.cos(t), ry * Math.sin(t));
  });
/**
 * A latitude line across the planet at `v`, bowed down in the middle like the ring's front edge (we look at the
 * planet a little from above), running a little past both sides so a band cut to the disc meets its edge.
 */
const latitude = (v: number): Pt[] =>
  Array.from({ length: 41 }, (_, i) => {
    const u = -P.r - 3 + ((2 * P.r + 6) * i) / 40;
    return onPage(u, v + 2.4 * (1 - (u / P.r) ** 2));
  });
/** The band of the planet between latitudes v0 and v1, cut to the disc. */
const planetBand = (v0: number, v1: number) => cut([...latitude(v0), ...latitude(v1).reverse()], ring(P.cx, P.cy, P.r));
/** An oval lying along the bands, centred at (u, v) in the planet's frame. */
const bandOval = (u: number, v: number, rx: number, ry: number): string => {
  const pts = Array.from({ length: 40 }, (_, i) => onPage(u + rx * Math.cos((i / 40) * 2 * Math.PI), v + ry * Math.sin((i / 40) * 2 * Math.PI)));
  return polyD(pts);
};

/**
 * A big banded planet seen a little from above: a cap, stripes of different widths and a storm spot (an oval in
 * an oval) below the ring; the ring tilted, in three bands, behind the planet at the top and in front of it at the
 * bottom (its front pieces cut to the disc, so their ends lie on the planet's own outline); a smiling face in the
 * broad band between, kept clear of an adult page's fill; two small moons with craters.
 */
export function ringedPlanet() {
  const f: string[] = [];
  const s: string[] = [];
  // the ring behind: its edges' ellipses nested, outermost first, the sky inside the last one an area too
  for (const e of RING_EDGES) f.push(path(polyD(edgeArc(e, 0, 2 * Math.PI, 120))));
  // the planet over it, then its bands: a cap, a wide stripe and a thin one above the face; two below the ring
  f.push(path(circle(P.cx, P.cy, P.r)));
  f.push(...planetBand(-P.r - 4, -16.5), ...planetBand(-13.6, -11), ...planetBand(13.4, 17.4), ...planetBand(19.4, P.r + 4));
  // the storm spot, on the stripe below the ring, and two small swirls on the cap and the wide band
  f.push(path(bandOval(9.5, 15.4, 4.6, 2.6)), path(bandOval(9.5, 15.4, 2.1, 1.1)));
  f.push(path(bandOval(-4, -18.6, 2.6, 1.4)), path(bandOval(-9, 15.4, 2.4, 1.4)));
  // the ring in front: each band's lower half, cut to the disc
  const disc = ring(P.cx, P.cy, P.r);
  for (let i = 0; i + 1 < RING_EDGES.length; i++)
    f.push(...cut([...edgeArc(RING_EDGES[i], 0, Math.PI), ...edgeArc(RING_EDGES[i + 1], 0, Math.PI).reverse()], disc));
  // the face on the broad band: cheeks as areas, a smile standing free, eyes with a shine
  const [ex, ey] = [P.cx, P.cy - 4.6];
  f.push(path(ellipse(ex - 10, ey + 5.4, 2.6, 1.6)), path(ellipse(ex + 10, ey + 5.4, 2.6, 1.6)));
  s.push(`M${ex - 3.6} ${ey + 4.4}Q${ex} ${ey + 8.6} ${ex + 3.6} ${ey + 4.4}`);
  // two small moons: one up on the left, a smaller one low on the right, each with a crater or two
  f.push(path(circle(9.5, 10.5, 6)), path(circle(7.6, 9, 1.8)), path(circle(11.6, 13, 1.3)));
  f.push(path(circle(63.5, 63, 4.2)), path(circle(62.4, 62, 1.3)));
  return {
    f: f.join(''),
    s: `<path d="${s.join('')}"/>`,
    d: `<path d="${pupil(ex - 5.6, ey, 2.1)}${pupil(ex + 5.6, ey, 2.1)}"/>`,
    c: path(ellipse(ex, ey + 3, 14, 6.4)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The full moon's face.

const M = { cx: 32, cy: 41, r: 26.5 };
/** A point on a circle round the moon's middle at radius `r`, angle `deg` (0 right, -90 up). */
const round = (r: number, deg: number): Pt => [r2(M.cx + r * Math.cos((deg * Math.PI) / 180)), r2(M.cy + r * Math.sin((deg * Math.PI) / 180))];
/** The nightcap's cuff runs round the moon's top right between these angles. */
const CUFF = { from: -150, to: -42, inner: 22.5, outer: 28.6 };
const arcPts = (r: number, from: number, to: number, n = 40): Pt[] => Array.from({ length: n + 1 }, (_, i) => round(r, from + ((to - from) * i) / n));
/** A quadratic curve's points from a through control b to c. */
const quad = (a: Pt, b: Pt, c: Pt, n = 30): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [(1 - t) ** 2 * a[0] + 2 * t * (1 - t) * b[0] + t * t * c[0], (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * b[1] + t * t * c[1]];
  });

/**
 * A sleepy full moon in a nightcap: a big disc with craters of several sizes (the three big ones with a rim, each
 * ring an area), a face with closed eyes and lashes, round cheeks and a smile, kept clear of an adult page's fill;
 * a floppy striped cap worn at a slant, its cuff following the moon's top and its tip flopping down the right with
 * a pompom; a star and a small one beside it at the lower left.
 */
export function fullMoonFace() {
  const f: string[] = [];
  const s: string[] = [];
  f.push(path(circle(M.cx, M.cy, M.r)));
  // craters: rims first where they have one, clear of the face and the cap
  const craters: [number, number, number, boolean][] = [
    [15, 39.5, 3.4, true],
    [45, 61.5, 4.2, true],
    [20.5, 59.5, 3.4, true],
    [52.4, 47, 2.4, false],
    [32, 63.6, 1.9, false],
    [26, 31, 2.2, false],
    [44.5, 32.5, 1.7, false],
  ];
  for (const [x, y, r, rim] of craters) {
    if (rim) f.push(path(circle(x, y, r + 1.6)));
    f.push(path(circle(x, y, r)));
  }
  // the cap: its body from the cuff's left end up over the top, its tip flopping down the right, then back
  // along the cuff, cut by two stripes
  const [left, right] = [round(CUFF.outer - 0.5, CUFF.from), round(CUFF.outer - 0.5, CUFF.to)];
  const tip: Pt = [65, 28];
  const fold: Pt = [56, 12.5];
  const body: Pt[] = [
    ...quad(left, [12, 3.5], [34, 2.6]),
    ...quad([34, 2.6], [57, 1.6], [64, 12]).slice(1),
    ...quad([64, 12], [67.5, 19], tip).slice(1),
    ...quad(tip, [62, 14.5], fold).slice(1),
    ...quad(fold, [53.5, 16], right).slice(1),
    ...arcPts(CUFF.outer - 0.5, CUFF.to, CUFF.from).slice(1),
  ];
  f.push(path(polyD(body)));
  for (const [a, b] of [
    [
      [22, -2],
      [30, 30],
    ],
    [
      [42, -2],
      [44, 30],
    ],
  ] as [Pt, Pt][]) {
    // a slanting stripe 4.6 wide from a to b, cut to the cap
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const len = Math.hypot(dx, dy);
    const [nx, ny] = [(-dy / len) * 3, (dx / len) * 3];
    f.push(
      ...cut(body, [
        [a[0] + nx, a[1] + ny],
        [b[0] + nx, b[1] + ny],
        [b[0] - nx, b[1] - ny],
        [a[0] - nx, a[1] - ny],
      ]),
    );
  }
  // the cuff round the moon's top, a band of its own, and the pompom at the tip
  f.push(path(polyD([...arcPts(CUFF.outer, CUFF.from, CUFF.to), ...arcPts(CUFF.inner, CUFF.to, CUFF.from)])));
  f.push(path(circle(tip[0] + 0.5, tip[1] + 3, 4.4)));
  // the face: cheeks as areas, closed eyes as lids with three lashes each, a smile standing free
  const [fx, fy] = [M.cx - 1, M.cy + 5];
  f.push(path(ellipse(fx - 11.4, fy + 5, 3.2, 2)), path(ellipse(fx + 11.4, fy + 5, 3.2, 2)));
  for (const side of [-1, 1]) {
    const x = fx + side * 6.8;
    s.push(`M${x - 3.8} ${fy - 0.6}Q${x} ${fy + 3.4} ${x + 3.8} ${fy - 0.6}`);
    for (const t of [-0.6, 0, 0.6]) s.push(`M${r2(x + t * 3.6)} ${r2(fy + 2 - Math.abs(t) * 1.3)}l${r2(t * 1.2)} 1.7`);
  }
  s.push(`M${fx - 4.4} ${fy + 7.4}Q${fx} ${fy + 12.2} ${fx + 4.4} ${fy + 7.4}`);
  // a star beside it at the lower left, and a small one over it
  f.push(path(starPath(7.5, 64, 5.6)), path(starPath(4.6, 52.5, 2.6)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '', c: path(ellipse(fx, fy + 4.2, 17, 9)) };
}
