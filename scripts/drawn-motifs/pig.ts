// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done } from './art';
import { bovineLeg } from './big-beasts-kit';
import { smooth } from './dinosaurs';
import { band, circle, curveThrough, ellipse, path } from './shapes';

/** The curly tail from the rump at (x, y): a band rising out and rolling round into one loop, thinning to its tip. */
function curlyTail(x: number, y: number): string {
  const line = curveThrough(
    [
      [x, y],
      [x + 3.4, y - 4],
      [x + 7.2, y - 5.2],
      [x + 8.6, y - 1.8],
      [x + 6, y + 0.4],
      [x + 3.8, y - 2.2],
      [x + 5, y - 5.8],
      [x + 7.6, y - 8.4],
    ],
    6,
  );
  return path(band(line, (t) => 1.8 - 0.5 * t).d);
}

/**
 * A whole pig standing side-on, facing left: a round, plump body with a patch, four short legs with knees and
 * hocks on cloven trotters (the bovines' leg, big-beasts-kit.ts), a round head with two floppy ears folding
 * forward, a snout disc with two nostrils, an eye, a pink cheek and a smile, and a curly tail. Our first one had
 * the round body but stood it on four box legs like a table's, with square hooves.
 */
export function pig() {
  const a = art();
  // the far legs, set back (their trotters higher), then the tail, then the near legs
  a.f.push(...bovineLeg([34.5, 58.6], 46, 6.4, false), ...bovineLeg([58, 58.6], 44, 6.4, true));
  a.f.push(curlyTail(61.6, 31.6));
  a.f.push(...bovineLeg([27.5, 60], 47, 6.8, false), ...bovineLeg([50.5, 60], 44, 6.8, true));
  // the body: a plump barrel, its back rising to a round rump and its belly hanging low between the legs
  a.f.push(
    path(
      smooth([
        [22, 31],
        [31, 24.6],
        [44, 23.4],
        [56, 25.2],
        [64, 32.4],
        [65, 42],
        [60, 50.6],
        [48, 55.2],
        [34, 54.6],
        [25.4, 49.6],
        [21.8, 40.6],
      ]),
    ),
  );
  // a patch on the flank; the hip, a short line in from the back
  a.f.push(path('M43 30Q49.5 27.4 53.4 31Q55.6 35.4 51 37.4Q46 38.6 43.4 35.8Q41 32.6 43 30Z'));
  a.s.push('M56.4 33Q54 38.4 56 43.6');
  // the far ear peeking up behind the head, then the head (kept clear of an adults' page's fill)
  a.f.push(path('M24.4 22.8Q27.6 15.4 33.6 14.6Q34.6 20.6 31.4 26.4Q28.6 23.4 24.4 22.8Z'));
  const head = path(ellipse(19.6, 34, 13.2, 12.4));
  a.f.push(head);
  // the near ear: up from the crown and flopping forward, its tip hanging over the brow; the fold a line
  a.f.push(path('M27.4 24.2Q26 17.6 22.4 14.8Q16 15.6 11.6 22.4Q10.2 26 11.2 29.6Q13.6 25  17 22.6Q21.6 21.8 27.4 24.2Z'));
  a.s.push('M22.4 14.8Q19.4 18.2 17 22.6');
  // the snout disc standing out in front, the cheek, the smile standing free
  a.f.push(path(ellipse(7.6, 36.4, 4.8, 6)));
  a.f.push(path(circle(23.2, 39.6, 2.6)));
  a.s.push('M13.4 42.6Q16.4 45.2 19.6 43.2');
  // the eye under the ear's tip, the two nostrils
  a.d.push(circle(17.6, 30.8, 1.5), ellipse(6.4, 34.2, 0.95, 1.6), ellipse(6.4, 38.6, 0.95, 1.6));
  a.c.push(head);
  return done(a);
}
