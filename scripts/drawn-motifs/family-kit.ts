// The parts the family's grown-ups share (family.ts, family-grandparents.ts), drawn as the picture-book figures are
// (figures-*.ts), in OpenMoji's 72-unit box: a grown-up's longer head with the grown face, sleeves bending to hands
// with a thumb, legs narrowing to the ankles and shoes turned out. Ours (MIT).
import { limb, mirrorX } from '../../lib/studio/art-kit/figures-kit';
import { GROWN_FACE, grownFace } from './figures-grown-face';
import type { FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { cubic, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** Where the grown-ups' heads sit: the middle of the face and its half width and half height. */
export const HEAD = { x: 36, y: 14.8, rx: 7.4, ry: 8.6 };

/**
 * Ears, the longer grown-up head and its face (figures-grown-face.ts): brows, eyes set up the head, a small nose and
 * a kind smile (`layout` moves its parts: the grandfather's smile sits lower, under his moustache). Returns the head (the area an adult page's fill keeps clear) and the eyes and brows (solid).
 */
export function grownHead(f: string[], s: string[], layout: Partial<FaceLayout> = {}): { head: string; d: string[] } {
  f.push(path(ellipse(HEAD.x - HEAD.rx, HEAD.y + 1, 1.5, 2.1)), path(ellipse(HEAD.x + HEAD.rx, HEAD.y + 1, 1.5, 2.1)));
  const head = path(ellipse(HEAD.x, HEAD.y, HEAD.rx, HEAD.ry));
  f.push(head);
  const face = grownFace(HEAD.x, HEAD.y + 0.8, 0.72, { ...GROWN_FACE, ...layout });
  f.push(...face.f);
  s.push(face.s);
  return { head, d: face.d };
}

/** The neck, from under the chin down into the collar at `y`. */
export const neck = (f: string[], y = 27) => f.push(path(`M34 21.6H38V${y}H34Z`));

/**
 * A hand hanging from the wrist at (x, y), the figure's `side` (-1 left, 1 right): a rounded palm with its thumb out
 * towards the body, each an area.
 */
export function hand(f: string[], [x, y]: Pt, side: -1 | 1) {
  f.push(path(turnedEllipse(x - side * 1.5, y + 1.6, 0.85, 1.5, side * 28)));
  f.push(path(`M${r2(x - 1.9)} ${y}Q${r2(x - 2.2)} ${r2(y + 3.6)} ${x} ${r2(y + 4.2)}Q${r2(x + 2.2)} ${r2(y + 3.6)} ${r2(x + 1.9)} ${y}Z`));
}

/**
 * Both arms down at the sides, a little away from the body: the sleeves from the shoulders at (36 ± `out`, `top`) to
 * the wrists, `w` across (a short sleeve stops at `sleeveEnd` of the way and the bare arm goes on, `bare` across),
 * a cuff, a hand. Returns the wrists.
 */
export function arms(f: string[], { out = 8.4, top = 28.4, w = 4.4, sleeveEnd = 1, bare = 3.2, wrist = [10.8, 43.4] as Pt } = {}): Pt[] {
  const wrists: Pt[] = [];
  for (const side of [-1, 1] as const) {
    const X = (x: number) => r2(36 + side * x);
    const [a, b, c, d]: Pt[] = [
      [X(out), top],
      [X(out + 2.2), top + 4.6],
      [X(wrist[0] + 0.4), wrist[1] - 6],
      [X(wrist[0]), wrist[1]],
    ];
    if (sleeveEnd < 1) f.push(path(limb(a, b, c, d, bare)));
    // the sleeve to where it ends along the arm (a short one is the first part of the same curve)
    const at = (t: number): Pt => cubic(a, b, c, d, t);
    const e = at(sleeveEnd);
    f.push(path(limb(a, at(sleeveEnd / 3), at((2 * sleeveEnd) / 3), e, w)));
    if (sleeveEnd >= 1) f.push(path(ellipse(r2(d[0]), r2(d[1] - 0.2), r2(w / 2 + 0.5), 1.2)));
    hand(f, [r2(d[0]), r2(d[1] + 0.8)], side);
    wrists.push([r2(d[0]), r2(d[1] + 0.8)]);
  }
  return wrists;
}

/**
 * Two legs from the hips at y0 (`gap` apart at the middle, `w0` across) narrowing to the ankles at y1 (`w1` across),
 * and two shoes turned out, the left drawn and the right its mirror: `shoe` is the left one's outline (absolute
 * M L Q C Z) round the ankle at (x, y1), `strap` an area over it (a Mary Jane's, a lace-up's tongue).
 */
export function legs(f: string[], y0: number, y1: number, { w0 = 4.4, w1 = 2.4, gap = 1.2, shoe = 'plain' as 'plain' | 'strap' | 'heel' | 'lace' } = {}) {
  const x = 36 - gap / 2 - w0 / 2 - 0.2;
  const h = y1 - y0;
  const leg = `M${r2(x - w0 / 2)} ${y0}C${r2(x - w0 / 2 - 0.3)} ${r2(y0 + h * 0.5)} ${r2(x - w1 / 2 - 0.5)} ${r2(y1 - h * 0.3)} ${r2(x - w1 / 2)} ${y1}H${r2(x + w1 / 2)}C${r2(x + w1 / 2 + 0.2)} ${r2(y1 - h * 0.4)} ${r2(x + w0 / 2 + 0.1)} ${r2(y0 + h * 0.4)} ${r2(x + w0 / 2)} ${y0}Z`;
  f.push(path(leg), path(mirrorX(leg)));
  // the shoe round the ankle, its toe out to the side
  const [ax, ay] = [x, y1 - 0.8];
  const P = (dx: number, dy: number) => `${r2(ax + dx)} ${r2(ay + dy)}`;
  const outline =
    shoe === 'heel'
      ? `M${P(-1.9, 0)}L${P(1.9, 0)}Q${P(2.3, 2.6)} ${P(1.7, 3.6)}L${P(0.8, 3.6)}L${P(0.8, 4.5)}L${P(-0.2, 4.5)}L${P(-0.4, 3.6)}L${P(-2.6, 3.6)}Q${P(-4.8, 3.6)} ${P(-4.2, 2.2)}Q${P(-3.4, 1)} ${P(-1.9, 0)}Z`
      : `M${P(-1.8, 0)}L${P(1.8, 0)}Q${P(2.6, 3.8)} ${P(1.2, 4.4)}L${P(-3.4, 4.4)}Q${P(-5.8, 4.4)} ${P(-5.2, 2.4)}Q${P(-4.2, 0.6)} ${P(-1.8, 0)}Z`;
  const parts = [outline];
  if (shoe === 'strap') parts.push(`M${P(-1.6, 0.6)}L${P(1.9, 0.6)}L${P(2, 1.6)}L${P(-1.8, 1.6)}Z`);
  if (shoe === 'lace') parts.push(`M${P(-1.4, 0)}L${P(1.2, 0)}L${P(0.6, 2.2)}L${P(-2.2, 2.2)}Z`);
  for (const d of parts) f.push(path(d), path(mirrorX(d)));
}

/**
 * A man's trousers (the seat, the legs narrowing a little to lace-up shoes, their creases), his neck and the shirt
 * over them, broad at the shoulders: the father's and the grandfather's, each dressed over it in his own way.
 */
export function trousersAndShirt(f: string[], s: string[]) {
  f.push(path('M28.4 40H43.6L44 48H28Z'));
  legs(f, 44, 61.8, { w0: 7, w1: 4.2, gap: 0.4, shoe: 'lace' });
  s.push('M32.4 48V60.4M39.6 48V60.4');
  neck(f);
  f.push(path(JUMPER));
}

/** The shirt's (the father's jumper's) outline, broad at the shoulders, to the hips. */
export const JUMPER = 'M29.4 26.2Q36 28 42.6 26.2Q46.2 27 46.4 30.8L45 42.6H27L25.6 30.8Q25.8 27 29.4 26.2Z';
