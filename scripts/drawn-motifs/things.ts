// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { band, circle, cubic, path, r2, sparkle, starPath, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A cute comet: a round head low on the left with the house's kawaii face (kawaii-face.ts), a shine, and a long tail of four flowing flame bands sweeping up to the right side by side, each
 * an area waving the same way and ending in a point, the middle ones longest; sparkles, stars and tiny twinkles
 * round it. OpenMoji's comet was a small ragged blob trailing loose streaks; our first one a plain cratered ball
 * with three flames, which printed as a ball with a flame.
 */
export function comet() {
  const head: Pt = [19.5, 51.5];
  const angle = (-41 * Math.PI) / 180;
  const u: Pt = [Math.cos(angle), Math.sin(angle)];
  const n: Pt = [-u[1], u[0]];
  // a band's middle line, from a little way into the head (its root clear of the face): `offset` across the tail's axis at the head (positive below it), drawing in a little
  // towards the tip, with the same gentle wave as every other band and the axis bending upwards as it trails
  const line = (offset: number, length: number): Pt[] =>
    Array.from({ length: 41 }, (_, i) => {
      const t = i / 40;
      const along = 3 + (length - 3) * t;
      const across = offset * (1 + 0.3 * Math.sin(Math.PI * t) - 0.55 * t) + 3.6 * Math.sin(Math.PI * 1.7 * t) * t - 0.0032 * along * along;
      return [r2(head[0] + along * u[0] + across * n[0]), r2(head[1] + along * u[1] + across * n[1])];
    });
  // a flame band: widest a third of the way out, tapering to a point
  const flame = (offset: number, length: number, w: number) =>
    path(band(line(offset, length), (t) => w * (0.85 + 0.55 * Math.sin(Math.PI * Math.min(1, t * 1.5))) * (1 - t) ** 0.75).d);
  const f = [
    // twinkles, stars and sparkles round the comet
    path(starPath(6, 29, 3.6)),
    path(sparkle(13.5, 13, 5.6)),
    path(starPath(30.5, 9.5, 3)),
    path(sparkle(64.5, 51, 5.6)),
    path(starPath(50.5, 62, 3.6)),
    path(starPath(68, 33, 2.8)),
    path(circle(24, 26, 1.2)),
    path(circle(42.5, 48, 1.1)),
    path(circle(64, 66, 1.2)),
    // the tail: the outer bands under the inner ones, the lowest band over the one above it
    flame(-9.8, 45, 8.6),
    flame(9.8, 39, 8.6),
    flame(-3.3, 58, 9.2),
    flame(3.3, 51, 9.2),
    // the head over the bands' roots, and its shine
    path(circle(head[0], head[1], 13.2)),
    path(turnedEllipse(11.6, 45.2, 2.6, 1.4, -50)),
  ];
  const face = kawaiiFace(head[0], head[1] + 0.6, 1.02);
  return { f: [...f, ...face.f].join(''), s: `<path d="${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}

/**
 * A decorated egg, as painted at Easter: an egg's outline cut by three curved bands, a zigzag in the upper one,
 * a row of dots in the middle one, a wave in the lower one, three dots on the cap. OpenMoji's egg was a plain
 * oval with a crescent of shading: on paper, one big empty area.
 */
export function decoratedEgg() {
  const outline: [Pt, Pt, Pt, Pt][] = [
    [
      [36, 6],
      [49, 6],
      [59, 24],
      [59, 42],
    ],
    [
      [59, 42],
      [59, 56],
      [49, 66],
      [36, 66],
    ],
  ];
  // the egg's right half as dense samples, to find where a band meets the outline at a given height
  const edge: Pt[] = outline.flatMap((c) => Array.from({ length: 400 }, (_, i) => cubic(...c, i / 399)));
  const halfWidth = (y: number) => {
    const i = edge.findIndex((p) => p[1] >= y);
    const [a, b] = [edge[Math.max(0, i - 1)], edge[i]];
    return (b[1] === a[1] ? a[0] : a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1])) - 36;
  };
  const sag = 2.2;
  // a band's edge across the egg at height y0, sagging in the middle as a ring round a round body does
  const band = (y0: number) => {
    const w = halfWidth(y0);
    return {
      d: `M${r2(36 - w)} ${y0}Q36 ${r2(y0 + 2 * sag)} ${r2(36 + w)} ${y0}`,
      at: (x: number) => y0 + 4 * sag * ((x - 36 + w) / (2 * w)) * (1 - (x - 36 + w) / (2 * w)),
    };
  };
  const levels = [20, 31, 43, 53];
  const edges = levels.map(band);
  const s: string[] = edges.map((e) => e.d);
  // the zigzag between the first two edges, its points on them, its ends on the outline halfway between
  const mid0 = (levels[0] + levels[1]) / 2,
    w0 = halfWidth(mid0);
  const zig: string[] = [`M${r2(36 - w0)} ${r2(mid0 + sag * 0.6)}`];
  const teeth = 7;
  for (let k = 1; k < teeth; k++) {
    const x = 36 - w0 + (2 * w0 * k) / teeth;
    zig.push(`L${r2(x)} ${r2(k % 2 ? edges[0].at(x) : edges[1].at(x))}`);
  }
  zig.push(`L${r2(36 + w0)} ${r2(mid0 + sag * 0.6)}`);
  s.push(zig.join(''));
  // the wave between the third and fourth edges, from outline to outline
  const mid2 = (levels[2] + levels[3]) / 2,
    w2 = halfWidth(mid2);
  let wave = `M${r2(36 - w2)} ${r2(mid2 + sag * 0.6)}`;
  const humps = 4;
  for (let k = 0; k < humps; k++) {
    const x0 = 36 - w2 + (2 * w2 * k) / humps,
      x1 = 36 - w2 + (2 * w2 * (k + 1)) / humps;
    const y = (x: number) => (edges[2].at(x) + edges[3].at(x)) / 2;
    wave += `Q${r2((x0 + x1) / 2)} ${r2(y((x0 + x1) / 2) + (k % 2 ? 3.2 : -3.2))} ${r2(x1)} ${r2(k === humps - 1 ? mid2 + sag * 0.6 : y(x1))}`;
  }
  s.push(wave);
  const f = [
    path(`M36 6C49 6 59 24 59 42C59 56 49 66 36 66C23 66 13 56 13 42C13 24 23 6 36 6Z`),
    // dots along the middle band, and three on the cap
    ...[-14, -7, 0, 7, 14].map((dx) => path(circle(36 + dx, r2((edges[1].at(36 + dx) + edges[2].at(36 + dx)) / 2), 2.2))),
    ...[
      [30, 14.5],
      [36, 11.5],
      [42, 14.5],
    ].map(([x, y]) => path(circle(x, y, 1.8))),
  ];
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
