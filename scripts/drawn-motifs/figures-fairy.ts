// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, mirrorX, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, cubic, fleece, path, r2, sparkle, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/** A petal hanging from (x, y) at the waist to its pointed tip at (tx, ty), `w` across at its widest: an area. */
function petal(x: number, y: number, tx: number, ty: number, w: number): string {
  const len = Math.hypot(tx - x, ty - y);
  const [ux, uy] = [(tx - x) / len, (ty - y) / len];
  const [nx, ny] = [-uy * (w / 2), ux * (w / 2)];
  const at = (t: number, k: number) => `${r2(x + ux * len * t + nx * k)} ${r2(y + uy * len * t + ny * k)}`;
  return `M${at(0, 0.55)}C${at(0.35, 1.25)} ${at(0.8, 0.9)} ${r2(tx)} ${r2(ty)}C${at(0.8, -0.9)} ${at(0.35, -1.25)} ${at(0, -0.55)}Z`;
}

/** A little flower of five round petals round a middle: two areas. */
const flower = (x: number, y: number, r: number) => [path(fleece(x, y, r * 0.55, r * 0.55, 5, r * 0.42, -Math.PI / 2)), path(circle(x, y, r * 0.42))];

/**
 * A fairy as a picture book draws one (OpenMoji's is a bust): a big round head with the house's kawaii face, hair
 * to the shoulders with a fringe and a crown of three flowers, two pairs of big wings spread behind her, each wing
 * an area with veins running out from its root and a round spot near its edge; a little bodice with cap sleeves,
 * a skirt of pointed petals in two rows under a waistband, slim legs and pointed slippers with pompoms; one hand
 * raised holding a wand topped with a big star among sparkles.
 */
