// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done } from './art';
import { bovineLeg } from './big-beasts-kit';
import { smooth } from './dinosaurs';
import { band, circle, curveThrough, ellipse, path } from '../../lib/studio/art-kit/shapes';

/**
 * The curly tail from the rump at (x, y): a band rising out and rolling round into one loop, thinning to its tip.
 * Drawn a quarter bigger than at first, when on the page it was a knot too small to see as a curl.
 */
function curlyTail(x: number, y: number): string {
  const k = 1.25;
  const line = curveThrough(
    (
      [
        [0, 0],
        [3.4, -4],
        [7.2, -5.2],
        [8.6, -1.8],
        [6, 0.4],
        [3.8, -2.2],
        [5, -5.8],
        [7.6, -8.4],
      ] as const
    ).map(([dx, dy]): [number, number] => [x + k * dx, y + k * dy]),
    6,
  );
  return path(band(line, (t) => 1.9 - 0.6 * t).d);
}

/**
 * A whole pig standing side-on, facing left: a round, plump body with a patch, four short legs with knees and
 * hocks on cloven trotters (the bovines' leg, big-beasts-kit.ts), a round head with two floppy ears folding
 * forward, a snout disc with two nostrils, an eye, a pink cheek and a smile, and a curly tail. Our first one had
 * the round body but stood it on four box legs like a table's, with square hooves; our second one's ears rose
 * to two points over the crown and on the page read as a cat's or a fox's.
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
  // the far ear behind the head: only its round fold shows, a little lower behind the near one's, its tip flopping
  // forward out of sight (as high as the near one, the two read as a second point)
  a.f.push(path('M34 29.2C35.2 25.4 34.8 19.6 31.8 18.8C29.4 18.4 26 21.4 23.2 24.6L28 27.2Z'));
  const head = path(ellipse(19.6, 34, 13.2, 12.4));
  a.f.push(head);
  // the near ear: rising from the crown into a round fold and flopping forward, its rounded tip hanging down over
  // the brow in front of the eye
  a.f.push(path('M28.8 25.6C30 20.4 28.6 13.8 24.2 13.4C20.2 13.2 14.8 19.4 10.8 25.6Q9.4 28.2 11.6 28.6Q15.4 25.8 19 24.2Q23.8 23.2 28.8 25.6Z'));
  // the ear's inner edge under the fold, parallel to its front edge
  a.s.push('M23.8 17.6Q19.6 20.4 16.2 24.6');
  // the snout disc standing out in front, the cheek, the smile standing free
  a.f.push(path(ellipse(7.6, 36.4, 4.8, 6)));
  a.f.push(path(circle(23.2, 39.6, 2.6)));
  a.s.push('M13.4 42.6Q16.4 45.2 19.6 43.2');
  // the eye under the ear's tip, the two nostrils
  a.d.push(circle(17.6, 30.8, 1.5), ellipse(6.4, 34.2, 0.95, 1.6), ellipse(6.4, 38.6, 0.95, 1.6));
  a.c.push(head);
  return done(a);
}
