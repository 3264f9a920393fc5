// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The guide dog: our dog (pets.ts) as a friendly labrador at work, in its harness with the handle standing up from
// its back. Fluent's printed as a boxy outline on four stick legs with a black nose, the harness a few thin straps
// and the handle a hollow frame: one area to colour, no smile.
import { polyD } from '../../lib/studio/art-kit/clip';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { collar, leg, paw } from './pets';
import { oval, within } from './ship-and-helicopter';
import { band, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** A straight band from `a` to `b`, `w` across: a bar of the harness's handle, a strap. */
const bar = (a: Pt, b: Pt, w: number) =>
  band(
    Array.from({ length: 5 }, (_, i): Pt => [r2(a[0] + ((b[0] - a[0]) * i) / 4), r2(a[1] + ((b[1] - a[1]) * i) / 4)]),
    () => w,
  ).d;

/**
 * The guide dog standing side-on, facing left, its face turned to the reader: floppy ears, eyes with a shine, a
 * muzzle with a nose, a smile and a tongue, a collar with its tag, four sturdy legs with toed paws and a thick
 * tail held out wagging. The harness: a strap round its chest, one round its middle behind the front legs, a pad on
 * its back where they meet and a patch with a heart on its side; the handle rises from the back pad, a frame of two
 * bars, leaning back and closing towards the top, with a padded grip across their tops. Every strap and bar is an area to colour.
 */
export function guideDog() {
  const f: string[] = [];
  const s: string[] = [];
  // the thick tail held out behind, wagging (two motion lines), then the far legs and the near ones
  f.push(path('M56 37.6Q63.4 35.6 66.8 28.4Q68 26.4 69.6 27.6Q71 28.8 70 31Q66.6 39.6 57.6 42.4Z'));
  s.push('M70.4 22.4Q71.4 24.4 71 26.6M67.2 22.2Q68.6 23.2 69 24.8');
  f.push(leg(31.5, 46, 5.6), leg(53, 46, 5.6));
  paw(31.5, 5.6, f, s);
  paw(53, 5.6, f, s);
  // the handle's far bar, behind the body
  f.push(path(bar([46, 36], [51.4, 9.6], 2.5)));
  f.push(leg(24.5, 46, 6), leg(46, 46, 6));
  paw(24.5, 6, f, s);
  paw(46, 6, f, s);
  // the body
  const body = oval(40.5, 41.5, 19.5, 10.5, 96);
  f.push(path(ellipse(40.5, 41.5, 19.5, 10.5)));
  // the harness: the strap round the middle, the strap across the chest, each cut to the body
  f.push(
    path(
      polyD(
        within(body, [
          [31.6, 28],
          [37, 28],
          [35, 56],
          [29.6, 56],
        ]),
      ),
    ),
  );
  f.push(
    path(
      polyD(
        within(body, [
          [34, 31.8],
          [34.6, 35.6],
          [20, 45.2],
          [18, 41.6],
        ]),
      ),
    ),
  );
  // the patch on its side, a heart on it
  f.push(path('M29.2 41.2Q29.2 39.6 30.8 39.6H36Q37.4 39.6 37.4 41.2V46Q37.4 47.6 36 47.6H30.8Q29 47.6 29 46Z'));
  f.push(path('M33.2 46.2Q29.8 43.8 30.6 42.1Q31.6 40.6 33.2 42.2Q34.8 40.6 35.8 42.1Q36.6 43.8 33.2 46.2Z'));
  // the back pad where the straps meet, and the handle's near bar rising from it, leaning back, and the grip
  f.push(path('M29.6 32.2Q34.4 29.4 40.2 30.4L40.6 34.4Q35.4 33.6 30.4 35.8Z'));
  f.push(path(bar([36.2, 33.4], [46.4, 9.6], 2.8)));
  f.push(path(polyD(oval(36.4, 33.4, 2, 2, 24))));
  f.push(path('M44 8.4Q44 6 46.4 6H51.4Q53.8 6 53.8 8.4V9.6Q53.8 12 51.4 12H46.4Q44 12 44 9.6Z'));
  s.push('M47.4 6.2V11.8M50.4 6.2V11.8');
  // the collar under the chin and its tag
  f.push(...collar());
  // the head (kept clear of an adults' page's fill), the ears flopping over its sides
  const head = path(ellipse(19, 22.5, 11.5, 11));
  f.push(head);
  f.push(path('M13.5 12.6Q6.5 9 3.6 16.5Q1.8 24 5 30.5Q7.6 33 10 30Q9.4 21.5 13.5 12.6Z'));
  f.push(path('M24.5 12.6Q31.5 9 34.4 16.5Q36.2 24 33 30.5Q30.4 33 28 30Q28.6 21.5 24.5 12.6Z'));
  // the muzzle, the tongue under the smile, the brows' tufts
  f.push(path(ellipse(19, 28.4, 6.4, 4.4)));
  f.push(path('M17.3 32.3Q17.1 36 19 36Q20.9 36 20.7 32.3Z'));
  s.push('M15 29.8Q19 33.8 23 29.8');
  const dots = [pupil(14.8, 20.6, 2), pupil(23.2, 20.6, 2), ellipse(19, 26.4, 2.3, 1.5)];
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c: head };
}
