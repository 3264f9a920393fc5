// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect } from '../../lib/studio/art-kit/clip';
import { type Drawn, art, done, addFace, rad, arc, oval, star } from './gear-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { line, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// The skateboard, built in the board's own measure (u along it, v across it, v > 0 toward us, h up), pitched nose
// up as in an ollie, seen from three quarters above, then fitted to the box. Lying flat it was a long strip across
// the box (47 units tall of 70 wide), so a page printed it as a band across the middle under a big empty sky.

/**
 * A skateboard popping an ollie, seen from three quarters above, its nose up to the right: four chunky wheels
 * (tyre, hub and nut as areas; the far two peeping out behind the near two), two trucks (hanger and baseplate),
 * the deck's edge and its top with both kicktails raised, and on the top a painted design: a cap on each tail, a
 * stripe inside each cap, a star on each side and the face in the middle. Under the tail, where it snapped on the
 * ground, three little pop marks; behind it, two swooshes.
 */
export function skateboard(): Drawn {
  const [L, W, U0, K, H, T] = [40, 11, 20, 10.5, 16, 2.8];
  const [SX, B] = [0.46, 0.82];
  const [UT, VW, RW, WW] = [25, 9, 6.8, 4.2];
  const PITCH = 30;
  const [cp, sp] = [Math.cos(rad(PITCH)), Math.sin(rad(PITCH))];
  const lift = (u: number) => K * Math.max(0, (Math.abs(u) - U0) / (L - U0)) ** 2;
  // the board pitched about its middle (nose up), then seen from three quarters above
  const P = (u: number, v: number, h: number): Pt => {
    const [uu, hh] = [u * cp - (h - H / 2) * sp, u * sp + (h - H / 2) * cp];
    return [uu + SX * v, B * v - hh];
  };
  const top = ([u, v]: Pt): Pt => P(u, v, H + lift(u));
  const under = ([u, v]: Pt): Pt => P(u, v, H - T + lift(u));
  // the deck's outline in its own measure: straight sides sampled finely (the tails bend them) and round ends
  const side = (v: number, from: number, to: number): Pt[] => Array.from({ length: 41 }, (_, i) => [from + ((to - from) * i) / 40, v]);
  const deck: Pt[] = [
    ...arc(L - W, 0, W, W, -Math.PI / 2, Math.PI / 2, 16),
    ...side(W, L - W, -(L - W)).slice(1, -1),
    ...arc(-(L - W), 0, W, W, Math.PI / 2, 1.5 * Math.PI, 16),
    ...side(-W, -(L - W), L - W).slice(1, -1),
  ];
  type Shape = { kind: 'f' | 's'; pts: Pt[] };
  const shapes: Shape[] = [];
  const area = (pts: Pt[]) => shapes.push({ kind: 'f', pts });
  /** A wheel whose outer face is at v = `face` and its inner at `face - width` (seen from +v). */
  const wheel = (u: number, face: number) => {
    const [front, back] = [P(u, face, 0), P(u, face - WW, 0)];
    // the tyre's tread: the hull of its two faces, then the face, a hub ring and the nut on the axle
    const a = Math.atan2(back[1] - front[1], back[0] - front[0]);
    area([...arc(back[0], back[1], RW, RW, a - Math.PI / 2, a + Math.PI / 2, 16), ...arc(front[0], front[1], RW, RW, a + Math.PI / 2, a + 1.5 * Math.PI, 16)]);
    area(oval(front[0], front[1], RW, RW));
    area(oval(front[0], front[1], RW * 0.56, RW * 0.56));
    area(oval(front[0], front[1], RW * 0.22, RW * 0.22, 20));
  };
  const truck = (u: number) => {
    // the hanger: from the far wheel's axle to the near one's, rising to the kingpin between them
    area([P(u, -VW + 1, -1.2), P(u, -2.6, 5.6), P(u, 2.6, 5.6), P(u, VW - 1, -1.2), P(u, VW - 1, 1.6), P(u, -VW + 1, 1.6)]);
    // the baseplate under the deck, its front face
    const b = [P(u - 4, 3.2, 5), P(u + 4, 3.2, 5), P(u + 4, 3.2, H - T + lift(u)), P(u - 4, 3.2, H - T + lift(u))];
    area(b);
  };
  // the marks of the ollie, each a slim area with round ends: three pop marks fanning out under the tail's tip,
  // where it struck the ground, and two swooshes trailing behind the deck's far edge
  const slim = (a: Pt, b: Pt, w: number): Pt[] => {
    const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
    return [
      ...arc(b[0], b[1], w / 2, w / 2, ang - Math.PI / 2, ang + Math.PI / 2, 8),
      ...arc(a[0], a[1], w / 2, w / 2, ang + Math.PI / 2, ang + 1.5 * Math.PI, 8),
    ];
  };
  const tip = P(-L - 1, 0, H - T);
  for (const deg of [75, 110, 145]) {
    const d: Pt = [Math.cos(rad(deg)), Math.sin(rad(deg))];
    area(slim([tip[0] + 4.5 * d[0], tip[1] + 4.5 * d[1]], [tip[0] + 11 * d[0], tip[1] + 11 * d[1]], 2.6));
  }
  for (const [v, u0, u1] of [
    [-W - 5, -34, -8],
    [-W - 11, -28, -14],
  ])
    area(slim(P(u0, v, H), P(u1, v, H), 2.6));
  for (const u of [-UT, UT]) wheel(u, -VW + WW / 2);
  for (const u of [-UT, UT]) truck(u);
  area(deck.map(under));
  area(deck.map(top));
  // the painted design: a cap over each tail with a stripe inside it, a star on each side of the face
  for (const sgn of [-1, 1]) {
    for (const [u0, u1] of [
      [30.5, 60],
      [25.4, 28.2],
    ]) {
      const band: Pt[] = [
        [sgn * u0, -30],
        [sgn * u1, -30],
        [sgn * u1, 30],
        [sgn * u0, 30],
      ];
      for (const piece of intersect(band, deck)) area(piece.map(top));
    }
    area(star(sgn * 16.5, 0, 4.8).map(top));
  }
  for (const u of [-UT, UT]) wheel(u, VW + WW / 2);
  // fit it to the box
  const all = shapes.flatMap((s) => s.pts);
  const [x0, x1] = [Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0]))];
  const [y0, y1] = [Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1]))];
  const k = 69 / Math.max(x1 - x0, y1 - y0);
  const fit = ([x, y]: Pt): Pt => [36 + (x - (x0 + x1) / 2) * k, 36 + (y - (y0 + y1) / 2) * k];
  const a = art();
  for (const s of shapes) (s.kind === 'f' ? a.f : a.s).push(s.kind === 'f' ? path(poly(s.pts.map(fit))) : line(s.pts.map(fit)));
  // the face lies along the deck, which runs up at the pitch
  const [fx, fy] = fit(top([0, 0.6]));
  addFace(a, kawaiiFace(fx, fy, 1.08 * k, -PITCH * 0.8));
  return done(a);
}
