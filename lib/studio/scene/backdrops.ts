// Theme backgrounds that fill the whole drawing area with closed shapes: bands that split the sky, water
// or ground, and the theme's own things (seaweed and bubbles, planets and orbits, fences and barns …).
// Every element is a white-filled closed outline clipped to the frame, so the frame closes what it cuts.
import { f, type Box } from './paper';
import type { Rng } from './prng';
import { cloud, star, tuft } from './scenery';

export const BACKDROPS = [
  'meadow',
  'farm',
  'forest',
  'city',
  'sea',
  'waves',
  'space',
  'winter',
  'party',
  'kitchen',
  'field',
  'night',
  'jungle',
  'sky',
] as const;
export type Backdrop = (typeof BACKDROPS)[number];

/** How much a background holds: kids few big shapes, adults many small ones. */
export type Detail = { sw: number; count: number; fine: boolean };

export type BackdropContext = { inner: Box; horizon: number; rng: Rng; detail: Detail };

const shape = (sw: number) => `fill="#fff" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round" stroke-linecap="round"`;

/** A band from frame to frame whose top edge waves around `y`, closed at the bottom of the drawing. */
export function band(inner: Box, y: number, amp: number, waves: number, sw: number, rng: Rng): string {
  const x0 = inner.x - 2,
    x1 = inner.x + inner.w + 2,
    bottom = inner.y + inner.h + 2;
  let d = `M${f(x0)} ${f(y + rng.range(-amp, amp))}`;
  const phase = rng.next() < 0.5 ? 1 : -1;
  for (let i = 0; i < waves; i++) {
    const xa = x0 + ((x1 - x0) * (i + 0.5)) / waves,
      xb = x0 + ((x1 - x0) * (i + 1)) / waves;
    d += `Q${f(xa)} ${f(y + (i % 2 ? 1 : -1) * phase * amp * rng.range(0.6, 1.4))} ${f(xb)} ${f(y + rng.range(-amp, amp) * 0.4)}`;
  }
  return `<path d="${d}L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z" ${shape(sw)}/>`;
}

/** Rays from a point to beyond the frame: they split a large sky into wedges. */
function rays(cx: number, cy: number, r: number, n: number, turn: number, inner: Box, sw: number, from = 0, to = Math.PI * 2): string {
  const far = inner.w + inner.h;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * (i + 0.5)) / n + turn;
    d += `M${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}L${f(cx + Math.cos(a) * far)} ${f(cy + Math.sin(a) * far)}`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
}

function circle(cx: number, cy: number, r: number, sw: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${shape(sw)}/>`;
}

function flower(cx: number, cy: number, r: number, petals: number, sw: number): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const a = (i * 2 * Math.PI) / petals;
    out += `<ellipse cx="${f(cx + Math.cos(a) * r * 0.62)}" cy="${f(cy + Math.sin(a) * r * 0.62)}" rx="${f(r * 0.42)}" ry="${f(r * 0.26)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * r * 0.62)} ${f(cy + Math.sin(a) * r * 0.62)})" ${shape(sw)}/>`;
  }
  return out + circle(cx, cy, r * 0.32, sw);
}

function leaf(x: number, y: number, len: number, angle: number, sw: number): string {
  const c = Math.cos(angle),
    s = Math.sin(angle);
  const p = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`;
  return `<path d="M${p(0, 0)}Q${p(len * 0.5, -len * 0.35)} ${p(len, 0)}Q${p(len * 0.5, len * 0.35)} ${p(0, 0)}Z" ${shape(sw)}/><path d="M${p(0, 0)}L${p(len * 0.8, 0)}" fill="none" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`;
}

