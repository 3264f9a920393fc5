// Zentangle-like fills for the adults style, drawn in a motif's own 72-unit space and clipped to its colour areas.
// Each pattern's lines cross the area from edge to edge or meet each other, so every cell they cut is closed.
import { fillKind, type FillKind } from './fill-kinds';
import { createRng, type Rng } from './prng';

type Pattern = (rng: Rng) => string;

const stripes: Pattern = (rng) => {
  const gap = rng.range(3.5, 5),
    tilt = rng.range(-20, 20);
  let d = '';
  for (let x = -40; x < 112; x += gap) d += `M${x.toFixed(1)} -20L${(x + tilt).toFixed(1)} 92`;
  return `<path d="${d}"/>`;
};

const rings: Pattern = (rng) => {
  const cx = rng.range(25, 47),
    cy = rng.range(25, 47),
    gap = rng.range(3.5, 5);
  let out = '';
  for (let r = gap; r < 60; r += gap) out += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}"/>`;
  return out;
};

const scales: Pattern = (rng) => {
  const s = rng.range(5, 7);
  let d = '';
  for (let row = 0, y = 0; y < 80; row++, y += s * 0.6) {
    for (let x = row % 2 ? s / 2 : 0; x < 80; x += s)
      d += `M${x.toFixed(1)} ${y.toFixed(1)}a${(s / 2).toFixed(1)} ${(s / 2).toFixed(1)} 0 0 0 ${s.toFixed(1)} 0`;
  }
  return `<path d="${d}"/>`;
};

const waves: Pattern = (rng) => {
  const gap = rng.range(4, 5.5),
    amp = gap * 0.35;
  let d = '';
  for (let y = 0; y < 80; y += gap) {
    d += `M-4 ${y.toFixed(1)}`;
    for (let x = -4; x < 80; x += 6) d += `q1.5 ${(-amp).toFixed(1)} 3 0t3 0`;
  }
  return `<path d="${d}"/>`;
};

const grid: Pattern = (rng) => {
  const gap = rng.range(4.5, 6);
  let d = '';
  for (let v = -40; v < 120; v += gap) d += `M${v.toFixed(1)} -4l80 80M${v.toFixed(1)} 76l80 -80`;
  return `<path d="${d}"/>`;
};

/**
 * A coat of hair: rows of long locks, each hanging to a point swept to one side, a row's tips poking between the
 * next row's locks as a shaggy coat lies, a strand down the middle of each.
 */
const fur: Pattern = (rng) => {
  const w = rng.range(3.2, 3.8),
    h = w * 1.6,
    step = h * 0.8,
    sweep = rng.pick([-1, 1]) * w * 0.2;
  let d = '';
  for (let row = 0, y = -2; y < 80; row++, y += step) {
    for (let x = (row % 2 ? w / 2 : 0) - 4; x < 80; x += w) {
      const tx = x + w / 2 + sweep;
      d += `M${x.toFixed(1)} ${y.toFixed(1)}Q${(x + w * 0.1).toFixed(1)} ${(y + h * 0.7).toFixed(1)} ${tx.toFixed(1)} ${(y + h).toFixed(1)}`;
      d += `Q${(x + w * 0.9).toFixed(1)} ${(y + h * 0.45).toFixed(1)} ${(x + w).toFixed(1)} ${y.toFixed(1)}`;
      // the strand: clear of the sides and of the next row, so it cuts no cell in two
      d += `M${(x + w / 2).toFixed(1)} ${(y + h * 0.12).toFixed(1)}Q${(x + w / 2).toFixed(1)} ${(y + h * 0.4).toFixed(1)} ${(x + w / 2 + sweep * 0.6).toFixed(1)} ${(y + h * 0.58).toFixed(1)}`;
    }
  }
  return `<path d="${d}"/>`;
};

