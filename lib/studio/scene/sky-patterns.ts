// The patterns of an adults' open sky (see `patternSky` in backdrops.ts): rings round the sun crossing its rays,
// bricks between a night sky's orbits, and patchwork fields on the hills. None of them draws from the seed, so
// turning a pattern on leaves every other shape of the page where it was.
import { f, type Box } from './paper';

/** The pattern stays this far (mm) from the boxes it keeps clear: a margin, so it never crowds an outline. */
const CLEAR_MM = 3;

/** Whether a point lies within CLEAR_MM of any of `boxes`. */
const nearAny = (boxes: Box[]) => (x: number, y: number) =>
  boxes.some((b) => x > b.x - CLEAR_MM && x < b.x + b.w + CLEAR_MM && y > b.y - CLEAR_MM && y < b.y + b.h + CLEAR_MM);

/**
 * Rings round the sun, crossing its rays into a web of cells like a stained-glass sunburst. The rings start where
 * the rays are 6 mm apart and their gap is the rays' distance there (6 to 13 mm), so the cells are about as deep
 * as they are wide near the sun and none is a large empty field far from it. Three looks, one per page by
 * `look`: round rings with an orb in every third band of cells; scalloped rings, each a row of arcs bulging
 * outwards from ray to ray (petals); round rings with a diamond in every other band of cells. Between each two
 * rays the cells go out from the sun until one would come within 3 mm of a box in `clear` (the subject and what
 * stands beside it): a clear margin, so the cells never crowd the subject's outline, and beyond the last cell's
 * arc the wedge is plain, as on other pages. Every arc ends on a ray, so no line ends in the open. Drawn right
 * after the rays: the sun, the clouds, the ground and the subject are painted over them.
 */
export function sunRings(
  sun: { cx: number; cy: number; r: number },
  rays: { n: number; turn: number; from: number; to: number },
  inner: Box,
  clear: Box[],
  sw: number,
  look: number,
): string {
  const { cx, cy, r } = sun,
    { n, turn, from, to } = rays;
  const corner = Math.hypot(Math.max(cx - inner.x, inner.x + inner.w - cx), Math.max(cy - inner.y, inner.y + inner.h - cy));
  const step = (to - from) / n;
  const at = (a: number, rr: number) => `${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
  // The rays' angles (rising), then the arc beyond the last ray back round to the first, cut into steps about as
  // wide, each a spoke: without them the rings there (above a high sun) were long bands, each a large field.
  const cusps: number[] = [];
  for (let i = 0; i < n; i++) cusps.push(from + step * (i + 0.5) + turn);
  const rest = Math.PI * 2 - step * (n - 1),
    restSteps = Math.max(1, Math.round(rest / step));
  for (let j = 1; j <= restSteps; j++) cusps.push(cusps[n - 1] + (rest * j) / restSteps);
  // The rings' radii: the first where the rays are 6 mm apart (nearer the sun the cells were slivers), the last
  // past the frame's farthest corner.
  const radii = [Math.max(r * 1.5, 6 / step)];
  while (radii[radii.length - 1] < corner) radii.push(radii[radii.length - 1] + Math.min(13, Math.max(6, step * radii[radii.length - 1])));
  const near = nearAny(clear);
  // A cell is free when no point of a grid over it (and its petal's bulge) is near a box to keep clear.
  const free = (a0: number, a1: number, r0: number, r1: number) => {
    for (let i = 0; i <= 6; i++)
      for (let j = 0; j <= 4; j++) {
        const a = a0 + ((a1 - a0) * i) / 6,
          rr = r0 + ((r1 + (r1 - r0) * 0.4 - r0) * j) / 4;
        if (near(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr)) return false;
      }
    return true;
  };
  let arcs = '',
    cells = '';
  // How far out each wedge's cells go: the radius of its outermost arc (0: no cells).
  const reach: number[] = [];
  for (let w = 0; w + 1 < cusps.length; w++) {
    const a0 = cusps[w],
      a1 = cusps[w + 1],
      mid = (a0 + a1) / 2;
    let k = 0;
    while (k + 1 < radii.length && free(a0, a1, radii[k], radii[k + 1])) k++;
    reach.push(k ? radii[k] : 0);
    for (let i = 0; k && i <= k; i++) {
      const r0 = radii[i];
      // the arc at r0 from ray to ray: round, or a petal whose middle bulges 0.35 of the band outwards
      arcs +=
        look === 1 && i < radii.length - 1
          ? `M${at(a0, r0)}Q${at(mid, r0 + (radii[i + 1] - r0) * 0.7)} ${at(a1, r0)}`
          : `M${at(a0, r0)}A${f(r0)} ${f(r0)} 0 0 1 ${at(a1, r0)}`;
      if (i === k) break;
      const r1 = radii[i + 1],
        rm = (r0 + r1) / 2,
        gap = r1 - r0;
      if (look === 0 && i % 3 === 1)
        cells += `<circle cx="${f(cx + Math.cos(mid) * rm)}" cy="${f(cy + Math.sin(mid) * rm)}" r="${f(Math.min(gap, step * rm) * 0.26)}"/>`;
      // a diamond inside the cell, its corners a fifth of the way in from the cell's rays and rings
      if (look === 2 && i % 2 === 1)
        cells += `<path d="M${at(mid, r0 + gap * 0.2)}L${at(mid + step * 0.3, rm)}L${at(mid, r1 - gap * 0.2)}L${at(mid - step * 0.3, rm)}Z"/>`;
    }
  }
  // A spoke goes out as far as the cells on either side of it, so the arcs of both end on it.
  let spokes = '';
  for (let i = n; i + 1 < cusps.length; i++) {
    const len = Math.max(reach[i - 1], reach[i]);
    if (len) spokes += `M${at(cusps[i], radii[0])}L${at(cusps[i], len)}`;
  }
  return `<path d="${arcs}${spokes}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/><g fill="#fff" stroke="#000" stroke-width="${f(sw * 0.8)}">${cells}</g>`;
}

