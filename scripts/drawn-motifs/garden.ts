// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Two garden plants. OpenMoji's evergreen tree ("a pine tree", "a fir") was a thin zigzag triangle on a hairline
// stick: beside a bear it printed as one empty shape with nothing to colour but the inside. Ours is a full fir
// that stands with the deciduous tree (tree.ts) and the palm (plants.ts) as one family: five tiers of drooping
// boughs, each tier an area whose lower edge hangs in scallops cut into needle teeth, a crease between each two
// boughs, a trunk flaring at its foot and a few hanging cones. OpenMoji's potted plant was a plain trapezoid pot
// under a thin tuft of strap leaves; ours is a terracotta pot with a rim band, a band of diamonds round its
// belly and soil at its mouth, holding a monstera: big heart-shaped leaves on their stalks, each cut by splits
// from its edge, ribbed with veins and pierced by one small hole. No face on either: no plant the studio draws
// has one (the flowers row has none), and the pot's pattern gives a child enough to colour.
import { along, band, ellipse, insidePolygon, path, type Pt, r2 } from '../../lib/studio/art-kit/shapes';
import { drawn, type Drawn } from './flowers';

const pts = (p: Pt[]) => p.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L');
const poly = (p: Pt[]) => path(`M${pts(p)}Z`);

// ---------------------------------------------------------------------------------------------------------------
// The fir

/** Where the fir's tiers stand: apex y, lower edge y, half-width, boughs along the edge. Top tier first. */
const TIERS: [number, number, number, number][] = [
  [1.5, 16, 9, 2],
  [8, 27, 14.5, 3],
  [16, 38.5, 20.5, 3],
  [25, 50, 26.5, 4],
  [34, 61.5, 33, 5],
];
const FIR_X = 36;
/** How far a bough's end hangs below the notches between boughs, and how deep its needle teeth are. */
const SAG = 3.2;
const TOOTH = 1.5;

/**
 * One tier of the fir: from its apex, two concave sides out to the tips of its outer boughs, then a lower edge of
 * `n` boughs hanging in scallops, each cut into needle teeth. Returns the area and the notches between boughs.
 */
function tier([top, bot, w, n]: [number, number, number, number]): { d: string; notches: Pt[] } {
  const cx = FIR_X;
  const right: Pt[] = [];
  // the side: a quadratic from the apex out to the outer bough's tip, bowed in so the tier flares at its foot
  const ctl: Pt = [cx + w * 0.42, top + (bot - top) * 0.72];
  const tip: Pt = [cx + w, bot - 0.6];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    right.push([(1 - t) ** 2 * cx + 2 * (1 - t) * t * ctl[0] + t * t * tip[0], (1 - t) ** 2 * top + 2 * (1 - t) * t * ctl[1] + t * t * tip[1]]);
  }
  // the lower edge, right to left: each bough a scallop hanging SAG below the notches, its rim a row of teeth
  const edge: Pt[] = [];
  const notches: Pt[] = [];
  for (let k = 0; k < n; k++) {
    const [x0, x1] = [cx + w - (2 * w * k) / n, cx + w - (2 * w * (k + 1)) / n];
    const y0 = k === 0 ? bot - 0.6 : bot - 0.8;
    const y1 = k === n - 1 ? bot - 0.6 : bot - 0.8;
    const m = 2 * Math.max(2, Math.round((x0 - x1) / 3));
    for (let j = 1; j <= m; j++) {
      const t = j / m;
      const y = y0 + (y1 - y0) * t + SAG * Math.sin(Math.PI * t) ** 0.8 + (j % 2 && j < m ? TOOTH : 0);
      edge.push([x0 + (x1 - x0) * t, y]);
    }
    if (k < n - 1) notches.push([x1, y1]);
  }
  const left = right.map(([x, y]): Pt => [2 * cx - x, y]).reverse();
  return { d: `M${pts([...right, ...edge.slice(0, -1), ...left])}Z`, notches };
}

