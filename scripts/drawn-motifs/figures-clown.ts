// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, spotsOn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, fleece, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A circus clown as a picture book draws one, round and friendly (the emoji is a face, left out with the other
 * faces, so "clown" drew nothing): a big round head with curly tufts of hair either side, a little cone hat with a
 * pompom tipped on it, the house's kawaii face with a big round nose and a painted smile, a ruffled collar, a
 * baggy polka-dot suit with big buttons, ruffled cuffs, round gloves, big long shoes, and a balloon on a string
 * held up in one hand.
 */
export function clown(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the balloon up at the right, its knot, its string down to the raised hand
  f.push(path(ellipse(61, 7.4, 5.4, 6.4)));
  f.push(path('M61 13.6L59.6 15.6H62.4Z'));
  s.push('M57.4 6.4Q57.4 3.4 60 2.4');
  s.push('M61 15.6Q61.6 18.4 58.6 20.4Q56.4 21.8 56.6 23');
  // big long shoes, toes out
  f.push(path('M34 61H24Q13.5 60.6 13 65.6Q13 69.4 19.5 69.4H33Q35 69.4 35 67.4V62Q35 61 34 61Z'));
  f.push(path('M38 61H48Q58.5 60.6 59 65.6Q59 69.4 52.5 69.4H39Q37 69.4 37 67.4V62Q37 61 38 61Z'));
  // the sleeves: the left one down and out, the right one raised to the balloon's string
  const sleeves = [
    'M28.5 32.5C22 32.5 16.8 37.4 14.8 43.8L20.6 46.6C22 42.4 24.4 40 28 39.4Z',
    'M43.5 32.5C48.8 31.6 51.6 28 52.2 23.4L57.8 25C57.4 31 52.6 37.6 46 39.4Z',
  ];
  for (const [i, sleeve] of sleeves.entries()) {
    f.push(path(sleeve));
    if (i) f.push(...spotsOn(sleeve, [[52.4, 31.4, 1.6]]));
  }
  // the baggy suit, its polka dots cut to it, its big buttons
  const suit =
    'M27 31.5C21 35 18.5 42 19.5 49C20 54 21.5 58 23 60.5L34 60.5Q35 56.5 36 54Q37 56.5 38 60.5L49 60.5C50.5 58 52 54 52.5 49C53.5 42 51 35 45 31.5Q36 29.5 27 31.5Z';
  f.push(path(suit));
  const dots: [number, number, number][] = [
    [29.4, 36.6, 1.7],
    [42.6, 36.6, 1.7],
    [24.6, 42, 2],
    [47.4, 42, 2],
    [19.6, 48.4, 2],
    [52.4, 48.4, 2],
    [29.6, 48.6, 1.8],
    [42.4, 48.6, 1.8],
    [25.2, 55.2, 1.8],
    [46.8, 55.2, 1.8],
  ];
  f.push(...spotsOn(suit, dots));
  f.push(path(fleece(36, 38.4, 2.3, 2.3, 8, 0.8)), path(fleece(36, 46.2, 2.3, 2.3, 8, 0.8)));
  // ruffled cuffs at the ankles and the wrists, round gloves
  f.push(path(fleece(28.5, 60.8, 5.6, 1.3, 9, 0.9)), path(fleece(43.5, 60.8, 5.6, 1.3, 9, 0.9)));
  f.push(path(fleece(17.6, 45.4, 3.6, 1.4, 7, 0.8, 0.45)), path(fleece(55, 24.4, 3.6, 1.4, 7, 0.8, 0.28)));
  f.push(path(circle(16.4, 49, 3.2)), path(circle(56.2, 21, 3)));
  // the ruffled collar
  f.push(path(fleece(36, 32, 12, 3.2, 14, 1.4)));
  // curly tufts of hair either side, the round head
  f.push(path(fleece(24.8, 17.6, 3.6, 4.6, 6, 1.5, 0.4)), path(fleece(47.2, 17.6, 3.6, 4.6, 6, 1.5, 0.4)));
  const head = path(circle(36, 19.5, 10.5));
  f.push(head);
  // the little cone hat tipped on the head: the cone, its dots, the rolled brim, the pompom
  const tip = (15 * Math.PI) / 180;
  const [ux, uy, nx, ny] = [Math.cos(tip), Math.sin(tip), Math.sin(tip), -Math.cos(tip)];
  const base: Pt = [36 + 8.9 * nx, 19.5 + 8.9 * ny];
  const on = (u: number, n: number): Pt => [r2(base[0] + u * ux + n * nx), r2(base[1] + u * uy + n * ny)];
  const at = (u: number, n: number) => on(u, n).join(' ');
  f.push(path(`M${at(-6, 0)}L${at(0, 8.2)}L${at(6, 0)}Z`));
  for (const [u, n, r] of [
    [-1.8, 2.4, 0.9],
    [1.8, 2.4, 0.9],
    [0, 5, 0.8],
  ])
    f.push(path(circle(...on(u, n), r)));
  f.push(path(turnedEllipse(base[0], base[1], 7, 1.5, 15)));
  f.push(path(circle(...on(0, 8.8), 1.7)));
  // the painted mouth round the smile, the big round nose
  f.push(path('M29.5 24.4Q36 26.6 42.5 24.4Q36 33.8 29.5 24.4Z'));
  const kawaii = face(36, 20, 1, 0, {
    ...KAWAII_FACE,
    eyeX: 4.4,
    eyeY: -2.5,
    eyeR: 1.45,
    cheekX: 7.4,
    cheekY: 1.6,
    cheek: [1.9, 1.4],
    smileX: 2.8,
    smileY: 6.3,
    smileLow: 8.8,
  });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  f.push(path(circle(36, 21.6, 2.6)));
  return figure(f, s, kawaii.d, head);
}
