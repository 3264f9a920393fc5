// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji draws the cow as a box on four post legs with solid black patches and a pointed snout (the build
// drew a muzzle and a mouth on it), and the rooster as a half disc on a stick with a box for a tail: on the farm
// pages one printed as a crate with spots, the other as a bowl with a comb. Ours stand whole, as a picture book
// draws them. The cow stands on legs of its own, as long as its body is deep, with knees, hocks and cloven hooves
// (on the horses' short legs it read as a table); its ears and eyes are the horses' (hooved.ts), its bell the
// goat's. The rooster has the hen's head (hen.ts), so the two read as a pair, but legs of his own: thick, scaly,
// spurred, with three toes forward and one back (on her thin legs he stood on sticks).
import { bell } from './big-animals';
import { BIRD_HEAD } from './hen';
import { face, leaf, near, span, wedge } from './hooved';
import { along, band, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

const d = (pts: Pt[]) => pts.map((p) => p.join(' ')).join('L');
const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A smooth line through `pts` (a Catmull-Rom spline), `n` points to a stretch: outlines are given by the points
 * they pass through (a knee, a hock, a hip bone), which is how they are judged on the page.
 */
function through(pts: Pt[], n = 5): Pt[] {
  const out: Pt[] = [pts[0]];
  for (let i = 0; i + 1 < pts.length; i++) {
    const [p0, p1, p2, p3] = [pts[Math.max(0, i - 1)], pts[i], pts[i + 1], pts[Math.min(pts.length - 1, i + 2)]];
    for (let k = 1; k <= n; k++) {
      const t = k / n;
      const [t2, t3] = [t * t, t * t * t];
      out.push(
        [0, 1].map((j) =>
          r2(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2 + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3)),
        ) as Pt,
      );
    }
  }
  return out;
}

const at = (o: Pt, pts: number[]): Pt[] => Array.from({ length: pts.length / 2 }, (_, i): Pt => [r2(o[0] + pts[2 * i]), r2(o[1] + pts[2 * i + 1])]);

/**
 * A cow's leg standing on the top of its hoof at `o`, its front edge top to bottom and its back edge bottom to
 * top. A foreleg is a straight column with a knee half-way down; a hind leg widens up into the thigh with its hock
 * pointing back and the cannon slanting forward under it. Both are 6 across at the cannon and stand about 18
 * units from the belly to the hoof, near the body's depth as on a real cow: legs half that read as stumps under
 * a box, a table. A `far` leg's top stays narrow, inside the body.
 */
function cowLeg(o: Pt, hind: boolean, far = false): { front: Pt[]; back: Pt[] } {
  return hind
    ? {
        front: at(o, [-4.4, -21, -3.6, -16, -2.5, -12.5, -2.7, -10.5, -3.1, -7, -3, -3.5, -3.1, 0]),
        back: at(o, [3.1, 0, 3.1, -3, 3.8, -7, 5.6, -11, ...(far ? [5.4, -14, 4.5, -20, 2, -27] : [6.4, -15, 7.8, -21, 9.5, -30])]),
      }
    : {
        front: at(o, [far ? -3.6 : -4.2, -20, -3.6, -12.5, -3.9, -9.2, -3, -6.5, -3, 0]),
        back: at(o, [3, 0, 3, -6.5, 3.8, -9.2, 3.6, -12.5, 4.4, -17, 5.4, -20.5]),
      };
}

/** A cloven hoof under a leg ending at `o`: two toes, each an area, parted by a notch. */
const cloven = ([x, y]: Pt) => [
  path(
    `M${r2(x - 3.1)} ${y}L${r2(x - 3.9)} ${r2(y + 3.6)}Q${r2(x - 4.1)} ${r2(y + 4.5)} ${r2(x - 3.1)} ${r2(y + 4.5)}L${r2(x - 0.9)} ${r2(y + 4.5)}Q${r2(x - 0.15)} ${r2(y + 4.5)} ${r2(x - 0.15)} ${r2(y + 3.5)}L${x} ${y}Z`,
  ),
  path(
    `M${x} ${y}L${r2(x + 0.15)} ${r2(y + 3.5)}Q${r2(x + 0.15)} ${r2(y + 4.5)} ${r2(x + 0.9)} ${r2(y + 4.5)}L${r2(x + 3)} ${r2(y + 4.5)}Q${r2(x + 3.8)} ${r2(y + 4.5)} ${r2(x + 3.6)} ${r2(y + 3.6)}L${r2(x + 3.1)} ${y}Z`,
  ),
];