/**
 * On a patterned night page the bands between the orbits are cut into bricks: short spokes from one orbit to the
 * next, about 14 mm apart along the band and offset by half a brick from band to band; the stars scattered over
 * the sky fill them. A spoke that would be under 6 mm long (where two orbits come close) or within 3 mm of a box
 * in `clear` is left out, so its neighbours join and no line ends in the open. Drawn without the seed.
 */
type Orbit = { a: number; b: number; turn: number };
/** How far from the centre the ray at angle `t` meets `o` (an ellipse round the centre, turned `o.turn` degrees). */
const radius = (o: Orbit, t: number) => {
  const u = t - (o.turn * Math.PI) / 180;
  return 1 / Math.hypot(Math.cos(u) / o.a, Math.sin(u) / o.b);
};

export function orbitBricks(cx: number, cy: number, orbits: Orbit[], clear: Box[], sw: number): string {
  const near = nearAny(clear);
  let spokes = '';
  for (let i = 0; i + 1 < orbits.length; i++) {
    const mean = (orbits[i].a + orbits[i].b + orbits[i + 1].a + orbits[i + 1].b) / 4;
    const count = Math.round((2 * Math.PI * mean) / 14);
    for (let k = 0; k < count; k++) {
      const t = ((k + (i % 2) / 2) * 2 * Math.PI) / count;
      const r0 = radius(orbits[i], t),
        r1 = radius(orbits[i + 1], t);
      const pts = [0, 0.25, 0.5, 0.75, 1].map((j) => [cx + Math.cos(t) * (r0 + (r1 - r0) * j), cy + Math.sin(t) * (r0 + (r1 - r0) * j)]);
      if (r1 - r0 >= 6 && !pts.some(([x, y]) => near(x, y))) spokes += `M${f(pts[0][0])} ${f(pts[0][1])}L${f(pts[4][0])} ${f(pts[4][1])}`;
    }
  }
  return `<path d="${spokes}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
}

/**
 * On a patterned space page the orbits' bands are cut by curved spokes, each from one orbit to the next and
 * turned a little further round as it goes out, so the spokes of one band carry on those of the band inside it:
 * the arms of a spiral galaxy round a small sun at the centre, whose own arms reach the first orbit. Straight
 * radial spokes (as at night) read as a tunnel at warp speed behind a rocket. The inner two bands have 28 arms,
 * the outer ones 56 (a new arm between each two), so their cells are 13 to 30 mm wide. A spoke under 6 mm long
 * or within 3 mm of a box in `clear` is left out, so its neighbours' cells join and no line ends in the open.
 * Drawn without the seed.
 */
export function orbitSwirls(cx: number, cy: number, orbits: Orbit[], clear: Box[], sw: number): string {
  const near = nearAny(clear);
  const at = (t: number, r: number): [number, number] => [cx + Math.cos(t) * r, cy + Math.sin(t) * r];
  const core = 5;
  // a spoke from radius r0 at angle t out to radius r1, bowed towards the way the arms turn
  const spoke = (t: number, r0: number, r1: number, turn: number) => {
    if (r1 - r0 < 6) return '';
    const pts = [0, 0.25, 0.5, 0.75, 1].map((j) => at(t + turn * j, r0 + (r1 - r0) * j));
    if (pts.some(([x, y]) => near(x, y))) return '';
    const [c0, c1] = at(t + turn * 0.75, (r0 + r1) / 2);
    return `M${f(pts[0][0])} ${f(pts[0][1])}Q${f(c0)} ${f(c1)} ${f(pts[4][0])} ${f(pts[4][1])}`;
  };
  const arms = (band: number) => (band < 2 ? 28 : 56);
  // each band turns its spokes this far round: an arm's step across a band is about half a cell
  const turn = (Math.PI * 2) / 28 / 2;
  let d = '';
  if (!near(cx, cy) && !near(cx + core, cy) && !near(cx - core, cy)) {
    d += `M${f(cx - core)} ${f(cy)}a${core} ${core} 0 1 0 ${core * 2} 0a${core} ${core} 0 1 0 ${-core * 2} 0`;
    for (let k = 0; k < 14; k++) {
      const t = (k * Math.PI * 2) / 14;
      d += spoke(t, core, radius(orbits[0], t + turn), turn);
    }
  }
  for (let i = 0; i + 1 < orbits.length; i++)
    for (let k = 0; k < arms(i); k++) {
      // band i's arms start where the band inside it left them: turned (i + 1) steps round
      const t = (k * Math.PI * 2) / arms(i) + turn * (i + 1);
      d += spoke(t, radius(orbits[i], t), radius(orbits[i + 1], t + turn), turn);
    }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
}

/** A number in [0, 1) that follows from `x` without drawing from the seed, so nothing else on the page moves. */
export const hashed = (x: number) => {
  const v = Math.sin(x * 12.9898) * 43758.5453;
  return v - Math.floor(v);
};

/**
 * On a patterned page each hill is a patchwork of fields: slanting field edges clipped to the hill's shape,
 * the next hill in front covering their lower ends, every other field with furrows along it. Drawn without
 * the seed, so the rest of the page is the one it was: their width follows the page's `look` and where they
 * start follows `offset` (a number in [0, 1) from the sun's place). `hill` is the hill's SVG, `top` its top line.
 */
export function patchwork(hill: string, top: number, i: number, inner: Box, look: number, offset: number, sw: number): string {
  const id = `hill${i}`;
  const d = /d="([^"]+)"/.exec(hill)![1];
  const field = 26 + 6 * ((i + look) % 3);
  let edges = '',
    furrows = '';
  // an edge's x at height y: from x at top - 12 to x + lean at top + 40
  const lean = (k: number) => ((k + i) % 2 ? 9 : -7);
  const at = (x: number, k: number, y: number) => x + (lean(k) * (y - top + 12)) / 52;
  for (let k = 0, x = inner.x - field + field * ((0.3 + 0.23 * i + offset) % 1); x < inner.x + inner.w + field; k++, x += field) {
    edges += `M${f(x)} ${f(top - 12)}L${f(at(x, k, top + 40))} ${f(top + 40)}`;
    if ((k + i) % 2)
      for (let j = 1; j <= 4; j++) {
        const y = top - 3 + j * 4.5;
        furrows += `M${f(at(x, k, y))} ${f(y)}Q${f(x + field / 2)} ${f(y - 2)} ${f(at(x + field, k + 1, y))} ${f(y)}`;
      }
  }
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}">` +
    `<path d="${edges}"/><path d="${furrows}"/></g>`
  );
}

