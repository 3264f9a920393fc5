// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A barn and a treehouse. No emoji draws either: "a barn" and "a treehouse" drew nothing. The farm backdrop's barn
// (lib/studio/scene/backdrop-shapes.ts) is a far-off outline of four areas, too plain for a page's subject; this one
// keeps its shape (the gambrel roof, the crossed doors, the hayloft) with the parts a child colours.
import { art, done, type Drawn } from './art';
import { circle, fleece, path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

/** Two crossed planks over the door panel (x0, y0)–(x1, y1): the white X of a barn door, as lines corner to corner. */
const crossed = (x0: number, y0: number, x1: number, y1: number) => `M${x0} ${y0}L${x1} ${y1}M${x1} ${y0}L${x0} ${y1}`;

/**
 * A red barn seen from the front: the gambrel gable with its roof's trim along the top, a hayloft door with an X
 * under a hoist beam, the big double doors with an X on each, a window either side, boards up the walls, and grass
 * along its foot.
 */
export function barn(): Drawn {
  const a = art();
  // the wall, the gambrel gable, and the roof's trim overhanging along its top
  a.f.push(path('M10 64V34L16.4 19.6L36 9.6L55.6 19.6L62 34V64Z'));
  a.f.push(path('M5.6 36L13.6 17.8L36 5.8L58.4 17.8L66.4 36L62 34L55.6 19.6L36 9.6L16.4 19.6L10 34Z'));
  // the boards up the walls, either side of the doors
  a.s.push('M16 64V46M16 38V20.6M21 64V46M21 38V17.4M56 64V46M56 38V20.6M51 64V46M51 38V17.4');
  // the windows either side, each with a cross
  for (const x of [13.2, 50.8]) {
    a.f.push(path(roundRect(x, 38, x + 8, 46, 0.6)));
    a.s.push(`M${r2(x + 4)} 38V46M${x} 42H${r2(x + 8)}`);
  }
  // the hoist beam, the hayloft door with its X
  a.f.push(path(roundRect(33.6, 12.6, 38.4, 16, 0.6)));
  a.f.push(path(roundRect(29.4, 18.4, 42.6, 31, 0.8)));
  a.f.push(path(roundRect(31.4, 20.4, 40.6, 29, 0.4)));
  a.s.push(crossed(31.4, 20.4, 40.6, 29));
  // the big doors, a frame round each and an X inside it
  a.f.push(path(roundRect(23.6, 36.4, 48.4, 64, 0.8)));
  a.f.push(path(roundRect(25.6, 38.4, 35, 62, 0.4)), path(roundRect(37, 38.4, 46.4, 62, 0.4)));
  a.s.push(crossed(25.6, 38.4, 35, 62), crossed(37, 38.4, 46.4, 62));
  // grass along the foot
  a.f.push(path('M2 68.6Q2 63.4 8 63.4H64Q70 63.4 70 68.6Z'));
  return done(a);
}

/**
 * A treehouse: a big round crown of leaves, a trunk with roots, a little house with a pointed roof, two windows
 * and a door on a plank platform in the trunk's fork, a rope ladder hanging down, and grass at the foot.
 */
export function treehouse(): Drawn {
  const a = art();
  // the crown of leaves behind
  a.f.push(path(fleece(36, 22, 29, 17.4, 11, 2.2)));
  // the trunk from the roots up into the crown, a branch out each side
  a.f.push(path('M24 69.6Q30 66 30.6 58V40L20.6 30.4L23.4 27.6L32.4 35.6V30H39.6V35.6L48.6 27.6L51.4 30.4L41.4 40V58Q42 66 48 69.6Z'));
  a.s.push('M34 50Q35.2 52.4 34.4 55M37.8 60Q38.8 62.4 38 64');
  // the platform, its beams under it
  a.f.push(path('M30.8 43.2L24 49.6H27.6L31 46.4Z'), path('M41.2 43.2L48 49.6H44.4L41 46.4Z'));
  a.f.push(path(roundRect(12, 40.6, 60, 44.6, 0.8)));
  // the house on it: walls, a pointed roof overhanging, a door and a round window with a cross
  a.f.push(path('M17.6 40.6V23.6H54.4V40.6Z'));
  a.f.push(path('M13.4 25L36 9.6L58.6 25Q58.8 26.6 57.2 26.6H14.8Q13.2 26.6 13.4 25Z'));
  a.f.push(path('M30.4 40.6V32.4Q30.4 29 33.8 29H38.2Q41.6 29 41.6 32.4V40.6Z'));
  a.f.push(path(circle(23.6, 33.2, 3.2)));
  a.s.push('M23.6 30V36.4M20.4 33.2H26.8');
  a.f.push(path(roundRect(45.2, 29, 51.2, 35.2, 0.6)));
  a.s.push('M48.2 29V35.2M45.2 32.1H51.2');
  // the rope ladder down from the platform
  a.s.push('M52 44.6V66M57 44.6V66');
  for (const y of [48.8, 53.2, 57.6, 62]) a.f.push(path(roundRect(50.4, y, 58.6, y + 1.4, 0.6)));
  // grass at the foot
  a.f.push(path('M4 71.4Q4 66.2 10 66.2H62Q68 66.2 68 71.4Z'));
  return done(a);
}
