// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, type V3, dot, cross, unit, add, arc3, orient, Ball, shine, finish } from './balls-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, r2 } from '../../lib/studio/art-kit/shapes';

// The soccer ball: a truncated icosahedron's twelve pentagons and twenty hexagons, each an area.

const PHI = (1 + Math.sqrt(5)) / 2;
const ICO: V3[] = [
  ...[-1, 1].flatMap((a) =>
    [-1, 1].flatMap((b): V3[] => [
      [0, a, b * PHI],
      [a, b * PHI, 0],
      [b * PHI, 0, a],
    ]),
  ),
];

/** The pentagons (round each icosahedron corner) and hexagons (round each face) of a soccer ball, on the unit sphere. */
function soccerPanels(): { pentagons: V3[][]; hexagons: V3[][]; hexCentres: V3[] } {
  const near = (a: V3, b: V3) => Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) - 2) < 1e-6;
  const third = (a: V3, b: V3, t: number): V3 => add(a, add(b, a, -1), t);
  const ring = (corners: V3[]) => corners.flatMap((c, i) => arc3(unit(c), unit(corners[(i + 1) % corners.length])).slice(0, -1));
  const pentagons = ICO.map((v) => {
    const ns = ICO.filter((u) => near(u, v));
    // order the five round the corner
    const e1 = unit(add(ns[0], v, -dot(ns[0], v) / dot(v, v)));
    const e2 = cross(unit(v), e1);
    ns.sort((a, b) => Math.atan2(dot(a, e2), dot(a, e1)) - Math.atan2(dot(b, e2), dot(b, e1)));
    return ring(ns.map((u) => third(v, u, 1 / 3)));
  });
  const hexagons: V3[][] = [];
  const hexCentres: V3[] = [];
  for (let i = 0; i < 12; i++)
    for (let j = i + 1; j < 12; j++)
      for (let k = j + 1; k < 12; k++) {
        const [a, b, c] = [ICO[i], ICO[j], ICO[k]];
        if (!near(a, b) || !near(b, c) || !near(a, c)) continue;
        hexagons.push(ring([third(a, b, 1 / 3), third(a, b, 2 / 3), third(b, c, 1 / 3), third(b, c, 2 / 3), third(c, a, 1 / 3), third(c, a, 2 / 3)]));
        hexCentres.push(unit(add(add(a, b), c)));
      }
  return { pentagons, hexagons, hexCentres };
}

/**
 * The soccer ball: every panel an area, the face in the hexagon facing us, a shine. No tuft of grass under it: it
 * is also the ball a cat or a dog plays with on a kitchen floor.
 */
export function soccerBall(): Drawn {
  const { pentagons, hexagons, hexCentres } = soccerPanels();
  const front = hexCentres[0];
  const m = orient(front, [0, 1, 0.3], 8, -8);
  const ball = new Ball(36, 33, 32.5, m);
  const f: string[] = [path(circle(ball.cx, ball.cy, ball.r))];
  for (const p of [...hexagons, ...pentagons]) {
    const a = ball.panel(p);
    if (a) f.push(a);
  }
  // each pentagon has a smaller one inside it, so the patches a child colours dark read apart from the hexagons
  for (const p of pentagons) {
    const c = unit(p.reduce((acc, q) => add(acc, q), [0, 0, 0] as V3));
    if (ball.z(c) < 0.25) continue;
    const a = ball.panel(
      p.map((q) => unit(add(c, add(q, c, -1), 0.55))),
      2,
    );
    if (a) f.push(a);
  }
  f.push(...shine(ball.cx, ball.cy, ball.r, -2.5));
  const [x, y] = ball.at(front);
  return finish(f, [], kawaiiFace(r2(x), r2(y + 0.6), 0.92));
}
