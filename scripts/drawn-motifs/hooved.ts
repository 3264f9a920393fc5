// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// OpenMoji draws the zebra and the donkey as thin-line side views: small, faceless, on pencil-thin legs too narrow
// to colour, the zebra's stripes open lines. Fluent's deer is a flat box on post legs with solid black hooves.
// Ours stand whole and cute, as a kids' colouring book draws them, on legs wide enough to colour. The unicorn's
// legs (unicorn.ts) are under 4.5 units across at the cannon, too narrow for these, so they have their own.
import { along, band, circle, ellipse, path, r2, turnedEllipse, type Pt } from './shapes';

const d = (pts: Pt[]) => pts.map((p) => p.join(' ')).join('L');
const mid = (a: Pt, b: Pt, t = 0.5): Pt => [r2(a[0] + (b[0] - a[0]) * t), r2(a[1] + (b[1] - a[1]) * t)];
const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A stripe or patch as a closed area on an outline: the `run` of the outline's own points, then a curve in to
 * `tip` and back, bowed `bow` units sideways. Its edge on the outline lies on the outline exactly, so no sliver
 * of white opens between them.
 */
function wedge(run: Pt[], tip: Pt, bow: number): string {
  const [a, b] = [run[0], run[run.length - 1]];
  const side = (p: Pt): Pt => {
    const [dx, dy] = [tip[0] - p[0], tip[1] - p[1]];
    const len = Math.hypot(dx, dy) || 1;
    const m = mid(p, tip);
    return [r2(m[0] - (dy / len) * bow), r2(m[1] + (dx / len) * bow)];
  };
  return path(`M${d(run)}Q${side(b).join(' ')} ${tip.join(' ')}Q${side(a).join(' ')} ${a.join(' ')}Z`);
}

/** The outline's points from index `i` on until they run `len` units along it. */
function span(line: Pt[], i: number, len: number): Pt[] {
  const run = [line[i]];
  for (let k = i + 1, run0 = 0; k < line.length && run0 < len; k++) {
    run0 += Math.hypot(line[k][0] - line[k - 1][0], line[k][1] - line[k - 1][1]);
    run.push(line[k]);
  }
  return run;
}

/** A band along `line` from `w0` to `w1` across, its far end rounded (an antler's tine). */
function rounded(line: Pt[], w0: number, w1: number): string {
  const { left, right } = band(line, (t) => w0 + (w1 - w0) * t);
  const r = r2(w1 / 2);
  return path(`M${d(left)}A${r} ${r} 0 0 0 ${d([...right].reverse())}Z`);
}

/** Bands across a strip between two edges (a neck, a mane): every other span of `step` points, as areas. */
function crossBands(left: Pt[], right: Pt[], from: number, to: number, step: number): string[] {
  const bands: string[] = [];
  for (let i = from; i + step <= to; i += 2 * step) bands.push(path(`M${d(left.slice(i, i + step + 1))}L${d(right.slice(i, i + step + 1).reverse())}Z`));
  return bands;
}

/**
 * A straight leg from under the body at `x` (its left edge at the top), `w` wide, narrowing a little to the
 * fetlock at y 60.5, where a hoof of its own (an area, not solid black) stands on the ground at y 65. With
 * `stripes`, bands across it from the belly down, alternate ones closed areas to colour black.
 */
function leg(x: number, w: number, top: number, f: string[], stripes = false) {
  const [l0, l1, r0, r1] = [x, x + 0.4, x + w, x + w - 0.4];
  const edge = (y: number): [number, number] => [r2(l0 + ((l1 - l0) * (y - top)) / (60.5 - top)), r2(r0 + ((r1 - r0) * (y - top)) / (60.5 - top))];
  f.push(path(`M${l0} ${top}L${r2(l1)} 60.5L${r2(r1)} 60.5L${r0} ${top}Z`));
  if (stripes)
    for (const y of [50.6, 55.6]) {
      const [a, b] = [edge(y), edge(y + 2.4)];
      const [a1, b1] = [edge(y - 0.6), edge(y + 1.8)];
      f.push(path(`M${a[0]} ${y}L${a1[1]} ${r2(y - 0.6)}L${b1[1]} ${r2(y + 1.8)}L${b[0]} ${r2(y + 2.4)}Z`));
    }
  f.push(path(`M${r2(l1 - 0.3)} 60.2L${r2(l1 - 0.9)} 64Q${r2(l1 - 1)} 65 ${r2(l1)} 65L${r2(r1)} 65Q${r2(r1 + 1)} 65 ${r2(r1 + 0.9)} 64L${r2(r1 + 0.3)} 60.2Z`));
}

