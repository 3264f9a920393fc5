// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, pt, r2, roundRect } from '../../lib/studio/art-kit/shapes';

/** A throwing star centred on (cx, cy), `r` to its four points, turned `deg` degrees, with a hole: two areas. */
function shuriken(cx: number, cy: number, r: number, deg: number): string[] {
  const a0 = (deg * Math.PI) / 180;
  let d = '';
  for (let i = 0; i < 4; i++) {
    const a = a0 + (i * Math.PI) / 2;
    // a point, then the hollow edge round to the next point
    d += `${i ? 'L' : 'M'}${pt(cx, cy, r, a)}Q${pt(cx, cy, r * 0.2, a + Math.PI / 4)} ${pt(cx, cy, r, a + Math.PI / 2)}`;
  }
  return [path(`${d}Z`), path(circle(r2(cx), r2(cy), r2(r * 0.2)))];
}

/**
 * A little kid ninja as a picture book draws one (OpenMoji's is a bust): a round hood, a mask over the nose and
 * mouth with a smile sewn on it, the eyes showing through the slit between them; a headband with a plate on the
 * forehead, its knot and two tails fluttering behind; a wrap jacket with its crossed front, a belt tied in a knot
 * with its ends hanging; wrapped wrists, baggy trousers in a wide stance with wrapped shins and split-toed boots;
 * one hand up holding a throwing star, two more flying beside it.
 */
export function ninja(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // two throwing stars flying
  f.push(...shuriken(64.6, 9.4, 4, 10), ...shuriken(65.4, 24.4, 3.4, 30));
  // the headband's tails fluttering out behind the hood
  f.push(path('M27 11.6Q21 7.4 14.6 8.6Q18 10.4 18.4 13Q22.4 12.4 26.6 14.4Z'), path('M26.8 13.4Q20.8 14.6 16.6 19Q20.4 18.8 21.8 21Q24.2 17.8 27.4 16.4Z'));
  // split-toed boots, the wrapped shins, the baggy trousers in a wide stance
  f.push(
    path('M22.4 60.2H31.8V66.4Q31.8 68 30.2 68H19.6Q17.2 68 17.4 65.8Q17.8 61 22.4 60.2Z'),
    path('M49.6 60.2H40.2V66.4Q40.2 68 41.8 68H52.4Q54.8 68 54.6 65.8Q54.2 61 49.6 60.2Z'),
  );
  s.push('M22.6 64.4V68M49.4 64.4V68');
  f.push(path('M22.6 54.4L31.8 55.4L31.6 61.4H22.2Z'), path('M49.4 54.4L40.2 55.4L40.4 61.4H49.8Z'));
  s.push('M22.4 57.6L31.7 58.4M49.6 57.6L40.3 58.4');
  f.push(path('M26.6 43.6H45.4Q50.4 48.6 50.8 55.6Q46.4 57.4 40.4 56.6L36 49L31.6 56.6Q25.6 57.4 21.2 55.6Q21.6 48.6 26.6 43.6Z'));
  // the arm held down and out, its wrapped wrist, the fist
  f.push(path('M27.2 29.6Q21.4 31.2 19.4 37.6L17.8 42L22.8 43.6L24.4 39Q25.4 36 28 35.4Z'));
  f.push(path('M17.4 40.6L23.6 42.6L22.6 45.6L16.4 43.6Z'));
  s.push('M17 42.1L23.1 44.1');
  f.push(path(circle(19.2, 46.4, 3)));
  // the jacket, its crossed front, the belt, its knot and its hanging ends
  f.push(path('M28.6 27.8H43.4Q48.4 30.4 48.4 37Q48.4 42.4 46.8 46.2H25.2Q23.6 42.4 23.6 37Q23.6 30.4 28.6 27.8Z'));
  f.push(path('M30.4 28.2L38.8 39.2L41.4 37.4L33.4 27.6Z'), path('M41.6 28.2L35.4 36.4L33 34.6L38.6 27.6Z'));
  f.push(path(roundRect(24.4, 39.6, 47.6, 43.8, 1.4)));
  f.push(path('M37.6 42.8L35.8 50.2L38.6 49.6Z'), path('M39.4 42.8L42.2 49.4L44.2 47.6Z'));
  f.push(path(roundRect(36.4, 38.8, 41.4, 44.6, 1.8)));
  // the arm raised holding a throwing star up, its wrapped wrist, the hand
  f.push(path('M44.6 29.6Q51.4 29.4 52.4 24.6L52.8 19.6L58 20.2L57.8 25.4Q57 34.6 46.2 35Z'));
  f.push(path('M52.4 18.6H58.6L58.2 22.2H52.6Z'));
  s.push('M52.5 20.4H58.4');
  f.push(path(roundRect(51.8, 12.6, 59, 19.4, 3)));
  f.push(...shuriken(55.2, 8.4, 5, 20));
  // the round hood, the headband with its plate, its knot
  f.push(path(circle(36, 18, 10.6)));
  f.push(path('M25.6 15.2Q25.6 12 26.6 9.8Q36 6.8 45.4 9.8Q46.4 12 46.4 15.2Q36 11.6 25.6 15.2Z'));
  f.push(path(roundRect(32.4, 8.8, 39.6, 13.2, 1.4)));
  f.push(path('M34.6 11L36 9.6L37.4 11L36 12.4Z'));
  f.push(path(circle(26.2, 13.2, 2)));
  // the slit the eyes show through, the mask over the nose and mouth
  const open = path('M27 17.4Q36 14.4 45 17.4Q45.6 20.4 45 23.2Q36 21.2 27 23.2Q26.4 20.4 27 17.4Z');
  f.push(open);
  const kawaii = face(36, 20.6, 0.8, 0, {
    ...KAWAII_FACE,
    eyeY: -0.6,
    eyeR: 2.1,
    cheekX: 6.8,
    cheekY: 5.2,
    cheek: [2, 1.3],
    smileX: 2.2,
    smileY: 6,
    smileLow: 8.2,
  });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, path('M25.96 14.6H46.04A10.6 10.6 0 1 1 25.96 14.6Z'));
}
