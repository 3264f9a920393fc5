// The finer pages' detail on the volcano and the mountain, and the volcano's smoke. On an adults' page the sky is
// cells of a sunburst and the hills are patchwork fields, so a volcano or a mountain left plain was the one large
// white field on it: its rock is cut into strata by ridges, its lava into crusted channels, its snow into
// drifts, as an adults' colouring book draws a mountainside. Lines clipped to the shape they cut, every one running
// from edge to edge of it, so each cell is a closed area.
import { shape } from './backdrop-shapes';
import { f } from './paper';
import type { Rng } from './prng';

/** Clip `lines` (path data) to `outline` (path data): the pattern's group, `id` its clip path's. */
export function clipped(id: string, outline: string, lines: string, sw: number): string {
  return `<clipPath id="${id}"><path d="${outline}"/></clipPath><path clip-path="url(#${id})" d="${lines}" fill="none" stroke="#000" stroke-width="${f(sw * 0.75)}" stroke-linejoin="round"/>`;
}

/**
 * Rock strata across a peak from `top` down to `foot`: `n` bands whose edges sag a little (a cone's courses seen
 * from the front) or zigzag (a mountain's broken layers), from past the left of `x0` to past the right of `x1`.
 */
export function strata(x0: number, x1: number, top: number, foot: number, n: number, jagged: boolean, rng: Rng): string {
  let d = '';
  for (let i = 1; i <= n; i++) {
    const y = top + ((foot - top) * (i + rng.range(-0.2, 0.2))) / (n + 1);
    if (!jagged) {
      d += `M${f(x0)} ${f(y - (foot - top) * 0.03)}Q${f((x0 + x1) / 2)} ${f(y + (foot - top) * 0.06)} ${f(x1)} ${f(y - (foot - top) * 0.03)}`;
      continue;
    }
    const steps = 9;
    d += `M${f(x0)} ${f(y)}`;
    for (let k = 1; k <= steps; k++) d += `L${f(x0 + ((x1 - x0) * k) / steps)} ${f(y + rng.range(-1, 1) * (foot - top) * 0.035)}`;
  }
  return d;
}

/** Ridges fanning down from (x, top) to the foot between x0 and x1: `n` gently bent lines. */
export function ridges(x: number, top: number, x0: number, x1: number, foot: number, n: number, rng: Rng): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const ex = x0 + ((x1 - x0) * (i + 0.5 + rng.range(-0.15, 0.15))) / n,
      sx = x + (ex - x) * 0.06;
    d += `M${f(sx)} ${f(top)}Q${f((sx + ex) / 2 + rng.range(-3, 3))} ${f((top + foot) / 2)} ${f(ex)} ${f(foot + 2)}`;
  }
  return d;
}

/**
 * A billowing plume of smoke from a crater at (x, y) `rim` wide: one column rolling upwards, widening and leaning to
 * `drift`'s side, its two edges a row of round billows each and its head a crown of bigger ones, out past `ceiling`
 * (the page's top) where there is room for it; billow lines across it part it into rolls (more on a finer page).
 * (Three puffs over the crater had read as small clouds.)
 */
export function plume(x: number, y: number, rim: number, ceiling: number, drift: number, sw: number, fine: boolean, rng: Rng): string {
  const rise = Math.max(y - ceiling - rim * 1.3, rim * 1.5);
  // the column's middle and half-width at t (0 at the crater, 1 at its head)
  const mid = (t: number) => [x + drift * rim * 3.2 * t ** 1.5, y - rise * t] as const;
  const halfW = (t: number) => rim * (0.7 + 1.4 * t);
  const n = fine ? 7 : 5;
  const side = (s: -1 | 1) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n,
        [mx, my] = mid(t);
      return [mx + s * halfW(t) * (i ? rng.range(0.92, 1.08) : 0.85), my] as const;
    });
  const left = side(-1),
    right = side(1);
  const arc = ([x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number], bulge: number) => {
    const r = Math.hypot(x1 - x0, y1 - y0) * bulge;
    return `A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(y1)}`;
  };
  // up the left edge, over the head in bigger billows, down the right edge: each billow bulges outwards
  let d = `M${f(right[0]![0])} ${f(right[0]![1])}L${f(left[0]![0])} ${f(left[0]![1])}`;
  for (let i = 1; i <= n; i++) d += arc(left[i - 1]!, left[i]!, rng.range(0.55, 0.7));
  const [hx, hy] = mid(1),
    hw = halfW(1),
    head = fine ? 4 : 3;
  for (let k = 1; k <= head; k++) {
    const a = Math.PI + (k / head) * Math.PI;
    const p = [hx + Math.cos(a) * hw, hy + Math.sin(a) * hw * 0.7] as const;
    d += arc(k === 1 ? left[n]! : [hx + Math.cos(a - Math.PI / head) * hw, hy + Math.sin(a - Math.PI / head) * hw * 0.7], p, rng.range(0.55, 0.65));
  }
  for (let i = n; i > 0; i--) d += arc(right[i]!, right[i - 1]!, rng.range(0.55, 0.7));
  const out = `<path d="${d}Z" ${shape(sw)}/>`;
  // billow lines: arcs across the column, sagging towards the crater, each a roll of the smoke
  let folds = '';
  const rolls = fine ? 6 : 3;
  for (let i = 1; i <= rolls; i++) {
    const t = ((i + rng.range(-0.2, 0.2)) / (rolls + 1)) * 1.2,
      [mx, my] = mid(t),
      hw2 = halfW(t) * 1.4;
    folds += `M${f(mx - hw2)} ${f(my - hw2 * 0.1)}Q${f(mx)} ${f(my + hw2 * 0.45)} ${f(mx + hw2)} ${f(my - hw2 * 0.1)}`;
  }
  // each fold runs from edge to edge of the plume (clipped to it), so every roll is an area of its own
  return out + clipped('plume', `${d}Z`, folds, sw);
}

/** A lava tongue's crust (finer pages): a line down its middle and ribs across it, so the flow is channels of cells. */
export function crust(sx: number, top: number, ex: number, ey: number, wid: number): string {
  let d = `M${f(sx)} ${f(top)}L${f(ex)} ${f(ey)}`;
  for (let t = 0.2; t < 0.95; t += 0.2) {
    const cx = sx + (ex - sx) * t,
      cy = top + (ey - top) * t;
    d += `M${f(cx - wid * 0.6)} ${f(cy - wid * 0.15)}Q${f(cx)} ${f(cy + wid * 0.3)} ${f(cx + wid * 0.6)} ${f(cy - wid * 0.15)}`;
  }
  return d;
}

/** A boulder on a flank: a rounded stone, white-filled, for the strata's larger cells. */
export function boulder(x: number, y: number, r: number, sw: number): string {
  return `<path d="M${f(x - r)} ${f(y + r * 0.4)}Q${f(x - r)} ${f(y - r * 0.6)} ${f(x)} ${f(y - r * 0.6)}Q${f(x + r)} ${f(y - r * 0.6)} ${f(x + r)} ${f(y + r * 0.4)}Z" ${shape(sw)}/>`;
}