function tree(x: number, groundY: number, h: number, sw: number, rng: Rng, pine: boolean): string {
  const trunkW = h * 0.12;
  let out = `<rect x="${f(x - trunkW / 2)}" y="${f(groundY - h * 0.35)}" width="${f(trunkW)}" height="${f(h * 0.36)}" ${shape(sw)}/>`;
  if (pine) {
    for (let i = 0; i < 3; i++) {
      const top = groundY - h + i * h * 0.2,
        base = top + h * 0.38,
        half = h * (0.2 + i * 0.07);
      out += `<path d="M${f(x)} ${f(top)}L${f(x + half)} ${f(base)}L${f(x - half)} ${f(base)}Z" ${shape(sw)}/>`;
    }
    return out;
  }
  const r = h * 0.3,
    cy = groundY - h + r;
  let d = '';
  const lobes = 7;
  for (let i = 0; i <= lobes; i++) {
    const a = (i * 2 * Math.PI) / lobes,
      b = ((i + 0.5) * 2 * Math.PI) / lobes;
    const px = x + Math.cos(a) * r,
      py = cy + Math.sin(a) * r;
    d += i ? `Q${f(x + Math.cos(b - Math.PI / lobes) * r * 1.35)} ${f(cy + Math.sin(b - Math.PI / lobes) * r * 1.35)} ${f(px)} ${f(py)}` : `M${f(px)} ${f(py)}`;
  }
  out += `<path d="${d}Z" ${shape(sw)}/>`;
  for (let i = 0; i < 3; i++) out += circle(x + rng.range(-r * 0.5, r * 0.5), cy + rng.range(-r * 0.4, r * 0.4), r * 0.12, sw * 0.8);
  return out;
}

function mushroom(x: number, groundY: number, h: number, sw: number): string {
  const capW = h * 0.9;
  let out = `<rect x="${f(x - h * 0.15)}" y="${f(groundY - h * 0.6)}" width="${f(h * 0.3)}" height="${f(h * 0.6)}" rx="${f(h * 0.08)}" ${shape(sw)}/>`;
  out += `<path d="M${f(x - capW / 2)} ${f(groundY - h * 0.5)}Q${f(x)} ${f(groundY - h * 1.45)} ${f(x + capW / 2)} ${f(groundY - h * 0.5)}Z" ${shape(sw)}/>`;
  return out + circle(x - capW * 0.18, groundY - h * 0.78, h * 0.08, sw) + circle(x + capW * 0.15, groundY - h * 0.7, h * 0.07, sw);
}

function house(x: number, groundY: number, w: number, h: number, sw: number, rng: Rng, fine: boolean): string {
  let out = `<rect x="${f(x)}" y="${f(groundY - h)}" width="${f(w)}" height="${f(h)}" ${shape(sw)}/>`;
  if (rng.next() < 0.5)
    out += `<path d="M${f(x - 2)} ${f(groundY - h)}L${f(x + w / 2)} ${f(groundY - h - w * 0.4)}L${f(x + w + 2)} ${f(groundY - h)}Z" ${shape(sw)}/>`;
  const cols = Math.max(2, Math.floor(w / (fine ? 7 : 11))),
    rows = Math.max(1, Math.floor((h - 12) / (fine ? 9 : 14)));
  const ww = w / cols;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${f(x + c * ww + ww * 0.22)}" y="${f(groundY - h + 4 + r * ((h - 12) / rows))}" width="${f(ww * 0.56)}" height="${f(((h - 12) / rows) * 0.6)}" ${shape(sw * 0.8)}/>`;
    }
  }
  return out;
}

function fence(inner: Box, y: number, h: number, sw: number, step: number): string {
  let out = `<rect x="${f(inner.x - 2)}" y="${f(y - h * 0.7)}" width="${f(inner.w + 4)}" height="${f(h * 0.14)}" ${shape(sw)}/>`;
  out += `<rect x="${f(inner.x - 2)}" y="${f(y - h * 0.35)}" width="${f(inner.w + 4)}" height="${f(h * 0.14)}" ${shape(sw)}/>`;
  for (let x = inner.x + step / 2; x < inner.x + inner.w; x += step) {
    out += `<path d="M${f(x - h * 0.09)} ${f(y)}L${f(x - h * 0.09)} ${f(y - h * 0.9)}L${f(x)} ${f(y - h)}L${f(x + h * 0.09)} ${f(y - h * 0.9)}L${f(x + h * 0.09)} ${f(y)}Z" ${shape(sw)}/>`;
  }
  return out;
}

