// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The small creatures a child asks for in a garden: the butterfly (1F98B), the lady beetle (1F41E), the ant
// (1F41C), the spider (1F577) and the worm (1FAB1). Fluent's printed as flat shapes: the butterfly as four plain
// wing outlines with a few holes, the lady beetle as a disc with four round holes and a head with dots drawn on by
// the build, the ant as three blobs on stick legs, the spider as a pear on eight tubes, the worm as a striped tube
// with one solid black eye. Ours are storybook creatures with the house's kawaii face and their parts as areas.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { band, circle, curveThrough, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** Points round a closed Catmull-Rom curve through `pts`, `n` to a span: an outline to cut cells and stripes to. */
function loop(pts: Pt[], n = 10): Pt[] {
  const out: Pt[] = [];
  const m = pts.length;
  for (let i = 0; i < m; i++) {
    const [p0, p1, p2, p3] = [pts[(i - 1 + m) % m], pts[i], pts[(i + 1) % m], pts[(i + 2) % m]];
    for (let k = 0; k < n; k++) {
      const t = k / n;
      const c = (j: number) =>
        0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t ** 3);
      out.push([r2(c(0)), r2(c(1))]);
    }
  }
  return out;
}

/** An ellipse's outline as points, `n` of them. */
const ring = (cx: number, cy: number, rx: number, ry: number, n = 48): Pt[] =>
  Array.from({ length: n }, (_, i) => [r2(cx + rx * Math.cos((2 * Math.PI * (i + 0.5)) / n)), r2(cy + ry * Math.sin((2 * Math.PI * (i + 0.5)) / n))]);

/** `pts` drawn `k` times as large round (cx, cy): a wing's inner panel inside its edge. */
const shrink = (pts: Pt[], cx: number, cy: number, k: number): Pt[] => pts.map(([x, y]) => [r2(cx + (x - cx) * k), r2(cy + (y - cy) * k)]);

/** The points mirrored across x = 36. */
const mirror = (pts: Pt[]): Pt[] => pts.map(([x, y]) => [r2(72 - x), y] as Pt).reverse();

/** The parts of `shape` inside `within`, each as a closed area. */
const cut = (shape: Pt[], within: Pt[]) => intersect(shape, within).map((p) => path(polyD(p)));

/** A stripe across `body` between two lines, each from `a` to `b` bowed by `bow` at its middle: cut to the outline. */
function stripe(body: Pt[], a0: Pt, b0: Pt, a1: Pt, b1: Pt, bow: Pt): string[] {
  const bowed = (a: Pt, b: Pt): Pt[] => curveThrough([a, [(a[0] + b[0]) / 2 + bow[0], (a[1] + b[1]) / 2 + bow[1]], b], 8);
  return cut([...bowed(a0, b0), ...bowed(a1, b1).reverse()], body);
}

