// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's lobster printed as a flat outline with two dot eyes and nothing inside its claws, its shrimp as a
// plated wedge with a dot eye, its leopard as a boxy block on post legs with solid black spots, and its rat as a
// grey side-on blob with one eye. Ours are whole and friendly, drawn as the crab (sea-friends.ts) and the tiger
// (jungle-animals.ts) are, with the house's kawaii face on the sea creatures.
import { smooth } from './dinosaurs';
import { kawaiiFace, pupil } from '../../lib/studio/art-kit/kawaii-face';
import { catMuzzle } from './lion';
import { catLeg } from './big-cat-legs';
import { leg, paw } from './pets';
import { CLAW, capsule } from './sea-friends';
import { along, band, circle, ellipse, onEllipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const P = (p: Pt) => `${p[0]} ${p[1]}`;
const rad = (a: number) => (a * Math.PI) / 180;
const mirrorX = (p: Pt): Pt => [r2(72 - p[0]), p[1]];
const mirrorPath = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) => `${r2(72 - Number(x))} ${y}`);

/**
 * One lobe of a tail fan from the pivot, pointing `a` degrees (0 to the right, 90 down), `len` long and `w` across,
 * with a band across its outer end (a line from edge to edge): two areas to colour.
 */
function fanLobe(pivot: Pt, a: number, len: number, w: number, f: string[], s: string[]) {
  const [c, si] = [Math.cos(rad(a)), Math.sin(rad(a))];
  const at = (u: number, v: number): Pt => [r2(pivot[0] + u * c - v * si), r2(pivot[1] + u * si + v * c)];
  f.push(path(turnedEllipse(...at(len / 2, 0), r2(len / 2), r2(w / 2), a)));
  // the band: across the lobe at 72 % of its length, reaching a little past both edges
  const half = (w / 2) * Math.sqrt(1 - 0.44 ** 2) + 0.2;
  s.push(`M${P(at(len * 0.72, -half))}Q${P(at(len * 0.78, 0))} ${P(at(len * 0.72, half))}`);
}

/**
 * A lobster seen from above and smiling: two big claws raised on jointed arms (two segments each, the pincers
 * open, a band across each palm), long antennae sweeping up between them, a pointed rostrum, a round carapace with
 * the house's face, three jointed legs a side, a tail of five shell segments and a fan of five banded lobes.
 */
export function lobster() {
  const f: string[] = [];
  const s: string[] = [];
  const both = (d: (m: (p: Pt) => Pt) => string) => f.push(path(d((p) => p)), path(d(mirrorX)));
  // the antennae, long and thin, from the head up over the top, and two short feelers beside them
  for (const m of [(p: Pt) => p, mirrorX]) {
    const feeler = along(m([33.4, 18]), [[m([31, 9]), m([27.6, 5.4]), m([24.6, 0.8])]]);
    f.push(path(band(feeler, (t) => r2(2 - 1.1 * t)).d));
    const short = along(m([34.8, 17]), [[m([34, 12]), m([32.4, 10]), m([30.4, 9.4])]]);
    f.push(path(band(short, (t) => r2(1.8 - 0.8 * t)).d));
  }
  // the legs, behind the body: out to a knee, down to a pointed foot
  const legs: [Pt, Pt, Pt][] = [
    [
      [29, 36],
      [19.5, 40],
      [16.5, 48],
    ],
    [
      [29, 40],
      [20.5, 45.5],
      [18.6, 53.4],
    ],
    [
      [29.5, 44],
      [22.6, 51],
      [22.2, 58.6],
    ],
  ];
  for (const [a, k, t] of legs) {
    both((m) => capsule(m(k), m(t), 3.2, 1.2));
    both((m) => capsule(m(a), m(k), 3.8, 3.4));
  }
  // the arms: two segments from the shoulder to the elbow and up to the claw
  both((m) => capsule(m([13.2, 34]), m([12.4, 23.5]), 5.4, 5));
  both((m) => capsule(m([29, 31]), m([13.2, 34]), 6.2, 5.6));
  f.push(path(CLAW), path(mirrorPath(CLAW)));
  // a band across each palm, under the fingers
  s.push('M5.2 20.6Q12 23.6 19.8 19.6', mirrorPath('M5.2 20.6Q12 23.6 19.8 19.6'));
  // the tail fan at the bottom: five lobes fanning from under the last segment, each with a band
  for (const a of [150, 120, 90, 60, 30]) fanLobe([36, 58.5], a, a === 90 ? 12.5 : 11.5, a === 90 ? 6.4 : 5.6, f, s);
  // the tail's shell segments, the lowest first, each laid over the one below it
  for (const [y, rx] of [
    [56.5, 6.6],
    [52, 7.6],
    [47.2, 8.6],
    [42.4, 9.4],
    [37.6, 10],
  ])
    f.push(path(ellipse(36, y, rx, 3.9)));
  // the rostrum between the antennae, then the round carapace over it with the face
  f.push(path('M33.4 19L36 10.8L38.6 19Z'));
  const head = path(ellipse(36, 26.5, 10.6, 11));
  f.push(head);
  const face = kawaiiFace(36, 27.4, 1.12);
  f.push(...face.f);
  s.push(face.s);
  // the carapace's back edge, a line over the top of the tail
  s.push('M27.6 33Q36 38.2 44.4 33');
  return out(f, s, [face.d], face.c);
}

