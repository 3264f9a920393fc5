// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's whale printed as a round blob with a dot eye and a fish's upright tail; its crab as a plain disc with
// closed claws and stubby legs; its seal as a sack-shaped body with a black nose and no flippers to speak of; and
// OpenMoji's octopus as a small head over thin looped arms with nothing on them. Ours are whole and friendly and
// drawn as the orca, the dolphin and the turtle are, so the ocean row reads as one family.
import { smooth } from './dinosaurs';
import { stretch, walk } from './sea-animals';
import { band, circle, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
/** A shine left white in a pupil: a small circle run the other way round, so the even-odd rule leaves it out. */
const shine = (x: number, y: number, r: number) => `M${r2(x - r)} ${y}a${r} ${r} 0 1 1 ${r2(2 * r)} 0a${r} ${r} 0 1 1 ${r2(-2 * r)} 0Z`;
const mirrorX = (p: Pt): Pt => [r2(72 - p[0]), p[1]];
const line = (pts: Pt[]) => `M${pts.map((p) => p.join(' ')).join('L')}`;

/**
 * A big friendly blue whale swimming to the left, side-on: a long body whose tail stock curves up into flukes
 * spread flat (two lobes and a notch, a whale's tail and not a fish's upright one, as the orca's), the long mouth
 * line from the snout back under the eye ending in a smile, the throat grooves under it as bands running back to
 * the belly, a long flipper, a small eye with a shine, and a water spout from the blowhole: a column fanning into
 * two curling jets, with drops, all areas to colour.
 */
export function whale() {
  const f: string[] = [];
  const s: string[] = [];
  const body: Pt[] = [
    [2.5, 45],
    [4.5, 37],
    [11, 31],
    [22, 28],
    [34, 28.5],
    [44, 31],
    [51, 30],
    [55, 24],
    [57, 17],
    [63, 17],
    [64.5, 26],
    [62.5, 37],
    [56, 47.5],
    [46, 55],
    [33, 59],
    [19, 58.5],
    [9.5, 55],
    [4, 50.5],
  ];
  // the spout, behind the head: a column widening up from the blowhole, a tongue of water standing up from its
  // top and two jets arching out and down either side, thinning to their ends, drops falling from them
  const jet = (tip: Pt, c1: Pt, c2: Pt) => band(walkCubic([24, 12.5], c1, c2, tip, 16), (t) => r2(7.4 * (1 - 0.8 * t))).d;
  f.push(path(jet([9.5, 17], [18, 2.5], [10, 4.5])), path(jet([38.5, 17], [30, 2.5], [38, 4.5])));
  f.push(path('M22.2 30Q22.6 21 19.8 13.6Q21.2 7 24 1.6Q26.8 7 28.2 13.6Q25.4 21 25.8 30Z'));
  const drop = (x: number, y: number, r: number) =>
    `M${x} ${r2(y - r * 1.9)}Q${r2(x + r * 1.2)} ${r2(y - 0.2)} ${x} ${r2(y + r)}Q${r2(x - r * 1.2)} ${r2(y - 0.2)} ${x} ${r2(y - r * 1.9)}Z`;
  for (const [x, y, r] of [
    [9.5, 22.6, 1.8],
    [38.5, 22.6, 1.8],
    [4.6, 10.6, 1.5],
    [43.4, 10.6, 1.5],
    [15.4, 24.4, 1.3],
    [32.6, 24.4, 1.3],
  ])
    f.push(path(drop(x, y, r)));
  f.push(path(smooth(body)));
  // the flukes on top of the upturned stock, spread flat: two lobes, tips curling up, a notch between them
  f.push(path('M56.5 19Q49.5 18 45 10Q44.6 7.6 47 8Q54.5 9.4 60.3 13Q66.5 9.4 69.6 7.8Q72 7.4 71.4 10Q68.5 18 64.2 19Q60.5 17 56.5 19Z'));
  // the throat grooves: the mouth line from the snout back to under the eye, then down to the belly, the area
  // under it cut into bands that run together at the chin and at the belly's end. Each groove is the edge of an
  // area laid over the last (not a line), so the flipper drawn after them covers them.
  const under = walk(body, 13, 0, 14);
  const mouth = walkCubic([46, 55], [40, 48], [33, 45.6], [25, 46], 14).concat(walkCubic([25, 46], [17, 46.4], [8, 48.5], [2.5, 45], 14).slice(1));
  f.push(
    path(
      `${stretch(body, 13, 0)}L${[...mouth]
        .reverse()
        .map((p) => p.join(' '))
        .join('L')}Z`,
    ),
  );
  const m = Math.min(under.length, mouth.length);
  const at = (list: Pt[], i: number) => list[Math.round((i * (list.length - 1)) / (m - 1))];
  for (const k of [0.78, 0.55, 0.28]) {
    const groove: Pt[] = [];
    for (let i = 0; i < m; i++) {
      const [a, b] = [at(mouth, i), at(under, i)];
      groove.push([r2(a[0] + (b[0] - a[0]) * k), r2(a[1] + (b[1] - a[1]) * k)]);
    }
    f.push(path(`${line(mouth)}L${line(groove.reverse()).slice(1)}Z`));
  }
  // the smile: the mouth's corner turning up under the eye
  s.push('M24 46.1Q27.6 45.6 28.6 42.6');
  // a long flipper over the grooves, bumps along its front edge as a humpback's
  f.push(path('M26.5 50.5Q30 58.5 38.6 63.4Q43.2 66 45.6 64.4Q46.6 62.4 44.4 60.4Q39.4 55 34.2 49.6Q30 47.8 26.5 50.5Z'));
  // a few pale patches on the back to colour
  for (const [x, y, rx, ry, deg] of [
    [34, 34, 2.6, 1.7, 4],
    [42.5, 36.5, 2, 1.4, 10],
    [47.5, 41.5, 1.6, 1.2, 20],
  ] as const)
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  // the blowhole, where the spout starts
  s.push('M21.6 29.4Q24 30.8 26.4 29.4');
  return out(f, s, [circle(17.5, 39.5, 1.9), shine(17.1, 38.8, 0.6)], path(ellipse(15, 42, 12, 9)));
}

/** Points along one cubic Bézier, `n` steps. */
function walkCubic(a: Pt, b: Pt, c: Pt, d: Pt, n: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    pts.push([0, 1].map((j) => r2(u * u * u * a[j] + 3 * u * u * t * b[j] + 3 * u * t * t * c[j] + t * t * t * d[j])) as Pt);
  }
  return pts;
}

