// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Things OpenMoji draws dark: its black chess pawn is a solid black figure, and its mirror ball's bands are black
// fills drawn over its own outlines, so both printed as ink rather than areas to colour.
import { circle, ellipse, path, r2, roundRect, sparkle } from '../../lib/studio/art-kit/shapes';

/**
 * A chess pawn standing on its base: a round head with a shine, a flat collar under it, a body flaring down in
 * concave curves to a plinth and a wide base, each a closed area to colour. OpenMoji's pawn (the black one) was
 * one solid black figure.
 */
export function chessPawn() {
  // the body: from under the collar (half-width 6.5) curving out to the plinth (half-width 15)
  const body = path('M29.5 31C29.5 40 26 46 21 52H51C46 46 42.5 40 42.5 31Z');
  const head = path(circle(36, 17.5, 11));
  // the shine: a thick crescent high on the head's left
  const shine = path('M28.6 19.4Q27.6 12.4 33.8 10.2Q30.6 13.8 30.9 19.1Q29.8 20.4 28.6 19.4Z');
  const collar = path(ellipse(36, 30.5, 12.5, 3.4));
  const plinth = path(roundRect(18, 50.5, 54, 57.5, 2.5));
  const base = path(roundRect(12.5, 56.5, 59.5, 65, 3));
  return { f: [body, head, shine, collar, plinth, base].join(''), s: '', d: '' };
}

/**
 * A mirror ball hanging from its cap on a cord: the sphere cut into rows and columns of tiles by curved lines
 * (the rows sag as rings round a ball seen from a little above do, the columns bulge as its meridians, a cap
 * left whole at each pole), with three sparkles around it. OpenMoji's drew its bands as thick black fills over its own outlines.
 */
export function mirrorBall() {
  const cx = 36,
    cy = 43.5,
    R = 26;
  const s: string[] = ['M36 3V14'];
  // rows: rings at these heights (a share of the radius), each a curve from edge to edge sagging downwards
  const rings = [-0.72, -0.38, 0, 0.38, 0.72];
  const SAG = 0.32;
  const ringAt = (k: number, x: number) => {
    const w = R * Math.sqrt(1 - k * k),
      t = (x - cx + w) / (2 * w);
    return cy + k * R + 2 * t * (1 - t) * w * SAG;
  };
  for (const k of rings) {
    const y = cy + k * R,
      w = R * Math.sqrt(1 - k * k);
    s.push(`M${r2(cx - w)} ${r2(y)}Q${cx} ${r2(y + w * SAG)} ${r2(cx + w)} ${r2(y)}`);
  }
  // columns: meridians bulging to these shares of the radius either side of the middle, from the top ring to the
  // bottom one (to the poles they crowd into slivers too thin to colour), each end found where it meets its ring
  s.push(`M${cx} ${r2(ringAt(rings[0], cx))}V${r2(ringAt(rings[4], cx))}`);
  for (const k of [0.45, 0.82])
    for (const side of [-1, 1]) {
      const end = (ring: number) => {
        let y = cy + ring * R,
          x = cx;
        for (let i = 0; i < 6; i++) {
          x = cx + side * R * k * Math.sqrt(Math.max(0, 1 - ((y - cy) / R) ** 2));
          y = ringAt(ring, x);
        }
        return `${r2(x)} ${r2(y)}`;
      };
      s.push(`M${end(rings[0])}A${r2(R * k)} ${R} 0 0 ${side > 0 ? 1 : 0} ${end(rings[4])}`);
    }
  const f = [
    path(circle(cx, cy, R)),
    path(roundRect(30, 14, 42, 19.5, 1.5)),
    path(sparkle(12, 14, 6)),
    path(sparkle(61, 17, 4.5)),
    path(sparkle(63.5, 65, 4.5)),
  ];
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
