// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { slimArms, slimHead } from './people';
import { circle, path, roundRect } from './shapes';

export type GrownUp = 'woman' | 'man' | 'grandma' | 'grandpa';

/**
 * A mother, a father, a grandmother or a grandfather drawn whole, as the children are, for the pages people
 * make for Mother's Day, Father's Day and the family: the emoji are busts, and "mom", "dad" or "grandma"
 * drew a hat, a cap or nothing. A woman with long hair in a dress with a collar and a belt; a man with short
 * hair in a shirt with a collar, a pocket and a belt, trousers and shoes; a grandmother with a bun and glasses
 * in a buttoned cardigan over a long skirt; a grandfather, bald on top, with glasses, a buttoned cardigan and a
 * walking stick.
 */
export function grownUp(who: GrownUp) {
  const f: string[] = [];
  const s: string[] = [];
  if (who === 'woman') {
    // long hair behind the shoulders; legs and shoes under the dress; the dress with a collar and a belt
    f.push(path('M28.4 12Q26.4 22 26.6 31Q31 33 36 33Q41 33 45.4 31Q45.6 22 43.6 12Z'));
    f.push(path(roundRect(31.5, 50, 35, 61, 1.4)), path(roundRect(37, 50, 40.5, 61, 1.4)));
    f.push(path('M29.5 59.5H35.5Q35.8 64 32.2 64Q28.8 64 29.5 59.5Z'), path('M36.5 59.5H42.5Q43.2 64 39.8 64Q36.2 64 36.5 59.5Z'));
    slimArms(f);
    f.push(path('M30.5 24.5H41.5Q43 25 43 27L44 38L48 52H24L28 38L29 27Q29 25 30.5 24.5Z'));
    f.push(path(roundRect(28.2, 37, 43.8, 40, 0.8)), path(roundRect(34.2, 36.5, 37.8, 40.5, 0.8)));
    f.push(path('M31.5 24.5L36 29.5L40.5 24.5Q36 26.5 31.5 24.5Z'));
    f.push(path(circle(36, 32, 0.9)));
  } else if (who === 'grandma') {
    // legs and shoes under a long skirt; the cardigan with its buttons and pockets over a blouse
    f.push(path(roundRect(31.5, 56, 35, 61.5, 1.4)), path(roundRect(37, 56, 40.5, 61.5, 1.4)));
    f.push(path('M29.5 60H35.5Q35.8 64 32.2 64Q28.8 64 29.5 60Z'), path('M36.5 60H42.5Q43.2 64 39.8 64Q36.2 64 36.5 60Z'));
    f.push(path('M29 40H43L46.5 57.5H25.5Z'));
    slimArms(f);
    f.push(path('M30 24.5H42Q44 25 44 27.5L45 44H27L28 27.5Q28 25 30 24.5Z'));
    f.push(path('M33 24.5L36 28L39 24.5Z'));
    s.push('M36 28V44');
    for (const y of [31, 35, 39]) f.push(path(circle(37.4, y, 0.85)));
    f.push(path(roundRect(29, 37, 33.5, 41.5, 0.8)), path(roundRect(39.8, 37, 43.3, 41.5, 0.8)));
  } else {
    // legs and shoes; a shirt with a collar under a jacket (the father's shirt shows, the grandfather's cardigan
    // buttons over it), a belt
    f.push(path(roundRect(28.5, 44, 35.5, 60, 1.8)), path(roundRect(36.5, 44, 43.5, 60, 1.8)));
    f.push(path('M26.5 59H35.5Q35.8 64 31.5 64Q26 64 26.5 59Z'), path('M36.5 59H45.5Q46 64 40.5 64Q36.2 64 36.5 59Z'));
    f.push(path('M27.5 27L21.5 41Q20.6 43.4 22.8 44.2L24.3 44.8Q26.4 45.4 27.2 43.2L31.5 31Z'));
    f.push(path('M44.5 27L50.5 41Q51.4 43.4 49.2 44.2L47.7 44.8Q45.6 45.4 44.8 43.2L40.5 31Z'));
    f.push(path(circle(23.2, 45.6, 2.5)), path(circle(48.8, 45.6, 2.5)));
    f.push(path(roundRect(27, 24, 45, 46, 3.5)));
    f.push(path(roundRect(27, 41.5, 45, 44.5, 0.8)), path(roundRect(34.2, 41, 37.8, 45, 0.8)));
    if (who === 'man') {
      f.push(path('M31.5 24L36 28.5L34.2 30.5Z'), path('M40.5 24L36 28.5L37.8 30.5Z'));
      s.push('M36 28.5V41.5');
      for (const y of [32, 36]) f.push(path(circle(36, y, 0.8)));
      f.push(path(roundRect(38.6, 31.5, 42.6, 35.5, 0.8)));
    } else {
      f.push(path('M31 24L36 31.5L41 24Z'));
      s.push('M36 31.5V41.5');
      for (const y of [34, 38]) f.push(path(circle(37.3, y, 0.8)));
      // the walking stick in the right hand
      f.push(path('M47.6 44.2V64.5H50V46.5Q50 43 53.2 43Q55.6 43 55.6 45.6H53.4Q53.4 45 52.8 45Q51.5 45 51.5 46.5H50V44.2Z'));
    }
  }
  const { face, d } = slimHead(f, s);
  if (who === 'woman') f.push(path('M28.4 14Q27.8 6.4 36 6.4Q44.2 6.4 43.6 14Q41.5 10 36 9.8Q33 12.4 28.4 14Z'));
  else if (who === 'man') f.push(path('M28.6 12.6Q28.2 6.2 36 6.2Q43.8 6.2 43.4 12.6Q42 9.6 39 9.8Q37 8.4 35 9.8Q31 9 28.6 12.6Z'));
  else if (who === 'grandma') {
    // grey hair in a bun on top
    f.push(path(circle(36, 5.4, 3.4)));
    f.push(path('M28.6 13.4Q28.4 7.2 36 7Q43.6 7.2 43.4 13.4Q40.5 10.2 36 10.4Q31.5 10.2 28.6 13.4Z'));
  } else {
    // bald on top with hair over the ears
    f.push(path('M28.4 16Q27.2 11.5 29.4 9.6Q30 12 31 13.6Z'), path('M43.6 16Q44.8 11.5 42.6 9.6Q42 12 41 13.6Z'));
  }
  if (who === 'grandma' || who === 'grandpa')
    s.push('M35 15H37', `M${32} 15a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0 -3.4 0M${36.6} 15a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0 -3.4 0`);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}
