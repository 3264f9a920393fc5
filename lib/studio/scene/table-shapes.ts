// What food and the other table things stand on: a table top in the kitchen and at the party (a cloth with a
// scalloped or straight hem, checked or striped, or bare wood on legs), a checked picnic blanket on the meadow,
// and under the thing itself a plate with a rim, a platter, a cake stand or a cone holder. Before, a pizza or a
// cake floated over the floor tiles, big as the page with nothing under it. Every part is a white area with a black edge; the frame
// closes what runs past it.
import { shape } from './backdrop-shapes';
import { f, type Box } from './paper';
import type { Rng } from './prng';

/** Where a table thing stands: on a table (kitchen, party) or on a picnic blanket in the grass (meadow). */
export type TableKind = 'table' | 'blanket';
/**
 * What is under the thing itself: a plate with a rim, a platter (a slice lies on it, seen from above), a cake
 * stand, a cone holder (a cone stands in it), or nothing (it has its own board or box).
 */
export type Under = 'plate' | 'platter' | 'stand' | 'holder' | 'none';
/**
 * The table as drawn: `back` and `front` the top's back and front edges (y, mm), `surface` where the thing's
 * plate (or its own bottom) stands on it, `stands` the y each thing's bottom rests on (in its plate's well, on
 * the cake stand's top, in the cone holder), `plates` the plates as laid and `cloth` a table's cloth.
 */
export type TableLayout = { kind: TableKind; back: number; front: number; surface: number; stands: number[]; plates: PlateAt[]; cloth?: Cloth };
/** A table's cloth: checked, striped, or none (bare wood). */
export type Cloth = 'check' | 'stripe' | '';

