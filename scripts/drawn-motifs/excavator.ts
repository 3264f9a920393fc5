// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, roundRect } from '../../lib/studio/art-kit/shapes';

/**
 * An excavator (a digger) side-on: tracks round their wheels, a turntable, a cab with its window, the engine
 * housing behind it, a boom and an arm with their hydraulic rams, and a toothed bucket. No emoji draws one (the
 * nearest is a crane over a building site), so "digger", "Bagger", "excavadora" drew nothing.
 */
export function excavator() {
  const f: string[] = [];
  const s: string[] = [];
  // the tracks: the belt, its wheels, the treads along the bottom
  f.push(path(roundRect(12, 52, 60, 64.5, 6.2)));
  f.push(path(roundRect(15.5, 55, 56.5, 61.5, 3.2)));
  for (const x of [19.5, 28, 36, 44, 52.5]) f.push(path(circle(x, 58.25, 2.4)));
  s.push('M18 64.5V62.4M24 64.5V62.4M30 64.5V62.4M36 64.5V62.4M42 64.5V62.4M48 64.5V62.4M54 64.5V62.4');
  // the turntable, the engine housing with its grille, the cab with its window and door line
  f.push(path(roundRect(22, 47, 56, 52.5, 1.5)));
  f.push(path(roundRect(44, 33, 63, 47.5, 2.5)));
  s.push('M55 37H60.5M55 40H60.5M55 43H60.5');
  f.push(path(roundRect(30, 24, 48, 47.5, 3)));
  f.push(path(roundRect(33, 27, 45, 37, 2)));
  s.push('M39 37V47.5');
  f.push(path(circle(42.6, 42, 0.9)));
  // the boom from the cab up to the elbow, its ram; the arm down to the bucket, its ram
  f.push(path('M32.5 44L17.6 14.4Q16.4 11 19.6 9.8L21.2 9.4Q24 8.8 25 11.6L37.6 41Z'));
  f.push(path('M34 33.5L26 19.6L28.2 18.4L36.4 32.2Z'));
  f.push(path('M18.2 10.8L8.4 30.6L12.6 32.6L23.2 12.6Z'));
  f.push(path('M22.4 7.4L15.2 20.6L17.2 21.6L24.4 8.4Z'));
  for (const [x, y] of [
    [21, 11.2],
    [10.6, 31.4],
    [35, 42.6],
  ] as const)
    f.push(path(circle(x, y, 1.6)));
  // the bucket, its teeth along the lip
  f.push(path('M6.2 30Q2.4 37.6 6.8 42.6L17.4 42.6Q17.6 35.6 13.2 31.4Z'));
  s.push('M8.2 42.6L9.2 45.2L10.2 42.6M11.6 42.6L12.6 45.2L13.6 42.6M15 42.6L16 45.2L17 42.6');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