/**
 * A fir cone hanging from (x, y): an egg of scales 10 long whose top half hides under the bough it hangs from, two
 * rows of scale marks on the half that shows.
 */
function cone(f: string[], s: string[], x: number, y: number, deg: number) {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number): Pt => [x + u * Math.sin(-a) + v * Math.cos(a), y + u * Math.cos(a) + v * Math.sin(a)];
  const ring: Pt[] = Array.from({ length: 24 }, (_, i) => {
    const t = (i / 24) * 2 * Math.PI;
    // an egg: wider at the top where it hangs from, rounded to a blunt point below
    const u = 5 - 5 * Math.cos(t);
    return at(u, Math.sin(t) * (2.9 - 0.6 * (u / 10)));
  });
  f.push(poly(ring));
  for (const u of [5.6, 7.7]) s.push(`M${pts([at(u - 1.2, -2.6 + u * 0.1), at(u, 0), at(u - 1.2, 2.6 - u * 0.1)])}`);
}

/**
 * The fir: a trunk flaring into the ground, five tiers of boughs stacked from the bottom up so each tier's
 * hanging edge lies over the one below, creases rising from the notches between boughs, bark lines and cones.
 */
export function evergreenTree(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  f.push(path('M27 70.5C30.5 69.5 31.8 67 32 63.5V56H40V63.5C40.2 67 41.5 69.5 45 70.5C42 71.3 39.5 70.2 36 70.3C32.5 70.2 30 71.3 27 70.5Z'));
  s.push('M34.2 63.5C34 65.5 34.4 67.2 33.8 68.8M38.4 64.2C38.6 66 38.3 67.5 38.8 69');
  const tiers = TIERS.map(tier);
  // cones hang from under the middle tiers' boughs: drawn after the tier below and before their own, so the
  // bough's needle edge covers their stalk end
  const cones: Record<number, [number, number][]> = {
    1: [[42.5, TIERS[1][1]]],
    2: [[21.5, TIERS[2][1]]],
    3: [[54, TIERS[3][1]]],
  };
  for (let k = TIERS.length - 1; k >= 0; k--) {
    for (const [x, y] of cones[k] ?? []) cone(f, s, x, y, x > FIR_X ? -8 : 8);
    f.push(path(tiers[k].d));
    // a crease rising from each notch toward the tier's middle: where two boughs part
    for (const [x, y] of tiers[k].notches) {
      const rise = Math.min(5, (TIERS[k][1] - TIERS[k][0]) * 0.25);
      s.push(`M${r2(x)} ${r2(y - 0.3)}Q${r2(x + (FIR_X - x) * 0.08)} ${r2(y - rise * 0.6)} ${r2(x + (FIR_X - x) * 0.22)} ${r2(y - rise)}`);
    }
  }
  return drawn(f, s);
}

// ---------------------------------------------------------------------------------------------------------------
// The potted monstera

/** A Catmull-Rom curve through `p`, `n` points to a span. */
function smooth(p: Pt[], n = 6): Pt[] {
  const out: Pt[] = [p[0]];
  for (let i = 0; i < p.length - 1; i++) {
    const [a, b, c, d] = [p[Math.max(0, i - 1)], p[i], p[i + 1], p[Math.min(p.length - 1, i + 2)]];
    for (let j = 1; j <= n; j++) {
      const t = j / n;
      const q = (k: 0 | 1) =>
        0.5 * (2 * b[k] + (-a[k] + c[k]) * t + (2 * a[k] - 5 * b[k] + 4 * c[k] - d[k]) * t * t + (-a[k] + 3 * b[k] - 3 * c[k] + d[k]) * t ** 3);
      out.push([q(0), q(1)]);
    }
  }
  return out;
}

