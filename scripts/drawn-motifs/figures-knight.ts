// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

/**
 * A little knight as a picture book draws one, round and friendly (no emoji draws a knight; the id is ours,
 * `KNIGHT_ID`): a round helmet with its visor raised on its hinges so the whole face shows, a three-feather plume on
 * top; the house's kawaii face; a gorget, round layered shoulder plates, a round breastplate with a belt and a
 * buckle, a skirt of plates; short plated legs with round knee guards and big rounded sabatons; a sword held up in
 * one gauntlet, and on the other arm a shield with a border and a crown for its crest.
 */
export function knight(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the sword held upright beside the head: the blade with its fuller, the cross-guard, the grip, the pommel
  f.push(path('M16.4 9.2L18.4 12.4V40.4H14.4V12.4Z'));
  f.push(path('M15.8 14.4L16.4 12.6L17 14.4V38.4H15.8Z'));
  f.push(path(roundRect(10.8, 39.6, 22, 42.6, 1.5)));
  f.push(path(circle(10.8, 41.1, 1.7)), path(circle(22, 41.1, 1.7)));
  f.push(path(roundRect(15, 42.4, 17.8, 51, 1)), path(circle(16.4, 52.2, 2)));
  // the sabatons, big and round, a plate over each toe
  f.push(path('M33.6 61.6V68.2H22.6Q19 68.2 19 65.6Q19 61.6 25 61.6Z'), path('M38.4 61.6V68.2H49.4Q53 68.2 53 65.6Q53 61.6 47 61.6Z'));
  f.push(path('M24.8 61.6Q20.8 62.4 20.6 65.2H27.2Q27.6 62.6 27 61.6Z'), path('M47.2 61.6Q51.2 62.4 51.4 65.2H44.8Q44.4 62.6 45 61.6Z'));
  // the plated legs, a band at the shin, round knee guards
  f.push(path(roundRect(25.4, 50, 34.2, 62.6, 2.6)), path(roundRect(37.8, 50, 46.6, 62.6, 2.6)));
  f.push(path(roundRect(25, 58.4, 34.6, 61.4, 1.2)), path(roundRect(37.4, 58.4, 47, 61.4, 1.2)));
  f.push(path(circle(29.8, 54.6, 2.9)), path(circle(42.2, 54.6, 2.9)));
  // the sword arm, down and out to the gauntlet round the grip, its round elbow guard
  f.push(path('M23.4 34.6Q19.2 37.6 17.8 42.6L22.8 44Q23.6 40.2 26.6 38.2Z'), path(circle(21.4, 40, 2.3)));
  f.push(path(roundRect(13.6, 42, 20.6, 48.2, 3)));
  s.push('M15.2 44.6H19M15.2 46.2H19');
  // the skirt of plates under the belt
  f.push(path('M24.8 46Q24 50.4 25 52.6Q30.4 54.2 36 52.6Q41.6 54.2 47 52.6Q48 50.4 47.2 46Z'));
  s.push('M36 48V52.6');
  // the round breastplate, its ridge, the plate over the tummy, the belt and its buckle
  f.push(path('M28 29.6H44Q49.6 33 49.2 40.2Q49 44.4 47.4 47.4H24.6Q23 44.4 22.8 40.2Q22.4 33 28 29.6Z'));
  s.push('M36 31.4V36.4');
  f.push(path('M23.2 39.8Q36 35.2 48.8 39.8L48.6 43.8H23.4Z'));
  f.push(path(roundRect(23.6, 43.6, 48.4, 47.4, 1.4)), path(roundRect(33.2, 42.8, 38.8, 48.2, 1.2)), path(roundRect(34.8, 44.4, 37.2, 46.6, 0.6)));
  // the round shoulder plates, two layers each, a rivet on top
  for (const side of [1, -1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    f.push(path(`M${X(19.8)} 38.4C${X(19.4)} 35 ${X(21.6)} 33.4 ${X(25.2)} 33.2C${X(28.6)} 33 ${X(31)} 34 ${X(30.8)} 36.4Q${X(25)} 35.8 ${X(19.8)} 38.4Z`));
    f.push(path(`M${X(18.6)} 35.4C${X(18)} 30 ${X(21.4)} 27.4 ${X(25.6)} 27.4C${X(29.8)} 27.4 ${X(32)} 30 ${X(31.6)} 33.8Q${X(25)} 32.6 ${X(18.6)} 35.4Z`));
    f.push(path(circle(X(25.4), 30.6, 0.9)));
  }
  // the shield on the other arm, its border, the crown on it for a crest (its band, its points, the jewels)
  f.push(path('M44.6 34.6Q52.6 32.6 60.6 34.6V45Q60.6 53.2 52.6 57.6Q44.6 53.2 44.6 45Z'));
  f.push(path('M46.6 36.4Q52.6 35 58.6 36.4V45Q58.6 51.8 52.6 55.4Q46.6 51.8 46.6 45Z'));
  f.push(path('M48.4 40.6L50.2 44L52.6 39.4L55 44L56.8 40.6V47.4H48.4Z'), path(roundRect(48, 47.2, 57.2, 50, 0.8)));
  f.push(path(circle(48.4, 40, 0.9)), path(circle(52.6, 38.6, 0.9)), path(circle(56.8, 40, 0.9)), path(circle(52.6, 48.6, 0.8)));
  // the gorget round the neck
  f.push(path('M27.6 28.4Q36 25.6 44.4 28.4L44 31.4Q36 29 28 31.4Z'));
  // the plume: three feathers sweeping up and back from the crown of the helmet, the holder they stand in
  f.push(path('M36.6 7.6C34.4 2.8 39.2 0.6 45 0.8C51 1 55 5 54.2 11.4Q52.6 9 50.8 9.6Q50 6.8 47.2 7.2Q45.8 5.2 43 6.6Q40.8 5.4 38.6 8.4Z'));
  f.push(path('M36.8 7.4C36 3.8 39.4 2.4 43.2 2.6C47.4 2.8 50.4 5.2 50.8 9.6Q49.6 7.4 47.6 7.8Q46.4 5.8 43.8 6.8Q41.2 5.6 38.8 8.6Z'));
  f.push(path('M37 7.6C36.6 5.2 38.8 4.2 41.2 4.4C43.8 4.6 46 6 46.4 8.4Q44.6 6.8 42.6 7.8Q40.6 6.6 38.6 8.8Z'));
  f.push(path(roundRect(34.6, 5.4, 38.6, 9, 1.2)));
  // the round helmet, the face in its opening
  f.push(path('M25 29.4Q22.8 23 23.6 17.4Q25 7.6 36 7.6Q47 7.6 48.4 17.4Q49.2 23 47 29.4Q36 31.8 25 29.4Z'));
  const opening = path('M36 12.6Q44.2 12.6 44.6 20Q44.8 28 36 28.8Q27.2 28 27.4 20Q27.8 12.6 36 12.6Z');
  f.push(opening);
  // the visor raised over the forehead, its breathing slots, a hinge either side
  f.push(path('M26.4 14.2Q36 8.6 45.6 14.2L45.8 11.6Q36 5.6 26.2 11.6Z'));
  f.push(path(roundRect(30.4, 10.4, 32.4, 11.6, 0.5)), path(roundRect(34.8, 9.6, 37.2, 10.8, 0.5)), path(roundRect(39.6, 10.4, 41.6, 11.6, 0.5)));
  f.push(path(circle(26.6, 13.2, 1.4)), path(circle(45.4, 13.2, 1.4)));
  const kawaii = face(36, 21.4, 0.8, 0, { ...KAWAII_FACE, eyeY: -1.4, eyeR: 2.1, cheekY: 3, smileY: 2.4, smileLow: 5.2 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, opening);
}