const done = (f: string[], s: string[], d: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${d.join('')}"/>`, c });

/** A wedge from `hub` out past the edge between the angles `a0` and `a1` (degrees, y down): a cell once cut to a panel. */
function wedge(hub: Pt, a0: number, a1: number, r = 60): Pt[] {
  const pts: Pt[] = [hub];
  for (let i = 0; i <= 8; i++) {
    const a = ((a0 + ((a1 - a0) * i) / 8) * Math.PI) / 180;
    pts.push([r2(hub[0] + r * Math.cos(a)), r2(hub[1] + r * Math.sin(a))]);
  }
  return pts;
}

/**
 * A butterfly seen from the front, its wings spread: on each side a big upper wing and a smaller lower one, each
 * with a border band carrying round spots and an inner panel cut into cells by veins fanning from the body, a
 * ringed eyespot on each wing; a striped body, a round head with the kawaii face, and two antennae curling out.
 */
export function butterfly() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  const upper = loop([
    [32.5, 27],
    [26, 15],
    [16, 5.5],
    [6.5, 3.5],
    [2, 9],
    [3.5, 22],
    [9, 33],
    [20, 38.5],
    [31.5, 37],
  ]);
  const lower = loop([
    [32, 39],
    [21, 39.5],
    [9.5, 45],
    [5.5, 55],
    [10, 65],
    [19, 68],
    [27, 62],
    [32.5, 49],
  ]);
  for (const side of [lower, upper].flatMap((w) => [w, mirror(w)])) f.push(path(polyD(side)));
  const wing = (outline: Pt[], centre: Pt, k: number, hub: Pt, veins: number[], spots: [number, number][], eye: [Pt, number]) => {
    const panel = shrink(outline, ...centre, k);
    const cells = veins.slice(1).flatMap((a, i) => cut(wedge(hub, veins[i], a), panel));
    f.push(...cells);
    for (const [i, r] of spots) {
      const [x, y] = outline[i];
      f.push(path(circle(r2(centre[0] + (x - centre[0]) * (1 + k) * 0.5), r2(centre[1] + (y - centre[1]) * (1 + k) * 0.5), r)));
    }
    f.push(path(circle(...eye[0], eye[1])), path(circle(...eye[0], r2(eye[1] * 0.5))));
  };
  for (const m of [false, true]) {
    const flip = (p: Pt): Pt => (m ? [r2(72 - p[0]), p[1]] : p);
    const o = (pts: Pt[]) => (m ? mirror(pts).reverse() : pts);
    const turn = (a: number) => (m ? 180 - a : a);
    const veinsU = [128, 172, 204, 236, 268, 488].map(turn);
    const veinsL = [100, 134, 166, 204, 460].map(turn);
    wing(
      o(upper),
      flip([17, 19.5]),
      0.66,
      flip([26, 29.5]),
      m ? veinsU.reverse() : veinsU,
      [
        [20, 1.7],
        [30, 1.9],
        [40, 1.9],
        [50, 1.8],
        [60, 1.7],
      ],
      [flip([12, 13]), 3.6],
    );
    wing(
      o(lower),
      flip([19, 53]),
      0.62,
      flip([25.5, 47.5]),
      m ? veinsL.reverse() : veinsL,
      [
        [24, 1.7],
        [34, 1.8],
        [44, 1.7],
        [54, 1.6],
      ],
      [flip([17, 56]), 3.4],
    );
  }
  // the body: a thorax and a long abdomen with stripes, under the head
  const abdomen = ring(36, 47, 4.6, 16.5);
  f.push(path(polyD(abdomen)));
  for (const y of [40, 48, 56]) f.push(...stripe(abdomen, [29, y], [43, y], [29, y + 3.6], [43, y + 3.6], [0, 1.4]));
  f.push(path(ellipse(36, 31.5, 5.6, 6.5)));
  // the antennae curling out, behind the head, and the head with its face
  s.push('M33.5 14.5Q31 8 26.5 5.6Q22.5 4 21.2 6.6Q20.4 9.2 23.4 9.4Q25.2 9.2 25 7.4');
  s.push('M38.5 14.5Q41 8 45.5 5.6Q49.5 4 50.8 6.6Q51.6 9.2 48.6 9.4Q46.8 9.2 47 7.4');
  const head = circle(36, 20, 8);
  f.push(path(head));
  const face = kawaiiFace(36, 20.6, 0.68);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return done(f, s, d, face.c);
}

/**
 * A lady beetle seen from above and a little from the front: two domed wing cases meeting at the split line, the
 * back end parted a little, round spots of three sizes and a shine on each case, a shield behind the head with two
 * pale patches, a round head with the kawaii face, two antennae with a ball on each, and six little bent legs
 * with round feet peeping out at the sides.
 */
export function ladyBeetle() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the legs behind the body: three a side, each bent at the knee, a round foot at its tip
  const legs: Pt[][] = [
    [
      [18, 32],
      [9, 27],
      [5, 20],
    ],
    [
      [14, 44],
      [5.5, 44],
      [2.8, 38],
    ],
    [
      [17, 57],
      [8, 60],
      [5, 66],
    ],
  ];
  for (const leg of legs.flatMap((l) => [l, mirror(l).reverse()])) {
    f.push(path(band(curveThrough(leg, 6), () => 3.2).d));
    f.push(path(circle(...leg[2], 2)));
  }
  // the underside showing as a rim below the cases, then the cases, parted a little at the back
  const under = ring(36, 45, 27, 23.5, 72);
  f.push(path(polyD(under)));
  const dome = ring(36, 44, 26.4, 22, 72);
  const left = cut(
    [
      [36, 10],
      [0, 10],
      [0, 72],
      [34, 72],
      [35.6, 58],
      [36, 26],
    ],
    dome,
  );
  const right = cut(
    [
      [36, 26],
      [36.4, 58],
      [38, 72],
      [72, 72],
      [72, 10],
      [36, 10],
    ],
    dome,
  );
  f.push(...left, ...right);
  // spots of three sizes on each case, and a shine where the dome catches the light
  const spots: [number, number, number][] = [
    [26, 33, 4.6],
    [17.5, 46, 4.2],
    [28.5, 51.5, 5],
    [22, 61, 3],
    [31.8, 38.5, 1.8],
  ];
  for (const [x, y, r] of spots) f.push(path(circle(x, y, r)), path(circle(r2(72 - x), y, r)));
  f.push(path(turnedEllipse(14, 36, 3.6, 1.6, -60)), path(turnedEllipse(58, 36, 3.6, 1.6, 60)));
  // the shield behind the head, its two pale patches
  f.push(path('M16.5 30Q20 23.6 36 23.6Q52 23.6 55.5 30Q46 27 36 27.5Q26 27 16.5 30Z'));
  f.push(path(turnedEllipse(22.6, 27.3, 2.8, 1.2, -14)), path(turnedEllipse(49.4, 27.3, 2.8, 1.2, 14)));
  // the antennae with a ball on each, behind the head, and the head with its face
  s.push('M31 9.5Q28.5 5 25 3.6M41 9.5Q43.5 5 47 3.6');
  f.push(path(circle(24, 3.4, 2.1)), path(circle(48, 3.4, 2.1)));
  const head = ellipse(36, 18.2, 12.6, 10);
  f.push(path(head));
  const face = kawaiiFace(36, 17.6, 0.86);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return done(f, s, d, face.c);
}