const FORE: Pt = [27, 65];
const HIND: Pt = [57.5, 65];
const FORE_LEG = cowLeg(FORE, false);
const HIND_LEG = cowLeg(HIND, true);

/**
 * The cow's outline, facing left, with its near legs: from the top of the neck along the back (a dip behind the
 * shoulders, up over the hip bone and the tail head), round the rump and down the thigh to the hock, down the hind
 * leg and up its front into the flank, under the round belly, down the foreleg past its knee and up again, round
 * the chest to under the chin. The head covers its front; the hooves cover the legs' ends.
 */
const BODY: Pt[] = [
  ...through([
    [24, 22.5],
    [30, 21.4],
    [36, 23.2],
    [44, 23.6],
    [50, 22],
    [54.5, 20.2],
    [57.5, 21.4],
    [61.5, 21.2],
    [64.5, 22.6],
    [66.8, 26.5],
    ...HIND_LEG.back.slice().reverse(),
  ]),
  ...through([...HIND_LEG.front.slice().reverse().slice(0, -1), [52.5, 45.8], [48, 47.2], [42, 48.3], [36, 47.8], ...FORE_LEG.back.slice().reverse()]),
  ...through([...FORE_LEG.front.slice().reverse(), [21.5, 45.5], [17.5, 42], [14.5, 37.5], [15, 31], [18, 26], [24, 22.5]]),
];

/**
 * A whole cow standing side-on, facing left, its head turned to the reader: a body with a straight back, a hip
 * bone and a round belly, patches as closed areas (colour them black or brown, or leave them), four long legs
 * with knees and hocks on cloven hooves (two toes, each an area), an udder with teats between the legs, a tail with
 * a tuft lying against the rump; a long face with a big pale muzzle, two nostrils and a smile standing free under
 * them, two eyes, ears out to the sides, two small horns, and a bell on a collar under the chin.
 */