/**
 * A shrimp curled into a C, facing left: a round head with the house's face, a pointed rostrum, two long antennae
 * sweeping back over its curved back, a body of six shell segments narrowing round the curl to a fan tail of
 * three lobes, little swimming legs inside the curl and walking legs under the head.
 */
export function shrimp() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy, R] = [39, 37, 18.5];
  // the spine round the curl, from behind the head to the tail
  const spine: Pt[] = [];
  const [a0, a1] = [-168, 96];
  for (let i = 0; i <= 60; i++) spine.push(onEllipse(cx, cy, R, R, rad(a0 + ((a1 - a0) * i) / 60)));
  const width = (t: number) => r2(16 - 9.5 * t);
  // the long antennae, behind everything: from the head back over the top of the curl
  for (const [from, c1, c2, to, w] of [
    [[9, 26], [12, 4], [38, -3], [58, 1.4], 2.2],
    [[11.6, 24], [24, 6], [54, 2], [71, 14], 2],
  ] as [Pt, Pt, Pt, Pt, number][])
    f.push(path(band(along(from, [[c1, c2, to]]), (t) => r2(w - 1 * t)).d));
  // the little swimming legs inside the curl, their ends under the body
  for (const a of [-14, 14, 42, 68]) {
    const t = (a - a0) / (a1 - a0);
    const r = R - width(t) / 2 - 1.6;
    f.push(path(turnedEllipse(...onEllipse(cx, cy, r, r, rad(a)), 3.2, 1.5, a)));
  }
  // the tail fan at the end of the curl, flaring out to the lower left: three round lobes, the middle one on top,
  // a band across the middle one
  const end = spine[spine.length - 1];
  for (const da of [-44, 44, 0]) {
    const a = 152 + da;
    const len = da === 0 ? 15 : 13;
    const at = (u: number): Pt => [r2(end[0] + u * Math.cos(rad(a))), r2(end[1] + u * Math.sin(rad(a)))];
    f.push(path(turnedEllipse(...at(len / 2), r2(len / 2), da === 0 ? 3.8 : 3.3, a)));
  }
  // the body and its shell segments: lines across the band, each bowed a little towards the tail
  const body = band(spine, (t) => width(t));
  f.push(path(body.d));
  for (const i of [14, 24, 33, 41, 49]) {
    const [l, r, l2, r2_] = [body.left[i], body.right[i], body.left[i + 2], body.right[i + 2]];
    const mid: Pt = [r2((l2[0] + r2_[0]) / 2), r2((l2[1] + r2_[1]) / 2)];
    s.push(`M${P(l)}Q${P(mid)} ${P(r)}`);
  }
  // the walking legs under the head, then the rostrum and the head over their tops
  for (const [x, tip] of [
    [12, [9.5, 48.6]],
    [17, [15.6, 50]],
    [22, [22, 50.4]],
  ] as [number, Pt][])
    f.push(path(capsule([x, 38], tip, 2.6, 1.4)));
  f.push(path('M7.4 27.4Q2.6 25.6 0.8 26.6Q3.2 29 6.6 31.6Z'));
  const head = path(
    smooth([
      [18, 19.6],
      [26.4, 22.4],
      [30.6, 30.4],
      [27.6, 39.4],
      [18, 42.6],
      [8.8, 40],
      [5, 31.6],
      [8.6, 23.4],
    ]),
  );
  f.push(head);
  const face = kawaiiFace(17.6, 32, 1.08);
  f.push(...face.f);
  s.push(face.s);
  return out(f, s, [face.d], face.c);
}

