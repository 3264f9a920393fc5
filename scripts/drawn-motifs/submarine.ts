// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A submarine. No emoji draws one: "a submarine" drew nothing.
import { art, done, type Drawn } from './art';
import { stripesOn } from '../../lib/studio/art-kit/figures-kit';
import { circle, ellipse, path } from '../../lib/studio/art-kit/shapes';

/**
 * A toy-like submarine side on, its nose to the right: a round-ended hull with a band along it, the tower on top
 * with a periscope, three portholes with their rims, a rudder and a propeller at the stern, fins, and bubbles rising
 * behind it.
 */
export function submarine(): Drawn {
  const a = art();
  // the rudder and the propeller's two blades at the stern
  a.f.push(path('M14 34L6.4 26.6Q4.6 26 4.6 28V52Q4.6 54 6.4 53.4L14 46Z'));
  a.f.push(path(ellipse(3.6, 35.6, 1.8, 4)), path(ellipse(3.6, 44.4, 1.8, 4)), path(circle(4.2, 40, 1.6)));
  // the periscope and the tower, under the hull's top edge
  a.f.push(path('M41 15V5.2Q41 4 42.2 4H49.6V8.4H45V15Z'));
  a.f.push(path('M27.4 28V17.6Q27.4 14 31 14H47.4Q51 14 51 17.6V28Z'));
  a.f.push(path(circle(33.6, 20.6, 2.4)), path(circle(44.4, 20.6, 2.4)));
  // the hull, the band along it and the fin under the stern
  const hull = 'M10.6 41C10.6 31.4 19 26.4 34 26.4H52C63 26.4 69.4 32.6 69.4 41C69.4 49.4 63 55.6 52 55.6H34C19 55.6 10.6 50.6 10.6 41Z';
  a.f.push(path(hull));
  a.f.push(...stripesOn(hull, [[47, 50]]));
  a.f.push(path('M18 53.4L14.6 60.4H24.4L26.4 54.8Z'));
  // the portholes, each a rim with its glass
  for (const x of [30, 42, 54]) a.f.push(path(circle(x, 38.6, 4.2)), path(circle(x, 38.6, 2.8)));
  a.s.push('M62.4 34.4Q65.8 36.4 66.4 40');
  // the bubbles rising behind it
  for (const [x, y, r] of [
    [8.8, 19.6, 2.4],
    [13.6, 12.4, 1.8],
    [7.2, 8, 1.4],
    [15.6, 4.6, 1],
  ])
    a.f.push(path(circle(x, y, r)));
  return done(a);
}
