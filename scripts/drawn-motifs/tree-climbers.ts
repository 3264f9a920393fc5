// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's monkey was a side-on blob with a box of a face (its eyes and mouth one solid black mask) on stumps of
// legs, its sloth a grey U of a body hanging from a stick that floated over the ground when the sloth stood on it.
// Ours sit beside the gorilla, the koala and the tiger (jungle-animals.ts) as one family: whole, round, faces turned
// to the reader, every part an area to colour. The sloth's branch grows from a little tree whose trunk stands on
// the ground, so wherever the composer stands the motif, the sloth hangs from a tree, not from a stick in the air.
import { along, band, circle, ellipse, movePath, onEllipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const P = (p: Pt) => `${p[0]} ${p[1]}`;
/** How much larger than drawn the sloth's face is printed. */
const FACE_K = 1.2;

/** A limb, a tail or a claw: a closed band along one cubic from `a`, `w0` across at `a` and `w1` at its end. */
const limb = (a: Pt, b: Pt, c: Pt, d: Pt, w0: number, w1: number) => band(along(a, [[b, c, d]]), (t) => w0 + (w1 - w0) * t);

/**
 * An ellipse's edge cut into `n` tufts of fur standing `bump` out, each a blunt point leaning round the way the
 * edge runs: a shaggy coat read at once as fur, still one closed area to colour.
 */
function shaggy(cx: number, cy: number, rx: number, ry: number, n: number, bump: number): string {
  const at = (a: number, o: number) => P(onEllipse(cx, cy, rx + o, ry + o, a));
  const step = (2 * Math.PI) / n;
  let d = `M${at(0, 0)}`;
  for (let i = 0; i < n; i++) {
    const a0 = i * step;
    d += `Q${at(a0 + step * 0.45, bump * 0.55)} ${at(a0 + step * 0.8, bump)}Q${at(a0 + step * 0.85, bump * 0.3)} ${at(a0 + step, 0)}`;
  }
  return `${d}Z`;
}

/** A broad jungle leaf from (x, y), `len` long and turned `a` degrees, its midrib a line. */
function leaf(f: string[], s: string[], x: number, y: number, len: number, a: number) {
  const [c, si] = [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)];
  const at = (u: number, v: number) => `${r2(x + u * c - v * si)} ${r2(y + u * si + v * c)}`;
  f.push(
    path(
      `M${at(0, 0)}C${at(len * 0.25, -len * 0.42)} ${at(len * 0.75, -len * 0.3)} ${at(len, 0)}C${at(len * 0.75, len * 0.3)} ${at(len * 0.25, len * 0.42)} ${at(0, 0)}Z`,
    ),
  );
  s.push(`M${at(len * 0.2, 0)}L${at(len * 0.78, 0)}`);
}

/** A long monkey foot seen from the front at (cx, 66), its toes split by short lines. */
function monkeyFoot(f: string[], s: string[], cx: number) {
  f.push(path(`M${r2(cx - 6)} 67.6Q${r2(cx - 6.4)} 62.4 ${cx} 62.2Q${r2(cx + 6.4)} 62.4 ${r2(cx + 6)} 67.6Q${cx} 69.4 ${r2(cx - 6)} 67.6Z`));
  s.push([-3, 0, 3].map((t) => `M${r2(cx + t)} 65.6V${r2(68.7 - Math.abs(t) * 0.12)}`).join(''));
}

/**
 * A whole cheeky monkey sitting facing us: big round ears with inner ears, a round head with a heart-shaped pale
 * face (a lobe round each eye, wide at the muzzle), eyes, nostrils and a wide open grin with a tongue; a pear of a
 * body with a pale belly, long legs folded with knees out and long toed feet, one long arm resting its hand on a
 * knee and the other holding up a banana, and a long tail curling up behind into a ring.
 */
