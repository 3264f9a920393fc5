// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done } from './art';
import { bell } from './big-animals';
import { bovineLeg } from './big-beasts-kit';
import { smooth } from './dinosaurs';
import { leaf } from './hooved';
import { along, band, circle, ellipse, path, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/**
 * A whole goat standing side-on, facing left: a rounded body with a patch on its flank, four slim legs with knees
 * and hocks on cloven hooves (each toe an area), a neck with a collar and a bell, a head with horns curving back,
 * an ear sticking out, a pointed beard, an eye, a nostril and a smile, and a short tail turned up. Our first one
 * stood a box body on four straight posts, which an adults' page filled with rings like a target.
 */
export function goat() {
  const a = art();
  // the far legs, set back (their hooves higher), before the body
  a.f.push(...bovineLeg([34, 59], 42, 4, false), ...bovineLeg([56.5, 59], 40, 4, true));
  // the short tail turned up, then the neck rising to the head
  a.f.push(leaf([59.5, 31], [65.2, 23.6], [62.4, 34], 1.6));
  a.f.push(
    path(
      smooth([
        [22, 40],
        [18.4, 31],
        [18.6, 22],
        [24, 17],
        [29.5, 22],
        [31, 30],
        [34, 34],
      ]),
    ),
  );
  // the near legs, then the body over all their tops
  a.f.push(...bovineLeg([27, 60.3], 44, 4.4, false), ...bovineLeg([52.5, 60.3], 42, 4.4, true));
  a.f.push(
    path(
      smooth([
        [21.5, 37],
        [26, 31],
        [36, 29.8],
        [47, 30.4],
        [57.5, 28.4],
        [63.8, 33.2],
        [63.6, 41.5],
        [57, 47.4],
        [45, 49.8],
        [33, 49],
        [24.5, 45.5],
      ]),
    ),
  );
  // a patch on the flank; the shoulder and the hip, short lines in from the back
  a.f.push(path(turnedEllipse(45.5, 37, 5.6, 3.6, -8)));
  a.s.push('M30.5 31Q32.4 35.5 31.2 40', 'M56.5 29.6Q55 34 57 38.4');
  // the collar with its bell
  a.f.push(path('M19.4 30.6Q25 29.4 29.6 25.4L31.2 27.8Q26 32.4 20.2 33.6Z'));
  const b = bell([22.8, 33.4]);
  a.f.push(b.f);
  a.s.push(b.s);
  // the pointed beard under the chin, then the horns curving back, the far one first
  a.f.push(path('M10.2 28.6Q9.4 33.2 11.6 37.2Q13.4 33.6 15.6 31.4Q15.8 29.6 15 28.4Z'));
  const horn = (x: number, y: number) =>
    band(
      along(
        [x, y],
        [
          [
            [x + 1, y - 6.5],
            [x + 7.5, y - 10],
            [x + 12, y - 5.5],
          ],
        ],
      ),
      (t) => 3.4 - 2.2 * t,
    );
  a.f.push(path(horn(22.6, 17.5).d), path(horn(19.4, 17.2).d));
  // the head: a long face down to a rounded muzzle, kept clear of an adults' page's fill
  const head = 'M26 16Q22 12 16.5 14Q12 16 8.5 20.5Q5.5 24.6 6.4 27.6Q7.4 30.4 11 30Q15 29.4 19.5 27.5Q26.5 24.6 27.2 20.2Q27.4 17.6 26 16Z';
  a.f.push(path(head));
  // the ear, sticking out sideways and back, its inner ear a line; a cheek
  a.f.push(path('M23 19.6Q27.5 17.4 33.6 19Q30.2 23.2 24.2 23.6Z'));
  a.s.push('M25.2 21.2Q28.5 20.4 31 19.8');
  a.f.push(path(ellipse(19.6, 24.2, 1.6, 1.2)));
  // the smile, standing free; the eye and a nostril
  a.s.push('M9 26.3Q11 27.8 13.4 26.6');
  a.d.push(circle(16.6, 19.6, 1.4), ellipse(8.4, 22.6, 0.7, 0.95));
  a.c.push(path(head));
  return done(a);
}
