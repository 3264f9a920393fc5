// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, pt, r2, sparkle, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, art, addFace, done, rod } from './toys-kit';

// The magic wand: a star on a stick, leaning right, with ribbons and sparkles.

/** A five-pointed star round (cx, cy), `r` to its points, `inner` to its inner corners, its points rounded. */
function roundStar(cx: number, cy: number, r: number, inner: number, round: number): string {
  const outer = Array.from({ length: 5 }, (_, i) => -Math.PI / 2 + (i * 2 * Math.PI) / 5);
  let d = '';
  outer.forEach((t, i) => {
    const tip = t,
      before = t - Math.PI / 5,
      after = t + Math.PI / 5;
    const p0 = pt(cx, cy, inner, before);
    // the tip rounded: come in along the edge to `round` before the point, curve round it
    const [tx, ty] = [cx + r * Math.cos(tip), cy + r * Math.sin(tip)];
    const [ix, iy] = [cx + inner * Math.cos(before), cy + inner * Math.sin(before)];
    const [jx, jy] = [cx + inner * Math.cos(after), cy + inner * Math.sin(after)];
    const [l0, l1] = [Math.hypot(tx - ix, ty - iy), Math.hypot(tx - jx, ty - jy)];
    const a0 = `${r2(tx + ((ix - tx) * round) / l0)} ${r2(ty + ((iy - ty) * round) / l0)}`;
    const a1 = `${r2(tx + ((jx - tx) * round) / l1)} ${r2(ty + ((jy - ty) * round) / l1)}`;
    d += `${i ? 'L' : 'M'}${p0}L${a0}Q${r2(tx)} ${r2(ty)} ${a1}`;
  });
  return `${d}Z`;
}

/**
 * A magic wand leaning to the right: a stick striped round in bands with a round knob at its foot, a big plump
 * star on its top with the house's face, a bow tied under the star with two long ribbons waving down, and
 * sparkles and little stars round it.
 */
export function magicWand(): Drawn {
  const a = art();
  const [sx, sy, sr] = [46, 24.5, 22];
  const foot: Pt = [5.5, 67.5],
    top: Pt = [38, 33];
  // the ribbons: two bands waving down from the bow, each with a notched end
  const ribbon = (pts: Pt[], w: number) => {
    const left: Pt[] = [],
      right: Pt[] = [];
    pts.forEach(([x, y], i) => {
      const [ax, ay] = pts[Math.max(0, i - 1)];
      const [bx, by] = pts[Math.min(pts.length - 1, i + 1)];
      const len = Math.hypot(bx - ax, by - ay);
      const [nx, ny] = [(-(by - ay) / len) * (w / 2), ((bx - ax) / len) * (w / 2)];
      left.push([x + nx, y + ny]);
      right.push([x - nx, y - ny]);
    });
    const [ex, ey] = pts[pts.length - 1];
    const [px, py] = pts[pts.length - 2];
    const len = Math.hypot(ex - px, ey - py);
    const notch: Pt = [ex - ((ex - px) / len) * w * 0.7, ey - ((ey - py) / len) * w * 0.7];
    a.f.push(path(polyD([...left, notch, ...right.reverse()])));
  };
  const wave = (p0: Pt, p1: Pt, amp: number, n = 24): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      const len = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
      const [nx, ny] = [-(p1[1] - p0[1]) / len, (p1[0] - p0[0]) / len];
      const s = Math.sin(t * Math.PI * 2) * amp * Math.min(1, t * 3);
      return [p0[0] + (p1[0] - p0[0]) * t + nx * s, p0[1] + (p1[1] - p0[1]) * t + ny * s];
    });
  ribbon(wave([35, 37], [27, 60], 2.6), 5);
  ribbon(wave([38.5, 37], [49, 57], -2.6), 5);
  // the stick, its stripes and the knob at its foot
  a.f.push(rod(foot, top, 5.4));
  const onStick = (t: number): Pt => [foot[0] + (top[0] - foot[0]) * t, foot[1] + (top[1] - foot[1]) * t];
  const [ux, uy] = [(top[0] - foot[0]) / Math.hypot(top[0] - foot[0], top[1] - foot[1]), (top[1] - foot[1]) / Math.hypot(top[0] - foot[0], top[1] - foot[1])];
  const [nx, ny] = [-uy * 2.7, ux * 2.7];
  for (let i = 0; i < 5; i++) {
    const [x0, y0] = onStick(0.16 + i * 0.15);
    const [x1, y1] = onStick(0.16 + i * 0.15 + 0.06);
    a.f.push(
      path(
        `M${r2(x0 + nx)} ${r2(y0 + ny)}L${r2(x1 + nx + ux * 1.4)} ${r2(y1 + ny + uy * 1.4)}L${r2(x1 - nx)} ${r2(y1 - ny)}L${r2(x0 - nx - ux * 1.4)} ${r2(y0 - ny - uy * 1.4)}Z`,
      ),
    );
  }
  a.f.push(path(circle(foot[0], foot[1], 3.8)));
  // the bow at the top of the stick: two loops and a knot
  a.f.push(path('M37 35.4Q28.6 30 27.6 35Q27.4 40.4 37 37Z'), path('M37 35.4Q45 31.6 46.8 35.6Q47.8 40.4 37 37Z'));
  // the star with its face, and a shine
  a.f.push(path(roundStar(sx, sy, sr, sr * 0.56, 3)));
  a.f.push(path(circle(37, 35.8, 2.2)));
  a.f.push(path(turnedEllipse(r2(sx + 5.6), r2(sy - 10.4), 2.6, 1.2, -50)));
  addFace(a, kawaiiFace(sx, r2(sy + 1.2), 0.95));
  // sparkles and little stars round it
  for (const [x, y, r] of [
    [10, 10, 6],
    [22, 25, 3.6],
    [64, 56, 6],
    [16, 44, 3.2],
  ])
    a.f.push(path(sparkle(x, y, r)));
  for (const [x, y, r] of [
    [58, 67, 3.4],
    [24, 6, 2.8],
  ])
    a.f.push(path(roundStar(x, y, r, r * 0.5, 0.6)));
  a.f.push(path(circle(67, 42, 1.4)), path(circle(5, 26, 1.4)), path(circle(44, 64, 1.2)));
  return done(a);
}
