// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, pt, r2, roundRect, sparkle, starPath, type Pt, turnedEllipse } from '../../lib/studio/art-kit/shapes';

const poly = (points: Pt[]) => `M${points.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}Z`;
const line = (points: Pt[]) => `M${points.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}`;

/** A ribbon `width` wide along the centre line `points`: both its edges, closed at its two ends. */
function ribbon(points: Pt[], width: number | ((i: number) => number)): string {
  const half = (i: number) => (typeof width === 'number' ? width : width(i)) / 2;
  const left: Pt[] = [],
    right: Pt[] = [];
  points.forEach(([x, y], i) => {
    const [ax, ay] = points[Math.max(0, i - 1)];
    const [bx, by] = points[Math.min(points.length - 1, i + 1)];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [-(by - ay) / len, (bx - ax) / len];
    left.push([x + nx * half(i), y + ny * half(i)]);
    right.push([x - nx * half(i), y - ny * half(i)]);
  });
  return poly([...left, ...right.reverse()]);
}

/**
 * A plum blossom: five round petals as one scalloped outline, a round middle, and lines from the middle out to
 * the notches between the petals (in `lines`), so each petal is its own area without overlapping circles
 * pinching off slivers between them. The first petal points `turn` radians from straight up.
 */
function blossom(cx: number, cy: number, r: number, turn: number, lines: string[]): string[] {
  const notch = (i: number) => turn - Math.PI / 2 + ((i + 0.5) * 2 * Math.PI) / 5;
  const arc = r2(r * 0.3825);
  let d = `M${pt(cx, cy, r * 0.62, notch(0))}`;
  for (let i = 1; i <= 5; i++) d += `A${arc} ${arc} 0 1 1 ${pt(cx, cy, r * 0.62, notch(i))}`;
  for (let i = 0; i < 5; i++) lines.push(`M${pt(cx, cy, r * 0.3, notch(i))}L${pt(cx, cy, r * 0.62, notch(i))}`);
  return [path(`${d}Z`), path(circle(cx, cy, r2(r * 0.3)))];
}

/**
 * One carp streamer with its mouth at (x0, y0), `length` long and `half` its greatest half-height, flying to
 * the right in a wave that grows towards the tail (`phase` sets where the wave is). Areas: the forked tail fin,
 * the body, a gill band and the head, the mouth's hoop, an eye ring and a row of scales; lines: the fin's
 * stripes. The eye's dot goes in `dots`.
 */
