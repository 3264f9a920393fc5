// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, ellipse, path, roundRect, starPath } from '../../lib/studio/art-kit/shapes';

type Figure = { f: string; s: string; d: string; c: string };
const figure = (f: string[], s: string[], dots: string[], face: string): Figure => ({
  f: f.join(''),
  s: `<path d="${s.join('')}"/>`,
  d: `<path d="${dots.join('')}"/>`,
  c: face,
});

/**
 * A cute little alien standing whole, friendly as in a picture book (OpenMoji's alien is a head): a big round
 * head with two antennae tipped with balls, two big oval eyes to colour, each with a pupil, a small smile; a
 * one-piece suit with a collar, a star badge and a belt, arms with round hands, legs and boots with cuffs.
 */
export function alien(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // legs and boots with cuffs
  f.push(path(roundRect(29.4, 46, 35.2, 59, 1.6)), path(roundRect(36.8, 46, 42.6, 59, 1.6)));
  f.push(path(roundRect(27.2, 57.5, 35.4, 65, 2.2)), path(roundRect(36.6, 57.5, 44.8, 65, 2.2)));
  f.push(path(roundRect(28.6, 55.6, 35.4, 58.4, 1)), path(roundRect(36.6, 55.6, 43.4, 58.4, 1)));
  // arms and round hands
  f.push(path('M28 34L22 44.5Q21 46.6 23 47.3Q24.9 47.8 25.8 45.8L30.5 37Z'), path('M44 34L50 44.5Q51 46.6 49 47.3Q47.1 47.8 46.2 45.8L41.5 37Z'));
  f.push(path(circle(23.1, 48.3, 2.6)), path(circle(48.9, 48.3, 2.6)));
  // the suit, its collar, the star badge, the belt with a buckle
  f.push(path('M30.5 31.5H41.5Q46.8 32 46.8 37.5L45.8 48.5H26.2L25.2 37.5Q25.2 32 30.5 31.5Z'));
  f.push(path('M30.4 31.6Q36 30 41.6 31.6L40 34.6Q36 36 32 34.6Z'));
  f.push(path(starPath(36, 39, 3.8)));
  f.push(path(roundRect(25.6, 43.6, 46.4, 46.6, 0.8)), path(roundRect(34, 43, 38, 47.2, 0.8)));
  // the antennae with their balls, then the head over their feet
  s.push('M31.6 9.6Q30.2 5.6 27.4 4.2', 'M40.4 9.6Q41.8 5.6 44.6 4.2');
  f.push(path(circle(26, 3.4, 2.2)), path(circle(46, 3.4, 2.2)));
  const head = path('M36 31.5C28.5 31.5 22.5 25.5 22.5 19C22.5 12.5 28.5 8.5 36 8.5C43.5 8.5 49.5 12.5 49.5 19C49.5 25.5 43.5 31.5 36 31.5Z');
  f.push(head);
  // big oval eyes slanting outwards, each to colour round its pupil; a small smile
  f.push(path(ellipse(30.2, 19.4, 3.6, 4.8)), path(ellipse(41.8, 19.4, 3.6, 4.8)));
  s.push('M33.6 27Q36 28.8 38.4 27');
  return figure(f, s, [circle(30.9, 20.4, 1.5), circle(41.1, 20.4, 1.5)], head);
}

/**
 * A baby sitting on its nappy, drawn whole (OpenMoji's baby is a face): a round head with one curl of hair, ears,
 * two eyes, round cheeks and a smile; a vest with a bib and a button; chubby arms, one hand shaking a rattle;
 * chubby legs out in front with round feet.
 */
export function baby(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // chubby legs out in front, their feet, soles towards us
  f.push(path('M27 47Q17.5 47.5 16 56.5Q15.6 61.4 20.4 61.8Q24.6 61.6 25.6 57.6L29.5 53Z'));
  f.push(path('M45 47Q54.5 47.5 56 56.5Q56.4 61.4 51.6 61.8Q47.4 61.6 46.4 57.6L42.5 53Z'));
  f.push(path(ellipse(19.2, 61.2, 3.4, 3.8)), path(ellipse(52.8, 61.2, 3.4, 3.8)));
  // the nappy under the vest
  f.push(path('M24.5 44H47.5Q50.5 52 45.5 56.5Q36 59.5 26.5 56.5Q21.5 52 24.5 44Z'));
  // the rattle in the right hand: a handle, a ball with a band
  f.push(path(roundRect(50.6, 28.5, 52.4, 38, 0.8)), path(circle(51.5, 25, 4)));
  s.push('M47.5 25H55.5');
  // chubby arms: the left down on the nappy, the right raised to the rattle
  f.push(path('M28.5 29.5Q21.5 32 20 42.6Q20.4 45.4 23.2 45Q25.4 44.4 25.4 41.6L27.5 35Z'));
  f.push(path('M43.5 30Q47.5 32 48.6 38L49.8 40.5L53.6 38.4Q52.8 31.6 47 28.4Z'));
  // the vest, its bib with a button; the hands in front of it
  f.push(path('M29.5 27.5H42.5Q47.5 30.5 48 39L48 46Q36 48.8 24 46L24 39Q24.5 30.5 29.5 27.5Z'));
  f.push(path('M29.8 27.8Q36 31 42.2 27.8Q43.6 35.4 36 37.2Q28.4 35.4 29.8 27.8Z'));
  f.push(path(circle(36, 41.6, 1.1)));
  f.push(path(circle(22, 45.6, 2.6)), path(circle(51.6, 38.8, 2.6)));
  // ears, the head, a curl of hair on top, round cheeks, a smile
  f.push(path(circle(25, 17.5, 2.8)), path(circle(47, 17.5, 2.8)));
  const head = path(circle(36, 17, 11.2));
  f.push(head);
  s.push('M36.2 5.8Q34.2 2.8 36.4 1.8Q38.8 1.2 39 3.6Q38.8 5 37.4 4.8');
  f.push(path(circle(29, 21.4, 1.9)), path(circle(43, 21.4, 1.9)));
  s.push('M32.8 22.2Q36 25 39.2 22.2');
  return figure(f, s, [circle(31.8, 17.4, 1.2), circle(40.2, 17.4, 1.2)], head);
}
