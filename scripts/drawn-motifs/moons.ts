// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2 } from '../../lib/studio/art-kit/shapes';

export type MoonPhase = 'new' | 'waxingCrescent' | 'firstQuarter' | 'waxingGibbous' | 'full' | 'waningGibbous' | 'lastQuarter' | 'waningCrescent';

const C = 36,
  R = 28;
// How far the edge between light and dark (the terminator, half an ellipse) bulges from the middle, as a share of
// the radius, and to which side the lit part lies (1 right, as the moon waxes; -1 left, as it wanes).
const PHASES: Record<MoonPhase, { lit: number; side: 1 | -1 }> = {
  new: { lit: 0, side: 1 },
  waxingCrescent: { lit: 0.3, side: 1 },
  firstQuarter: { lit: 0.5, side: 1 },
  waxingGibbous: { lit: 0.7, side: 1 },
  full: { lit: 1, side: 1 },
  waningGibbous: { lit: 0.7, side: -1 },
  lastQuarter: { lit: 0.5, side: -1 },
  waningCrescent: { lit: 0.3, side: -1 },
};
// Craters (centre, radius), spread over the disc; each phase draws those clear of its terminator.
const CRATERS: [number, number, number][] = [
  [25, 24, 5.2],
  [45.5, 45, 6.4],
  [47, 21.5, 3.6],
  [22.5, 45.5, 3.4],
  [35, 54.5, 2.8],
  [35.5, 33.5, 3],
  [55.5, 34, 2.6],
  [15.4, 33.5, 2.4],
  [33, 15.5, 2.2],
  [52, 55, 1.8],
];

/**
 * A moon in one of its phases, to colour: the disc with craters, and the part in shadow a closed area of its own
 * under a light stipple of dots, so it reads as dark without being printed black. OpenMoji's new moon was a solid
 * black disc and its quarters and crescents solid black halves and crescents, which a coloring page must not have.
 */
export function moonPhase(phase: MoonPhase) {
  const { lit, side } = PHASES[phase];
  // The terminator's x at height y: the dark part lies on the side away from the light.
  const rx = R * Math.abs(1 - 2 * lit);
  const bulge = lit < 0.5 ? side : -side; // towards the lit side for a crescent, away from it for a gibbous moon
  const terminator = (y: number) => C + bulge * rx * Math.sqrt(Math.max(0, 1 - ((y - C) / R) ** 2));
  const dark = (x: number, y: number, margin: number) => {
    if (lit >= 1) return false;
    if (Math.hypot(x - C, y - C) > R - margin) return false;
    if (lit <= 0) return true;
    return side > 0 ? x < terminator(y) - margin : x > terminator(y) + margin;
  };
  const f = [path(circle(C, C, R))];
  if (lit > 0 && lit < 1) {
    // down half the rim on the dark side, then back up the terminator (arc sweep 0: counter-clockwise on paper)
    const rim = side > 0 ? 0 : 1;
    const back = bulge > 0 ? 0 : 1;
    const edge = rx < 0.5 ? `V${C - R}` : `A${r2(rx)} ${R} 0 0 ${back} ${C} ${C - R}`;
    f.push(path(`M${C} ${C - R}A${R} ${R} 0 0 ${rim} ${C} ${C + R}${edge}Z`));
  }
  // craters wholly on one side of the terminator
  const kept = CRATERS.filter(([x, y, r]) => {
    if (lit <= 0 || lit >= 1) return true;
    const ys = [y - r, y, y + r];
    return ys.every((yy) => Math.abs(x - terminator(yy)) > r + 1.2) && Math.abs(x - terminator(y)) > r + 1.2;
  });
  for (const [x, y, r] of kept) f.push(path(circle(x, y, r)));
  // the stipple: dots on a staggered grid in the dark part, clear of the edges and the craters
  const dots: string[] = [];
  for (let row = 0, y = C - R + 3.4; y < C + R; row++, y += 3.9)
    for (let x = C - R + 2 + (row % 2) * 2.25; x < C + R; x += 4.5) {
      if (!dark(x, y, 2)) continue;
      if (kept.some(([cx, cy, r]) => Math.hypot(x - cx, y - cy) < r + 1.6)) continue;
      dots.push(circle(r2(x), r2(y), 0.5));
    }
  return { f: f.join(''), s: '', d: dots.length ? `<path d="${dots.join('')}"/>` : '' };
}
