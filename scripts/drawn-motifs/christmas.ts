// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Two Christmas-time subjects OpenMoji drew weakly for paper. Its teddy bear 1F9F8 was a lumpy blob with a
// scraggly outline and two big empty paws; ours is a classic toy teddy sitting up: round ears with inner ears, a
// muzzle with a nose and a stitched smile, the house's eyes with a shine, a bow at its neck, a round tummy with a
// heart patch sewn on, paw pads on its hands and feet, and seams drawn as rows of short stitches. Its Christmas
// tree 1F384 was a plain stack of triangles with a few circles; ours is a full tree of four tiers with scalloped
// hems, a bead garland draped across each tier, baubles of three kinds (round with a band, teardrop, striped)
// hanging from the boughs, a smiling star on top, a trunk in a pot and three wrapped gifts at its foot.
import { flatten, intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace, KAWAII_FACE, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, insidePolygon, path, pt, type Pt, r2, roundRect, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 48): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);

/** Whether (x, y) lies within `margin` of the ellipse centred on (cx, cy), radii rx, ry, turned `deg` degrees. */
function inTurned(x: number, y: number, cx: number, cy: number, rx: number, ry: number, deg: number, margin = 0) {
  const a = (deg * Math.PI) / 180;
  const [u, v] = [(x - cx) * Math.cos(a) + (y - cy) * Math.sin(a), -(x - cx) * Math.sin(a) + (y - cy) * Math.cos(a)];
  return (u / (rx + margin)) ** 2 + (v / (ry + margin)) ** 2 <= 1;
}

/** Short stitches along `line` (points), each `len` long with `gap` between: a seam sewn on a toy. */
function stitches(line: Pt[], len = 1.3, gap = 1.1): string {
  let d = '';
  let walked = 0;
  let on = false;
  let start: Pt = line[0];
  let next = gap / 2;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]];
    const seg = Math.hypot(b[0] - a[0], b[1] - a[1]);
    while (walked + seg >= next) {
      const t = (next - walked) / seg;
      const p: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      if (on) d += `M${r2(start[0])} ${r2(start[1])}L${r2(p[0])} ${r2(p[1])}`;
      else start = p;
      on = !on;
      next += on ? len : gap;
    }
    walked += seg;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------------
// The teddy bear

/** The teddy's face on its head: eyes wide apart, cheeks beside the muzzle, the smile low on the muzzle. */
const TEDDY_FACE: FaceLayout = {
  ...KAWAII_FACE,
  eyeX: 7.4,
  eyeY: 0,
  eyeR: 2.2,
  cheekX: 11.8,
  cheekY: 8.2,
  cheek: [2.6, 1.7],
  smileX: 3.3,
  smileY: 11.2,
  smileLow: 14.6,
  clearY: 5,
  clear: [16, 13],
};

/** A heart centred on (cx, cy), `w` across. */
export function heart(cx: number, cy: number, w: number): string {
  const k = w / 2;
  const q = (dx: number, dy: number) => `${r2(cx + k * dx)} ${r2(cy + k * dy)}`;
  return `M${q(0, -0.45)}C${q(0.2, -1.05)} ${q(1.05, -1.05)} ${q(1, -0.3)}C${q(0.95, 0.25)} ${q(0.4, 0.55)} ${q(0, 1)}C${q(-0.4, 0.55)} ${q(-0.95, 0.25)} ${q(-1, -0.3)}C${q(-1.05, -1.05)} ${q(-0.2, -1.05)} ${q(0, -0.45)}Z`;
}

/**
 * A toy teddy bear sitting facing us, legs forward with the soles of its feet showing: round ears with inner ears,
 * a round head with a muzzle, a nose and a stitched smile, arms held out to the sides with a pad on each paw, a
 * bow at its neck, a round tummy ringed with stitches and a heart patch sewn on it, and a seam down its brow.
 */