/** A tail from the rump at `root`, hanging in a curve, its end a tuft of hair with two partings (an area). */
function tail(root: Pt, f: string[], s: string[]) {
  const line = along(root, [
    [
      [root[0] + 3.5, root[1] + 3],
      [root[0] + 4.5, root[1] + 8],
      [root[0] + 4, root[1] + 14],
    ],
  ]);
  f.push(path(band(line, () => 2.2).d));
  const [x, y] = [root[0] + 4, root[1] + 12.5];
  f.push(
    path(
      `M${x - 1.6} ${y}Q${x - 4} ${y + 5} ${x - 2.2} ${y + 9.5}Q${x - 1} ${y + 8} ${x} ${y + 9.8}Q${x + 1} ${y + 8} ${x + 2.4} ${y + 9.4}Q${x + 4} ${y + 5} ${x + 1.6} ${y}Z`,
    ),
  );
  s.push(`M${x - 0.6} ${y + 3}Q${x - 1.2} ${y + 5.5} ${x - 0.9} ${y + 7.4}M${x + 0.8} ${y + 3}Q${x + 1.3} ${y + 5.5} ${x + 1} ${y + 7.4}`);
}

/** An ear from its base `a`–`b` up to `tip`, its sides bowed `k` units out: a leaf. */
function leaf(a: Pt, tip: Pt, b: Pt, k: number): string {
  const side = (p: Pt, other: Pt): Pt => {
    const m = mid(p, tip, 0.55);
    const [dx, dy] = [tip[0] - p[0], tip[1] - p[1]];
    const len = Math.hypot(dx, dy);
    // the normal away from the ear's other base corner
    const [nx, ny] = [-dy / len, dx / len];
    const sign = (other[0] - p[0]) * nx + (other[1] - p[1]) * ny > 0 ? -1 : 1;
    return [r2(m[0] + sign * nx * k), r2(m[1] + sign * ny * k)];
  };
  return path(`M${a.join(' ')}Q${side(a, b).join(' ')} ${tip.join(' ')}Q${side(b, a).join(' ')} ${b.join(' ')}Z`);
}

/** A big eye (a dot with two lashes), a nostril on the muzzle (`nose`: its radii) and a smile under it, standing free. */
function face(eye: Pt, nostril: Pt, smile: string, s: string[], dots: string[], r = 2, nose: Pt = [0.75, 1]) {
  const [x, y] = eye;
  s.push(`M${r2(x - 0.9)} ${r2(y - r - 0.2)}L${r2(x - 1.6)} ${r2(y - r - 1.8)}M${r2(x + 0.9)} ${r2(y - r - 0.1)}L${r2(x + 1.2)} ${r2(y - r - 1.8)}`);
  s.push(smile);
  dots.push(circle(x, y, r), ellipse(nostril[0], nostril[1], nose[0], nose[1]));
}

// The horse's barrel, facing left, as the outline's own points: from the chest up over the withers, along the
// back, round the rump, under the belly and up the chest. Stripes and the belly patch take runs of these points.
const BARREL = along(
  [25, 34],
  [
    [
      [26, 29.5],
      [29, 28.4],
      [33, 28.4],
    ],
    [
      [42, 28.4],
      [48, 30],
      [55, 28.6],
    ],
    [
      [61, 27.6],
      [63.6, 33],
      [63, 38],
    ],
    [
      [62.5, 44],
      [60, 48.6],
      [54, 48.6],
    ],
    [
      [46, 48.6],
      [38, 49.6],
      [30, 48.6],
    ],
    [
      [25, 47.6],
      [23.5, 43],
      [24, 39],
    ],
    [
      [24.2, 37],
      [24.5, 35],
      [25, 34],
    ],
  ],
  12,
);

/**
 * A whole zebra or donkey standing side-on, facing left, its head turned a little to the reader: a round barrel on
 * four straight legs with hooves, a neck with an upright mane, a big eye with lashes, a nostril on the muzzle and a
 * smile, and a tail with a tuft. The zebra (`stripes`) has its stripes as closed areas on body, legs, neck, mane and
 * muzzle (colour every other one black, or leave them white); the donkey long ears and a pale muzzle and belly.
 */