type Pt = [number, number];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const line = (a: Pt, b: Pt, sw: number) => `<path d="M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
const quad = (p: Pt[], sw: number) => `<path d="M${p.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" ${shape(sw)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, sw: number) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${shape(sw)}/>`;

/**
 * Lines across a four-cornered area seen in perspective (corners back-left, back-right, front-right,
 * front-left): `across` lines from the back edge to the front edge, `rows` lines from side to side, rows closer
 * together at the back. Each line ends on the area's edges, so every cell is a closed area of its own.
 */
function grid([bl, br, fr, fl]: Pt[], across: number, rows: number, sw: number): string {
  let out = '';
  for (let i = 1; i < across; i++) out += line(lerp(bl, br, i / across), lerp(fl, fr, i / across), sw);
  for (let j = 1; j < rows; j++) {
    const t = (j / rows) ** 1.35;
    out += line(lerp(bl, fl, t), lerp(br, fr, t), sw);
  }
  return out;
}

/** A plate with a rim seen from a little above, its middle at (cx, cy): the thing sits in its well. */
export function plate(cx: number, cy: number, rx: number, ry: number, sw: number): string {
  return ellipse(cx, cy, rx, ry, sw) + ellipse(cx, cy - ry * 0.06, rx * 0.74, ry * 0.66, sw * 0.8);
}

/** A cake stand: its plate at `top`, a neck and a round foot standing on `surface` below it. */
export function cakeStand(cx: number, top: number, surface: number, rx: number, ry: number, sw: number): string {
  const neck = rx * 0.14,
    foot = rx * 0.5;
  // The neck flares out into the foot, a dome whose rim is an ellipse on the table.
  const footTop = surface - ry * 0.9;
  let out = `<path d="M${f(cx - foot)} ${f(surface)}Q${f(cx - foot * 0.9)} ${f(footTop)} ${f(cx - neck * 0.7)} ${f(footTop)}L${f(cx + neck * 0.7)} ${f(footTop)}Q${f(cx + foot * 0.9)} ${f(footTop)} ${f(cx + foot)} ${f(surface)}A${f(foot)} ${f(ry * 0.4)} 0 0 1 ${f(cx - foot)} ${f(surface)}Z" ${shape(sw)}/>`;
  out += `<path d="M${f(cx - neck)} ${f(top + ry * 0.6)}L${f(cx - neck * 0.7)} ${f(footTop + 0.5)}L${f(cx + neck * 0.7)} ${f(footTop + 0.5)}L${f(cx + neck)} ${f(top + ry * 0.6)}Z" ${shape(sw)}/>`;
  return out + plate(cx, top, rx, ry, sw);
}

/** The hem of a cloth from (x0, y) to (x1, y): scallops hanging `drop` below it, or straight. Path commands only. */
function hem(x0: number, x1: number, y: number, scallops: number, drop: number): string {
  if (!scallops) return `L${f(x1)} ${f(y)}`;
  let d = '';
  const w = (x1 - x0) / scallops;
  for (let i = 0; i < scallops; i++) d += `Q${f(x0 + w * (i + 0.5))} ${f(y + drop * 2)} ${f(x0 + w * (i + 1))} ${f(y)}`;
  return d;
}

type TableCtx = { inner: Box; sw: number; fine: boolean; rng: Rng };

/**
 * The table: its top from `back` to `front` (back corners inside the frame, the front running past it), then
 * either a cloth over it hanging to a hem, checked or striped, with the legs showing under the hem, or bare wood:
 * planks on the top, an apron with a drawer and two legs. `cloth`: 'check', 'stripe' or '' for wood.
 */
function tableTop({ inner, sw, fine, rng }: TableCtx, back: number, front: number, cloth: '' | 'check' | 'stripe', scalloped: boolean): string {
  const bottom = inner.y + inner.h + 2;
  const left = inner.x - 2,
    right = inner.x + inner.w + 2;
  const inset = inner.w * rng.range(0.02, 0.07);
  const top: Pt[] = [
    [inner.x + inset, back],
    [inner.x + inner.w - inset, back],
    [right + inner.w * 0.04, front],
    [left - inner.w * 0.04, front],
  ];
  const legW = inner.w * rng.range(0.045, 0.065),
    legX = inner.w * rng.range(0.05, 0.1);
  const legs = (from: number) =>
    [inner.x + legX, inner.x + inner.w - legX - legW]
      .map((x) =>
        quad(
          [
            [x, from],
            [x + legW, from],
            [x + legW * 0.85, bottom],
            [x + legW * 0.15, bottom],
          ],
          sw,
        ),
      )
      .join('');
  if (!cloth) {
    // Bare wood: boards running front to back, an apron under the top's edge with a drawer, two legs.
    const apron = inner.h * rng.range(0.035, 0.05);
    let out = legs(front + apron - 1) + quad(top, sw);
    out += grid(top, fine ? rng.int(7, 10) : rng.int(4, 6), 1, sw * 0.8);
    out += quad(
      [
        [left, front],
        [right, front],
        [right, front + apron],
        [left, front + apron],
      ],
      sw,
    );
    const dw = inner.w * rng.range(0.18, 0.28),
      dx = inner.x + inner.w * rng.range(0.3, 0.7) - dw / 2;
    out += `<rect x="${f(dx)}" y="${f(front + apron * 0.2)}" width="${f(dw)}" height="${f(apron * 0.6)}" rx="${f(apron * 0.1)}" ${shape(sw * 0.8)}/>`;
    return out + `<circle cx="${f(dx + dw / 2)}" cy="${f(front + apron * 0.5)}" r="${f(apron * 0.12)}" ${shape(sw * 0.8)}/>`;
  }
  // A cloth: the top and a front hanging to the hem, each split into checks or stripes that meet at the edge.
  const across = (fine ? 2 : 1) * rng.int(4, 6);
  const cell = (right - left) / across;
  const hemY = Math.min(front + inner.h * rng.range(0.08, 0.13), inner.y + inner.h - 4);
  const drop = scalloped ? cell * rng.range(0.14, 0.22) : 0;
  let out = legs(hemY - 2);
  out += quad(top, sw);
  out += `<path d="M${f(left)} ${f(front)}L${f(right)} ${f(front)}L${f(right)} ${f(hemY)}L${f(left)} ${f(hemY)}Z" ${shape(sw)}/>`;
  // The hem's scallops hang below the front, one under each check (drawn after the front so its line shows).
  if (scalloped) out += `<path d="M${f(left)} ${f(hemY)}${hem(left, right, hemY, across, drop)}Z" ${shape(sw)}/>`;
  // The top's lines start on its back edge and end where the front's lines start, so the checks run over the edge.
  const topFront: Pt[] = [top[0], top[1], [right, front], [left, front]];
  const rows = cloth === 'check' ? (fine ? 4 : rng.int(2, 3)) : 1;
  out += grid(topFront, across, rows, sw * 0.8);
  for (let i = 1; i < across; i++) out += line([left + cell * i, front], [left + cell * i, hemY], sw * 0.8);
  // Checks: rows across the front too. Stripes: one band along the hem, as a printed cloth's border.
  const levels = cloth === 'check' ? [1 / 3, 2 / 3].slice(0, fine ? 2 : 1).map((t) => (fine ? t : 0.5)) : [0.78];
  for (const t of levels) out += line([left, front + (hemY - front) * t], [right, front + (hemY - front) * t], sw * 0.8);
  return out;
}

/**
 * The picnic blanket on the grass, in perspective: its back edge narrower and inside the frame, its front edge
 * wider, both corners of the front showing, the whole split into checks.
 */
function blanket({ inner, sw, fine, rng }: TableCtx, back: number, front: number): string {
  const tilt = rng.range(-0.025, 0.025) * inner.h;
  const bl: Pt = [inner.x + inner.w * rng.range(0.05, 0.12), back - tilt],
    br: Pt = [inner.x + inner.w * rng.range(0.88, 0.95), back + tilt],
    fr: Pt = [inner.x + inner.w * rng.range(0.97, 1.06), front + tilt * 1.5],
    fl: Pt = [inner.x + inner.w * rng.range(-0.06, 0.03), front - tilt * 1.5];
  const corners = [bl, br, fr, fl];
  return quad(corners, sw) + grid(corners, fine ? rng.int(9, 12) : rng.int(5, 7), fine ? rng.int(5, 6) : rng.int(3, 4), sw * 0.8);
}

/** A plate as laid: its middle (cx, cy) and half-axes. */
export type PlateAt = { cx: number; cy: number; rx: number; ry: number };

/**
 * A cone holder, as an ice cream shop's: a little glass on a round foot that the cone's tip stands in, its rim
 * `rim` (y) round the cone, its foot on `surface`. `back` is its rim's far edge, drawn under the cone; `front`
 * its body and foot, drawn over the cone's tip so the tip is inside the glass.
 */
export function coneHolder(cx: number, rim: number, surface: number, hw: number, sw: number): { back: string; front: string } {
  const rimRy = hw * 0.3,
    base = surface - hw * 0.32,
    bw = hw * 0.62,
    footRx = hw * 0.95,
    footRy = hw * 0.22;
  const back = ellipse(cx, rim, hw, rimRy, sw);
  // The foot, a flat disc on the table, then a short stem's collar and the glass's body over it.
  let front = ellipse(cx, surface - footRy, footRx, footRy, sw);
  front += quad(
    [
      [cx - bw * 0.45, base],
      [cx + bw * 0.45, base],
      [cx + bw * 0.6, surface - footRy],
      [cx - bw * 0.6, surface - footRy],
    ],
    sw,
  );
  front += `<path d="M${f(cx - hw)} ${f(rim)}L${f(cx - bw)} ${f(base - bw * 0.25)}Q${f(cx)} ${f(base + bw * 0.35)} ${f(cx + bw)} ${f(base - bw * 0.25)}L${f(cx + hw)} ${f(rim)}A${f(hw)} ${f(rimRy)} 0 0 1 ${f(cx - hw)} ${f(rim)}Z" ${shape(sw)}/>`;
  // A band round the glass, so its body is two areas as a printed one would be.
  const bandY = rim + (base - rim) * 0.45,
    bandW = hw + (bw - hw) * 0.45;
  front += `<path d="M${f(cx - bandW)} ${f(bandY)}A${f(bandW)} ${f(rimRy * 0.9)} 0 0 0 ${f(cx + bandW)} ${f(bandY)}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
  return { back, front };
}

