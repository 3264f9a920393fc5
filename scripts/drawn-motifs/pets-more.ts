// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji's fish is a plain round body with one fin line and a dot for an eye, no smile; its poodle is a box
// body on four stick legs with round balls for pompoms. Ours are a round friendly goldfish and a whole curly
// poodle in a show clip (a big mane, a full body, long legs with bracelets in proportion), each with a face turned
// to the reader and areas (scales, fin rays, curls) big enough to colour.
import { collar } from './pets';
import { along, circle, ellipse, fleece, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

const lerp = (a: Pt, b: Pt, t: number): Pt => [r2(a[0] + (b[0] - a[0]) * t), r2(a[1] + (b[1] - a[1]) * t)];

/**
 * A fin as a fan of areas: each runs from its stretch of the `base` line (hidden under the body) out to the
 * stretch of the fin's `edge` between two of the `rays` (indices into `edge`), so the rays are lines between areas.
 */
function fan(base: [Pt, Pt], edge: Pt[], rays: number[]): string[] {
  const ends = [0, ...rays, edge.length - 1];
  return ends.slice(1).map((i1, i) => {
    const i0 = ends[i];
    const [b0, b1] = [lerp(base[0], base[1], i / (ends.length - 1)), lerp(base[0], base[1], (i + 1) / (ends.length - 1))];
    return path(
      `M${b0.join(' ')}L${edge
        .slice(i0, i1 + 1)
        .map((p) => p.join(' '))
        .join('L')}L${b1.join(' ')}Z`,
    );
  });
}

/**
 * A round friendly goldfish swimming to the left, whole and side-on: a flowing double tail and a tall back fin,
 * each a fan of areas between its rays, two small fins underneath, three rows of scales
 * overlapping towards the tail, a big eye with a shine, a smile standing free and three bubbles before its mouth.
 * It is also the fish counted on the sea number pages, so its outline stays plain: it reads at thumb size.
 */
export function goldfish() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy, rx, ry] = [28, 36, 19.5, 16.5];
  // the double tail, its two lobes flowing out from behind the body, a notch between them
  const tail = along(
    [44, 27],
    [
      [
        [49, 19],
        [55, 9],
        [63, 7],
      ],
      [
        [69, 5.5],
        [72.5, 11],
        [69.5, 15.5],
      ],
      [
        [67.5, 18.5],
        [66.5, 20],
        [67, 23.5],
      ],
      [
        [67.5, 28],
        [62, 31],
        [61, 36],
      ],
      [
        [62, 41],
        [67.5, 44],
        [67, 48.5],
      ],
      [
        [66.5, 52],
        [67.5, 53.5],
        [69.5, 56.5],
      ],
      [
        [72.5, 61],
        [69, 66.5],
        [63, 65],
      ],
      [
        [55, 63],
        [49, 53],
        [44, 45],
      ],
    ],
    8,
  );
  // one area between each two rays, the rays running out to the lobes' tips, their waves and the notch
  f.push(
    ...fan(
      [
        [40, 24],
        [40, 48],
      ],
      tail,
      [12, 24, 32, 40, 52],
    ),
  );
  // the tall back fin, flowing back towards the tail
  const back = along(
    [18, 23],
    [
      [
        [20, 14],
        [26, 7],
        [33, 5.5],
      ],
      [
        [37, 5],
        [40, 8],
        [38.5, 11],
      ],
      [
        [42, 14],
        [45, 19],
        [44, 27],
      ],
    ],
    8,
  );
  f.push(
    ...fan(
      [
        [22, 26],
        [40, 30],
      ],
      back,
      [8, 16],
    ),
  );
  // the two small fins underneath, each with one ray
  f.push(path('M20.5 49Q20 57 24.5 61Q27.5 62.5 28.5 59.5Q29.5 55 30 51Z'));
  s.push('M24.6 52.6Q24.6 56.6 26.6 59.8');
  f.push(path('M37 48.5Q40.5 56 45.5 58Q48.5 58.6 47.8 55.6Q46.5 50.5 44 45Z'));
  s.push('M41.6 50Q43.4 53.8 46.6 56.4');
  // the body
  f.push(path(ellipse(cx, cy, rx, ry)));
  // the scales: rows of round scales overlapping towards the tail (the ones nearer the head drawn over)
  for (const [x, ys] of [
    [41.5, [32, 40]],
    [36, [28, 36, 44]],
    [30.5, [32, 40]],
  ] as const)
    for (const y of ys) f.push(path(circle(x, y, 4.7)));
  // the head over the front of the scales, kept clear of an adult page's fill: its gill line curves back
  const head = path(`M${[21, 21.2].join(' ')}A${rx} ${ry} 0 0 0 ${[21, 50.8].join(' ')}Q29 43 27 34Q26 26 21 21.2Z`);
  f.push(head);
  // the big eye in its ring; the smile standing free
  f.push(path(circle(16.6, 31, 5)));
  s.push('M10.8 40.2Q14.2 44.2 19 41.4');
  // bubbles rising before the mouth, close by
  f.push(path(circle(5, 29, 2.4)), path(circle(6.5, 21, 1.8)), path(circle(4.2, 14.5, 1.3)));
  // the pupil with a round shine left white (the inner circle runs the other way round)
  const shine = 'M14.5 30.2a1.1 1.1 0 1 1 2.2 0a1.1 1.1 0 1 1 -2.2 0Z';
  return out(f, s, [circle(16.2, 31.4, 2.9), shine], head);
}

