// Which colour each area of a line drawing gets when it is colorized without a photo. A child
// colours a scene by what each area is: the sky blue, the ground green or brown, the sun yellow,
// clouds white, and two touching areas never the same. The areas' size, place and neighbours say
// what they probably are. Pure: the colorize service and its on-device preview share it, so the
// same drawing, palette and seed give the same colours everywhere.
import type { RegionMap } from '@/lib/engine/coloring/region-map';

export type PlanPalette = 'pastel' | 'vivid' | 'natural';
export type RegionRole = 'paper' | 'sky' | 'ground' | 'sun' | 'cloud' | 'object';

type Scheme = Record<Exclude<RegionRole, 'paper'>, readonly string[]>;

/** Colour families per palette: scene roles get their natural hues, objects a harmonious set. */
export const SCHEMES: Record<PlanPalette, Scheme> = {
  pastel: {
    sky: ['#bae1ff', '#c9e8ff', '#d4ecfb'],
    ground: ['#baffc9', '#d4f0c0', '#e8dcc0'],
    sun: ['#fff3a6', '#ffdfba'],
    cloud: ['#ffffff', '#f3f6fa'],
    object: ['#ffb3ba', '#ffdfba', '#ffffba', '#baffc9', '#bae1ff', '#d7baff', '#ffc6e5', '#c9f2ef', '#f3e5ab', '#e0d4f7', '#fbe7c6', '#d4f0c0'],
  },
  vivid: {
    sky: ['#4fc3f7', '#81d4fa', '#29b6f6'],
    ground: ['#43a047', '#7cb342', '#8d6e63'],
    sun: ['#fdd835', '#ffb300'],
    cloud: ['#ffffff', '#eceff1'],
    object: ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa', '#d81b60', '#00acc1', '#6d4c41', '#7cb342'],
  },
  natural: {
    sky: ['#b3e5fc', '#81d4fa', '#cfe8f3'],
    ground: ['#8bc34a', '#66bb6a', '#a1887f'],
    sun: ['#ffca28', '#ffb74d'],
    cloud: ['#ffffff', '#eceff1'],
    object: [
      '#2e7d32',
      '#66bb6a',
      '#a5d6a7',
      '#827717',
      '#c0ca33',
      '#795548',
      '#a1887f',
      '#ffca28',
      '#ff7043',
      '#8bc34a',
      '#ffe0c7',
      '#f1c27d',
      '#e0ac69',
      '#c68642',
    ],
  },
};

export type RegionFacts = {
  label: number;
  area: number;
  /** Bounds x0, y0, x1, y1 (exclusive) in pixels. */
  box: [number, number, number, number];
  /** Centroid in pixels. */
  cx: number;
  cy: number;
  /** Which image edges the region touches. */
  edges: { top: boolean; bottom: boolean; left: boolean; right: boolean };
};

export function regionFacts(map: RegionMap): RegionFacts[] {
  const n = map.regionCount;
  const area = new Float64Array(n + 1);
  const sx = new Float64Array(n + 1);
  const sy = new Float64Array(n + 1);
  for (let y = 0, i = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++, i++) {
      const o = map.owner[i];
      if (o <= 0) continue;
      area[o]++;
      sx[o] += x;
      sy[o] += y;
    }
  }
  const out: RegionFacts[] = [];
  for (let label = 1; label <= n; label++) {
    const b = label * 4;
    const box: RegionFacts['box'] = [map.bounds[b], map.bounds[b + 1], map.bounds[b + 2], map.bounds[b + 3]];
    const a = Math.max(1, area[label]);
    out.push({
      label,
      area: area[label],
      box,
      cx: sx[label] / a,
      cy: sy[label] / a,
      edges: { top: box[1] === 0, bottom: box[3] >= map.height, left: box[0] === 0, right: box[2] >= map.width },
    });
  }
  return out;
}

/**
 * Regions that face each other across a line: along every row and column, the areas on either side
 * of a run of line pixels no longer than `maxGap` are neighbours. Index = label; 0 unused.
 */
export function neighbours(map: RegionMap, maxGap = Math.max(4, Math.min(40, Math.round(0.02 * Math.min(map.width, map.height))))): Set<number>[] {
  const sets: Set<number>[] = Array.from({ length: map.regionCount + 1 }, () => new Set<number>());
  const link = (a: number, b: number) => {
    if (a > 0 && b > 0 && a !== b) {
      sets[a].add(b);
      sets[b].add(a);
    }
  };
  const scan = (count: number, length: number, at: (line: number, k: number) => number) => {
    for (let line = 0; line < count; line++) {
      let last = 0;
      let gap = 0;
      for (let k = 0; k < length; k++) {
        const o = at(line, k);
        if (o <= 0) {
          gap++;
          continue;
        }
        if (last > 0 && o !== last && gap <= maxGap) link(last, o);
        last = o;
        gap = 0;
      }
    }
  };
  const { width: w, height: h, owner } = map;
  scan(h, w, (y, x) => owner[y * w + x]);
  scan(w, h, (x, y) => owner[y * w + x]);
  return sets;
}

/** Per label, the share of the columns x0…x1 in which the label has a pixel between rows y0 and y1. */
function edgeShare(map: RegionMap, x0: number, x1: number, y0: number, y1: number): Float64Array {
  const share = new Float64Array(map.regionCount + 1);
  const seen = new Int32Array(map.regionCount + 1).fill(-1);
  for (let x = x0; x < x1; x++) {
    for (let y = Math.max(0, y0); y < Math.min(map.height, y1); y++) {
      const o = map.owner[y * map.width + x];
      if (o > 0 && seen[o] !== x) {
        seen[o] = x;
        share[o] += 1 / (x1 - x0);
      }
    }
  }
  return share;
}