/** Half a monstera leaf's outline, base to tip, as (along, across) shares of its length and half-width. */
const LEAF_SIDE: Pt[] = [
  [0.03, 0],
  [-0.06, 0.3],
  [-0.05, 0.72],
  [0.06, 0.97],
  [0.25, 1],
  [0.45, 0.93],
  [0.65, 0.76],
  [0.83, 0.46],
  [0.95, 0.17],
  [1, 0],
];

type Leaf = { halves: Pt[][]; holes: Pt[][]; outline: Pt[]; veins: Pt[][] };

/**
 * A monstera leaf whose stalk meets it at `base`, pointing `deg` degrees (y down), `len` long and `w` across, its
 * midrib bending `droop` down at the tip: two halves meeting along the midrib (so nothing of a back leaf shows
 * through a front one), each cut by `splits` slits running in from the edge toward the midrib, and a vein between
 * each two slits.
 */
function monsteraLeaf(base: Pt, deg: number, len: number, w: number, droop: number, splits: number[]): Leaf {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a) * len, Math.sin(a) * len];
  const spine = (u: number): Pt => [base[0] + dx * u, base[1] + dy * u + droop * u * Math.abs(u)];
  const at = (u: number, v: number): Pt => {
    const [x, y] = spine(u);
    const [tx, ty] = [dx, dy + 2 * droop * Math.abs(u)];
    const l = Math.hypot(tx, ty);
    return [x - (ty / l) * v, y + (tx / l) * v];
  };
  const side = smooth(LEAF_SIDE, 8);
  // the half-width at `u` along the leaf's front part, where the splits are
  const front = side.filter(([u, v], i) => i > 0 && u > 0.1 && v > 0);
  const halfAt = (u: number) => {
    const i = Math.max(
      1,
      front.findIndex(([fu]) => fu >= u),
    );
    const [[u0, v0], [u1, v1]] = [front[i - 1], front[i]];
    return ((v0 + ((v1 - v0) * (u - u0)) / (u1 - u0 || 1)) * w) / 2;
  };
  const halves: Pt[][] = [];
  const veins: Pt[][] = [];
  for (const sg of [1, -1]) {
    const edge: Pt[] = [];
    let [cut, past] = [0, -1];
    for (const [u, v] of side) {
      // the edge's points inside a slit just made are left out
      if (u < past && v > 0.3) continue;
      // a slit: at each split's place along the edge, in toward the midrib and back out, a narrow wedge
      if (cut < splits.length && u >= splits[cut] - 1.6 / len && v > 0.3) {
        const su = splits[cut];
        const vo = halfAt(su);
        // open wide enough (2 units at the edge) to stay white between its two lines, its inner end rounded,
        // slanting back a little toward the stalk as the veins run, halfway in to the midrib
        const gap = 1.05 / len;
        const [iu, iv] = [su - 0.05, halfAt(su) * 0.45];
        edge.push(at(su - gap, sg * halfAt(su - gap)), at(iu - gap * 0.45, sg * (iv + 0.3)), at(iu, sg * (iv - 0.4)));
        edge.push(at(iu + gap * 0.45, sg * (iv + 0.3)), at(su + gap, sg * halfAt(su + gap)));
        const next = splits[cut + 1] ?? 0.9;
        const mu = (su + next) / 2;
        veins.push([at(mu - 0.06, sg * vo * 0.1), at(mu - 0.02, sg * vo * 0.3), at(mu, sg * vo * 0.5)]);
        cut++;
        past = su + gap;
        continue;
      }
      edge.push(at(u, sg * v * (w / 2)));
    }
    const rib = Array.from({ length: 9 }, (_, i) => at(1 - (i + 1) / 10, 0)).slice(0, -1);
    halves.push([...edge, ...rib]);
  }
  const outline = [...halves[0].slice(0, -8), ...halves[1].slice(0, -8).reverse()];
  // a small oval hole near the midrib before the first split, as a grown monstera leaf has: on one side only,
  // since a pair side by side looked back at the reader as two eyes
  const [hu, hv] = [splits[0] - 0.17, halfAt(splits[0] - 0.07) * 0.3];
  const hole = Array.from({ length: 14 }, (_, i): Pt => {
    const t = (i / 14) * 2 * Math.PI;
    return at(hu + (1.5 / len) * Math.cos(t), hv + Math.sin(t));
  });
  return { halves, holes: [hole], outline, veins };
}

