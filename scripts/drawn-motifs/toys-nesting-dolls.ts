// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, type Art, art, addFace, done, flower, leaf } from './toys-kit';

// The nesting dolls: three matryoshkas in a row, biggest to smallest, each standing on the box's floor.

/** The doll's outline in its own measure: 1 tall from its top (v = 0) to its base, its middle at u = 0. */
const DOLL: [Pt, Pt, Pt][] = [
  [
    [0.2, 0],
    [0.25, 0.11],
    [0.235, 0.25],
  ],
  [
    [0.22, 0.36],
    [0.33, 0.42],
    [0.33, 0.64],
  ],
  [
    [0.33, 0.82],
    [0.31, 0.94],
    [0.27, 1],
  ],
];

/**
 * A matryoshka `h` tall, its base's middle at (cx, base): the body, a headscarf over the head and shoulders tied
 * under the chin, the face's oval with a fringe of hair, the house's face, an apron with a flower (and on the
 * bigger two its leaves), dots along the scarf's edge.
 */
function doll(a: Art, cx: number, base: number, h: number, big: boolean) {
  // (a little slimmer than tall, so three fit side by side)
  const P = ([u, v]: Pt) => `${r2(cx + u * h * 0.92)} ${r2(base - h + v * h)}`;
  const M = ([u, v]: Pt): Pt => [-u, v];
  let d = `M${P([0, 0])}`;
  for (const c of DOLL) d += `C${c.map(P).join(' ')}`;
  d += `L${P([-0.27, 1])}`;
  // back up the left side: each cubic mirrored and run backwards, to the end of the one before it
  for (let i = DOLL.length - 1; i >= 0; i--) d += `C${[DOLL[i][1], DOLL[i][0], i ? DOLL[i - 1][2] : ([0, 0] as Pt)].map(M).map(P).join(' ')}`;
  a.f.push(path(`${d}Z`));
  // the apron on the belly and its flower
  const ay = base - h + 0.76 * h;
  a.f.push(path(ellipse(cx, r2(ay), r2(0.2 * h), r2(0.2 * h))));
  flower(a, cx, r2(ay + 0.01 * h), r2(0.11 * h));
  if (big) {
    a.f.push(
      leaf(r2(cx - 0.11 * h), r2(ay + 0.1 * h), r2(0.1 * h), r2(0.05 * h), -30),
      leaf(r2(cx + 0.11 * h), r2(ay + 0.1 * h), r2(0.1 * h), r2(0.05 * h), 30),
    );
  }
  // the headscarf: over the head and down to the shoulders, its hem dipping to a point at the front
  const scarf =
    `M${P([0, -0.012])}C${P([0.215, -0.012])} ${P([0.265, 0.11])} ${P([0.25, 0.26])}C${P([0.245, 0.34])} ${P([0.3, 0.4])} ${P([0.3, 0.45])}` +
    `Q${P([0.16, 0.5])} ${P([0, 0.56])}Q${P([-0.16, 0.5])} ${P([-0.3, 0.45])}C${P([-0.3, 0.4])} ${P([-0.245, 0.34])} ${P([-0.25, 0.26])}C${P([-0.265, 0.11])} ${P([-0.215, -0.012])} ${P([0, -0.012])}Z`;
  a.f.push(path(scarf));
  // dots along the scarf's hem
  for (const [u, v] of [
    [-0.2, 0.475],
    [-0.1, 0.52],
    [0.1, 0.52],
    [0.2, 0.475],
  ] as Pt[])
    a.f.push(path(circle(r2(cx + u * h), r2(base - h + v * h), r2(0.018 * h))));
  // the face's oval, a fringe of hair across its top, the knot under the chin
  const fy = base - h + 0.22 * h;
  a.f.push(path(ellipse(cx, r2(fy), r2(0.165 * h), r2(0.14 * h))));
  a.f.push(
    path(
      `M${P([-0.16, 0.2])}Q${P([-0.16, 0.085])} ${P([0, 0.082])}Q${P([0.16, 0.085])} ${P([0.16, 0.2])}Q${P([0.1, 0.12])} ${P([0, 0.15])}Q${P([-0.1, 0.12])} ${P([-0.16, 0.2])}Z`,
    ),
  );
  a.f.push(path(`M${P([0, 0.4])}L${P([-0.1, 0.37])}L${P([-0.09, 0.45])}Z`), path(`M${P([0, 0.4])}L${P([0.1, 0.37])}L${P([0.09, 0.45])}Z`));
  a.f.push(path(ellipse(cx, r2(base - h + 0.4 * h), r2(0.035 * h), r2(0.03 * h))));
  addFace(a, kawaiiFace(cx, r2(fy + 0.02 * h), r2(0.0125 * h)));
}

/** Three matryoshka dolls in a row, biggest at the left, each a little in front of the one before. */
export function nestingDolls(): Drawn {
  const a = art();
  doll(a, 21, 70, 68, true);
  doll(a, 44.2, 70, 50, true);
  doll(a, 61, 70, 36, false);
  return done(a);
}
