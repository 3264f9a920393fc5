// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { drip, strawberry } from './bakery';
import { circle, ellipse, path, poly, type Pt, r2, roundRect, turnedEllipse } from '../../lib/studio/art-kit/shapes';
import { type Drawn, arc, lerp, face, done, heart } from './sweet-bakes-kit';

// The shortcake: a wedge whose tip edge is at the left, its cut face toward us, its rounded back to the right.

/**
 * A slice of strawberry shortcake a little from the side: the cut face showing two layers of sponge and a cream
 * layer with halved strawberries in it, the outer side with the same layers, cream draped in scallops over the top
 * edge, two cream swirls on top each with a whole strawberry on it, and the face on the upper sponge.
 */
export function shortcake(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const [x0, x1, xb] = [2, 46, 70];
  const [top, bottom, rise] = [31, 69, 12];
  // the outer side: from the cut face's right edge back and up to the slice's back
  const side = (y: number): [Pt, Pt] => [
    [x1, y],
    [xb, y - rise],
  ];
  f.push(path(poly([...side(top), ...side(bottom).reverse()])));
  f.push(
    path(
      poly([
        [x0, top],
        [x1, top],
        [xb, top - rise],
      ]),
    ),
  );
  // the cut face: sponge, the cream layer with strawberry halves, sponge
  f.push(
    path(
      poly([
        [x0, top],
        [x1, top],
        [x1, bottom],
        [x0, bottom],
      ]),
    ),
  );
  const [c0, c1] = [51, 57.5];
  f.push(
    path(
      poly([
        [x0, c0],
        [x1, c0],
        [x1, c1],
        [x0, c1],
      ]),
    ),
  );
  for (const x of [9, 24, 39]) {
    // a halved strawberry: its cut face a heart, its pale core inside
    f.push(path(heart(x, 53.6, 3.4)));
    f.push(path(heart(x, 53.9, 1.5)));
  }
  // the cream layer round the outer side, and a strawberry peeping out of it
  f.push(path(poly([...side(c0), ...side(c1).reverse()])));
  f.push(path(turnedEllipse(58, 48.2, 3.6, 2.8, -27)));
  // cream draped over the top edge in scallops, round the cut face and the outer side
  const drape: Pt[] = [
    [x0 - 0.6, top - 1],
    [xb + 0.4, top - rise - 1],
    [xb + 0.4, top - rise + 4.5],
  ];
  const bumps = 3;
  for (let i = 0; i < bumps; i++) {
    const [a, b] = [lerp([xb, top - rise + 4.5], [x1, top + 4.5], i / bumps), lerp([xb, top - rise + 4.5], [x1, top + 4.5], (i + 1) / bumps)];
    drape.push(...arcBetween(a, b, 2.6).slice(1));
  }
  const front = 5;
  for (let i = 0; i < front; i++) {
    const [a, b]: Pt[] = [
      [x1 - ((x1 - x0) * i) / front, top + 4.5],
      [x1 - ((x1 - x0) * (i + 1)) / front, top + 4.5],
    ];
    drape.push(...arcBetween(a, b, 3.2).slice(1));
  }
  drape.push([x0 - 0.6, top + 4.5]);
  f.push(path(poly(drape)));
  // cream swirls on top, a strawberry on each
  for (const [x, y] of [
    [27, 26.5],
    [53, 21.5],
  ]) {
    f.push(
      path(`M${x - 8} ${y}C${x - 8} ${y - 5} ${x - 3} ${y - 8} ${x} ${y - 8}C${x + 3} ${y - 8} ${x + 8} ${y - 5} ${x + 8} ${y}Q${x} ${y + 2.6} ${x - 8} ${y}Z`),
    );
    s.push(`M${x - 5.4} ${y - 2.6}Q${x} ${y - 0.4} ${x + 5.2} ${y - 3.4}`);
    strawberry(x, y - 15.2, 6.4, f, s);
  }
  return done(f, s, face(24, 41.2, 1));
}

/** Points along a round scallop hanging from `a` to `b`, `depth` below the line between them. */
function arcBetween(a: Pt, b: Pt, depth: number): Pt[] {
  const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + depth * 2];
  return Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    return [0, 1].map((k) => (1 - t) ** 2 * a[k] + 2 * t * (1 - t) * m[k] + t * t * b[k]) as Pt;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The honey pot: a round pot with a short neck, open at the top, a dipper in it.

