// A grown-up's face for the picture-book figures (figures-*.ts), in OpenMoji's 72-unit box. The house's kawaii
// face (kawaii-face.ts) is a child's: big eyes set low on a round head, so a queen drawn with it looked as young
// as the princess. A grown-up keeps the same friendly parts but with the proportions a picture book gives an
// adult: the eyes a little smaller and higher, up near the middle of a longer head, arched brows over them, a
// small nose and a wider, kind smile lower down, smaller cheeks. Ours (MIT).
import { face } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { r2 } from '../../lib/studio/art-kit/shapes';

/** Where a grown-up's face parts sit (the carrot's units from the face's centre, as KAWAII_FACE). */
export const GROWN_FACE: FaceLayout = {
  ...KAWAII_FACE,
  eyeX: 4.4,
  eyeY: -1,
  eyeR: 1.6,
  cheekX: 6.6,
  cheekY: 3.4,
  cheek: [1.8, 1.05],
  smileX: 3,
  smileY: 4.2,
  smileLow: 6.4,
};

/**
 * An arched brow over the eye at (ex, ey) of radius `r`, on the figure's `side` (-1 left, 1 right): a thin solid
 * crescent, thickest over the eye and tapering to both ends, its outer end a little lower, as a kind brow is.
 */
export function brow(ex: number, ey: number, r: number, side: -1 | 1): string {
  const [x0, y0] = [ex - side * r * 1.05, ey - r * 1.75];
  const [x1, y1] = [ex + side * r * 1.35, ey - r * 1.45];
  const top = ey - r * 2.75;
  const P = (x: number, y: number) => `${r2(x)} ${r2(y)}`;
  return `M${P(x0, y0)}Q${P(ex, top)} ${P(x1, y1)}Q${P(ex, top + r * 0.75)} ${P(x0, y0)}Z`;
}

/**
 * A grown-up's face centred on (x, y), `k` times the carrot's size (see `face` in figures-kit.ts): its cheeks
 * (areas), its smile and a small nose (lines standing free), its eyes and brows (solid).
 */
export function grownFace(x: number, y: number, k: number, layout: FaceLayout = GROWN_FACE) {
  const kid = face(x, y, k, 0, layout);
  const [ey, r] = [y + layout.eyeY * k, layout.eyeR * k];
  const brows = ([-1, 1] as const).map((side) => brow(x + side * layout.eyeX * k, ey, r, side));
  // the nose: a little hook halfway between the eyes and the smile, open to the left
  const ny = (ey + y + layout.smileY * k) / 2;
  const nose = `M${r2(x + 0.2 * k)} ${r2(ny - 0.9 * k)}Q${r2(x + 1.1 * k)} ${r2(ny + 0.5 * k)} ${r2(x - 0.4 * k)} ${r2(ny + 0.7 * k)}`;
  return { f: kid.f, s: kid.s + nose, d: [...kid.d, ...brows] };
}
