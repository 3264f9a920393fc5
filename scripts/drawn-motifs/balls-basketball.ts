// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, type V3, cross, unit, add, rad, orient, Ball, shine, finish } from './balls-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, type Pt, r2, sparkle, turnedEllipse } from '../../lib/studio/art-kit/shapes';

// The basketball: two great-circle ribs and two curved ones, as bands, dimples on its skin.

/** The points round the circle on the unit sphere `ang` radians from the axis `ax`, `n` of them. */
function circleAbout(ax: V3, ang: number, n = 120): V3[] {
  const a = unit(ax);
  const e1 = unit(cross(a, Math.abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const e2 = cross(a, e1);
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * 2 * Math.PI;
    return unit(add(add(a, e1, Math.tan(ang) * Math.cos(t)), e2, Math.tan(ang) * Math.sin(t)));
  });
}
const greatCircle = (ax: V3, n = 120) =>
  Array.from({ length: n }, (_, i): V3 => {
    const a = unit(ax);
    const e1 = unit(cross(a, Math.abs(a[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
    const e2 = cross(a, e1);
    const t = (i / n) * 2 * Math.PI;
    return add(add([0, 0, 0], e1, Math.cos(t)), e2, Math.sin(t));
  });

/** A basketball: ribs curving round it as bands, dimples on its skin, a shine, the face in a panel, sparkles. */
export function basketball(): Drawn {
  // the ribs: the great circles x = 0 and y = 0, and small circles round the ±x axis
  const front = unit([-0.33, -0.45, 0.83]);
  const m = orient(front, [0, -1, 0], 6, -4);
  const ball = new Ball(36, 36, 34.6, m);
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  const ribs = [greatCircle([1, 0, 0]), greatCircle([0, 1, 0]), circleAbout([1, 0, 0], rad(48)), circleAbout([-1, 0, 0], rad(48))];
  // dimples: little round areas on the skin, away from the ribs, the face and the shine
  const faceAt = ball.at(front);
  for (let gy = -0.9; gy <= 0.9; gy += 0.21)
    for (let gx = -0.9; gx <= 0.9; gx += 0.21) {
      const [u, v] = [gx + 0.06 * Math.sin(gy * 40), gy + 0.06 * Math.cos(gx * 37)];
      const p: Pt = [ball.cx + ball.r * u, ball.cy + ball.r * v];
      if (Math.hypot(p[0] - faceAt[0], p[1] - faceAt[1] - 1) < 12) continue;
      const z = Math.sqrt(Math.max(0, 1 - u * u - v * v));
      if (z < 0.35) continue;
      // clear of the ribs: the point in the ball's own frame
      const q: V3 = [m[0][0] * u + m[1][0] * v + m[2][0] * z, m[0][1] * u + m[1][1] * v + m[2][1] * z, m[0][2] * u + m[1][2] * v + m[2][2] * z];
      if (Math.abs(q[0]) < 0.13 || Math.abs(q[1]) < 0.13 || Math.abs(Math.abs(q[0]) - Math.cos(rad(48))) < 0.1) continue;
      // every third one, so the skin reads pebbled without filling up
      if ((Math.round(gx * 100) + Math.round(gy * 100) * 3) % 3 !== 0) continue;
      const ang = (Math.atan2(v, u) * 180) / Math.PI + 90;
      f.push(path(turnedEllipse(r2(p[0]), r2(p[1]), 1.1, r2(1.1 * Math.max(0.5, z)), r2(ang))));
    }
  for (const rib of ribs) f.push(...ball.band(rib, 0.075, true));
  f.push(...shine(ball.cx, ball.cy, ball.r, -1.05));
  f.push(path(sparkle(64.5, 6.5, 5.5)), path(sparkle(6, 66, 4.2)));
  return finish(f, [], kawaiiFace(r2(faceAt[0]), r2(faceAt[1]), 0.9, -8));
}