/**
 * A round honey pot: honey heaped in its mouth and running over the rim in drips, a dipper standing in it, a
 * cloth tied round its neck with a string and a bow, a label with a heart on its belly, the face above the label,
 * and a bee flying by.
 */
export function honeyPot(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the dipper's handle, behind the rim, with a knob at its end
  f.push(
    path(
      poly([
        [40, 14],
        [60.4, 2.6],
        [62.4, 5.6],
        [43, 17],
      ]),
    ),
  );
  f.push(path(circle(63, 3.6, 3)));
  // the neck and the belly
  f.push(path(roundRect(21, 12, 51, 30, 2)));
  f.push(path(ellipse(36, 48.5, 31, 22)));
  // the cloth tied round the neck: its hem hangs over the shoulders in round scallops
  const hem: Pt[] = [];
  const scallops = 7;
  for (let i = 0; i < scallops; i++) {
    const [x0, x1] = [56.5 - (41 * i) / scallops, 56.5 - (41 * (i + 1)) / scallops];
    const y = (x: number) => 32 + 2.2 * Math.sin((Math.PI * (x - 15.5)) / 41);
    hem.push(...arcBetween([x0, y(x0)], [x1, y(x1)], 1.6).slice(i ? 1 : 0));
  }
  f.push(path(poly([[20, 17], [52, 17], ...hem])));
  // the string round it and its bow on the right
  f.push(path(roundRect(19.4, 24.2, 52.6, 27.2, 1.2)));
  const [bx, by] = [50, 25.7];
  f.push(
    path(`M${bx} ${by}L${bx - 2.6} ${by + 9}L${bx - 0.4} ${by + 8.4}L${bx + 0.8} ${by + 0.6}Z`),
    path(`M${bx} ${by}L${bx + 4.6} ${by + 8.2}L${bx + 2.4} ${by + 8.6}L${bx - 0.6} ${by + 0.8}Z`),
  );
  f.push(
    path(`M${bx} ${by}C${bx + 5} ${by - 6.4} ${bx + 12} ${by - 6.4} ${bx + 11.6} ${by - 1.4}C${bx + 11.2} ${by + 2.6} ${bx + 5} ${by + 2.2} ${bx} ${by}Z`),
  );
  f.push(path(`M${bx} ${by}C${bx - 5} ${by - 6.4} ${bx - 10.4} ${by - 5.6} ${bx - 10} ${by - 1}C${bx - 9.6} ${by + 2.6} ${bx - 5} ${by + 2.2} ${bx} ${by}Z`));
  f.push(path(circle(bx, by, 2)));
  // the rim, its mouth, and the honey heaped in it running over the rim in drips
  f.push(path(roundRect(17, 10.5, 55, 18, 3)));
  f.push(path(ellipse(36, 10.8, 18.4, 3.6)));
  const honey: Pt[] = [
    ...arc(36, 11.6, 16.4, 6, Math.PI, 2 * Math.PI, 16),
    [52.4, 13.6],
    [47.5, 13.8],
    ...drip(44.5, 13.8, 10.5, 3.8),
    [38.5, 14],
    ...drip(34, 14, 7, 3.4),
    [29.5, 14],
    ...drip(25, 13.8, 9, 3.6),
    [19.6, 13.6],
  ];
  f.push(path(poly(honey)));
  // the label with a heart
  f.push(path(ellipse(36, 60.5, 11, 6.8)), path(heart(36, 61, 3.4)));
  // a bee flying by, on the left: wings, body, stripes
  f.push(path(turnedEllipse(6.4, 6, 3.2, 2, -60)), path(turnedEllipse(10.2, 5.6, 3.2, 2, 60)));
  f.push(path(turnedEllipse(8.4, 11.6, 5.2, 3.8, 0)));
  s.push('M6.2 8.2Q7.4 11.6 6.2 15M9.8 8.1Q11 11.6 9.8 15.1M3.2 11.6L1.6 11.4');
  const fc = face(36, 43, 1.02);
  fc.d += `${circle(r2(12.2), 10.8, 0.9)}`;
  return done(f, s, fc);
}
