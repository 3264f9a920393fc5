// What lies on the ground under a night sky and on the moon's surface in space. Both were one plain white field
// under the stars (the night's below its horizon band, the moon's a strip with a few pebbles): now a path, a pond
// or rows of grass at night, craters and rocks on the moon, chosen and placed by seed, in the audience's detail.
// Every shape is a white-filled closed outline, or lines clipped to one, so each adds areas to colour.
import { band, circle, flower, lilyPad, mushroom, reed, rock, scatter, shape } from './backdrop-shapes';
import { f, intersects, type Box } from './paper';
import type { Rng } from './prng';
import { tuft } from './scenery';

/**
 * `top`: where the ground starts (its own top line is drawn already); `avoid`: the subject's box first, then what
 * stands beside it, which small shapes stay off. `sw`, `count` and `fine` are the audience's background detail.
 */
export type GroundKit = { inner: Box; top: number; rng: Rng; sw: number; count: number; fine: boolean; avoid: Box[] };

/** The audience's level of ground detail: 0 a few big shapes (kids), 1 more (teens), 2 intricate (adults). */
const level = (k: GroundKit) => (k.fine ? 2 : k.count >= 4 ? 1 : 0);

/** The side of the subject with more ground beside it, and the middle of that free stretch. */
function freeSide(k: GroundKit): { x: number; room: number; side: -1 | 1 } {
  const { inner } = k,
    s = k.avoid[0];
  const left = Math.max(0, s.x - inner.x),
    right = Math.max(0, inner.x + inner.w - s.x - s.w);
  return left >= right ? { x: inner.x + left / 2, room: left, side: -1 } : { x: inner.x + inner.w - right / 2, room: right, side: 1 };
}

/**
 * A path winding from the bottom of the drawing up to the horizon on the free side of the subject, narrowing as
 * it goes. Kids get a few big stepping stones on it, teens more, adults cobbles: rows across the path cut into
 * stones, offset by half a stone from row to row, clipped to the path. Returns the path and the box it keeps clear.
 */
function path(k: GroundKit): { svg: string; clear: Box } {
  const { inner, top, rng, sw } = k;
  const bottom = inner.y + inner.h;
  const lv = level(k);
  const free = freeSide(k);
  const wide = inner.w * rng.range(0.34, 0.42);
  // from the bottom beside the subject, wide and running off the frame, up to the horizon behind the subject, bowed
  // out towards the frame: a path in perspective. Narrow and straight up beside the subject it read as a tower.
  const x0 = free.x + free.side * free.room * 0.15,
    x1 = free.x - free.side * free.room * rng.range(0.4, 0.7);
  const bend = free.side * free.room * rng.range(0.25, 0.45);
  // the centre line from (x0, bottom + 2) to (x1, top + 1), bowed sideways; half its width shrinks to 2 mm
  const at = (t: number) => {
    const u = 1 - t;
    return { x: u * u * x0 + 2 * u * t * ((x0 + x1) / 2 + bend) + t * t * x1, y: bottom + 2 - (bottom + 1 - top) * t, half: wide / 2 + (2 - wide / 2) * t };
  };
  const n = 12;
  const left: string[] = [],
    right: string[] = [];
  for (let i = 0; i <= n; i++) {
    const p = at(i / n);
    left.push(`${f(p.x - p.half)} ${f(p.y)}`);
    right.unshift(`${f(p.x + p.half)} ${f(p.y)}`);
  }
  const d = `M${left.join('L')}L${right.join('L')}Z`;
  let svg = `<path d="${d}" ${shape(sw)}/>`;
  if (lv === 2) {
    // cobbles: rows closer together towards the horizon, stones about half again as wide as the rows are deep
    let rows = '',
      joints = '';
    for (let t = 0, row = 0; t < 0.97; row++) {
      const p = at(t);
      const depth = Math.max(2.5, 9 * (1 - t));
      const next = Math.min(1, t + depth / (bottom + 1 - top));
      const q = at(next);
      rows += `M${f(q.x - q.half - 2)} ${f(q.y)}L${f(q.x + q.half + 2)} ${f(q.y)}`;
      const stone = depth * 1.5;
      for (let x = p.x - p.half - ((row % 2) * stone) / 2; x < p.x + p.half; x += stone) {
        const xq = q.x + ((x - p.x) * q.half) / p.half;
        if (x > p.x - p.half + 1) joints += `M${f(x)} ${f(p.y)}L${f(xq)} ${f(q.y)}`;
      }
      t = next;
    }
    svg += `<clipPath id="nightpath"><path d="${d}"/></clipPath><g clip-path="url(#nightpath)" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"><path d="${rows}${joints}"/></g>`;
  } else {
    // stepping stones along the path, smaller towards the horizon
    const stones = lv ? 5 : 3;
    for (let i = 0; i < stones; i++) {
      const p = at((i + 0.4) / (stones + 0.5));
      const rx = p.half * 0.6,
        ry = Math.max(rx * 0.45, 2.5);
      if (rx < 3) continue;
      svg += `<ellipse cx="${f(p.x + p.half * rng.range(-0.15, 0.15))}" cy="${f(p.y)}" rx="${f(rx)}" ry="${f(ry)}" ${shape(sw * 0.9)}/>`;
    }
  }
  const xs = [at(0).x, at(0.5).x, at(1).x];
  const clear = { x: Math.min(...xs) - wide / 2, y: top, w: Math.max(...xs) - Math.min(...xs) + wide, h: bottom - top };
  return { svg, clear };
}

