// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, type V3, unit, orient, Ball, finish } from './balls-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, r2, sparkle } from '../../lib/studio/art-kit/shapes';

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

/**
 * Where the volleyball is seen from: a little off one corner of the cube, so the three faces there meet in a Y
 * up and to the left and their strips swirl round it (each face's three strips run across its neighbour's, as
 * on a real ball), while the face nearest the front lies big and gently curved for the kawaii face. Seen from
 * the front of a face (our first one), the ball showed one flat square of strips ringed by slivers: odd shapes.
 */
const VIEW = { front: [0.6, 0.6, 1] as V3, up: [0, 1, 0] as V3, tilt: -10 };

/**
 * A volleyball: three strips to a face meeting three ways, the face on the front face's middle strip, sparkles. No
 * shine: on these strips any streak crosses a seam.
 */
export function volleyball(): Drawn {
  const ball = new Ball(36, 36, 34.6, orient(VIEW.front, VIEW.up, VIEW.tilt, 0));
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  // a strip only peeking round the back shows as a sliver along the outline: the disc stands for it
  for (const { panel } of volleyPanels()) {
    const a = Math.max(...panel.map((p) => ball.z(p))) > 0.2 ? ball.panel(panel) : undefined;
    if (a) f.push(a);
  }
  f.push(path(sparkle(66, 6, 5.5)), path(sparkle(5, 67, 4.2)));
  // the face at the front face's middle, turned along its middle strip
  const mid: V3 = [0, 0, 1];
  const [x, y] = ball.at(mid);
  const [x2, y2] = ball.at([0.2, 0, 1]);
  const deg = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI;
  return finish(f, [], kawaiiFace(r2(x - 1), r2(y - 1.5), 0.9, r2(deg > 90 ? deg - 180 : deg < -90 ? deg + 180 : deg)));
}
