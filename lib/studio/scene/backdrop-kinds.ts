// The backgrounds there are, what each kind needs, and the context a background is painted in: the list the
// catalogue, the studio and the place words share, apart from the painting in backdrops.ts.
import type { Underside } from './motif-art';
import type { Box } from './paper';
import type { SkyKind } from './day-sky';
import type { Rng } from './prng';

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
  'river',
  'lake',
  'waterfall',
  'beach',
  'rain',
  'castle',
  'volcano',
  'mountain',
  'tree',
  'pond',
  'mud',
] as const;
export type Backdrop = (typeof BACKDROPS)[number];
/**
 * Backgrounds the text tool picks from a place word ("waterfall", "Strand", "雨"); no catalogue recipe uses them yet.
 * The volcano, the mountain and the tree are landmarks a subject is drawn before or in ("a dinosaur and a volcano",
 * "a monkey in a tree"); the pond is a lake whose lily pad the subject sits on ("a frog on a lily pad"); the mud is the farm with a
 * mud puddle under the subject's feet ("a pig in the mud").
 */
export const PLACE_ONLY_BACKDROPS = ['river', 'lake', 'waterfall', 'beach', 'rain', 'castle', 'volcano', 'mountain', 'tree', 'pond', 'mud'] as const;
export type PlaceOnlyBackdrop = (typeof PLACE_ONLY_BACKDROPS)[number];

/** What every background draws with: the drawing, its sky and ground, what to keep clear, and the shared parts. */
export type BackdropKit = {
  inner: Box;
  horizon: number;
  rng: Rng;
  sw: number;
  count: number;
  fine: boolean;
  sky: Box;
  groundBox: Box;
  avoid: Box[];
  daySky: () => string;
  hills: (layers: number) => string;
  foreground: () => string;
  cloudRow: (size: [number, number], drop: number) => Box[];
};
/** The backgrounds catalogue recipes use (each has its place name and sentence in the ten languages). */
export type CatalogueBackdrop = Exclude<Backdrop, (typeof PLACE_ONLY_BACKDROPS)[number]>;

/** How much a background holds: kids few big shapes, adults many small ones. */
export type Detail = { sw: number; count: number; fine: boolean };

/**
 * `moon: false`: the page draws the prompt's own moon, so a night sky leaves out its own. `sun: false`: the sky
 * has no room for a sun (a name page's row of motifs fills it), so a day sky keeps only its clouds. `rainbow`: true, the prompt names a rainbow and a day sky arches it; false, the page draws the prompt's own rainbow as a motif, so the sky has none of its own. `keepClear`: boxes
 * beside the subject (the motifs there, a child's animal) which scattered stars, clouds and flowers and the
 * sky's patterns stay off as off the subject. `haloedBeside`: the boxes of motifs beside the subject that have
 * a halo round their outline (`motifHalos`) drawn over the background: the scattered shapes stay off them, the
 * patterns run behind them. `patternSky`: on a fine page the day sky is patterned, rings round the sun crossing
 * its rays (`sunRings`), and the hills are patchwork fields (`sky-patterns.ts`). `haloed`: the subject has a
 * halo, so the patterns run behind it too and only `keepClear` stays clear of them. `undersides`: the outlines
 * of the subject and what is beside it, where they come lowest, which the sea floor's plants keep clear of (a
 * page without them keeps its plants where the seed put them). `skyKey`: a stable hash of the subject's motif id,
 * mixed into where the sun shines and which look the day sky has (day-sky.ts), so prompts at one seed differ.
 * `onSky`: told which look a day sky got (the composer's result reports it).
 */
export type BackdropContext = {
  inner: Box;
  horizon: number;
  rng: Rng;
  detail: Detail;
  moon?: boolean;
  sun?: boolean;
  rainbow?: boolean;
  keepClear?: Box[];
  haloedBeside?: Box[];
  patternSky?: boolean;
  haloed?: boolean;
  undersides?: Underside[];
  skyKey?: number;
  onSky?: (kind: SkyKind) => void;
};

/** The backgrounds whose sky has a sun of their own (the prompt's sun would be a second one). */
export const SUNNY: ReadonlySet<Backdrop> = new Set(['meadow', 'farm', 'forest', 'city', 'waves', 'field', 'jungle', 'sky']);
