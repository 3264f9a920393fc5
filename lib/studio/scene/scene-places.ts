// The scene composer's per-audience look and the tables of where a subject may stand, kept apart from the
// composer (compose-scene.ts) so its tests and the catalogue's can read them without the layout code.
import type { Backdrop, Detail } from './backdrops';

export type SceneStyle = 'kids' | 'teens' | 'adults';

/** Line width, subject size (share of the drawing's width) and background detail of each audience. */
export const SCENE_LOOK: Record<SceneStyle, { stroke: number; subject: number; alone: number; companion: number; detail: Detail }> = {
  kids: { stroke: 1.4, subject: 0.74, alone: 0.92, companion: 0.24, detail: { sw: 1.3, count: 2, fine: false } },
  teens: { stroke: 0.9, subject: 0.68, alone: 0.9, companion: 0.26, detail: { sw: 0.8, count: 4, fine: false } },
  adults: { stroke: 0.6, subject: 0.66, alone: 0.88, companion: 0.26, detail: { sw: 0.5, count: 6, fine: true } },
};

/** The share of the drawing's width or height every scene subject spans at least. */
export const SUBJECT_MIN_SPAN = 0.6;
/**
 * Places that must stay in sight around the subject: a width share for it and where its feet are (shares of the
 * drawing's height), swimming or standing. A duck on a lake filled the page and hid the water but for a strip at
 * the horizon; a cat in the rain hid the puddles and most of the drops.
 */
export const OPEN_PLACES: Partial<Record<Backdrop, { span: number; swim: [number, number]; stand: [number, number] }>> = {
  // on the water, ripples under and beside it and the reeds of the near shore in front; on the near shore, water behind
  lake: { span: 0.62, swim: [0.76, 0.8], stand: [0.93, 0.96] },
  river: { span: 0.66, swim: [0.72, 0.76], stand: [0.9, 0.95] },
  waterfall: { span: 0.66, swim: [0.76, 0.8], stand: [0.92, 0.96] },
  // in the sea beyond the shore, or on the sand with its shells on both sides
  beach: { span: 0.66, swim: [0.62, 0.66], stand: [0.92, 0.96] },
  // puddles in the grass in front, drops on both sides
  rain: { span: 0.64, swim: [0.82, 0.86], stand: [0.82, 0.86] },
  // up on a bough of the big tree, its trunk beside and the ground far below; on a lily pad out on the pond
  tree: { span: 0.6, swim: [0.62, 0.68], stand: [0.62, 0.68] },
  pond: { span: 0.6, swim: [0.72, 0.76], stand: [0.72, 0.76] },
  // in a mud puddle that reaches out on both sides, its splashes and the ground in front showing
  mud: { span: 0.68, swim: [0.84, 0.88], stand: [0.84, 0.88] },
  // before the volcano or the mountain, its peak rising over the subject's back
  volcano: { span: 0.78, swim: [0.92, 0.96], stand: [0.92, 0.96] },
  mountain: { span: 0.78, swim: [0.92, 0.96], stand: [0.92, 0.96] },
};

/**
 * A subject at least this much wider than tall is flat: alone across a portrait page it fills a fifth to two
 * fifths of its height. Just under it: the sled (1.53), drawn at an angle, whose pair read as a tangle.
 */
export const FLAT_ASPECT = 1.54;