/**
 * On a patterned underwater page each band of water between two wave lines is cut into cells by currents: S-curves
 * from above the band's line to below the next one, leaning left and right by turns, and every other cell holds
 * ripples, small waves from one current to the next. Straight field edges (the hills' patchwork) read as fields
 * on the sea floor. Clipped to the band's shape (`band`, its SVG); the next band, drawn over it, covers their lower
 * ends, so every line ends on another. Drawn without the seed: the cells' width follows `look`, where they start
 * follows `offset` (a number in [0, 1)), as the hills' do.
 */
export function currents(band: string, top: number, i: number, inner: Box, look: number, offset: number, sw: number): string {
  const id = `water${i}`;
  const d = /d="([^"]+)"/.exec(band)![1];
  const cell = 22 + 5 * ((i + look) % 3);
  const depth = 48;
  // a current's x at height y: an S-curve leaning `lean` across the band's depth
  const lean = (k: number) => ((k + i) % 2 ? 6 : -6);
  const at = (x: number, k: number, y: number) => {
    const t = (y - top + 10) / depth;
    return x + lean(k) * t + 3 * Math.sin(t * Math.PI * 2);
  };
  let edges = '',
    ripples = '';
  for (let k = 0, x = inner.x - cell + cell * ((0.4 + 0.29 * i + offset) % 1); x < inner.x + inner.w + cell; k++, x += cell) {
    const ys = [0, 0.25, 0.5, 0.75, 1].map((t) => top - 10 + depth * t);
    edges += `M${ys.map((y) => `${f(at(x, k, y))} ${f(y)}`).join('L')}`;
    if ((k + i) % 2)
      for (let j = 1; j <= 5; j++) {
        const y = top - 2 + j * 4.5;
        const x0 = at(x, k, y),
          x1 = at(x + cell, k + 1, y);
        const q = (x1 - x0) / 4;
        ripples += `M${f(x0)} ${f(y)}Q${f(x0 + q)} ${f(y - 1.6)} ${f(x0 + 2 * q)} ${f(y)}T${f(x1)} ${f(y)}`;
      }
  }
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}">` +
    `<path d="${edges}"/><path d="${ripples}"/></g>`
  );
}

/**
 * On a patterned underwater page the sand under the last wave line gets ripple marks: three wavy lines across the
 * whole width, which split the sand (the largest white area left on such a page) into strips. Their wavelength
 * follows `look`; drawn without the seed.
 */
export function sandRipples(sand: number, inner: Box, look: number, sw: number): string {
  const bottom = inner.y + inner.h;
  const step = 14 + 3 * look;
  let d = '';
  for (const share of [0.3, 0.55, 0.8]) {
    const y = sand + 4 + (bottom - sand - 4) * share;
    d += `M${f(inner.x - 2)} ${f(y)}`;
    for (let x = inner.x - 2; x < inner.x + inner.w + 2; x += step) d += `q${f(step / 4)} ${f(-1.3)} ${f(step / 2)} 0t${f(step / 2)} 0`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
}
