// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, circle, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Art, art, done, plus, strip, heart, star } from './winter-gear-kit';

// The kite, its top leaning right, its string running down to the bottom left.

/** A bow tied on a line at `p` whose direction there is `dir`: two loops across it and a knot. */
function bow(a: Art, p: Pt, dir: Pt, size: number) {
  const l = Math.hypot(...dir);
  const u: Pt = [dir[0] / l, dir[1] / l];
  const n: Pt = [-u[1], u[0]];
  for (const s of [-1, 1]) {
    const tip = plus(p, n, s * size);
    // a fan from the knot out to a rounded edge, as a bow tie's wing
    const [e0, e1, out] = [plus(tip, u, size * 0.62), plus(tip, u, -size * 0.62), plus(p, n, s * size * 1.3)];
    a.f.push(path(`M${p.map(r2).join(' ')}L${e0.map(r2).join(' ')}Q${out.map(r2).join(' ')} ${e1.map(r2).join(' ')}Z`));
  }
  a.f.push(path(circle(r2(p[0]), r2(p[1]), r2(size * 0.26))));
}

export function kite() {
  const a = art();
  const [G, k, deg]: [Pt, number, number] = [[40, 27], 0.9, 16];
  const [c, sn] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const K = ([x, y]: Pt): Pt => [r2(G[0] + k * (x * c - y * sn)), r2(G[1] + k * (x * sn + y * c))];
  const [top, left, right, bottom, mid]: Pt[] = [
    [0, -28],
    [-25, -6],
    [25, -6],
    [0, 37],
    [0, -6],
  ];
  // the string from the left corner, sagging down to the bottom left
  const L = K(left);
  a.s.push(`M${L.join(' ')}Q${r2(L[0] - 14)} ${r2(L[1] + 16)} 4 68`);
  // the tail, waving down to the right, with bows
  const B = K(bottom);
  const tail = along(B, [
    [
      [B[0] - 2, B[1] + 5],
      [B[0] + 6, B[1] + 8],
      [B[0] + 11, B[1] + 6],
    ],
    [
      [B[0] + 16, B[1] + 4],
      [B[0] + 19, B[1] + 11],
      [B[0] + 25, B[1] + 11],
    ],
    [
      [B[0] + 30, B[1] + 14],
      [B[0] + 33, B[1] + 5],
      [B[0] + 38.5, B[1] + 6],
    ],
  ]);
  a.s.push(`M${tail.map((p) => p.join(' ')).join('L')}`);
  for (const i of [10, 26, 42]) bow(a, tail[i], [tail[i + 1][0] - tail[i - 1][0], tail[i + 1][1] - tail[i - 1][1]], 4.6);
  // four panels, split by the spars
  for (const [p, q] of [
    [top, left],
    [top, right],
    [bottom, left],
    [bottom, right],
  ])
    a.f.push(path(polyD([p, q, mid].map(K))));
  a.f.push(strip(K([0, -27]), K([0, 36]), 1.8), strip(K([-24, -6]), K([24, -6]), 1.8));
  // a shape on each panel
  const P = (x: number, y: number) => K([x, y]);
  a.f.push(path(heart(...P(-9, -12.5), 2.6)), path(star(...P(9, -12.5), 3.6)), path(star(...P(-9, 13), 3.6)), path(heart(...P(9, 13), 2.6)));
  // the middle patch with the face
  a.f.push(
    path(
      polyD(
        [
          [0, -16],
          [14.5, -3],
          [0, 20],
          [-14.5, -3],
        ].map((p) => K(p as Pt)),
      ),
    ),
  );
  const face = kawaiiFace(...K([0, -0.5]), 0.78, deg);
  a.f.push(...face.f);
  a.s.push(face.s);
  a.d.push(face.d);
  return done(a, face.c);
}
