// A kids' pattern page's little pictures: a flower or a drop of honey in some of the honeycomb's cells, a star or a
// moon among the star tiles, a heart in a pane of glass, a bubble in a fish scale, a heart or a star in a triangle.
// Alone, a kids' tessellation was a sheet of empty cells, like graph paper; printed pattern books for children
// put a small picture in every few cells. Each picture is a closed area well inside its cell (the cell around it
// stays one area to colour) and keeps clear of the page's medallion and its frame.
import { flower, raindrop, shape } from './backdrop-shapes';
import { f, type Box } from './paper';
import type { Rng } from './prng';

/** The middle of a cell and the radius of the round space it has there. */
export type Spot = { x: number; y: number; r: number };
type Circle = { x: number; y: number; r: number };

type Charm = (x: number, y: number, r: number, sw: number, rng: Rng) => string;

function starShape(x: number, y: number, r: number, sw: number, rng: Rng): string {
  const turn = rng.range(-0.25, 0.25);
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + turn + (i * Math.PI) / 5,
      rr = i % 2 ? r * 0.48 : r;
    d += `${i ? 'L' : 'M'}${f(x + Math.cos(a) * rr)} ${f(y + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

function heart(x: number, y: number, r: number, sw: number): string {
  const s = r * 0.72,
    cy = y + r * 0.1;
  const d = `M${f(x)} ${f(cy + s)}C${f(x - 1.6 * s)} ${f(cy - 0.1 * s)} ${f(x - 1.1 * s)} ${f(cy - 1.3 * s)} ${f(x)} ${f(cy - 0.55 * s)}C${f(x + 1.1 * s)} ${f(cy - 1.3 * s)} ${f(x + 1.6 * s)} ${f(cy - 0.1 * s)} ${f(x)} ${f(cy + s)}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

/** A crescent moon: the disc less a disc moved to one side, one closed area. */
function moon(x: number, y: number, r: number, sw: number, rng: Rng): string {
  const side = rng.next() < 0.5 ? -1 : 1;
  const [top, bottom] = [
    [x + side * r * 0.28, y - r * 0.96],
    [x + side * r * 0.28, y + r * 0.96],
  ];
  const d = `M${f(top[0])} ${f(top[1])}A${f(r)} ${f(r)} 0 1 ${side > 0 ? 0 : 1} ${f(bottom[0])} ${f(bottom[1])}A${f(r * 0.8)} ${f(r * 0.8)} 0 1 ${side > 0 ? 1 : 0} ${f(top[0])} ${f(top[1])}Z`;
  return `<path d="${d}" ${shape(sw)}/>`;
}

/** A bubble with a round shine in its upper part: two closed areas. */
function bubble(x: number, y: number, r: number, sw: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${shape(sw)}/><circle cx="${f(x + r * 0.38)}" cy="${f(y - r * 0.38)}" r="${f(r * 0.26)}" ${shape(sw)}/>`;
}

const CHARMS: Record<string, Charm[]> = {
  hexagons: [(x, y, r, sw) => flower(x, y, r, 5, sw), (x, y, r, sw) => raindrop(x, y + r * 0.25, r * 0.62, sw)],
  stars: [starShape, moon],
  glass: [(x, y, r, sw) => heart(x, y, r, sw), starShape],
  scales: [(x, y, r, sw) => bubble(x, y, r, sw), (x, y, r, sw) => bubble(x, y, r * 0.8, sw)],
  triangles: [(x, y, r, sw) => heart(x, y, r, sw), starShape],
};

/** The share of the whole cells that get a picture. */
const SHARE = 0.38;
/** A picture's radius, a share of its cell's round space: the cell stays a wide ring around it. */
const SIZE = 0.55;

/**
 * Little pictures of the pattern `kind` in about `SHARE` of `spots`, each inside `inner` and clear of `keepOut`
 * (the medallions), chosen and turned by `rng`.
 */
export function patternCharms(kind: string, spots: Spot[], inner: Box, keepOut: Circle[], sw: number, rng: Rng): string {
  const kinds = CHARMS[kind] ?? [];
  let out = '';
  for (const spot of spots) {
    const inside =
      spot.x - spot.r > inner.x + 2 && spot.x + spot.r < inner.x + inner.w - 2 && spot.y - spot.r > inner.y + 2 && spot.y + spot.r < inner.y + inner.h - 2;
    if (!inside || !kinds.length || keepOut.some((c) => Math.hypot(spot.x - c.x, spot.y - c.y) <= c.r + spot.r + 1)) continue;
    const chosen = rng.next() < SHARE;
    const which = rng.int(0, kinds.length - 1);
    if (chosen) out += kinds[which](spot.x, spot.y, spot.r * SIZE, sw, rng);
  }
  return out;
}