/** The parts of the line `p` not covered by any of `covers`, as lines of their own. */
function uncovered(p: Pt[], covers: Pt[][]): Pt[][] {
  const dense = smooth(p, 8);
  const out: Pt[][] = [];
  let run: Pt[] = [];
  for (const q of dense) {
    if (covers.some((c) => insidePolygon(q, c))) {
      if (run.length > 1) out.push(run);
      run = [];
    } else run.push(q);
  }
  if (run.length > 1) out.push(run);
  return out;
}

/**
 * A potted monstera: leaves on stalks rising out of the soil (the back ones first, the front ones last), a
 * terracotta pot over their feet: soil at its mouth, a rim band, a tapering body with a band of diamonds.
 */
export function pottedPlant(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // [stalk foot x, leaf base, direction, length, width, droop, splits]
  const plan: [number, Pt, number, number, number, number, number[]][] = [
    [35, [36, 23], -90, 21, 23, 0, [0.36, 0.68]],
    [33, [24, 27], -142, 19, 21, 1.5, [0.36, 0.68]],
    [39, [48, 25], -38, 19, 21, 1.5, [0.36, 0.68]],
    [32, [19, 38], 174, 17, 19, 3, [0.5, 0.78]],
    [40, [53, 37], 6, 17, 19, 3, [0.5, 0.78]],
  ];
  const leaves = plan.map(([, b, deg, len, w, droop, splits]) => monsteraLeaf(b, deg, len, w, droop, splits));
  plan.forEach(([foot, b], i) => {
    // the stalk: from the soil, bowing out to the leaf's base, tucked under the leaf
    const line = along([foot, 44], [[[foot, 36], [b[0] + (foot - b[0]) * 0.2, b[1] + 6], b]], 16);
    f.push(path(band(line, (t) => 2.2 - 0.6 * t).d));
    for (const h of [...leaves[i].halves, ...leaves[i].holes]) f.push(poly(h));
    const later = leaves.slice(i + 1).map((l) => l.outline);
    for (const v of leaves[i].veins) for (const run of uncovered(v, later)) s.push(`M${pts(run)}`);
  });
  // soil in the pot's mouth, two pebbles on it
  f.push(path(ellipse(36, 43, 17, 3.2)));
  f.push(path(ellipse(28, 42.6, 1.6, 0.9)), path(ellipse(45.5, 43.2, 1.3, 0.8)));
  // the body, tapering to its foot, then the rim band over its top
  f.push(path('M18.5 48L23.2 68.6Q23.5 70.5 25.5 70.5H46.5Q48.5 70.5 48.8 68.6L53.5 48Z'));
  f.push(path('M16 44.5Q16 43 17.5 43H54.5Q56 43 56 44.5V49.5Q56 51 54.5 51H17.5Q16 51 16 49.5Z'));
  // a band round the belly between two lines, cut into diamonds
  const xAt = (y: number) => 18.5 + ((y - 48) * 4.7) / 20.6;
  const [b0, b1] = [56, 63];
  s.push(`M${r2(xAt(b0))} ${b0}H${r2(72 - xAt(b0))}M${r2(xAt(b1))} ${b1}H${r2(72 - xAt(b1))}`);
  for (const x of [25.5, 31, 36.5, 42, 47.5].map((x) => x - 0.5))
    f.push(
      poly([
        [x, b0 + 0.9],
        [x + 2.3, (b0 + b1) / 2],
        [x, b1 - 0.9],
        [x - 2.3, (b0 + b1) / 2],
      ]),
    );
  return drawn(f, s);
}
