// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect } from '../../lib/studio/art-kit/clip';
import { type Drawn, art, done, addFace, turn, arc, star, stitches, smooth } from './gear-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { line, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// The boxing glove.

/** A closed Catmull-Rom loop through `pts`, `n` points to a span. */
function loop(pts: Pt[], n = 8): Pt[] {
  return smooth([pts[pts.length - 1], ...pts, pts[0], pts[1]], n).slice(n, -n);
}

/**
 * A plump boxing glove seen from the side, punching up and to the right: the fist with a shine and a stitched side
 * panel, the thumb curled along its front, the face; under it a rolled welt, the cuff with a strap across it (a
 * star badge, its tab, stitching along its edges) and a rim round its foot.
 */
export function boxingGlove(): Drawn {
  const shapes: { kind: 'f' | 's'; pts: Pt[] }[] = [];
  const area = (pts: Pt[]) => shapes.push({ kind: 'f', pts });
  const stroke = (pts: Pt[]) => shapes.push({ kind: 's', pts });
  const stitch = (pts: Pt[], dash = 1.3) => {
    for (const d of stitches(pts, dash).split('M').filter(Boolean)) stroke(d.split('L').map((q) => q.split(' ').map(Number) as Pt));
  };
  /** A band across the cuff from y0 to y1 at its middle, bowed down `bow` as a round cuff's is. */
  const across = (y0: number, y1: number, bow = 1.4): Pt[] => [
    ...smooth(
      [
        [15, y0 - 0.6],
        [31, y0 + bow],
        [47, y0 - 0.6],
      ],
      8,
    ),
    ...smooth(
      [
        [47, y1 - 0.6],
        [31, y1 + bow],
        [15, y1 - 0.6],
      ],
      8,
    ),
  ];
  // the cuff, cut to its outline: a strap with its tab, stitching and a star badge, a rim round its foot
  const cuff: Pt[] = [
    [17.6, 46],
    [44.6, 46],
    [45.6, 68.2],
    ...arc(43.2, 68.2, 2.4, 2.4, 0, Math.PI / 2, 4).slice(1),
    [18.6, 70.6],
    ...arc(18.6, 68.2, 2.4, 2.4, Math.PI / 2, Math.PI, 4).slice(1),
  ];
  area(cuff);
  for (const band of [across(54, 62.6), across(65.6, 72)]) for (const piece of intersect(band, cuff)) area(piece);
  area([[38, 53.6], [52.4, 53.2], ...arc(52.4, 57.9, 4.7, 4.7, -Math.PI / 2, Math.PI / 2, 10).slice(1, -1), [52.4, 62.6], [38, 62.6]]);
  area(star(27, 58.6, 4.3));
  stitch(
    smooth(
      [
        [40.4, 55.8],
        [52.4, 55.6],
        [54.6, 57.9],
        [52.4, 60.2],
        [40.4, 60.2],
      ],
      4,
    ),
  );
  // the fist: round at the back, its knuckles bulging forward and up
  const fist: Pt[] = loop(
    [
      [17.6, 49],
      [14.4, 38],
      [14, 24],
      [18.4, 12],
      [28, 3.6],
      [41, 1.4],
      [53.4, 4.4],
      [62.4, 12],
      [66, 22.4],
      [63.6, 32.4],
      [57, 39.6],
      [47.6, 47.6],
      [32, 50.4],
    ],
    10,
  );
  area(fist);
  // the side panel's seam, stitched, a little inside the back and the top
  stitch(
    smooth(
      [
        [21, 44],
        [19, 32],
        [21, 19],
        [28.4, 10.4],
        [40, 7],
        [51.4, 8.6],
      ],
      8,
    ),
    1.4,
  );
  // a shine on the knuckles
  area(
    loop(
      [
        [54.6, 8.2],
        [60.2, 12.4],
        [62.8, 18.4],
        [61.2, 19.6],
        [58, 14.8],
        [53.2, 10.4],
      ],
      6,
    ),
  );
  // the welt where the fist meets the cuff
  for (const piece of intersect(across(45, 50.2, 1.6), [
    [16, 40],
    [47, 40],
    [47, 56],
    [16, 56],
  ]))
    area(piece);
  // the thumb, curled along the front of the fist, its tip by the knuckles
  area(
    loop(
      [
        [40.4, 48.4],
        [48, 42.4],
        [54.6, 35.6],
        [60.2, 30.4],
        [65, 30.8],
        [66.8, 35.6],
        [62.6, 43.4],
        [54.4, 50],
        [45.8, 53.6],
        [40.6, 52.6],
      ],
      8,
    ),
  );
  // lean it into a punch and fit it to the box
  const DEG = -10;
  const all = shapes.filter((q) => q.kind === 'f').flatMap((q) => q.pts.map((p) => turn(p, DEG)));
  const [x0, x1] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1]))];
  const k = 69.4 / Math.max(x1 - x0, y1 - y0);
  const fit = (p: Pt): Pt => {
    const [x, y] = turn(p, DEG);
    return [36 + (x - (x0 + x1) / 2) * k, 36 + (y - (y0 + y1) / 2) * k];
  };
  const a = art();
  for (const q of shapes) (q.kind === 'f' ? a.f : a.s).push(q.kind === 'f' ? path(poly(q.pts.map(fit))) : line(q.pts.map(fit)));
  const [fx, fy] = fit([38.5, 26]);
  addFace(a, kawaiiFace(fx, fy, 1.2 * k, DEG));
  return done(a);
}