/**
 * An ant walking to the left with a leaf held up in its jaws: a round head turned to us with the kawaii face and
 * two elbowed antennae with balls, a small thorax, a big striped abdomen with a shine, six bent legs (the far
 * three behind the body) with round feet, and the leaf with its midrib and veins.
 */
export function ant() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the legs from the thorax, bent at the knee, each with a round foot: the far three (a little higher, set
  // between the near ones) behind the body, the near three in front of it
  const near: Pt[][] = [
    [
      [30, 44],
      [21, 51],
      [13, 64.5],
    ],
    [
      [34, 45],
      [33, 56],
      [30, 66],
    ],
    [
      [38, 44],
      [48, 50],
      [52, 65],
    ],
  ];
  const far: Pt[][] = [
    [
      [32, 42],
      [27, 50],
      [22, 62],
    ],
    [
      [36, 42],
      [41, 52],
      [41, 62.5],
    ],
    [
      [40, 41],
      [55, 46],
      [62, 59.5],
    ],
  ];
  const leg = (l: Pt[], w: number) => {
    f.push(path(band(curveThrough(l, 6), (t) => w - 0.8 * t).d));
    f.push(path(ellipse(r2(l[2][0] - 0.8), l[2][1], 2.8, 1.8)));
  };
  for (const l of far) leg(l, 3.2);
  // the abdomen, its stripes and a shine; the waist; the thorax
  const abdomen = ring(55, 35, 15.5, 12.5, 64);
  f.push(path(polyD(abdomen)));
  for (const x of [50, 58.5]) f.push(...stripe(abdomen, [x, 15], [x, 55], [x + 4.2, 15], [x + 4.2, 55], [-1.8, 0]));
  f.push(path(turnedEllipse(62.5, 28, 3.2, 1.6, 28)));
  f.push(path(circle(40.5, 40, 3.4)));
  f.push(path(turnedEllipse(33.5, 40.5, 7.2, 5.8, -10)));
  for (const l of near) leg(l, 3.6);
  // the leaf held up in the jaws: its stalk, its blade with a midrib and veins on either side
  s.push('M8.6 43.5Q4.6 37.5 6.6 27.5');
  f.push(path('M6.6 27.5Q1 10 21 1.6Q25 16 6.6 27.5Z'));
  s.push(
    'M6.6 27.5Q12 15 21 1.6M8.2 23.2Q5 20 4.4 15.6M10.6 18.6Q7.4 14.2 7.6 9.4M13.4 13.8Q11.6 9.4 12.4 5.4M10 21.4Q14.6 20 18 16.4M12.8 16.4Q17.6 14.6 20 9.8',
  );
  // the antennae, elbowed, each with a ball, behind the head
  s.push('M23 26Q24.5 19 29 17.5Q31.5 14 31.2 9.6M28 29Q32.5 23 37.5 23Q41 20.5 42.4 16.6');
  f.push(path(circle(31, 7.6, 2.2)), path(circle(43.2, 14.8, 2.2)));
  const head = circle(19.5, 37.5, 12);
  f.push(path(head));
  const face = kawaiiFace(19.6, 38, 0.9);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return done(f, s, d, face.c);
}

