// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The eagle (1F985), the swan (1F9A2), the goose (1FABF) and the lizard (1F98E), all four Fluent's before, which
// printed as flat silhouettes: the eagle a head glued to a box with a quarter disc for a wing, the swan a thick
// doubled outline with nothing inside, the goose a doubled outline with one arc for a wing, the lizard a flat
// cut-out seen from above. Ours are whole, side-on and facing left as the other birds (small-creatures.ts,
// bright-birds.ts), their feathers in rows of areas to colour, an eye with a shine, a smile.
import { scallopEdge } from './bright-birds';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

const done = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const P = (p: Pt) => `${r2(p[0])} ${r2(p[1])}`;

/** A feather from its root at `p` pointing `deg` degrees (clockwise from pointing right), `len` long, `w` across, its tip round. */
function feather(p: Pt, deg: number, len: number, w: number): string {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number): Pt => [p[0] + u * Math.cos(a) - v * Math.sin(a), p[1] + u * Math.sin(a) + v * Math.cos(a)];
  const h = w / 2;
  return path(`M${P(at(0, -h))}L${P(at(len - h, -h))}A${r2(h)} ${r2(h)} 0 0 1 ${P(at(len - h, h))}L${P(at(0, h))}Z`);
}

/**
 * A folded wing from the shoulder to its tip, as the parrot's (bright-birds.ts): its `rear` edge (the back's side)
 * and `front` edge each a cubic's two controls from the shoulder to the tip; the whole wing one area, then bands
 * over it from the shoulder to each of `rows` (a point index of 16 along the edges, largest first), each band's
 * end scalloped into `n` feather tips; and `primaries` - 1 lines from the outermost band's notches out to the rear
 * edge near the tip, so the long flight feathers are areas too.
 */
function foldedWing(shoulder: Pt, rearC: [Pt, Pt], frontC: [Pt, Pt], tip: Pt, rows: [number, number, number][], primaries: number, f: string[], s: string[]) {
  const rear = along(shoulder, [[...rearC, tip]], 16);
  const front = along(shoulder, [[...frontC, tip]], 16);
  const lineTo = (pts: Pt[]) => pts.map((p) => `L${P(p)}`).join('');
  f.push(path(`M${P(shoulder)}${lineTo(rear.slice(1))}${lineTo(front.slice(0, -1).reverse())}Z`));
  const [k0, n0] = rows[0];
  for (let i = 1; i < primaries; i++) {
    const v: Pt = [rear[k0][0] + (front[k0][0] - rear[k0][0]) * (i / n0), rear[k0][1] + (front[k0][1] - rear[k0][1]) * (i / n0)];
    // the upper feathers the longer: each line ends on the front edge, the last one soonest
    const e = Math.round(15 - ((i - 1) * (15 - k0 - 2)) / Math.max(1, primaries - 2));
    const ctrl: Pt = [(v[0] + front[e][0]) / 2 + (rear[e][0] - front[e][0]) * 0.15, (v[1] + front[e][1]) / 2 + (rear[e][1] - front[e][1]) * 0.15];
    s.push(`M${P(v)}Q${P(ctrl)} ${P(front[e])}`);
  }
  for (const [k, n, bump] of rows)
    f.push(path(`M${P(shoulder)}${lineTo(rear.slice(1, k + 1))}${scallopEdge(rear[k], front[k], n, bump)}${lineTo(front.slice(1, k).reverse())}Z`));
}

/** A friendly eye: a ring to colour round a pupil with its shine. */
function eye(x: number, y: number, ring: number, r: number, f: string[], dots: string[]) {
  f.push(path(circle(x, y, ring)));
  dots.push(pupil(x - 0.2, y + 0.1, r));
}

/**
 * The eagle perched on a branch, proud but friendly, as a colouring book draws a bald eagle: the white head with
 * its ruff of feather points over the shoulders, a big hooked beak in two halves, a ringed eye under a brow, a
 * smile; an upright body with feathered legs, each foot's toes curled over the branch and ending in talons (areas,
 * not black); a folded wing in three rows (the shoulder's coverts, the secondaries, four long primaries reaching
 * past the tail), and a fan of three white tail feathers hanging behind the branch. Fluent's was a head glued to a
 * box with a quarter disc for a wing.
 */
