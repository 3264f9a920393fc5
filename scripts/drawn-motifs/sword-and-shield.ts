// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A knight's sword and a shield on their own. The shield emoji sat among the tools the studio leaves out and the
// emoji's sword is a dagger: "a sword" and "a shield" drew nothing.
import { art, done, type Drawn } from './art';
import { cutTo } from '../../lib/studio/art-kit/figures-kit';
import { circle, path, r2, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A sword lying aslant from the lower left to the upper right: a round pommel with a gem, a grip wound with
 * leather, a crossguard curling at its ends, and a long blade with a groove down it to a point.
 */
export function sword(): Drawn {
  const a = art();
  // the sword's own frame: u along it from the pommel (0) to the point, v across it; turned to run up to the right
  const [x0, y0, k] = [8.6, 63.4, Math.SQRT1_2];
  const at = ([u, v]: Pt) => `${r2(x0 + (u + v) * k)} ${r2(y0 + (v - u) * k)}`;
  const shape = (pts: Pt[]) => `M${pts.map(at).join('L')}Z`;
  // the blade to its point, the groove down it
  a.f.push(
    path(
      shape([
        [21, -4.2],
        [68, -4.2],
        [78, 0],
        [68, 4.2],
        [21, 4.2],
      ]),
    ),
  );
  a.s.push(`M${at([24, 0])}L${at([64, 0])}`);
  // the grip with its windings, the crossguard, the pommel and its gem
  a.f.push(
    path(
      shape([
        [3, -2.6],
        [18, -2.6],
        [18, 2.6],
        [3, 2.6],
      ]),
    ),
  );
  for (const u of [6.6, 10.2, 13.8]) a.s.push(`M${at([u, -2.6])}L${at([u + 1.6, 2.6])}`);
  a.f.push(
    path(`M${at([17, -10])}Q${at([15, -13.4])} ${at([18.6, -13.8])}L${at([22, -12])}L${at([22, 12])}L${at([18.6, 13.8])}Q${at([15, 13.4])} ${at([17, 10])}Z`),
  );
  a.f.push(path(circle(r2(x0), r2(y0), 4.6)), path(circle(r2(x0), r2(y0), 2)));
  return done(a);
}

/**
 * A knight's shield face on: a heater shield with a broad rim and rivets round it, a cross dividing its face in
 * four, a round boss at the crossing with a star on it.
 */
export function shield(): Drawn {
  const a = art();
  const outer = 'M10 6L62 6L62 30C62 48 50 60 36 68C22 60 10 48 10 30Z';
  const inner = 'M14.6 10.6L57.4 10.6L57.4 30C57.4 45.4 47.2 55.6 36 62.6C24.8 55.6 14.6 45.4 14.6 30Z';
  a.f.push(path(outer), path(inner));
  // the cross, cut to the shield's face
  a.f.push(...cutTo(inner, 'M32.6 8L39.4 8L39.4 66L32.6 66Z'), ...cutTo(inner, 'M12 26.6L60 26.6L60 33.4L12 33.4Z'));
  // the boss and its star
  a.f.push(path(circle(36, 30, 7)), path(starPath(36, 30.4, 4.4)));
  // rivets round the rim
  for (const [x, y] of [
    [12.3, 8.3],
    [24, 8.3],
    [48, 8.3],
    [59.7, 8.3],
    [12.3, 22],
    [59.7, 22],
    [13.6, 40],
    [58.4, 40],
    [24, 56.6],
    [48, 56.6],
  ])
    a.f.push(path(circle(x, y, 1)));
  return done(a);
}
