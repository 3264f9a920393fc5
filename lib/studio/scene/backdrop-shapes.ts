// The shapes theme backgrounds are built from: each a white-filled closed outline (bands, trees, houses,
// planets, flowers …), so a background is closed areas only.
import { f, type Box } from './paper';
import type { Rng } from './prng';

export const shape = (sw: number) => `fill="#fff" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round" stroke-linecap="round"`;

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
export function rays(cx: number, cy: number, r: number, n: number, turn: number, inner: Box, sw: number, from = 0, to = Math.PI * 2): string {
  const far = inner.w + inner.h;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * (i + 0.5)) / n + turn;
    d += `M${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}L${f(cx + Math.cos(a) * far)} ${f(cy + Math.sin(a) * far)}`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
}

export function circle(cx: number, cy: number, r: number, sw: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${shape(sw)}/>`;
}

export function flower(cx: number, cy: number, r: number, petals: number, sw: number): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const a = (i * 2 * Math.PI) / petals;
    out += `<ellipse cx="${f(cx + Math.cos(a) * r * 0.62)}" cy="${f(cy + Math.sin(a) * r * 0.62)}" rx="${f(r * 0.42)}" ry="${f(r * 0.26)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(cx + Math.cos(a) * r * 0.62)} ${f(cy + Math.sin(a) * r * 0.62)})" ${shape(sw)}/>`;
  }
  return out + circle(cx, cy, r * 0.32, sw);
}

export function leaf(x: number, y: number, len: number, angle: number, sw: number): string {
  const c = Math.cos(angle),
    s = Math.sin(angle);
  const p = (u: number, v: number) => `${f(x + u * c - v * s)} ${f(y + u * s + v * c)}`;
  return `<path d="M${p(0, 0)}Q${p(len * 0.5, -len * 0.35)} ${p(len, 0)}Q${p(len * 0.5, len * 0.35)} ${p(0, 0)}Z" ${shape(sw)}/><path d="M${p(0, 0)}L${p(len * 0.8, 0)}" fill="none" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`;
}

/**
 * A lobed outline round (cx, cy): `n` bumps on an ellipse of half-axes rx, ry, each bulging out by its own amount,
 * so the edge reads as leafage (or billowing smoke) rather than as a cloud's even scallops.
 */
export function lobes(cx: number, cy: number, rx: number, ry: number, n: number, sw: number, rng: Rng): string {
  return `<path d="${lobePath(cx, cy, rx, ry, n, rng)}" ${shape(sw)}/>`;
}

/** The outline `lobes` draws, as path data (for a pattern clipped to it). */
export function lobePath(cx: number, cy: number, rx: number, ry: number, n: number, rng: Rng): string {
  const turn = rng.range(0, Math.PI * 2);
  const pts = Array.from({ length: n }, (_, k) => {
    const a = turn + ((k + rng.range(-0.2, 0.2)) / n) * Math.PI * 2,
      r = rng.range(0.88, 1);
    return [cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r] as const;
  });
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let k = 1; k <= n; k++) {
    const [x0, y0] = pts[k - 1]!,
      [x1, y1] = pts[k % n]!;
    const r = Math.hypot(x1 - x0, y1 - y0) * rng.range(0.52, 0.66);
    d += `A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(y1)}`;
  }
  return `${d}Z`;
}

/** A bush on the ground: a dome of leafy humps (`lobes` along its top) with a flat foot. */
export function bush(x: number, groundY: number, w: number, h: number, sw: number, rng: Rng): string {
  const humps = 4;
  let d = `M${f(x - w / 2)} ${f(groundY)}`;
  for (let i = 1; i <= humps; i++) {
    const a = Math.PI + (i / humps) * Math.PI,
      px = x + Math.cos(a) * (w / 2),
      py = groundY + Math.sin(a) * h;
    const r = (w / humps) * rng.range(0.55, 0.7);
    d += `A${f(r)} ${f(r)} 0 0 1 ${f(px)} ${f(py)}`;
  }
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

/**
 * A tree: a pine of three tiers or a round leafy crown. `snowy`: each tier of a pine wears a cap of snow with a
 * scalloped edge, an area of its own (a winter's firs were the forest's green ones under a snowy sky).
 */
export function tree(x: number, groundY: number, h: number, sw: number, rng: Rng, pine: boolean, snowy = false): string {
  const trunkW = h * 0.12;
  let out = `<rect x="${f(x - trunkW / 2)}" y="${f(groundY - h * 0.35)}" width="${f(trunkW)}" height="${f(h * 0.36)}" ${shape(sw)}/>`;
  if (pine) {
    for (let i = 0; i < 3; i++) {
      const top = groundY - h + i * h * 0.2,
        base = top + h * 0.38,
        half = h * (0.2 + i * 0.07);
      out += `<path d="M${f(x)} ${f(top)}L${f(x + half)} ${f(base)}L${f(x - half)} ${f(base)}Z" ${shape(sw)}/>`;
      if (snowy) {
        // the cap reaches 0.62 of the way down the tier, its lower edge three scallops hanging between the sides
        const t = 0.62,
          y = top + (base - top) * t,
          hw = half * t;
        let d = `M${f(x)} ${f(top)}L${f(x + hw)} ${f(y)}`;
        for (let k = 3; k > 0; k--) {
          const xa = x - hw + (2 * hw * k) / 3,
            xb = x - hw + (2 * hw * (k - 1)) / 3;
          d += `Q${f((xa + xb) / 2)} ${f(y + (base - top) * 0.16)} ${f(xb)} ${f(y)}`;
        }
        out += `<path d="${d}Z" ${shape(sw)}/>`;
      }
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

export function mushroom(x: number, groundY: number, h: number, sw: number): string {
  const capW = h * 0.9;
  let out = `<rect x="${f(x - h * 0.15)}" y="${f(groundY - h * 0.6)}" width="${f(h * 0.3)}" height="${f(h * 0.6)}" rx="${f(h * 0.08)}" ${shape(sw)}/>`;
  out += `<path d="M${f(x - capW / 2)} ${f(groundY - h * 0.5)}Q${f(x)} ${f(groundY - h * 1.45)} ${f(x + capW / 2)} ${f(groundY - h * 0.5)}Z" ${shape(sw)}/>`;
  return out + circle(x - capW * 0.18, groundY - h * 0.78, h * 0.08, sw) + circle(x + capW * 0.15, groundY - h * 0.7, h * 0.07, sw);
}

export function house(x: number, groundY: number, w: number, h: number, sw: number, rng: Rng, fine: boolean): string {
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

export function fence(inner: Box, y: number, h: number, sw: number, step: number): string {
  let out = `<rect x="${f(inner.x - 2)}" y="${f(y - h * 0.7)}" width="${f(inner.w + 4)}" height="${f(h * 0.14)}" ${shape(sw)}/>`;
  out += `<rect x="${f(inner.x - 2)}" y="${f(y - h * 0.35)}" width="${f(inner.w + 4)}" height="${f(h * 0.14)}" ${shape(sw)}/>`;
  for (let x = inner.x + step / 2; x < inner.x + inner.w; x += step) {
    out += `<path d="M${f(x - h * 0.09)} ${f(y)}L${f(x - h * 0.09)} ${f(y - h * 0.9)}L${f(x)} ${f(y - h)}L${f(x + h * 0.09)} ${f(y - h * 0.9)}L${f(x + h * 0.09)} ${f(y)}Z" ${shape(sw)}/>`;
  }
  return out;
}

export function barn(x: number, groundY: number, w: number, sw: number): string {
  const h = w * 0.7;
  let out = `<path d="M${f(x)} ${f(groundY)}L${f(x)} ${f(groundY - h)}L${f(x + w * 0.2)} ${f(groundY - h * 1.35)}L${f(x + w * 0.8)} ${f(groundY - h * 1.35)}L${f(x + w)} ${f(groundY - h)}L${f(x + w)} ${f(groundY)}Z" ${shape(sw)}/>`;
  const dx = x + w * 0.3,
    dw = w * 0.4,
    dh = h * 0.6;
  out += `<rect x="${f(dx)}" y="${f(groundY - dh)}" width="${f(dw)}" height="${f(dh)}" ${shape(sw)}/>`;
  out += `<path d="M${f(dx)} ${f(groundY - dh)}L${f(dx + dw)} ${f(groundY)}M${f(dx + dw)} ${f(groundY - dh)}L${f(dx)} ${f(groundY)}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
  return out + `<rect x="${f(x + w * 0.4)}" y="${f(groundY - h * 1.2)}" width="${f(w * 0.2)}" height="${f(h * 0.22)}" ${shape(sw)}/>`;
}

