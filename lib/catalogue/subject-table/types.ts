import type { CatalogueBackdrop as Backdrop } from '@/lib/studio/scene/backdrops';
import type { ThemeSlug } from '../themes';

/** A subject's name in the ten languages (en, de, es, fr, ja, ko, pt, tw, vi, zh), as a title shows it. */
export type Names = readonly [en: string, de: string, es: string, fr: string, ja: string, ko: string, pt: string, tw: string, vi: string, zh: string];
/**
 * One subject: its key, the OpenMoji motif drawn, and its names; last, optionally, backgrounds of its own where
 * its group's would put it somewhere odd (a carp streamer in the kitchen). A row keeps its place in its group
 * so the subject keeps its seed and audience, which follow its place in the list.
 */
export type Row = [key: string, motif: string, names: Names, backdrops?: Backdrop[]];
/** Subjects of one theme that suit the same backgrounds. */
export type SubjectGroup = [ThemeSlug, Backdrop[], Row[]];

// The backgrounds that suit a kind of subject, in the order a seed picks them.
export const WILD: Backdrop[] = ['jungle', 'forest', 'meadow'];
export const WOODS: Backdrop[] = ['forest', 'meadow', 'night'];
export const HOME: Backdrop[] = ['kitchen', 'meadow', 'city'];
export const FARM: Backdrop[] = ['farm', 'meadow', 'winter'];
export const SEA: Backdrop[] = ['sea', 'sea', 'sea'];
export const DINO: Backdrop[] = ['jungle', 'forest', 'night'];
export const MAGIC: Backdrop[] = ['night', 'forest', 'meadow'];
export const SPACE: Backdrop[] = ['space', 'night', 'space'];
export const ROAD: Backdrop[] = ['city', 'meadow', 'farm'];
export const AIR: Backdrop[] = ['sky', 'city', 'meadow'];
export const WATER: Backdrop[] = ['waves', 'night', 'city'];
export const GARDEN: Backdrop[] = ['meadow', 'forest', 'farm'];
export const FOOD: Backdrop[] = ['kitchen', 'party', 'meadow'];
export const SPORT: Backdrop[] = ['field', 'city', 'meadow'];
export const SNOW: Backdrop[] = ['winter', 'night', 'city'];
export const FEAST: Backdrop[] = ['party', 'kitchen', 'city'];
// Festival things that stand outdoors, for a row of FEAST's to take as its own: a carp streamer flies from a pole
// over a garden, in the sky or over a town; a Tanabata bamboo stands under the stars of the Milky Way.
export const STREAMER: Backdrop[] = ['meadow', 'sky', 'city'];
export const STARRY: Backdrop[] = ['night', 'meadow', 'city'];