/**
 * A pond on the free side of the subject: its water in rings of ripples (one for kids, two for teens, four for
 * adults), a lily pad in the middle for teens and adults, and reeds on its far bank. Returns it and the box it keeps
 * clear. Nothing crosses the ripples: a lily pad or the moon's glints across them cut slivers too small to colour.
 */
function pond(k: GroundKit): { svg: string; clear: Box } {
  const { inner, top, rng, sw } = k;
  const bottom = inner.y + inner.h;
  const lv = level(k);
  const free = freeSide(k);
  const rx = Math.min(free.room * 0.55, inner.w * rng.range(0.22, 0.28)),
    ry = Math.min((bottom - top) * rng.range(0.2, 0.28), rx * 0.45);
  const cx = free.x,
    cy = top + (bottom - top) * rng.range(0.45, 0.6);
  let svg = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${shape(sw)}/>`;
  const ripples = [1, 2, 4][lv];
  for (let i = 1; i <= ripples; i++) {
    const s = 1 - i / (ripples + 1.4);
    svg += `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.08 * i)}" rx="${f(rx * s)}" ry="${f(ry * s)}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
  }
  // a lily pad in the middle ring for teens and adults, small enough to stay inside it
  const inmost = 1 - ripples / (ripples + 1.4);
  const pad = Math.min((rx * inmost) / 1.5, (ry * inmost) / 0.6) * 0.75;
  if (lv && pad >= 2.5) svg += lilyPad(cx, cy + ry * 0.08 * ripples, pad, sw * 0.8, rng);
  // reeds on the far bank, at either end of the pond
  const reeds = [2, 3, 5][lv];
  for (let i = 0; i < reeds; i++) {
    const end = i % 2 ? 1 : -1;
    svg += reed(cx + end * rx * rng.range(0.55, 0.85), cy - ry * rng.range(0.35, 0.6), (bottom - top) * rng.range(0.16, 0.26) * (lv ? 1 : 1.3), sw * 0.8);
  }
  const lift = (bottom - top) * 0.35;
  return { svg, clear: { x: cx - rx, y: cy - ry - lift, w: rx * 2, h: ry * 2 + lift } };
}

