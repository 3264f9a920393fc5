// Zentangle-like fills for the adults style, drawn in a motif's own 72-unit space and clipped to its colour areas.
import type { Rng } from './prng';

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

const PATTERNS = [stripes, rings, scales, waves, grid];

export function zentangleFill(rng: Rng): string {
  return rng.pick(PATTERNS)(rng);
}
