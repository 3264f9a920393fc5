// The order motifs are placed in: the subject first, so it gets the biggest, most central place.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { PERCHED, SMALL_CREATURES } from './subject-kinds';

const RANK: Record<string, number> = { being: 0, vehicle: 1, place: 2, plant: 3, thing: 4, sky: 5 };

/**
 * A bird on its own branch comes after the other living things: beside them it sits on a bough up at the
 * drawing's edge (compose-scene.ts), so "an owl and a girl" draws the girl big on the ground and the owl beside her
 * head, where it had been the big subject with the girl a companion. So does a small creature (a bee, a mouse,
 * a snail): "a bee and a girl" drew a page-sized bee with the girl a companion beside it.
 */
const rank = (m: UnderstoodMotif) => RANK[m.kind] + (PERCHED.has(m.id) || SMALL_CREATURES.has(m.id) ? 0.5 : 0);

/** Subject first (living things before vehicles, places, plants and things), then the rest in prompt order. */
export function byImportance(motifs: UnderstoodMotif[]): UnderstoodMotif[] {
  return motifs
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i)
    .map((x) => x.m);
}
