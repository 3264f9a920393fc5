// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, stitches, torn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, poly, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A hand hanging limp from the wrist at (x, y) (the arm's top edge), three fingers drooping: an area. */
function limpHand(x: number, y: number): string {
  const X = (v: number) => r2(x + v);
  const Y = (v: number) => r2(y + v);
  return (
    `M${X(-1)} ${Y(-0.2)}C${X(2.6)} ${Y(-0.6)} ${X(5.2)} ${Y(0.6)} ${X(5.4)} ${Y(3.6)}` +
    `Q${X(5.6)} ${Y(7.4)} ${X(4.4)} ${Y(7.6)}Q${X(3.4)} ${Y(7.6)} ${X(3.4)} ${Y(6)}` +
    `Q${X(3.2)} ${Y(8.2)} ${X(1.9)} ${Y(8)}Q${X(0.9)} ${Y(7.8)} ${X(1.1)} ${Y(5.8)}` +
    `Q${X(0.6)} ${Y(7.4)} ${X(-0.4)} ${Y(6.8)}Q${X(-1.2)} ${Y(6.2)} ${X(-0.6)} ${Y(4)}L${X(-1)} ${Y(3.6)}Z`
  );
}

/**
 * A silly, friendly zombie for a Halloween page, as a picture book draws one for children (OpenMoji's is a bust):
 * a big round head with messy spiky hair, a plaster and a stitched scar on the forehead, the house's kawaii face
 * with the tongue poking out of the smile; both arms held straight out in front from torn sleeves, the hands
 * dangling; a shirt with a ragged hem, a torn hole and a stitched patch; trousers with ragged hems and a patch on
 * the knee, bare ankles and big shoes, one foot stepping forward. No blood, no gore.
 */
export function zombie(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the far arm, behind the body: its skin, its hand, its torn sleeve
  f.push(path(limpHand(57, 29.4)));
  f.push(path(roundRect(40, 29.4, 58, 33.2, 1.6)));
  f.push(path(`M37 28.6H46.4${torn([46.4, 28.6], [46.4, 34.2], 3, 1.3, [60, 31])}H37Z`));
  // big shoes, toes forward, the bare ankles above them
  f.push(path('M17.6 59.6H24.4Q30.4 59.8 30.6 64.4Q30.8 67.6 27.4 67.6H17.2Q14.6 67.6 14.8 64.6Q15.2 59.6 17.6 59.6Z'));
  f.push(path('M36.4 61H43.2Q49.2 61.2 49.4 65.8Q49.6 69 46.2 69H36Q33.4 69 33.6 66Q34 61 36.4 61Z'));
  f.push(path(roundRect(19, 55, 24, 61, 1)), path(roundRect(38, 56.4, 43, 62.4, 1)));
  // the trousers, one leg stepping forward, ragged at both hems
  const hemL: [Pt, Pt] = [
    [16.6, 56.8],
    [26.2, 57.4],
  ];
  const hemR: [Pt, Pt] = [
    [35.4, 58.6],
    [45.6, 58],
  ];
  f.push(path(`M20.8 45.4H40.6L45.6 58${torn(hemR[1], hemR[0], 4, 1.5, [40, 62])}L31 50.6L26.2 57.4${torn(hemL[1], hemL[0], 4, 1.5, [21, 62])}Z`));
  // the patch on the front knee with its stitches
  f.push(
    path(
      poly([
        [36.2, 50.4],
        [41.6, 49.8],
        [42.2, 54.8],
        [36.8, 55.4],
      ]),
    ),
  );
  s.push(stitches([35.4, 51.4], [36, 54.6], 2, 0.8), stitches([42.4, 50.8], [43, 54], 2, 0.8));
  // the shirt: a ragged hem, a torn hole, a patch sewn on with big stitches, the collar
  const shirt = `M24.4 29.4H37.6C42.6 30.6 45.2 39 44.2 47.6${torn([44.2, 47.6], [17.8, 47.6], 7, 1.8, [31, 52])}C16.8 39 19.4 30.6 24.4 29.4Z`;
  f.push(path(shirt));
  f.push(path('M31 39.8L32.8 38.4L34.4 39.8L35.8 38.8L36.2 42L34.4 43.4L33 42.2L31.4 43Z'));
  f.push(
    path(
      poly([
        [22.4, 36.6],
        [28.4, 35.8],
        [29.2, 41.8],
        [23.2, 42.6],
      ]),
    ),
  );
  s.push(stitches([21.6, 37.4], [22.4, 41.8], 2, 0.8), stitches([29.6, 36.4], [30.2, 40.8], 2, 0.8));
  f.push(path('M26.4 29.4L31 34.6L35.6 29.4Z'));
  f.push(path('M26 29.4L31 34.6L24.8 33.8Q24.4 31.2 26 29.4Z'), path('M36 29.4L31 34.6L37.2 33.8Q37.6 31.2 36 29.4Z'));
  // the near arm in front: its torn sleeve over the shoulder, its skin, its hand
  f.push(path(limpHand(63.4, 37.8)));
  f.push(path(roundRect(44, 37.8, 64.4, 41.6, 1.6)));
  f.push(path(`M38.6 36.4H49.6${torn([49.6, 36.4], [49.6, 42.8], 3, 1.3, [62, 39])}H38.6Q36.4 39.6 38.6 36.4Z`));
  // the neck, the round head
  f.push(path(roundRect(28, 26, 34, 31, 1.2)));
  const head = path(circle(31, 18.6, 10.6));
  f.push(head);
  // messy spiky hair over the top of the head, tufts sticking out every way, its fringe ragged over the forehead
  const hair: Pt[] = [
    [20.2, 17.6],
    [17, 12.6],
    [21.4, 12.4],
    [20.6, 6.6],
    [25, 9],
    [26.4, 3],
    [30, 7.4],
    [33.4, 1.8],
    [35, 7.6],
    [40.6, 4.4],
    [39.6, 9.4],
    [44.8, 9.8],
    [41.4, 13],
    [44, 16.6],
    [41.6, 17.4],
    [39.2, 12.8],
    [37.4, 14.2],
    [35.4, 10.2],
    [32.4, 12.6],
    [30.6, 10],
    [28, 13.6],
    [26.8, 11.2],
    [24.4, 14.4],
    [23.2, 12.8],
  ];
  f.push(path(poly(hair)));
  // a plaster stuck across the hairline, a stitched scar over one eye
  f.push(path(turnedEllipse(24.4, 14, 3.4, 1.4, -32)));
  s.push('M23.6 13L25 15M24.6 12.4L26 14.4');
  s.push(stitches([37.4, 15], [38.8, 18.4], 2, 0.9));
  // the kawaii face, the tongue poking out of the smile
  const kawaii = face(31, 21, 0.95, 0, { ...KAWAII_FACE, eyeY: -0.8, smileX: 3, smileY: 2.6, smileLow: 5.2 });
  f.push(...kawaii.f);
  f.push(path('M31.8 24.6Q32 27.6 33.6 27.4Q35.2 27.2 34.6 24Q33.2 24.6 31.8 24.6Z'));
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, head);
}
