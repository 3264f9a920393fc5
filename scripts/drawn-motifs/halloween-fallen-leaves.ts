// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done, quadRun, place, visible } from './halloween-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { band, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// The fallen leaves.

/** A maple leaf in a unit frame (its stalk's foot down at (0, 1.35), its top lobe's point at (0, -1)). */
function mapleOutline(): Pt[] {
  const lobes: [number, number][] = [
    [-90, 1],
    [-30, 0.88],
    [32, 0.6],
    [148, 0.6],
    [-150, 0.88],
  ].sort((p, q) => ((p[0] + 360 + 90) % 360) - ((q[0] + 360 + 90) % 360)) as [number, number][];
  const at = (deg: number, r: number): Pt => [r * Math.cos((deg * Math.PI) / 180), 0.15 + r * Math.sin((deg * Math.PI) / 180)];
  const pts: Pt[] = [];
  lobes.forEach(([deg, R], i) => {
    const next = lobes[(i + 1) % lobes.length];
    let gap = (next[0] - deg + 360) % 360;
    if (gap === 0) gap = 360;
    pts.push(
      at(deg - 24, 0.5 * R),
      at(deg - 17, 0.74 * R),
      at(deg - 12, 0.66 * R),
      at(deg, R),
      at(deg + 12, 0.66 * R),
      at(deg + 17, 0.74 * R),
      at(deg + 24, 0.5 * R),
    );
    // the notch between this lobe and the next (the stalk's notch at the bottom is deeper)
    pts.push(at(deg + gap / 2, gap > 100 ? 0.16 : 0.32));
  });
  return pts;
}

/** An oak leaf `len` long along x from (0, 0): round lobes either side, deep bays between them. */
function oakOutline(len: number, w: number): Pt[] {
  const half = (t: number) => w * Math.sin(Math.PI * Math.min(1, t * 1.08)) ** 0.7 * (0.55 + 0.45 * Math.abs(Math.sin(Math.PI * 4.5 * t)));
  const n = 80;
  const up: Pt[] = Array.from({ length: n + 1 }, (_, i) => [(len * i) / n, -half(i / n)]);
  const down: Pt[] = Array.from({ length: n - 1 }, (_, i) => [(len * (n - 1 - i)) / n, half((n - 1 - i) / n)]);
  return [...up, ...down];
}

/**
 * A pile of fallen leaves: a big maple leaf behind, an oak leaf and a round leaf lying over it, each with its
 * stalk and veins stopping short of its edge (and hidden under a leaf over it), and an acorn with a face in front.
 */