export function teddyBear(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the ears, behind the head, each with an inner ear, and a stitch row round the inner ear
  for (const side of [-1, 1]) {
    const x = 36 + side * 15.5;
    f.push(path(circle(x, 10.2, 7.2)));
    f.push(path(ellipse(r2(x - side * 0.6), 11, 4.1, 4.3)));
  }
  // the body, a pear sitting on the ground
  f.push(path('M36 32Q52.5 32 54.5 48Q56 62 46.5 66.5L25.5 66.5Q16 62 17.5 48Q19.5 32 36 32Z'));
  // the round tummy, ringed with stitches, and the heart patch sewn on with stitches across its edge
  f.push(path(ellipse(36, 51.2, 10.2, 10.2)));
  // the ring of stitches runs only where the legs and the bow's tails, drawn over the tummy, leave it showing
  const hidden = ([x, y]: Pt) => [-1, 1].some((side) => inTurned(x, y, 36 + side * 13.5, 62.4, 10, 7.2, side * 10, 1)) || (y < 47.5 && Math.abs(x - 36) < 7.5);
  const ring = arc(36, 51.2, 8.1, 8.1, Math.PI / 2, Math.PI / 2 + 2 * Math.PI, 160);
  const first = ring.findIndex(hidden);
  const turned = [...ring.slice(first), ...ring.slice(0, first)];
  let run: Pt[] = [];
  for (const p of [...turned, turned[0]]) {
    if (hidden(p)) {
      if (run.length > 1) s.push(stitches(run, 1.2, 1.2));
      run = [];
    } else run.push(p);
  }
  f.push(path(heart(36, 51.4, 9.2)));
  // the legs, stubby and forward, and the soles of the feet with a pad and three toe pads
  for (const side of [-1, 1]) {
    f.push(path(turnedEllipse(36 + side * 13.5, 62.4, 10, 7.2, side * 10)));
  }
  for (const side of [-1, 1]) {
    const x = 36 + side * 21.2;
    f.push(path(ellipse(x, 61.6, 7.6, 8.2)));
    f.push(path(ellipse(x, 64.2, 4.4, 4)));
    for (const [dx, dy] of [
      [-3.6, -3.2],
      [0, -4.6],
      [3.6, -3.2],
    ])
      f.push(path(ellipse(r2(x + dx), r2(61.6 + dy), 1.5, 1.35)));
  }
  // the arms held out to the sides, a pad on each paw and a row of stitches where the paw is sewn on
  for (const side of [-1, 1]) {
    const deg = side * 36;
    f.push(path(turnedEllipse(36 + side * 17.6, 44.2, 11, 6.1, deg)));
    const a = (deg * Math.PI) / 180;
    const [px, py] = [36 + side * 17.6 + side * 6.6 * Math.cos(a), 44.2 + side * 6.6 * Math.sin(a)];
    f.push(path(turnedEllipse(r2(px), r2(py), 3.1, 3.7, deg)));
    // the stitch row across the wrist, between the pad and the shoulder
    const [wx, wy] = [36 + side * 17.6 + side * 2.2 * Math.cos(a), 44.2 + side * 2.2 * Math.sin(a)];
    const [nx, ny] = [-Math.sin(a), Math.cos(a)];
    s.push(stitches([[wx - nx * 4.6, wy - ny * 4.6] as Pt, [wx + nx * 4.6, wy + ny * 4.6] as Pt], 1.1, 1));
  }
  // the head, kept clear of an adults' page's fill, with a row of stitches down its brow
  const head = path(ellipse(36, 22, 17.6, 14.6));
  f.push(head);
  s.push(stitches([[36, 8.2] as Pt, [36, 15.6] as Pt], 1.2, 1));
  // the muzzle, then the face: eyes with a shine, cheeks, the smile low on the muzzle
  f.push(path(ellipse(36, 28.6, 8.2, 6)));
  const face = kawaiiFace(36, 19, 1, 0, TEDDY_FACE);
  f.push(...face.f);
  // the nose, an area of its own, and the stitch down from it to the smile
  f.push(path('M32.4 24.6Q36 23.2 39.6 24.6Q39.2 27.6 36 28.3Q32.8 27.6 32.4 24.6Z'));
  s.push('M36 28.3V29.9', face.s);
  // the bow at the neck: two tails, two loops with a fold each, the knot
  f.push(path('M34.2 38.6Q32.4 42.4 29.6 45.4L31.8 45.6L32.6 47.6Q35.4 43.6 36.6 39.4Z'));
  f.push(path('M37.8 38.6Q39.6 42.4 42.4 45.4L40.2 45.6L39.4 47.6Q36.6 43.6 35.4 39.4Z'));
  for (const side of [-1, 1]) {
    const q = (dx: number, dy: number) => `${r2(36 + side * dx)} ${r2(37.6 + dy)}`;
    f.push(path(`M${q(1.5, -1.4)}C${q(5, -4.6)} ${q(9.6, -5.8)} ${q(10.2, -2.4)}Q${q(10.8, 0.4)} ${q(10, 2.8)}C${q(9, 5.8)} ${q(5, 4.4)} ${q(1.5, 1.4)}Z`));
    s.push(`M${q(3.6, -1.2)}Q${q(6.4, -2.6)} ${q(8.2, -2.8)}M${q(3.6, 1.2)}Q${q(6.4, 2.6)} ${q(8.2, 2.8)}`);
  }
  f.push(path(roundRect(33.2, 34.8, 38.8, 40.4, 1.8)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${face.d}"/>`, c: head };
}

// ---------------------------------------------------------------------------------------------------------------
// The Christmas tree

const TREE_X = 36;
/** The tree's tiers, top first: apex y, hem y (at its middle), half-width, scallops along the hem. */
const TIERS: [number, number, number, number][] = [
  [12, 25.5, 10.5, 4],
  [16, 35.5, 15.5, 5],
  [24, 46, 20.5, 5],
  [32, 56.5, 25.5, 6],
];

/** The hem's valley at x on a tier: curving down toward the middle, as a skirt seen a little from above. */
const hemY = (bot: number, w: number, x: number) => bot + 2.2 * (1 - ((x - TREE_X) / w) ** 2) - 2.2;

/** A tier: concave sides from its apex to its outer tips, then a hem of `n` round scallops hanging down. */
function tier([top, bot, w, n]: [number, number, number, number], k: number): { d: string; edge: (y: number) => number } {
  // the sides' bend: the lower tiers' sides hollow, the top tier's rounded at the shoulders under the star
  const [cx, cy] = k ? [0.42, 0.62] : [0.62, 0.42];
  const r = TREE_X + w;
  const valleys: Pt[] = Array.from({ length: n + 1 }, (_, i) => {
    const x = r - (2 * w * i) / n;
    return [x, hemY(bot, w, x)];
  });
  let d = `M${TREE_X} ${top}Q${r2(TREE_X + w * cx)} ${r2(top + (bot - top) * cy)} ${r2(r)} ${r2(valleys[0][1])}`;
  const bump = Math.min(3, (2 * w) / n / 2.4);
  for (let i = 1; i <= n; i++) {
    const [a, b] = [valleys[i - 1], valleys[i]];
    d += `C${r2(a[0] - 0.1 * (a[0] - b[0]))} ${r2(a[1] + bump * 1.35)} ${r2(b[0] + 0.1 * (a[0] - b[0]))} ${r2(b[1] + bump * 1.35)} ${r2(b[0])} ${r2(b[1])}`;
  }
  d += `Q${r2(TREE_X - w * cx)} ${r2(top + (bot - top) * cy)} ${TREE_X} ${top}Z`;
  // the tier's half-width at height y, along its sides (the quadratic, walked by its own t)
  const edge = (y: number) => {
    for (let i = 0; i <= 100; i++) {
      const t = i / 100;
      const yy = (1 - t) ** 2 * top + 2 * t * (1 - t) * (top + (bot - top) * cy) + t * t * (bot - 2.2);
      if (yy >= y) return 2 * t * (1 - t) * w * cx + t * t * w;
    }
    return w;
  };
  return { d, edge };
}

/**
 * A bead garland draped across a tier from (x0, y0) to (x1, y1), sagging `sag`: beads with the string between,
 * the string left out where `covered` (what is drawn over the tier later: the tier above, a bauble, a gift).
 */
function garland(f: string[], s: string[], x0: number, y0: number, x1: number, y1: number, sag: number, r: number, covered: (p: Pt) => boolean) {
  const ctl: Pt = [(x0 + x1) / 2, (y0 + y1) / 2 + sag * 2];
  const at = (t: number): Pt => [(1 - t) ** 2 * x0 + 2 * t * (1 - t) * ctl[0] + t * t * x1, (1 - t) ** 2 * y0 + 2 * t * (1 - t) * ctl[1] + t * t * y1];
  // the curve's points, then beads every 3.1 r along it
  const line = Array.from({ length: 201 }, (_, i) => at(i / 200));
  const beads: Pt[] = [line[0]];
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    walked += Math.hypot(line[i][0] - line[i - 1][0], line[i][1] - line[i - 1][1]);
    if (walked >= r * 3.1) {
      beads.push(line[i]);
      walked = 0;
    }
  }
  for (const [i, [x, y]] of beads.entries()) {
    f.push(path(circle(r2(x), r2(y), r)));
    const n = beads[i + 1];
    if (!n) continue;
    const [dx, dy] = [n[0] - x, n[1] - y];
    const len = Math.hypot(dx, dy);
    if ([0, 0.25, 0.5, 0.75, 1].some((t) => covered([x + dx * t, y + dy * t]))) continue;
    s.push(`M${r2(x + (dx / len) * r)} ${r2(y + (dy / len) * r)}L${r2(n[0] - (dx / len) * r)} ${r2(n[1] - (dy / len) * r)}`);
  }
}

/** A bauble's cap, over the top of a bauble at (x, y), its hook hidden under the hem it hangs from. */
function cap(f: string[], x: number, y: number) {
  f.push(path(roundRect(r2(x - 1.5), r2(y - 1.8), r2(x + 1.5), r2(y + 0.4), 0.5)));
}

/** A round bauble hanging under (x, y) with a band round its middle. */
function bandedBauble(f: string[], x: number, y: number, r: number) {
  const cy = y + r;
  f.push(path(circle(r2(x), r2(cy), r)));
  const body = arc(x, cy, r, r, 0, 2 * Math.PI, 64).slice(0, 64);
  const strip: Pt[] = [
    [x - r - 1, cy - r * 0.28],
    [x + r + 1, cy - r * 0.28],
    [x + r + 1, cy + r * 0.28],
    [x - r - 1, cy + r * 0.28],
  ];
  for (const p of intersect(body, strip)) f.push(path(polyD(p)));
  cap(f, x, y);
}

/** A striped bauble hanging under (x, y): a round cut by two zigzag stripes. */
function stripedBauble(f: string[], x: number, y: number, r: number) {
  const cy = y + r;
  f.push(path(circle(r2(x), r2(cy), r)));
  const body = arc(x, cy, r, r, 0, 2 * Math.PI, 64).slice(0, 64);
  for (const mid of [-0.46, 0.46]) {
    const zig = (off: number): Pt[] =>
      Array.from({ length: 9 }, (_, i): Pt => [x - r - 1 + ((2 * r + 2) * i) / 8, cy + r * mid + off + (i % 2 ? -0.45 : 0.45)]);
    const strip = [...zig(-0.7), ...zig(0.7).reverse()];
    for (const p of intersect(body, strip)) f.push(path(polyD(p)));
  }
  cap(f, x, y);
}

/** A teardrop bauble hanging under (x, y), drawn out to a point at its foot, with a band round its belly. */
function teardrop(f: string[], x: number, y: number, r: number) {
  const q = (dx: number, dy: number) => `${r2(x + r * dx)} ${r2(y + r * dy)}`;
  const d = `M${q(0, 0)}C${q(0.95, 0)} ${q(1.2, 0.9)} ${q(0.95, 1.55)}Q${q(0.55, 2.35)} ${q(0, 3.1)}Q${q(-0.55, 2.35)} ${q(-0.95, 1.55)}C${q(-1.2, 0.9)} ${q(-0.95, 0)} ${q(0, 0)}Z`;
  f.push(path(d));
  const strip: Pt[] = [
    [x - 2 * r, y + r * 0.78],
    [x + 2 * r, y + r * 0.78],
    [x + 2 * r, y + r * 1.42],
    [x - 2 * r, y + r * 1.42],
  ];
  for (const p of intersect(flatten(d), strip)) f.push(path(polyD(p)));
  cap(f, x, y);
}

/** A plump five-pointed star with rounded points, centred on (cx, cy), `r` to its points. */
export function roundStar(cx: number, cy: number, r: number, inner = 0.52): string {
  const tip = (i: number) => -Math.PI / 2 + (i * 2 * Math.PI) / 5;
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = tip(i);
    const b0 = a - Math.PI / 5;
    // into the point along one side, round its tip, out along the other
    const p0 = pt(cx, cy, r * inner, b0);
    const s0 = pt(cx, cy, r * 0.86, a - 0.07);
    const s1 = pt(cx, cy, r * 0.86, a + 0.07);
    d += `${i ? 'L' : 'M'}${p0}L${s0}Q${pt(cx, cy, r * 1.02, a)} ${s1}`;
  }
  return `${d}Z`;
}