function carp(x0: number, y0: number, length: number, half: number, phase: number) {
  const x = (t: number) => x0 + t * length;
  const y = (t: number) => y0 + 4.2 * t * Math.sin(phase + t * 1.6 * Math.PI);
  // the half-height along the body: an open mouth, fullest behind the head, narrowing to the tail's root
  const h = (t: number) => half * (t < 0.22 ? 0.72 + 0.28 * Math.sin((t / 0.22) * (Math.PI / 2)) : 1 - (0.55 * (t - 0.22)) / 0.58);
  const steps = (a: number, b: number, n = 24) => Array.from({ length: n + 1 }, (_, i) => a + ((b - a) * i) / n);
  const upper = (a: number, b: number) => steps(a, b).map((t): Pt => [x(t), y(t) - h(t)]);
  const lower = (a: number, b: number) => steps(a, b).map((t): Pt => [x(t), y(t) + h(t)]);
  const root = 0.8;
  // the tail: two lobes from under the body's end out to tips as tall as the body, a notch between them
  const tip = 1,
    notch = 0.9;
  const upTip: Pt = [x(tip), y(tip) - half * 1.2],
    downTip: Pt = [x(tip), y(tip) + half * 1.2],
    notchPt: Pt = [x(notch), y(notch)];
  const rootTop: Pt = [x(root - 0.03), y(root - 0.03) - h(root - 0.03)],
    rootBottom: Pt = [x(root - 0.03), y(root - 0.03) + h(root - 0.03)];
  const tail = poly([rootTop, [x(0.9), y(0.9) - half * 0.75], upTip, notchPt, downTip, [x(0.9), y(0.9) + half * 0.75], rootBottom]);
  const body = poly([...upper(0, root), ...lower(0, root).reverse()]);
  // a front part cut off by an arc bulging towards the tail at `t`
  const front = (t: number) => {
    const bottom: Pt = [x(t), y(t) + h(t)];
    return `M${upper(0, t)
      .map(([a, b]) => `${r2(a)} ${r2(b)}`)
      .join('L')}Q${r2(x(t) + h(t) * 0.75)} ${r2(y(t))} ${r2(bottom[0])} ${r2(bottom[1])}L${lower(0, t)
      .reverse()
      .map(([a, b]) => `${r2(a)} ${r2(b)}`)
      .join('L')}Z`;
  };
  const gill = 0.2,
    band = 2.4 / length;
  const f = [path(tail), path(body), path(front(gill + band)), path(front(gill))];
  // the mouth's hoop
  f.push(path(turnedEllipse(x(0), y(0), 1.7, r2(h(0) + 0.5))));
  // the eye: a big ring with a dot in it
  const eye: Pt = [x(0.1) + 0.4, y(0.1) - h(0.1) * 0.2];
  f.push(path(circle(r2(eye[0]), r2(eye[1]), r2(half * 0.42))));
  const dots = [path(circle(r2(eye[0] + 0.3), r2(eye[1]), r2(half * 0.18)))];
  // a row of scales behind the gill, each a half-oval bulging towards the tail, the ones nearer the head over the
  // ones behind them
  const scales: string[] = [];
  const first = gill + band + 0.03,
    last = root - 0.1;
  const count = Math.max(3, Math.round(((last - first) * length) / (half * 0.72)));
  for (let i = count - 1; i >= 0; i--) {
    const t = first + ((last - first) * i) / count;
    const rx = ((last - first) * length * 1.45) / count;
    const ry = Math.min(h(t), h(t + rx / length)) * 0.68;
    const [cx, cy] = [x(t), y(t + rx / length / 2)];
    scales.push(path(`M${r2(cx)} ${r2(cy - ry)}A${r2(rx)} ${r2(ry)} 0 0 1 ${r2(cx)} ${r2(cy + ry)}Z`));
  }
  f.push(...scales);
  // stripes along each lobe of the tail, from the body's end to the fin's trailing edge
  const end = (k: number, sign: number): Pt => [x(root), y(root) + sign * h(root) * k];
  const trailing = (k: number, sign: number): Pt => {
    const tipPt = sign < 0 ? upTip : downTip;
    return [notchPt[0] + (tipPt[0] - notchPt[0]) * k, notchPt[1] + (tipPt[1] - notchPt[1]) * k];
  };
  const s = [
    [0.35, 0.45],
    [0.72, 0.8],
  ].flatMap(([k, j]) => [-1, 1].map((sign) => line([end(k, sign), trailing(j, sign)])));
  return { f, s, dots, mouth: [x(0), y(0), h(0) + 0.5] as [number, number, number] };
}

/**
 * Carp streamers (koinobori) for Children's Day: a pole with a ball and a spinning arrow wheel on top, and three
 * carps of falling size flying out from it in a wavy breeze, each tied to the pole by a cord at its mouth's hoop,
 * with a big eye, a gill, a row of scales and a striped forked tail. OpenMoji hung its two carps on solid black
 * bars from a bare stick: black blots on a colouring page, and little else to colour.
 */
