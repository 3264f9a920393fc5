// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A sandcastle. No emoji draws one: "a sandcastle" drew nothing.
import { art, done, type Drawn } from './art';
import { path, r2, starPath } from '../../lib/studio/art-kit/shapes';

/** A tower's outline from x0 to x1, standing on y1, its top at y0 cut into `n` merlons `depth` tall. */
function tower(x0: number, x1: number, y0: number, y1: number, n: number, depth = 3.2): string {
  // n merlons and n − 1 gaps, the gaps as wide as the merlons
  const w = (x1 - x0) / (2 * n - 1);
  let d = `M${x0} ${y1}V${y0}`;
  for (let i = 0; i < n; i++) {
    const x = x0 + 2 * i * w;
    d += `H${r2(x + w)}`;
    if (i < n - 1) d += `V${r2(y0 + depth)}H${r2(x + 2 * w)}V${y0}`;
  }
  return `${d}H${x1}V${y1}Z`;
}

/** An arched window or door from x0 to x1, its sill at y1, its arch's top at y0. */
const arch = (x0: number, x1: number, y0: number, y1: number) => {
  const r = (x1 - x0) / 2;
  return `M${x0} ${y1}V${r2(y0 + r)}A${r} ${r} 0 0 1 ${x1} ${r2(y0 + r)}V${y1}Z`;
};

/**
 * A sandcastle on its heap of sand, as a bucket turns it out: a tall middle tower and two lower ones at the sides,
 * a wall between them, all with merlons and the rings the bucket left round them, an arched door and windows, a flag
 * on the middle tower, a scallop shell and a starfish on the sand.
 */
export function sandcastle(): Drawn {
  const a = art();
  // the flag on the middle tower
  a.f.push(path('M35.3 16V2.6H36.7V16Z'), path('M36.7 2.8L46.4 6.2L36.7 9.6Z'));
  // the wall and the three towers, the rings the bucket left round them
  a.f.push(path(tower(16, 56, 38, 58, 5, 2.6)));
  a.f.push(path(tower(7, 22, 28, 60, 3)), path(tower(50, 65, 28, 60, 3)));
  a.f.push(path(tower(26, 46, 16, 60, 3)));
  a.s.push('M7 40H22M7 50H22', 'M50 40H65M50 50H65', 'M26 28H46M26 40H46');
  // the door and the windows
  a.f.push(path(arch(31.4, 40.6, 46, 60)));
  a.s.push('M36 46V60');
  a.f.push(path(arch(33.2, 38.8, 30.4, 37.4)), path(arch(12.2, 16.8, 42, 48)), path(arch(55.2, 59.8, 42, 48)));
  // the heap of sand it stands on
  a.f.push(path('M1.6 68.4Q2 60.6 12 59.4Q36 57.4 60 59.4Q70 60.6 70.4 68.4Z'));
  // a scallop shell and a starfish on the sand
  a.f.push(path('M8.4 66.6L4.6 62.6Q8.4 58.6 12.2 62.6Z'));
  a.s.push('M8.4 66.6L6.6 61.2M8.4 66.6V60.6M8.4 66.6L10.2 61.2');
  a.f.push(path(starPath(58, 64.4, 3.4)));
  return done(a);
}
