// The landmarks a place word draws big behind the subject (the volcano, the mountain) or around it (the tree it
// sits in), as the castle stands on its hill: named beside an animal ("a dinosaur and a volcano", "a monkey in a
// tree") each had been a stamp in a bottom corner. Closed white-filled shapes, as every background's.
import type { BackdropKit } from './backdrop-kinds';
import { band, palm, rock, scatter, shape, tree } from './backdrop-shapes';
import { paintTree } from './landmark-tree';
import { f } from './paper';
import type { Rng } from './prng';
import { boulder, clipped, crust, plume, ridges, strata } from './peak-patterns';

/** The volcano and the mountain: their width and height, shares of the drawing's (the castle is 0.6-0.85 by 0.3-0.38). */
export const PEAK_WIDTH: readonly [number, number] = [0.7, 0.9];
export const PEAK_HEIGHT: readonly [number, number] = [0.38, 0.46];
/** Room left over a volcano's crater for its plume of smoke, a share of the drawing's height. */
export const PLUME_ROOM = 0.16;

/**
 * A volcano standing on `foot`: a cone whose flanks sweep in towards its crater, lava running down from the rim, a
 * plume of smoke billowing up out of it past `ceiling` (the page's top). A finer page cuts the rock into strata
 * by ridges and the lava into crusted channels (peak-patterns.ts). Its outline (the cone) carries `id="landmark"`,
 * for the tests to find it; the whole volcano is the group of class "landmark".
 */
function volcano(x: number, foot: number, w: number, h: number, ceiling: number, sw: number, rng: Rng, detail: number): string {
  const half = w / 2,
    rim = w * 0.13,
    top = foot - h;
  const cone = `M${f(x - half)} ${f(foot + 2)}Q${f(x - rim * 1.4)} ${f(foot - h * 0.3)} ${f(x - rim)} ${f(top)}Q${f(x)} ${f(top + rim * 0.3)} ${f(x + rim)} ${f(top)}Q${f(x + rim * 1.4)} ${f(foot - h * 0.3)} ${f(x + half)} ${f(foot + 2)}Z`;
  let out = `<g class="landmark"><path id="landmark" d="${cone}" ${shape(sw)}/>`;
  // the rock: on the finer pages ridges fanning down from the crater crossed by strata, a boulder in some cells;
  // on the teens' a few gullies
  if (detail === 2) {
    out += clipped(
      'volcano-rock',
      cone,
      ridges(x, top, x - half, x + half, foot, 9, rng) + strata(x - half, x + half, top + h * 0.08, foot, 5, false, rng),
      sw,
    );
    for (let i = 0; i < 4; i++) out += boulder(x + (i % 2 ? 1 : -1) * half * rng.range(0.35, 0.6), foot - h * rng.range(0.08, 0.25), rim * 0.22, sw * 0.8);
  } else if (detail === 1) out += clipped('volcano-rock', cone, ridges(x, top, x - half, x + half, foot, 5, rng), sw);
  // the lava: one wavy tongue over the rim down each flank, a shorter one between, each ending in a round drip
  let crusts = '';
  for (const [j, [u, k]] of [
    [-0.75, rng.range(0.45, 0.6)],
    [0.05, rng.range(0.22, 0.32)],
    [0.75, rng.range(0.4, 0.55)],
  ].entries()) {
    const len = h * k!,
      wid = rim * 0.5;
    const sx = x + u! * rim,
      ex = sx + u! * len * ((half - rim) / h) * 0.8,
      ey = top + len;
    const wave = (t: number) => Math.sin(t * Math.PI * 3) * wid * 0.25;
    let left = `M${f(sx - wid / 2)} ${f(top - 1)}`,
      right = '';
    for (let i = 1; i <= 4; i++) {
      const t = i / 4,
        cx = sx + (ex - sx) * t,
        cy = top + len * t,
        half2 = (wid / 2) * (1 - t * 0.3);
      left += `Q${f(cx - half2 + wave(t - 0.12))} ${f(cy - len * 0.12)} ${f(cx - half2 + wave(t))} ${f(cy)}`;
      right =
        `Q${f(cx + half2 + wave(t - 0.12))} ${f(cy - len * 0.12)} ${f(i === 1 ? sx + wid / 2 : sx + (ex - sx) * (t - 0.25) + (wid / 2) * (1 - (t - 0.25) * 0.3) + wave(t - 0.25))} ${f(i === 1 ? top - 1 : top + len * (t - 0.25))}` +
        right;
    }
    const drip = (wid / 2) * 0.7;
    const tongue = `${left}A${f(drip)} ${f(drip)} 0 0 0 ${f(ex + drip + wave(1))} ${f(ey)}${right}Z`;
    out += `<path d="${tongue}" ${shape(sw)}/>`;
    if (detail === 2) crusts += clipped(`lava${j}`, tongue, crust(sx, top, ex + wave(1), ey, wid), sw);
  }
  out += crusts;
  out += `<ellipse cx="${f(x)}" cy="${f(top + rim * 0.05)}" rx="${f(rim * 1.05)}" ry="${f(rim * 0.28)}" ${shape(sw)}/>`;
  // smoke billowing up from the crater, drifting to one side
  const drift = rng.next() < 0.5 ? -1 : 1;
  return out + plume(x, top, rim, ceiling, drift, sw, detail === 2, rng) + '</g>';
}

