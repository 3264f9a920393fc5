// The big tree's clumps of leaves (landmark-tree.ts), each its own: the page's seed sets each clump's size, how
// many bumps its edge has and which leaves are drawn in it (a star from its middle, a spray from its foot, a pair,
// or none), and what the crown carries: apples on the kids' pages; apples, acorns, cherries or blossoms on the
// teens'; veined leaves or leaf scales on the adults'. (Every clump had been the same outline holding the same
// star of leaves, so the crown read as one stamp repeated.)
import { flower, leaf, lobePath, shape } from './backdrop-shapes';
import { f } from './paper';
import { clipped } from './peak-patterns';
import type { Rng } from './prng';

/** What hangs among the leaves. */
export type CrownFruit = 'apple' | 'acorn' | 'cherry' | 'blossom';
/**
 * A crown's look, picked once per page: its fruit, the adults' leaf pattern, the clumps' bumps (fewest, most), the
 * leaves in a clump's star (fewest, most), whether a clump may hold just a pair of leaves or be left bare. A
 * teens' crown has a star or a spray in every clump, four or more leaves in a star: with pairs, bare clumps and
 * thin stars it had fallen to 60-odd areas, not much over a kids' crown.
 */
export type CrownLook = {
  fruit?: CrownFruit;
  pattern?: 'veins' | 'scales';
  bumps: [number, number];
  leaves: [number, number];
  pairs: boolean;
  bare: boolean;
};

/** The crown's look for a page of this detail (`fine`: the adults'; `count` ≥ 4: the teens'). */
export function crownLook(fine: boolean, count: number, rng: Rng): CrownLook {
  if (fine) return { pattern: rng.pick(['veins', 'scales'] as const), bumps: [6, 10], leaves: [4, 6], pairs: true, bare: false };
  if (count >= 4) return { fruit: rng.pick(['apple', 'acorn', 'cherry', 'blossom'] as const), bumps: [5, 9], leaves: [4, 6], pairs: false, bare: false };
  return { fruit: 'apple', bumps: [5, 8], leaves: [3, 5], pairs: true, bare: true };
}

/** A leaf cut into cells by its midrib and side veins (the adults' leaf pattern). */
function veinedLeaf(x: number, y: number, len: number, angle: number, sw: number): string {
  const c = Math.cos(angle),
    s = Math.sin(angle);
  const p = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`;
  // the outline's half-width a share `q` along it (its edges are quadratics bowing out 0.35 of its length)
  const half = (q: number) => 0.7 * len * q * (1 - q);
  let veins = `M${p(0, 0)}L${p(len * 0.85, 0)}`;
  for (const q of [0.3, 0.55]) for (const v of [-1, 1]) veins += `M${p(len * q, 0)}L${p(len * (q + 0.12), v * half(q + 0.12) * 1.05)}`;
  return (
    `<path d="M${p(0, 0)}Q${p(len * 0.5, -len * 0.35)} ${p(len, 0)}Q${p(len * 0.5, len * 0.35)} ${p(0, 0)}Z" ${shape(sw)}/>` +
    `<path d="${veins}" fill="none" stroke="#000" stroke-width="${f(sw * 0.7)}" stroke-linecap="round"/>`
  );
}

/** Rows of small scallops over a clump, each a little leaf tip (the adults' other leaf pattern). */
function scales(x: number, y: number, rx: number, ry: number, rng: Rng): string {
  const step = rx * rng.range(0.28, 0.36);
  let d = '';
  for (let row = 0, py = y - ry; py <= y + ry + step; row++, py += step * 0.75)
    for (let px = x - rx - (row % 2 ? step / 2 : 0); px <= x + rx; px += step) d += `M${f(px)} ${f(py)}a${f(step / 2)} ${f(step / 2)} 0 0 0 ${f(step)} 0`;
  return d;
}

/**
 * One clump round (x, y), `r` its half-width: its lobed outline, then the leaves drawn in it, by the clump's own
 * pick: a star from its middle, a spray fanning up from its foot, a pair, or (on a kids' page, now and then)
 * none, left a plain area to colour. `id`: the clump's number, naming its clip on an adults' page.
 */
export function clump(x: number, y: number, r: number, sw: number, look: CrownLook, id: number, rng: Rng): string {
  const ry = r * rng.range(0.72, 0.9);
  const outline = lobePath(x, y, r, ry, rng.int(look.bumps[0], look.bumps[1]), rng);
  let out = `<path d="${outline}" ${shape(sw * 0.9)}/>`;
  const draw = (lx: number, ly: number, len: number, a: number) =>
    look.pattern === 'veins' ? veinedLeaf(lx, ly, len, a, sw * 0.8) : leaf(lx, ly, len, a, sw * 0.8);
  if (look.pattern === 'scales' && rng.next() < 0.6) return out + clipped(`clump${id}`, outline, scales(x, y, r, ry, rng), sw);
  const kind = rng.next();
  if (kind < 0.45 || (kind >= 0.8 && !look.pairs)) {
    const n = rng.int(look.leaves[0], look.leaves[1]),
      turn = rng.range(0, Math.PI * 2);
    for (let i = 0; i < n; i++) {
      const a = turn + (i / n) * Math.PI * 2;
      out += draw(x + Math.cos(a) * r * 0.12, y + Math.sin(a) * r * 0.1, r * rng.range(0.48, 0.62), a);
    }
  } else if (kind < 0.8) {
    // a spray: three leaves fanning up from a point low in the clump
    for (const a of [-Math.PI / 2 - 0.8, -Math.PI / 2, -Math.PI / 2 + 0.8])
      out += draw(x + r * rng.range(-0.1, 0.1), y + ry * 0.45, r * rng.range(0.62, 0.78), a + rng.range(-0.15, 0.15));
  } else if (kind < 0.93 || !look.bare) {
    const a = rng.range(0, Math.PI);
    out += draw(x, y, r * 0.62, a) + draw(x, y, r * 0.62, a + Math.PI);
  }
  return out;
}

/** An acorn hanging by its stalk, its cap's rim `r` wide each side of (x, y). */
function acorn(x: number, y: number, r: number, sw: number): string {
  const nut = `M${f(x - r * 0.72)} ${f(y)}Q${f(x - r * 0.75)} ${f(y + r * 1.3)} ${f(x)} ${f(y + r * 1.55)}Q${f(x + r * 0.75)} ${f(y + r * 1.3)} ${f(x + r * 0.72)} ${f(y)}Z`;
  const cap = `M${f(x - r)} ${f(y + r * 0.1)}Q${f(x - r)} ${f(y - r * 0.8)} ${f(x)} ${f(y - r * 0.8)}Q${f(x + r)} ${f(y - r * 0.8)} ${f(x + r)} ${f(y + r * 0.1)}Q${f(x)} ${f(y - r * 0.1)} ${f(x - r)} ${f(y + r * 0.1)}Z`;
  return (
    `<path d="M${f(x)} ${f(y - r * 0.8)}L${f(x + r * 0.15)} ${f(y - r * 1.3)}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>` +
    `<path d="${nut}" ${shape(sw)}/><path d="${cap}" ${shape(sw)}/>` +
    // the cap's scales: a line across it, cutting it in two bands
    `<path d="M${f(x - r * 0.85)} ${f(y - r * 0.3)}Q${f(x)} ${f(y - r * 0.5)} ${f(x + r * 0.85)} ${f(y - r * 0.3)}" fill="none" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`
  );
}

