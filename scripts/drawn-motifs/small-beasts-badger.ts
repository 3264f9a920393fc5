// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// The badger (1F9A1); what it printed before and what the others are: small-beasts-kit.ts.
import { smooth } from './dinosaurs';
import { KAWAII_FACE, kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, type Pt } from '../../lib/studio/art-kit/shapes';
import { addFace, art, claw, curve, cut, done, type Drawn } from './small-beasts-kit';

/** The face with its smile set low, under the nose at the tip of the snout. */
const SNOUT_FACE: FaceLayout = { ...KAWAII_FACE, cheekX: 9.2, cheekY: 3.4, cheek: [2.2, 1.4], smileX: 2.2, smileY: 9.6, smileLow: 11.6 };

/**
 * A short stout leg from under the body at (x, top) down to the ground at `ground`, `w` wide, its paw turned to
 * the left; with `claws`, three little hooked claws out in front of the paw.
 */
function leg(x: number, top: number, ground: number, w: number, claws: boolean): string[] {
  const out = [
    path(
      smooth([
        [x, top],
        [x + w, top],
        [x + w + 0.6, ground - 3.6],
        [x + w - 0.4, ground],
        [x - 1.6, ground],
        [x - 3.6, ground - 1.4],
        [x - 1.8, ground - 4],
        [x - 0.4, ground - 6],
      ] as Pt[]),
    ),
  ];
  if (claws)
    for (const [cx, cy, deg] of [
      [x - 0.8, ground - 5, 158],
      [x - 3, ground - 2.6, 170],
      [x - 2.4, ground - 0.5, 182],
    ] as Pt3[])
      out.push(claw(cx, cy, 1.9, 4.2, deg));
  return out;
}
type Pt3 = [number, number, number];

/**
 * A whole badger walking to the left, its head turned to us: a long, low, stocky body on four short legs with
 * little claws, a short tufted tail, the dark fur of its flank as an area; a wedge of a head, its two dark
 * stripes running from behind the ears down over the eyes to the snout as areas, small round ears with pale
 * rims, a nose at the tip of the snout, and the house's kawaii face.
 */
export function badger(): Drawn {
  const a = art();
  // the tail, a short tuft behind the rump
  a.f.push(
    path(
      smooth([
        [63, 32.4],
        [68.6, 29.8],
        [71.4, 32],
        [69.8, 34.8],
        [70.8, 37.8],
        [67, 39],
        [63, 38.4],
      ] as Pt[]),
    ),
  );
  // the far legs, set back behind the near ones
  a.f.push(...leg(31, 50, 63.6, 8, false), ...leg(56, 50, 63.6, 8, false));
  // the body, long and low, its back rising to the hips, and the dark fur along its flank cut to it
  const body = smooth([
    [25.4, 31.4],
    [34, 27.4],
    [48, 25],
    [60, 25.6],
    [67.6, 31.6],
    [68.6, 42],
    [63.6, 54],
    [46, 57.4],
    [28.4, 57],
    [23.4, 48.6],
  ] as Pt[]);
  a.f.push(path(body));
  // its upper edge shaggy: a wave with a tuft of fur pointing down every few units
  const wave = curve(
    [
      [16, 45.6],
      [32, 43.2],
      [48, 46.4],
      [62, 42.6],
      [71, 38],
    ],
    6,
  );
  const shag = wave.map(([x, y], i): Pt => [x, y + (i % 2 ? 1.5 : -0.3)]);
  a.f.push(...cut([...shag, [71, 66], [16, 66]], body));
  // the near legs, each with its claws
  a.f.push(...leg(27, 52, 67.8, 9, true), ...leg(51.6, 52, 67.8, 9, true));
  // the ears, pale-rimmed, behind the head
  a.f.push(path(circle(4.6, 17.4, 4.8)), path(circle(31.4, 17.4, 4.8)));
  a.f.push(path(circle(3.8, 16.8, 2.6)), path(circle(32.2, 16.8, 2.6)));
  // the head: broad over the cheeks, narrowing to a rounded snout
  const head = smooth([
    [18, 14.4],
    [29.6, 16.6],
    [34.8, 26],
    [32.4, 35.6],
    [24.8, 44.4],
    [18, 47.6],
    [11.2, 44.4],
    [3.6, 35.6],
    [1.2, 26],
    [6.4, 16.6],
  ] as Pt[]);
  a.f.push(path(head));
  // the two dark stripes, from behind the ears down over the eyes, tapering to the sides of the snout
  for (const side of [-1, 1]) {
    const X = (v: number) => 18 + side * v;
    a.f.push(...cut(`M${X(1.7)} 6L${X(16)} 6Q${X(10.6)} 23 ${X(3.6)} 38.6Q${X(2.4)} 39.6 ${X(1.8)} 37.4Z`, head));
  }
  // the nose at the tip of the snout, and the face: the eyes on the stripes
  a.f.push(path(ellipse(18, 38.2, 3.3, 2.2)));
  addFace(a, kawaiiFace(18, 31, 1.1, 0, SNOUT_FACE));
  // the whole head kept clear of an adults' fill, its stripes with it: an oval would cut them in two
  a.c = [path(head)];
  return done(a);
}
