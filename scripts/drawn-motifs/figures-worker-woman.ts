// The woman at work's hair and face, for the grown-up at work's head (figures-worker-kit.ts), in OpenMoji's 72-unit
// box. Every job had been one man's face and build, so "doctora", "Ärztin" or "cô giáo" drew a man. She wears the
// same uniform; what tells her apart at a glance, as in a picture book, is her hair (a bob to the jaw, a ponytail
// swinging out behind the head, or a bun on top), a side-swept fringe, lashes at the eyes' outer corners and, where
// the ears show, a small round earring. Ours (MIT).
import { mirrorX } from '../../lib/studio/art-kit/figures-kit';
import { circle, ellipse, path, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/** A sheet being drawn (figures-worker-kit.ts's Sheet, repeated here so the kit can import this file). */
type Sheet = { f: string[]; s: string[]; d: string[] };

/** How she wears her hair: the bob and the ponytail show under any hat, the bun only on a bare head. */
export type WomanHair = 'bob' | 'ponytail' | 'bun';

/**
 * The hair behind the head, painted before the neck and the face: the bob from the crown down past the ears to
 * the jaw, its ends turning in; the ponytail out from the back of the head on her left (the picture's right), down
 * to the shoulder (lower under a hat, below its brim); the bun on the crown.
 */
export function backHair(g: Sheet, style: WomanHair, hatted: boolean) {
  if (style === 'bob') {
    g.f.push(
      path(
        'M36 6.4C29.4 6.4 25.8 10.6 25.8 16.4L25.4 23.4Q25.4 25.8 28.2 25.6Q30.4 25.4 31.4 24H40.6Q41.6 25.4 43.8 25.6Q46.6 25.8 46.6 23.4L46.2 16.4C46.2 10.6 42.6 6.4 36 6.4Z',
      ),
    );
    return;
  }
  if (style === 'ponytail') {
    const dy = hatted ? 4.6 : 0;
    const y = (v: number) => Math.round((v + dy) * 100) / 100;
    g.f.push(
      path(
        `M40.4 ${y(8.6)}C47 ${y(6.4)} 51.6 ${y(9.6)} 51 ${y(15.4)}C50.6 ${y(19.4)} 49 ${y(20.8)} 48.2 ${y(23)}C46.8 ${y(20.2)} 45.8 ${y(18)} 43.4 ${y(16.4)}Z`,
      ),
    );
    g.s.push(`M46.4 ${y(10.6)}Q49.4 ${y(13)} 48.8 ${y(18.6)}`);
    return;
  }
  // the bun on the crown, its twist
  g.f.push(path(circle(36, 5.2, 3.6)));
  g.s.push('M33.6 5.8Q34.4 2.8 37.4 3.4Q39 4.6 37.6 6.4');
}

/**
 * The hair over the forehead, painted after the face: on a bare head a smooth cap parted on her left with the
 * fringe swept across to the other temple; under a hat the fringe alone, swept the same way.
 */
export function frontHair(g: Sheet, hatted: boolean) {
  if (hatted) {
    g.f.push(path('M28.4 15.6Q28.4 11.6 31 11.2H41Q43.6 11.6 43.6 15.6Q42.6 13.4 40.6 13Q36.6 16.6 31 14.4Q29.4 14.4 28.4 15.6Z'));
    return;
  }
  g.f.push(path('M28.2 18C26.8 10.6 30.4 6.2 36 6.2C41.6 6.2 45.2 10.6 43.8 18Q43.2 13.2 40.4 11.4Q36.4 16 30.6 13.6Q29 15 28.2 18Z'));
  g.s.push('M40.4 7.2Q38.4 9.6 34.2 12.8');
}

/** The band where the ponytail leaves a bare head, painted after the front hair (under a hat, the hat hides it). */
export const ponytailBand = (g: Sheet) => g.f.push(path(turnedEllipse(44.4, 11, 1.1, 2, -35)));

/**
 * Her face's touches over the grown-up's face (eyes at x = 36 ± 3.26, y = 17.46, radius 1.18): a lash flicking out
 * level from each eye's outer corner, well under the brow's end (two, or one flicked up, ran into the brow and
 * made her look cross in bold lines), and a round earring under each ear when her ears show.
 */
export function lashesAndEarrings(g: Sheet, earrings: boolean) {
  const lashes = 'M31.6 17.3L30.1 17.1';
  g.s.push(lashes, mirrorX(lashes));
  if (earrings) g.f.push(path(circle(28.1, 21.6, 0.9)), path(circle(43.9, 21.6, 0.9)));
}

/** The ears (hidden under a bob), as the man's head has them. */
export const ears = (g: Sheet) => g.f.push(path(ellipse(28.1, 18.2, 1.5, 2.1)), path(ellipse(43.9, 18.2, 1.5, 2.1)));