/** A stalk of seaweed `h` tall standing at `bottom`, its four bends swaying `bend` (-1 … 1) of the most either way. */
export function seaweed(x: number, bottom: number, h: number, bend: number, sw: number): string {
  const w = h * 0.08,
    sway = bend * h * 0.12;
  let d = `M${f(x - w)} ${f(bottom)}`;
  const segs = 4;
  for (let i = 1; i <= segs; i++)
    d += `Q${f(x - w + (i % 2 ? sway : -sway))} ${f(bottom - (h * (i - 0.5)) / segs)} ${f(x - w * (1 - i / segs))} ${f(bottom - (h * i) / segs)}`;
  for (let i = segs - 1; i >= 0; i--)
    d += `Q${f(x + w + (i % 2 ? -sway : sway))} ${f(bottom - (h * (i + 0.5)) / segs)} ${f(x + w * (1 - i / segs))} ${f(bottom - (h * i) / segs)}`;
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

export function planet(cx: number, cy: number, r: number, sw: number, rng: Rng, ringed: boolean): string {
  let out = ringed
    ? `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.8)}" ry="${f(r * 0.45)}" transform="rotate(-18 ${f(cx)} ${f(cy)})" ${shape(sw)}/>`
    : '';
  out += circle(cx, cy, r, sw);
  for (let i = 0; i < 3; i++) out += circle(cx + rng.range(-r * 0.45, r * 0.45), cy + rng.range(-r * 0.45, r * 0.45), r * rng.range(0.1, 0.2), sw * 0.8);
  return out;
}

/**
 * Scatters shapes over `area`, keeping them apart from each other and from `avoid` (the subject's box): up to `n`
 * shapes of about `size` (half their width), 2 mm apart. `spots`: the boxes taken so far, shared by several scatters so their shapes stay clear of each other too;
 * the new ones are added to it.
 */
export function scatter(
  area: Box,
  n: number,
  size: number,
  avoid: Box[],
  rng: Rng,
  draw: (x: number, y: number, s: number) => string,
  spots: Box[] = [],
): string {
  let out = '';
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

/** A gull seen from afar: two arched wings as one closed shape. */
export function gull(cx: number, cy: number, r: number, sw: number): string {
  const t = r * 0.28;
  const d =
    `M${f(cx - r)} ${f(cy)}Q${f(cx - r * 0.5)} ${f(cy - r * 0.7)} ${f(cx)} ${f(cy)}Q${f(cx + r * 0.5)} ${f(cy - r * 0.7)} ${f(cx + r)} ${f(cy)}` +
    `Q${f(cx + r * 0.5)} ${f(cy - r * 0.7 + t * 2)} ${f(cx)} ${f(cy + t)}Q${f(cx - r * 0.5)} ${f(cy - r * 0.7 + t * 2)} ${f(cx - r)} ${f(cy)}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

/**
 * A snowflake as a child draws one: three crossing strokes, each arm with a V of twigs. An outlined six-point
 * star read as a star in a winter sky (the flakes beside the sun's clouds looked like a night's).
 */
export function snowflake(cx: number, cy: number, r: number, sw: number): string {
  let d = '';
  const at = (a: number, u: number) => `${f(cx + Math.cos(a) * u)} ${f(cy + Math.sin(a) * u)}`;
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    const x = cx + Math.cos(a) * r * 0.58,
      y = cy + Math.sin(a) * r * 0.58;
    const twig = (t: number) => `${f(x + Math.cos(a + t) * r * 0.32)} ${f(y + Math.sin(a + t) * r * 0.32)}`;
    d += `M${at(a, 0)}L${at(a, r)}M${twig(-0.9)}L${f(x)} ${f(y)}L${twig(0.9)}`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function bunting(inner: Box, y: number, flags: number, sw: number, rng: Rng): string {
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

export function palm(x: number, groundY: number, h: number, sw: number, rng: Rng): string {
  const lean = rng.range(-0.15, 0.15) * h;
  let out = `<path d="M${f(x - h * 0.04)} ${f(groundY)}Q${f(x + lean * 0.3)} ${f(groundY - h * 0.5)} ${f(x + lean - h * 0.03)} ${f(groundY - h)}L${f(x + lean + h * 0.03)} ${f(groundY - h)}Q${f(x + lean * 0.3 + h * 0.08)} ${f(groundY - h * 0.5)} ${f(x + h * 0.04)} ${f(groundY)}Z" ${shape(sw)}/>`;
  for (let i = 0; i < 5; i++) out += leaf(x + lean, groundY - h, h * 0.42, -Math.PI + (i * Math.PI) / 4 + 0.05, sw);
  return out;
}

export function cloudBank(inner: Box, y: number, sw: number, rng: Rng): string {
  let d = `M${f(inner.x - 2)} ${f(y)}`;
  const bumps = rng.int(4, 6);
  for (let i = 0; i < bumps; i++) {
    const xb = inner.x - 2 + ((inner.w + 4) * (i + 1)) / bumps;
    d += `A${f((inner.w + 4) / bumps / 2)} ${f((inner.w + 4) / bumps / 2.6)} 0 0 1 ${f(xb)} ${f(y + rng.range(-3, 3))}`;
  }
  return `<path d="${d}L${f(inner.x + inner.w + 2)} ${f(inner.y + inner.h + 2)}L${f(inner.x - 2)} ${f(inner.y + inner.h + 2)}Z" ${shape(sw)}/>`;
}

/** An open wavy line from (x0, y) to (x1, y): water's ripple from bank to bank (it closes areas only where it meets them). */
export function wavyLine(x0: number, x1: number, y: number, amp: number, waves: number, sw: number): string {
  let d = `M${f(x0)} ${f(y)}`;
  for (let i = 0; i < waves; i++) {
    const xa = x0 + ((x1 - x0) * (i + 0.5)) / waves,
      xb = x0 + ((x1 - x0) * (i + 1)) / waves;
    d += `Q${f(xa)} ${f(y + (i % 2 ? amp : -amp))} ${f(xb)} ${f(y)}`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>`;
}

/** A falling drop: round below, pointed on top. */
export function raindrop(cx: number, cy: number, r: number, sw: number): string {
  const d = `M${f(cx)} ${f(cy - r * 1.6)}Q${f(cx + r * 0.9)} ${f(cy - r * 0.2)} ${f(cx + r * 0.7)} ${f(cy + r * 0.3)}A${f(r * 0.72)} ${f(r * 0.72)} 0 0 1 ${f(cx - r * 0.7)} ${f(cy + r * 0.3)}Q${f(cx - r * 0.9)} ${f(cy - r * 0.2)} ${f(cx)} ${f(cy - r * 1.6)}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

/** A bulrush: a stem with its brown head, and a leaf beside it, standing on groundY. */
export function reed(x: number, groundY: number, h: number, sw: number): string {
  const w = Math.max(h * 0.05, 1.2);
  let out = `<path d="M${f(x - w / 2)} ${f(groundY)}L${f(x - w / 2)} ${f(groundY - h)}L${f(x + w / 2)} ${f(groundY - h)}L${f(x + w / 2)} ${f(groundY)}Z" ${shape(sw)}/>`;
  out += `<rect x="${f(x - w * 1.6)}" y="${f(groundY - h * 0.8)}" width="${f(w * 3.2)}" height="${f(h * 0.32)}" rx="${f(w * 1.6)}" ${shape(sw)}/>`;
  out += `<path d="M${f(x - w / 2)} ${f(groundY)}Q${f(x - h * 0.3)} ${f(groundY - h * 0.35)} ${f(x - h * 0.32)} ${f(groundY - h * 0.62)}Q${f(x - h * 0.16)} ${f(groundY - h * 0.3)} ${f(x + w / 2)} ${f(groundY)}Z" ${shape(sw)}/>`;
  return out;
}

/** A stone lying on groundY: a flat rounded shape. */
export function rock(x: number, groundY: number, w: number, sw: number): string {
  const h = w * 0.55;
  const d = `M${f(x - w / 2)} ${f(groundY)}Q${f(x - w / 2)} ${f(groundY - h)} ${f(x - w * 0.05)} ${f(groundY - h)}Q${f(x + w / 2)} ${f(groundY - h * 0.95)} ${f(x + w / 2)} ${f(groundY)}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

/**
 * A lily pad seen from the side of the pond: a flat ellipse with its notch, sometimes a flower on it. `facing`: the
 * notch's direction (away from the reader; towards the reader on a pad something sits on, whose far half it hides).
 */
export function lilyPad(cx: number, cy: number, r: number, sw: number, rng: Rng, facing = -Math.PI / 2): string {
  const rx = r * 1.5,
    ry = r * 0.6;
  const a = facing + rng.range(-0.5, 0.5);
  const nx = cx + Math.cos(a) * rx * 0.1,
    ny = cy + Math.sin(a) * ry * 0.1;
  const p = (t: number) => `${f(cx + Math.cos(t) * rx)} ${f(cy + Math.sin(t) * ry)}`;
  const d = `M${f(nx)} ${f(ny)}L${p(facing - 0.35)}A${f(rx)} ${f(ry)} 0 1 0 ${p(facing + 0.35)}Z`;
  let out = `<path d="${d}" ${shape(sw)}/>`;
  if (rng.next() < 0.4) out += flowerBud(cx + rx * 0.3, cy - ry * 0.2, r * 0.55, sw);
  return out;
}
function flowerBud(cx: number, cy: number, r: number, sw: number): string {
  const d = `M${f(cx - r)} ${f(cy)}Q${f(cx - r)} ${f(cy - r * 1.2)} ${f(cx - r * 0.3)} ${f(cy - r * 1.4)}L${f(cx)} ${f(cy - r * 0.6)}L${f(cx + r * 0.3)} ${f(cy - r * 1.4)}Q${f(cx + r)} ${f(cy - r * 1.2)} ${f(cx + r)} ${f(cy)}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

/** A scallop shell: a fan with its ribs, closed by its hinge. */
export function shell(cx: number, cy: number, r: number, sw: number): string {
  const base = cy + r * 0.7;
  const d = `M${f(cx - r * 0.25)} ${f(base)}L${f(cx - r)} ${f(cy - r * 0.1)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(cy - r * 0.1)}L${f(cx + r * 0.25)} ${f(base)}Z`;
  let ribs = '';
  for (const t of [-0.5, 0, 0.5]) ribs += `M${f(cx + t * r * 0.2)} ${f(base)}L${f(cx + t * r * 1.1)} ${f(cy - r * 0.7 + Math.abs(t) * r * 0.25)}`;
  return `<path d="${d}" ${shape(sw)}/><path d="${ribs}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
}

/**
 * A castle standing on `groundY`: a crenellated curtain wall with an arched gate, round-roofed towers at
 * both ends and a taller keep behind the gate, each tower with an arched window and a pennant. Every part is
 * a closed white shape drawn back to front, so each stone face, roof and flag is its own area to colour.
 * `fine` adds towers and a portcullis.
 */
export function castle(x: number, groundY: number, w: number, h: number, sw: number, rng: Rng, fine: boolean): string {
  const wallTop = groundY - h * 0.42;
  const merlon = w / (fine ? 22 : 14);
  // The wall's top edge goes up and down in merlons: one closed outline.
  let d = `M${f(x)} ${f(groundY)}L${f(x)} ${f(wallTop)}`;
  for (let mx = x, up = true; mx < x + w - 0.01; mx += merlon, up = !up) {
    const y = up ? wallTop - merlon * 0.8 : wallTop;
    d += `L${f(mx)} ${f(y)}L${f(Math.min(mx + merlon, x + w))} ${f(y)}`;
  }
  let out = `<path d="${d}L${f(x + w)} ${f(wallTop)}L${f(x + w)} ${f(groundY)}Z" ${shape(sw)}/>`;
  const tower = (cx: number, tw: number, th: number, roofed: boolean) => {
    const top = groundY - th;
    let t = `<rect x="${f(cx - tw / 2)}" y="${f(top)}" width="${f(tw)}" height="${f(th)}" ${shape(sw)}/>`;
    const roofTop = top - tw * 0.95;
    if (roofed) {
      // A pennant on a pole above a pointed roof; the pole is a thin closed bar so no line ends in the sky.
      const pole = Math.max(sw * 1.2, tw * 0.06);
      t += `<rect x="${f(cx - pole / 2)}" y="${f(roofTop - tw * 0.55)}" width="${f(pole)}" height="${f(tw * 0.6)}" ${shape(sw * 0.8)}/>`;
      const side = rng.next() < 0.5 ? 1 : -1;
      t += `<path d="M${f(cx + (side * pole) / 2)} ${f(roofTop - tw * 0.55)}L${f(cx + side * tw * 0.45)} ${f(roofTop - tw * 0.42)}L${f(cx + (side * pole) / 2)} ${f(roofTop - tw * 0.3)}Z" ${shape(sw * 0.8)}/>`;
      t += `<path d="M${f(cx - tw * 0.62)} ${f(top)}L${f(cx)} ${f(roofTop)}L${f(cx + tw * 0.62)} ${f(top)}Z" ${shape(sw)}/>`;
    } else {
      const m = tw / 5;
      let c = `M${f(cx - tw / 2)} ${f(top)}`;
      for (let i = 0; i < 5; i++) c += `L${f(cx - tw / 2 + i * m)} ${f(top - (i % 2 ? 0 : m))}L${f(cx - tw / 2 + (i + 1) * m)} ${f(top - (i % 2 ? 0 : m))}`;
      t += `<path d="${c}L${f(cx + tw / 2)} ${f(top)}Z" ${shape(sw)}/>`;
    }
    // An arched window a third of the way down.
    const ww = tw * 0.32,
      wy = top + th * 0.22,
      wh = Math.min(th * 0.22, ww * 1.8);
    t += `<path d="M${f(cx - ww / 2)} ${f(wy + wh)}L${f(cx - ww / 2)} ${f(wy + ww / 2)}A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(cx + ww / 2)} ${f(wy + ww / 2)}L${f(cx + ww / 2)} ${f(wy + wh)}Z" ${shape(sw * 0.8)}/>`;
    return t;
  };
  const side = w * (fine ? 0.13 : 0.16);
  const keepW = w * (fine ? 0.24 : 0.28);
  const gateX = x + w * rng.range(0.42, 0.58);
  out += tower(x + side / 2, side, h * 0.72, true) + tower(x + w - side / 2, side, h * 0.72, true);
  if (fine) out += tower(x + w * 0.27, side * 0.9, h * 0.6, false) + tower(x + w * 0.73, side * 0.9, h * 0.6, false);
  out += tower(gateX, keepW, h, true);
  // The gate: an arched doorway at the keep's foot, with a portcullis grid for adults.
  const gw = keepW * 0.5,
    gh = Math.min(h * 0.3, gw * 1.3);
  out += `<path d="M${f(gateX - gw / 2)} ${f(groundY)}L${f(gateX - gw / 2)} ${f(groundY - gh + gw / 2)}A${f(gw / 2)} ${f(gw / 2)} 0 0 1 ${f(gateX + gw / 2)} ${f(groundY - gh + gw / 2)}L${f(gateX + gw / 2)} ${f(groundY)}Z" ${shape(sw)}/>`;
  if (fine)
    for (let i = 1; i < 4; i++)
      out += `<rect x="${f(gateX - gw / 2 + (gw * i) / 4 - sw * 0.4)}" y="${f(groundY - gh + gw * 0.2)}" width="${f(sw * 0.8)}" height="${f(gh - gw * 0.2)}" ${shape(sw * 0.6)}/>`;
  return out;
}