/** A straight band from `a` to `b`, `w0` across at `a` narrowing to `w1`: an eye stalk. */
const segment = (a: Pt, b: Pt, w0: number, w1: number) => band(walkCubic(a, a, b, b, 6), (t) => r2(w0 + (w1 - w0) * t)).d;

/**
 * A limb's part from `a` to `b`, `w0` across at `a` and `w1` at `b`, both ends rounded: laid one over the next,
 * the round end of the upper part over the lower part's start reads as the knee (a crab's legs and arms).
 */
export function capsule(a: Pt, b: Pt, w0: number, w1: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  const at = (p: Pt, w: number, side: number) => `${r2(p[0] + (nx * w * side) / 2)} ${r2(p[1] + (ny * w * side) / 2)}`;
  return `M${at(a, w0, 1)}L${at(b, w1, 1)}A${r2(w1 / 2)} ${r2(w1 / 2)} 0 0 0 ${at(b, w1, -1)}L${at(a, w0, -1)}A${r2(w0 / 2)} ${r2(w0 / 2)} 0 0 0 ${at(a, w0, 1)}Z`;
}

/**
 * The crab's left claw, held up: a round palm with two fingers opening into a V, a notch (a tooth) on each
 * finger's inner edge. The right one is its mirror.
 */
export const CLAW =
  'M12.5 27C4.5 26.5 1.5 19 3.6 12.5C4.6 8 6 4.2 8.6 1.8Q10.4 5 10.4 8.4L8.8 9.4L11.6 11.8L12.8 13.4L14.2 10.6L12.8 9.2Q15.2 5.4 18.6 3.4C21 6.6 21.8 11.4 20.6 16.2C19.8 22 17.4 26.8 12.5 27Z';

