// The order motifs are placed in: the subject first, so it gets the biggest, most central place.
import type { UnderstoodMotif } from '../keywords/understand-prompt';

const RANK: Record<string, number> = { being: 0, vehicle: 1, place: 2, plant: 3, thing: 4, sky: 5 };

/** Subject first (living things before vehicles, places, plants and things), then the rest in prompt order. */
export function byImportance(motifs: UnderstoodMotif[]): UnderstoodMotif[] {
  return motifs
    .map((m, i) => ({ m, i }))
    .sort((a, b) => RANK[a.m.kind] - RANK[b.m.kind] || a.i - b.i)
    .map((x) => x.m);
}