/** A fleece: rows of cloud bumps, each row's bumps rising into the gaps of the row above, a little curl in each. */
const wool: Pattern = (rng) => {
  const r = rng.range(1.7, 2.1),
    step = r * 1.45;
  let d = '';
  for (let row = 0, y = 0; y < 82; row++, y += step) {
    const x0 = (row % 2 ? r : 0) - 4;
    d += `M${x0.toFixed(1)} ${y.toFixed(1)}`;
    for (let x = x0; x < 80; x += 2 * r) d += `a${r.toFixed(1)} ${r.toFixed(1)} 0 0 1 ${(2 * r).toFixed(1)} 0`;
    // the curl: a small loop under every other bump, clear of the bump's edge
    for (let x = x0 + r, k = row; x < 80; x += 2 * r, k++)
      if (k % 2 === 0) d += `M${(x - r * 0.3).toFixed(1)} ${(y - r * 0.3).toFixed(1)}a${(r * 0.3).toFixed(1)} ${(r * 0.3).toFixed(1)} 0 1 0 ${(r * 0.6).toFixed(1)} 0a${(r * 0.3).toFixed(1)} ${(r * 0.3).toFixed(1)} 0 1 0 ${(-r * 0.6).toFixed(1)} 0`;
  }
  return `<path d="${d}"/>`;
};

/** Plumage: rows of feathers, each a long scallop drawn to a soft point with its quill down the middle. */
const feathers: Pattern = (rng) => {
  const w = rng.range(5, 6.2),
    h = w * 1.1,
    step = h * 0.5;
  let d = '';
  for (let row = 0, y = -2; y < 80; row++, y += step) {
    for (let x = (row % 2 ? w / 2 : 0) - 4; x < 80; x += w) {
      d += `M${x.toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${(y + h * 0.8).toFixed(1)} ${(x + w / 2).toFixed(1)} ${(y + h).toFixed(1)}`;
      d += `Q${(x + w).toFixed(1)} ${(y + h * 0.8).toFixed(1)} ${(x + w).toFixed(1)} ${y.toFixed(1)}`;
      // the quill, from the tip up to where the next row's feathers cross it
      d += `M${(x + w / 2).toFixed(1)} ${(y + h).toFixed(1)}V${(y + h - step * 0.6).toFixed(1)}`;
    }
  }
  return `<path d="${d}"/>`;
};

/** Smooth skin: a few soft, wide bands, lighter than any coat, so a pig or a whale reads as smooth. */
const skin: Pattern = (rng) => {
  const gap = rng.range(4.6, 5.4),
    amp = gap * 0.3;
  let d = '';
  for (let y = 0; y < 80; y += gap) {
    d += `M-4 ${y.toFixed(1)}`;
    for (let x = -4; x < 80; x += 10) d += `q2.5 ${(-amp).toFixed(1)} 5 0t5 0`;
  }
  return `<path d="${d}"/>`;
};

/** The patterns for each kind of coat (fill-kinds.ts); anything else gets one of the plain ones, never scales. */
const BY_KIND: Record<FillKind, readonly Pattern[]> = {
  scales: [scales],
  fur: [fur],
  wool: [wool],
  feathers: [feathers],
  skin: [skin],
  any: [stripes, rings, waves, grid],
};

/**
 * How many numbers the fill took from the page's stream when it was one of five patterns picked at random
 * (stripes, rings, scales, waves, grid), the pick included.
 */
const FORMER_DRAWS = [3, 4, 2, 2, 2];

/**
 * The adults' fill for motif `id`: a pattern that suits its coat, its size and slant from a stream of its own.
 * The page's `rng` moves on as far as it did before fills were chosen by coat, so every page keeps its layout
 * (its sky, its ground, its companions, which the tests and the catalogue's figures measure) and only the fill
 * on its subjects changes.
 */
export function zentangleFill(rng: Rng, id: string): string {
  const first = rng.next();
  for (let k = 1; k < FORMER_DRAWS[Math.floor(first * FORMER_DRAWS.length)]; k++) rng.next();
  const own = createRng(Math.floor(first * 2 ** 32), 'fill');
  return own.pick(BY_KIND[fillKind(id)])(own);
}
