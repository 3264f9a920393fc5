// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// The rest of the flowers (drawn-motifs/flowers.ts has the sunflower, the tulip and the rose and says why).
import { band, circle, cubic, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { drawn, leaf, petal, roseHead, stalk, stem, tulipHead, turned, type Drawn } from './flowers';

/** A band along one cubic, `w0` wide at its start and `w1` at its end: a branch, a twig. */
const branch = (a: Pt, b: Pt, c: Pt, d: Pt, w0: number, w1: number) =>
  path(
    band(
      Array.from({ length: 25 }, (_, i) => cubic(a, b, c, d, i / 24)),
      (t) => w0 + (w1 - w0) * t,
    ).d,
  );

/**
 * A hibiscus: five wide petals, each with a wavy outer edge and three veins fanning out from a throat, and the
 * long stamen column standing out of it with pollen along its top and five round stigmas at its tip; a stem and
 * two leaves with veins.
 */
export function hibiscus(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy] = [36, 25];
  stalk(
    f,
    s,
    [leaf([35, 56], [9, 50], 11, -2, 2), leaf([37, 63], [63, 56], 11, 2, 2)],
    [36, 40],
    [
      [37, 52],
      [35, 60],
      [36.5, 70.5],
    ],
    4,
  );
  const [r1, w] = [21, 10.5];
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
    const p = (u: number, v: number) => turned(cx, cy, a, u, v).join(' ');
    f.push(
      path(
        `M${p(1.5, 0)}C${p(6, -6)} ${p(r1 - 9, -w)} ${p(r1 - 3, -w * 0.85)}C${p(r1 + 1.5, -w * 0.55)} ${p(r1 + 2, -w * 0.1)} ${p(r1, 0)}` +
          `C${p(r1 + 2, w * 0.1)} ${p(r1 + 1.5, w * 0.55)} ${p(r1 - 3, w * 0.85)}C${p(r1 - 9, w)} ${p(6, 6)} ${p(1.5, 0)}Z`,
      ),
    );
    for (const v of [-3.5, 0, 3.5]) s.push(`M${p(6, v * 0.3)}Q${p(10, v * 0.7)} ${p(14.5, v * 1.1)}`);
  }
  f.push(path(circle(cx, cy, 4.6)));
  // the stamen column, up and to the right between two petals, pollen along its top, the stigmas round its tip
  const a = (-54 * Math.PI) / 180;
  const col = (u: number, v = 0) => turned(cx, cy, a, u, v);
  for (const [u, v] of [
    [17, -2.2],
    [19.5, 2.2],
    [21.5, -2.2],
    [23.5, 2.2],
  ])
    f.push(path(circle(...col(u, v), 1.1)));
  f.push(path(band([col(0), col(10), col(26)], (t) => 2.6 - 0.6 * t).d));
  for (let k = 0; k < 5; k++) f.push(path(circle(...turned(...col(26), a + ((k - 2) * Math.PI) / 4.5, 1.9, 0), 1.2)));
  return drawn(f, s);
}

/** A five-petal cherry blossom round (cx, cy): notched petals, a round middle and six stamens with a dot each. */
function cherryFlower(cx: number, cy: number, r: number, turn: number, f: string[], s: string[], dots: string[]) {
  for (let k = 0; k < 5; k++) f.push(path(petal(cx, cy, turn + (k * 2 * Math.PI) / 5, 1, r, r * 0.42, 0.95, r * 0.14)));
  f.push(path(circle(cx, cy, r * 0.24)));
  for (let k = 0; k < 6; k++) {
    const a = turn + 0.4 + (k * 2 * Math.PI) / 6;
    s.push(`M${turned(cx, cy, a, r * 0.26, 0).join(' ')}L${turned(cx, cy, a, r * 0.52, 0).join(' ')}`);
    dots.push(circle(...turned(cx, cy, a, r * 0.56, 0), 0.55));
  }
}

/** A bud at the end of a twig at (x, y), pointing at angle `a`: a closed petal-tipped drop in two green sepals. */
function bud(x: number, y: number, a: number, f: string[]) {
  f.push(path(petal(x, y, a, 0, 7, 2.9, 0.5)));
  f.push(path(petal(x, y, a - 0.45, 0, 3.6, 1.5, 0.4)), path(petal(x, y, a + 0.45, 0, 3.6, 1.5, 0.4)));
}

