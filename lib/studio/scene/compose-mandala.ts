// The mandala style: the subject in a central medallion, rings of petals and the supporting motif repeated
// around it with rotational symmetry. Every ring is a closed shape, so each petal is its own region.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, hasMotif } from './motif-art';
import { f, MARGIN_MM } from './paper';
import type { Rng } from './prng';

const shape = (sw: number) => `fill="#fff" stroke="#000" stroke-width="${f(sw)}" stroke-linejoin="round"`;

function petalRing(cx: number, cy: number, r0: number, r1: number, n: number, turn: number, sw: number, pointed: boolean): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = turn + (i * 2 * Math.PI) / n, half = Math.PI / n;
    const p = (ang: number, r: number) => `${f(cx + Math.cos(ang) * r)} ${f(cy + Math.sin(ang) * r)}`;
    const tip = pointed ? `L${p(a, r1)}` : `Q${p(a, r1 * 1.08)} ${p(a + half * 0.5, r1 * 0.9)}`;
    d += `M${p(a - half, r0)}Q${p(a - half * 0.9, (r0 + r1) / 2)} ${p(a - half * 0.5, r1 * 0.9)}${pointed ? '' : `Q${p(a - half * 0.1, r1 * 1.08)} ${p(a, r1)}`}${tip}Q${p(a + half * 0.9, (r0 + r1) / 2)} ${p(a + half, r0)}Z`;
  }
  return `<path d="${d}" ${shape(sw)}/>`;
}

export function composeMandala(motifs: UnderstoodMotif[], page: { w: number; h: number }, rng: Rng): string {
  const sw = 0.8;
  const cx = page.w / 2, cy = page.h / 2;
  const R = Math.min(page.w, page.h) / 2 - MARGIN_MM - 2;
  const ids = motifs.map((m) => m.id).filter(hasMotif);
  const subject = ids[0], second = ids[1] ?? ids[0];
  const n = rng.pick([8, 10, 12]);
  const turn = rng.range(0, Math.PI / n);
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" ${shape(sw * 1.4)}/>`;
  out += petalRing(cx, cy, R * 0.7, R * 0.98, n * 2, turn, sw, rng.next() < 0.5);
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.72)}" ${shape(sw)}/>`;
  // The supporting motif repeated around the ring, each upright-rotated towards the centre.
  const small = R * 0.2;
  for (let i = 0; i < n; i++) {
    const a = turn + (i * 2 * Math.PI) / n;
    const mx = cx + Math.cos(a) * R * 0.57, my = cy + Math.sin(a) * R * 0.57;
    out += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(small * 0.72)}" ${shape(sw)}/>`;
    out += drawMotif(second, { x: mx - small / 2, y: my - small / 2, w: small, h: small }, { strokeMm: sw * 0.8, rotateDeg: (a * 180) / Math.PI + 90 }).svg;
  }
  out += petalRing(cx, cy, R * 0.36, R * 0.45, n * 3, turn / 2, sw, true);
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.4)}" ${shape(sw)}/>`;
  const big = R * 0.56;
  out += drawMotif(subject, { x: cx - big / 2, y: cy - big / 2, w: big, h: big }, { strokeMm: sw * 1.2 }).svg;
  return out;
}
