// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { blueberry, drip, strawberry } from './bakery';
import { path, poly, type Pt, r2, roundRect } from '../../lib/studio/art-kit/shapes';
import { type Drawn, face, done } from './sweet-bakes-kit';

// The waffle: a thick square one seen a little from above, its top 40 deep and its front side 10 tall.

/**
 * A thick square waffle: its rim and its grid of pockets (each an area) on top, its front side below, syrup
 * pooled round a butter pat and running over the front edge in drips, a strawberry and blueberries on top, and the
 * face on the front side.
 */
export function waffle(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [x0, x1, y0, y1, h] = [2, 70, 10, 50, 10];
  f.push(path(roundRect(x0, y0, x1, y1 + h, 6)));
  f.push(path(roundRect(x0, y0, x1, y1, 6)));
  // the pockets, a little smaller toward the back as the top recedes
  const [cols, rows] = [6, 4];
  const [gx0, gx1, gy0, gy1] = [x0 + 4.5, x1 - 4.5, y0 + 3.6, y1 - 3.6];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const [px, py] = [(gx1 - gx0) / cols, (gy1 - gy0) / rows];
      const [ax, ay] = [gx0 + px * i + 1.3, gy0 + py * j + 1.1];
      f.push(path(roundRect(r2(ax), r2(ay), r2(ax + px - 2.6), r2(ay + py - 2.2), 1.4)));
    }
  // syrup drips over the front edge, then the pool over their tops
  for (const [x, len, w] of [
    [44, 11, 3.6],
    [52, 16, 4],
    [60, 9, 3.2],
  ] as const)
    f.push(path(poly(drip(x, y1 - 2, len, w))));
  const pool: Pt[] = Array.from({ length: 72 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 72;
    // the pool spreads toward the front right, where it runs over the edge
    const toward = Math.max(0, Math.cos(a - 0.55)) ** 3;
    const [rx, ry] = [18 + 7 * toward + 1.2 * Math.sin(5 * a), 10 + 9.5 * toward + 0.8 * Math.sin(7 * a + 1)];
    return [39 + rx * Math.cos(a), 31 + ry * Math.sin(a)];
  });
  f.push(path(poly(pool.map(([x, y]): Pt => [x, Math.min(y, y1 + 0.8)]))));
  // the butter pat: its top, then its two front faces
  f.push(
    path(
      poly([
        [29, 26],
        [38.5, 21.6],
        [48, 26],
        [38.5, 30.4],
      ]),
    ),
    path(
      poly([
        [29, 26],
        [38.5, 30.4],
        [38.5, 34.2],
        [29, 29.8],
      ]),
    ),
    path(
      poly([
        [38.5, 30.4],
        [48, 26],
        [48, 29.8],
        [38.5, 34.2],
      ]),
    ),
  );
  strawberry(13, 14.5, 5.6, f, s);
  f.push(...blueberry(62, 14.8, 3.4), ...blueberry(55.4, 11.8, 3), ...blueberry(9, 31, 3));
  return done(f, s, face(22, 54.4, 0.74));
}