function barn(x: number, groundY: number, w: number, sw: number): string {
  const h = w * 0.7;
  let out = `<path d="M${f(x)} ${f(groundY)}L${f(x)} ${f(groundY - h)}L${f(x + w * 0.2)} ${f(groundY - h * 1.35)}L${f(x + w * 0.8)} ${f(groundY - h * 1.35)}L${f(x + w)} ${f(groundY - h)}L${f(x + w)} ${f(groundY)}Z" ${shape(sw)}/>`;
  const dx = x + w * 0.3,
    dw = w * 0.4,
    dh = h * 0.6;
  out += `<rect x="${f(dx)}" y="${f(groundY - dh)}" width="${f(dw)}" height="${f(dh)}" ${shape(sw)}/>`;
  out += `<path d="M${f(dx)} ${f(groundY - dh)}L${f(dx + dw)} ${f(groundY)}M${f(dx + dw)} ${f(groundY - dh)}L${f(dx)} ${f(groundY)}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
  return out + `<rect x="${f(x + w * 0.4)}" y="${f(groundY - h * 1.2)}" width="${f(w * 0.2)}" height="${f(h * 0.22)}" ${shape(sw)}/>`;
}

function seaweed(x: number, bottom: number, h: number, sw: number, rng: Rng): string {
  const w = h * 0.08,
    sway = rng.range(-1, 1) * h * 0.12;
  let d = `M${f(x - w)} ${f(bottom)}`;
  const segs = 4;
  for (let i = 1; i <= segs; i++)
    d += `Q${f(x - w + (i % 2 ? sway : -sway))} ${f(bottom - (h * (i - 0.5)) / segs)} ${f(x - w * (1 - i / segs))} ${f(bottom - (h * i) / segs)}`;
  for (let i = segs - 1; i >= 0; i--)
    d += `Q${f(x + w + (i % 2 ? -sway : sway))} ${f(bottom - (h * (i + 0.5)) / segs)} ${f(x + w * (1 - i / segs))} ${f(bottom - (h * i) / segs)}`;
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

function planet(cx: number, cy: number, r: number, sw: number, rng: Rng, ringed: boolean): string {
  let out = ringed
    ? `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.8)}" ry="${f(r * 0.45)}" transform="rotate(-18 ${f(cx)} ${f(cy)})" ${shape(sw)}/>`
    : '';
  out += circle(cx, cy, r, sw);
  for (let i = 0; i < 3; i++) out += circle(cx + rng.range(-r * 0.45, r * 0.45), cy + rng.range(-r * 0.45, r * 0.45), r * rng.range(0.1, 0.2), sw * 0.8);
  return out;
}

/** Scatters shapes over `area`, keeping them apart from each other and from `avoid` (the subject's box). */
function scatter(area: Box, n: number, size: number, avoid: Box[], rng: Rng, draw: (x: number, y: number, s: number) => string): string {
  let out = '';
  const spots: Box[] = [];
  for (let i = 0, tries = 0; i < n && tries < n * 20; tries++) {
    const s = size * rng.range(0.7, 1.25);
    const x = rng.range(area.x + s, area.x + area.w - s),
      y = rng.range(area.y + s, area.y + area.h - s);
    const b = { x: x - s, y: y - s, w: 2 * s, h: 2 * s };
    if ([...spots, ...avoid].some((t) => b.x < t.x + t.w + 2 && t.x < b.x + b.w + 2 && b.y < t.y + t.h + 2 && t.y < b.y + b.h + 2)) continue;
    spots.push(b);
    out += draw(x, y, s);
    i++;
  }
  return out;
}

/**
 * The background of `backdrop` behind a subject standing in `subject` (its box). `horizon` is where the
 * ground starts. Returns SVG drawn under the subject.
 */
