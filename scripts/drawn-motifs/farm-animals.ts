// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji draws the cow as a box on four post legs with solid black patches and a pointed snout (the build
// drew a muzzle and a mouth on it), and the rooster as a half disc on a stick with a box for a tail: on the farm
// pages one printed as a crate with spots, the other as a bowl with a comb. Ours stand whole, as a picture book
// draws them. The cow's legs, tail, ears and eyes are the horses' (hooved.ts), its bell the goat's; the rooster's
// head and legs are the hen's (hen.ts), so the two read as a pair.
import { bell } from './big-animals';
import { BIRD_HEAD, birdLeg } from './hen';
import { cv, face, leaf, legEdges, lowerLeg, near, span, tail, wedge } from './hooved';
import { along, band, ellipse, path, r2, type Pt } from './shapes';

const d = (pts: Pt[]) => pts.map((p) => p.join(' ')).join('L');
const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * The cow's body, facing left, as its own points: from the top of the neck along the back (a dip behind the
 * shoulders, up over the hip bones), over the tail head and down the square rump, under the round belly and up
 * the chest to under the chin. The head covers its front.
 */
const BODY: Pt[] = along(
  [25, 22.5],
  cv(
    [0, 0],
    [
      ...[30, 21.6, 35, 24.4, 41, 24.4],
      ...[47, 24.4, 51, 21, 55.5, 21.2],
      ...[58.5, 21.4, 61, 23.2, 63.5, 23.4],
      ...[66.2, 25, 66.6, 31, 66.2, 36],
      ...[65.8, 41, 65, 45.5, 61.5, 47.5],
      ...[57, 49, 53, 48.4, 48, 49.4],
      ...[43, 51.6, 34, 52, 29, 49.6],
      ...[24, 48, 16, 47.5, 13.5, 42],
      ...[11.5, 37, 14, 26, 25, 22.5],
    ],
  ),
  8,
);

/**
 * A whole cow standing side-on, facing left, its head turned to the reader: a body with a straight back, hip
 * bones and a round belly, patches as closed areas (colour them black or brown, or leave them), four legs with
 * knees and cloven hooves, an udder, a tail with a tuft; a long face with a big pale muzzle, two nostrils and a
 * smile standing free under them, two eyes, ears out to the sides, two small horns, and a bell on a collar
 * under the chin.
 */
export function cow() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the far legs, set back and a little higher, then the udder, then the near legs: the body hides their tops
  const legs: [Pt, boolean, boolean][] = [
    [[34.5, 59.6], false, true],
    [[61, 59.6], true, true],
    [[27.5, 60.5], false, false],
    [[52.5, 60.5], true, false],
  ];
  const hoofSplit = ([x, y]: Pt) => s.push(`M${x} ${r2(y + 1.4)}V${r2(y + 4.5)}`);
  for (const [o, hind, far] of legs.slice(0, 2)) {
    lowerLeg(o, legEdges(o, hind, -0.4, far && hind), f, false, true);
    hoofSplit(o);
  }
  f.push(path('M40 47Q39 53.4 42.8 54.4L43 57Q43.8 58 44.6 57L44.8 54.8Q46.2 55 47.6 54.8L47.8 57Q48.6 58 49.4 57L49.6 54.3Q52.6 53 52.6 47Z'));
  for (const [o, hind] of legs.slice(2)) {
    lowerLeg(o, legEdges(o, hind, -0.4), f, false, true);
    hoofSplit(o);
  }
  tail([64.2, 25.4], f, s);
  f.push(path(`M${d(BODY)}Z`));
  // the hip bone and the shoulder, short lines in from the back
  s.push('M55.4 21.6Q54.2 25 55.8 27.4', 'M29.5 24Q31.6 28 30.6 33');
  // the patches: on the back and on the rump, each a run of the body's own outline and a curve in (so no sliver
  // of white opens along the edge), and one standing free on the flank
  for (const [p, len, tip, bow] of [
    [[37, 23.6], 8, [41.5, 33.5], 2.5],
    [[66.4, 29], 9, [57, 36], -2],
  ] as [Pt, number, Pt, number][])
    f.push(wedge(span(BODY, near(BODY, p), len), tip, bow));
  f.push(path('M40 38.5Q44.5 35.2 49 38Q51.8 40.5 49.6 43.6Q46 46 42.4 44.6Q38.2 42.6 40 38.5Z'));
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
 * A whole rooster standing side-on, facing left, the hen's mate: her head and legs (hen.ts) under a tall comb of
 * five points, with two long wattles, a cape of pointed neck feathers, a proud round chest, a wing of long
 * feathers (areas) and a big arching tail of sickle feathers (each an area of its own), on longer legs with a
 * spur each. Fluent's rooster was a half disc on a stick with a box for a tail.
 */
export function rooster() {
  const f: string[] = [];
  const s: string[] = [];
  // the legs with their spurs (an area behind each leg), behind the body
  for (const x of [31, 40]) {
    f.push(path(`M${x} 55.6L${x + 3.6} 54.6Q${x + 4.2} 54.8 ${x + 3.8} 55.4L${x} 58Z`));
    f.push(birdLeg(x, 46));
  }
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
  f.push(path('M14 12.5Q11.2 9.6 13.4 7.4Q12.8 3.6 16.6 3.6Q17.2 0.2 20.8 1.2Q23 -0.6 25.2 1.8Q28.4 1.2 28.6 4.6Q31.6 5.4 30.4 9Q31 12.2 28 13L16 14Z'));
  const { head, beak, lines, eye } = BIRD_HEAD;
  f.push(head, beak);
  f.push(path('M13.8 20.8Q10.2 22.4 10.6 27.6Q11.6 31.2 14.4 29.6Q15 25 15.4 21.4Z'));
  f.push(path('M14.9 21.8Q13.4 25.4 15.2 30.2Q17.8 31.4 18.2 28.2Q17.8 24.8 15.9 21.9Z'));
  s.push(lines);
  return out(f, s, [eye], head);
}