/**
 * A crab seen from the front and smiling: a wide shell with spots, two claws raised on jointed arms, their pincers
 * open with a notch on each finger, four jointed legs a side, eyes on stalks with shines, rosy cheeks.
 */
export function crab() {
  const f: string[] = [];
  const s: string[] = [];
  const mirrorPath = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) => `${r2(72 - Number(x))} ${y}`);
  const both = (d: (m: (p: Pt) => Pt) => string) => f.push(path(d((p) => p)), path(d(mirrorX)));
  // four legs a side, behind the shell: out to a knee, then down to a pointed foot; the upper part's round end,
  // laid over the lower part, is the knee
  const legs: [Pt, Pt, Pt][] = [
    [
      [22, 45],
      [6.5, 40.5],
      [1.8, 52],
    ],
    [
      [22, 49],
      [6.5, 49.5],
      [3.4, 61],
    ],
    [
      [23, 53],
      [9.5, 57],
      [8.4, 67.5],
    ],
    [
      [26, 56],
      [16.5, 62.5],
      [16.4, 71],
    ],
  ];
  for (const [a, k, t] of legs) {
    both((m) => capsule(m(k), m(t), 4, 1.2));
    both((m) => capsule(m(a), m(k), 5, 4.4));
  }
  // the arms, raised from the shell's shoulders to an elbow and up to the claw
  both((m) => capsule(m([12.2, 33.5]), m([12, 23]), 5, 4.6));
  both((m) => capsule(m([22, 40]), m([10, 34]), 6, 5.4));
  f.push(path(CLAW), path(mirrorPath(CLAW)));
  // the eye stalks, behind the shell, and the eyes on them
  both((m) => segment(m([30.5, 36]), m([29.6, 22]), 3.4, 3));
  f.push(
    path(
      smooth([
        [15, 45],
        [19, 36],
        [28, 32],
        [36, 31.5],
        [44, 32],
        [53, 36],
        [57, 45],
        [53, 55.5],
        [44, 59.5],
        [36, 60],
        [28, 59.5],
        [19, 55.5],
      ]),
    ),
  );
  // the shell's front rim: a band along its lower edge
  s.push('M17.5 50.5Q21 56.5 28 57.4Q36 58.8 44 57.4Q51 56.5 54.5 50.5');
  both((m) => circle(...m([29.4, 18.5]), 4.6));
  // spots on the shell, the face under them: a wide smile standing free, rosy cheeks
  for (const [x, y, r] of [
    [36, 36.6, 2.4],
    [28.4, 38.2, 1.9],
    [43.6, 38.2, 1.9],
    [21.4, 44, 1.6],
    [50.6, 44, 1.6],
  ])
    f.push(path(circle(x, y, r)));
  s.push('M30 47.4Q36 53.4 42 47.4');
  f.push(path(ellipse(25.6, 49, 2.6, 1.7)), path(ellipse(46.4, 49, 2.6, 1.7)));
  const pupils = [circle(30, 19, 2.4), shine(29.3, 18.2, 0.7), circle(42, 19, 2.4), shine(41.3, 18.2, 0.7)];
  return out(f, s, pupils, path(`${ellipse(36, 46, 19, 12)}${circle(29.4, 18.5, 5)}${circle(42.6, 18.5, 5)}`));
}

