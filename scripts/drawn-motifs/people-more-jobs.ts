// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// More grown-ups at work, drawn as the doctor and the farmer are (people.ts): "a builder", "a pilot", "a
// painter", "a scientist", "a postman", "a dentist" and "a vet" drew nothing.
import { limb, mirrorX } from './figures-kit';
import { kawaiiFace } from './kawaii-face';
import { peakedCap, shortHair, workerFrame } from './people';
import { circle, ellipse, lerp, path, r2, roundRect, turnedEllipse, type Pt } from './shapes';

export type MoreJob = 'builder' | 'pilot' | 'painter' | 'scientist' | 'postman' | 'dentist' | 'vet';

/** A straight stick `w` across from `a` to `b` (a tool's handle), as a limb with its controls on the line. */
const stick = (a: Pt, b: Pt, w: number) => path(limb(a, lerp(a, b, 1 / 3), lerp(a, b, 2 / 3), b, w));

/** A pilot's wings: a round badge at (x, y) with a feathered wing out to each side, `k` times its usual size. */
function wings(f: string[], x: number, y: number, k: number) {
  const q = (dx: number, dy: number) => `${r2(x + dx * k)} ${r2(y + dy * k)}`;
  const wing = `M${q(-1, -0.6)}Q${q(-3.6, -2.6)} ${q(-6.4, -1.8)}Q${q(-5, -0.4)} ${q(-5.4, 0.4)}Q${q(-3, 1.2)} ${q(-1, 0.8)}Z`;
  f.push(path(wing), path(mirrorX(wing, x)), path(circle(r2(x), r2(y), r2(1.3 * k))));
}

/** The coat's opening and lapels, as the doctor's (people.ts). */
const lapels = (s: string[]) => s.push('M36 28V52', 'M31.5 24.5L36 31L40.5 24.5');

/**
 * A grown-up at work, drawn whole like the doctor, with what the job wears and holds: a builder's hard hat, hi-vis
 * stripes, tool belt and hammer; a pilot's peaked cap and jacket with wings on both, a tie; a painter's beret,
 * smock with a floppy bow, palette and brush; a scientist's goggles up on the forehead, lab coat and a bubbling
 * flask; a postman's cap, mail bag with letters and a letter in hand; a dentist's white coat, a big toothbrush and
 * a smiling tooth; a vet's white coat, a puppy held in the arms.
 */
