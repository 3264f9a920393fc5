// Places motifs by bounding boxes with padding: nothing overlaps, so no slivers appear between outlines.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { drawMotif, type MotifOptions } from './motif-art';
import { intersects, type Box } from './paper';
import type { Rng } from './prng';

export type Zone = 'ground' | 'air' | 'water';
export type Placed = { id: string; svg: string; box: Box };

// Motifs that fly: they belong in the sky even when their CLDR group is "animal" or "vehicle".
const FLYING = new Set(['1F426', '1F98B', '2708', '1F680', '1F41D', '1F54A', '1F985', '1F989', '1F6E9', '1F681', '1FA81', '1F47C', '1F9DA', '1F47B', '1F6F8', '1F388', '1F987', '1F99C', '1FABD', '1F41E', '1F989']);
const BOATS = new Set(['26F5', '1F6A4', '1F6F3', '1F6A2', '26F4', '1F6F6', '1F6E5']);
const RANK: Record<string, number> = { being: 0, vehicle: 1, place: 2, plant: 3, thing: 4, sky: 5 };

export function zoneOf(m: { id: string; kind: string }, sea: boolean): Zone {
  if (m.kind === 'sky' || FLYING.has(m.id)) return 'air';
  if (sea && !BOATS.has(m.id)) return 'water';
  return 'ground';
}

/** Subject first (living things before vehicles, places, plants and things), then the rest in prompt order. */
export function byImportance(motifs: UnderstoodMotif[]): UnderstoodMotif[] {
  return motifs.map((m, i) => ({ m, i })).sort((a, b) => RANK[a.m.kind] - RANK[b.m.kind] || a.i - b.i).map((x) => x.m);
}

export type Zones = Record<Zone, Box> & { groundY: number };

/** Tries random spots in the motif's zone, shrinking a little after each failed round. */
export function placeMotif(id: string, zone: Zone, size: { w: number; h: number }, zones: Zones, taken: Box[], rng: Rng, opts: MotifOptions, centre = false, bias = 0): Placed | null {
  const area = zones[zone];
  for (let round = 0, k = 1; round < 7; round++, k *= 0.82) {
    const w = Math.min(size.w * k, area.w), h = Math.min(size.h * k, zone === 'ground' ? zones.groundY - area.y : area.h);
    for (let attempt = 0; attempt < (centre ? 1 : 40); attempt++) {
      const x = centre ? Math.max(area.x, Math.min(area.x + area.w - w, area.x + (area.w - w) / 2 + (bias + rng.range(-0.03, 0.03)) * area.w)) : rng.range(area.x, area.x + area.w - w);
      // Grounded motifs stand slightly into the ground so their feet cover the ground line.
      const y = zone === 'ground' ? zones.groundY + h * 0.05 - h : centre ? area.y + (area.h - h) / 2 : rng.range(area.y, area.y + area.h - h);
      const drawn = drawMotif(id, { x, y, w, h }, opts);
      if (!taken.some((t) => intersects(drawn.box, t, 4))) return { id, ...drawn };
    }
    if (centre) centre = false;
  }
  return null;
}