export function carpStreamer() {
  const poleX = 8.5;
  const carps = [carp(13.5, 55, 42, 5.6, 2.4), carp(13.5, 39, 49, 6.6, 1.2), carp(13.5, 22.5, 56, 7.6, 0)];
  const f: string[] = [];
  // the pole, a stand at its foot
  f.push(path(roundRect(poleX - 1.6, 10, poleX + 1.6, 66, 0.8)));
  f.push(path(`M${poleX - 5.5} 68L${poleX - 3.5} 63.5H${poleX + 3.5}L${poleX + 5.5} 68Z`));
  // the arrow wheel: eight feathered spokes round a hub, a ball above it
  const wheel: Pt = [poleX, 10];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    const along = (r: number, side: number): string => pt(wheel[0] + side * Math.cos(a + Math.PI / 2), wheel[1] + side * Math.sin(a + Math.PI / 2), r, a);
    f.push(path(`M${along(1.5, 0)}L${along(4.2, -1.1)}L${along(6.4, -1.3)}L${along(6.4, 1.3)}L${along(4.2, 1.1)}Z`));
  }
  f.push(path(circle(wheel[0], wheel[1], 2)));
  f.push(path(circle(poleX, 2.4, 2.1)));
  const s: string[] = [];
  const d: string[] = [];
  for (const c of carps) {
    f.push(...c.f);
    s.push(...c.s);
    d.push(...c.dots);
    // the cord: from the hoop's top and bottom to a ring on the pole
    const [mx, my, mh] = c.mouth;
    s.push(
      line([
        [mx, my - mh],
        [poleX + 1.6, my - 1],
        [mx, my + mh],
      ]),
    );
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: d.join('') };
}

/** A slender leaf from `base` pointing `deg` degrees (0 right, 90 down), `length` long and `width` wide. */
function leaf([x, y]: Pt, deg: number, length: number, width: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [nx, ny] = [-uy, ux];
  const tip: Pt = [x + ux * length, y + uy * length];
  const side = (k: number): string => `${r2(x + ux * length * 0.4 + nx * width * k)} ${r2(y + uy * length * 0.4 + ny * width * k)}`;
  return path(`M${r2(x)} ${r2(y)}Q${side(1)} ${r2(tip[0])} ${r2(tip[1])}Q${side(-1)} ${r2(x)} ${r2(y)}Z`);
}

/** The point at `t` on the quadratic Bézier from a to c with control b. */
const quad = (a: Pt, b: Pt, c: Pt, t: number): Pt => [0, 1].map((i) => (1 - t) * (1 - t) * a[i] + 2 * (1 - t) * t * b[i] + t * t * c[i]) as Pt;

/**
 * A Tanabata bamboo branch: a segmented stalk with node rings, five leafy twigs, and hung from them on strings
 * the wish strips (tanzaku), two paper stars, a paper chain and a streamer (fukinagashi) of paper strips under a
 * ball. OpenMoji's was a thick stalk and one leaf: no decorations, nothing to tell it from plain bamboo.
 */