export function monkey() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail, behind everything: out from the rump, up the right side and curling in
  const tail = band(
    along(
      [48, 60],
      [
        [
          [58, 64],
          [66.5, 58],
          [66, 46],
        ],
        [
          [65.6, 36],
          [59, 32.4],
          [56.2, 37.4],
        ],
        [
          [54.4, 41.4],
          [59.8, 43.6],
          [60.8, 39.6],
        ],
      ],
    ),
    (t) => 3.8 - 1.4 * t,
  );
  f.push(path(tail.d));
  // the body and its pale belly
  f.push(path('M36 29Q50.5 29 52.5 45Q54.5 60 46 64.5L26 64.5Q17.5 60 19.5 45Q21.5 29 36 29Z'));
  f.push(path(ellipse(36, 48, 9, 10.6)));
  // the legs folded in front, knees out as the gorilla's, then the long feet
  f.push(path('M13.4 64.6C10.6 56 14.8 49 21.2 49C27.4 49 31.2 55.6 30.2 64.6Z'), path('M58.6 64.6C61.4 56 57.2 49 50.8 49C44.6 49 40.8 55.6 41.8 64.6Z'));
  monkeyFoot(f, s, 20.4);
  monkeyFoot(f, s, 51.6);
  // the long arms over the body, their tops under the head: the right one down to a hand on its knee (fingers as
  // lines), the left bent out and up to a hand holding a banana upright, the banana behind the fingers
  f.push(path(limb([41.4, 27], [51.4, 34], [55.4, 44], [52.4, 51.6], 6.6, 5.4).d));
  f.push(path(circle(52.2, 53, 3.3)));
  s.push('M50.6 54.6L50.2 56.2M52.2 55.1V56.4M53.8 54.6L54.2 56.2');
  f.push(path(limb([30.6, 27], [20.6, 33], [12.6, 40.6], [11.2, 33], 6.6, 5.4).d));
  f.push(path('M12.4 33.6C5.2 28.8 4.2 19.4 8.4 12.2L9.8 12.8C8.4 19.8 10 26.4 15 30.6Z'));
  f.push(path('M8.4 12.2L8.8 9.6L10.4 10.2L9.8 12.8Z'));
  s.push('M11.4 30.2C8 26.4 7 20.2 8.8 14.6');
  f.push(path(circle(11.6, 32, 3.4)));
  s.push('M9.6 30.4L13.4 31M9.5 32.4L13.6 33');
  // the ears with inner ears, then the head (kept clear of an adults' page's fill)
  for (const x of [21.6, 50.4]) {
    f.push(path(circle(x, 20.5, 5.6)));
    f.push(path(circle(x + (x < 36 ? -0.4 : 0.4), 20.8, 3.1)));
  }
  const head = path(ellipse(36, 18.8, 13.4, 12.6));
  f.push(head);
  // the heart-shaped face: a lobe round each eye meeting in a dip over the nose, wide and round at the muzzle
  f.push(
    path(
      'M36 14C38 10.4 45 10.4 45.2 16.2C45.4 19.4 44 21 43.8 22.4C44.8 27.6 40.8 30.2 36 30.2C31.2 30.2 27.2 27.6 28.2 22.4C28 21 26.6 19.4 26.8 16.2C27 10.4 34 10.4 36 14Z',
    ),
  );
  // the wide open grin, its tongue an area of its own, dimples at its corners
  f.push(path('M30.6 24.2Q36 26.6 41.4 24.2Q40.4 28.8 36 28.8Q31.6 28.8 30.6 24.2Z'));
  f.push(path('M33.2 28.4Q36 25.8 38.8 28.4Q36 29.2 33.2 28.4Z'));
  s.push('M30 23.2Q30.2 24.2 30.6 24.2M42 23.2Q41.8 24.2 41.4 24.2');
  const dots = [circle(31.8, 17.4, 1.75), circle(40.2, 17.4, 1.75), circle(34.9, 21.6, 0.6), circle(37.1, 21.6, 0.6)];
  return out(f, s, dots, head);
}

/**
 * Two long curved claws over the top of a branch from a hand at (x, y): each a closed band rising from the hand
 * and hooking over, so the sloth plainly hangs by them.
 */
function claws(f: string[], x: number, y: number, lean: number) {
  for (const dx of [-1.5, 1.5]) {
    const a: Pt = [r2(x + dx), y];
    f.push(path(limb(a, [r2(a[0] + lean * 0.2), r2(y - 5.4)], [r2(a[0] + lean * 2.2), r2(y - 8.6)], [r2(a[0] + lean * 3.6), r2(y - 5.2)], 2.6, 0.5).d));
  }
}

/**
 * A whole sloth hanging by its arms under the bough of a little tree, its face turned to us: a round shaggy head
 * with a pale face mask, the dark eye patches drooping outward as areas to colour with sleepy eyes in them, a
 * round nose and a slow smile standing free; a shaggy body, long arms up to long curved claws hooked over the
 * bough, short legs hanging with their claws. The bough grows from a trunk standing on the ground at the right,
 * with leaves at its tip, under it by the trunk and in a crown over the trunk. The tree is kept clear of an
 * adults' page's fill, as the head is.
 */