export function cow() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the far legs, set back and a little higher (the far hind one stepping forward, so no sliver of white opens
  // between it and the near hind leg), then the udder, its teats clear of the legs: the body hides their tops
  for (const [o, hind] of [
    [[36.5, 64], false],
    [[51.3, 64], true],
  ] as [Pt, boolean][]) {
    const { front, back } = cowLeg(o, hind, true);
    f.push(path(`M${d(through(front))}L${d(through(back))}Z`), ...cloven(o));
  }
  f.push(path('M40.5 44Q40 50.4 42.3 51.3L42.4 54Q43.2 55 44 54L44.1 51.8Q44.75 51.9 45.4 51.8L45.5 53.8Q46.3 54.8 47.1 53.8L47.2 51.5Q50.8 50 50.5 44Z'));
  f.push(path(`M${d(BODY)}Z`), ...cloven(FORE), ...cloven(HIND));
  // the hip bone and the shoulder, short lines in from the back; the elbow and the stifle, where the legs go in
  s.push('M54.8 20.8Q53.6 24.5 55.2 27.2', 'M29.5 21.8Q31.6 26 30.6 31', 'M32.6 46.6Q34 41.5 32.4 37.5', 'M52.6 45.6Q52 40.5 55.2 36.5');
  // the patches: on the back and on the rump, each a run of the body's own outline and a curve in (so no sliver
  // of white opens along the edge), and one standing free on the flank
  for (const [p, len, tip, bow] of [
    [[37, 23.4], 8, [41.5, 33.5], 2.5],
    [[66.8, 28], 9, [58.5, 34], -2],
  ] as [Pt, number, Pt, number][])
    f.push(wedge(span(BODY, near(BODY, p), len), tip, bow));
  f.push(path('M40 38.5Q44.5 35.2 49 38Q51.8 40.5 49.6 43.6Q46 46 42.4 44.6Q38.2 42.6 40 38.5Z'));
  // the tail, set on at the tail head and lying against the rump, its tuft hanging beside the hock
  const tailLine = through([
    [62, 21.8],
    [65, 20.8],
    [67, 24.5],
    [67.4, 31],
    [67.3, 38],
    [67.5, 45],
  ]);
  f.push(path(band(tailLine, () => 2).d));
  const [x, y] = [67.5, 44];
  f.push(
    path(
      `M${x - 1.4} ${y}Q${x - 4} ${y + 5} ${x - 2.4} ${y + 10}Q${x - 1.1} ${y + 8.6} ${x} ${y + 10.4}Q${x + 1.1} ${y + 8.6} ${x + 2.4} ${y + 10}Q${x + 4} ${y + 5} ${x + 1.4} ${y}Z`,
    ),
  );
  s.push(`M${x - 0.6} ${y + 3.2}Q${x - 1.2} ${y + 5.8} ${x - 0.9} ${y + 7.8}M${x + 0.8} ${y + 3.2}Q${x + 1.3} ${y + 5.8} ${x + 1} ${y + 7.8}`);
  // the horns and the ears behind the head, each ear with an inner ear
  const horn = (x: number, dir: number) =>
    path(
      band(
        along(
          [x, 11.5],
          [
            [
              [x + dir * 2.2, 10.5],
              [x + dir * 4, 9.2],
              [x + dir * 4.4, 6.2],
            ],
          ],
          8,
        ),
        (t) => 2.8 - 1.6 * t,
      ).d,
    );
  f.push(horn(10.8, -1), horn(19.8, 1));
  for (const [a, tip, b] of [
    [
      [8.4, 13.6],
      [0.8, 15.8],
      [8.3, 18.2],
    ],
    [
      [22.2, 13.6],
      [29.8, 15.8],
      [22.3, 18.2],
    ],
  ] as [Pt, Pt, Pt][]) {
    f.push(leaf(a, tip, b, 1.6));
    const m: Pt = [r2((a[0] + b[0]) / 2), r2((a[1] + b[1]) / 2)];
    f.push(
      leaf(
        [r2(m[0] + (tip[0] - m[0]) * 0.15), r2(a[1] + 1.2)],
        [r2(m[0] + (tip[0] - m[0]) * 0.8), r2(tip[1] + 0.1)],
        [r2(m[0] + (tip[0] - m[0]) * 0.15), r2(b[1] - 1.1)],
        0.7,
      ),
    );
  }
  // the collar round the neck, from behind the head down to the chest, the bell hanging from it
  f.push(
    path(
      band(
        along(
          [20, 23],
          [
            [
              [25.5, 27],
              [25, 36],
              [18.6, 40.6],
            ],
          ],
          12,
        ),
        () => 2.8,
      ).d,
    ),
  );
  const b = bell([18.4, 40]);
  f.push(b.f);
  s.push(b.s);
  // the long face (kept clear of an adults' page's fill), a patch round its far eye, the big pale muzzle
  const head = path('M15.3 9.2C20.4 9.2 23.4 11.4 23.4 16C23.4 20.5 21.4 23.5 21 27.5L9.6 27.5C9.2 23.5 7.2 20.5 7.2 16C7.2 11.4 10.2 9.2 15.3 9.2Z');
  f.push(head);
  f.push(path('M17.6 10.6Q22.6 10.6 22.9 15.6Q22.8 20.6 19 21.6Q16 21.4 16.2 17.2Q16.2 13 17.6 10.6Z'));
  const muzzle = path(ellipse(15.3, 30, 7.8, 6.2));
  f.push(muzzle);
  // the eyes (the horses', with lashes), and on the muzzle two flat nostrils, wider than tall: round ones the
  // size of the eyes with a smile under them read as a second face
  face([12, 18], [11.2, 27.4], 'M10.6 32.2Q15.3 35.6 20 32.2', s, dots, 1.6, [1.3, 0.75]);
  face([18.6, 18], [19.4, 27.4], '', s, dots, 1.6, [1.3, 0.75]);
  return out(f, s, dots, head + muzzle);
}

