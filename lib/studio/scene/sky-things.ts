// The things a day sky may hold besides its sun and clouds: a sun with a face, a kite on its string, a hot-air
// balloon far away. Each a white-filled closed outline (or outlines split by lines that run edge to edge), so they
// add areas to colour and no gaps.
import { f } from './paper';
import { shape } from './backdrop-shapes';

/** A sun's face: two round eyes and a wide smile, inside the disc of radius `r` (drawn over it). */
export function sunFace(cx: number, cy: number, r: number, sw: number): string {
  const eye = r * 0.12,
    ex = r * 0.32,
    ey = cy - r * 0.2;
  const smile = `M${f(cx - r * 0.45)} ${f(cy + r * 0.12)}Q${f(cx)} ${f(cy + r * 0.68)} ${f(cx + r * 0.45)} ${f(cy + r * 0.12)}Z`;
  return (
    `<circle cx="${f(cx - ex)}" cy="${f(ey)}" r="${f(eye)}" fill="#000" stroke="none"/>` +
    `<circle cx="${f(cx + ex)}" cy="${f(ey)}" r="${f(eye)}" fill="#000" stroke="none"/>` +
    `<path d="${smile}" ${shape(sw)}/>`
  );
}

/**
 * A kite `s` tall with its top at (`x`, `y`), tilted by `tilt` (radians): a diamond split by its spars into four
 * areas, a tail of bows, and its string down to (`ex`, `ey`), where the ground drawn after it hides the end.
 */
export function kite(x: number, y: number, s: number, tilt: number, ex: number, ey: number, sw: number): string {
  const c = Math.cos(tilt),
    sn = Math.sin(tilt);
  // a point `u` across and `v` down from the top, turned by the tilt
  const at = (u: number, v: number) => [x + u * c - v * sn, y + u * sn + v * c] as const;
  const p = (u: number, v: number) => at(u, v).map(f).join(' ');
  const w = s * 0.36,
    mid = s * 0.36;
  const diamond = `M${p(0, 0)}L${p(w, mid)}L${p(0, s)}L${p(-w, mid)}Z`;
  const spars = `M${p(0, 0)}L${p(0, s)}M${p(-w, mid)}L${p(w, mid)}`;
  // the tail sways down from the bottom point, a bow on it every third
  const [bx, by] = at(0, s);
  let tail = `M${f(bx)} ${f(by)}`;
  let bows = '';
  const step = s * 0.32;
  for (let i = 1; i <= 3; i++) {
    const tx = bx + (i % 2 ? step * 0.35 : -step * 0.1),
      ty = by + step * i;
    tail += `Q${f(tx + (i % 2 ? -step * 0.4 : step * 0.4))} ${f(ty - step * 0.5)} ${f(tx)} ${f(ty)}`;
    const b = s * 0.09;
    bows += `<path d="M${f(tx)} ${f(ty)}L${f(tx - b * 1.6)} ${f(ty - b)}L${f(tx - b * 1.6)} ${f(ty + b)}ZM${f(tx)} ${f(ty)}L${f(tx + b * 1.6)} ${f(ty - b)}L${f(tx + b * 1.6)} ${f(ty + b)}Z" ${shape(sw * 0.8)}/>`;
  }
  // the string from the crossing of the spars, sagging a little on its way down
  const [sx, sy] = at(0, mid);
  const string = `M${f(sx)} ${f(sy)}Q${f((sx + ex) / 2 + (ey - sy) * 0.08)} ${f((sy + ey) / 2 + (ey - sy) * 0.06)} ${f(ex)} ${f(ey)}`;
  const line = (d: string, k: number) => `<path d="${d}" fill="none" stroke="#000" stroke-width="${f(sw * k)}" stroke-linecap="round"/>`;
  return line(string, 0.8) + line(tail, 0.8) + bows + `<path d="${diamond}" ${shape(sw)}/>` + line(spars, 0.8);
}

/**
 * A hot-air balloon far away, `s` tall with its top at (`x`, `y`): a round envelope split into gores by curves
 * from its top to its mouth, two ropes and a basket.
 */
export function hotAirBalloon(x: number, y: number, s: number, sw: number): string {
  const r = s * 0.36,
    cy = y + r,
    mouthY = y + s * 0.7,
    mouth = r * 0.38;
  const envelope = `M${f(x - mouth)} ${f(mouthY)}C${f(x - r * 1.5)} ${f(cy + r * 0.5)} ${f(x - r * 1.25)} ${f(y)} ${f(x)} ${f(y)}C${f(x + r * 1.25)} ${f(y)} ${f(x + r * 1.5)} ${f(cy + r * 0.5)} ${f(x + mouth)} ${f(mouthY)}Z`;
  const gores = `M${f(x)} ${f(y)}Q${f(x - r * 0.55)} ${f(cy)} ${f(x - mouth * 0.35)} ${f(mouthY)}M${f(x)} ${f(y)}Q${f(x + r * 0.55)} ${f(cy)} ${f(x + mouth * 0.35)} ${f(mouthY)}`;
  const bw = mouth * 1.3,
    top = y + s * 0.84;
  const ropes = `M${f(x - mouth)} ${f(mouthY)}L${f(x - bw / 2)} ${f(top)}M${f(x + mouth)} ${f(mouthY)}L${f(x + bw / 2)} ${f(top)}`;
  return (
    `<path d="${envelope}" ${shape(sw)}/>` +
    `<path d="${gores}${ropes}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>` +
    `<rect x="${f(x - bw / 2)}" y="${f(top)}" width="${f(bw)}" height="${f(s * 0.16)}" rx="${f(s * 0.02)}" ${shape(sw)}/>`
  );
}