/** What each area probably is (index = label), from its size, place and neighbours. */
export function regionRoles(map: RegionMap, facts = regionFacts(map), near = neighbours(map)): RegionRole[] {
  const roles: RegionRole[] = new Array(map.regionCount + 1).fill('object');
  roles[0] = 'paper';
  const total = map.width * map.height;
  // The paper: what surrounds the drawing (touches every edge), and large leftovers at the edges.
  let largest = 0;
  for (const f of facts) if (largest === 0 || f.area > facts[largest - 1].area) largest = f.label;
  for (const f of facts) {
    const e = f.edges;
    if (e.top && e.bottom && e.left && e.right) roles[f.label] = 'paper';
  }
  if (largest && facts[largest - 1].area > 0.35 * total && Object.values(facts[largest - 1].edges).some(Boolean)) roles[largest] = 'paper';
  // The drawing's own frame: the box around everything that is not paper.
  let [x0, y0, x1, y1] = [map.width, map.height, 0, 0];
  for (const f of facts) {
    if (roles[f.label] === 'paper' || f.area === 0) continue;
    x0 = Math.min(x0, f.box[0]);
    y0 = Math.min(y0, f.box[1]);
    x1 = Math.max(x1, f.box[2]);
    y1 = Math.max(y1, f.box[3]);
  }
  if (x1 <= x0 || y1 <= y0) return roles;
  const cw = x1 - x0;
  const ch = y1 - y0;
  const content = cw * ch;
  // A sky lines the top of the picture along most of its width, a ground its bottom; a figure's round
  // head or belly only touches that edge at a point.
  const band = Math.max(2, Math.round(0.03 * ch));
  const topShare = edgeShare(map, x0, x1, y0, y0 + band);
  const bottomShare = edgeShare(map, x0, x1, y1 - band, y1);
  for (const f of facts) {
    if (roles[f.label] === 'paper' || f.area === 0) continue;
    const big = f.area >= 0.06 * content;
    const cy = (f.cy - y0) / ch;
    if (big && topShare[f.label] >= 0.6 && bottomShare[f.label] < 0.2 && cy < 0.45) roles[f.label] = 'sky';
    else if (big && bottomShare[f.label] >= 0.6 && topShare[f.label] < 0.2 && cy > 0.55) roles[f.label] = 'ground';
  }
  for (const f of facts) {
    if (roles[f.label] !== 'object' || f.area === 0) continue;
    const bw = f.box[2] - f.box[0];
    const bh = f.box[3] - f.box[1];
    const cy = (f.cy - y0) / ch;
    const fill = f.area / Math.max(1, bw * bh);
    const round = bw / bh > 0.75 && bw / bh < 1.33 && fill > 0.68 && fill < 0.86;
    const share = f.area / content;
    if (round && cy < 0.4 && share > 0.002 && share < 0.08) {
      roles[f.label] = 'sun';
      continue;
    }
    const others = [...near[f.label]].filter((n) => facts[n - 1].area > 0.001 * content);
    const inSky = others.length > 0 && others.some((n) => roles[n] === 'sky') && others.every((n) => ['sky', 'sun', 'cloud'].includes(roles[n]));
    // A piece of sky cut off by the sun's rays reaches the picture's top; a cloud floats in the sky.
    if (inSky && topShare[f.label] > 0) roles[f.label] = 'sky';
    else if (cy < 0.5 && inSky) roles[f.label] = 'cloud';
  }
  return roles;
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same shuffle everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export type ColorPlan = { roles: RegionRole[]; colors: (string | null)[] };

/**
 * A colour for every area (index = label; null = stays paper-white). Largest areas choose first;
 * each takes, from its role's colours, the one least used so far that no neighbour already has,
 * borrowing from the object colours when its own are all taken next door. Seed 0 is the plain
 * order; another seed shuffles within each role, so a shuffle keeps the sky blue and the sun warm.
 */
export function planColors(map: RegionMap, palette: PlanPalette, seed = 0): ColorPlan {
  const facts = regionFacts(map);
  const near = neighbours(map);
  const roles = regionRoles(map, facts, near);
  const next = random(seed);
  const scheme = Object.fromEntries(
    Object.entries(SCHEMES[palette]).map(([role, list]) => [role, seed === 0 ? [...list] : shuffled(list, next)]),
  ) as unknown as Record<Exclude<RegionRole, 'paper'>, string[]>;
  const colors: (string | null)[] = new Array(map.regionCount + 1).fill(null);
  const used = new Map<string, number>();
  const order = facts.filter((f) => roles[f.label] !== 'paper' && f.area > 0).sort((a, b) => b.area - a.area || a.label - b.label);
  for (const f of order) {
    const role = roles[f.label] as Exclude<RegionRole, 'paper'>;
    const taken = new Set([...near[f.label]].map((n) => colors[n]).filter((c): c is string => c !== null));
    const pick = (list: readonly string[]) => {
      let best: string | null = null;
      for (const c of list) if (!taken.has(c) && (best === null || (used.get(c) ?? 0) < (used.get(best) ?? 0))) best = c;
      return best;
    };
    const everything = [...new Set([...scheme[role], ...scheme.object, ...scheme.sky, ...scheme.ground, ...scheme.sun])];
    const color = pick(scheme[role]) ?? pick(scheme.object) ?? pick(everything) ?? scheme[role][0];
    colors[f.label] = color;
    used.set(color, (used.get(color) ?? 0) + 1);
  }
  return { roles, colors };
}

/** Largest seed a shuffle uses (the API accepts 0…this). */
export const MAX_SHUFFLE_SEED = 2_147_483_647;
