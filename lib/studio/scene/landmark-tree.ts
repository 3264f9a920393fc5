// The big tree a climber or a bird sits in ("a monkey in a tree", "an owl on a branch"): its trunk beside the
// subject from the page's foot up into a leafy crown over the top of the page, the ground far below. Drawn as a
// printed colouring book draws a tree: the crown in clumps of leaves, each leaf an area to colour, apples hanging
// in it on the coarser pages; the trunk with bark and a knot hole; grass, flowers and bushes on the ground. (The
// crown had been one scalloped oval cut by the page's top, which read as a cloud, over a blank band of ground.)
import type { BackdropKit } from './backdrop-kinds';
import { band, bush, flower, lobes, scatter, shape, tree } from './backdrop-shapes';
import { clump, crownLook, fruit } from './crown-clumps';
import { trunkBeside, type Trunk } from './landmark-seats';
import { f, type Box } from './paper';
import type { Rng } from './prng';
import { tuft } from './scenery';

/** The crown: its middle's height (a share of the drawing's, from its top) and its half-width and half-height. */
export const CROWN_Y = 0.1;
export const CROWN_RX = 0.6;
export const CROWN_RY = 0.2;
/** Where a thing named with the sitter goes: in the crown, over the trunk, its foot this high (a share of the height). */
export const CROWN_SEAT = 0.28;

/**
 * The crown: a lobed outline over the top of the page, filled with clumps of leaves, each clump a lobed outline of
 * its own drawn over the ones above it (so they read as layers of leafage), each its own size and shape with its
 * own leaves (crown-clumps.ts). The coarser pages hang fruit under the lower clumps; the adults' have smaller
 * clumps in a leaf pattern.
 */