/**
 * A comb of rounded points standing up from the head: each point a cubic from one valley to the next whose two
 * controls stand either side of a point beyond the tip, so that the curve rounds over the tip itself. The base
 * closes under the head.
 */
function comb(valleys: Pt[], tips: Pt[]): string {
  let d = `M${valleys[0].join(' ')}`;
  tips.forEach((t, i) => {
    const [a, b] = [valleys[i], valleys[i + 1]];
    const beyond = [0, 1].map((j) => (t[j] - 0.125 * (a[j] + b[j])) / 0.75);
    const c = (k: number) => [0, 1].map((j) => r2(beyond[j] + k * 0.32 * (a[j] - b[j]))).join(' ');
    d += `C${c(1)} ${c(-1)} ${b.join(' ')}`;
  });
  return path(`${d}Z`);
}

/** A toe from `a` curving through `b` to `c`, `w` across at its root, tapering to a claw just beyond `c`. */
function toe(a: Pt, b: Pt, c: Pt, w: number): string {
  const { left, right } = band(along(a, [[b, b, c]], 8), (t) => r2(w * (1 - 0.6 * t * t)));
  const len = Math.hypot(c[0] - b[0], c[1] - b[1]);
  const claw: Pt = [r2(c[0] + ((c[0] - b[0]) / len) * 1.1), r2(c[1] + ((c[1] - b[1]) / len) * 1.1)];
  return path(`M${d(left)}L${claw.join(' ')}L${d([...right].reverse())}Z`);
}

/**
 * A rooster's leg standing at `x`: three toes forward and one back (areas), a scaly shank 3.8 across (the hen's
 * is 2) with three scale bands across it, and a spur pointing back and up, behind the shank. The feathered thigh
 * (`thigh`) covers its top.
 */
function roosterLeg(x: number, f: string[], s: string[]) {
  const y = 64.2; // the ankle
  f.push(
    toe([x + 0.6, y], [x + 3, y + 1.4], [x + 4.6, y + 3.2], 2.2),
    toe([x - 0.4, y], [x - 3.8, y + 2], [x - 7.2, y + 3.3], 2.6),
    toe([x, y + 0.4], [x - 2, y + 2.6], [x - 3.8, y + 4.4], 2.6),
    toe([x + 0.3, y + 0.4], [x + 0.3, y + 2.6], [x, y + 4.8], 2.4),
  );
  f.push(path(`M${r2(x + 1.5)} 57.6Q${r2(x + 3.6)} 58.6 ${r2(x + 5)} 56.4Q${r2(x + 5)} 59.6 ${r2(x + 1.6)} 61Z`));
  f.push(
    path(
      `M${r2(x - 1.9)} 47L${r2(x - 1.7)} ${r2(y - 1)}Q${r2(x - 1.9)} ${r2(y + 1.4)} ${x} ${r2(y + 1.4)}Q${r2(x + 1.9)} ${r2(y + 1.4)} ${r2(x + 1.7)} ${r2(y - 1)}L${r2(x + 1.9)} 47Z`,
    ),
  );
  for (const yy of [56.2, 58.8, 61.4]) s.push(`M${r2(x - 1.85)} ${yy}Q${x} ${r2(yy + 1)} ${r2(x + 1.85)} ${yy}`);
}

/** The feathered thigh over the top of a leg at `x`, hanging from the body with a feathered hem. */
const thigh = (x: number) =>
  path(
    `M${r2(x - 4.2)} 44.5C${r2(x - 5)} 49 ${r2(x - 3.4)} 52 ${r2(x - 2.5)} 54.2L${r2(x - 1)} 53.2L${x} 55L${r2(x + 1)} 53.2L${r2(x + 2.5)} 54.2C${r2(x + 3.6)} 52 ${r2(x + 5)} 49 ${r2(x + 4.2)} 44.5Z`,
  );