/**
 * A cherry blossom: a small branch rising from the bottom of the box, with two twigs, four five-petal blossoms
 * with notched petals and stamens, two buds and two leaves with a midrib.
 */
export function cherryBlossom(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  for (const l of [leaf([29, 50], [48, 58], 8, 1.5), leaf([21, 62], [6, 52], 7.5, -1.5)]) {
    f.push(l.f);
    s.push(l.s);
  }
  // the branch, the twigs off it, and the stalks of the buds
  f.push(branch([50, 20], [60, 22], [64, 24], [66, 30], 2, 1.6));
  f.push(branch([27, 44], [20, 38], [14, 34], [11, 27], 2.8, 1.8));
  f.push(branch([34, 30], [30, 22], [26, 16], [20, 11], 2.2, 1.6));
  f.push(branch([22, 71.5], [24, 55], [30, 38], [44, 14], 5, 2.6));
  bud(66, 30, Math.PI / 2.3, f);
  bud(20, 11, -2.3, f);
  cherryFlower(46, 13.5, 11.5, -Math.PI / 2, f, s, dots);
  cherryFlower(13.5, 27, 11, -1.2, f, s, dots);
  cherryFlower(45, 39, 11, -1.9, f, s, dots);
  cherryFlower(58, 57, 10.5, -1.4, f, s, dots);
  f.push(branch([31, 44], [37, 48], [46, 51], [51, 54], 2.2, 1.6));
  return { ...drawn(f, s), d: `<path d="${dots.join('')}"/>` };
}

/**
 * A daisy (the blossom emoji): one ring of long round-tipped petals round a big middle with a ring of seed dots
 * as small areas; a stem and two long leaves with a midrib.
 */
export function daisy(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy] = [36, 21];
  stalk(
    f,
    s,
    [leaf([35, 55], [10, 43], 9, -2.5), leaf([37, 62], [62, 50], 9, 2.5)],
    [36, 36],
    [
      [37, 50],
      [35, 60],
      [36.5, 70.5],
    ],
    3.8,
  );
  const n = 16;
  for (let k = 0; k < n; k++) f.push(path(petal(cx, cy, (k * 2 * Math.PI) / n - Math.PI / 2, 5, 20.5, 3, 0.95)));
  f.push(path(circle(cx, cy, 7.5)));
  f.push(path(circle(cx, cy, 2)));
  for (let k = 0; k < 7; k++) f.push(path(circle(...turned(cx, cy, (k * 2 * Math.PI) / 7, 4.7, 0), 1.2)));
  return drawn(f, s);
}

/**
 * A four-leaf clover: four heart-shaped leaflets, each with a midrib and the pale V of a clover leaf, round a small round middle, on a curving
 * stem.
 */
export function clover(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy] = [36, 25];
  f.push(
    stem(
      [36, 26],
      [
        [
          [36, 46],
          [42, 58],
          [40, 70.5],
        ],
      ],
      3.6,
    ),
  );
  const k = 1.2;
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    const p = (u: number, v: number) => turned(cx, cy, a, u * k, v * k).join(' ');
    f.push(
      path(
        `M${p(0, 0)}C${p(3.5, -2.5)} ${p(7.5, -10.5)} ${p(14, -10)}C${p(21, -9.5)} ${p(22, -3)} ${p(14.5, 0)}C${p(22, 3)} ${p(21, 9.5)} ${p(14, 10)}C${p(7.5, 10.5)} ${p(3.5, 2.5)} ${p(0, 0)}Z`,
      ),
    );
    // the midrib, and the pale V a clover leaflet is marked with
    s.push(`M${p(3.5, 0)}L${p(12.5, 0)}`, `M${p(15.5, -6.5)}Q${p(12, -2.5)} ${p(10.5, 0)}Q${p(12, 2.5)} ${p(15.5, 6.5)}`);
  }
  f.push(path(circle(cx, cy, 2.4)));
  return drawn(f, s);
}

/**
 * A lotus on the water: a cup of pointed petals in three rows, the middle one standing tallest, sitting on a
 * round pad with a notch and veins, a second pad behind it.
 */