/**
 * A snowy mountain standing on `foot`: a rocky peak with a shoulder on each side and a snow cap whose lower edge
 * zigzags between its flanks. `id`: set on the main peak's outline, for the tests to find it.
 */
function mountain(x: number, foot: number, w: number, h: number, sw: number, rng: Rng, fine: boolean, id = ''): string {
  const top = foot - h;
  // the outline, left to right: foot, shoulder, summit, shoulder, foot
  const pts: [number, number][] = [
    [x - w / 2, foot + 2],
    [x - w * rng.range(0.22, 0.3), foot - h * rng.range(0.45, 0.6)],
    [x - w * 0.12, foot - h * rng.range(0.7, 0.8)],
    [x + w * rng.range(-0.04, 0.04), top],
    [x + w * 0.14, foot - h * rng.range(0.72, 0.82)],
    [x + w * rng.range(0.24, 0.32), foot - h * rng.range(0.4, 0.55)],
    [x + w / 2, foot + 2],
  ];
  const d = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${f(px)} ${f(py)}`).join('');
  let out = `<g class="landmark"><path ${id ? `id="${id}" ` : ''}d="${d}Z" ${shape(sw)}/>`;
  // the snow cap: down to `line` on each flank, its lower edge in teeth between the two
  const line = top + h * 0.32;
  const at = (a: [number, number], b: [number, number]) => a[0] + ((b[0] - a[0]) * (line - a[1])) / (b[1] - a[1]);
  const li = pts.findIndex(([, py]) => py < line),
    ri = pts.length - 1 - [...pts].reverse().findIndex(([, py]) => py < line);
  const xl = at(pts[li - 1]!, pts[li]!),
    xr = at(pts[ri]!, pts[ri + 1]!);
  let cap =
    `M${f(xl)} ${f(line)}` +
    pts
      .slice(li, ri + 1)
      .map(([px, py]) => `L${f(px)} ${f(py)}`)
      .join('') +
    `L${f(xr)} ${f(line)}`;
  const teeth = fine ? 6 : 4;
  for (let j = 1; j <= teeth; j++)
    cap += `L${f(xr + ((xl - xr) * (j - 0.5)) / teeth)} ${f(line + h * rng.range(0.05, 0.1))}L${f(xr + ((xl - xr) * j) / teeth)} ${f(line)}`;
  // on a finer page the rock is strata cut by ridges, the snow drifts split by lines down from the summit
  const summit = pts[3]!;
  if (fine)
    out += clipped(
      `rock${id}`,
      `${d}Z`,
      strata(x - w / 2, x + w / 2, line, foot, 5, true, rng) + ridges(summit[0], line, x - w / 2, x + w / 2, foot, 7, rng),
      sw,
    );
  out += `<path d="${cap}Z" ${shape(sw)}/>`;
  if (fine)
    out += clipped(
      `snow${id}`,
      `${cap}Z`,
      ridges(summit[0], top, xl, xr, line + h * 0.1, 4, rng) + strata(xl, xr, top + h * 0.1, line + h * 0.05, 1, true, rng),
      sw,
    );
  // ridges down the rock below the snow (a finer page has its strata instead)
  for (let i = 0; i < (fine ? 0 : 2); i++) {
    const s = i % 2 ? 1 : -1,
      x0 = x + s * w * (0.06 + 0.05 * i);
    out += `<path d="M${f(x0)} ${f(line + h * 0.08)}L${f(x0 + s * w * 0.06)} ${f(line + h * 0.3)}L${f(x0 + s * w * 0.05)} ${f(line + h * (0.42 + 0.05 * i))}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
  }
  return out + '</g>';
}

