// Which backdrop suits the motifs: a night sky for space and moon, water for sea creatures, else a sunny day.
export type Backdrop = 'day' | 'night' | 'sea';

const NIGHT = new Set(['1F319', '2B50', '1F31F', '1F680', '1FA90', '1F47D', '1F6F8', '1F6F0', '2604', '1F311', '1F315', '1F31B', '1F31C', '1F31D']);
const SEA = new Set(['1F41F', '1F420', '1F421', '1F988', '1F419', '1F433', '1F40B', '1F42C', '1F9AD', '1F980', '1F99E', '1F990', '1F991', '1FABC', '1F41A', '1FAB8', '1F9AA', '1F422', '26F5', '1F6A4', '1F6F3', '1F6A2', '26F4', '1F6F6', '1F3DD']);
// OpenMoji ids of the backdrop's own sky motifs, kept out of the subject search.
export const SKY_IDS = new Set(['2600', '2601', '1F319', '2B50', '1F308', '26C5', '1F324', '1F325']);

export function backdropFor(ids: string[]): Backdrop {
  if (ids.some((id) => NIGHT.has(id))) return 'night';
  if (ids.some((id) => SEA.has(id))) return 'sea';
  return 'day';
}

/** Companions added when a prompt names a single motif, so the page is a scene, not a sticker. */
export const COMPANIONS: Record<Backdrop, string[]> = {
  day: ['1F333', '1F337', '1F33C', '1F98B', '1F426', '1F344', '1F33B'],
  night: ['2B50', '1FA90', '1F319'],
  sea: ['1F41A', '1FAB8', '1F420', '1F421'],
};
