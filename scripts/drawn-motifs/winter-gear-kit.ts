// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four things for snow and wind, the sports row's weakest. Fluent's ice skate was a plain boot outline on a blade
// with two lines for laces; ours is a laced boot: a fur cuff, a knitted band of diamonds, a tongue with eyelets on
// both sides and laces crossing between them as areas, the laces' ends hanging down to two pom-poms, a heart and a
// star on its side, heel and toe caps and a sole, on a blade with a curled front standing on two posts. OpenMoji's
// skis were one boot at an odd angle on one plank; ours are a pair standing crossed like an X, their rounded tips up
// (each a shovel to colour), a stripe and a binding on each, a pole standing upright at each side with its grip,
// strap and basket, and a pair of buckled ski boots in front (our first pair lay on the snow under crossed poles
// with the boots on them, a tangle). Fluent's sled printed as a plain bench; ours is a wooden sled seen a little from above: slats
// with wood grain, two runners curling up at the front, struts, and a teddy bear in a scarf riding it and holding
// its rope. Fluent's kite was a bare diamond with three bows; ours has the family's face (kawaii-face.ts) on a
// middle patch, four panels split by the cross spars each with a heart or a star, a wavy tail with three bows, and
// its string.
// The parts this file's drawings share; each drawing is in a module of its own beside it.
import { flatten, intersect, polyD } from '../../lib/studio/art-kit/clip';
import { band, path, r2, type Pt, lerp } from '../../lib/studio/art-kit/shapes';
import { art, done as doneArt, type Art } from './art';
export { lerp };

export { art, type Art };
/** The motif's fields (art.ts), with `c` the areas an adults' fill keeps clear of, if any. */
export const done = (a: Art, c?: string) => doneArt({ ...a, c: c ? [c] : [] });
export const plus = (a: Pt, n: Pt, k: number): Pt => [a[0] + n[0] * k, a[1] + n[1] * k];
/** The parts of the polygon `shape` inside the closed path `outline`, each as an area. */
export const clipTo = (shape: Pt[], outline: string) => intersect(shape, flatten(outline)).map((p) => path(polyD(p)));
/** A thin band (a lace, a rope, a pole) from `a` to `b`, `w` across. */
export const strip = (a: Pt, b: Pt, w: number) => path(band([a, b], () => w).d);
/** Points round an ellipse from angle a0 to a1 (radians, y down). */
export const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);

/** A fluffy bar from x0 to x1 between y0 and y1: round bumps along its top and bottom and at both ends (a fur cuff). */
export function fluffyBar(x0: number, x1: number, y0: number, y1: number, n: number, bump: number): string {
  const w = (x1 - x0) / n;
  let d = `M${r2(x0)} ${r2(y0)}`;
  for (let i = 0; i < n; i++) d += `Q${r2(x0 + w * (i + 0.5))} ${r2(y0 - bump * 2)} ${r2(x0 + w * (i + 1))} ${r2(y0)}`;
  d += `Q${r2(x1 + bump * 2)} ${r2((y0 + y1) / 2)} ${r2(x1)} ${r2(y1)}`;
  for (let i = n - 1; i >= 0; i--) d += `Q${r2(x0 + w * (i + 0.5))} ${r2(y1 + bump * 2)} ${r2(x0 + w * i)} ${r2(y1)}`;
  return `${d}Q${r2(x0 - bump * 2)} ${r2((y0 + y1) / 2)} ${r2(x0)} ${r2(y0)}Z`;
}

/** A heart centred on (x, y), `r` across its lobes' half. */
export const heart = (x: number, y: number, r: number) =>
  `M${r2(x)} ${r2(y + r * 1.1)}C${r2(x - r * 1.6)} ${r2(y)} ${r2(x - r * 1.2)} ${r2(y - r * 1.3)} ${r2(x)} ${r2(y - r * 0.45)}C${r2(x + r * 1.2)} ${r2(y - r * 1.3)} ${r2(x + r * 1.6)} ${r2(y)} ${r2(x)} ${r2(y + r * 1.1)}Z`;
/** A five-pointed star centred on (x, y), `r` to its points. */
export const star = (x: number, y: number, r: number) =>
  polyD(
    Array.from({ length: 10 }, (_, i): Pt => {
      const t = -Math.PI / 2 + (i * Math.PI) / 5;
      const q = i % 2 ? r * 0.45 : r;
      return [x + q * Math.cos(t), y + q * Math.sin(t)];
    }),
  );
