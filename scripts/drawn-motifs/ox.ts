// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's ox is a flat box on post legs with a side-on head, two solid black eyes and one curled horn: outlined,
// it printed as an empty crate. Ours is the farm's working ox as a picture book draws it, big and sturdy beside
// our cow (farm-animals.ts) but plainly not her: no patches and no udder, short thick horns, a curly forelock, a
// broad flat muzzle with a ring through the nose, a dewlap under the throat, a blanket with a border, a diamond and
// tassels over its back and a big bell on a wide collar. Its head is its own, not the water buffalo's: square and
// broad where hers is long, its horns short where hers sweep wide.
import { bovineLeg, d, out, smooth, tuftedTail } from './big-beasts-kit';
import { leaf } from './hooved';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, fleece, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** A short, thick horn from its root along the cubic `c`, tapering fast to a blunt tip. */
function shortHorn(c: [Pt, Pt, Pt, Pt]): string {
  return path(band(along(c[0], [[c[1], c[2], c[3]]], 16), (t) => 4.8 * (1 - t) + 1.6 * t).d);
}

/**
 * A whole ox standing side-on, facing left, its head turned to the reader: a deep, sturdy body on four thick legs
 * with cloven hooves (two toes, each an area), a dewlap under the throat, a tail with a tuft; a blanket over the
 * back with a border, a diamond and tassels, a wide collar with a big bell; a broad, square face with short thick
 * horns, a curly forelock between them, ears out to the sides, eyes with a shine, cheeks, and a broad flat muzzle
 * with two flat nostrils, a smile standing free and a ring through the nose.
 */
export function ox() {
  const f: string[] = [];
  const s: string[] = [];
  // the far legs, then the near ones; the body hides their tops
  for (const [x, y, hind] of [
    [38.5, 62.8, false],
    [51.5, 62.8, true],
    [30, 64.6, false],
    [58.5, 64.6, true],
  ] as [number, number, boolean][])
    f.push(...bovineLeg([x, y], 44, 7.4, hind));
  tuftedTail(
    [
      [66.4, 25],
      [69.6, 29],
      [69.8, 38],
      [69, 47],
    ],
    1.9,
    f,
    s,
  );
  // the body: a high, broad back over deep shoulders, the dewlap hanging under the throat to the chest
  const body = smooth([
    [21, 20],
    [30, 17.6],
    [40, 20.4],
    [52, 20.6],
    [60, 19.2],
    [65.6, 22.6],
    [68.2, 30],
    [68.2, 38],
    [65.4, 45.6],
    [58.6, 50],
    [47, 51.6],
    [36, 51],
    [28, 49.6],
    [24.4, 48.8],
    [20.8, 46.4],
    [18, 41],
    [16, 30],
    [21, 20],
  ]);
  f.push(path(`M${d(body)}Z`));
  s.push('M33.6 51Q35.6 45 33.4 39.6M58.6 49.6Q57 44 60.4 38.6');
  // the blanket over the back: the cloth, its border along the hem, a tassel at each corner
  const top = smooth(
    [
      [36.6, 19.8],
      [44, 20.8],
      [52, 20.6],
      [57.6, 19.8],
    ],
    4,
  );
  f.push(path(`M${d(top)}L57.2 39.6Q47 41.6 37 39.6Z`));
  f.push(path('M37.04 35.6Q47 37.6 57.24 35.6L57.2 39.6Q47 41.6 37 39.6Z'));
  f.push(path('M47 24.2L51.2 29.4L47 34.6L42.8 29.4Z'));
  for (const x of [37, 47, 57.2]) {
    const y = x === 47 ? 41.6 : 39.6;
    f.push(path(`M${r2(x - 1.5)} ${r2(y + 3.4)}L${r2(x - 0.7)} ${r2(y + 0.2)}L${r2(x + 0.7)} ${r2(y + 0.2)}L${r2(x + 1.5)} ${r2(y + 3.4)}Z`));
  }
  // the wide collar round the neck, behind the head, and the big bell hanging from it
  f.push(
    path(
      band(
        along(
          [24.6, 18.4],
          [
            [
              [29.6, 25],
              [29, 36],
              [22.6, 44.4],
            ],
          ],
          12,
        ),
        () => 3.6,
      ).d,
    ),
  );
  f.push(path('M22.4 44Q18.6 44.2 18.2 48.6L17.4 52.2L27.4 52.2L26.6 48.6Q26.2 44.2 22.4 44Z'));
  f.push(path(ellipse(22.4, 53.4, 1.5, 1.3)));
  // the ears straight out to the sides, the short thick horns curving out and up over them, the curly forelock
  // between them (the water buffalo's horns are long and swept wide; an ox's are short, as a working ox's are)
  f.push(leaf([7.4, 20.4], [-0.4, 21.6], [7.2, 24.2], 1.6), leaf([22.6, 20.4], [30.4, 21.6], [22.8, 24.2], 1.6));
  f.push(
    shortHorn([
      [10, 15.4],
      [6.2, 15.4],
      [3.8, 13.2],
      [3.8, 8.8],
    ]),
    shortHorn([
      [20, 15.4],
      [23.8, 15.4],
      [26.2, 13.2],
      [26.2, 8.8],
    ]),
  );
  // the broad, square face, as wide at the brow as at the jaw (kept clear of an adults' page's fill)
  const head = path(
    `M${d(
      smooth([
        [15, 12.4],
        [22.4, 13],
        [24.2, 18.6],
        [23.2, 26],
        [23.8, 32],
        [22.4, 38.2],
        [15, 39.6],
        [7.6, 38.2],
        [6.2, 32],
        [6.8, 26],
        [5.8, 18.6],
        [7.6, 13],
        [15, 12.4],
      ]),
    )}Z`,
  );
  f.push(head);
  f.push(path(fleece(15, 15.2, 4.4, 1.8, 7, 1.3, Math.PI)));
  // the broad, flat muzzle, wider than the face, and the ring through the nose hanging under it
  f.push(path(ellipse(15, 33.2, 9.4, 5)));
  f.push(path(`${circle(15, 38.9, 2.3)}${circle(15, 38.9, 1.2)}`));
  const face = kawaiiFace(15, 23, 0.82, 0, {
    eyeX: 5.2,
    eyeY: -0.8,
    eyeR: 2.1,
    cheekX: 7.2,
    cheekY: 4.4,
    cheek: [1.9, 1.2],
    smileX: 2.6,
    smileY: 14.2,
    smileLow: 16.4,
    clearY: 4,
    clear: [9, 12],
  });
  f.push(...face.f);
  s.push(face.s);
  const dots = [face.d, ellipse(11, 31.4, 1.5, 0.8), ellipse(19, 31.4, 1.5, 0.8)];
  return out(f, s, dots, head);
}
