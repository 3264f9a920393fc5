// The nest a bird in the big tree has on its bough ("a bird in a tree", "an owl on a branch", "a bird in its
// nest"): a woven bowl sitting on the bough between the bird and the trunk, eggs in it, or on a kids' page, by
// seed, two chicks with open beaks. The bird had sat alone on a bare bough, and "a bird in its nest" had drawn
// a nest stamp in a corner of a meadow.
import { shape } from './backdrop-shapes';
import { f } from './paper';

/** The nest's width: at most this share of the bird's, at least this share (it may reach over the trunk then). */
export const NEST_WIDTH: readonly [number, number] = [0.36, 0.5];

/** An egg standing in the nest, its foot hidden by the nest's front: (cx, top) its crown, `r` its half-width. */
function egg(cx: number, top: number, r: number, sw: number, speckled: boolean): string {
  const foot = top + r * 2.2;
  let out = `<path d="M${f(cx)} ${f(top)}Q${f(cx + r * 1.3)} ${f(top)} ${f(cx + r)} ${f(foot)}L${f(cx - r)} ${f(foot)}Q${f(cx - r * 1.3)} ${f(top)} ${f(cx)} ${f(top)}Z" ${shape(sw)}/>`;
  if (speckled)
    for (const [u, v, s] of [
      [-0.35, 0.7, 0.2],
      [0.3, 1.1, 0.16],
      [-0.1, 1.5, 0.14],
    ] as const)
      out += `<circle cx="${f(cx + u * r)}" cy="${f(top + v * r)}" r="${f(s * r)}" ${shape(sw * 0.7)}/>`;
  return out;
}

/** A chick peeping over the rim: a round head, an eye, its beak open (two closed triangles), a tuft on top. */
function chick(cx: number, rim: number, r: number, sw: number, facing: -1 | 1): string {
  const cy = rim - r * 0.55;
  const bx = cx + facing * r * 0.85;
  return (
    `<path d="M${f(cx - r * 0.15)} ${f(cy - r * 0.95)}q${f(r * 0.1)} ${f(-r * 0.45)} ${f(r * 0.35)} ${f(-r * 0.4)}" fill="none" stroke="#000" stroke-width="${f(sw)}" stroke-linecap="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${shape(sw)}/>` +
    `<path d="M${f(bx)} ${f(cy - r * 0.05)}L${f(bx + facing * r * 0.6)} ${f(cy - r * 0.35)}L${f(bx)} ${f(cy - r * 0.3)}Z" ${shape(sw)}/>` +
    `<path d="M${f(bx)} ${f(cy + r * 0.05)}L${f(bx + facing * r * 0.5)} ${f(cy + r * 0.25)}L${f(bx)} ${f(cy + r * 0.3)}Z" ${shape(sw)}/>` +
    `<circle cx="${f(cx + facing * r * 0.3)}" cy="${f(cy - r * 0.25)}" r="${f(r * 0.14)}" fill="#000"/>`
  );
}

/**
 * A nest `w` wide whose foot sits at (cx, foot): the far rim, what is in it, then the bowl's front woven in bands
 * (two on a coarse page, three on a fine one, whose eggs are speckled), each cut by slanting twigs into cells to colour, a twig end
 * sticking out at each side. `chicks`: two chicks instead of eggs; `facing`: the side the chicks look to.
 */
export function treeNest(cx: number, foot: number, w: number, sw: number, fine: boolean, chicks: boolean, facing: -1 | 1): string {
  const half = w / 2,
    h = w * 0.42,
    rim = foot - h;
  let out = `<g class="nest">`;
  // the far rim, then the eggs or chicks in the hollow
  out += `<path d="M${f(cx - half * 0.95)} ${f(rim + h * 0.05)}Q${f(cx)} ${f(rim - h * 0.45)} ${f(cx + half * 0.95)} ${f(rim + h * 0.05)}Z" ${shape(sw)}/>`;
  if (chicks) out += chick(cx - half * 0.38, rim + h * 0.1, w * 0.17, sw, -facing as -1 | 1) + chick(cx + half * 0.35, rim + h * 0.05, w * 0.19, sw, facing);
  else {
    const r = w * 0.1;
    out += [-0.45, 0.45, 0].map((u) => egg(cx + u * half, rim - r * (u ? 1.5 : 2), r, sw, fine)).join('');
  }
  // the bowl's front: from rim to rim round under the foot
  const bowl = `M${f(cx - half)} ${f(rim)}Q${f(cx)} ${f(rim + h * 0.12)} ${f(cx + half)} ${f(rim)}Q${f(cx + half * 0.95)} ${f(foot)} ${f(cx)} ${f(foot)}Q${f(cx - half * 0.95)} ${f(foot)} ${f(cx - half)} ${f(rim)}Z`;
  out += `<path d="${bowl}" ${shape(sw)}/>`;
  // the weave: bands across the bowl, each cut into cells by twigs slanting one way then the other
  const bands = fine ? 3 : 2;
  let weave = '';
  const edgeAt = (y: number) => {
    // the bowl's half-width at height y (its sides curve in towards the foot)
    const q = (y - rim) / h;
    return half * Math.sqrt(Math.max(0, 1 - q * q)) * 0.98;
  };
  const ys = Array.from({ length: bands + 1 }, (_, i) => rim + (h * (i + (i ? 0.05 : 0.08))) / (bands + 0.25));
  for (let i = 1; i < ys.length; i++) {
    const y = ys[i]!;
    if (i < bands) weave += `M${f(cx - edgeAt(y))} ${f(y)}Q${f(cx)} ${f(y + h * 0.1)} ${f(cx + edgeAt(y))} ${f(y)}`;
    const y0 = ys[i - 1]! + h * 0.04,
      y1 = Math.min(y, foot - h * 0.08);
    const e = Math.min(edgeAt(y0), edgeAt(y1));
    const n = fine ? 7 - i : 5 - i;
    for (let k = 0; k < n; k++) {
      const x = cx - e + ((k + 0.5) * 2 * e) / n,
        lean = ((k + i) % 2 ? 1 : -1) * w * 0.04;
      weave += `M${f(x - lean)} ${f(y0)}L${f(x + lean)} ${f(y1)}`;
    }
  }
  out += `<path d="${weave}" fill="none" stroke="#000" stroke-width="${f(sw * 0.75)}" stroke-linecap="round"/>`;
  // a twig end sticking out at each side of the rim
  for (const s of [-1, 1])
    out += `<path d="M${f(cx + s * half * 0.92)} ${f(rim + h * 0.12)}L${f(cx + s * half * 1.18)} ${f(rim - h * 0.2)}L${f(cx + s * half * 1.22)} ${f(rim - h * 0.1)}L${f(cx + s * half * 0.98)} ${f(rim + h * 0.22)}Z" ${shape(sw * 0.8)}/>`;
  return out + '</g>';
}
