// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done, arc } from './halloween-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, circle, line, path, poly, type Pt, r2, starPath } from '../../lib/studio/art-kit/shapes';

// The yo-yo.

/** The outline round two equal circles of radius `r` centred on `p` and `q`: a disc seen as a thick puck. */
function hull(p: Pt, q: Pt, r: number): Pt[] {
  const a = Math.atan2(q[1] - p[1], q[0] - p[0]);
  return [...arc(q[0], q[1], r, r, a - Math.PI / 2, a + Math.PI / 2, 18), ...arc(p[0], p[1], r, r, a + Math.PI / 2, a + 1.5 * Math.PI, 18)];
}

/**
 * A yo-yo seen a little from the side: the back half, the gap round its axle and the front half, the front's rim
 * in ten coloured segments round a face ringed by five stars, and its string looping up to a finger ring.
 */
export function yoYo() {
  const a = art();
  const R = 25;
  const front: Pt = [30, 45.5];
  const at = (k: number): Pt => [front[0] + 7 * k, front[1] - 4 * k];
  a.f.push(path(poly(hull(at(1), at(0.62), R))));
  a.f.push(path(circle(...at(0.5), 22)));
  a.f.push(path(poly(hull(at(0.38), front, R))));
  a.f.push(path(circle(...front, R)));
  // the rim: ten segments between the outer edge and the face
  const inner = 19.5;
  for (let i = 0; i < 10; i++) {
    const [t0, t1] = [(i * Math.PI) / 5 - Math.PI / 2, ((i + 1) * Math.PI) / 5 - Math.PI / 2];
    a.f.push(path(poly([...arc(...front, R, R, t0, t1, 6), ...arc(...front, inner, inner, t1, t0, 6)])));
  }
  a.f.push(path(circle(...front, inner)));
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    a.f.push(path(starPath(r2(front[0] + 14.2 * Math.cos(t)), r2(front[1] + 14.2 * Math.sin(t)), 3.6)));
  }
  const fc = kawaiiFace(front[0], front[1] - 0.6, 1.0);
  a.f.push(...fc.f);
  // the string: out of the gap at the top, up with a loop, to the finger ring
  const ring: Pt = [60, 6.5];
  const s0 = [at(0.5)[0] + 22 * Math.cos(-1.05), at(0.5)[1] + 22 * Math.sin(-1.05)] as Pt;
  const string = along(s0, [
    [
      [s0[0] + 1, s0[1] - 7],
      [58, 24],
      [60, 19],
    ],
    [
      [62, 14],
      [54, 13],
      [56.5, 17],
    ],
    [
      [58, 19.5],
      [61, 15],
      [60, ring[1] + 4.8],
    ],
  ]);
  a.s.push(line(string));
  a.f.push(path(circle(...ring, 4.8)), path(circle(...ring, 2.6)));
  a.s.push(fc.s);
  a.d.push(fc.d);
  return done(a, fc.c);
}