/** A bush: a row of round lobes as one closed outline, standing on `y`, `w` wide. Drawn without the seed. */
function bush(x: number, y: number, w: number, lobes: number, sw: number): string {
  const step = w / lobes;
  let d = `M${f(x - w / 2)} ${f(y)}`;
  for (let i = 0; i < lobes; i++) {
    const a = x - w / 2 + step * i,
      rise = step * (0.9 + 0.5 * Math.sin(i * 2.1 + lobes));
    d += `C${f(a - step * 0.1)} ${f(y - rise)} ${f(a + step * 1.1)} ${f(y - rise)} ${f(a + step)} ${f(y - (i === lobes - 1 ? 0 : step * 0.35))}`;
  }
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

/**
 * Adults' grass along a row's top edge (`y`, waving up to 1.4 `amp` either way): one strip from frame to frame
 * whose top is a row of blades, 4 to 8 mm tall, and whose foot lies below the row's edge, hiding it. A line from
 * each notch between two blades down to the foot makes every blade its own area. Drawn without the seed.
 */
function fringe(inner: Box, y: number, amp: number, sw: number): string {
  const foot = y + amp * 1.5 + 1,
    step = 4.5;
  let d = `M${f(inner.x - 2)} ${f(foot)}L${f(inner.x - 2)} ${f(y)}`,
    notches = '';
  for (let x = inner.x - 2, i = 0; x < inner.x + inner.w + 2; x += step, i++) {
    const h = 4 + 4 * (((i * 7) % 5) / 4),
      lean = (((i * 3) % 5) - 2) * 0.8;
    const notch = y - 0.5 - (i % 2);
    d += `Q${f(x + step * 0.3)} ${f(y - h * 0.5)} ${f(x + step * 0.5 + lean)} ${f(y - h)}Q${f(x + step * 0.6)} ${f(y - h * 0.4)} ${f(x + step)} ${f(notch)}`;
    notches += `M${f(x + step)} ${f(notch)}L${f(x + step)} ${f(foot)}`;
  }
  d += `L${f(inner.x + inner.w + 2 + 4.5)} ${f(foot)}Z`;
  return `<path d="${d}" ${shape(sw * 0.8)}/><path d="${notches}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
}

/** How far beside the subject a path or a pond needs (mm) to show: beside a wider subject they hid behind it. */
const ROOM_MM = 45;

/**
 * The ground of a night page. Bushes at both sides of the horizon and rows across the ground (kids one or two,
 * teens two or three, adults three or four, adults' edged with grass blades); then, by seed, a path or a pond where
 * the subject leaves room for one (`ROOM_MM`), or nothing more; then rocks and grass tufts (and adults' small
 * flowers and mushrooms) clear of the subject, of the rows' edges and of each other.
 */
export function nightGround(k: GroundKit): string {
  const { inner, top, rng, sw } = k;
  const bottom = inner.y + inner.h;
  const lv = level(k);
  let out = '';
  for (const side of [-1, 1]) {
    const w = inner.w * [0.32, 0.25, 0.18][lv] * rng.range(0.8, 1.2);
    const x = side < 0 ? inner.x + w * rng.range(0.2, 0.55) : inner.x + inner.w - w * rng.range(0.2, 0.55);
    out += bush(x, top + rng.range(4, 9), w, [3, 4, 5][lv], sw);
  }
  const spots: Box[] = [];
  const rows = lv + rng.int(1, 2);
  for (let i = 1; i <= rows; i++) {
    const y = top + ((bottom - top) * (i + rng.range(-0.2, 0.2))) / (rows + 1.2),
      amp = rng.range(1, 2.5);
    out += band(inner, y, amp, rng.int(2, 4), sw * 0.9, rng);
    // what stands on the ground keeps off the row's edge (or its grass): a tuft across the line was cut in slivers
    if (lv === 2) out += fringe(inner, y, amp, sw);
    spots.push({ x: inner.x, y: y - (lv === 2 ? 9 : amp * 1.5 + 1), w: inner.w, h: (lv === 2 ? 9 : 0) + amp * 3 + 2 });
  }
  const pick = rng.int(0, 2);
  if (freeSide(k).room >= ROOM_MM && pick < 2) {
    const feature = pick === 0 ? path(k) : pond(k);
    out += feature.svg;
    spots.push(feature.clear);
  }
  const area = { x: inner.x, y: top + 4, w: inner.w, h: bottom - top - 6 };
  out += scatter(area, [2, 3, 5][lv], [7, 5.5, 4][lv], k.avoid, rng, (x, y, s) => rock(x, y + s * 0.5, s * 2, sw * 0.9), spots);
  out += scatter(area, [4, 7, 12][lv], [10, 6.5, 4][lv], k.avoid, rng, (x, y, s) => tuft(x, y + s / 2, s * 1.6, sw * 0.8), spots);
  if (lv === 2) {
    out += scatter(area, 6, 3, k.avoid, rng, (x, y, s) => flower(x, y, s, 6, sw * 0.8), spots);
    out += scatter(area, 3, 4.5, k.avoid, rng, (x, y, s) => mushroom(x, y + s, s * 1.6, sw * 0.9), spots);
  }
  return out;
}

/**
 * The moon's surface in space: craters side by side across it, each a rim and the shadow inside it, flattened as
 * seen from low over the ground (three or four big ones for kids, five or six for teens, eight or nine smaller
 * ones for adults), rocks between them and, for adults, pebbles and a far ridge cutting the surface in two.
 */
export function moonSurface(k: GroundKit): string {
  const { inner, top, rng, sw } = k;
  const bottom = inner.y + inner.h;
  const lv = level(k);
  let out = '';
  if (lv === 2) out += band(inner, top + (bottom - top) * rng.range(0.3, 0.4), rng.range(1.5, 3), rng.int(3, 6), sw * 0.9, rng);
  const area = { x: inner.x, y: top + 3, w: inner.w, h: bottom - top - 4 };
  // craters side by side across the surface, one to a slot of the width, at any depth in it, none behind the subject
  const craters = [3, 5, 8][lv] + rng.int(0, 1);
  const slot = inner.w / craters;
  const spots: Box[] = [];
  for (let i = 0; i < craters; i++) {
    const rx = Math.min(slot * 0.42, [15, 11, 8][lv]) * rng.range(0.65, 1),
      ry = rx * 0.42;
    const x = inner.x + slot * (i + rng.range(0.4, 0.6)),
      y = area.y + ry + rng.range(0, Math.max(0, area.h - 2 * ry));
    const box = { x: x - rx, y: y - ry, w: 2 * rx, h: 2 * ry };
    if (k.avoid.some((b) => intersects(box, b, 2))) continue;
    spots.push(box);
    // the rim, then the crater's floor low in it: the ring between them is the shadow under its far wall
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" ${shape(sw)}/>`;
    out += `<ellipse cx="${f(x + rx * 0.05)}" cy="${f(y + ry * 0.2)}" rx="${f(rx * 0.7)}" ry="${f(ry * 0.55)}" ${shape(sw * 0.8)}/>`;
  }
  out += scatter(area, [2, 3, 6][lv], [4, 3, 2.2][lv], k.avoid, rng, (x, y, s) => rock(x, y + s * 0.5, s * 2.2, sw * 0.9), spots);
  if (lv === 2) out += scatter(area, 8, 1.4, k.avoid, rng, (x, y, s) => circle(x, y, s, sw * 0.8), spots);
  return out;
}