/**
 * The table or blanket under `things` (the subject's drawn box first, a flat pair's second behind it) and the
 * plate, platter, stand or cone holder under each (`under`). Returns the SVG drawn over the background and under
 * the things, `over` (a cone holder's glass, drawn over the cone's tip), and where it put the table's edges.
 */
export function setTable(
  kind: TableKind,
  things: { box: Box; under: Under }[],
  ctx: TableCtx,
  party: boolean,
  tiledFloor = false,
): { svg: string; over: string; layout: TableLayout } {
  const { inner, sw, rng } = ctx;
  // Each thing's plate or stand, its size by the thing's width; `stand` the thing's bottom, `foot` where the
  // plate's middle (or the stand's or holder's foot) touches the table, `near` and `far` its nearest and
  // furthest edges. Before, the plate was the food's width and its middle level with the food's bottom: the
  // food hid all but a thin front rim and seemed to float or stand on its edge. Now the plate is wider than
  // the food, showing on both sides (up to the frame for a wide burger), seen from higher so its well shows,
  // and the food's bottom sits in the well a little behind the front rim.
  const plates = things.map(({ box, under }) => {
    const flat = under === 'platter';
    const dish = under === 'plate' || flat;
    const rx = dish
        ? Math.min(box.w * (flat ? rng.range(0.68, 0.74) : rng.range(0.64, 0.72)), inner.w * 0.49)
        : Math.min(box.w * rng.range(0.5, 0.58), inner.w * 0.47),
      ry = rx * (flat ? rng.range(0.46, 0.52) : dish ? rng.range(0.26, 0.32) : rng.range(0.17, 0.22));
    const stand = box.y + box.h;
    // A platter's slice lies on it: its tip near the well's front, the platter seen from above behind it.
    const cy = flat ? stand - ry * 0.55 : dish ? stand - ry * 0.38 : stand;
    // A cake stand's foot stands a neck's length below its plate; a cone holder's a little below the tip.
    const foot = under === 'stand' ? stand + rx * 0.36 : under === 'holder' ? stand + box.h * 0.05 : cy;
    const near = dish ? cy + ry : under === 'none' ? foot : foot + ry * (under === 'stand' ? 0.42 : 0.3);
    const far = dish ? cy - ry : foot - inner.h * 0.02;
    return { box, under, rx, ry, stand, cy, foot, near, far };
  });
  const surface = plates[0].foot;
  // The top's back edge lies a margin behind the rearmost plate, its front edge a margin in front of the nearest:
  // a table's top seen from a little above, with room round the plate to show it is a table.
  const margin = () => inner.h * rng.range(0.03, 0.05);
  const back = Math.min(...plates.map((p) => p.far)) - margin();
  const front = Math.max(...plates.map((p) => p.near)) + margin();
  let svg: string;
  let cloth: Cloth | undefined;
  if (kind === 'blanket') svg = blanket(ctx, back, front + inner.h * rng.range(0.03, 0.08));
  else {
    // On a tiled kitchen floor a checked cloth was a second grid beside the tiles: there it is striped.
    const picked = party ? rng.pick(['check', 'stripe'] as const) : rng.pick(['check', 'stripe', ''] as const);
    cloth = tiledFloor && picked === 'check' ? 'stripe' : picked;
    svg = tableTop(ctx, back, front, cloth, rng.next() < 0.6);
  }
  let over = '';
  const laid: PlateAt[] = [];
  // The rearmost plate first, so the nearer one overlaps it.
  for (const p of [...plates].reverse()) {
    const cx = p.box.x + p.box.w / 2;
    if (p.under === 'plate' || p.under === 'platter') {
      svg += plate(cx, p.cy, p.rx, p.ry, sw);
      laid.unshift({ cx, cy: p.cy, rx: p.rx, ry: p.ry });
    }
    if (p.under === 'stand') svg += cakeStand(cx, p.stand, p.foot, p.rx * 0.92, p.ry * 0.92, sw);
    if (p.under === 'holder') {
      const glass = coneHolder(cx, p.stand - p.box.h * 0.19, p.foot, p.box.w * 0.21, sw);
      svg += glass.back;
      over = glass.front + over;
    }
  }
  return { svg, over, layout: { kind, back, front, surface, stands: plates.map((p) => p.stand), plates: laid, ...(cloth === undefined ? {} : { cloth }) } };
}

/**
 * Where a table thing's bottom stands (shares of the drawing's height): higher than a subject on the floor
 * (0.88-0.96), so the table's front and its cloth or legs show below it.
 */
export const TABLE_FEET: [number, number] = [0.72, 0.79];
/** A thing beside a table thing stands on the table this far (mm) in front of the subject's bottom: beside its plate. */
export const TABLE_BESIDE = 3;
