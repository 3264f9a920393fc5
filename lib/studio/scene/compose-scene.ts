// The kids, teens and adults styles: a subject large and central on the ground, supporting motifs around it,
// sky elements above, inside a frame. Everything is placed by padded bounding boxes, drawn back to front.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { hasMotif } from './motif-art';
import { intersects, MARGIN_MM, type Box } from './paper';
import { zentangleFill } from './patterns';
import { byImportance, placeMotif, zoneOf, type Placed, type Zones } from './place-motifs';
import type { Rng } from './prng';
import { cloud, frame, ground, star, sun, tuft } from './scenery';
import { backdropFor, COMPANIONS, SKY_IDS } from './themes';

export type SceneStyle = 'kids' | 'teens' | 'adults';
const LOOK: Record<SceneStyle, { stroke: number; subject: number; support: number; maxSupport: number; minSupport: number }> = {
  kids: { stroke: 1.5, subject: 0.66, support: 0.36, maxSupport: 2, minSupport: 1 },
  teens: { stroke: 1.0, subject: 0.5, support: 0.34, maxSupport: 4, minSupport: 2 },
  adults: { stroke: 0.8, subject: 0.55, support: 0.32, maxSupport: 4, minSupport: 2 },
};

export function composeScene(motifs: UnderstoodMotif[], style: SceneStyle, page: { w: number; h: number }, rng: Rng): string {
  const look = LOOK[style];
  const inner: Box = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const drawable = motifs.filter((m) => hasMotif(m.id));
  const backdrop = backdropFor(drawable.map((m) => m.id));
  const sea = backdrop === 'sea';
  const pad = 5;
  const groundY = inner.y + inner.h * (sea ? 0.9 : 0.83);
  const waterY = inner.y + inner.h * 0.3;
  const zones: Zones = {
    groundY: sea ? waterY + 4 : groundY,
    ground: { x: inner.x + pad, y: inner.y + pad, w: inner.w - 2 * pad, h: (sea ? waterY : groundY) - inner.y },
    air: { x: inner.x + pad, y: inner.y + pad, w: inner.w - 2 * pad, h: ((sea ? waterY : groundY) - inner.y) * 0.6 },
    water: { x: inner.x + pad, y: waterY + 10, w: inner.w - 2 * pad, h: groundY - waterY - 12 },
  };
  const ordered = byImportance(drawable);
  const wanted = ordered.slice(0, look.maxSupport + 1).map((m) => ({ id: m.id, kind: m.kind }));
  const companions = COMPANIONS[backdrop].filter((id) => !wanted.some((w) => w.id === id));
  while (wanted.length < look.minSupport + 1 && companions.length) {
    wanted.push({ id: companions.splice(rng.int(0, companions.length - 1), 1)[0], kind: backdrop === 'day' ? 'plant' : 'sky' });
  }
  const placed: Placed[] = [];
  const taken: Box[] = [];
  const base = Math.min(inner.w, (sea ? groundY - waterY : groundY - inner.y) * 0.95);
  // With company, the subject steps a little to one side so the supporting motifs get room at full size.
  const bias = wanted.length > 1 ? rng.pick([-1, 1]) * 0.14 : 0;
  wanted.forEach((m, i) => {
    const zone = i === 0 && !sea && m.kind === 'sky' ? 'ground' : zoneOf(m, sea);
    const side = base * (i === 0 ? look.subject : look.support * Math.pow(0.9, i - 1));
    // A wide subject (a cat walking, a train) may use most of the width instead of a square box.
    const size = { w: i === 0 ? Math.max(side, inner.w * (wanted.length > 1 ? 0.6 : 0.85)) : side, h: side };
    const opts = { strokeMm: look.stroke, ...(style === 'adults' ? { fillPattern: zentangleFill(rng), clipId: `z${i}` } : {}) };
    const p = placeMotif(m.id, zone, size, zones, taken, rng, opts, i === 0, bias);
    if (p) {
      placed.push(p);
      taken.push(p.box);
    }
  });
  let back = ground(inner, groundY, look.stroke, rng, sea ? 'sea' : 'land');
  if (sea) back = ground(inner, waterY, look.stroke, rng, 'sea') + back;
  back += skyDecor(backdrop, zones.air, taken, look.stroke, rng, style === 'kids' ? 2 : 3, !wanted.some((m) => SKY_IDS.has(m.id)));
  if (style !== 'kids' && !sea) {
    for (let i = 0; i < 8; i++) {
      const x = rng.range(inner.x + 8, inner.x + inner.w - 8), y = groundY + rng.range(6, inner.y + inner.h - groundY - 3);
      const box = { x: x - 4, y: y - 6, w: 8, h: 6 };
      if (taken.some((t) => intersects(box, t, 2))) continue;
      back += tuft(x, y, 5, look.stroke * 0.8);
      taken.push(box);
    }
  }
  return back + placed.slice().reverse().map((p) => p.svg).join('') + frame(inner, look.stroke);
}

function skyDecor(backdrop: string, sky: Box, taken: Box[], sw: number, rng: Rng, clouds: number, withSun: boolean): string {
  let out = '';
  const tryPlace = (w: number, h: number, draw: (b: Box) => string) => {
    for (let i = 0; i < 30; i++) {
      const b = { x: rng.range(sky.x, sky.x + sky.w - w), y: rng.range(sky.y, sky.y + sky.h * 0.45), w, h };
      if (!taken.some((t) => intersects(b, t, 4))) return taken.push(b), (out += draw(b));
    }
  };
  if (backdrop === 'night') {
    for (let i = 0; i < 7; i++) tryPlace(12, 12, (b) => star(b.x + 6, b.y + 6, rng.range(4, 6), sw, rng.range(-0.3, 0.3)));
    return out;
  }
  const r = sky.w * 0.075;
  if (withSun) tryPlace(r * 3.6, r * 3.6, (b) => sun(b.x + b.w / 2, b.y + b.h / 2, r, sw));
  for (let i = 0; i < clouds; i++) {
    const w = sky.w * rng.range(0.2, 0.26);
    tryPlace(w, w * 0.5, (b) => cloud(b, sw));
  }
  return out;
}