export function fallenLeaves() {
  const a = art();
  // the maple leaf
  const M = { x: 40, y: 27, k: 27, deg: 14 };
  const maple = place(mapleOutline(), M.x, M.y, M.k, M.deg);
  const mapleStalk = band(
    place(
      [
        [0, 0.1],
        [0.04, 0.7],
        [0.1, 1.2],
      ],
      M.x,
      M.y,
      M.k,
      M.deg,
    ),
    (t) => 2.4 - 0.8 * t,
  );
  // the oak leaf, from its stalk at the lower left up to the right
  const O = { x: 3, y: 60, deg: -40 };
  const oak = place(oakOutline(40, 11), O.x, O.y, 1, O.deg);
  const oakStalk = band(
    place(
      [
        [-4.5, 1.5],
        [1.5, 0],
      ],
      O.x,
      O.y,
      1,
      O.deg,
    ),
    () => 2,
  );
  // the round leaf, from its stalk at the lower right
  const Rl = { x: 53, y: 50, deg: 80 };
  const roundUnit: Pt[] = [
    ...quadRun([-9, 0], [-9, -12], [3, -11.5], 12),
    ...quadRun([3, -11.5], [11, -8.5], [14, 0], 8).slice(1),
    ...quadRun([14, 0], [11, 8.5], [3, 11.5], 8).slice(1),
    ...quadRun([3, 11.5], [-9, 12], [-9, 0], 12).slice(1, -1),
  ];
  const round = place(roundUnit, Rl.x, Rl.y, 1, Rl.deg);
  const roundStalk = band(
    place(
      [
        [-8, 0],
        [-15, 1.2],
      ],
      Rl.x,
      Rl.y,
      1,
      Rl.deg,
    ),
    () => 2,
  );
  // the acorn in front
  const nut: Pt[] = [...quadRun([28.5, 60], [28, 70.5], [36, 71], 10), ...quadRun([36, 71], [44, 70.5], [43.5, 60], 10).slice(1)];
  const cap: Pt[] = [
    ...quadRun([27, 60.5], [27, 50.5], [36, 50.5], 10),
    ...quadRun([36, 50.5], [45, 50.5], [45, 60.5], 10).slice(1),
    ...quadRun([45, 60.5], [36, 63], [27, 60.5], 10).slice(1, -1),
  ];
  const covers = {
    maple: [oak, round, oakStalk.left.concat([...oakStalk.right].reverse()), roundStalk.left.concat([...roundStalk.right].reverse()), nut, cap],
    leaf: [nut, cap],
  };

  a.f.push(path(mapleStalk.d), path(poly(maple)));
  const mc = place([[0, 0.1]], M.x, M.y, M.k, M.deg)[0];
  for (const [deg, R] of [
    [-90, 1],
    [-30, 0.88],
    [32, 0.6],
    [148, 0.6],
    [-150, 0.88],
  ]) {
    const tip = place([[R * Math.cos((deg * Math.PI) / 180), 0.15 + R * Math.sin((deg * Math.PI) / 180)]], M.x, M.y, M.k, M.deg)[0];
    a.s.push(visible([mc, tip], maple, covers.maple, 1.6));
  }
  a.f.push(path(oakStalk.d), path(poly(oak)));
  a.s.push(
    visible(
      place(
        [
          [0, 0],
          [38, 0],
        ],
        O.x,
        O.y,
        1,
        O.deg,
      ),
      oak,
      covers.leaf,
      1.3,
    ),
  );
  for (let i = 0; i < 4; i++) {
    // each side vein runs out to a lobe (the lobes peak at t = (2i + 1) / 9)
    const t = (2 * i + 1) / 9;
    for (const side of [-1, 1])
      a.s.push(
        visible(
          place(
            [
              [40 * t - 3.5, 0],
              [40 * t, side * 7],
            ],
            O.x,
            O.y,
            1,
            O.deg,
          ),
          oak,
          covers.leaf,
          1.3,
        ),
      );
  }
  a.f.push(path(roundStalk.d), path(poly(round)));
  a.s.push(
    visible(
      place(
        [
          [-9, 0],
          [14, 0],
        ],
        Rl.x,
        Rl.y,
        1,
        Rl.deg,
      ),
      round,
      covers.leaf,
      1.3,
    ),
  );
  for (const u of [-4, 1.5, 7])
    for (const side of [-1, 1])
      a.s.push(
        visible(
          place(
            [
              [u, 0],
              [u + 4, side * 5],
              [u + 6.5, side * 9],
            ],
            Rl.x,
            Rl.y,
            1,
            Rl.deg,
          ),
          round,
          covers.leaf,
          1.3,
        ),
      );
  // the acorn: the nut with a point, the cap with its scales and stalk, and a small face
  a.f.push(
    path(poly(nut)),
    path(
      poly([
        [35.2, 71],
        [36, 72],
        [36.8, 71],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [35, 51.5],
        [35.2, 47],
        [37.6, 46.5],
        [37.2, 51.5],
      ]),
    ),
  );
  a.f.push(path(poly(cap)));
  for (const [x0, x1] of [
    [29.5, 33.5],
    [33, 39],
    [36.5, 42.5],
  ]) {
    a.s.push(
      visible(
        [
          [x0, 60.5],
          [x1, 51.5],
        ],
        cap,
        [],
        0.9,
      ),
      visible(
        [
          [72 - x0, 60.5],
          [72 - x1, 51.5],
        ],
        cap,
        [],
        0.9,
      ),
    );
  }
  const fc = kawaiiFace(36, 64.5, 0.62);
  a.f.push(...fc.f);
  a.s.push(fc.s);
  a.d.push(fc.d);
  return done(a, fc.c);
}