/**
 * A rosette: a ring (an area with an area laid in it) a little off round, as a leopard's spots are coloured, never
 * printed solid black.
 */
function rosette(f: string[], x: number, y: number, r: number, a = 0) {
  f.push(path(turnedEllipse(x, y, r2(r * 1.15), r, a)));
  f.push(path(turnedEllipse(r2(x + 0.15 * r), r2(y + 0.1 * r), r2(r * 0.58), r2(r * 0.48), a + 20)));
}

/**
 * A leopard cub standing side-on, facing left, its big round face turned to the reader: round ears with inner ears,
 * spots on its forehead, the lion's muzzle (lion.ts) with a smile standing free under it, whiskers; a body with
 * rosettes (rings to colour) and a pale belly, four legs (big-cat-legs.ts) with a shoulder, a haunch, spots and
 * toed paws, and a long tail curling up with spots and a round tip.
 */
export function leopard() {
  const f: string[] = [];
  const s: string[] = [];
  // the long tail curling up behind the body, spots along it and its round tip
  const tailLine = along(
    [58, 42],
    [
      [
        [68, 44],
        [70.4, 34],
        [69.2, 24],
      ],
      [
        [68.4, 17],
        [64, 14.6],
        [61.4, 17.4],
      ],
    ],
  );
  const tail = band(tailLine, (t) => r2(4.4 - 0.8 * t));
  f.push(path(tail.d));
  const n = tailLine.length - 1;
  for (const t of [0.34, 0.52, 0.7, 0.86]) {
    const [x, y] = tailLine[Math.round(t * n)];
    f.push(path(circle(x, y, 1.1)));
  }
  f.push(path(circle(61.4, 17.4, 1.9)));
  // the far legs behind the body (big-cat-legs.ts)
  catLeg([36.8, 63.8], 44, 4.8, false, f, s);
  catLeg([57, 63.8], 44, 4.8, true, f, s);
  // the body, the pale belly along its underside, rosettes over the back and flank
  const body = { cx: 44, cy: 41.5, rx: 18.5, ry: 10.5 };
  f.push(path(ellipse(body.cx, body.cy, body.rx, body.ry)));
  const [b0, b1] = [onEllipse(body.cx, body.cy, body.rx, body.ry, rad(160)), onEllipse(body.cx, body.cy, body.rx, body.ry, rad(20))];
  f.push(path(`M${P(b0)}A${body.rx} ${body.ry} 0 0 0 ${P(b1)}Q${body.cx} 48.6 ${P(b0)}Z`));
  for (const [x, y, r, a] of [
    [38.5, 36.2, 2.7, -10],
    [47.4, 34.6, 2.6, 8],
    [55.6, 38.2, 2.4, 30],
    [43.2, 42.6, 2.5, 0],
    [52.4, 44.4, 2.2, 15],
    [33.6, 43.2, 2, -20],
  ])
    rosette(f, x, y, r, a);
  // the near legs over the body, the shoulder and the haunch rounded on it, spotted, on toed paws
  catLeg([30.4, 64.6], 41, 5.4, false, f, s);
  catLeg([50.4, 64.6], 39, 5.4, true, f, s);
  for (const [x, y, r] of [
    [29.6, 49, 1.3],
    [30.6, 55, 1.1],
    [50.8, 43.4, 1.7],
    [53.6, 49, 1.3],
    [49.6, 51.4, 1.1],
  ])
    f.push(path(circle(x, y, r)));
  // the head, big as a cub's: round ears with inner ears behind it
  const head = { x: 19, y: 25, rx: 14.4, ry: 13 };
  for (const a of [-130, -50]) {
    const [ex, ey] = onEllipse(head.x, head.y, head.rx, head.ry, rad(a));
    f.push(path(circle(ex, ey, 4.8)));
    f.push(path(circle(r2(ex + (a < -90 ? -0.3 : 0.3)), r2(ey - 0.3), 2.5)));
  }
  const face = path(ellipse(head.x, head.y, head.rx, head.ry));
  f.push(face);
  // spots on the forehead and the cheeks, small areas
  for (const [x, y, r] of [
    [19, 15.2, 1.5],
    [15.4, 16.4, 1.2],
    [22.6, 16.4, 1.2],
    [8, 24, 1.2],
    [6.8, 28, 1],
    [30, 24, 1.2],
    [31.2, 28, 1],
  ])
    f.push(path(circle(x, y, r)));
  // the lion's muzzle, a smile standing free under it, whiskers out over the cheeks
  const whiskerDots = catMuzzle(head.x, 30.6, f, s);
  s.push('M16.8 35.4Q19 37.1 21.2 35.4');
  s.push('M13.4 30.4L7.6 29.2M13.4 32.2L8 33.6M24.6 30.4L30.4 29.2M24.6 32.2L30 33.6');
  return out(f, s, [pupil(13.6, 22.4, 2.2), pupil(24.4, 22.4, 2.2), whiskerDots], face);
}

