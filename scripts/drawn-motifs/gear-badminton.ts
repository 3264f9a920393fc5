// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect } from '../../lib/studio/art-kit/clip';
import { type Drawn, art, done, addFace, turn, arc, oval, smooth } from './gear-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { line, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// The badminton racket and the shuttlecock.

/**
 * A racket leaning right with its grip at the bottom left, and a shuttlecock standing cork down at the bottom
 * right: the racket's frame round a bed of strings cut into a grid of areas, a T-joint, a shaft and a grip wrapped
 * in slanting bands with a butt cap; the shuttlecock's inside showing over the rim of its skirt, its feathers each
 * an area with a quill, two bands of thread round them, a collar and a round cork with the face.
 */
export function badminton(): Drawn {
  const a = art();
  // the racket in its own measure: the head's centre at (0, 0), the handle down +y; then turned and moved
  const [HX, HY, FR] = [16, 20.5, 2.6];
  const RDEG = 34;
  const R = ([x, y]: Pt): Pt => {
    const [tx, ty] = turn([x, y], RDEG);
    return [tx + 38, ty + 21.5];
  };
  const racket = (pts: Pt[]) => a.f.push(path(poly(pts.map(R))));
  // the shaft, then the handle with its grip wrapped in slanting bands and a cap at its end
  racket([
    [-1.2, HY - 1],
    [1.2, HY - 1],
    [1.2, 38],
    [-1.2, 38],
  ]);
  const handle: Pt[] = [
    [-2.9, 37],
    [2.9, 37],
    [2.7, 55],
    [-2.7, 55],
  ];
  racket(handle);
  for (let y = 38.5; y < 54; y += 4.2) {
    const wrap: Pt[] = [
      [-6, y + 2.2],
      [6, y - 0.4],
      [6, y + 1.6],
      [-6, y + 4.2],
    ];
    for (const piece of intersect(wrap, handle)) racket(piece);
  }
  racket([...arc(0, 55, 3.3, 1.2, Math.PI, 2 * Math.PI, 8), ...arc(0, 55.6, 3.3, 2.6, 0, Math.PI, 12)]);
  // the T-joint where the shaft meets the frame
  racket([
    [-4.6, HY - 2.4],
    [4.6, HY - 2.4],
    [1.6, HY + 3.2],
    [-1.6, HY + 3.2],
  ]);
  // the frame, the string bed inside it, cut into a grid
  racket(oval(0, 0, HX, HY, 72));
  const bed = oval(0, 0, HX - FR, HY - FR, 72);
  racket(bed);
  const step = 3.9;
  for (let x = -HX; x < HX; x += step)
    for (let y = -HY; y < HY; y += step) {
      const cell: Pt[] = [
        [x, y],
        [x + step, y],
        [x + step, y + step],
        [x, y + step],
      ];
      for (const piece of intersect(cell, bed)) racket(piece);
    }
  // the shuttlecock, cork down, leaning a little left
  const [SDEG, SK] = [10, 0.9];
  const S = ([x, y]: Pt): Pt => {
    const [tx, ty] = turn([x * SK, y * SK], SDEG);
    return [tx + 52.5, ty + 62.5];
  };
  const shuttle = (pts: Pt[]) => a.f.push(path(poly(pts.map(S))));
  const [TOP, RIM, NECK] = [-31, 4.2, 7.2];
  const skirt = (t: number) => NECK + (15 - NECK) * t;
  // the inside of the skirt, seen over its far rim
  shuttle(oval(0, TOP, 15, RIM, 48));
  // the feathers: six in front, each from the collar up to a rounded tip over the rim
  const feathers = 6;
  const quills: string[] = [];
  for (let i = 0; i < feathers; i++) {
    const [s0, s1] = [-1 + (2 * i) / feathers, -1 + (2 * (i + 1)) / feathers];
    const foot = (s: number): Pt => [s * NECK * 0.95, -6];
    const rim = (s: number): Pt => [s * skirt(1), TOP + RIM * Math.sqrt(Math.max(0, 1 - s * s)) * 0.9];
    const [r0, r1] = [rim(s0), rim(s1)];
    const mid = (s0 + s1) / 2;
    const tip: Pt = [mid * skirt(1), rim(mid)[1] - 4.2];
    const crown = smooth([r1, [r1[0] - (r1[0] - tip[0]) * 0.3, tip[1] + 1.2], tip, [r0[0] + (tip[0] - r0[0]) * 0.7, tip[1] + 1.2], r0], 5);
    shuttle([foot(s0), foot(s1), ...crown]);
    const quill: Pt[] = [
      [mid * NECK * 0.95, -6],
      [mid * skirt(1) * 0.97, rim(mid)[1] - 2.2],
    ];
    quills.push(line(quill.map(S)));
  }
  a.s.push(...quills);
  // two bands of thread round the feathers, following the skirt's roundness
  for (const [t, w] of [
    [0.34, 2],
    [0.62, 2],
  ]) {
    const y = -6 + (TOP + 2 - -6) * t;
    const [hw0, hw1] = [skirt(t) * 1.01, skirt(t + w / 25) * 1.01];
    shuttle([...arc(0, y, hw0, 1.6, 0, Math.PI, 16), ...arc(0, y - w, hw1, 1.6, Math.PI, 0, 16)]);
  }
  // the collar and the cork
  shuttle([...arc(0, -6.8, NECK + 0.6, 1.4, Math.PI, 2 * Math.PI, 12), ...arc(0, -2.4, NECK + 0.6, 1.4, 0, Math.PI, 12)]);
  shuttle([...arc(0, -2.2, NECK + 0.2, 1.2, Math.PI, 2 * Math.PI, 12), ...arc(0, -2.2, NECK + 0.2, 8.6, 0, Math.PI, 24)]);
  const [cx, cy] = S([0, 2]);
  addFace(a, kawaiiFace(cx, cy, 0.8 * SK, SDEG));
  return done(a);
}