/** A curly pompom: a scalloped ball on an ellipse, `n` curls round it. */
const pompom = (x: number, y: number, rx: number, ry: number, n: number, bump = 1.1) => path(fleece(x, y, rx, ry, n, bump));

/**
 * A poodle's leg centred on `cx`, `w` across, from `top` (hidden under the body) to a round paw on the `ground`
 * with two toe lines, and a curly bracelet round its ankle: in a show clip the leg above it is shaved, so it
 * stays a plain column a crayon colours in one stroke.
 */
function poodleLeg(cx: number, top: number, ground: number, w: number, f: string[], s: string[]) {
  const [l, r, foot] = [r2(cx - w / 2), r2(cx + w / 2), r2(ground - 4)];
  f.push(
    path(
      `M${l} ${top}Q${r2(l - 0.5)} ${r2((top + foot) / 2)} ${r2(l + 0.3)} ${foot}L${r2(r - 0.3)} ${foot}Q${r2(r + 0.5)} ${r2((top + foot) / 2)} ${r} ${top}Z`,
    ),
  );
  const [pl, pr] = [r2(cx - w / 2 - 1.3), r2(cx + w / 2 + 1.3)];
  f.push(path(`M${pl} ${ground}L${pl} ${r2(ground - 2.2)}C${pl} ${r2(ground - 5.4)} ${pr} ${r2(ground - 5.4)} ${pr} ${r2(ground - 2.2)}L${pr} ${ground}Z`));
  const t = (pr - pl) / 3;
  s.push(`M${r2(pl + t)} ${r2(ground - 2.1)}V${ground}M${r2(pl + 2 * t)} ${r2(ground - 2.1)}V${ground}`);
  f.push(pompom(cx, r2(ground - 7.4), r2(w / 2 + 1.7), 3, 8, 0.9));
}

/**
 * A whole poodle standing side-on, facing left, its face turned to the reader, in a show clip: a curly pompom
 * topknot, a long curly puff for each ear, a muzzle with a nose and a smile standing free, a collar with a round
 * tag, a big curly mane over its chest and shoulders, a full body behind it with a curly rosette on the hip, four
 * long legs with a curly bracelet round each ankle over a toed paw, and a tail standing up ending in a pompom.
 * Fluent's (and our first) poodle had a thin body between its pompoms on four sticks.
 */
export function poodle() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail and its pompom, then the far legs, set back and a little higher, and the near ones: the body and the
  // mane hide their tops
  f.push(path('M52.5 35.5Q58.6 31 61.2 21.8L65.2 23Q63.4 34 55.6 41Z'));
  f.push(pompom(63.8, 17.6, 4.8, 4.8, 9));
  for (const [cx, ground, w] of [
    [31, 68, 4.8],
    [56.5, 68, 4.8],
    [21.5, 69.4, 5.4],
    [47, 69.4, 5.4],
  ])
    poodleLeg(cx, 42, ground, w, f, s);
  // the full body, the rosette on the hip and the big mane over the chest and shoulders
  f.push(path(ellipse(42, 40.5, 16.5, 9.5)));
  f.push(pompom(51, 39, 7, 7, 10));
  f.push(pompom(24, 38.6, 11, 11, 13, 1.3));
  f.push(...collar());
  // the topknot behind the head, the head (kept clear of an adult page's fill), the ear puffs over its sides
  f.push(pompom(19, 9.6, 8.6, 5, 9, 1.3));
  const head = path(ellipse(19, 21.5, 10, 10.5));
  f.push(head);
  f.push(pompom(7.4, 27, 3.8, 8.4, 9, 1));
  f.push(pompom(30.6, 27, 3.8, 8.4, 9, 1));
  // the muzzle under the eyes and the smile standing free under the nose
  f.push(path(ellipse(19, 27.4, 6, 4.3)));
  s.push('M15.4 28.8Q19 32.2 22.6 28.8');
  const dots = [circle(14.8, 19.6, 1.8), circle(23.2, 19.6, 1.8), ellipse(19, 25.4, 2.3, 1.5)];
  return out(f, s, dots, head);
}