export function fairy(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the wings: the upper ones big, up and out; the lower ones smaller, down and out; each an area with veins
  // running out from its root to its edge, and a round spot between them
  const U: [Pt, Pt, Pt, Pt][] = [
    [
      [38.4, 31],
      [40.2, 18],
      [48, 2.6],
      [58.4, 1.8],
    ],
    [
      [58.4, 1.8],
      [65.4, 1.2],
      [68, 6.4],
      [67, 12.4],
    ],
    [
      [67, 12.4],
      [65.6, 22.4],
      [60, 29.8],
      [50.6, 32.4],
    ],
  ];
  const L: [Pt, Pt, Pt, Pt][] = [
    [
      [38.4, 33.6],
      [45.2, 32.2],
      [56.4, 33.4],
      [58.8, 41.8],
    ],
    [
      [58.8, 41.8],
      [60.4, 49.4],
      [55.6, 51.8],
      [52.2, 51.4],
    ],
    [
      [52.2, 51.4],
      [46.6, 50.8],
      [41.4, 42],
      [38.4, 33.6],
    ],
  ];
  const wing = (segs: [Pt, Pt, Pt, Pt][]) => `M${segs[0][0].join(' ')}${segs.map(([, b, c, d]) => `C${b.join(' ')} ${c.join(' ')} ${d.join(' ')}`).join('')}Z`;
  const on = (segs: [Pt, Pt, Pt, Pt][], i: number, t: number) => cubic(...segs[i], t).join(' ');
  const upper = `${wing(U)}`;
  const lower = `${wing(L)}`;
  const veins = [
    `M40.2 30.4Q44.4 17.6 ${on(U, 0, 0.56)}`,
    `M40.6 30.8Q52 16 ${on(U, 1, 0.4)}`,
    `M41 31.4Q53.6 29 ${on(U, 2, 0.32)}`,
    `M40.2 34.2Q50.4 36 ${on(L, 1, 0.2)}`,
    `M40 34.8Q44.6 43 ${on(L, 2, 0.3)}`,
  ].join('');
  for (const side of [1, -1]) {
    const m = (d: string) => (side > 0 ? d : mirrorX(d));
    f.push(path(m(lower)), path(m(upper)));
    s.push(m(veins));
    f.push(path(m(`M${r2(59.6 - 2.8)} 19.4a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0 -5.6 0Z`)));
    f.push(path(m(`M${r2(52.6 - 2)} 44.8a2 2 0 1 0 4 0a2 2 0 1 0 -4 0Z`)));
  }
  // slim legs and pointed slippers with pompoms
  f.push(path('M31.4 50H35.4L35.2 61H32Z'), path('M36.6 50H40.6L40 61H36.8Z'));
  f.push(path('M35.6 60.4Q35.8 65.4 31.4 65.6Q27.4 65.8 25.6 63.4Q29 63.8 30.2 61.6Q31 60.2 35.6 60.4Z'));
  f.push(path(mirrorX('M35.6 60.4Q35.8 65.4 31.4 65.6Q27.4 65.8 25.6 63.4Q29 63.8 30.2 61.6Q31 60.2 35.6 60.4Z')));
  f.push(path(circle(25.4, 62.6, 1.3)), path(circle(46.6, 62.6, 1.3)));
  // the petal skirt: a back row, a front row over it, the waistband
  for (const [x, tx, ty, w] of [
    [31, 20.6, 50.4, 7],
    [34.6, 30.6, 54.6, 7.4],
    [37.4, 41.4, 54.6, 7.4],
    [41, 51.4, 50.4, 7],
  ])
    f.push(path(petal(x, 38.6, tx, ty, w)));
  for (const [x, tx, ty, w] of [
    [32.4, 25.4, 51, 7],
    [36, 36, 53.4, 7.8],
    [39.6, 46.6, 51, 7],
  ])
    f.push(path(petal(x, 38.6, tx, ty, w)));
  // the bodice, its cap sleeves, the arms: the left down and out, the right raised holding the wand
  f.push(path('M23.6 40.8Q26 35.4 29.4 31.4L31.6 34Q29 37 27 42Z'));
  f.push(path(circle(24.4, 42.6, 2.2)));
  // the wand: its stick, the star on top, sparkles round it
  f.push(path('M50.6 25.6L55.4 13.6L56.8 14.2L52 26.2Z'));
  f.push(path(starPath(56.4, 10.6, 5)));
  f.push(path(sparkle(45.8, 3.8, 2.4)), path(sparkle(26.4, 4.2, 1.8)));
  f.push(path('M42.6 31.4Q46.8 31 48.8 27.4L50.6 26.8L52.8 28.6Q50.8 34.4 44 35.2Z'));
  f.push(path(circle(51.4, 26.6, 2.2)));
  f.push(path('M30.8 31Q33.4 29.4 36 31.4Q38.6 29.4 41.2 31Q42.8 35.4 40.8 39.4H31.2Q29.2 35.4 30.8 31Z'));
  const sleeve = 'M31.6 30.4Q27.6 28.8 27 32.2Q27.4 35.4 31.2 34.6Z';
  f.push(path(sleeve), path(mirrorX(sleeve)));
  f.push(path('M30.6 37.6Q36 39.2 41.4 37.6L41.8 40.4Q36 42 30.2 40.4Z'));
  f.push(...flower(36, 39.6, 2.6));
  // hair to the shoulders behind the head, the head, the fringe, the crown of flowers
  f.push(
    path(
      'M25.4 21Q24.2 8.4 36 8.2Q47.8 8.4 46.6 21Q46.8 25.6 48.6 28.2Q45.8 30.2 43 28.4Q41.8 27.6 40.6 27.6H31.4Q30.2 27.6 29 28.4Q26.2 30.2 23.4 28.2Q25.2 25.6 25.4 21Z',
    ),
  );
  const head = path(circle(36, 19.6, 9.2));
  f.push(head);
  f.push(path('M27 18.4Q26.6 10.4 36 10.2Q45.4 10.4 45 18.4Q42.6 13.4 37.4 13.6Q38.4 15.2 37.6 16.2Q34.4 13.4 30.4 14.6Q28.4 15.8 27 18.4Z'));
  for (const [x, y, r] of [
    [29.2, 12.4, 2.6],
    [36, 10, 3],
    [42.8, 12.4, 2.6],
  ] as const)
    f.push(...flower(x, y, r));
  const kawaii = face(36, 21.6, 0.82, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, head);
}
