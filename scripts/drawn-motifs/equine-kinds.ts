// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// What the zebra (1F993) and the donkey (1FACF) wear on the horse's build (horse.ts): markings cut to the coat
// (the zebra's stripes, its dark muzzle, the donkey's pale muzzle and belly), the short upright mane, the thin
// tufted tail and their own ears (the donkey's long, the zebra's round).
import { flatten, intersect, polyD } from '../../lib/studio/art-kit/clip';
import { pt, cv } from './equine-geometry';
import { along, band, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A marking laid on the coat (a stripe, a pale belly): a band along a cubic, `w` across at its start, middle and
 * end (0 tapers it to a point), cut to the outline `d` it lies on, each part an area. See clip.ts.
 */
export type Band = { at: [Pt, Pt, Pt, Pt]; w: [number, number, number] };
type Mark = Band | Pt[];
export function cutTo(d: string, marks: Mark[]): string[] {
  const outline = flatten(d);
  return marks.flatMap((m) => {
    let shape: Pt[];
    if (Array.isArray(m)) shape = m;
    else {
      const [[a, b, c, e], [w0, w1, w2]] = [m.at, m.w];
      const width = (t: number) => Math.max(0.02, t < 0.5 ? w0 + (w1 - w0) * 2 * t : w1 + (w2 - w1) * (2 * t - 1));
      const { left, right } = band(along(a, [[b, c, e]], 28), width);
      shape = [...left, ...right.reverse()];
    }
    return intersect(shape, outline)
      .filter((p) => area(p) > 0.8)
      .map((p) => path(polyD(p)));
  });
}
/** An oval patch (a muzzle): centre, radii and turn in degrees, as points. */
export const oval = ([cx, cy]: Pt, rx: number, ry: number, deg: number): Pt[] => {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  return Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * 2 * Math.PI;
    const [x, y] = [rx * Math.cos(a), ry * Math.sin(a)];
    return [cx + x * c - y * s, cy + x * s + y * c] as Pt;
  });
};
const area = (p: Pt[]) => Math.abs(p.reduce((s, [x, y], i) => s + x * p[(i + 1) % p.length][1] - p[(i + 1) % p.length][0] * y, 0)) / 2;
/** A straight band across a leg: its middle `c`, the way across `dir`, `len` long and `w` wide. */
export const across = (c: Pt, dir: Pt, len: number, w: number): Mark => {
  const l = Math.hypot(dir[0], dir[1]);
  const [ux, uy] = [(dir[0] / l) * (len / 2), (dir[1] / l) * (len / 2)];
  const a: Pt = [c[0] - ux, c[1] - uy];
  const e: Pt = [c[0] + ux, c[1] + uy];
  return { at: [a, [a[0] + ux * 0.66, a[1] + uy * 0.66], [e[0] - ux * 0.66, e[1] - uy * 0.66], e], w: [w, w, w] };
};

/**
 * The zebra's stripes, in the horse's box before it is fitted. Each is a band laid across the coat as a zebra's
 * run: round the neck from the mane to the throat, down the shoulder and the barrel from the back, tapering before
 * the belly, in chevrons over the haunch from the rump forward, and in rings round the legs. A dozen on the body
 * and two on each leg, wide and well apart: at a thumbnail's size they still read as stripes, not as a grey.
 */