export function equine({ zebra = false } = {}) {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the tail, then the legs (the far pair first): the body hides all their tops
  tail([62, 31.5], f, s);
  leg(34.5, 5.6, 44, f, zebra);
  leg(55.6, 5.6, 44, f, zebra);
  leg(26.5, 5.8, 44, f, zebra);
  leg(48.5, 5.8, 44, f, zebra);
  // the neck up from the chest to the head: its back edge (band `left`) carries the mane
  const neckLine = along(
    [34, 36],
    [
      [
        [30, 28],
        [27, 21],
        [22, 14],
      ],
    ],
    12,
  );
  const neck = band(neckLine, (t) => 13 - 3.5 * t);
  // the upright mane standing along the neck's back edge, behind the neck
  const maneLine = neck.left.slice(1).map(([x, y], i): Pt => {
    const [nx, ny] = [neck.left[i + 1][0] - neckLine[i + 1][0], neck.left[i + 1][1] - neckLine[i + 1][1]];
    const k = (zebra ? 2.4 : 1.8) / Math.hypot(nx, ny);
    return [r2(x + nx * k), r2(y + ny * k)];
  });
  const mane = band(maneLine, () => (zebra ? 5 : 4.4));
  f.push(path(mane.d));
  if (zebra) f.push(...crossBands(mane.left, mane.right, 0, maneLine.length - 1, 2));
  else for (const i of [2, 4, 6, 8, 10]) s.push(`M${mane.left[i].join(' ')}L${mid(mane.left[i], mane.right[i], 0.45).join(' ')}`);
  f.push(path(neck.d));
  if (zebra) f.push(...crossBands(neck.left, neck.right, 1, 12, 2));
  // the body over the legs' and neck's bases
  f.push(path(`M${d(BARREL)}Z`));
  if (zebra) {
    // stripes down the flank from the back line, in from the rump, and up from the belly between them: each a run
    // of the outline's own points (about 3.7 units along it) and a tip inside, closed areas to colour black
    const stripes: [number, number, number, number][] = [
      [9, -1, 10.5, 1],
      [14, -1, 12, 1.2],
      [18, -0.5, 12, 1.2],
      [22, 0, 11.5, 1],
      [31, -6, 2, -0.6],
      [35, -6.5, 0.5, -0.6],
      [39, -5.5, -1, -0.6],
      [49, 1, -7, 0.8],
      [53, 1, -7.5, 0.8],
      [56, 1, -7, 0.8],
    ];
    for (const [i, dx, dy, bow] of stripes) {
      const run = span(BARREL, i, 3.6);
      const at = run[Math.floor(run.length / 2)];
      f.push(wedge(run, [r2(at[0] + dx), r2(at[1] + dy)], bow));
    }
  } else {
    // the donkey's pale belly: a run of the belly line closed by a curve above it
    const run = BARREL.slice(50, 69);
    f.push(path(`M${d(run)}Q${r2((run[0][0] + run[18][0]) / 2)} 37 ${run[0].join(' ')}Z`));
  }
  // the ears: the donkey's long, leaning back, the zebra's upright and round; each with an inner ear
  const ears: [Pt, Pt, Pt][] = zebra
    ? [
        [
          [18.5, 9.5],
          [20, 1.8],
          [24.5, 8],
        ],
        [
          [22.5, 9],
          [26.5, 2.4],
          [28, 10],
        ],
      ]
    : [
        [
          [16.2, 10.8],
          [8.5, 2],
          [21.8, 7.6],
        ],
        [
          [24, 8.2],
          [35.5, 2.6],
          [28.2, 12.5],
        ],
      ];
  for (const [a, tip, b] of ears.reverse()) {
    f.push(leaf(a, tip, b, zebra ? 2 : 2.8));
    f.push(leaf(mid(a, b, 0.25), mid(tip, mid(a, b), 0.18), mid(a, b, 0.75), zebra ? 1.2 : 1.6));
  }
  // the head, turned a little to the reader (kept clear of an adults' page's fill), then the muzzle over its end
  const head = path('M22 6.8C27 7 29.5 12.5 28 18C26.6 22.6 21 24 17.5 27C14 29.5 10 29 8 25.5C6.5 22 9 17.5 11.5 13.5C14 9.5 17.5 6.6 22 6.8Z');
  f.push(head);
  f.push(path(turnedEllipse(9.6, 25.2, 6.6, 5.4, -35)));
  face([17.6, 15.6], [6.6, 23.4], 'M7.8 27.6Q10.4 29.6 13.2 27.4', s, dots, 2.1);
  return out(f, s, dots, head);
}