/** Two cherries on stalks joined at the top. */
function cherries(x: number, y: number, r: number, sw: number): string {
  const top = y - r * 2.2;
  return (
    `<path d="M${f(x - r * 0.9)} ${f(y - r * 0.8)}Q${f(x - r * 0.6)} ${f(top + r * 0.6)} ${f(x + r * 0.2)} ${f(top)}M${f(x + r * 1.1)} ${f(y - r * 0.5)}Q${f(x + r * 0.8)} ${f(top + r * 0.8)} ${f(x + r * 0.2)} ${f(top)}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>` +
    `<circle cx="${f(x - r * 0.9)}" cy="${f(y)}" r="${f(r * 0.85)}" ${shape(sw)}/><circle cx="${f(x + r * 1.1)}" cy="${f(y + r * 0.3)}" r="${f(r * 0.85)}" ${shape(sw)}/>`
  );
}

/** An apple hanging in the leaves: round, with its stalk and a leaf at the top. */
function apple(x: number, y: number, r: number, sw: number): string {
  const d = `M${f(x)} ${f(y - r * 0.7)}Q${f(x + r * 1.1)} ${f(y - r * 1.25)} ${f(x + r)} ${f(y + r * 0.1)}Q${f(x + r * 0.8)} ${f(y + r)} ${f(x)} ${f(y + r * 0.85)}Q${f(x - r * 0.8)} ${f(y + r)} ${f(x - r)} ${f(y + r * 0.1)}Q${f(x - r * 1.1)} ${f(y - r * 1.25)} ${f(x)} ${f(y - r * 0.7)}Z`;
  return (
    `<path d="M${f(x)} ${f(y - r * 0.7)}L${f(x + r * 0.15)} ${f(y - r * 1.3)}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>` +
    `<path d="${d}" ${shape(sw)}/>` +
    leaf(x + r * 0.12, y - r * 1.1, r * 0.9, -0.5, sw * 0.9)
  );
}

/** One of the crown's fruit (or blossoms) at (x, y), `r` its size. */
export function fruit(kind: CrownFruit, x: number, y: number, r: number, sw: number): string {
  if (kind === 'acorn') return acorn(x, y, r * 0.9, sw);
  if (kind === 'cherry') return cherries(x, y, r * 0.7, sw);
  if (kind === 'blossom') return flower(x, y, r * 1.1, 5, sw);
  return apple(x, y, r, sw);
}
