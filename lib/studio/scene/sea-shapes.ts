// The sea floor's and the open water's own small things, beside the seaweed, rock and shell of
// backdrop-shapes.ts: a starfish, a tuft of coral, a slim stalk of kelp and a little fish. Each is a
// white-filled closed outline, as every shape of a background is.
import { f } from './paper';
import { shape } from './backdrop-shapes';

/** How tall a starfish `r` across is drawn lying on the sand: its arms' reach above and below its middle. */
export const STARFISH_UP = 0.95;
export const STARFISH_DOWN = 0.85;

/**
 * A starfish as a child draws one, face on: five plump arms with rounded tips round a ring in its middle,
 * turned `turn` radians. (A pointed star on the sand read as one fallen from the sky.)
 */
export function starfish(cx: number, cy: number, r: number, sw: number, turn: number): string {
  const at = (a: number, u: number) => `${f(cx + Math.cos(a) * u)} ${f(cy + Math.sin(a) * u)}`;
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + turn + (i * 2 * Math.PI) / 5,
      v = a + Math.PI / 5;
    // from the valley before the arm, round its tip, to the valley after it
    d += `${i ? 'L' : 'M'}${at(a - Math.PI / 5, r * 0.42)}Q${at(a - 0.3, r * 0.9)} ${at(a, r)}Q${at(a + 0.3, r * 0.9)} ${at(v, r * 0.42)}`;
  }
  return `<path d="${d}Z" ${shape(sw)}/>` + `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.16)}" ${shape(sw * 0.8)}/>`;
}

/** A tuft of coral's branches: each from the fork, its lean (radians from straight up) and its length. */
export type CoralBranch = { lean: number; len: number; twig: number };

/**
 * A tuft of staghorn coral standing on `groundY`, `h` tall: a short trunk that forks into `branches`, each
 * curving up and out, the outer ones with a twig, all one thick round-ended tube. Drawn as its skeleton stroked
 * black, then white a line narrower on top, so the tube is one closed white area with no seam where branches meet.
 * (A fan of parallel rounded fingers read as a glove waving from the sand.)
 */
export function coral(x: number, groundY: number, h: number, branches: CoralBranch[], sw: number): string {
  const thick = h * 0.16,
    fork = { x, y: groundY - h * 0.3 };
  let d = `M${f(x)} ${f(groundY - thick / 2)}L${f(fork.x)} ${f(fork.y)}`;
  for (const b of branches) {
    const len = h * b.len,
      mid = { x: fork.x + Math.sin(b.lean * 0.6) * len * 0.5, y: fork.y - Math.cos(b.lean * 0.6) * len * 0.5 },
      end = { x: fork.x + Math.sin(b.lean) * len, y: fork.y - Math.cos(b.lean) * len };
    d += `M${f(fork.x)} ${f(fork.y)}Q${f(mid.x)} ${f(mid.y)} ${f(end.x)} ${f(end.y)}`;
    if (b.twig) {
      // from halfway along, up and farther out
      const a = b.lean + Math.sign(b.lean) * 0.5,
        t = h * b.twig;
      d += `M${f(mid.x)} ${f(mid.y)}L${f(mid.x + Math.sin(a) * t)} ${f(mid.y - Math.cos(a) * t)}`;
    }
  }
  const tube = (colour: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return tube('#000', thick + 2 * sw) + tube('#fff', thick);
}

/**
 * A slim stalk of kelp `h` tall standing at `bottom`: a ribbon `hw` wide each side of its stem, waving `amp`
 * to either side in six bends, ending in a point `KELP_TIP` of `hw` above `h`. Narrow at any height, it rises tall in the strip
 * beside a subject where a seaweed's fan of the same height (`seaweed`, a third as wide as tall) had no room.
 */
/** How far the kelp's pointed tip rises over its ribbon, a share of its half width. */
export const KELP_TIP = 2.5;

export function kelp(x: number, bottom: number, h: number, hw: number, amp: number, sw: number): string {
  const bends = 6,
    step = h / bends;
  const side = (k: 1 | -1) => (i: number) => `${f(x + k * hw + (i % 2 ? amp : -amp))} ${f(bottom - step * (i - 0.5))}`;
  let d = `M${f(x - hw)} ${f(bottom)}`;
  for (let i = 1; i <= bends; i++) d += `Q${side(-1)(i)} ${f(x - hw)} ${f(bottom - step * i)}`;
  d += `L${f(x)} ${f(bottom - h - hw * KELP_TIP)}L${f(x + hw)} ${f(bottom - h)}`;
  for (let i = bends; i >= 1; i--) d += `Q${side(1)(i)} ${f(x + hw)} ${f(bottom - step * (i - 1))}`;
  return `<path d="${d}Z" ${shape(sw)}/>`;
}

/**
 * A little fish swimming in the open water, `r` from its middle to its nose, facing right (`facing` 1) or left
 * (-1): a plump body and a forked tail as one outline, and a round black eye.
 */
export function littleFish(cx: number, cy: number, r: number, facing: 1 | -1, sw: number): string {
  const p = (u: number, v: number) => `${f(cx + facing * u * r)} ${f(cy + v * r)}`;
  const d = `M${p(1, 0)}Q${p(0.1, -0.95)} ${p(-0.6, 0)}L${p(-1.15, -0.55)}Q${p(-0.95, 0)} ${p(-1.15, 0.55)}L${p(-0.6, 0)}` + `Q${p(0.1, 0.95)} ${p(1, 0)}Z`;
  return `<path d="${d}" ${shape(sw)}/><circle cx="${f(cx + facing * 0.5 * r)}" cy="${f(cy - 0.1 * r)}" r="${f(Math.max(r * 0.1, sw * 0.8))}" fill="#000"/>`;
}