export const NECK_STRIPES: Mark[] = [
  {
    at: [
      [35, 11.6],
      [30.5, 16.4],
      [25, 18.4],
      [19, 18.8],
    ],
    w: [3, 2.8, 2.6],
  },
  {
    at: [
      [38.6, 18.2],
      [33.4, 23.6],
      [26, 25.8],
      [17, 26.2],
    ],
    w: [3.2, 3, 2.8],
  },
  {
    at: [
      [41.4, 24.6],
      [35.6, 30.6],
      [27, 33.4],
      [16, 34.4],
    ],
    w: [3.2, 3, 2.8],
  },
];
export const BODY_STRIPES: Mark[] = [
  // down the shoulder and the barrel from the back to the belly, leaning a little forward
  {
    at: [
      [40, 24],
      [37.4, 32],
      [34.4, 40],
      [32, 52],
    ],
    w: [3.4, 3, 2.2],
  },
  {
    at: [
      [45.6, 27],
      [44.6, 35],
      [43, 42],
      [41.6, 52],
    ],
    w: [3.4, 3, 2.2],
  },
  {
    at: [
      [51.2, 26],
      [50.8, 33],
      [49.8, 39],
      [48.8, 45.4],
    ],
    w: [3.4, 2.8, 0.6],
  },
  // chevrons over the haunch, in from the rump and down the thigh
  {
    at: [
      [67, 31.2],
      [60.6, 30.6],
      [56, 33.6],
      [54.6, 39.4],
    ],
    w: [3.4, 3, 1.8],
  },
  {
    at: [
      [67, 37.6],
      [62, 37.2],
      [58.8, 40.4],
      [57.8, 46],
    ],
    w: [3.4, 3, 1.8],
  },
  {
    at: [
      [67, 44],
      [63.4, 44],
      [61.2, 47],
      [60.8, 51],
    ],
    w: [3.2, 2.8, 1.6],
  },
];
/** Rings round the near legs: the hind's gaskin and cannon, the lifted foreleg's forearm and cannon. */
export const NEAR_LEG_STRIPES: Mark[] = [
  across([55, 55.5], [1, 0.08], 12, 2.4),
  across([56, 61.4], [1, 0], 12, 2.4),
  across([22.6, 50.4], [0.62, 0.78], 11, 2.4),
  across([19.2, 58.2], [0.96, -0.28], 11, 2.4),
  across([20.6, 63.8], [0.96, -0.28], 11, 2.2),
];
export const FAR_FORE_STRIPES: Mark[] = [across([31.5, 55.5], [1, 0], 12, 2.4), across([31.5, 61.2], [1, 0], 12, 2.4)];
export const FAR_HIND_STRIPES: Mark[] = [across([47.5, 55.5], [1, 0.08], 12, 2.4), across([48, 61.2], [1, 0], 12, 2.4)];
/**
 * One broad stripe across the zebra's nose, from its bridge down to the jaw, between the eye and the dark muzzle:
 * a second one left slivers of white between them at print size, and the eye is left clear.
 */
export const FACE_STRIPES: Band[] = [
  {
    at: [
      [11, 11.6],
      [12.6, 16],
      [14.2, 21.4],
      [16.6, 27.6],
    ],
    w: [2.8, 2.8, 2.6],
  },
];

/**
 * The zebra's and the donkey's short mane standing upright along the crest, from the withers to the poll, its foot
 * under the neck (drawn before the body): in bristly tufts, each its own area on the zebra (its stripes, colour
 * every other one), one area with a few hairs on the donkey.
 */
export function upright(zebra: boolean): { f: string[]; s: string[] } {
  const crest = flatten('M40 29.6C37.5 28.5 36.5 27 35.5 25C34 19 30.5 10.5 24 7.6', 0.1);
  // evenly spaced stations along it
  const n = 9;
  const cum = [0];
  for (let i = 1; i < crest.length; i++) cum.push(cum[i - 1] + Math.hypot(crest[i][0] - crest[i - 1][0], crest[i][1] - crest[i - 1][1]));
  const st = Array.from({ length: n + 1 }, (_, i) => {
    const want = (cum[cum.length - 1] * i) / n;
    const j = Math.max(
      1,
      cum.findIndex((c) => c >= want),
    );
    const [a, b] = [crest[j - 1], crest[j]];
    const t = (want - cum[j - 1]) / (cum[j] - cum[j - 1] || 1);
    const p: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return { p, o: [(b[1] - a[1]) / l, -(b[0] - a[0]) / l] as Pt };
  });
  // the outward normal points up and back, off the crest; the mane rises from nothing at the withers
  const h = (i: number) => (zebra ? 4.2 : 3.6) * Math.min(1, 0.15 + i / 2.2);
  const top = st.map(({ p, o }, i): Pt => [r2(p[0] - o[0] * h(i)), r2(p[1] - o[1] * h(i))]);
  const foot = st.map(({ p, o }): Pt => [r2(p[0] + o[0] * 1.6), r2(p[1] + o[1] * 1.6)]);
  // a tuft between each two stations: its top a soft point leaning back toward the withers
  const tuft = (i: number) => {
    const [a, b] = [top[i], top[i + 1]];
    const { o } = st[i];
    const up = zebra ? 1.1 : 0.5;
    const m: Pt = [r2((a[0] + b[0]) / 2 - o[0] * up + (a[0] - b[0]) * 0.25), r2((a[1] + b[1]) / 2 - o[1] * up + (a[1] - b[1]) * 0.25)];
    return zebra
      ? `Q${r2(a[0] - o[0] * 0.6)} ${r2(a[1] - o[1] * 0.6)} ${pt(m)}Q${r2(b[0] - o[0] * 0.2)} ${r2(b[1] - o[1] * 0.2)} ${pt(b)}`
      : `Q${r2(a[0] - o[0] * 0.9)} ${r2(a[1] - o[1] * 0.9)} ${pt(m)}Q${r2(b[0] - o[0] * 0.6)} ${r2(b[1] - o[1] * 0.6)} ${pt(b)}`;
  };
  if (zebra) {
    const f = st.slice(0, n).map((_, i) => path(`M${pt(foot[i])}L${pt(top[i])}${tuft(i)}L${pt(foot[i + 1])}Z`));
    return { f, s: [] };
  }
  let d = `M${pt(foot[0])}L${pt(top[0])}`;
  for (let i = 0; i < n; i++) d += tuft(i);
  d += `L${foot
    .slice()
    .reverse()
    .map((p) => pt(p))
    .join('L')}Z`;
  // a few hairs down from the tufts' tops
  const hairs = [2, 4, 6].map((i) => `M${pt(top[i])}L${r2(top[i][0] * 0.55 + foot[i][0] * 0.45)} ${r2(top[i][1] * 0.55 + foot[i][1] * 0.45)}`);
  return { f: [path(d)], s: hairs };
}