export function eagle() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the tail fanning down behind the branch
  f.push(feather([44, 50], 100, 20, 7.5), feather([50, 50], 66, 20, 7.5), feather([47, 50], 83, 21, 7.5));
  // the branch across, a leaf at its end and a knot
  f.push(path('M2 56.5Q36 54 70 55Q71.6 58 70 61Q36 60 2.6 63Q1 59.8 2 56.5Z'));
  f.push(path('M4 57Q2.4 50.6 8.4 48.6Q10 54.6 4 57Z'));
  s.push('M5 55.6Q6.4 52.4 8 50.4M60 58.2Q63 57.4 66 58');
  // the body, upright, the breast forward
  f.push(path('M22 31Q17 42 22 51Q27 58 37 57.5Q47 57 51 49Q54 39 48 31Q42 25 33 26Q26 26.5 22 31Z'));
  // the feet: three toes of each over the branch's front, a talon at each toe's end
  for (const x of [28, 37.5]) {
    for (const dx of [-2.6, 0, 2.6]) {
      const t = x + dx;
      f.push(path(`M${r2(t - 1.3)} 53Q${r2(t - 1.9)} 57.2 ${r2(t - 0.6)} 59.6L${r2(t + 1)} 59.6Q${r2(t + 0.6)} 57 ${r2(t + 1.3)} 53Z`));
      f.push(path(`M${r2(t - 0.6)} 59.6Q${r2(t - 0.2)} 62 ${r2(t + 1.6)} 62.6Q${r2(t + 1.2)} 61 ${r2(t + 1)} 59.6Z`));
    }
  }
  // the feathered legs, their bottoms in feather points over the toes' tops
  for (const x of [28, 37.5])
    f.push(path(`M${x - 5} 46Q${x - 5.6} 51 ${x - 4.4} 55L${x - 2} 53.6L${x} 55.8L${x + 2} 53.6L${x + 4.4} 55Q${x + 5.2} 50 ${x + 4.4} 46Z`));
  // the wing folded on the body: four long primaries past the tail, the secondaries over their roots, the coverts
  // over theirs, the shoulder over all
  foldedWing(
    [37, 28],
    [
      [50, 27],
      [57, 44],
    ],
    [
      [33, 40],
      [44, 55],
    ],
    [60, 65],
    [
      [9, 4, 1.8],
      [5, 3, 1.6],
    ],
    4,
    f,
    s,
  );
  // the white head and its ruff of feather points over the shoulders: kept clear of an adult page's fill
  const head = path('M18 15Q19 5 29.5 4.5Q40 4.5 41 15L43 27L39 25L37 30L33.6 26.4L30.4 31L28 27L24.6 30.6L23.4 26.4L19.6 28.4Q17.4 22 18 15Z');
  f.push(head);
  // the hooked beak: the upper half hooking down over the lower
  f.push(path('M13.4 19.4L21 20L20.4 23.4Q16 24 13 21.4Z'));
  f.push(path('M21 11.4Q13 10 9 14.6Q6.6 18.4 7.6 23.2Q8.4 24.4 9.2 23.2Q9.6 20.4 12.4 19.6Q16 19 21 20Q22 15.6 21 11.4Z'));
  s.push('M17.6 11.4Q16.6 14.6 17.6 19.4');
  // the eye under a brow, the smile
  eye(27, 13.6, 3, 1.75, f, dots);
  s.push('M22.6 9.4Q27 7.4 31.6 9.6');
  s.push('M23.8 23.4Q26.6 25.4 29.6 23.8');
  return done(f, s, dots, head);
}

/**
 * The swan floating, as a picture book draws it: the neck in an S, a round head with an orange beak and the knob
 * at its base (an area, not black), a ringed eye with a shine, a smile; a boat of a body with its tail turned up;
 * the wing raised a little on its back in three layers (long flight feathers sweeping up to the tail, the
 * secondaries, the coverts, each an area), and ripples on the water under it. Fluent's was a thick doubled
 * outline with nothing inside.
 */
