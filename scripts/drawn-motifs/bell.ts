// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The bell (1F514). No bell was among the motifs, so "a bell" found the bell pepper (a CLDR tag of it) and "a
// Christmas bell" a Christmas tree with a pepper beside it. OpenMoji's bell is a plain yellow dome with a dot.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { loop } from './shore-and-pond';

const poly = (pts: Pt[]) => path(polyD(pts));
const cut = (shape: Pt[], within: Pt[]) => intersect(shape, within).map(poly);
const mirrorX = (pts: Pt[]): Pt[] => pts.map(([x, y]): Pt => [r2(72 - x), y]).reverse();

/** A holly leaf from `base` to `tip`: spiky edges, its points `w` out from the midrib, and the midrib as a line. */
function holly(base: Pt, tip: Pt, w: number): { f: string; s: string } {
  const [dx, dy] = [tip[0] - base[0], tip[1] - base[1]];
  const len = Math.hypot(dx, dy);
  const [ux, uy, nx, ny] = [dx / len, dy / len, -dy / len, dx / len];
  const at = (u: number, v: number): Pt => [r2(base[0] + ux * u * len + nx * v), r2(base[1] + uy * u * len + ny * v)];
  const spikes = [0.2, 0.45, 0.7];
  const wide = (u: number) => w * Math.sin(Math.PI * (0.12 + 0.8 * u));
  const pts: Pt[] = [at(0, 0), ...spikes.map((u) => at(u, wide(u))), at(1, 0), ...[...spikes].reverse().map((u) => at(u, -wide(u))), at(0, 0)];
  // each edge between two points bites in towards the midrib: the holly's spiky outline
  let f = `M${pts[0].join(' ')}`;
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const side = i <= spikes.length + 1 ? 1 : -1;
    f += `Q${r2(mid[0] - nx * side * w * 0.28)} ${r2(mid[1] - ny * side * w * 0.28)} ${b.join(' ')}`;
  }
  f += 'Z';
  return { f: path(f), s: `M${at(0.04, 0).join(' ')}L${at(0.86, 0).join(' ')}` };
}

/**
 * A Christmas bell: a tall bell with a flared lip, the kawaii face on its shoulder, a band of dots round its waist
 * and a stripe under it, its lip cut into pieces to colour, the round clapper under it, and on its crown a bow with
 * two loops and two tails lying over holly leaves and three berries.
 */
export function christmasBell() {
  const f: string[] = [];
  const s: string[] = [];
  const d: string[] = [];
  // the clapper under the lip, behind the bell
  f.push(path(circle(36, 64.4, 5.4)));
  // the bell: its right side from the crown to the lip, the left mirrored
  const right: Pt[] = [
    [40, 11.5],
    [47, 14],
    [50.6, 21],
    [52.2, 33],
    [54.4, 44],
    [59, 51],
    [66.5, 55.5],
    [67.2, 60.2],
    [56, 62],
  ];
  const outline = loop([[36, 11], ...right, [36, 62.6], ...mirrorX(right)], 8);
  f.push(poly(outline));
  // the lip: a band across the flare cut into pieces, alternately wide and narrow
  const lip0 = 54.2;
  f.push(
    ...cut(
      [
        [0, lip0],
        [72, lip0],
        [72, 72],
        [0, 72],
      ],
      outline,
    ),
  );
  const xs = [0, 13.5, 20, 30, 42, 52, 58.5, 72];
  for (let i = 1; i + 1 < xs.length; i += 2)
    f.push(
      ...cut(
        [
          [xs[i], lip0],
          [xs[i + 1], lip0],
          [xs[i + 1], 72],
          [xs[i], 72],
        ],
        outline,
      ),
    );
  // the band of dots round the waist and the stripe under it, both cut to the outline
  const [b0, b1] = [39.5, 47.5];
  f.push(
    ...cut(
      [
        [0, b0],
        [72, b0 - 0.6],
        [72, b1 - 0.6],
        [0, b1],
      ],
      outline,
    ),
  );
  for (const x of [22.5, 29.2, 36, 42.8, 49.5]) f.push(path(circle(x, r2(43.5 - (x - 36) * 0.008), 2.2)));
  f.push(
    ...cut(
      [
        [0, 49.8],
        [72, 49.2],
        [72, 52.3],
        [0, 52.9],
      ],
      outline,
    ),
  );
  // the face on the shoulder, kept clear of an adult page's fill
  const face = kawaiiFace(36, 30.4, 1.08);
  f.push(...face.f);
  s.push(face.s);
  d.push(face.d);
  // the holly behind the bow: a leaf either side, their midribs as lines
  for (const leaf of [holly([32, 14], [7, 14.6], 6), holly([40, 14], [65, 14.6], 6)]) {
    f.push(leaf.f);
    s.push(leaf.s);
  }
  // the bow: two tails hanging over the crown, two loops either side of the knot, each loop with a fold, and
  // three berries peeping over the knot
  f.push(path('M33.6 12Q30.6 17 26.6 21.4L30.6 21.2L31.6 24.6Q35 18.6 36.4 13Z'));
  f.push(path('M38.4 12Q41.4 17 45.4 21.4L41.4 21.2L40.4 24.6Q37 18.6 35.6 13Z'));
  f.push(path(turnedEllipse(27.6, 9.6, 8.4, 4.8, -12)));
  f.push(path(turnedEllipse(44.4, 9.6, 8.4, 4.8, 12)));
  s.push('M33.4 10.4Q28 8.6 22.6 10.8M38.6 10.4Q44 8.6 49.4 10.8');
  f.push(path(circle(31.8, 4.6, 2.6)), path(circle(40.2, 4.6, 2.6)), path(circle(36, 3, 2.6)));
  f.push(path('M32.6 7.4Q36 6 39.4 7.4Q40.4 10.4 39.4 13.4Q36 14.8 32.6 13.4Q31.6 10.4 32.6 7.4Z'));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${d.join('')}"/>`, c: face.c };
}
