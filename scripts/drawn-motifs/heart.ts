// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** The classic heart curve at `t` (0 at the dip between the lobes, π at the tip), scaled by `k` about (36, 35). */
function heartPoint(t: number, k: number): Pt {
  const x = 16 * Math.sin(t) ** 3;
  const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
  return [36 + k * x, 35.5 - k * y];
}

/** The heart's outline at scale `k` as a closed polyline fine enough to print smooth. */
function heartOutline(k: number): string {
  const points = Array.from({ length: 120 }, (_, i) => heartPoint((i / 120) * 2 * Math.PI, k));
  return `M${points.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}Z`;
}

/** A frill of `n` round scallops, evenly spaced round the heart at scale `k` and pushed `grow` out from its middle. */
function scallopedFrill(k: number, n: number, grow: number): string {
  const dense = Array.from({ length: 720 }, (_, i) => heartPoint((i / 720) * 2 * Math.PI, k));
  const along = [0];
  for (let i = 1; i <= dense.length; i++)
    along.push(along[i - 1] + Math.hypot(dense[i % dense.length][0] - dense[i - 1][0], dense[i % dense.length][1] - dense[i - 1][1]));
  const total = along[along.length - 1];
  const points: Pt[] = [];
  for (let j = 0, i = 0; j < n; j++) {
    while (along[i + 1] < (j / n) * total) i++;
    const [x, y] = dense[i];
    const dx = x - 36,
      dy = y - 33;
    const len = Math.hypot(dx, dy) || 1;
    // none at the dip between the lobes, where a scallop would pinch off a sliver too small to colour
    const push = grow * Math.min(1, Math.hypot(x - 36, y - heartPoint(0, k)[1]) / 9);
    points.push([x + (dx / len) * push, y + (dy / len) * push]);
  }
  let d = `M${r2(points[0][0])} ${r2(points[0][1])}`;
  for (let i = 1; i <= n; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i % n];
    const r = Math.hypot(x1 - x0, y1 - y0) / 2;
    d += `A${r2(r)} ${r2(r)} 0 0 1 ${r2(x1)} ${r2(y1)}`;
  }
  return `${d}Z`;
}

/**
 * A Valentine's heart: a frill of lace scallops round a big heart, a border band inside its edge and a bow tied
 * at the dip between the lobes, with two small hearts beside it. The emoji is a plain red heart, which printed as
 * one big empty area: every heart page and every "I love …" prompt had nothing to colour in it but the heart.
 */
export function valentineHeart() {
  const f: string[] = [];
  f.push(path(scallopedFrill(1.78, 26, 2.8)));
  f.push(path(heartOutline(1.78)));
  f.push(path(heartOutline(1.3)));
  // the bow at the dip: two loops, two tails, the knot over them
  f.push(path('M33.5 30Q27 34 28 39L33 35.5Z'), path('M38.5 30Q45 34 44 39L39 35.5Z'));
  f.push(path('M36 26Q27.5 18.5 24.5 23.5Q22.5 29 33.5 30Z'), path('M36 26Q44.5 18.5 47.5 23.5Q49.5 29 38.5 30Z'));
  f.push(path('M33 25.3Q36 24.1 39 25.3L39.4 29.7Q36 31.1 32.6 29.7Z'));
  // two small hearts floating beside it
  const small = (cx: number, cy: number, k: number) =>
    path(heartOutline(k).replace(/(\d+\.?\d*) (\d+\.?\d*)/g, (_, x, y) => `${r2(Number(x) - 36 + cx)} ${r2(Number(y) - 35.5 + cy)}`));
  f.push(small(8, 61, 0.32), small(64, 60, 0.26));
  return { f: f.join(''), s: '', d: '' };
}