export function swan() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the body, the breast forward, the tail turned up behind
  f.push(path('M15.6 52Q14 42 24 40Q33 39.4 40 44Q52 42 60 37Q65 33.6 69.6 30Q70.6 40 66.6 48.6Q61.4 58.6 47 60.6Q31 62.6 21.6 59.4Q16 56.6 15.6 52Z'));
  // the neck in an S from the breast up to the head
  const neck = band(
    along(
      [24.5, 44.5],
      [
        [
          [33, 37],
          [37.5, 27],
          [30, 20],
        ],
        [
          [25.6, 16],
          [23.4, 16.4],
          [23.2, 12.6],
        ],
      ],
    ),
    (t) => r2(9.5 - 4.4 * Math.sqrt(t)),
  );
  f.push(path(neck.d));
  // the wing on its back: the flight feathers sweeping up to the tail, the secondaries, the coverts, the shoulder
  foldedWing(
    [25, 51],
    [
      [34, 38],
      [52, 33],
    ],
    [
      [36, 60],
      [56, 48],
    ],
    [67, 33],
    [
      [9, 4, 1.9],
      [5, 3, 1.7],
    ],
    4,
    f,
    s,
  );
  // the head, kept clear of an adult page's fill; the knob at the beak's base, the beak over its foot
  const head = path(circle(19.4, 9.4, 6.6));
  f.push(head);
  f.push(path(turnedEllipse(14.6, 7.2, 2.6, 1.8, -20)));
  f.push(path('M14.4 6.8Q8.6 7.6 4.2 11.6Q3.4 13.6 5.4 13.8Q9.6 13.8 14.6 12.6Q13.4 9.8 14.4 6.8Z'));
  s.push('M5.6 12.2Q9.6 11.8 13.8 10.4');
  eye(19.6, 8.6, 2.6, 1.5, f, dots);
  s.push('M15.4 13.2Q17.1 14.8 19 14.2');
  // ripples on the water under it and ahead of it
  s.push('M9 62.6Q13 60.8 17 62.6M24 65.4Q34 63.4 44 65.4M52 63.6Q58 62 64 63.6M4 67Q9 65.6 14 67');
  return done(f, s, dots, head);
}

/**
 * A bird's leg from (x, top) down to the ankle at `foot`, `w` wide, with a webbed foot reaching forward (left): three
 * toes with the web between them, the toes' lines running from the ankle to the notches.
 */
function webbedLeg(x: number, top: number, foot: number, f: string[], s: string[], w = 2.4) {
  const h = w / 2;
  const at = (dx: number, dy: number) => `${r2(x + dx)} ${r2(foot + dy)}`;
  f.push(
    path(
      `M${r2(x - h)} ${top}V${foot}L${at(-8.6, 3.4)}Q${at(-9.4, 5)} ${at(-7.6, 5)}Q${at(-6.6, 6.2)} ${at(-4.8, 5.2)}Q${at(-3.6, 6.6)} ${at(-1.8, 5.4)}Q${at(0, 6.6)} ${at(1.2, 4.6)}L${r2(x + h)} ${foot}V${top}Z`,
    ),
  );
  s.push(`M${at(-0.6, 0.8)}L${at(-7.2, 4.4)}M${at(-0.2, 1.2)}L${at(-4.2, 4.8)}`);
}

/**
 * The farm goose walking to the left, as a farm picture book draws it: a plump body with its tail pointed up
 * behind, a long neck up to a round head with an orange beak in two halves, a ringed eye with a shine, a cheek and
 * a smile; a folded wing in three rows of feathers (each an area), and two orange legs with webbed feet, one
 * stepping forward. Fluent's was a doubled outline with one arc for a wing.
 */
export function goose() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the legs, the far one back, the near one stepping forward
  webbedLeg(42, 56, 63.4, f, s);
  webbedLeg(30.5, 56, 64.6, f, s);
  // the body, its tail pointed up behind
  f.push(path('M24 37Q14 46 19 55Q25 62.5 41 62Q55 61 61.6 53Q65.4 47.6 66.2 41.4L69.6 33.4Q63 34.6 57 36Q45 33.6 34 35Z'));
  // the neck up from the breast to the head
  const neck = band(
    along(
      [29, 44],
      [
        [
          [19, 38],
          [25.6, 24],
          [21, 13.4],
        ],
      ],
    ),
    (t) => r2(11 - 4 * t),
  );
  f.push(path(neck.d));
  // the wing folded on the body: the long feathers, the secondaries, the coverts, the shoulder
  foldedWing(
    [27, 45],
    [
      [36, 36],
      [54, 37],
    ],
    [
      [34, 56],
      [54, 53],
    ],
    [65, 43],
    [
      [9, 4, 1.8],
      [5, 3, 1.6],
    ],
    4,
    f,
    s,
  );
  // the head, kept clear of an adult page's fill; the beak in two halves; the eye, a cheek, the smile
  const head = path(circle(21, 11.5, 7.5));
  f.push(head);
  f.push(path('M6 14.4L14.6 14L14.2 16.6Q9.4 17.2 6 14.4Z'));
  f.push(path('M14.2 8Q9 8.4 4.6 12.4Q3.8 14.2 5.8 14.4L14.8 14Q13.6 11 14.2 8Z'));
  eye(21.4, 9.8, 2.8, 1.65, f, dots);
  f.push(path(ellipse(24.6, 14.8, 2.2, 1.5)));
  s.push('M16.8 15.4Q18.8 17.2 21 16.2');
  return done(f, s, dots, head);
}

