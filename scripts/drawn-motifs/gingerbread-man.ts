// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A gingerbread man. No emoji draws one: "a gingerbread man" found the round cookie (its word "gingerbread").
import { addFace, art, done, type Drawn } from './art';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** A piece of an outline: a line to its last point, or a quadratic or cubic through its controls to it. */
type Seg = Pt[];

/**
 * A closed outline symmetric about x = 36 from the right half's pieces, which run from the top middle down to the
 * bottom middle: the left half is the same pieces mirrored and walked back up.
 */
function symmetric(start: Pt, right: Seg[]): string {
  const cmd = (seg: Seg) => (seg.length === 1 ? 'L' : seg.length === 2 ? 'Q' : 'C');
  const xy = ([x, y]: Pt) => `${r2(x)} ${r2(y)}`;
  let d = `M${xy(start)}`;
  for (const seg of right) d += cmd(seg) + seg.map(xy).join(' ');
  const ends = [start, ...right.map((seg) => seg[seg.length - 1])];
  const m = ([x, y]: Pt): Pt => [72 - x, y];
  for (let i = right.length - 1; i >= 0; i--) {
    const back = [...right[i].slice(0, -1)].reverse();
    d += cmd(right[i]) + [...back, ends[i]].map(m).map(xy).join(' ');
  }
  return `${d}Z`;
}

/** A wavy line of icing across a limb from `a` to `b` in `n` waves. */
function icing(a: Pt, b: Pt, n: number, amp: number): string {
  const [dx, dy] = [(b[0] - a[0]) / n, (b[1] - a[1]) / n];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / len) * amp, (dx / len) * amp];
  let d = `M${r2(a[0])} ${r2(a[1])}`;
  for (let i = 0; i < n; i++) {
    const side = i % 2 ? -1 : 1;
    d += `Q${r2(a[0] + dx * (i + 0.5) + nx * side)} ${r2(a[1] + dy * (i + 0.5) + ny * side)} ${r2(a[0] + dx * (i + 1))} ${r2(a[1] + dy * (i + 1))}`;
  }
  return d;
}

/**
 * A gingerbread man, arms out and legs apart: one plump cookie outline, wavy icing across his wrists and ankles and
 * round his head, three round buttons down his front, a bow tie, and the house face with a wide smile.
 */
export function gingerbreadMan(): Drawn {
  const a = art();
  const body = symmetric(
    [36, 2.6],
    [
      [
        [43, 2.6],
        [48.6, 8.2],
        [48.6, 14.6],
      ],
      [
        [48.6, 19],
        [46.6, 22.2],
        [44.2, 24],
      ],
      [
        [45.6, 25.6],
        [49, 25.6],
      ],
      [[62, 24.6]],
      [
        [67.4, 24.2],
        [69.8, 27.6],
        [69.8, 31],
      ],
      [
        [69.8, 34.6],
        [67, 37.6],
        [62, 37.4],
      ],
      [[50.2, 37.4]],
      [
        [49.6, 42.6],
        [50.8, 47.8],
      ],
      [[58.6, 59.4]],
      [
        [61.4, 63.6],
        [59.6, 68.2],
        [55.6, 69.4],
      ],
      [
        [52.4, 70.2],
        [49.8, 68.8],
        [48.2, 66.4],
      ],
      [[40.2, 55.6]],
      [
        [38.2, 53.4],
        [36, 53.4],
      ],
    ],
  );
  a.f.push(path(body));
  // the icing: a wave across each wrist and ankle, a scalloped line round the top of the head
  a.s.push(icing([62.6, 25.2], [62.6, 36.8], 4, 1.2), icing([9.4, 25.2], [9.4, 36.8], 4, 1.2));
  a.s.push(icing([57, 57.1], [46.5, 64.1], 3, 1.1), icing([15, 57.1], [25.5, 64.1], 3, 1.1));
  a.s.push('M27 8.4Q29 9.8 30.4 7.2Q32.4 8.6 34 5.8Q36 7.2 38 5.8Q39.6 8.6 41.6 7.2Q43 9.8 45 8.4');
  // the bow tie under his chin, its knot in the middle
  a.f.push(
    path('M36 28.4L29.4 25.2Q28.4 24.8 28.4 26V31.2Q28.4 32.4 29.4 32L36 28.8Z'),
    path('M36 28.4L42.6 25.2Q43.6 24.8 43.6 26V31.2Q43.6 32.4 42.6 32L36 28.8Z'),
  );
  a.f.push(path(circle(36, 28.6, 2.2)));
  // three buttons down his front
  for (const y of [36.6, 42.4, 48.2]) a.f.push(path(circle(36, y, 2.3)));
  addFace(a, kawaiiFace(36, 14.8, 1.05));
  return done(a);
}