/**
 * A whole deer standing side-on, facing left, slimmer than the horses: a body on four long legs with hooves (areas,
 * not Fluent's solid black), a neck up to a head turned a little to the reader with a big eye, a nose and a smile,
 * ears out to the sides with inner ears, branching antlers as areas, white spots along the back, a white tail up.
 */
export function deer() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the white tail turned up, then the legs (the far pair first)
  f.push(path('M58 31.5Q62 26.5 64.6 28Q66 30 62 34.5Z'));
  leg(34.8, 5.3, 42, f);
  leg(55, 5.3, 42, f);
  leg(28.2, 5.4, 42, f);
  leg(48.3, 5.4, 42, f);
  // the neck, up from the chest
  const neckLine = along(
    [32, 36],
    [
      [
        [28.5, 30],
        [26, 25],
        [22.5, 19.5],
      ],
    ],
    12,
  );
  f.push(path(band(neckLine, (t) => 10.5 - 2.5 * t).d));
  // the body, slimmer than a horse's
  const body = path(
    'M26.5 37C26 31 30.5 29.5 36 29.8Q46 30.8 53 29.8C59.5 29.2 63 32 62.5 37.5C62 43 58.5 45.8 53 45.6Q43 46.8 33 45.6C28.6 45.2 26.8 41.5 26.5 37Z',
  );
  f.push(body);
  // white spots along the back
  for (const [x, y, rx, ry] of [
    [38, 33, 1.8, 1.3],
    [43.5, 32.4, 1.9, 1.4],
    [49, 33, 1.8, 1.3],
    [54.5, 33.4, 1.7, 1.3],
    [41, 37.2, 1.5, 1.1],
    [46.5, 37, 1.6, 1.2],
    [52, 37.6, 1.5, 1.1],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  // antlers: two beams curving up and out from the crown, each tine a band under its beam (the beam hides its
  // root); double lines wide enough to colour, tapering to the tips
  const antler = (root: Pt, beam: [Pt, Pt, Pt], tines: [number, Pt][]) => {
    const line = along(root, [beam], 12);
    for (const [t, tip] of tines) {
      const from = line[Math.round(t * 12)];
      f.push(rounded(along(from, [[mid(from, tip, 0.3), mid(from, tip, 0.7), tip]], 6), 2.4, 1.3));
    }
    f.push(rounded(line, 3, 1.5));
  };
  antler(
    [20.5, 11.5],
    [
      [18.5, 7.5],
      [15, 5],
      [11.5, 2],
    ],
    [
      [0.4, [19, 2]],
      [0.72, [10.2, 7.4]],
    ],
  );
  antler(
    [24.5, 11.5],
    [
      [27.5, 7.5],
      [30.5, 5],
      [34.5, 2],
    ],
    [
      [0.4, [27.2, 2]],
      [0.7, [35.6, 7]],
    ],
  );
  // the ears out to the sides, each with an inner ear
  f.push(path(turnedEllipse(30, 14.1, 4.8, 2.7, 20)), path(turnedEllipse(30.5, 14.3, 3.1, 1.4, 20)));
  f.push(path(turnedEllipse(12.3, 13, 4.2, 2.5, -25)), path(turnedEllipse(11.9, 13.2, 2.7, 1.3, -25)));
  // the head (kept clear of an adults' page's fill), its muzzle turned down-left, a pale chin
  const head = path(
    'M22 10C26.5 10 28.6 13.5 28 17.5C27.4 21.5 24 23.1 20.5 25.1C17.5 26.9 15 30 11.5 29.5C8 29 7.5 25.5 9.5 22.5C11.5 19.5 14 17.1 15.5 14C17 11.1 19 10 22 10Z',
  );
  f.push(head);
  face([19.6, 16.9], [9.9, 24.4], 'M11.6 27.6Q14 28.8 16.2 26.8', s, dots, 1.9, [1.3, 1]);
  return out(f, s, dots, head);
}