/**
 * A friendly rat on all fours, side-on and facing left, its long pointed head turned a little to the reader: two
 * big round ears with inner ears, the house's face, a round nose at the tip of the snout and whiskers, a long body
 * with a pale belly and a haunch, four legs with toed paws, and a long tail trailing behind and curling at its end,
 * ringed all along. The mouse (cake-mouse-snake.ts) sits up facing us with a cheese; the rat walks.
 */
export function rat() {
  const f: string[] = [];
  const s: string[] = [];
  // the long tail from the rump, down to the ground and curling up at its tip, ringed all along
  const tailLine = along(
    [58, 46],
    [
      [
        [66, 48],
        [70.6, 56],
        [66.6, 64],
      ],
      [
        [63.4, 69.4],
        [57, 69.6],
        [57.6, 64.6],
      ],
    ],
    20,
  );
  const tail = band(tailLine, (t) => r2(3.6 - 2 * t));
  f.push(path(tail.d));
  for (let i = 4; i < tailLine.length - 2; i += 4) s.push(`M${P(tail.left[i])}L${P(tail.right[i])}`);
  // the far legs, then the near ones, with toed paws; the body hides their tops
  for (const [x, top, w] of [
    [29, 46, 5],
    [51.6, 46, 5.4],
    [23, 46, 5.4],
    [45, 48, 6.2],
  ] as [number, number, number][]) {
    f.push(leg(x, top, w));
    paw(x, w, f, s);
  }
  // the long body, the pale belly under it, the haunch over the hind leg
  f.push(path(ellipse(40, 41.5, 20, 12)));
  f.push(path('M23.4 47.6Q40 56.6 57.4 48.6Q54 53.4 40 53.6Q28 53.4 23.4 47.6Z'));
  f.push(path('M45 46Q46 35.4 54.6 35.6Q60.6 37.6 59.6 44.6Q57.4 50.6 51 51.4Q46.4 50.8 45 46Z'));
  // the big ears, the far one first, each with an inner ear, behind the head
  f.push(path(circle(31, 17.4, 6.6)), path(circle(31.3, 17.8, 3.9)));
  f.push(path(circle(20.6, 15.4, 7.4)), path(circle(20.4, 15.8, 4.4)));
  // the head: round at the back, tapering to a pointed snout on the left
  const head = path(
    smooth([
      [1.6, 37],
      [6.4, 31],
      [13.4, 25],
      [22, 21.4],
      [30.2, 24.4],
      [33.4, 32],
      [29.4, 39.2],
      [20.4, 42.2],
      [10.4, 41.6],
      [3.8, 39.8],
    ]),
  );
  f.push(head);
  const face = kawaiiFace(20.4, 31, 0.98);
  f.push(...face.f);
  s.push(face.s);
  // the round nose at the tip of the snout, whiskers out from it
  f.push(path(ellipse(3.4, 37, 2.2, 1.9)));
  s.push('M8.4 35L1.6 31.4M8.6 37.4L0.6 37.8M8.2 39.6L2 43');
  return out(f, s, [face.d], face.c);
}