/**
 * A thin tail hanging from the croup and swinging out a little, ending in a tuft of three locks below the hocks'
 * height (the zebra's and the donkey's; a horse's tail is hair from the root).
 */
export function tuftedTail(): string[] {
  const stem = along([60.4, 31.6], cv([63.6, 30.8, 65.4, 34.5, 65.6, 40, 65.8, 46, 65, 51, 65.4, 55]), 10);
  const [x, y] = [65.4, 54];
  const lock = (tip: Pt, side: number, w: number) =>
    path(
      `M${x} ${y}C${r2(x + side * w * 1.3)} ${r2(y + 2.6)} ${r2(tip[0] + side * w * 0.7)} ${r2(tip[1] - 4.6)} ${pt(tip)}` +
        `C${r2(tip[0] - side * w * 0.3)} ${r2(tip[1] - 3.6)} ${r2(x - side * w * 0.3)} ${r2(y + 3)} ${x} ${y}Z`,
    );
  return [
    lock([69.2, 65.4], 1, 3),
    lock([61.6, 64.8], -1, 3),
    path(`M${x - 1.4} ${y + 0.4}C${x - 3} ${y + 4.4} ${x - 2} ${y + 9} ${x + 0.3} ${y + 13.6}C${x + 2.2} ${y + 9} ${x + 3} ${y + 4.4} ${x + 1.4} ${y + 0.4}Z`),
    path(band(stem, (t) => 2.8 - t * 0.7).d),
  ];
}

/**
 * The donkey's ears, long and leaning a little back, or the zebra's, round and upright: the far one, then the near
 * one and its inner ear, each an area, in the head's own box (`hds` sets a path on the neck).
 */
export function ears(zebra: boolean, hds: (d: string) => string): string[] {
  if (!zebra)
    return [
      path(hds('M17.4 8.8C15.4 4 15.4 -0.6 17.4 -4.4C20.4 -0.8 21.6 3.8 20.8 8.2Z')),
      path(hds('M19.8 8.8C20.4 3.6 22.4 -0.8 26 -4.2C27.2 0 26.4 4.8 24.2 9.2Z')),
      path(hds('M21.4 7.6C21.8 3.8 23 1 24.9 -1.2C25.2 1.8 24.6 4.8 23.2 7.8Z')),
    ];
  return [
    path(hds('M17.4 8.8C15.8 5.6 15.8 1.6 17.8 -0.6C20.8 1.6 21.6 5.2 20.8 8.2Z')),
    path(hds('M19.8 8.8C19.6 4.8 20.8 1 23.4 -0.8C25.8 1.8 25.8 5.8 24.2 9.2Z')),
    path(hds('M21.2 7.8C21.2 5 22 2.8 23.3 1.6C24.4 3.4 24.4 5.8 23.4 8.2Z')),
  ];
}
