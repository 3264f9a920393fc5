// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A beehive. No emoji draws one: "a beehive" drew nothing.
import { art, done, type Art, type Drawn } from './art';
import { circle, ellipse, path, roundRect } from '../../lib/studio/art-kit/shapes';

/** A little bee flying at (x, y), `k` times its usual size: two wings, a striped round body, an eye. */
function bee(a: Art, x: number, y: number, k: number) {
  a.f.push(path(ellipse(x - 1.2 * k, y - 2.6 * k, 1.8 * k, 2.4 * k)), path(ellipse(x + 1.2 * k, y - 2.6 * k, 1.8 * k, 2.4 * k)));
  const body = `M${x - 3.6 * k} ${y}C${x - 3.6 * k} ${y - 2.6 * k} ${x + 3.6 * k} ${y - 2.6 * k} ${x + 3.6 * k} ${y}C${x + 3.6 * k} ${y + 2.6 * k} ${x - 3.6 * k} ${y + 2.6 * k} ${x - 3.6 * k} ${y}Z`;
  a.f.push(path(body));
  a.s.push(`M${x - 1 * k} ${y - 2.2 * k}V${y + 2.2 * k}M${x + 1 * k} ${y - 2.2 * k}V${y + 2.2 * k}`);
  a.d.push(circle(x + 2.4 * k, y - 0.4 * k, 0.5 * k));
}

/**
 * A straw beehive, a skep, as picture books draw one: a dome of coiled straw rings, wider to the bottom, a round
 * entrance at its foot, standing on a board, with bees looping round it.
 */
export function beehive(): Drawn {
  const a = art();
  // the board it stands on
  a.f.push(path(roundRect(6, 62.4, 66, 67.4, 1.2)));
  // the coils, the widest at the bottom, each drawn over the one under it
  const coils: [number, number][] = [
    [27, 54.4],
    [26, 46],
    [23.4, 37.6],
    [19.4, 29.2],
    [13.6, 20.8],
  ];
  for (const [w, y] of coils) a.f.push(path(roundRect(36 - w, y, 36 + w, y + 8.6, 4.3)));
  a.f.push(path('M26.4 21.6Q28 12.4 36 12.4Q44 12.4 45.6 21.6Z'));
  // the entrance
  a.f.push(path('M30.4 63V59.4Q30.4 54.6 36 54.6Q41.6 54.6 41.6 59.4V63Z'));
  // the bees and the loops they fly
  bee(a, 60, 14, 1.4);
  bee(a, 11, 10, 1.2);
  bee(a, 63.4, 38, 1.1);
  a.s.push('M54.6 15.4C50 17.6 47.4 14 50.4 12.2C53 10.8 53 15.6 48 18', 'M16.2 11.2C19.8 13 22 10.4 20.4 9C18.6 7.8 17.6 12 22.6 14.6');
  return done(a);
}
