// What the second of a flat pair stands on, farther back on the page: a far lane of road, a far track, the far
// water, a drift of snow or a rise of the ground. Each is a white-filled closed strip drawn under both subjects, so
// the near one hides it where it stands in front and it shows only beside and between them (flat-pair.ts).
import { shape } from './backdrop-shapes';
import { f, type Box } from './paper';

/** The kinds of ground a flat subject stands on: a road, rails, water or any other ground (snow, grass). */
export type FarGroundKind = 'lane' | 'track' | 'water' | 'mound';

/** A strip's drawing and the top of it: the horizon lies above, so the strip lies on the ground and not the sky. */
export type FarGround = { svg: string; top: number };

// The strip's edges as shares of the standing thing's height above (−) or below (+) its bottom edge. A lane is
// wide enough to read as a road behind a car's wheels; a track's rail and sleepers match the bullet train's own
// (its rail at 86–91 % of its height, sleepers to 98 %); the water's line is a boat's waterline.
const LANE: readonly [number, number] = [-0.22, 0.1];
const RAIL: readonly [number, number] = [-0.14, -0.09];
const SLEEPER: readonly [number, number] = [-0.11, -0.04];
/** Sleepers' width and spacing, shares of the height (the bullet train's: 4.2 and 7.5 units of its 44.5). */
const SLEEPER_W = 0.095,
  SLEEPER_STEP = 0.17;
const WATER: readonly [number, number] = [-0.18, -0.04];
/** A mound reaches this share of the thing's width beyond it on either side. */
const MOUND_REACH = 0.18;

/**
 * The strip `kind` under `box` (the thing standing on it), across the drawing `inner` but for a mound, which rises
 * under the thing alone. `sw` is the background's line width.
 */
export function farGround(kind: FarGroundKind, box: Box, inner: Box, sw: number): FarGround {
  const b = box.y + box.h,
    h = box.h,
    x0 = inner.x - 2,
    x1 = inner.x + inner.w + 2;
  const strip = ([top, bottom]: readonly [number, number], s = sw) =>
    `<rect x="${f(x0)}" y="${f(b + top * h)}" width="${f(x1 - x0)}" height="${f((bottom - top) * h)}" ${shape(s)}/>`;
  switch (kind) {
    case 'lane': {
      // The road's edges and its middle line in dashes, a third of the car's width long: one or two show beside it.
      const mid = b + ((LANE[0] + LANE[1]) / 2) * h,
        dash = box.w / 3;
      let dashes = '';
      for (let x = inner.x + ((box.x - inner.x) % (dash * 2)) - dash * 2; x < x1; x += dash * 2)
        dashes += `<rect x="${f(x)}" y="${f(mid - 0.6)}" width="${f(dash)}" height="1.2" ${shape(sw * 0.8)}/>`;
      return { svg: strip(LANE) + dashes, top: b + LANE[0] * h };
    }
    case 'track': {
      let sleepers = '';
      for (let x = inner.x + ((box.x - inner.x) % (SLEEPER_STEP * h)) - SLEEPER_STEP * h; x < x1; x += SLEEPER_STEP * h)
        sleepers += `<rect x="${f(x)}" y="${f(b + SLEEPER[0] * h)}" width="${f(SLEEPER_W * h)}" height="${f((SLEEPER[1] - SLEEPER[0]) * h)}" ${shape(sw)}/>`;
      return { svg: sleepers + strip(RAIL), top: b + RAIL[0] * h };
    }
    case 'water': {
      // Small waves along the waterline, about as long as a tenth of the boat, over a strip of water.
      const top = b + WATER[0] * h,
        bottom = b + WATER[1] * h,
        n = Math.max(6, Math.round((x1 - x0) / (box.w / 8))),
        step = (x1 - x0) / n,
        amp = (bottom - top) * 0.35;
      let d = `M${f(x0)} ${f(top)}`;
      for (let i = 0; i < n; i++) d += `q${f(step / 2)} ${f(-amp * 2)} ${f(step)} 0`;
      return { svg: `<path d="${d}V${f(bottom)}H${f(x0)}Z" ${shape(sw)}/>`, top: top - amp };
    }
    case 'mound': {
      // A low rise of snow or grass under the thing, its crest under the thing's middle.
      const reach = box.w * MOUND_REACH,
        crest = b - 0.08 * h,
        foot = b + 0.05 * h;
      const d =
        `M${f(box.x - reach)} ${f(foot)}C${f(box.x + box.w * 0.15)} ${f(crest)} ${f(box.x + box.w * 0.85)} ${f(crest)} ` +
        `${f(box.x + box.w + reach)} ${f(foot)}Z`;
      return { svg: `<path d="${d}" ${shape(sw)}/>`, top: crest };
    }
  }
}