/**
 * A harbour seal lying on its belly with its head raised and turned to the reader, facing left: a long plump body
 * tapering to two hind flippers spread like a fan (each with toe lines), a fore-flipper flat on the ground with
 * three claw marks, a pale belly, spots on the back, a round head with big shining eyes, a small nose over two
 * whisker pads with whisker dots, whiskers standing out either side and a small smile standing free.
 */
export function seal() {
  const f: string[] = [];
  const s: string[] = [];
  const body: Pt[] = [
    [9, 47],
    [12, 36],
    [20, 31],
    [31, 31.5],
    [42, 35],
    [52, 40],
    [59.5, 45.5],
    [60, 51],
    [53, 54.5],
    [42, 57.5],
    [28, 59],
    [15, 58],
  ];
  // the hind flippers, behind the body: two fans, one raised and one lying back, their toes as lines
  f.push(path('M55.5 44.5Q61 40.5 64.4 35.6Q66.4 33.8 67.4 35.6Q67.6 36.8 69.6 37.6Q71.4 39 70.2 40.8Q70.8 43 69 44.6Q64 46.5 58.5 50Z'));
  s.push('M60.6 44.2L67.2 37.4M61.6 45.6L69.4 41');
  f.push(path('M56 50.5Q62.5 50 67 52Q69 51.6 70 53.4Q71.6 55 70.2 56.6Q70.8 58.8 68.8 59.4Q62 58.6 55 55Z'));
  s.push('M60.6 53L68.8 54.4M60.8 55.4L68.6 57.4');
  f.push(path(smooth(body)));
  // the pale belly along the underside, its edge the body's own
  f.push(path(`${stretch(body, 7, 11)}C20 53.8 30 54.4 40 53.2C48 52.2 55 50.4 60 51Z`));
  // spots on the back
  for (const [x, y, rx, ry, deg] of [
    [32, 36.5, 2.2, 1.5, 6],
    [39.5, 40, 1.7, 1.2, 12],
    [46, 43, 2.1, 1.4, 20],
    [51.5, 46.6, 1.5, 1.1, 28],
    [40.5, 46.5, 1.4, 1, 10],
  ] as const)
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  // the fore-flipper, flat on the ground by the chest, pointing forward, with three claw marks at its tip
  f.push(path('M30.5 49Q24 52.5 17 58.5Q14.5 61.5 17.5 62.4Q25 62.6 33.2 56.8Q35.4 52 30.5 49Z'));
  s.push('M18.5 59.4L21.2 58.4M18.8 61.2L21.6 60.6M20.6 62.4L23.2 62');
  // the head, raised and turned to the reader
  f.push(path(ellipse(19, 24, 14, 12.5)));
  // the face: big eyes, whisker pads under a small nose, a small smile, whiskers standing out
  f.push(path(circle(13, 21.5, 3.9)), path(circle(25, 21.5, 3.9)));
  f.push(path(ellipse(15.8, 30, 3.6, 2.7)), path(ellipse(22.2, 30, 3.6, 2.7)));
  f.push(path('M16.4 26.2Q19 24.8 21.6 26.2Q21.8 28 19 29Q16.2 28 16.4 26.2Z'));
  s.push('M17.2 34.2Q19 35.6 20.8 34.2');
  s.push('M12 29.4L3.6 27.4M12 30.8L3.2 31.4M12.4 32.2L4.6 35.2', 'M26 29.4L34.4 27.4M26 30.8L34.8 31.4M25.6 32.2L33.4 35.2');
  const whiskerDots = [
    [14.6, 29.4],
    [16.8, 31],
    [14.8, 31.8],
    [23.4, 29.4],
    [21.2, 31],
    [23.2, 31.8],
  ].map(([x, y]) => circle(x, y, 0.45));
  const eyes = [circle(13.4, 22, 2.6), shine(12.6, 21, 0.85), circle(24.6, 22, 2.6), shine(23.8, 21, 0.85)];
  return out(f, s, [...eyes, ...whiskerDots], path(ellipse(19, 25, 12.5, 11)));
}

