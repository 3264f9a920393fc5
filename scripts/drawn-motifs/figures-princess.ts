// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, hem, lashes, limb, wavyHair, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, r2, starPath } from '../../lib/studio/art-kit/shapes';

/**
 * A princess as a picture book draws one, round and friendly (OpenMoji's is a bust): long wavy hair down her back,
 * a tiara with gems, the house's kawaii face, a ball gown with puffed sleeves, a bodice with a heart, a sash tied
 * in a bow at the waist and a skirt in three scalloped tiers, little shoes under the hem, and a star wand held up
 * in one hand (without `wand` both arms hang at her sides: Cinderella, figures-cinderella.ts).
 */
export function princess({ wand = true } = {}): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the long hair behind, falling in waves to curls at its ends; its strands
  f.push(
    path(
      wavyHair(
        6.8,
        [47.4, 17.6],
        [
          [50.4, 21, 48.4, 25],
          [51.6, 28.8, 49.4, 32.6],
          [52.6, 36.6, 50.2, 40.4],
          [53, 45, 48.4, 46.6],
          [46.6, 47.8, 45.2, 45.8],
          [43.6, 47.4, 42.2, 44.8],
        ],
      ),
    ),
  );
  s.push('M22.6 33.4Q20.8 38.4 22.6 43M49.6 39Q51.4 42.4 49.8 45');
  // little shoes peeking out under the hem
  f.push(path(ellipse(31, 65.6, 3, 1.9)), path(ellipse(41, 65.6, 3, 1.9)));
  // the skirt in three tiers, the longest first, each with a scalloped hem
  f.push(path(`M31.6 40C28.6 48 20 56 13.6 63.6${hem(13.6, 58.4, 63.6, 8, 1.1)}C52 56 43.4 48 40.4 40Z`));
  for (const x of [21.4, 28.6, 36, 43.4, 50.6]) f.push(path(heart(x, 59.4, 1.1)));
  f.push(path(`M31.6 40C29.4 46 23.6 51 18.6 55.2${hem(18.6, 53.4, 55.2, 6, 1.1)}C48.4 51 42.6 46 40.4 40Z`));
  f.push(path(`M31.6 40C30.6 43.4 28 46 25.4 47.8${hem(25.4, 46.6, 47.8, 4, 1.1)}C44 46 41.4 43.4 40.4 40Z`));
  // the neck and chest, the bodice with its sweetheart neckline and a heart
  f.push(path('M33 26H39V31.6H33Z'));
  f.push(path('M30.6 30.2Q33.4 28.4 36 30.8Q38.6 28.4 41.4 30.2L40.6 40.6H31.4Z'));
  f.push(path(heart(36, 34.4, 1.6)));
  // the sash at the waist, its bow: tails, loops, knot
  f.push(path('M30.8 39Q36 40.4 41.2 39L41.4 42.4Q36 43.8 30.6 42.4Z'));
  f.push(path('M35 41.6L32.8 47L34.4 46.4L35.2 47.8L36.2 42Z'), path('M37 41.6L39.2 47L37.6 46.4L36.8 47.8L35.8 42Z'));
  f.push(
    path('M35.2 40.6C32.8 38 30.6 38.4 30.8 40.8C31 43.2 33.2 43.4 35.2 41.4Z'),
    path('M36.8 40.6C39.2 38 41.4 38.4 41.2 40.8C41 43.2 38.8 43.4 36.8 41.4Z'),
  );
  f.push(path(circle(36, 40.9, 1.4)));
  // the left arm down at her side, the right one raised with the wand (its rod and star), or down as the left is
  f.push(path(limb([27.4, 32], [26.4, 36], [25.4, 40], [24.8, 43.6], 3.2)));
  if (wand) {
    f.push(path(limb([44.6, 32.4], [48.6, 36.6], [51.4, 35.4], [51.4, 27.8], 3.2)));
    f.push(path(limb([50.2, 31.4], [51.4, 27], [52.8, 22.4], [54.2, 17.6], 1.6)));
    f.push(path(starPath(55.2, 13.2, 4.8)), path(circle(55.2, 13.6, 1.2)));
    f.push(path(circle(24.8, 44, 2.1)), path(circle(51.3, 27.6, 2.1)));
  } else f.push(path(limb([44.6, 32], [45.6, 36], [46.6, 40], [47.2, 43.6], 3.2)), path(circle(24.8, 44, 2.1)), path(circle(47.2, 44, 2.1)));
  // the puffed sleeves, their pleats
  f.push(path(ellipse(28.2, 31.2, 4.2, 3.6)), path(ellipse(43.8, 31.2, 4.2, 3.6)));
  s.push('M27 27.8Q25.6 31.2 27 34.6M29.8 27.8Q28.8 31.2 29.8 34.6M45 27.8Q46.4 31.2 45 34.6M42.2 27.8Q43.2 31.2 42.2 34.6');
  // the round head, the side-swept fringe
  const head = path(circle(36, 18.6, 9.4));
  f.push(head);
  f.push(path('M26.8 19.4C26.2 11.4 30.6 8.4 36 8.4C41.4 8.4 45.8 11.4 45.2 19.4Q43.8 15 40.6 13Q37.4 16.4 31.4 15.6Q28.6 16.6 26.8 19.4Z'));
  s.push('M39.2 11.2Q34.4 11.6 30.4 14.2M42.6 12.2Q44 14 44.4 16.6');
  // the tiara: three peaks, a pearl on the middle one, a gem on each
  f.push(path('M28.8 10.8Q36 7.4 43.2 10.8L43.6 8.8Q42.2 6.2 40.6 6.4Q39 6.6 38.2 5L36 1.6L33.8 5Q33 6.6 31.4 6.4Q29.8 6.2 28.4 8.8Z'));
  f.push(path(circle(36, 1.8, 1)), path(circle(36, 6, 1.3)), path(circle(31.2, 8.4, 0.8)), path(circle(40.8, 8.4, 0.8)));
  const kawaii = face(36, 20.6, 0.8, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // two lashes at each eye's outer corner
  s.push(
    lashes(
      [
        [32.32, 20.12],
        [39.68, 20.12],
      ],
      1.44,
    ),
  );
  return figure(f, s, kawaii.d, head);
}

/** A heart centred on (x, y), `k` times the size of the one on the bodice (2.6 across), pointing down: an area. */
function heart(x: number, y: number, k: number): string {
  const P = (dx: number, dy: number) => `${r2(x + dx * k)} ${r2(y + dy * k)}`;
  return `M${P(0, 1.6)}C${P(-1.75, 0.35)} ${P(-1.6, -1.25)} ${P(-0.75, -1.25)}C${P(-0.25, -1.25)} ${P(0, -0.85)} ${P(0, -0.6)}C${P(0, -0.85)} ${P(0.25, -1.25)} ${P(0.75, -1.25)}C${P(1.6, -1.25)} ${P(1.75, 0.35)} ${P(0, 1.6)}Z`;
}