/** A wrapped gift seen from the front: the box, the lid, a ribbon down its front and a bow on top. */
export function gift(f: string[], s: string[], x0: number, x1: number, top: number, foot: number, paper: 'dots' | 'stripes' | 'plain') {
  const lidFoot = top + Math.min(4.2, (foot - top) * 0.3);
  const cx = (x0 + x1) / 2;
  const rib = Math.max(1.4, (x1 - x0) * 0.09);
  f.push(path(`M${x0 + 0.8} ${lidFoot}H${x1 - 0.8}V${foot}H${x0 + 0.8}Z`));
  // the paper's pattern on the box's front either side of the ribbon
  const [bx0, bx1, by0, by1] = [x0 + 0.8, x1 - 0.8, lidFoot, foot];
  const sides: [number, number][] = [
    [bx0, cx - rib],
    [cx + rib, bx1],
  ];
  if (paper === 'dots')
    for (const [a, b] of sides) {
      const w = b - a;
      const h = by1 - by0;
      for (const [u, v] of [
        [0.3, 0.3],
        [0.72, 0.55],
        [0.3, 0.8],
      ])
        f.push(path(circle(r2(a + w * u), r2(by0 + h * v), r2(Math.min(w, h) * 0.13))));
    }
  if (paper === 'stripes') {
    const box: Pt[] = [
      [bx0, by0],
      [bx1, by0],
      [bx1, by1],
      [bx0, by1],
    ];
    for (let k = -3; k < 5; k++) {
      const x = bx0 + k * 5.6;
      const strip: Pt[] = [
        [x, by1 + 0.5],
        [x + 2.4, by1 + 0.5],
        [x + 2.4 + (by1 - by0 + 1) * 0.7, by0 - 0.5],
        [x + (by1 - by0 + 1) * 0.7, by0 - 0.5],
      ];
      for (const p of intersect(box, strip)) f.push(path(polyD(p)));
    }
  }
  // the ribbon down the box's front, the lid over it, the ribbon down the lid
  if (paper === 'plain') f.push(path(`M${bx0} ${r2((by0 + by1) / 2 - rib)}H${bx1}V${r2((by0 + by1) / 2 + rib)}H${bx0}Z`));
  f.push(path(`M${r2(cx - rib)} ${lidFoot}H${r2(cx + rib)}V${foot}H${r2(cx - rib)}Z`));
  f.push(path(roundRect(x0, top, x1, lidFoot, 0.6)));
  f.push(path(`M${r2(cx - rib)} ${top}H${r2(cx + rib)}V${r2(lidFoot)}H${r2(cx - rib)}Z`));
  // the bow on the lid: two loops with a fold line each and the knot
  const k = Math.min(0.85, (x1 - x0) / 18);
  for (const side of [-1, 1]) {
    const q = (dx: number, dy: number) => `${r2(cx + side * dx * k)} ${r2(top + dy * k)}`;
    f.push(path(`M${q(0.6, -0.6)}C${q(2, -5.4)} ${q(7.2, -7.8)} ${q(8, -4.6)}C${q(8.6, -2.2)} ${q(5, -0.4)} ${q(0.6, 0.2)}Z`));
    s.push(`M${q(2.4, -1.4)}Q${q(4.6, -3.2)} ${q(6.2, -4.2)}`);
  }
  f.push(path(ellipse(r2(cx), r2(top - 0.6 * k), r2(2 * k), r2(1.7 * k))));
}