export function paintBackdrop(backdrop: Backdrop, ctx: BackdropContext, subject: Box): string {
  const { inner, horizon, rng, detail } = ctx;
  const { sw, count, fine } = detail;
  const sky: Box = { x: inner.x, y: inner.y, w: inner.w, h: horizon - inner.y };
  const groundBox: Box = { x: inner.x, y: horizon, w: inner.w, h: inner.y + inner.h - horizon };
  const avoid = [subject];
  // The sun is anywhere along the sky, high with rays all round or rising behind the hills with a fan of
  // rays, in its own size: one sun in one corner on every page is what made the pages look alike.
  const sunR = inner.w * (fine ? 0.05 : 0.065) * rng.range(0.8, 1.3);
  const sunX = inner.x + inner.w * rng.range(0.1, 0.9);
  const rising = rng.next() < 0.3;
  const sunY = rising ? horizon - inner.h * rng.range(0.1, 0.2) : inner.y + sunR * 1.2 + (sky.h - sunR * 3) * rng.range(0, 0.35);
  const daySky = () => {
    const n = fine ? rng.int(10, 18) : rng.int(6, 10);
    // Rays fan out over the sky (up from a rising sun, down and sideways from a high one) and split it.
    // They start on the sun's outline, so each wedge of sky between two rays is its own closed area.
    let out = rising
      ? rays(sunX, sunY, sunR, n, rng.range(-0.1, 0.1), inner, sw * 0.9, Math.PI, Math.PI * 2)
      : rays(sunX, sunY, sunR, n, rng.range(-0.1, 0.1), inner, sw * 0.9, rng.range(-0.3, 0), Math.PI + rng.range(0, 0.3));
    out += circle(sunX, sunY, sunR, sw);
    const clouds = Math.max(1, Math.round(count / 2) + rng.int(-1, 1));
    out += scatter(
      { ...sky, h: sky.h * 0.75 },
      clouds,
      inner.w * rng.range(0.07, 0.11),
      [...avoid, { x: sunX - sunR * 2, y: sunY - sunR * 2, w: sunR * 4, h: sunR * 4 }],
      rng,
      (x, y, s) => cloud({ x: x - s, y: y - s * 0.5, w: s * 2, h: s }, sw),
    );
    return out;
  };
  // A second line across the ground (a path, the edge of the grass) so the ground is no one large field.
  const foreground = () => band(inner, horizon + groundBox.h * rng.range(0.35, 0.65), rng.range(2, 5), rng.int(2, 4), sw * 0.8, rng);
  const hills = (layers: number) => {
    let out = '';
    let y = horizon;
    const tops: number[] = [];
    for (let i = 0; i < layers; i++) tops.unshift((y -= inner.h * rng.range(0.035, 0.1)));
    tops.forEach((top, i) => (out += band(inner, top, inner.h * rng.range(0.015, 0.05), rng.int(2, 5) + i, sw, rng)));
    return out;
  };
  switch (backdrop) {
    case 'meadow': {
      let out = daySky() + hills(fine ? 3 : 2) + band(inner, horizon, 3, 4, sw, rng) + foreground();
      out += scatter({ ...groundBox, y: horizon + 4, h: groundBox.h - 6 }, count * 2, fine ? 4 : 6, avoid, rng, (x, y, s) =>
        flower(x, y, s, fine ? 8 : 5, sw * 0.8),
      );
      return out;
    }
    case 'farm': {
      let out = daySky() + hills(2);
      const barnW = inner.w * rng.range(0.24, 0.34);
      out += barn(inner.x + rng.range(0.02, 0.98) * (inner.w - barnW), horizon - inner.h * rng.range(0.01, 0.05), barnW, sw);
      out += band(inner, horizon, 2, 3, sw, rng);
      const furrows = (fine ? 5 : 2) + rng.int(0, 2);
      for (let i = 1; i <= furrows; i++)
        out += band(inner, horizon + (groundBox.h * (i + rng.range(-0.25, 0.25))) / (furrows + 1), rng.range(1, 5), rng.int(2, 4), sw * 0.8, rng);
      return out + fence(inner, horizon + rng.range(2, 10), inner.h * rng.range(0.06, 0.1), sw, inner.w / (fine ? rng.int(10, 14) : rng.int(5, 8)));
    }
    case 'forest': {
      let out = daySky();
      out += band(inner, horizon - inner.h * rng.range(0.12, 0.24), inner.h * rng.range(0.02, 0.05), rng.int(5, 11), sw, rng);
      const trees = count + rng.int(1, 3);
      for (let i = 0; i < trees; i++) {
        const x = inner.x + ((i + rng.range(0.2, 0.8)) * inner.w) / trees;
        out += tree(x, horizon + 2, inner.h * rng.range(0.22, 0.32), sw, rng, rng.next() < 0.4);
      }
      out += band(inner, horizon, 3, 4, sw, rng) + foreground();
      out += scatter({ ...groundBox, y: horizon + 8, h: groundBox.h - 8 }, count, fine ? 6 : 9, avoid, rng, (x, y, s) => mushroom(x, y + s, s * 1.6, sw));
      out += scatter({ ...groundBox, y: horizon + 4, h: groundBox.h - 6 }, count * 2, fine ? 3 : 5, avoid, rng, (x, y, s) =>
        leaf(x - s, y, s * 2, rng.range(-1, 1), sw * 0.8),
      );
      return out;
    }
    case 'city': {
      let out = daySky();
      let x = inner.x - 4;
      while (x < inner.x + inner.w) {
        const w = inner.w * rng.range(0.14, 0.22),
          h = inner.h * rng.range(0.2, 0.4);
        out += house(x, horizon + 1, w, h, sw, rng, fine);
        x += w + rng.range(1, 4);
      }
      out += band(inner, horizon, 0.5, 2, sw, rng);
      const road = horizon + groundBox.h * rng.range(0.2, 0.45);
      out += band(inner, road, 0.3, 2, sw, rng);
      const dash = (fine ? 18 : 28) * rng.range(0.8, 1.25),
        lane = road + (inner.y + inner.h - road) * rng.range(0.3, 0.6);
      for (let rx = inner.x + rng.range(0, dash); rx < inner.x + inner.w; rx += dash)
        out += `<rect x="${f(rx)}" y="${f(lane)}" width="${f(dash / 2)}" height="${f(3)}" ${shape(sw * 0.8)}/>`;
      return out;
    }
    case 'sea': {
      let out = `<path d="M${f(inner.x)} ${f(inner.y)}H${f(inner.x + inner.w)}" stroke="none"/>`;
      const sand = inner.y + inner.h * rng.range(0.8, 0.9);
      const currents = (fine ? 5 : 3) + rng.int(0, 2);
      const first = inner.h * rng.range(0.04, 0.14),
        gap = (sand - inner.y - first - inner.h * 0.06) / currents;
      for (let i = 0; i < currents; i++) out += band(inner, inner.y + first + gap * (i + rng.range(-0.2, 0.2)), rng.range(2, 6), rng.int(4, 9), sw * 0.9, rng);
      out += band(inner, sand, rng.range(2, 6), rng.int(3, 5), sw, rng);
      out += scatter(
        { x: inner.x, y: sand + 4, w: inner.w, h: inner.y + inner.h - sand - 6 },
        count,
        3,
        [],
        rng,
        (x0, y0, s) => `<ellipse cx="${f(x0)}" cy="${f(y0)}" rx="${f(s * 1.4)}" ry="${f(s * 0.8)}" ${shape(sw * 0.8)}/>`,
      );
      const weeds = count + rng.int(1, 3);
      for (let i = 0; i < weeds; i++) {
        const x0 = inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / weeds;
        out += seaweed(x0, sand + 6, inner.h * rng.range(0.14, 0.3), sw, rng);
      }
      out += scatter(
        { x: inner.x, y: inner.y + 10, w: inner.w, h: inner.h * 0.7 },
        count * 2,
        fine ? 2.5 : 4,
        avoid,
        rng,
        (x0, y0, s) => circle(x0, y0, s, sw * 0.8) + circle(x0 + s * 1.6, y0 - s * 1.4, s * 0.55, sw * 0.8),
      );
      return out;
    }
    case 'waves': {
      // On the water: sky and sun above a far shore, rows of waves below, so a boat floats on the sea.
      let out = daySky();
      out += band(inner, horizon - inner.h * rng.range(0.02, 0.06), inner.h * rng.range(0.02, 0.05), rng.int(2, 4), sw, rng);
      const rows = (fine ? 6 : 3) + rng.int(0, 2);
      for (let i = 0; i < rows; i++)
        out += band(inner, horizon + ((inner.y + inner.h - horizon) * (i + rng.range(0, 0.3))) / rows, rng.range(1.5, 4), rng.int(7, 12), sw * 0.9, rng);
      out += scatter({ ...sky, h: sky.h * 0.8 }, count + 2, fine ? 4 : 7, avoid, rng, (x0, y0, s) => gull(x0, y0, s, sw * 0.8));
      return out;
    }
    case 'space':
    case 'night': {
      let out = '';
      const cx = inner.x + inner.w * rng.range(0.3, 0.7),
        cy = inner.y + inner.h * rng.range(0.35, 0.6);
      for (let i = 0; i < (fine ? 5 : 3); i++) {
        out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(inner.w * (0.35 + i * 0.18))}" ry="${f(inner.h * (0.16 + i * 0.09))}" transform="rotate(${f(rng.range(-25, 25))} ${f(cx)} ${f(cy)})" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      }
      if (backdrop === 'space') {
        const left = rng.next() < 0.5;
        out += planet(
          inner.x + inner.w * (left ? rng.range(0.1, 0.3) : rng.range(0.7, 0.9)),
          inner.y + inner.h * rng.range(0.1, 0.2),
          inner.w * rng.range(0.08, 0.12),
          sw,
          rng,
          true,
        );
        out += planet(
          inner.x + inner.w * (left ? rng.range(0.75, 0.9) : rng.range(0.1, 0.25)),
          inner.y + inner.h * rng.range(0.3, 0.6),
          inner.w * rng.range(0.05, 0.08),
          sw,
          rng,
          rng.next() < 0.3,
        );
        const moonTop = inner.y + inner.h * rng.range(0.82, 0.9);
        out += band(inner, moonTop, rng.range(3, 7), rng.int(2, 4), sw, rng);
        out += scatter(
          { x: inner.x, y: moonTop + 2, w: inner.w, h: inner.y + inner.h - moonTop - 3 },
          count,
          3.5,
          [],
          rng,
          (x0, y0, s) => `<ellipse cx="${f(x0)}" cy="${f(y0)}" rx="${f(s * 1.5)}" ry="${f(s * 0.7)}" ${shape(sw * 0.8)}/>`,
        );
      } else {
        out += circle(inner.x + inner.w * rng.range(0.12, 0.88), inner.y + inner.h * rng.range(0.08, 0.2), inner.w * rng.range(0.06, 0.1), sw);
        out += hills(fine ? 4 : 2) + band(inner, horizon, 2, 3, sw, rng);
      }
      out += scatter({ ...inner, h: inner.h * 0.82 }, count * 4 + 4, fine ? 3 : 5, avoid, rng, (x0, y0, s) => star(x0, y0, s, sw * 0.8, rng.range(-0.3, 0.3)));
      return out;
    }
    case 'winter': {
      let out = hills(rng.int(3, 4)) + band(inner, horizon, 3, 3, sw, rng) + foreground();
      const firs = count + rng.int(-1, 1);
      for (let i = 0; i < firs; i++)
        out += tree(
          inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / firs,
          horizon - inner.h * rng.range(0.02, 0.08),
          inner.h * rng.range(0.14, 0.22),
          sw,
          rng,
          true,
        );
      out += scatter(sky, count * 3 + 2, fine ? 3.5 : 6.5, avoid, rng, (x0, y0, s) => snowflake(x0, y0, s, sw * 0.8));
      return out;
    }
    case 'party': {
      let out = '';
      const strings = rng.int(2, 3),
        top = inner.h * rng.range(0.02, 0.1),
        step = inner.h * rng.range(0.07, 0.12);
      for (let i = 0; i < strings; i++) out += bunting(inner, inner.y + top + i * step, (fine ? 12 : 6) + rng.int(0, 4), sw, rng);
      out += band(inner, horizon, 0.3, 2, sw, rng);
      const board = (fine ? 12 : 20) * rng.range(0.8, 1.3),
        slant = rng.range(-0.3, 0.3) * (inner.y + inner.h - horizon);
      for (let x = inner.x - Math.abs(slant) + rng.range(0, board); x < inner.x + inner.w + Math.abs(slant); x += board)
        out += `<path d="M${f(x)} ${f(horizon)}L${f(x + slant)} ${f(inner.y + inner.h + 2)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      out += scatter({ ...inner, y: inner.y + inner.h * 0.3, h: horizon - inner.y - inner.h * 0.3 }, count * 3, fine ? 2.5 : 4, avoid, rng, (x0, y0, s) =>
        rng.next() < 0.5 ? circle(x0, y0, s, sw * 0.8) : star(x0, y0, s * 1.2, sw * 0.8),
      );
      return out;
    }
    case 'kitchen': {
      let out = '';
      // Stripes, window and floor tiles each in their own width, place and perspective by seed.
      const stripe = (fine ? 8 : 14) * rng.range(0.75, 1.35);
      for (let x = inner.x + rng.range(0.3, 1) * stripe; x < inner.x + inner.w; x += stripe)
        out += `<path d="M${f(x)} ${f(inner.y)}L${f(x)} ${f(horizon)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      const ww = inner.w * rng.range(0.22, 0.34),
        wh = inner.h * rng.range(0.15, 0.24);
      const wx = inner.x + rng.range(0.04, 0.96) * (inner.w - ww),
        wy = inner.y + Math.max(inner.h * 0.04, (horizon - inner.y - wh) * rng.range(0.1, 0.45));
      const panes = rng.int(2, 3);
      let bars = '';
      for (let i = 1; i < panes; i++) bars += `M${f(wx + (ww * i) / panes)} ${f(wy)}V${f(wy + wh)}`;
      out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" ${shape(sw)}/>`;
      out += `<path d="${bars}M${f(wx)} ${f(wy + wh * rng.range(0.4, 0.6))}H${f(wx + ww)}" stroke="#000" stroke-width="${f(sw)}"/>`;
      out += band(inner, horizon, 0.2, 2, sw, rng);
      const cell = (fine ? 9 : 15) * rng.range(0.8, 1.3),
        vanish = inner.x + inner.w * rng.range(0.25, 0.75),
        spread = rng.range(0.15, 0.4);
      for (let x = inner.x + rng.range(0, cell) - inner.w * 0.3; x < inner.x + inner.w * 1.3; x += cell)
        out += `<path d="M${f(x)} ${f(horizon)}L${f(x + (x - vanish) * spread)} ${f(inner.y + inner.h + 2)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      for (let y = horizon + cell * rng.range(0.5, 0.9); y < inner.y + inner.h; y += cell * rng.range(0.7, 0.9))
        out += `<path d="M${f(inner.x)} ${f(y)}H${f(inner.x + inner.w)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      return out;
    }
    case 'field': {
      let out = daySky();
      const stands = horizon - inner.h * rng.range(0.1, 0.2);
      out += band(inner, stands, 0.3, 2, sw, rng);
      const row = (fine ? 5 : 8) * rng.range(0.8, 1.3),
        seat = (fine ? 10 : 18) * rng.range(0.7, 1.4);
      for (let y = stands + row * rng.range(0.6, 1); y < horizon; y += row)
        out += `<path d="M${f(inner.x)} ${f(y)}H${f(inner.x + inner.w)}" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`;
      for (let x = inner.x + rng.range(2, seat); x < inner.x + inner.w; x += seat)
        out += `<path d="M${f(x)} ${f(stands)}V${f(horizon)}" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`;
      out += band(inner, horizon, 0.2, 2, sw, rng);
      const stripes = (fine ? 6 : 3) + rng.int(0, 2);
      for (let i = 0; i < stripes; i++) {
        const a = inner.x + (inner.w * i) / stripes;
        out += `<path d="M${f(a)} ${f(horizon)}L${f(a - inner.w * 0.3 + (inner.w * 0.6 * i) / stripes)} ${f(inner.y + inner.h + 2)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      }
      out += `<ellipse cx="${f(inner.x + inner.w * rng.range(0.3, 0.7))}" cy="${f(horizon + groundBox.h * rng.range(0.4, 0.65))}" rx="${f(inner.w * rng.range(0.2, 0.35))}" ry="${f(groundBox.h * rng.range(0.18, 0.3))}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
      return out;
    }
    case 'jungle': {
      let out = daySky() + hills(2);
      const palms = count + rng.int(0, 2);
      for (let i = 0; i < palms; i++)
        out += palm(inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / palms, horizon + 2, inner.h * rng.range(0.22, 0.38), sw, rng);
      out += band(inner, horizon, 3, 4, sw, rng) + foreground();
      out += scatter({ ...groundBox, y: horizon + 4, h: groundBox.h - 6 }, count * 2, fine ? 4 : 6, avoid, rng, (x0, y0, s) =>
        tuft(x0, y0 + s / 2, s * 1.4, sw * 0.8),
      );
      return out;
    }
    case 'sky': {
      let out = daySky();
      const banks = rng.int(2, 4),
        firstBank = rng.range(0.5, 0.62),
        bankGap = (0.94 - firstBank) / banks;
      for (let i = 0; i < banks; i++) out += cloudBank(inner, inner.y + inner.h * (firstBank + (i + rng.range(-0.15, 0.15)) * bankGap), sw, rng);
      out += scatter(
        { ...inner, y: inner.y + inner.h * 0.15, h: inner.h * (firstBank - 0.2) },
        count * 2 + rng.int(1, 3),
        fine ? 5 : 8,
        avoid,
        rng,
        (x0, y0, s) => cloud({ x: x0 - s, y: y0 - s * 0.5, w: s * 2, h: s }, sw),
      );
      return out;
    }
  }
}

/** A gull seen from afar: two arched wings as one closed shape. */
function gull(cx: number, cy: number, r: number, sw: number): string {
  const t = r * 0.28;
  const d =
    `M${f(cx - r)} ${f(cy)}Q${f(cx - r * 0.5)} ${f(cy - r * 0.7)} ${f(cx)} ${f(cy)}Q${f(cx + r * 0.5)} ${f(cy - r * 0.7)} ${f(cx + r)} ${f(cy)}` +
    `Q${f(cx + r * 0.5)} ${f(cy - r * 0.7 + t * 2)} ${f(cx)} ${f(cy + t)}Q${f(cx - r * 0.5)} ${f(cy - r * 0.7 + t * 2)} ${f(cx - r)} ${f(cy)}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

function snowflake(cx: number, cy: number, r: number, sw: number): string {
  let d = '';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3,
      b = a + Math.PI / 6;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}L${f(cx + Math.cos(b) * r * 0.4)} ${f(cy + Math.sin(b) * r * 0.4)}`;
  }
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

function bunting(inner: Box, y: number, flags: number, sw: number, rng: Rng): string {
  const sag = rng.range(6, 12);
  const w = inner.w / flags;
  let out = `<path d="M${f(inner.x - 2)} ${f(y)}Q${f(inner.x + inner.w / 2)} ${f(y + sag * 2)} ${f(inner.x + inner.w + 2)} ${f(y)}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
  for (let i = 0; i < flags; i++) {
    const x = inner.x + i * w + w * 0.1,
      t = (i + 0.5) / flags;
    const yy = y + sag * 4 * t * (1 - t);
    out += `<path d="M${f(x)} ${f(yy)}L${f(x + w * 0.8)} ${f(yy)}L${f(x + w * 0.4)} ${f(yy + w * 0.9)}Z" ${shape(sw)}/>`;
  }
  return out;
}

function palm(x: number, groundY: number, h: number, sw: number, rng: Rng): string {
  const lean = rng.range(-0.15, 0.15) * h;
  let out = `<path d="M${f(x - h * 0.04)} ${f(groundY)}Q${f(x + lean * 0.3)} ${f(groundY - h * 0.5)} ${f(x + lean - h * 0.03)} ${f(groundY - h)}L${f(x + lean + h * 0.03)} ${f(groundY - h)}Q${f(x + lean * 0.3 + h * 0.08)} ${f(groundY - h * 0.5)} ${f(x + h * 0.04)} ${f(groundY)}Z" ${shape(sw)}/>`;
  for (let i = 0; i < 5; i++) out += leaf(x + lean, groundY - h, h * 0.42, -Math.PI + (i * Math.PI) / 4 + 0.05, sw);
  return out;
}

function cloudBank(inner: Box, y: number, sw: number, rng: Rng): string {
  let d = `M${f(inner.x - 2)} ${f(y)}`;
  const bumps = rng.int(4, 6);
  for (let i = 0; i < bumps; i++) {
    const xb = inner.x - 2 + ((inner.w + 4) * (i + 1)) / bumps;
    d += `A${f((inner.w + 4) / bumps / 2)} ${f((inner.w + 4) / bumps / 2.6)} 0 0 1 ${f(xb)} ${f(y + rng.range(-3, 3))}`;
  }
  return `<path d="${d}L${f(inner.x + inner.w + 2)} ${f(inner.y + inner.h + 2)}L${f(inner.x - 2)} ${f(inner.y + inner.h + 2)}Z" ${shape(sw)}/>`;
}