/** The SVG of a landmark's background, drawn with the shared parts of `kit`. */
export function paintLandmark(backdrop: 'volcano' | 'mountain' | 'tree', kit: BackdropKit): string {
  const { inner, horizon, rng, sw, count, fine, groundBox, avoid, daySky, hills, foreground } = kit;
  const ground = { ...groundBox, y: horizon + 6, h: groundBox.h - 8 };
  if (backdrop === 'tree') return paintTree(kit);
  let out = daySky() + hills(1);
  const pw = inner.w * rng.range(...PEAK_WIDTH),
    drawn = inner.h * rng.range(...PEAK_HEIGHT);
  // the volcano's crater stays PLUME_ROOM below the page's top, for its smoke to billow up
  const ph = backdrop === 'volcano' ? Math.min(drawn, horizon - inner.y - inner.h * PLUME_ROOM) : drawn;
  const px = inner.x + inner.w * rng.range(0.35, 0.65);
  if (backdrop === 'volcano') {
    // A volcano behind the subject on the horizon, palms at its feet, stones in the ground before it.
    out += volcano(px, horizon + 1, pw, ph, inner.y, sw, rng, fine ? 2 : count >= 4 ? 1 : 0);
    out += band(inner, horizon, 2, 3, sw, rng);
    for (const s of [-1, 1])
      out += palm(inner.x + inner.w * (0.5 + s * rng.range(0.38, 0.45)), horizon + inner.h * 0.04, inner.h * rng.range(0.2, 0.26), sw, rng);
    out += foreground();
    return out + scatter(ground, count + 2, fine ? 5 : 8, avoid, rng, (x0, y0, s) => rock(x0, y0 + s * 0.5, s * 1.6, sw * 0.9));
  }
  // A snowy mountain behind the subject, a smaller one beside it, firs along the foot (on the finer pages).
  const side = px < inner.x + inner.w / 2 ? 1 : -1;
  out += mountain(px + side * pw * 0.55, horizon + 1, pw * 0.7, ph * 0.6, sw, rng, fine);
  out += mountain(px, horizon + 1, pw, ph, sw, rng, fine, 'landmark');
  out += band(inner, horizon, 2, 3, sw, rng);
  const firs = count >= 4 ? count : 0;
  for (let i = 0; i < firs; i++)
    out += tree(inner.x + inner.w * ((i + rng.range(0.2, 0.8)) / firs), horizon + 2, inner.h * rng.range(0.07, 0.11), sw, rng, true);
  out += foreground();
  return out + scatter(ground, count + 1, fine ? 5 : 8, avoid, rng, (x0, y0, s) => rock(x0, y0 + s * 0.5, s * 1.6, sw * 0.9));
}
