// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, roundRect, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/**
 * A little superhero as a picture book draws one, ready to fly (OpenMoji's superhero is a bust): one fist raised to
 * the sky, the other on the hip, a cape flowing out behind in the wind with a wavy hem; a mask over the eyes with
 * its tails fluttering, the eyes showing through, a swept quiff of hair; a lightning bolt on a round badge on the
 * chest, a belt with a buckle, trunks over the suit, gloves with cuffs, boots with cuffs.
 */
export function superhero(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the cape, blown out behind to one side, its wavy hem, its folds; on the other side it hangs behind the body
  f.push(path('M44 28Q52.4 35 54 52.4Q50 54 46 52.4Z'));
  f.push(path('M27.6 28.6C18 28 9 31 2.6 35.6Q6.4 40 4.4 44.6Q10 45.6 9.8 51Q15.6 51.6 16.4 57Q21 55.6 25 57.4L30 40Z'));
  s.push('M15.4 35.6Q9 39.6 4.4 44.6M17.4 39.6Q12.4 45 9.8 51M19.6 43.6Q16.8 50 16.4 57');
  // the boots, the legs, the boots' flared cuffs over them
  f.push(
    path('M26 55.6H35.2V66.2Q35.2 68 33.4 68H22.6Q20.2 68 20.4 65.8Q20.8 62.8 26 62.4Z'),
    path('M46 55.6H36.8V66.2Q36.8 68 38.6 68H49.4Q51.8 68 51.6 65.8Q51.2 62.8 46 62.4Z'),
  );
  f.push(path(roundRect(26.6, 47, 34.8, 58, 3)), path(roundRect(37.2, 47, 45.4, 58, 3)));
  f.push(path('M25.2 54.2H36L35.4 58.2H25.8Z'), path('M46.8 54.2H36L36.6 58.2H46.2Z'));
  // the suit's body, the trunks, the belt and its buckle
  f.push(path('M28.4 27.6H43.6Q48.6 30 48.6 36.4Q48.6 42 46.6 46.6H25.4Q23.4 42 23.4 36.4Q23.4 30 28.4 27.6Z'));
  f.push(path('M24.8 44.6H47.2Q48 48.8 46.8 52Q42 52.4 37.4 50.2L36 50.8L34.6 50.2Q30 52.4 25.2 52Q24 48.8 24.8 44.6Z'));
  f.push(path(roundRect(24.4, 43, 47.6, 46.4, 1.2)), path(roundRect(32.8, 42.2, 39.2, 47.2, 1.4)));
  // the badge on the chest with a lightning bolt
  f.push(path(circle(36, 35.6, 5.2)));
  f.push(path('M37.8 31.2L32.4 36.6H35.6L34 40.2L39.6 34.6H36.4Z'));
  // the arm bent with its fist on the hip, its glove's cuff, the fist
  f.push(path('M27.6 28.8Q19.4 31 16.8 36.8Q15.6 40.4 19.4 42.6L21.6 44.2L25.4 40.2L22.2 38Q23.2 35.2 27 34.4Z'));
  f.push(path('M19.6 42.8L25 38.6L27.4 41.6L22.4 46Z'));
  f.push(path(circle(25.8, 44.4, 3)));
  // the arm raised to the sky, its glove's cuff, the fist
  f.push(path('M44.6 28.2Q49.4 26.6 51 21.6L51.8 14.6L57.2 15.2L56.6 22.6Q55.4 31.4 46.4 33.6Z'));
  f.push(path('M50.8 14.2H58L57.2 18.4H51.4Z'));
  f.push(path(roundRect(50.6, 5.6, 58.4, 14.8, 3.4)));
  s.push('M52.4 9.4H56.6M52.4 11.8H56.6');
  // the cape's collar standing up behind the neck
  f.push(path('M29.4 28.4L24.8 23.4L32 26Z'), path('M42.6 28.4L47.2 23.4L40 26Z'));
  // the mask's tails fluttering out behind the head
  f.push(path('M27.2 17.4Q22 14 17.6 15.4Q20.4 17 20.2 19Q23.8 18.2 27 19.8Z'), path('M27.2 19.2Q22.4 20.4 19.6 24Q22.6 23.6 23.8 25.2Q25.6 22.2 27.6 21.4Z'));
  // the round head, the hair swept up into a quiff
  const head = path(circle(36, 17.6, 10.2));
  f.push(head);
  f.push(path('M25.8 17.2Q24.6 6.8 36 6.6Q47.4 6.8 46.2 17.2Q45 14 42.6 13Q41.6 14.6 39.2 14.4Q37.6 12 35 13.6Q32.6 12.4 30.8 14.2Q28.6 13.4 25.8 17.2Z'));
  f.push(path('M33 11.6Q30.4 8 33.6 5.2Q36.2 3.4 39 4.6Q35.6 5.8 36 8.4Q36.6 10.8 33 11.6Z'));
  // the mask over the eyes, the eyes showing through its holes
  f.push(path('M25.2 15.4Q30.8 13.4 36 15.8Q41.2 13.4 46.8 15.4Q46.6 20.6 43.2 21.8Q38.8 22.8 36 20.2Q33.2 22.8 28.8 21.8Q25.4 20.6 25.2 15.4Z'));
  f.push(path(turnedEllipse(32.2, 18.3, 2.6, 2.1, 8)), path(turnedEllipse(39.8, 18.3, 2.6, 2.1, -8)));
  const kawaii = face(36, 19.4, 0.82, 0, {
    ...KAWAII_FACE,
    eyeY: -1.4,
    eyeR: 1.9,
    cheekX: 7.8,
    cheekY: 5,
    cheek: [2, 1.3],
    smileX: 2.4,
    smileY: 5,
    smileLow: 7.6,
  });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, head);
}
