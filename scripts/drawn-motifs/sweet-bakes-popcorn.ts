// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { ellipse, fleece, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, arc, face, done } from './sweet-bakes-kit';

// The popcorn: a striped bucket, puffs heaped over its rim.

/** A popcorn puff centred on (x, y), `r` across: a lumpy round of `n` bumps, turned by `turn` radians. */
const puff = (x: number, y: number, r: number, n: number, turn: number) => path(fleece(x, y, r * 0.78, r * 0.7, n, r * 0.26, turn));

/**
 * A striped bucket of popcorn: its stripes each an area, a rolled rim, puffs heaped over the rim (each an area,
 * the front ones over the rim), two fallen on the table beside it, and the face on a round label.
 */
export function popcorn(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [top, bottom] = [33, 70.5];
  const rimAt = (u: number): Pt => [10.5 + 51 * u, top + 2.2 * Math.sin(Math.PI * u)];
  const footAt = (u: number): Pt => [18 + 36 * u, bottom + 1 * Math.sin(Math.PI * u)];
  // the back puffs, heaped high over the bucket
  const back: [number, number, number][] = [
    [22, 14, 8.5],
    [36, 9, 9],
    [50, 14, 8.5],
    [29, 20, 8],
    [43, 20, 8.2],
    [13.5, 24, 7.6],
    [58.5, 24, 7.6],
  ];
  back.forEach(([x, y, r], i) => f.push(puff(x, y, r, 5 + (i % 2), i * 0.9)));
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    const us = [0, 0.5, 1].map((t) => (i + t) / stripes);
    f.push(path(poly([...us.map(rimAt), ...[...us].reverse().map(footAt)])));
  }
  // the rim: a band round the bucket's mouth
  f.push(path(poly([...arc(36, top - 2.6, 27.5, 2.4, Math.PI, 2 * Math.PI, 16), ...arc(36, top + 1.2, 27.5, 3.6, 0, Math.PI, 16)])));
  // the front puffs, spilling over the rim
  const front: [number, number, number][] = [
    [20, 29.5, 7],
    [33.5, 28.5, 7.4],
    [47, 29.5, 7],
    [8.5, 31.5, 6.2],
    [61, 32, 6.4],
  ];
  front.forEach(([x, y, r], i) => f.push(puff(x, y, r, 5, 0.4 + i * 1.3)));
  // two fallen on the table
  f.push(puff(7.5, 65.5, 6.2, 5, 0.2), puff(65, 66, 6.6, 6, 1.1));
  // the round label for the face
  f.push(path(ellipse(36, 52.5, 13, 10.5)));
  return done(f, s, face(36, 51.5, 0.86));
}