export function tanabataTree() {
  const stalkX = (y: number) => 27 + (70 - y) * 0.13;
  const f: string[] = [];
  const s: string[] = [];
  // the twigs, each a curve from a node out to its tip
  const twigs: [Pt, Pt, Pt][] = [
    [
      [stalkX(14), 14],
      [48, 5],
      [60.5, 8],
    ],
    [
      [stalkX(26), 26],
      [20, 16],
      [11, 18],
    ],
    [
      [stalkX(38), 38],
      [50, 29],
      [61, 31],
    ],
    [
      [stalkX(50), 50],
      [19, 42],
      [11, 45],
    ],
    [
      [stalkX(62), 62],
      [38, 56],
      [46, 59],
    ],
  ];
  for (const [a, b, c] of twigs) s.push(`M${r2(a[0])} ${r2(a[1])}Q${r2(b[0])} ${r2(b[1])} ${r2(c[0])} ${r2(c[1])}`);
  // leaves: a fan at each twig's tip, one more along each of the four long twigs
  const tipLeaves: [Pt, number[]][] = [
    [twigs[0][2], [-40, -5, 30]],
    [twigs[1][2], [215, 180, 145]],
    [twigs[2][2], [-35, 0, 35]],
    [twigs[3][2], [215, 180, 145]],
    [twigs[4][2], [10, 45]],
  ];
  for (const [base, angles] of tipLeaves) for (const deg of angles) f.push(leaf(base, deg, 10.5, 3.2));
  f.push(leaf(quad(...twigs[0], 0.3), -75, 9, 2.8), leaf(quad(...twigs[1], 0.55), 250, 9, 2.8));
  f.push(leaf(quad(...twigs[2], 0.55), -80, 9, 2.8), leaf(quad(...twigs[3], 0.5), 255, 9, 2.8));
  // two leaves at the stalk's top, the stalk over them and the twigs' roots, its node rings
  const top = 6;
  f.push(leaf([stalkX(top) + 0.5, top + 2], -55, 10, 3), leaf([stalkX(top) - 0.5, top + 2], 235, 10, 3));
  const half = (y: number) => 2.8 + (0.9 * (y - top)) / (70 - top);
  f.push(
    path(
      `M${r2(stalkX(top) - half(top))} ${top + 1}Q${r2(stalkX(top))} ${top - 1} ${r2(stalkX(top) + half(top))} ${top + 1}L${r2(stalkX(70) + half(70))} 70L${r2(stalkX(70) - half(70))} 70Z`,
    ),
  );
  for (const y of [14, 26, 38, 50, 62]) {
    const w = half(y) + 0.8;
    f.push(path(roundRect(r2(stalkX(y) - w), y - 1, r2(stalkX(y) + w), y + 1, 0.8)));
  }
  // what hangs from the twigs: `hang` ties a string from the twig down to the decoration's top
  const hang = (twig: number, t: number, drop: number): Pt => {
    const [x, y] = quad(...twigs[twig], t);
    s.push(`M${r2(x)} ${r2(y)}V${r2(y + drop)}`);
    return [x, y + drop];
  };
  const strip = ([x, y]: Pt, length: number, tilt: number) => {
    const w = 2.6;
    const corners: Pt[] = [
      [-w, 0],
      [w, 0],
      [w, length],
      [-w, length],
    ].map(([dx, dy]) => [x + dx * Math.cos(tilt) - dy * Math.sin(tilt), y + dx * Math.sin(tilt) + dy * Math.cos(tilt)]);
    f.push(path(poly(corners)));
  };
  strip(hang(0, 0.45, 3), 13, 0.05);
  strip(hang(1, 0.78, 3), 13, -0.05);
  strip(hang(2, 0.3, 3), 13, 0.04);
  strip(hang(4, 0.7, 2.5), 9, -0.03);
  const star1 = hang(0, 0.86, 4);
  f.push(path(starPath(star1[0], star1[1] + 4.6, 5)));
  const star2 = hang(1, 0.36, 4);
  f.push(path(starPath(star2[0], star2[1] + 4.6, 5)));
  // the paper chain: links hanging straight down from the lowest left twig, face-on rings with a hole
  // alternating with rings seen edge-on as narrow bands over them
  const [chainX, chainY] = hang(3, 0.72, 0);
  const rings: string[] = [],
    bands: string[] = [];
  for (let i = 0, y = chainY + 3.2; y < 67; i++, y += 5.2) {
    if (i % 2) bands.push(path(turnedEllipse(chainX, r2(y), 4, 1.4, 90)));
    else rings.push(path(turnedEllipse(chainX, r2(y), 3.6, 3.2, 90)), path(turnedEllipse(chainX, r2(y), 2, 1.5, 90)));
  }
  f.push(...rings, ...bands);
  // the streamer: paper strips under a ball, hung from the middle right twig
  const [bx, by] = hang(2, 0.8, 3);
  for (let i = 0; i < 5; i++) {
    const x = bx - 5 + i * 2.5;
    const points = Array.from({ length: 12 }, (_, k): Pt => [x + 0.8 * Math.sin(k * 0.7 + i), by + 6 + k * 1.5]);
    f.push(path(ribbon(points, 2.7)));
  }
  f.push(path(circle(bx, r2(by + 4.6), 4.6)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/** A coin with a square hole: a rim, the face inside it, the hole's frame. */
function coin(cx: number, cy: number, r: number): string[] {
  const q = r * 0.3;
  return [path(circle(cx, cy, r)), path(circle(cx, cy, r2(r * 0.74))), path(roundRect(r2(cx - q), r2(cy - q), r2(cx + q), r2(cy + q), 0.4))];
}

/**
 * A red envelope (hongbao, lì xì, otoshidama): an upright envelope with a border band, its V flap closed by a
 * round seal with a plum blossom in a ring (no written character: the page is the same in every language),
 * plum blossoms on a branch in its lower corner, and beside it a gold ingot and two coins with square holes.
 * OpenMoji's was a plain rectangle with 福 in a circle: one big empty area on the page.
 */
export function redEnvelope() {
  const [x0, y0, x1, y1] = [6, 4, 46, 66];
  const cx = (x0 + x1) / 2;
  const tip = 31;
  const f: string[] = [];
  f.push(path(roundRect(x0, y0, x1, y1, 3)));
  f.push(path(roundRect(x0 + 3.5, y0 + 3.5, x1 - 3.5, y1 - 3.5, 1.5)));
  // the flap from the top corners down to a rounded point, with its own border band
  const flap = (inset: number) =>
    (inset ? `M${x0 + inset} ${y0 + inset}H${x1 - inset}` : `M${x0} ${y0 + 3}Q${x0} ${y0} ${x0 + 3} ${y0}H${x1 - 3}Q${x1} ${y0} ${x1} ${y0 + 3}`) +
    `L${r2(cx + 4)} ${r2(tip - 2 - inset * 1.5)}Q${cx} ${r2(tip + 1 - inset * 1.5)} ${r2(cx - 4)} ${r2(tip - 2 - inset * 1.5)}Z`;
  f.push(path(flap(0)), path(flap(4)));
  // plum blossoms on a branch across the lower left corner, a bud at its end
  f.push(path('M10 59Q16 53 23 53.5Q27 54 30 51.5L31 52.8Q27.5 56 23 55.6Q17 55.5 11.4 60.4Z'));
  f.push(path(circle(30.6, 50.4, 1.6)));
  const s: string[] = [];
  f.push(...blossom(14, 52, 6.6, 0.2, s), ...blossom(24.5, 58.5, 5.8, -0.3, s));
  // the seal: a ring round a plum blossom where the flap's point meets the envelope
  f.push(path(circle(cx, tip - 1, 8.4)), path(circle(cx, tip - 1, 6.2)), ...blossom(cx, tip - 1, 5.8, 0, s));
  // a lucky cloud curling over the lower right of the envelope
  f.push(path('M28 47.5A3.2 3.2 0 0 1 30.6 42A4.4 4.4 0 0 1 38.6 41.2A3.3 3.3 0 0 1 41.8 47.5Z'));
  f.push(path(circle(35, 44.6, 1.5)));
  // beside the envelope, a gold ingot and two coins
  f.push(...coin(60, 22, 7.5), ...coin(57, 40, 6));
  // the ingot (yuanbao): a boat-shaped base with curled-up ends, a dome rising from its middle
  f.push(path('M44.5 53.5Q51 56 58 55.2Q65 56 71.5 53.2Q70 60 66 64Q58 66.5 50 64Q46 60 44.5 53.5Z'));
  f.push(path('M50 55.4Q50.5 47.5 58 47Q65.5 47.5 66 55.4Q58 57.5 50 55.4Z'));
  f.push(path(sparkle(66, 8, 4.5)), path(sparkle(52, 6, 3)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