export function moreWorker(job: MoreJob) {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  const coat = job === 'scientist' || job === 'dentist' || job === 'vet';
  const face = workerFrame(f, s, dots, coat, job === 'builder');
  if (job === 'builder') {
    // the hi-vis stripes, the vest's opening, the tool belt with two pouches; the hammer in the hand; the hard hat
    f.push(path(roundRect(26, 31, 46, 33.8, 0.8)), path(roundRect(26, 36.2, 46, 39, 0.8)));
    s.push('M36 24V41', 'M27 49.5H35.5M36.5 49.5H45');
    f.push(path(roundRect(26, 41, 46, 44.6, 0.8)), path(roundRect(27.4, 42.4, 31.8, 48.6, 1)), path(roundRect(40.2, 42.4, 44.6, 48.6, 1)));
    f.push(stick([48.6, 50.4], [55.4, 33.6], 2.2), path('M51.2 30.6L59.8 34.2L58.6 37L50 33.4Z'));
    f.push(path(circle(49.4, 46.6, 2.7)));
    f.push(path('M27 11.6Q27.4 3 36 2.8Q44.6 3 45 11.6Z'), path(roundRect(24.6, 10.6, 47.4, 13.4, 1.3)), path(roundRect(34.4, 3.2, 37.6, 11, 1.2)));
  } else if (job === 'pilot') {
    // the collar and tie, the bands on the shoulders, the wings on the chest; the peaked cap with its wings
    f.push(path('M31 24L36 29.5L41 24Z'), path('M34.8 29L37.2 29L38 38.5L36 41L34 38.5Z'));
    s.push('M27 26.6L31 27.4M27 28.4L31 29.2M45 26.6L41 27.4M45 28.4L41 29.2');
    wings(f, 42.4, 32, 0.7);
    s.push('M36 41V46');
    peakedCap(f);
    wings(f, 36, 7, 0.6);
  } else if (job === 'painter') {
    // the smock's buttons and a floppy bow at the neck; the palette with its blobs of paint and thumb hole, the
    // brush raised in the other hand; the beret
    for (const y of [34, 39]) f.push(path(circle(36, y, 1)));
    const bowLoop = 'M36 26.6Q31 22.4 30.2 26.6Q31 30.6 36 26.6Z';
    f.push(path(bowLoop), path(mirrorX(bowLoop)), path(circle(36, 26.6, 1.3)));
    f.push(
      path('M11.6 45.4C11.6 40 17.4 37.8 23 39.2C27.4 40.4 29 44 26.4 46C25 47 23.4 46.4 22.8 47.8C22 50 24.6 51.4 21.6 52.4C16.4 54 11.6 50.6 11.6 45.4Z'),
    );
    f.push(path(circle(20.8, 45.4, 1.3)));
    for (const [x, y] of [
      [15.4, 43.6],
      [19, 41.6],
      [23.6, 42],
      [15.6, 48.2],
      [18.4, 50.6],
    ])
      f.push(path(circle(x, y, 1.3)));
    f.push(stick([48.4, 50.6], [55.6, 34.2], 1.6), path('M55 35.2Q54.8 31 57.6 28.4Q58.6 32 57 35.8Z'));
    f.push(path(circle(49.4, 46.6, 2.7)));
    f.push(path(turnedEllipse(35, 7.6, 9.6, 3.6, -8)), path(circle(36.6, 3.6, 1.2)));
  } else if (job === 'scientist') {
    // the lab coat's opening, a wild tuft of hair with the goggles over it on the forehead; the flask bubbling in
    // the hand
    lapels(s);
    f.push(path('M28.6 10L29.2 4.8L31.8 6.6L33.2 2.8L35.6 5.4L37.8 2.6L39.6 5.6L42.2 4L43.4 10Z'));
    f.push(path(roundRect(27.8, 7.4, 44.2, 10, 1)), path(circle(32.2, 8.6, 2.9)), path(circle(39.8, 8.6, 2.9)));
    f.push(path('M50.6 30.6H53.4V37L57.6 47.4Q58 49.2 56.2 49.2H47.8Q46 49.2 46.4 47.4L50.6 37Z'));
    f.push(path('M48.4 42.4H55.6L57.6 47.4Q58 49.2 56.2 49.2H47.8Q46 49.2 46.4 47.4Z'));
    f.push(path(roundRect(49.8, 29.4, 54.2, 31.4, 0.6)));
    for (const [x, y, r] of [
      [52.6, 25.6, 1.4],
      [55, 21.8, 1],
      [52.4, 18.8, 0.8],
    ])
      f.push(path(circle(x, y, r)));
    f.push(path(circle(49.4, 46.6, 2.7)));
  } else if (job === 'postman') {
    // the mail bag on its strap across the chest, letters showing from it; a letter in the other hand; the cap
    s.push('M36 24V46');
    f.push(stick([29.6, 25.4], [44.6, 41.6], 2.6));
    f.push(path('M42.2 39L42.8 33.4H49.8L50.4 39Z'));
    s.push('M42.8 33.4L46.3 36L49.8 33.4');
    f.push(path(roundRect(39.6, 38, 53.4, 50.4, 2)), path('M39.6 40Q39.6 38 41.6 38H51.4Q53.4 38 53.4 40V43.2Q46.5 46.6 39.6 43.2Z'));
    f.push(path(circle(46.5, 44, 1)));
    f.push(path('M14.6 41.4H24.4V48.4H14.6Z'));
    s.push('M14.6 41.4L19.5 45.2L24.4 41.4');
    f.push(path(circle(22.6, 46.6, 2.7)));
    peakedCap(f);
    f.push(path('M34.4 5.6H37.6V8.2H34.4Z'));
    s.push('M34.4 5.6L36 7L37.6 5.6');
  } else if (job === 'dentist') {
    // the white coat, short hair and a head mirror; the big toothbrush in one hand, a smiling tooth in the other
    lapels(s);
    shortHair(f);
    f.push(path(circle(41.2, 6.6, 2.6)), path(circle(41.2, 6.6, 1.2)));
    f.push(path(roundRect(39.5, 35, 44, 40, 0.8)));
    f.push(stick([49, 51], [55.4, 22], 2.6));
    f.push(path('M53.4 23.6L57.4 24.4L59.4 14.4L55.4 13.6Z'));
    s.push('M55.8 15.8L58.6 16.4M55.4 18L58.2 18.6M55 20.2L57.8 20.8');
    f.push(path(circle(49.4, 46.6, 2.7)));
    f.push(
      path(
        'M14 34.6C14 30.6 17.4 30 19.6 31.6C21.8 30 25.2 30.6 25.2 34.6C25.2 38 24 39.6 23.8 43.2C23.6 46.2 21.4 46.4 21 43.6C20.7 41.6 20.4 40.8 19.6 40.8C18.8 40.8 18.5 41.6 18.2 43.6C17.8 46.4 15.6 46.2 15.4 43.2C15.2 39.6 14 38 14 34.6Z',
      ),
    );
    // the tooth's face: cheeks and smile, its eyes little rings (the figure's own two eyes the only solid dots)
    const kf = kawaiiFace(19.6, 36, 0.42);
    f.push(...kf.f, path(circle(17.9, 35.2, 0.6)), path(circle(21.3, 35.2, 0.6)));
    s.push(kf.s);
    f.push(path(circle(22.6, 46.6, 2.7)));
  } else {
    // the white coat's lapels (its opening hidden by the puppy), short hair; a puppy held in both arms, its floppy
    // ears, its snout and tail
    s.push('M31.5 24.5L36 31L40.5 24.5');
    shortHair(f);
    f.push(path('M47.6 40.6Q52.4 36.6 51.6 33.2L53.4 33.4Q55 38 49.6 43Z'));
    f.push(path(ellipse(36, 44.4, 12.4, 4.8)));
    f.push(path(turnedEllipse(29.2, 37.8, 2.4, 4.8, 22)), path(turnedEllipse(42.8, 37.8, 2.4, 4.8, -22)));
    f.push(path(circle(36, 36.4, 6.2)));
    f.push(path(ellipse(36, 39.6, 3.2, 2.3)));
    // the puppy's eyes and nose as little rings (the figure's own two eyes the only solid dots)
    f.push(path(circle(33.6, 35.6, 0.8)), path(circle(38.4, 35.6, 0.8)), path(ellipse(36, 38.6, 1, 0.7)));
    s.push('M34.6 40.6Q36 41.6 37.4 40.6');
    f.push(path(circle(22.6, 46.6, 2.7)), path(circle(49.4, 46.6, 2.7)));
  }
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c: face };
}