/**
 * A friendly round spider hanging from its thread: a big round body with the kawaii face, big white eyes round
 * the pupils, a tuft of hair, two stripes round its bottom, and eight legs bent up at the knee and down to round
 * feet, each leg a thigh and a shin to colour.
 */
export function spider() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the thread from the top of the page down to the body
  s.push('M36 0.5V24');
  // the legs behind the body, four a side: thigh, knee, shin, foot
  const legs: [Pt, Pt, Pt][] = [
    [
      [24, 32],
      [11, 18],
      [4, 30],
    ],
    [
      [22, 38],
      [7.5, 30.5],
      [2.5, 45],
    ],
    [
      [22, 45],
      [8, 44],
      [4, 58],
    ],
    [
      [24, 51],
      [13, 56],
      [9.5, 68],
    ],
  ];
  for (const l of legs.flatMap((l) => [l, mirror(l).reverse() as [Pt, Pt, Pt]])) {
    // one curved band through the knee, cut at the knee into a thigh and a shin, and a round foot
    const pts = curveThrough(l, 10);
    const leg = band(pts, (t) => 4.4 - 1.4 * t);
    for (const [a, b] of [
      [0, 10],
      [10, 20],
    ])
      f.push(path(polyD([...leg.left.slice(a, b + 1), ...leg.right.slice(a, b + 1).reverse()])));
    f.push(path(circle(...l[2], 2.5)));
  }
  // the body, a tuft of hair on top, three spots on the tummy
  const body = circle(36, 42, 17);
  f.push(path(body));
  s.push('M34.4 25.4Q33.4 22.6 30.8 21.6M36 25V21.6M37.6 25.4Q38.6 22.6 41.2 21.6');
  const round = ring(36, 42, 17, 17, 72);
  for (const y of [50.5, 55.6]) f.push(...stripe(round, [15, y], [57, y], [15, y + 2.6], [57, y + 2.6], [0, 1.6]));
  // the big eyes: white balls round the face's pupils
  const face = kawaiiFace(36, 40.5, 1.15);
  f.push(path(ellipse(30.7, 37.8, 4.2, 4.4)), path(ellipse(41.3, 37.8, 4.2, 4.4)));
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return done(f, s, d, path(body));
}

/**
 * A worm peeking out of a red apple: the apple with its stem, a leaf with a vein and a shine, the hole the worm
 * comes out of, and the worm curving up out of it, its body in round segments, its head with the kawaii face.
 */
export function worm() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the apple, its dip at the top, its shine; the stem and the leaf
  f.push(path('M30.4 17.2Q27 13 26.5 8.5Q27.4 7.2 29 8Q30.6 12.5 33.2 17Z'));
  f.push(path('M28 12.5Q20 2.5 9 5.5Q14 15.6 28 12.5Z'));
  s.push('M26.5 11.4Q19 8.2 12.5 7.2');
  const apple = loop([
    [32, 19],
    [44, 15.5],
    [57, 21],
    [62.5, 36],
    [59, 55],
    [47, 67.5],
    [32, 68],
    [17, 67.5],
    [5.5, 55],
    [2.5, 36],
    [8, 21],
    [20, 15.5],
  ]);
  f.push(path(polyD(apple)));
  f.push(path(turnedEllipse(13, 36, 5.6, 2.6, -65)), path(circle(16.4, 46, 1.8)));
  // the hole, the worm coming up out of it in segments, the hole's near lip over the worm's root
  const [hx, hy] = [43, 40];
  f.push(path(ellipse(hx, hy, 8.2, 4.4)));
  const spine = curveThrough(
    [
      [hx, hy],
      [44, 31],
      [51.5, 27],
      [58, 21.5],
      [59, 14],
    ],
    12,
  );
  const body = band(spine, (t) => 10.4 - 2 * t);
  const cuts = [0, 8, 16, 24, 32, 40];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i], cuts[i + 1]];
    f.push(path(polyD([...body.left.slice(a, b + 1), ...body.right.slice(a, b + 1).reverse()])));
  }
  f.push(path(`M${hx - 8.2} ${hy}A8.2 4.4 0 0 0 ${hx + 8.2} ${hy}Q${hx} ${hy + 1.8} ${hx - 8.2} ${hy}Z`));
  const head = circle(57, 13.5, 9.5);
  f.push(path(head));
  const face = kawaiiFace(56.6, 13.8, 0.78);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  return done(f, s, d, face.c);
}