/**
 * One octopus arm from `start`, heading `deg` (0 to the right, 90 down), turning ever faster towards `turn` (+1
 * clockwise on the page, -1 the other way) so that its tip curls: a band narrowing to the tip, with round suckers
 * (areas, smaller towards the tip) along the inside of its curl.
 */
function arm(start: Pt, deg: number, turn: 1 | -1, len: number, curl: number, w: number): { d: string; suckers: string[] } {
  const n = 40;
  const ds = len / n;
  const spine: Pt[] = [start];
  let [x, y] = start;
  for (let i = 1; i <= n; i++) {
    const u = i / n;
    const a = ((deg + turn * curl * (0.12 * u + 0.88 * u ** 3.5)) * Math.PI) / 180;
    [x, y] = [x + ds * Math.cos(a), y + ds * Math.sin(a)];
    spine.push([r2(x), r2(y)]);
  }
  const width = (t: number) => r2(w * (1 - 0.72 * t));
  const b = band(spine, width);
  // the curl's inside is the band's right when it turns clockwise, its left otherwise
  const inner = turn > 0 ? b.right : b.left;
  const suckers: string[] = [];
  for (let i = 7; i < n - 6; i += 6) {
    const t = i / n;
    const r = r2(width(t) * 0.27);
    const [px, py] = spine[i];
    const [qx, qy] = inner[i];
    // a sucker sits just inside the arm's inner edge
    const k = 1 - (r + 0.55) / (width(t) / 2);
    suckers.push(circle(r2(px + (qx - px) * k), r2(py + (qy - py) * k), r));
  }
  return { d: b.d, suckers };
}

/**
 * A friendly octopus facing the reader: a big round head, a face with big shining eyes, rosy cheeks and a smile
 * standing free, a few spots on its head, and eight plump arms spreading out either side, each curling at its
 * tip, with round suckers along the inside of each curl (areas to colour).
 */
export function octopus() {
  const f: string[] = [];
  const s: string[] = [];
  // the arms: [start, heading, length, curl, width] for the left four, outermost first; the right ones mirror them
  const left: [Pt, number, number, number, number][] = [
    [[24, 29], 172, 30, 230, 7.6],
    [[26, 33], 138, 38, 220, 8],
    [[29.5, 35], 110, 44, 220, 8],
    [[33.5, 36], 93, 46, 210, 7.6],
  ];
  const arms: { d: string; suckers: string[] }[] = [];
  for (const [p, deg, len, curl, w] of left) {
    arms.push(arm(p, deg, 1, len, curl, w));
    arms.push(arm(mirrorX(p), 180 - deg, -1, len, curl, w));
  }
  for (const a of arms) f.push(path(a.d), ...a.suckers.map(path));
  // the head, its mantle rounded at the top and tucked in at the sides over the arms
  f.push(
    path(
      smooth([
        [36, 2],
        [47.5, 5.5],
        [53, 15.5],
        [50.5, 27],
        [45.5, 34],
        [36, 37],
        [26.5, 34],
        [21.5, 27],
        [19, 15.5],
        [24.5, 5.5],
      ]),
    ),
  );
  // spots on the crown
  for (const [x, y, r] of [
    [30, 9.5, 1.8],
    [37.5, 7.2, 2.2],
    [44.6, 10.6, 1.6],
  ])
    f.push(path(circle(x, y, r)));
  f.push(path(circle(30, 21, 4.2)), path(circle(42, 21, 4.2)));
  f.push(path(ellipse(26.2, 28.4, 2.4, 1.6)), path(ellipse(45.8, 28.4, 2.4, 1.6)));
  s.push('M32.2 28.8Q36 32.4 39.8 28.8');
  const eyes = [circle(30.4, 21.6, 2.7), shine(29.6, 20.6, 0.9), circle(41.6, 21.6, 2.7), shine(40.8, 20.6, 0.9)];
  return out(f, s, eyes, path(ellipse(36, 22, 15, 16)));
}
