// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done, lerp, quad, quadRun, place, shrink, visible } from './halloween-kit';
import { along, band, ellipse, line, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// The jack-o-lantern.

/** A rounded triangle pointing up: `w` across its base, `h` tall, its base centre at (x, y). */
function upTriangle(x: number, y: number, w: number, h: number): Pt[] {
  const corners: Pt[] = [
    [x - w / 2, y],
    [x, y - h],
    [x + w / 2, y],
  ];
  const pts: Pt[] = [];
  corners.forEach((c, i) => {
    const [prev, next] = [corners[(i + 2) % 3], corners[(i + 1) % 3]];
    pts.push(...quadRun(lerp(c, prev, 0.2), c, lerp(c, next, 0.2), 6));
  });
  return pts;
}

/**
 * A plump pumpkin of five ribs (the outer ones behind, the middle one in front), a curly stem behind its top, a
 * leaf with its veins and a tendril, and a carved face: two happy triangle eyes and a nose with the wall of the
 * pumpkin showing inside their top, and a wide smile with two teeth above and one below, every hole white.
 */
export function jackOLantern() {
  const a = art();
  // the stem, curling over to the right at its top, its foot hidden behind the pumpkin
  const stemLine = along(
    [34.5, 26],
    [
      [
        [33.5, 15],
        [36, 7],
        [42, 4.5],
      ],
      [
        [46.5, 2.8],
        [50, 5.5],
        [48, 8.6],
      ],
    ],
  );
  a.f.push(path(band(stemLine, (t) => 8.5 - 5 * t).d));
  a.f.push(path(ellipse(48.2, 8.6, 1.9, 1.6)));
  // the ribs: the outer pair behind, the middle one in front
  for (const [x, rx, ry] of [
    [17.5, 14.5, 22.5],
    [54.5, 14.5, 22.5],
    [26.5, 15.5, 24.2],
    [45.5, 15.5, 24.2],
    [36, 15, 25.2],
  ])
    a.f.push(path(ellipse(x, 46, rx, ry)));
  // a crease down each rib from its top
  for (const [x0, x1] of [
    [9.5, 8],
    [62.5, 64],
  ])
    a.s.push(`M${x0} 30Q${x1} 40 ${x0 + (x1 - x0) * 0.4} 48`);
  // the leaf, lying on the pumpkin's shoulder left of the stem
  const leaf: Pt[] = place(
    [
      ...quadRun([0, 0], [5, -6.5], [15, -1.5], 10),
      ...quadRun([15, -1.5], [16.5, 0], [19, 0.5], 3).slice(1),
      ...quadRun([19, 0.5], [12, 7.5], [0, 0], 10).slice(1),
    ],
    34,
    21.5,
    1.35,
    200,
  );
  a.f.push(path(poly(leaf)));
  a.s.push(visible(place(quadRun([0, 0], [9, -0.5], [17, 0.5]), 34, 21.5, 1.35, 200), leaf, [], 1));
  for (const [u, v] of [
    [5, -3.3],
    [10, -2.8],
    [6, 3.2],
    [11, 3],
  ])
    a.s.push(
      visible(
        place(
          [
            [u - 2.2, v * 0.1],
            [u, v * 0.55],
            [u + 1.8, v],
          ],
          34,
          21.5,
          1.35,
          200,
        ),
        leaf,
        [],
        0.9,
      ),
    );
  // the tendril: from the stem's foot out to the right, curling round twice
  const tendril: Pt[] = [[38.5, 20.5], ...quadRun([38.5, 20.5], [45, 21.5], [51, 17.6], 10).slice(1)];
  const [cx, cy] = [54, 14.6];
  const a0 = Math.atan2(17.6 - cy, 51 - cx);
  for (let i = 1; i <= 60; i++) {
    const t = i / 60;
    const rr = Math.hypot(51 - cx, 17.6 - cy) * (1 - 0.72 * t);
    tendril.push([cx + rr * Math.cos(a0 - t * 3.8 * Math.PI), cy + rr * Math.sin(a0 - t * 3.8 * Math.PI)]);
  }
  a.s.push(line(tendril));
  // the carved face: eyes and nose, each with the wall showing inside its top, and the smile
  for (const [x, y, w, h] of [
    [24.5, 43.5, 12.5, 11],
    [47.5, 43.5, 12.5, 11],
    [36, 52, 6.4, 5.4],
  ]) {
    const hole = upTriangle(x, y, w, h);
    a.f.push(path(poly(hole)), path(poly(shrink(hole, 0.72, 0, h * 0.08))));
  }
  const [l, r]: Pt[] = [
    [16.5, 53.5],
    [55.5, 53.5],
  ];
  const top = (t: number) => quad(l, [36, 61], r, t);
  const bottom = (t: number) => quad(r, [36, 78], l, t);
  const mouth: Pt[] = [];
  // the upper lip with two square teeth hanging from it, the lower one with a tooth standing up in the middle
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const p = top(t);
    const tooth = (t > 0.3 && t < 0.41) || (t > 0.59 && t < 0.7) ? 3.3 : 0;
    mouth.push([p[0], p[1] + tooth]);
  }
  for (let i = 1; i < 40; i++) {
    const t = i / 40;
    const p = bottom(t);
    const tooth = t > 0.44 && t < 0.56 ? -3.2 : 0;
    mouth.push([p[0], p[1] + tooth]);
  }
  a.f.push(path(poly(mouth)));
  return done(a, path(ellipse(36, 51, 22, 15)));
}