function crown(cx: number, cy: number, rx: number, ry: number, sw: number, count: number, fine: boolean, rng: Rng): string {
  let out = `<g class="crown">` + lobes(cx, cy, rx, ry, fine ? 18 : count >= 4 ? 14 : 11, sw, rng);
  const look = crownLook(fine, count, rng);
  const rc = rx * (fine ? 0.13 : count >= 4 ? 0.16 : 0.2);
  // the clumps' middles on a jittered grid inside the outline, top rows first
  const spots: [number, number][] = [];
  for (let y = cy - ry * 0.55; y <= cy + ry * 0.95; y += rc * 1.3)
    for (let x = cx - rx; x <= cx + rx; x += rc * 1.6) {
      const px = x + rng.range(-0.3, 0.3) * rc + (Math.round((y - cy) / rc) % 2 ? rc * 0.8 : 0),
        py = y + rng.range(-0.2, 0.2) * rc;
      if (((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 < 0.8) spots.push([px, py]);
    }
  spots.forEach(([x, y], i) => (out += clump(x, y, rc * rng.range(0.85, 1.2), sw, look, i, rng)));
  // fruit under the lower clumps, on the coarser pages
  if (look.fruit) {
    const low = spots.filter(([, y]) => y > cy + ry * 0.2);
    const n = Math.min(low.length, count >= 4 ? 5 : 3);
    for (let i = 0; i < n; i++) {
      const [x, y] = low[Math.floor((i + 0.5) * (low.length / n))]!;
      out += fruit(look.fruit, x + rc * 0.5, y + rc * 0.55, rc * 0.32, sw * 0.9);
    }
  }
  return out + '</g>';
}

/**
 * The trunk from below the page's foot up into the crown, flaring into roots at the ground: long wavy grooves of
 * bark, short cracks between them on the finer pages, and a knot hole halfway between the crown and the bough.
 * `id="landmark"` marks its outline for the tests.
 */
function trunk({ cx, w }: Trunk, bottom: number, top: number, knotY: number, sw: number, count: number, fine: boolean, rng: Rng): string {
  const d = `M${f(cx - w)} ${f(bottom)}Q${f(cx - w * 0.5)} ${f(bottom - 8)} ${f(cx - w * 0.5)} ${f(bottom - (bottom - top) * 0.25)}L${f(cx - w * 0.4)} ${f(top)}L${f(cx + w * 0.4)} ${f(top)}L${f(cx + w * 0.5)} ${f(bottom - (bottom - top) * 0.25)}Q${f(cx + w * 0.5)} ${f(bottom - 8)} ${f(cx + w)} ${f(bottom)}Z`;
  let out = `<path id="landmark" d="${d}" ${shape(sw)}/>`;
  const grooves = fine ? 4 : count >= 4 ? 3 : 2;
  let lines = '';
  for (let i = 0; i < grooves; i++) {
    const x0 = cx - w * 0.3 + (w * 0.6 * (i + 0.5)) / grooves,
      y0 = bottom - (bottom - top) * rng.range(0.02, 0.08),
      y1 = top + (bottom - top) * rng.range(0.05, 0.15);
    lines += `M${f(x0)} ${f(y0)}Q${f(x0 + w * 0.08)} ${f((y0 + y1) / 2)} ${f(x0 - w * 0.03)} ${f(y1)}`;
  }
  // the roots: a line from each side of the flare into the trunk
  for (const s of [-1, 1]) lines += `M${f(cx + s * w * 0.8)} ${f(bottom)}Q${f(cx + s * w * 0.5)} ${f(bottom - 6)} ${f(cx + s * w * 0.3)} ${f(bottom - 14)}`;
  // short bark cracks across the grooves
  for (let i = 0; i < (fine ? 10 : count >= 4 ? 5 : 0); i++) {
    const x0 = cx + w * rng.range(-0.35, 0.3),
      y0 = top + (bottom - top) * rng.range(0.1, 0.9);
    lines += `M${f(x0)} ${f(y0)}q${f(w * 0.05)} ${f(-w * 0.08)} ${f(w * 0.1)} 0`;
  }
  out += `<path d="${lines}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}" stroke-linecap="round"/>`;
  // the knot hole: a lip round a dark-looking hollow (a second ring inside)
  const kx = cx + w * rng.range(-0.08, 0.08),
    krx = w * 0.2,
    kry = w * 0.28;
  out += `<ellipse cx="${f(kx)}" cy="${f(knotY)}" rx="${f(krx)}" ry="${f(kry)}" ${shape(sw)}/>`;
  out += `<ellipse cx="${f(kx)}" cy="${f(knotY + kry * 0.12)}" rx="${f(krx * 0.62)}" ry="${f(kry * 0.68)}" ${shape(sw * 0.9)}/>`;
  return out;
}

/** A leafy tree far off on the horizon: a short trunk under a big lobed crown (not a round head on a post). */
function farTree(x: number, groundY: number, h: number, sw: number, rng: Rng): string {
  const tw = h * 0.14;
  return (
    `<path d="M${f(x - tw / 2)} ${f(groundY)}L${f(x - tw / 2)} ${f(groundY - h * 0.45)}L${f(x + tw / 2)} ${f(groundY - h * 0.45)}L${f(x + tw / 2)} ${f(groundY)}Z" ${shape(sw)}/>` +
    lobes(x, groundY - h * 0.62, h * 0.36, h * 0.34, 7, sw, rng)
  );
}

/** The big tree's page (see the file's head): sky, hills, the ground with its bushes and flowers, the trunk, the crown. */
export function paintTree(kit: BackdropKit): string {
  const { inner, horizon, rng, sw, count, fine, groundBox, avoid, daySky, hills, foreground } = kit;
  const trunkAt = trunkBeside(inner, avoid[0]!);
  const bottom = inner.y + inner.h + 2,
    crownY = inner.y + inner.h * CROWN_Y,
    rx = inner.w * CROWN_RX,
    ry = inner.h * CROWN_RY;
  const trunkBox: Box = { x: trunkAt.cx - trunkAt.w - 3, y: inner.y, w: trunkAt.w * 2 + 6, h: inner.h };
  const clear = [...avoid, trunkBox];
  let out = daySky() + hills(2) + band(inner, horizon, 2, 3, sw, rng);
  // far below: trees along the horizon clear of the trunk, bushes before them, then the grass with its flowers
  const far = count + 1;
  out += scatter({ x: inner.x, y: horizon - inner.h * 0.14, w: inner.w, h: inner.h * 0.14 }, far, inner.h * 0.06, [trunkBox], rng, (x0, _y, s) =>
    rng.next() < 0.35 ? tree(x0, horizon + 2, s * 2.2, sw, rng, true) : farTree(x0, horizon + 2, s * 2.2, sw, rng),
  );
  out += scatter({ x: inner.x, y: horizon - 4, w: inner.w, h: 10 }, count + 1, inner.w * 0.06, [trunkBox], rng, (x0, _y, s) =>
    bush(x0, horizon + 4, s * 2, s * 0.9, sw, rng),
  );
  out += foreground();
  const grass = { ...groundBox, y: horizon + 8, h: groundBox.h - 10 };
  out += scatter(grass, count * 3 + 2, fine ? 4 : 6, clear, rng, (x0, y0, s) =>
    rng.next() < 0.55 ? flower(x0, y0, s, fine ? 8 : 5, sw * 0.8) : tuft(x0, y0 + s / 2, s * 1.5, sw * 0.8),
  );
  const knotY = inner.y + inner.h * rng.range(0.42, 0.5);
  out += trunk(trunkAt, bottom, crownY + ry * 0.6, knotY, sw, count, fine, rng);
  // the crown leans over the subject from the trunk's side
  return out + crown(trunkAt.cx - trunkAt.side * inner.w * 0.18, crownY, rx, ry, sw, count, fine, rng);
}
