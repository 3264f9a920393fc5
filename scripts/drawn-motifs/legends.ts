// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, roundRect, starPath } from './shapes';

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

/**
 * A knight drawn whole (no emoji draws one; the id is ours, `KNIGHT_ID`): a helmet with its visor raised over
 * the forehead so the face shows, a plume, a gorget, shoulder plates, a breastplate with a ridge, plated arms
 * and legs with round knee guards, sabatons, a sword held upright and a shield with a cross on the other arm.
 */
export function knight(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // legs with knee guards, sabatons
  f.push(path(roundRect(27.5, 44, 35.2, 60, 2)), path(roundRect(36.8, 44, 44.5, 60, 2)));
  s.push('M27.5 55H35.2M36.8 55H44.5');
  f.push(path(circle(31.35, 50.8, 2.4)), path(circle(40.65, 50.8, 2.4)));
  f.push(path('M35.5 59H27.2Q23 59.6 22.6 63.6Q22.6 65.2 24.2 65.2H35.5Z'), path('M36.5 59H44.8Q49 59.6 49.4 63.6Q49.4 65.2 47.8 65.2H36.5Z'));
  s.push('M27.6 62H35.5M36.5 62H44.4');
  // the sword arm, bent, and the sword held upright in its fist: blade, cross-guard, grip, pommel
  f.push(path('M21.6 2.6L23.4 6.6V38.4H19.8V6.6Z'));
  s.push('M21.6 8V36');
  f.push(path('M27.8 25.4Q23.6 27 22.4 33.6L21.4 39.6L25.6 40.6L27.2 34.6L30.6 29.6Z'));
  f.push(path(roundRect(15.6, 37.8, 27.6, 40.6, 1.2)));
  f.push(path(roundRect(20.2, 40.4, 23, 47.4, 0.8)), path(circle(21.6, 48.6, 1.6)));
  f.push(path(roundRect(18.6, 41, 24.8, 45.4, 2)));
  // the body: breastplate with its ridge and a belt with a buckle; the shoulder plates
  f.push(path(roundRect(26, 24, 46, 46, 4)));
  s.push('M36 26.5V36.4');
  f.push(path(roundRect(26, 40.6, 46, 43.8, 0.8)), path(roundRect(34.2, 40.2, 37.8, 44.2, 0.6)));
  s.push('M26 35.6Q33.6 38 42.4 36.8');
  f.push(path('M23.4 31.4Q22.2 23.6 30.2 23.4Q32 27.8 30 32Q26.6 30.4 23.4 31.4Z'), path('M48.6 31.4Q49.8 23.6 41.8 23.4Q40 27.8 42 32Q45.4 30.4 48.6 31.4Z'));
  // the shield (its arm behind it) with a cross
  f.push(path('M42.4 31.2H57.6V41.4Q57.6 50.6 50 54.6Q42.4 50.6 42.4 41.4Z'));
  f.push(path('M48.8 31.2H51.2V37.6H57.6V40H51.2V54H48.8V40H42.4V37.6H48.8Z'));
  // the gorget round the neck, the helmet, the face in its opening, the visor raised, the plume
  f.push(path(roundRect(30.4, 20.6, 41.6, 25.6, 2)));
  // the plume streaming back from the crown of the helmet, behind it
  f.push(path('M38.4 3.2Q46 -0.2 52.4 6.2Q54.6 9.2 53.2 12.8Q50.8 7.8 44.6 6.8Q41 6.4 38.4 3.2Z'));
  f.push(path('M27.8 6.2Q26 11 26.6 18.6Q27.2 22.6 31 23H41Q44.8 22.6 45.4 18.6Q46 11 44.2 6.2Z'));
  const face = path('M36 8.8Q41.4 8.8 41.4 14.8Q41.4 21.4 36 21.4Q30.6 21.4 30.6 14.8Q30.6 8.8 36 8.8Z');
  f.push(face);
  s.push('M33.9 18.1Q36 19.6 38.1 18.1');
  f.push(path('M27.4 8.2Q27.4 1.6 36 1.4Q44.6 1.6 44.6 8.2Q40 6.8 36 6.8Q32 6.8 27.4 8.2Z'));
  f.push(path('M27.8 10.4Q36 7 44.2 10.4L44.4 8.2Q36 4.6 27.6 8.2Z'));
  s.push('M31.6 7.6Q36 6.2 40.4 7.6', 'M46.4 4.2Q50.2 5.6 52 9');
  return figure(f, s, eyes(14.6), face);
}