/**
 * A whole rooster standing side-on, facing left, the hen's mate: her head (hen.ts) under a tall comb of five
 * rounded points, with two long wattles, a cape of pointed neck feathers, a proud round chest, a wing of long
 * feathers (areas) and a big arching tail of sickle feathers (each an area of its own), on strong legs: feathered
 * thighs, scaly shanks with a spur, three toes forward and one back. Fluent's rooster was a half disc on a stick
 * with a box for a tail.
 */
export function rooster() {
  const f: string[] = [];
  const s: string[] = [];
  // the far leg and its thigh behind the body; the near leg too, its thigh over the body (below, before the wing)
  roosterLeg(28.5, f, s);
  f.push(thigh(28.5));
  roosterLeg(39.5, f, s);
  // the sickle feathers arching up and over behind, the biggest first, then the short ones at their roots
  const sickle = (c: [Pt, Pt, Pt, Pt], w: number) => path(band(along(c[0], [[c[1], c[2], c[3]]], 16), (t) => r2(w * (1 - 0.85 * t * t))).d);
  f.push(
    sickle(
      [
        [47, 34],
        [47.5, 6],
        [66, 0],
        [70.5, 26],
      ],
      6.4,
    ),
    sickle(
      [
        [48.5, 37],
        [51, 15],
        [64.5, 11],
        [66.2, 33],
      ],
      5.8,
    ),
    sickle(
      [
        [50, 40],
        [54, 24],
        [63, 22],
        [62, 40],
      ],
      5,
    ),
  );
  f.push(
    sickle(
      [
        [49, 41],
        [57, 36.5],
        [64.5, 39.5],
        [67.5, 48],
      ],
      4.6,
    ),
  );
  f.push(path('M49 35Q53.5 27 58.5 28Q58.8 33.5 53 39Z'));
  // the body: a proud round chest, a full back up to the tail
  f.push(path('M20.5 26Q14.5 31 15 38.5Q16 46.5 25 49.5Q33 52 42 50.5Q50 49 53.5 43Q56 37 51.5 33.5Q47 30.5 40.5 32Q33 32 28.5 26Z'));
  f.push(thigh(39.5));
  // the wing: three long feathers fanning back and down (the lowest first, each over the one below), their
  // roots under the shoulder
  for (const [y, tip] of [
    [43.4, [47, 48.6]],
    [40.8, [50, 45.2]],
    [38.2, [51.6, 41]],
  ] as [number, Pt][])
    f.push(leaf([35.5, r2(y - 1.9)], tip, [35.5, r2(y + 1.9)], 1.4));
  f.push(path('M30.6 36.8Q37.5 31.5 45.5 34.2Q48.6 36.6 46.2 39.4Q40.5 42.4 37.4 47Q31.6 46.8 30.6 42Q30 39.4 30.6 36.8Z'));
  // the cape of pointed neck feathers over the shoulders, from behind the head
  f.push(
    path(
      'M19.5 22.5Q25 18 30 24Q33 27.5 34.5 33L31.6 31.6L32.4 36.2L29.2 33.6L28.6 38.2L26 34.6L24.2 38.6L22.4 34.2L19.6 37.4L19.2 32.6L16.2 34.4Q16.8 28 19.5 22.5Z',
    ),
  );
  // the tall comb over the head, then the hen's head and beak, and the two long wattles under the beak
  f.push(
    comb(
      [
        [14.2, 13],
        [14.6, 7.6],
        [18, 5.4],
        [22, 4.8],
        [26, 5.8],
        [28.8, 13],
      ],
      [
        [11.4, 8],
        [14.4, 2.6],
        [19.8, 0.4],
        [24.8, 0.8],
        [31, 5.4],
      ],
    ),
  );
  const { head, beak, lines, eye } = BIRD_HEAD;
  f.push(head, beak);
  f.push(path('M13.8 20.8Q10.2 22.4 10.6 27.6Q11.6 31.2 14.4 29.6Q15 25 15.4 21.4Z'));
  f.push(path('M14.9 21.8Q13.4 25.4 15.2 30.2Q17.8 31.4 18.2 28.2Q17.8 24.8 15.9 21.9Z'));
  s.push(lines);
  return out(f, s, [eye], head);
}
