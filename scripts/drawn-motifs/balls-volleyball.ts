// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, type V3, unit, orient, Ball, shine, finish } from './balls-kit';
import { kawaiiFace } from './kawaii-face';
import { circle, path, r2, sparkle } from './shapes';

// The volleyball: a cube's six faces blown round the ball, each in three strips, neighbours crossing.

/** The volleyball's eighteen panels on the unit sphere: each cube face's three strips. */
function volleyPanels(): { panel: V3[]; axis: number; sign: number; strip: number }[] {
  const out: { panel: V3[]; axis: number; sign: number; strip: number }[] = [];
  const cuts = [-1, -1 / 3, 1 / 3, 1];
  for (let axis = 0; axis < 3; axis++)
    for (const sign of [-1, 1])
      for (let strip = 0; strip < 3; strip++) {
        const [j, k] = [(axis + 2) % 3, (axis + 1) % 3];
        const pt = (sj: number, sk: number): V3 => {
          const p: V3 = [0, 0, 0];
          p[axis] = sign;
          p[j] = sj;
          p[k] = sk;
          return unit(p);
        };
        const [s0, s1] = [cuts[strip], cuts[strip + 1]];
        const ring: V3[] = [];
        const n = 14;
        for (let i = 0; i < n; i++) ring.push(pt(s0 + ((s1 - s0) * i) / n, -1));
        for (let i = 0; i < n * 2; i++) ring.push(pt(s1, -1 + (2 * i) / (n * 2)));
        for (let i = 0; i < n; i++) ring.push(pt(s1 - ((s1 - s0) * i) / n, 1));
        for (let i = 0; i < n * 2; i++) ring.push(pt(s0, 1 - (2 * i) / (n * 2)));
        out.push({ panel: ring, axis, sign, strip });
      }
  return out;
}

/** A volleyball: three strips to a face meeting three ways, a shine, the face on the middle strip, sparkles. */
export function volleyball(): Drawn {
  const front: V3 = [0, 0, 1];
  const ball = new Ball(36, 36, 34.6, orient(front, [0, -1, 0], -20, 22));
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  for (const { panel } of volleyPanels()) {
    const a = ball.panel(panel);
    if (a) f.push(a);
  }
  f.push(...shine(ball.cx, ball.cy, ball.r, -2.1));
  f.push(path(sparkle(66, 6, 5.5)), path(sparkle(5, 67, 4.2)));
  const [x, y] = ball.at(front);
  return finish(f, [], kawaiiFace(r2(x), r2(y - 1), 1.05));
}
