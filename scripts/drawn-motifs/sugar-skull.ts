// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A skull to colour. The emoji skull sits among the faces the studio leaves out, and its CLDR tags ("face",
// "monster", "fairy tale") would name it for other words: "a skull", "Totenkopf", "calavera", "crâne" drew nothing.
import { art, done, type Drawn } from './art';
import { heart } from './christmas';
import { cartoonSkull } from './skeleton';
import { circle, path, pt, r2, scallops } from '../../lib/studio/art-kit/shapes';

/** A little flower at (x, y): `n` round petals `r` out from its middle, and the middle as an area of its own. */
function flower(x: number, y: number, r: number, n: number): string[] {
  const petals = Array.from({ length: n }, (_, i) => {
    const t = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return path(circle(r2(x + r * Math.cos(t)), r2(y + r * Math.sin(t)), r2(r * 0.62)));
  });
  return [...petals, path(circle(x, y, r2(r * 0.62)))];
}

/**
 * A sugar skull, as for the Day of the Dead and Halloween, friendly rather than scary: the cartoon skull (skeleton.ts)
 * big on the page, each eye socket ringed by a flower's petals, a flower on the brow with leaves either side,
 * round dots along the cheeks, a curl of petals on each temple and a heart on the chin.
 */
export function sugarSkull(): Drawn {
  const a = art();
  const [x, y, r] = [36, 33, 30];
  // the cartoon skull's outline first; the flower rings go over it and the eyes, cut from a second skull, on top
  const { eyes } = cartoonSkull(a, x, y, r, false);
  const face = a.f.splice(1);
  const strokes = a.s.splice(0);
  for (const [ex, ey] of eyes) a.f.push(path(scallops(ex, ey, r2(0.36 * r), 10, r2(0.09 * r))));
  a.f.push(...face);
  a.s.push(...strokes);
  // a ring of dots round each socket's petals' inner edge
  for (const [ex, ey] of eyes)
    for (let i = 0; i < 10; i++) {
      const [px, py] = pt(ex, ey, 0.38 * r, -Math.PI / 2 + ((i + 0.5) * 2 * Math.PI) / 10)
        .split(' ')
        .map(Number);
      a.f.push(path(circle(px, py, r2(0.035 * r))));
    }
  // the pupils, big and friendly, each with a round shine
  for (const [ex, ey] of eyes) a.f.push(path(circle(ex, r2(ey + 0.03 * r), r2(0.13 * r))), path(circle(r2(ex + 0.05 * r), r2(ey - 0.03 * r), r2(0.04 * r))));
  // the brow's flower and its two leaves
  const [bx, by] = [x, r2(y - 0.64 * r)];
  for (const side of [-1, 1])
    a.f.push(
      path(
        `M${r2(bx + side * 0.1 * r)} ${by}Q${r2(bx + side * 0.28 * r)} ${r2(by - 0.14 * r)} ${r2(bx + side * 0.42 * r)} ${r2(by - 0.02 * r)}` +
          `Q${r2(bx + side * 0.26 * r)} ${r2(by + 0.12 * r)} ${r2(bx + side * 0.1 * r)} ${by}Z`,
      ),
    );
  a.f.push(...flower(bx, by, r2(0.1 * r), 6));
  // the temples' petals: three teardrops fanned out on each side
  for (const side of [-1, 1])
    for (const turn of [-0.5, 0, 0.5]) {
      const t = -Math.PI / 2 + side * (0.5 + turn);
      const [cx, cy] = [x + side * 0.64 * r, y - 0.5 * r];
      const tip = [r2(cx + 0.2 * r * Math.cos(t)), r2(cy + 0.2 * r * Math.sin(t))];
      const n = t + Math.PI / 2;
      const w = 0.06 * r;
      const mid = [cx + 0.1 * r * Math.cos(t), cy + 0.1 * r * Math.sin(t)];
      a.f.push(
        path(
          `M${r2(cx)} ${r2(cy)}Q${r2(mid[0] + w * Math.cos(n))} ${r2(mid[1] + w * Math.sin(n))} ${tip.join(' ')}` +
            `Q${r2(mid[0] - w * Math.cos(n))} ${r2(mid[1] - w * Math.sin(n))} ${r2(cx)} ${r2(cy)}Z`,
        ),
      );
    }
  // dots along the cheeks, under the eyes
  for (const side of [-1, 1])
    for (const [dx, dy] of [
      [0.7, 0.36],
      [0.6, 0.48],
      [0.78, 0.24],
    ] as const)
      a.f.push(path(circle(r2(x + side * dx * r), r2(y + dy * r), r2(0.045 * r))));
  // a heart on the chin
  a.f.push(path(heart(x, r2(y + 1.03 * r), r2(0.13 * r))));
  return done(a);
}