/**
 * A cute gecko walking to the left: a big round head with a large ringed eye and a shine, a wide smile and a
 * cheek; a plump body with round spots on its back; four legs bent at the elbow, each foot's four toes splayed with
 * a round toe pad at each tip (areas); a tail curling up into a spiral behind, banded into areas. Fluent's lizard
 * was a flat cut-out seen from above.
 */
export function lizard() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // a leg from the shoulder `a` to the elbow `b` to the foot `c`, and four toes splayed from the foot `spread`
  // degrees either side of `deg`, each with its round pad
  const leg = (a: Pt, b: Pt, c: Pt, deg: number, spread = 38) => {
    for (let i = 0; i < 4; i++) {
      const t = (((i - 1.5) / 1.5) * spread + deg) * (Math.PI / 180);
      const tip: Pt = [r2(c[0] + 5.4 * Math.cos(t)), r2(c[1] + 5.4 * Math.sin(t))];
      f.push(path(band([c, tip], () => 1.8).d), path(circle(tip[0], tip[1], 1.75)));
    }
    f.push(path(band(along(a, [[a, b, c]], 10), (t) => r2(6.4 - 2.2 * t)).d));
    f.push(path(circle(c[0], c[1], 2.4)));
  };
  // the far legs, behind the body
  leg([30, 46], [34, 51.6], [35.6, 56.4], 70);
  leg([50, 46], [56, 50], [58.4, 55], 55);
  // the tail: out from the rump and curling up into a spiral, thinning to its tip, in bands
  const spine = along(
    [48, 46],
    [
      [
        [57, 52],
        [67.6, 50],
        [68.4, 40.4],
      ],
      [
        [69, 32],
        [61, 28],
        [56.4, 32.6],
      ],
      [
        [53, 36.4],
        [57, 41],
        [60.8, 38.6],
      ],
    ],
    12,
  );
  const tail = band(spine, (t) => r2(9.6 - 8 * t));
  f.push(path(tail.d));
  for (let k = 6; k < spine.length - 4; k += 5) s.push(`M${P(tail.left[k])}L${P(tail.right[k])}`);
  // the body, its spots
  f.push(path('M18 38Q28 32.4 40 34.4Q51 36 53.6 43Q54 50.6 43 52.6Q31 54.4 22.6 50.4Q14.6 46 18 38Z'));
  for (const [x, y, rx, ry] of [
    [30, 39.4, 2.6, 1.9],
    [38.6, 38.6, 2.2, 1.7],
    [46, 41.6, 2.4, 1.8],
    [35, 45.6, 1.8, 1.4],
    [43, 47.6, 1.6, 1.2],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  // the near legs over the body
  leg([26, 46], [20.4, 51], [17.2, 58.4], 110);
  leg([46.6, 47.6], [50, 54], [47.6, 61], 95);
  // the head, kept clear of an adult page's fill: round with a blunt snout, the big eye, the smile, a cheek
  const head = path('M3.6 33.6Q3 24.4 13 22.4Q24 20.6 28.4 28.4Q31 35.6 24.6 40.6Q17 45 9 42Q4 39.6 3.6 33.6Z');
  f.push(head);
  eye(16.4, 29.2, 4.4, 2.7, f, dots);
  f.push(path(ellipse(22.6, 37, 2.4, 1.6)));
  s.push('M5.8 35.6Q11 40.6 16 38.2');
  return done(f, s, dots, head);
}
