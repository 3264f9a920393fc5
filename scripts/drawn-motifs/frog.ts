// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path } from '../../lib/studio/art-kit/shapes';

/**
 * A whole frog sitting facing us: folded back legs with webbed feet on either side, a round body with a pale
 * belly, front legs with splayed fingers, a wide head with two big eyes on top and a wide smile, spots on its
 * back. The emoji is a frog's face, so the frog pages showed a head.
 */
export function frog() {
  const f: string[] = [];
  const s: string[] = [];
  // the back legs folded at the sides, their webbed feet
  f.push(path('M22 44Q9 42 8.5 53Q8.5 60.5 17 61.5L27 58Z'), path('M50 44Q63 42 63.5 53Q63.5 60.5 55 61.5L45 58Z'));
  f.push(path('M18.5 58.5Q11 59 7 63Q9.5 65.2 12 63.8Q12.2 66.2 15 65.4Q16.4 67 18.4 64.8Q20.6 66 22.2 63.2L24 60Z'));
  f.push(path('M53.5 58.5Q61 59 65 63Q62.5 65.2 60 63.8Q59.8 66.2 57 65.4Q55.6 67 53.6 64.8Q51.4 66 49.8 63.2L48 60Z'));
  s.push('M12 63.8L16.5 60.6M15 65.4L18.2 61.2M60 63.8L55.5 60.6M57 65.4L53.8 61.2');
  // the body and its belly
  f.push(path('M18 44Q18 30 36 30Q54 30 54 44Q54 60 36 60Q18 60 18 44Z'));
  f.push(path('M26 47Q26 38 36 38Q46 38 46 47Q46 56.5 36 56.5Q26 56.5 26 47Z'));
  s.push('M30 44Q36 46 42 44M29 49.5Q36 51.5 43 49.5');
  // spots on the back, showing either side of the belly
  f.push(path(circle(21.8, 40, 1.8)), path(circle(50.2, 40, 1.8)), path(circle(22.6, 48.5, 1.4)), path(circle(49.4, 48.5, 1.4)));
  // the front legs and their splayed fingers
  f.push(path('M28 50L26 59.5L31 59.5L32 51Z'), path('M44 50L46 59.5L41 59.5L40 51Z'));
  f.push(path('M24 61.2Q24.6 58.6 28.5 58.6Q32.4 58.6 33 61.2Q31.6 62.6 30.4 61.2Q29 63 27.6 61.2Q26 62.8 24 61.2Z'));
  f.push(path('M48 61.2Q47.4 58.6 43.5 58.6Q39.6 58.6 39 61.2Q40.4 62.6 41.6 61.2Q43 63 44.4 61.2Q46 62.8 48 61.2Z'));
  // the head: wide and round, the eyes on top, two nostrils, the smile, pink cheeks
  const head = path('M14.5 26Q14.5 12 36 12Q57.5 12 57.5 26Q57.5 36.5 36 36.5Q14.5 36.5 14.5 26Z');
  f.push(head);
  f.push(path(circle(25, 13.5, 7)), path(circle(47, 13.5, 7)));
  f.push(path(circle(25, 13.8, 4)), path(circle(47, 13.8, 4)));
  s.push('M24 29Q36 36 48 29');
  f.push(path(circle(19.6, 27.8, 2.2)), path(circle(52.4, 27.8, 2.2)));
  const d = `<path d="${circle(25.6, 14.2, 1.9)}${circle(47.6, 14.2, 1.9)}${circle(33.6, 23.6, 0.6)}${circle(38.4, 23.6, 0.6)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}
