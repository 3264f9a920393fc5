// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's water buffalo is its ox again with another horn: a flat box on post legs, a side-on head with two solid
// black eyes, printed as one big empty crate. Ours stands in a puddle, as water buffalo like to, its heavy barrel
// of a body on stout legs, its head turned to us under the wide horns it is known by, sweeping out and back.
import { bovineLeg, d, out, smooth, tuftedTail } from './big-beasts-kit';
import { leaf } from './hooved';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A wide horn from its root at `a`, out along the cubic to its tip, ridged across with `rings` lines. */
function sweptHorn(c: [Pt, Pt, Pt, Pt], f: string[], s: string[]) {
  const line = along(c[0], [[c[1], c[2], c[3]]], 20);
  const horn = band(line, (t) => 6 * (1 - t) ** 0.8 + 0.9 * t);
  f.push(path(horn.d));
  for (const t of [0.2, 0.32, 0.44, 0.56]) {
    const i = Math.round(t * (line.length - 1));
    s.push(`M${horn.left[i].join(' ')}L${horn.right[i].join(' ')}`);
  }
}

/**
 * A whole water buffalo standing side-on in a puddle, facing left, its head turned to the reader: a heavy barrel
 * body, four stout legs standing in the water with a ripple round each, a thin tail with a tuft; a long, narrow
 * face with wide, flat, ridged horns sweeping out far past it and back up at their tips, ears hanging under them,
 * eyes with a shine, cheeks, and a rounded muzzle with two flat nostrils and a smile standing free.
 */
export function waterBuffalo() {
  const f: string[] = [];
  const s: string[] = [];
  // the puddle, with a wave or two on it
  f.push(path(ellipse(38, 64.8, 33.4, 5.4)));
  s.push('M8.6 64.2Q10.6 63.2 12.6 64.2M63.4 66.6Q65.4 65.6 67.4 66.6');
  // the legs, far pair then near pair, each standing in a ripple: the ring round its foot first, the leg over it
  for (const [x, y, hind] of [
    [38, 62.6, false],
    [50.5, 62.6, true],
    [29, 65.4, false],
    [58, 65.4, true],
  ] as [number, number, boolean][]) {
    f.push(path(ellipse(x, y, 6.2, 1.9)));
    f.push(bovineLeg([x, y], 44, 7, hind)[0]);
  }
  // the tail, hanging from the rump
  tuftedTail(
    [
      [65.6, 29],
      [69.2, 32],
      [69.4, 39],
      [68.6, 46],
    ],
    1.8,
    f,
    s,
  );
  // the heavy barrel of a body, a little hump at the shoulders
  const body = smooth([
    [25, 27],
    [32, 22.6],
    [44, 24],
    [56, 23.4],
    [63, 25.4],
    [67.2, 31],
    [67.6, 40],
    [64.6, 48.4],
    [57, 52.4],
    [44, 54],
    [32, 53.2],
    [24.6, 48.6],
    [21.6, 40],
    [22, 31.6],
    [25, 27],
  ]);
  f.push(path(`M${d(body)}Z`));
  s.push('M32.6 52.6Q35 46 33 40.5M57.6 51.8Q56 45 59.6 39.6');
  // a little white egret riding on its back, as they do: body, tail, head and beak, its legs down to the back
  s.push('M49.4 21.4L49.8 23.9M52 21.2L52.6 23.8');
  f.push(path('M53.6 16.4L59.4 14L56.8 19.4Z'));
  f.push(path(turnedEllipse(51.2, 18.4, 4.8, 2.9, -12)));
  f.push(path('M45 14.6L41.2 15.8L45.2 16.6Z'), path(circle(46.6, 15, 2.2)));
  // the ears hanging down and out under the horns; then the horns it is known by, wide and flat, sweeping out
  // from the top of its head far past its face on both sides and back up at their tips, the far one over the back
  // (the ox's are short: the two heads are each their own)
  f.push(leaf([12.2, 28.2], [4.6, 34.4], [12.4, 32], 1.6), leaf([23.8, 28.2], [31.4, 34.4], [23.6, 32], 1.6));
  sweptHorn(
    [
      [15.4, 25.2],
      [3.6, 25.6],
      [-0.6, 22.4],
      [1.4, 12.6],
    ],
    f,
    s,
  );
  sweptHorn(
    [
      [20.6, 25.2],
      [32.4, 25.6],
      [36.6, 22.4],
      [34.6, 12.6],
    ],
    f,
    s,
  );
  // the long, narrow face, a little wider at the rounded muzzle (kept clear of an adults' page's fill)
  const head = path(
    `M${d(
      smooth([
        [18, 23],
        [23, 23.8],
        [24.4, 29.6],
        [23.4, 37],
        [24.8, 44],
        [23.2, 49.6],
        [18, 51],
        [12.8, 49.6],
        [11.2, 44],
        [12.6, 37],
        [11.6, 29.6],
        [13, 23.8],
        [18, 23],
      ]),
    )}Z`,
  );
  f.push(head);
  f.push(path(ellipse(18, 45, 6.8, 5.2)));
  const face = kawaiiFace(18, 33, 0.82, 0, {
    eyeX: 4.1,
    eyeY: -0.8,
    eyeR: 2.1,
    cheekX: 6.6,
    cheekY: 4.6,
    cheek: [1.9, 1.2],
    smileX: 2.6,
    smileY: 16.4,
    smileLow: 18.6,
    clearY: 4,
    clear: [8, 12],
  });
  f.push(...face.f);
  s.push(face.s);
  const dots = [face.d, circle(46.2, 14.4, 0.5), ellipse(15.4, 43.4, 1.2, 0.75), ellipse(20.6, 43.4, 1.2, 0.75)];
  return out(f, s, dots, head);
}