export function sloth() {
  const f: string[] = [];
  const s: string[] = [];
  // the bough out to the left from the trunk, drooping a little, leaves at its tip
  for (const [x, y, len, a] of [
    [6.4, 15, 9, -120],
    [6, 15.6, 9.5, 100],
    [8, 15.6, 9, 60],
  ] as const)
    leaf(f, s, x, y, len, a);
  const bough = limb([63, 12.6], [44, 8.6], [20, 11.4], [4.4, 15.4], 6.4, 4.2);
  f.push(path(bough.d));
  f.push(path(ellipse(4.4, 15.4, 1.4, 2.1)));
  // two leaves hanging from the bough's underside near the trunk, over it so they show whole
  leaf(f, s, 48.6, 12.2, 9.5, 84);
  leaf(f, s, 54.6, 11.8, 10, 104);
  // the trunk over the bough's end, so the bough grows out of it
  f.push(path('M58.4 70Q61 64 60.6 56L59.8 9L66.2 9L65.4 56Q65 64 68.6 70Z'));
  s.push('M61.6 30Q62.4 34 61.8 38M64.2 46Q63.6 50 64.4 53');
  // a crown of leaves over the trunk's top, hiding its end: a tree, not a post
  for (const [x, y, len, a] of [
    [63, 10, 9, -160],
    [63, 9.8, 9, -115],
    [63, 9.8, 8.5, -70],
    [63, 10, 7.5, -20],
    [63, 10.6, 7, 25],
  ] as const)
    leaf(f, s, x, y, len, a);
  // the tree, kept clear of an adults' page's fill with the head: patterned, it read as part of the sloth's coat
  const tree = f.join('');
  // the legs hanging below the body, each ending in a paw with claws curling forward
  f.push(path(limb([26, 52], [21.4, 55.4], [20.6, 60], [23.4, 63.8], 6.6, 5.4).d));
  f.push(path(limb([38, 52], [42.6, 55.4], [43.4, 60], [40.6, 63.8], 6.6, 5.4).d));
  for (const [x, lean] of [
    [23.4, 1],
    [40.6, -1],
  ] as const)
    for (const dx of [-1.4, 1.4]) {
      const a: Pt = [r2(x + dx), 64.4];
      f.push(path(limb(a, [r2(a[0] + lean * 0.2), 67.4], [r2(a[0] + lean * 1.6), 69.8], [r2(a[0] + lean * 3.2), 68.6], 2.4, 0.5).d));
    }
  // the shaggy body, and a pale patch down its front
  f.push(path(shaggy(32, 44, 12.6, 14.4, 16, 1.5)));
  f.push(path(ellipse(32, 47, 6.4, 8.4)));
  // the long arms up to the bough (over the body's shoulders), their claws hooked over its top
  f.push(path(limb([24, 37], [18.4, 30], [17.6, 19], [20.2, 13.6], 6.6, 5.6).d));
  f.push(path(limb([40, 37], [45.6, 30], [46.4, 19], [43.8, 13.2], 6.6, 5.6).d));
  claws(f, 20.2, 12.8, -1);
  claws(f, 43.8, 12.4, 1);
  // the round head with a tuft on top (kept clear of an adults' page's fill), then the pale face mask
  const head = path(shaggy(32, 27.6, 12.4, 11.2, 15, 1.2));
  f.push(head);
  // the face drawn at (32, 28) and scaled up about it a little: big enough to read in a page's corner
  const face = (d: string) => movePath(d, FACE_K, 32 - 32 * FACE_K, 28 - 28 * FACE_K);
  f.push(path(face('M32 21.4C37 21.4 40.8 23.4 40.8 27.6C40.8 32.6 36.8 35.4 32 35.4C27.2 35.4 23.2 32.6 23.2 27.6C23.2 23.4 27 21.4 32 21.4Z')));
  // the dark eye patches, drooping out and down from each eye: areas to colour, never solid black
  f.push(path(face('M29.4 25.2C30.8 25.4 31 27.2 30.2 28.4C28.8 30.2 26.6 31.4 24.8 31.4C23.6 31.2 23.6 29.8 24.4 28.6C25.8 26.6 27.6 25 29.4 25.2Z')));
  f.push(path(face('M34.6 25.2C33.2 25.4 33 27.2 33.8 28.4C35.2 30.2 37.4 31.4 39.2 31.4C40.4 31.2 40.4 29.8 39.6 28.6C38.2 26.6 36.4 25 34.6 25.2Z')));
  // the round nose, and the slow smile standing free under it
  f.push(path(face(ellipse(32, 30.4, 1.9, 1.3))));
  s.push(face('M29.4 32.6Q32 34.4 34.6 32.6'));
  // sleepy eyes: heavy lids over the pupils
  s.push(face('M26.6 26.8Q28.2 26 29.4 27.2M37.4 26.8Q35.8 26 34.6 27.2'));
  const dots = [circle(r2(32 - 3.9 * FACE_K), 28, 1.25), circle(r2(32 + 3.9 * FACE_K), 28, 1.25)];
  return out(f, s, dots, head + tree);
}
