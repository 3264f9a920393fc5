// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect } from '../../lib/studio/art-kit/clip';
import { type Drawn, type Art, art, done, addFace, rad, arc, oval, smooth } from './gear-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// Bowling: three pins and a ball.

/** Half the pin's width at each depth from its top (its height 60): a round head, a neck, a plump belly, its foot. */
const PIN: Pt[] = [
  [0, 0],
  [3.4, 0.9],
  [5.6, 3.2],
  [6.4, 7],
  [5.6, 11],
  [3.9, 16],
  [4.4, 20],
  [7.4, 27],
  [9.6, 35],
  [10.2, 41],
  [9.4, 49],
  [7.6, 56],
  [6.4, 60],
];

/**
 * One pin standing with its foot at (x, y), `k` times 60 high: its outline, two stripes round its neck that bow
 * down as a round neck seen from a little above does, and the face on its belly.
 */
function pin(a: Art, x: number, y: number, k: number) {
  const prof = smooth(
    PIN.map(([w, d]) => [w, d] as Pt),
    8,
  ).map(([w, d]): Pt => [w * k, (d - 60) * k]);
  const right = prof.map(([w, d]): Pt => [x + w, y + d]);
  const left = prof.map(([w, d]): Pt => [x - w, y + d]).reverse();
  const outline = [...right, ...left.slice(1, -1)];
  a.f.push(path(poly(outline)));
  for (const d of [13.4, 17.6]) {
    const y0 = y + (d - 60) * k;
    const w = 2.8 * k;
    const band: Pt[] = [...arc(x, y0, 9 * k, 1.3 * k, Math.PI, 0, 16), ...arc(x, y0 + w, 9 * k, 1.3 * k, 0, Math.PI, 16)];
    for (const piece of intersect(band, outline)) a.f.push(path(poly(piece)));
  }
  addFace(a, kawaiiFace(x, y + (33 - 60) * k, 0.9 * k));
}

/**
 * Three pins, the middle one a step behind, and a ball in front of the right-hand pin's foot: the ball with a
 * shine and three finger holes as rings (the hole's rim round its shaded inside), nothing solid black but eyes.
 */
export function bowling(): Drawn {
  const a = art();
  pin(a, 36, 64, 1.06);
  pin(a, 14.8, 70.5, 1.1);
  pin(a, 57.2, 70.5, 1.1);
  const [bx, by, br] = [56, 58.6, 12.8];
  a.f.push(path(poly(oval(bx, by, br, br, 72))));
  // the shine: a crescent with pointed ends along the ball's upper left
  a.f.push(
    path(poly([...arc(bx, by, br - 2, br - 2, rad(192), rad(258), 16), ...arc(bx + 1.1, by + 1.1, br - 2.4, br - 2.4, rad(254), rad(196), 16).slice(1, -1)])),
  );
  // the finger holes, tilted to follow the ball's surface
  for (const [dx, dy, r] of [
    [-0.8, -5.6, 2.3],
    [4.8, -4.2, 2.3],
    [2.6, 1.8, 2.7],
  ]) {
    const [hx, hy] = [bx + dx, by + dy];
    a.f.push(path(poly(oval(hx, hy, r, r * 0.86, 32))));
    a.f.push(path(poly(oval(hx + 0.25, hy + 0.35, r * 0.55, r * 0.48, 24))));
  }
  return done(a);
}
