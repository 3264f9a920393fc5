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
 * An elf drawn whole (OpenMoji's is a bust): pointed ears, a pointed hat with a pompom, a collar with points, a
 * tunic with a zigzag hem and a belt with a buckle, tights and pointed shoes curling up at the toes.
 */
export function elf(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // tights and curled shoes
  f.push(path(roundRect(32, 42, 35.3, 59, 1.4)), path(roundRect(36.7, 42, 40, 59, 1.4)));
  f.push(path('M35.5 57.2V62H28.4Q25 62 24.4 58.2Q26.6 60 29 59.2Q30.8 57.2 32.4 57.2Z'));
  f.push(path('M36.5 57.2V62H43.6Q47 62 47.6 58.2Q45.4 60 43 59.2Q41.2 57.2 39.6 57.2Z'));
  f.push(path(circle(24.6, 57.6, 1.2)), path(circle(47.4, 57.6, 1.2)));
  // arms in sleeves, hands
  f.push(path('M30 25L24.6 38.6Q24 40.4 25.8 40.8Q27.4 41.2 28 39.4L32.6 28Z'), path('M42 25L47.4 38.6Q48 40.4 46.2 40.8Q44.6 41.2 44 39.4L39.4 28Z'));
  f.push(path(circle(26.2, 41.6, 2.1)), path(circle(45.8, 41.6, 2.1)));
  // the tunic with its zigzag hem, the belt and buckle, the pointed collar
  f.push(path('M30.4 24.2H41.6Q43.4 32 44.6 46L41.8 43.8L39 46.4L36 44L33 46.4L30.2 43.8L27.4 46Q28.6 32 30.4 24.2Z'));
  f.push(path('M28.8 35.4H43.2L43.5 38.4H28.5Z'), path(roundRect(34, 34.6, 38, 39.2, 0.6)));
  f.push(path('M29.6 23.6H42.4L40.6 28.4L38.2 26.4L36 29.2L33.8 26.4L31.4 28.4Z'));
  // pointed ears, the neck, the face
  f.push(path('M30 12.4L23.2 10.2L29 18Z'), path('M42 12.4L48.8 10.2L43 18Z'));
  f.push(path(roundRect(34.2, 20, 37.8, 24.2, 1)));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  s.push('M33.8 18.1Q36 19.8 38.2 18.1');
  // the hat: a band, a long point bent over to one side, a pompom on the tip
  f.push(path('M29 9.8Q30.2 4.8 35.2 3.8Q41.6 2.8 47.2 1.6Q44.2 5.4 43 9.8Z'));
  f.push(path(circle(48.4, 2.6, 2)));
  f.push(path('M27.6 9.2Q36 7.4 44.4 9.2L44.2 12Q36 10.2 27.8 12Z'));
  return figure(f, s, eyes(14.8), face);
}

/**
 * A genie drawn whole (OpenMoji's is a bust): a turban with a jewel and a feather, an open vest, arms held
 * open with a cuff on each wrist, a sash with a buckle, and below the waist a body that tapers into a curl of smoke rising from the
 * spout of an oil lamp with a lid and a handle.
 */
export function genie(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the smoke: from the spout's tip, widening as it curls up to the waist, puffs along its edges (half hidden
  // under it) and a swirl drawn inside it
  for (const [x, y, r] of [
    [44.4, 46.2, 2.3],
    [43.8, 50.6, 1.9],
    [34.6, 49, 1.8],
    [31.4, 45.2, 2.1],
  ])
    f.push(path(circle(x, y, r)));
  f.push(path('M39.8 56Q35 53.6 35.6 49.8Q36.2 46.6 29.6 42.8H42.4Q45.6 46.4 43.4 50.6Q42 53.2 41.6 56Z'));
  s.push('M37.6 46.4Q40.6 45.2 41.4 47.8Q41.8 50 39.6 50.4');
  // the lamp: the handle, the spout the smoke comes from, the body, its foot, the lid with a knob
  f.push(path('M13.4 59.8Q6.4 57.4 5.8 61.4Q5.6 65.2 12 64.2Z'), path('M12.6 60.8Q9 60 9 61.8Q9 63.2 12.2 62.8Z'));
  f.push(path('M33 60.2Q37.4 58.4 41.6 54.4Q40.8 60.4 35.6 64.2Z'));
  f.push(path('M11.6 61.2Q17.4 57.8 24 57.8Q30.8 57.8 35.8 61.2Q35.8 66.2 24 66.6Q12.2 66.2 11.6 61.2Z'));
  f.push(path(roundRect(18.6, 66, 29.4, 69.2, 1.2)));
  f.push(path('M18.4 58.6Q19.2 54.8 24 54.8Q28.8 54.8 29.6 58.6Z'), path(circle(24, 53.6, 1.4)));
  // arms held open, palms up, a cuff on each wrist
  f.push(path('M27.4 24.2Q22 25.4 19.4 31.4L15.6 36.8L19.6 39.4L23.4 34L29 29.4Z'), path('M44.6 24.2Q50 25.4 52.6 31.4L56.4 36.8L52.4 39.4L48.6 34L43 29.4Z'));
  f.push(path('M14.2 35.2L19.8 38.8L18.2 41.2L12.6 37.6Z'), path('M57.8 35.2L52.2 38.8L53.8 41.2L59.4 37.6Z'));
  f.push(path('M11.4 37.2Q9 40.4 11.2 42.4Q13.8 44 16.6 41.4Z'), path('M60.6 37.2Q63 40.4 60.8 42.4Q58.2 44 55.4 41.4Z'));
  // the body over the smoke: the chest, the open vest, the sash at the waist
  f.push(path('M27 23.6H45Q47.2 32 42.6 43H29.4Q24.8 32 27 23.6Z'));
  f.push(path('M27 23.6H32.4L31.6 43H29.4Q24.8 32 27 23.6Z'), path('M45 23.6H39.6L40.4 43H42.6Q47.2 32 45 23.6Z'));
  f.push(path('M28.2 38.4H43.8L42.8 43.2H29.2Z'), path(roundRect(34, 37.8, 38, 43.8, 1)));
  // the neck, the face, the turban with its jewel and feather
  f.push(path(roundRect(34.2, 20, 37.8, 24.2, 1)));
  const face = path(circle(36, 14.5, 7.6));
  f.push(face);
  s.push('M33.8 18.1Q36 19.8 38.2 18.1');
  f.push(path('M36.6 7Q37.6 1.6 42.4 0.8Q40.6 3.6 38.8 7.4Z'));
  f.push(path('M27.2 12.4Q25.2 3.4 36 3Q46.8 3.4 44.8 12.4Q40.6 9.4 36 9.8Q31.4 9.4 27.2 12.4Z'));
  s.push('M28.6 7.6Q33 4.6 39 6.2M32.4 10Q37.6 5.6 44.2 7.6');
  f.push(path(circle(36, 9.4, 1.7)));
  return figure(f, s, eyes(14.8), face);
}