export function lotus(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the far pad, then the near pad under the flower with its notch at the back and veins across its front
  f.push(path(ellipse(58, 62, 12, 4.5)));
  f.push(
    path(`M36 58L${r2(36 + 28 * Math.cos(-1.2))} ${r2(58 + 9 * Math.sin(-1.2))}A28 9 0 1 1 ${r2(36 + 28 * Math.cos(-1.75))} ${r2(58 + 9 * Math.sin(-1.75))}Z`),
  );
  for (const a of [0.25, 0.85, 1.55, 2.25, 2.85])
    s.push(`M${r2(36 + 4 * Math.cos(a))} ${r2(58 + 1.3 * Math.sin(a))}L${r2(36 + 22 * Math.cos(a))} ${r2(58 + 7 * Math.sin(a))}`);
  // the petals: each row's bases a little lower and nearer than the row behind, so the cup opens upwards; each
  // midrib only along the part of its petal the rows in front leave showing (lines are drawn over every area)
  const row = (cy: number, angles: number[], length: number, w: number, rib: [number, number]) => {
    for (const deg of angles) {
      const a = (deg * Math.PI) / 180;
      const x = 36 + Math.cos(a) * 3;
      f.push(path(petal(x, cy, a, 0, length, w, 0.45)));
      s.push(`M${turned(x, cy, a, length * rib[0], 0).join(' ')}L${turned(x, cy, a, length * rib[1], 0).join(' ')}`);
    }
  };
  row(48, [-90], 44, 9.5, [0.62, 0.86]);
  row(50, [-122, -58], 38, 9.5, [0.55, 0.8]);
  row(53, [-158, -22], 28, 8.5, [0.45, 0.78]);
  row(55, [-110, -70], 30, 9, [0.4, 0.72]);
  row(56, [-90], 26, 8.5, [0.2, 0.7]);
  return drawn(f, s);
}

/**
 * A bouquet: a rose in front, two tulips and a daisy behind it, two small five-petal flowers and two leaves,
 * gathered in a paper cone tied with a bow, the stems' ends showing below. OpenMoji's was a fan of small tulip
 * heads on hairline stems, the same clip art as its single flowers.
 */
export function bouquet(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the paper's back, its pointed tips standing up behind the flowers
  f.push(path('M10 38L7 16L20 24L27 9L36 18L45 9L52 24L65 16L62 38Z'));
  for (const l of [leaf([28, 38], [4, 32], 8, -1.5), leaf([44, 38], [68, 32], 8, 1.5)]) {
    f.push(l.f);
    s.push(l.s);
  }
  // the small flowers, then the daisy, the tulips and the rose in front of them
  for (const [x, y] of [
    [17, 13],
    [55, 13],
  ]) {
    for (let k = 0; k < 5; k++) f.push(path(petal(x, y, -Math.PI / 2 + (k * 2 * Math.PI) / 5, 0.5, 6.5, 2.8, 0.95)));
    f.push(path(circle(x, y, 1.6)));
  }
  for (let k = 0; k < 14; k++) f.push(path(petal(36, 13, (k * 2 * Math.PI) / 14 - Math.PI / 2, 3, 11.5, 2, 0.95)));
  f.push(path(circle(36, 13, 4.2)));
  tulipHead(f, s, 21.5, 27, 0.5);
  tulipHead(f, s, 50.5, 27, 0.5);
  roseHead(f, 36, 31, 0.55);
  // the stems' ends under the cone, the cone's front, and the bow over it
  for (const x of [32, 35.2, 38.4]) f.push(path(`M${x} 58L${x} 70.5L${r2(x + 2.8)} 70.5L${r2(x + 2.8)} 58Z`));
  f.push(path('M11 39Q36 46 61 39L42 65Q36 67.5 30 65Z'));
  f.push(path('M34.5 53L29 62L32 61.6L36 54Z'), path('M37.5 53L43 62L40 61.6L36 54Z'));
  f.push(path('M36 52C30 46 24.5 47.5 25.5 52C26.5 56.5 31 56.5 36 52Z'), path('M36 52C42 46 47.5 47.5 46.5 52C45.5 56.5 41 56.5 36 52Z'));
  f.push(path(circle(36, 52, 2.3)));
  return drawn(f, s);
}
