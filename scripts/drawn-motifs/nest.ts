// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path } from '../../lib/studio/art-kit/shapes';

/** An egg standing in the nest, its bottom hidden by the nest's front, centred on `cx` with its top at `top`. */
const egg = (cx: number, top: number, w: number) =>
  path(`M${cx} ${top}Q${cx + w} ${top} ${cx + w} ${top + 13}L${cx - w} ${top + 13}Q${cx - w} ${top} ${cx} ${top}Z`);

/**
 * A bird's nest with three eggs on a branch: the branch with two leaves, the nest's far rim, three speckled eggs,
 * and the nest's front woven in three bands, each cut by slanting twigs into cells to colour, with a few twig ends
 * sticking out. OpenMoji's nest was a plain ring round the eggs with a line across them.
 */
export function nest() {
  const f: string[] = [];
  const s: string[] = [];
  // the branch behind the nest, and its leaves
  f.push(path('M2 51Q20 48 36 50Q52 52 70 47L70 52.5Q52 57.5 36 55.5Q20 53.5 2 56.5Z'));
  f.push(path('M62 50Q63 40 71 37Q70.5 46.5 62 50Z'), path('M7 55.5Q3 63 10 67Q13 61 7 55.5Z'));
  s.push('M63 49Q66 44 70 39.5M7.6 57Q8.8 62 9.8 66');
  // the far rim of the nest
  f.push(path('M8 36Q10 24 36 24Q62 24 64 36Z'));
  // three eggs, the middle one in front, each with speckles
  f.push(egg(24, 22, 8), egg(48, 22, 8), egg(36, 19, 9));
  f.push(
    path(circle(20.5, 27.5, 1.3)),
    path(circle(22.5, 32, 1)),
    path(circle(33, 25, 1.2)),
    path(circle(39.5, 28.5, 1.4)),
    path(circle(50.5, 26.5, 1.2)),
    path(circle(52.5, 31.5, 1)),
  );
  // the nest's front: a bowl woven in three bands, each band cut into cells by slanting twigs
  f.push(path('M6 34Q8 33 36 33Q64 33 66 34Q65 52 36 54Q7 52 6 34Z'));
  s.push('M6.6 40Q36 45 65.4 40M8.8 46.5Q36 51 63.2 46.5');
  for (let k = 0; k < 9; k++) {
    const x = 11 + k * 6.25;
    s.push(`M${x} 33.4L${x + (k % 2 ? 2.6 : -2.6)} ${41.8 + Math.abs(4 - k) * 0.1}`);
  }
  for (let k = 0; k < 7; k++) {
    const x = 15 + k * 7;
    s.push(`M${x} ${42.6 + Math.abs(3 - k) * -0.35}L${x + (k % 2 ? -2.4 : 2.4)} ${48.6 - Math.abs(3 - k) * 0.5}`);
  }
  // twig ends sticking out of the rim
  f.push(path('M5 35L0.5 31L1.5 30L6.5 33.5Z'), path('M66.5 33.5L71 29L72 30.2L67 35Z'));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
