// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's bison is a flat block: a box for a hump, a box for a head with a solid black eye and nose, posts for
// legs; outlined, it printed as two crates. Ours is the bison of a picture book: its big shaggy hump and mane over
// the front half (a coat of tufts, one area to colour), a small smooth rump, a low woolly head turned to us with
// short horns curving up, a beard, and short legs.
import { arc, bovineLeg, d, out, smooth, tufts, tuftedTail } from './big-beasts-kit';
import { leaf } from './hooved';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, ellipse, path, type Pt } from '../../lib/studio/art-kit/shapes';

/** A short thick horn from its root along the cubic `c`, curving up to a point. */
function shortHorn(c: [Pt, Pt, Pt, Pt]): string {
  return path(band(along(c[0], [[c[1], c[2], c[3]]], 16), (t) => 4.2 * (1 - t) + 0.9 * t).d);
}

/**
 * A whole bison standing side-on, facing left, its head low and turned to the reader: a big shaggy hump and mane
 * over the shoulders and chest (its edges in tufts), a smaller smooth rump and a short tail with a tuft, four short
 * legs on cloven hooves; a woolly head with short horns, small ears, a shaggy beard, eyes with a shine, cheeks, and
 * a muzzle with two flat nostrils and a smile standing free.
 */
export function bison() {
  const f: string[] = [];
  const s: string[] = [];
  for (const [x, y, hind] of [
    [35.5, 63.2, false],
    [51, 63.2, true],
    [27, 65, false],
    [58.5, 65, true],
  ] as [number, number, boolean][])
    f.push(...bovineLeg([x, y], 42, 6.2, hind));
  tuftedTail(
    [
      [65.4, 30],
      [68.4, 32],
      [69, 37],
      [68.6, 43],
    ],
    1.6,
    f,
    s,
  );
  // the body, the rump smooth and lower than the hump
  const body = smooth([
    [20, 32],
    [26, 14],
    [40, 12],
    [50, 20],
    [58, 23.6],
    [64, 27.4],
    [66.6, 35],
    [64.8, 44],
    [57.6, 49.4],
    [46, 50.8],
    [34, 51],
    [24, 49],
    [19.6, 41],
    [20, 32],
  ]);
  f.push(path(`M${d(body)}Z`));
  s.push('M58.4 49.2Q56.6 43.6 60.2 38.4');
  // the shaggy hump and mane over the front half: tufts over the hump, hanging down its back edge and under the chest
  const hump = smooth(
    [
      [15, 30],
      [19, 15],
      [29, 6.8],
      [40, 8.4],
      [47, 16],
    ],
    8,
  );
  const back = smooth(
    [
      [47, 16],
      [48.4, 28],
      [47, 40],
      [44.6, 53],
    ],
    8,
  );
  const chest = smooth(
    [
      [44.6, 53],
      [34, 56],
      [22, 54.6],
      [16, 48],
    ],
    8,
  );
  f.push(path(`M${d(hump.slice(0, 1))}${tufts(hump, 9, 2)}${tufts(back, 5, 2.4)}${tufts(chest, 6, 2.6)}Z`));
  // the horns behind the head, the ears under them, the beard hanging under the chin
  f.push(
    shortHorn([
      [8.6, 33],
      [3.6, 32],
      [1.8, 27.4],
      [4, 22.8],
    ]),
    shortHorn([
      [19.4, 33],
      [24.4, 32],
      [26.2, 27.4],
      [24, 22.8],
    ]),
  );
  f.push(leaf([6, 35], [0.6, 38.6], [6.6, 39.4], 1.4), leaf([22, 35], [27.4, 38.6], [21.4, 39.4], 1.4));
  const beard = smooth(
    [
      [20.4, 46],
      [20, 55],
      [14, 62.4],
    ],
    6,
  );
  const beardBack = smooth(
    [
      [14, 62.4],
      [8, 55],
      [7.6, 46],
    ],
    6,
  );
  f.push(path(`M${d(beard.slice(0, 1))}${tufts(beard, 4, -2, -1)}${tufts(beardBack, 4, -2)}Z`));
  // the woolly head: a shaggy crown of wool over the brow, the face below it (kept clear of an adults' page's fill)
  const head = path(
    `M${d(
      smooth([
        [14, 27.6],
        [21.4, 29.4],
        [23.4, 36.4],
        [22, 44],
        [19.6, 50],
        [14, 51.6],
        [8.4, 50],
        [6, 44],
        [4.6, 36.4],
        [6.6, 29.4],
        [14, 27.6],
      ]),
    )}Z`,
  );
  f.push(head);
  const crown = arc(14, 33.4, 9.8, 6.6, 180, 360, 24);
  const bangs = smooth(
    [
      [23.8, 33.4],
      [14, 35.2],
      [4.2, 33.4],
    ],
    8,
  );
  f.push(path(`M${d(crown.slice(0, 1))}${tufts(crown, 8, 2)}${tufts(bangs, 6, 1.6)}Z`));
  f.push(path(ellipse(14, 46.2, 6.6, 4.4)));
  const face = kawaiiFace(14, 38.8, 0.78, 0, {
    eyeX: 4.6,
    eyeY: -0.6,
    eyeR: 2.1,
    cheekX: 7.4,
    cheekY: 3.6,
    cheek: [1.8, 1.1],
    smileX: 2.6,
    smileY: 11.6,
    smileLow: 13.8,
    clearY: 3,
    clear: [9, 12],
  });
  f.push(...face.f);
  s.push(face.s);
  const dots = [face.d, ellipse(11.4, 44.8, 1.15, 0.7), ellipse(16.6, 44.8, 1.15, 0.7)];
  return out(f, s, dots, head);
}
