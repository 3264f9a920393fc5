// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, roundRect, starPath } from '../../lib/studio/art-kit/shapes';

type Figure = { f: string; s: string; d: string; c: string };
const figure = (f: string[], s: string[], d: string, face: string): Figure => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face });
const eyes = (y: number) => `<path d="${circle(33.4, y, 0.95)}${circle(38.6, y, 0.95)}"/>`;

/**
 * Santa Claus drawn whole like the other grown-ups (OpenMoji's is a bust, a big head and shoulders that stood
 * beside a reindeer or a sleigh at the same size): a hat with a fur band and a pompom, a white beard round the
 * face with a moustache and a nose, a round belly with a fur strip down the front, a belt with a buckle, a fur
 * hem, sleeves with fur cuffs, mittens, boots with cuffs, and a sack tied at the neck with a star on it that
 * his hand holds.
 */
export function santa(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the sack on the ground at his right side, its gathered neck and the tie, a star patch
  f.push(path('M6 64.6Q2.6 57 6.6 50.4Q9.6 46.4 12.6 46H16.6Q20.4 46.8 21.8 51.4Q23.4 57.4 20.4 64.6Q13.4 66.2 6 64.6Z'));
  f.push(path('M11.8 46.4Q11.2 43.2 8.6 40.2Q13.2 41.8 17.4 40.4Q16.2 43.4 16.2 46.4Z'), path(roundRect(10.8, 44.6, 17.4, 47, 1)));
  f.push(path(starPath(13.4, 56.4, 4)));
  // legs and boots with fur cuffs, the toes turned outwards
  f.push(path(roundRect(27.5, 49, 35.2, 59, 2)), path(roundRect(36.8, 49, 44.5, 59, 2)));
  f.push(path('M26.6 57.5H35.6V65.2H22.6Q21.4 65.2 21.7 63.8Q22.4 61.2 26.6 60.6Z'));
  f.push(path('M45.4 57.5H36.4V65.2H49.4Q50.6 65.2 50.3 63.8Q49.6 61.2 45.4 60.6Z'));
  f.push(path(roundRect(26, 55.6, 35.9, 58.8, 1.4)), path(roundRect(36.1, 55.6, 46, 58.8, 1.4)));
  // arms in thick sleeves: the right reaching down to the sack's neck, the left down beside the belly
  f.push(path('M28 24Q21.6 26.8 16.6 39L21.8 41.4Q24.6 33.4 30.4 29.6Z'));
  f.push(path('M44 24Q50.4 26.8 55.4 39L50.2 41.4Q47.4 33.4 41.6 29.6Z'));
  // the coat: a round belly over the legs, its fur hem, the fur strip down the front
  f.push(path('M28.2 23.2H43.8Q50.4 25.6 51.6 37.6Q52.2 45.6 49.4 50.6H22.6Q19.8 45.6 20.4 37.6Q21.6 25.6 28.2 23.2Z'));
  f.push(path(roundRect(21.8, 48.6, 50.2, 52.8, 2.1)));
  f.push(path(roundRect(33.6, 23.4, 38.4, 49, 1)));
  // the belt across the belly and its buckle
  f.push(path('M20.5 38.6H51.5Q51.7 40.7 51.4 42.8H20.6Q20.3 40.7 20.5 38.6Z'));
  f.push(path(roundRect(32, 37.4, 40, 44, 1)), path(roundRect(34.2, 39.2, 37.8, 42.2, 0.5)));
  // fur cuffs and mittens with their thumbs
  f.push(path('M15.6 37.6L22.8 40.6L21.6 43.6L14.4 40.6Z'), path('M56.4 37.6L49.2 40.6L50.4 43.6L57.6 40.6Z'));
  f.push(path('M22 44.4Q24.6 44 24.4 46.2Q24.2 47.6 22 47.4Z'), path('M50 44.4Q47.4 44 47.6 46.2Q47.8 47.6 50 47.4Z'));
  f.push(path(circle(18.2, 44.6, 3.3)), path(circle(53.8, 44.6, 3.3)));
  // the beard round the face, the face, the moustache and nose over it
  f.push(path('M27.6 11.6Q26 20 28.4 25.4Q30 29.6 32.6 28.8Q34.2 31.6 36 31.2Q37.8 31.6 39.4 28.8Q42 29.6 43.6 25.4Q46 20 44.4 11.6Z'));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  f.push(path('M36 16.4Q33.8 15.2 31.6 16.2Q30.4 17.2 31.2 18Q33.8 18.4 36 17.2Q38.2 18.4 40.8 18Q41.6 17.2 40.4 16.2Q38.2 15.2 36 16.4Z'));
  f.push(path(circle(36, 15.2, 1.4)));
  s.push('M34 19.6Q36 21 38 19.6');
  // the hat: its body flopping to one side, the pompom at its tip, the fur band over the forehead
  f.push(path('M28.4 8Q29 1.4 36.4 1Q44.8 1 49.6 10.4L47.4 11.4Q44.4 6.4 42.4 8Z'));
  f.push(path(circle(49.4, 12.2, 2.7)));
  f.push(path(roundRect(26.6, 6.6, 45.4, 10.4, 1.9)));
  return figure(f, s, eyes(13.2), face);
}