/**
 * The Christmas tree: a smiling star on top, four tiers with scalloped hems stacked from the bottom up, a bead
 * garland draped across each tier, baubles of three kinds hanging from the hems, a trunk in a pot with a rim and
 * three wrapped gifts at its foot.
 */
export function christmasTree(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const tiers = TIERS.map((t, k) => tier(t, k));
  const outlines = tiers.map((t) => flatten(t.d));
  // the trunk and the pot with its rim band, under the lowest tier
  f.push(path('M33 50H39V61.4H33Z'));
  f.push(path('M30 63.6H42L40.6 71H31.4Z'));
  f.push(path(roundRect(28.6, 59.8, 43.4, 64, 1)));
  s.push('M31.6 66.6H40.4');
  // what hangs from each tier's hem, drawn before that tier so its scallops cover the caps: a round of each
  // which scallop of a tier's hem each hangs from, counted from the right
  const baubles: Record<number, [kind: 'band' | 'drop' | 'stripe', tip: number][]> = {
    0: [['band', 2]],
    1: [
      ['drop', 4],
      ['stripe', 1],
    ],
    2: [
      ['band', 3],
      ['drop', 1],
    ],
  };
  const R = { band: 3.8, stripe: 3.8, drop: 2.9 };
  const tipX = (k: number, i: number) => TREE_X + TIERS[k][2] - (2 * TIERS[k][2] * (i + 0.5)) / TIERS[k][3];
  const hang = (k: number, x: number) => hemY(TIERS[k][1], TIERS[k][2], x) + 2.2;
  // the gifts' boxes and bows, over the lowest tier
  const GIFTS: [x0: number, x1: number, top: number, paper: 'dots' | 'stripes' | 'plain'][] = [
    [7, 25, 60.5, 'dots'],
    [52.5, 65, 57.5, 'stripes'],
    [43.8, 52.8, 64, 'plain'],
  ];
  for (let k = tiers.length - 1; k >= 0; k--) {
    const [top, bot] = TIERS[k];
    for (const [kind, i] of baubles[k] ?? []) {
      const x = tipX(k, i);
      const y = hang(k, x);
      if (kind === 'band') bandedBauble(f, x, y, R.band);
      if (kind === 'stripe') stripedBauble(f, x, y, R.stripe);
      if (kind === 'drop') teardrop(f, x, y, R.drop);
    }
    f.push(path(tiers[k].d));
    // the garland across the tier from side to side, alternately falling to the left and to the right; its
    // string is left out under the tiers above, their baubles and the gifts
    const covered = (p: Pt) =>
      outlines.slice(0, k).some((o) => insidePolygon(p, o)) ||
      Object.entries(baubles).some(
        ([j, list]) => +j < k && list.some(([kind, i]) => Math.hypot(p[0] - tipX(+j, i), p[1] - hang(+j, tipX(+j, i)) - R[kind] * 1.1) < R[kind] * 1.35 + 0.6),
      ) ||
      GIFTS.some(([x0, x1, gtop]) => p[0] > x0 - 1 && p[0] < x1 + 1 && p[1] > gtop - 7);
    const ya = top + (bot - top) * [0.62, 0.55, 0.55, 0.6][k];
    const yb = top + (bot - top) * [0.78, 0.8, 0.8, 0.74][k];
    const [y0, y1] = k % 2 ? [yb, ya] : [ya, yb];
    garland(f, s, TREE_X - tiers[k].edge(y0) + 1.6, y0, TREE_X + tiers[k].edge(y1) - 1.6, y1, k ? 2.4 : 1.2, k ? 1.6 : 1.4, covered);
  }
  // the star on top, with the house's face
  f.push(path(roundStar(TREE_X, 11.8, 10.2, 0.56)));
  const face = kawaiiFace(TREE_X, 12.6, 0.6);
  f.push(...face.f);
  // the gifts at the foot: a wide one on the left, a tall one on the right and a small one beside the pot
  for (const [x0, x1, top, paper] of GIFTS) gift(f, s, x0, x1, top, 71, paper);
  return { f: f.join(''), s: `<path d="${s.join('')}${face.s}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}
