// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A tent and a campfire. The tent emoji sat among the places the studio leaves out and no emoji draws a campfire:
// "a tent" and "a campfire" drew nothing.
import { art, done, type Drawn } from './art';
import { limb, mirrorX } from '../../lib/studio/art-kit/figures-kit';
import { ellipse, fleece, path, sparkle } from '../../lib/studio/art-kit/shapes';

/**
 * A ridge tent seen from the front: its two sloping sides, the doorway open with its flaps
 * tied back, a pennant on the pole at its peak, guy ropes out to pegs in the ground.
 */
export function tent(): Drawn {
  const a = art();
  // the pennant on its pole above the peak
  a.f.push(path('M35.2 17V6.4H36.8V17Z'), path('M36.8 6.6L47 9.4L36.8 12.2Z'));
  // the guy ropes out from the sides and their pegs
  a.s.push('M23.2 38.6L2.6 50.6', mirrorX('M23.2 38.6L2.6 50.6'));
  for (const d of ['M1.2 49.4L3.4 48.6L5 53.2L2.8 54Z', mirrorX('M1.2 49.4L3.4 48.6L5 53.2L2.8 54Z')]) a.f.push(path(d));
  // the tent: its sides bowing a little, the hem along the ground
  a.f.push(path('M36 15.6Q25 40 6 61.6Q36 63.6 66 61.6Q47 40 36 15.6Z'));
  a.f.push(path('M6 61.6Q36 63.6 66 61.6L67 65.6Q36 67.6 5 65.6Z'));
  // the doorway, and its two flaps tied back at the sides
  a.f.push(path('M36 24Q31 44 23.6 63.2Q36 64 48.4 63.2Q41 44 36 24Z'));
  const flap = 'M36 23.2Q29.6 37 23.6 45.4Q18.6 53.6 16.2 62.8L23.6 63.2Q31 44 36 23.2Z';
  a.f.push(path(flap), path(mirrorX(flap)));
  // the ties round the flaps
  a.f.push(path(ellipse(25, 45.6, 3.2, 1.3)), path(ellipse(47, 45.6, 3.2, 1.3)));
  return done(a);
}

/**
 * A campfire: a ring of round stones in front, two logs crossed behind them with their cut ends showing rings, a
 * big flame of three tongues with a smaller flame inside it, and sparks flying up.
 */
export function campfire(): Drawn {
  const a = art();
  // the logs, crossed, their cut ends with a ring each
  a.f.push(path(limb([8, 52], [22, 50], [40, 56], [56, 62.4], 7.4)), path(limb([64, 52], [50, 50], [32, 56], [16, 62.4], 7.4)));
  a.f.push(path(ellipse(8, 52, 2.6, 3.7)), path(ellipse(64, 52, 2.6, 3.7)));
  a.s.push('M7.4 51.2Q8.2 50.6 8.6 51.8', 'M63.4 51.2Q64.2 50.6 64.6 51.8');
  // the flame and the smaller flame inside it
  a.f.push(
    path('M20 52C12 44 13.6 31 22 21C22 28 24.6 31.4 28 32.6C26 22 30 13 36 4C40 13 44 20 44 29C46.4 27 48.2 24.4 50 19.4C58.6 29 60 43 52 52Q36 58 20 52Z'),
  );
  a.f.push(path('M27.4 52C23 45.6 25 38.6 30 33.4C31 38.4 33 40.6 35.4 40.8C35.2 34.6 37.4 29.4 40.6 25.4C44 31.6 47.6 39.4 45 52Q36 55 27.4 52Z'));
  // the stones in front, each a lumpy round
  for (const [x, y, rx] of [
    [9, 62.4, 5.2],
    [20.6, 64.6, 5.8],
    [33, 65.6, 6],
    [45.4, 65.2, 5.8],
    [57.4, 63.2, 5.6],
    [66, 59.6, 4.2],
    [4.4, 58.6, 3.8],
  ])
    a.f.push(path(fleece(x, y, rx, rx * 0.7, 7, 0.5)));
  // sparks flying up from it
  for (const [x, y, r] of [
    [14, 10, 2.6],
    [58, 8, 2.2],
    [52, 2.8, 1.6],
    [24, 6, 1.6],
  ])
    a.f.push(path(sparkle(x, y, r)));
  return done(a);
}
