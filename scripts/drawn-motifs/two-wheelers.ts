// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three two-wheelers side-on and facing left, as a children's book draws them, and all without a rider: the
// composer stands a child behind a bicycle or a scooter holding it ("a boy with his bicycle"), so a rider drawn in
// would sit in that child's place. Fluent's motorcycle, motor scooter and bicycle were thin clip-art outlines: a
// motorcycle as a sport bike's silhouette with solid black grips and a black wedge under the engine, a scooter as a
// few rounded boxes, a bicycle as a hairline frame with a solid black grip.
import { wheel } from './racing-car';
import { circle, ellipse, path, pt, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

type Motif = { f: string; s: string; d: string };

/** A band `w` wide from `a` to `b` with round ends: a fork leg, a tube, a handlebar. */
const rod = (a: Pt, b: Pt, w: number) => {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [((a[1] - b[1]) / len) * (w / 2), ((b[0] - a[0]) / len) * (w / 2)];
  const h = w / 2;
  return path(
    `M${r2(a[0] + nx)} ${r2(a[1] + ny)}L${r2(b[0] + nx)} ${r2(b[1] + ny)}A${h} ${h} 0 0 0 ${r2(b[0] - nx)} ${r2(b[1] - ny)}L${r2(a[0] - nx)} ${r2(a[1] - ny)}A${h} ${h} 0 0 0 ${r2(a[0] + nx)} ${r2(a[1] + ny)}Z`,
  );
};

/** A band `w` wide along the circle round (cx, cy) at radius `r`, from angle `a0` to `a1`: a mudguard. */
const arcBand = (cx: number, cy: number, r: number, w: number, a0: number, a1: number) => {
  const [ro, ri] = [r + w / 2, r - w / 2];
  const big = a1 - a0 > Math.PI ? 1 : 0;
  return path(
    `M${pt(cx, cy, ro, a0)}A${r2(ro)} ${r2(ro)} 0 ${big} 1 ${pt(cx, cy, ro, a1)}L${pt(cx, cy, ri, a1)}A${r2(ri)} ${r2(ri)} 0 ${big} 0 ${pt(cx, cy, ri, a0)}Z`,
  );
};

/** The polygon `poly` (convex) with every side moved `d` towards its middle (outwards when `d` < 0). */
function inset(poly: Pt[], d: number): Pt[] {
  const [mx, my] = [poly.reduce((t, p) => t + p[0], 0) / poly.length, poly.reduce((t, p) => t + p[1], 0) / poly.length];
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % poly.length];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    if (nx * (mx - a[0]) + ny * (my - a[1]) < 0) [nx, ny] = [-nx, -ny];
    return { p: [a[0] + nx * d, a[1] + ny * d] as Pt, v: [b[0] - a[0], b[1] - a[1]] as Pt };
  });
  return lines.map((l, i) => {
    const m = lines[(i + lines.length - 1) % lines.length];
    // where the line before meets this one
    const den = m.v[0] * l.v[1] - m.v[1] * l.v[0];
    const t = ((l.p[0] - m.p[0]) * l.v[1] - (l.p[1] - m.p[1]) * l.v[0]) / den;
    return [r2(m.p[0] + m.v[0] * t), r2(m.p[1] + m.v[1] * t)];
  });
}
const poly = (ps: Pt[]) => `M${ps.map((p) => p.join(' ')).join('L')}Z`;

/** The racing car's wheel with its hub drawn again, so a fork or a swing arm laid over the wheel ends under it. */
const hubOver = (cx: number, cy: number, r: number) => path(circle(cx, cy, r2(r * 0.24)));

/**
 * A motorcycle, a chunky road bike: a fat tank with a badge, a long seat, a tail with its light over the rear
 * wheel, an engine block with cooling fins, an exhaust pipe along the rear wheel, a round headlight on the fork,
 * a mudguard over each wheel, handlebars with a grip and a mirror, and the racing car's wheels.
 */
export function motorcycle(): Motif {
  const f: string[] = [];
  const s: string[] = [];
  const [fx, rx, wy, wr] = [14, 57, 55, 10.5];
  const rear = wheel(rx, wy, wr),
    front = wheel(fx, wy, wr);
  // the swing arm from under the seat to the rear hub, over the rear wheel
  f.push(...rear.f, rod([44, 47], [rx, wy], 3.4), hubOver(rx, wy, wr));
  s.push(rear.s);
  // the exhaust pipe from the engine's foot along the rear wheel, its round mouth at the back
  f.push(path('M36 48.5H41Q44 52 48 52H66Q68.5 52 68.5 54.1Q68.5 56.2 66 56.2H47Q41 56.2 36 51.5Z'));
  f.push(path(ellipse(67.8, 54.1, 1.2, 2.1)));
  // the rear mudguard and the tail with its light, over the top of the rear wheel
  f.push(arcBand(rx, wy, wr + 1.6, 2.6, -Math.PI * 0.62, -Math.PI * 0.04));
  f.push(path('M45 33H62L69 30.6Q70.6 30.2 70.4 31.8L69.4 36.4Q69 38 67.2 38.4L60 40.5H45Z'));
  f.push(path(roundRect(66.2, 31.6, 70, 34.6, 1.2)));
  // the frame from the steering head down to the engine and back under the seat
  f.push(rod([23, 30], [30, 46], 3.6), rod([30, 44], [46, 40], 3.4));
  // the engine block with its fins (grooves that stop short of its edges, so the block stays one area) and a
  // round cover on its side
  f.push(path(roundRect(27, 37, 45, 51, 2.4)));
  s.push('M29.4 40H37M29.4 43H37M29.4 46H37M29.4 49H37');
  f.push(path(circle(40.6, 45.6, 3)), path(circle(40.6, 45.6, 1.3)));
  // the front mudguard over the front wheel, the fork over it, then the hub again
  f.push(...front.f);
  s.push(front.s);
  f.push(arcBand(fx, wy, wr + 1.6, 2.6, -Math.PI * 0.9, -Math.PI * 0.3));
  f.push(rod([fx, wy], [22.4, 27.4], 3.4), hubOver(fx, wy, wr));
  // the tank, fat and rounded, with a badge and a knee pad
  f.push(path('M23.6 31.5Q24.4 24.6 31 24H41.5Q46 24 46 28.5V33.5Q46 36.5 43 36.5H28Q23.4 36.5 23.6 31.5Z'));
  f.push(path(circle(33, 29.6, 3)), path(roundRect(38.5, 31, 44, 34.6, 1.2)));
  // the seat, long and padded, from the tank back to the tail, with a seam
  f.push(path('M44.5 27.8Q44.6 25.8 46.8 26.2L61.5 28.4Q64.4 29 64 31.4Q63.6 33.6 61 33.6H44.5Z'));
  s.push('M47 29.4L60.6 31');
  // the handlebar going back from the steering head, its grip, and the mirror on a stalk
  f.push(rod([22.6, 25.6], [28, 20.4], 2.4));
  s.push('M24.4 23.4L21.6 15.4');
  f.push(path(ellipse(21, 13.8, 2.6, 2)));
  f.push(path(roundRect(26.2, 17.8, 31.8, 21.8, 1.8)));
  // the headlight on the front of the fork: its shell and its glass, with a glint
  f.push(path(circle(17.6, 29.4, 4.6)), path(circle(16.8, 29.4, 3)));
  s.push('M15.4 28.2Q15.8 27 17 26.8');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/**
 * A motor scooter, Vespa-style: a round rear shell over the engine with three vents, a flat footboard, a long
 * padded seat, a curved front shield with a headlight on the handlebars above it, handlebars with grips, a round
 * front mudguard over a small wheel, a top box on a carrier behind the seat, and small wheels.
 */
export function motorScooter(): Motif {
  const f: string[] = [];
  const s: string[] = [];
  const [fx, rx, wy, wr] = [15, 55, 58, 8];
  const rear = wheel(rx, wy, wr),
    front = wheel(fx, wy, wr);
  f.push(...rear.f, ...front.f);
  s.push(rear.s, front.s);
  // the top box on its carrier behind the seat, with its lid
  f.push(path(roundRect(57, 29.6, 68.6, 32.6, 1)));
  f.push(path(roundRect(57.6, 20, 68.2, 30.2, 2.2)));
  f.push(path('M57.6 24.6V22.2Q57.6 20 59.8 20H66Q68.2 20 68.2 22.2V24.6Z'));
  // the steering column inside the shield, up to the handlebars
  f.push(rod([17.6, 48], [21.6, 20], 3.2));
  // the rear shell: a round hump over the rear wheel and the engine, open over the wheel
  f.push(path(`M36 54V44Q36 33 50 32.6H60Q69.6 33 69.6 45V52Q69.6 55 67 55H${rx + wr + 1.4}A${wr + 1.4} ${wr + 1.4} 0 0 0 ${rx - wr - 1.4} 55Z`));
  // three vents along the shell and its tail light
  for (const x of [52, 56, 60]) f.push(path(roundRect(x, 40, x + 2.2, 47, 1.1)));
  f.push(path(roundRect(67.2, 38, 70.6, 42.6, 1.2)));
  // the footboard from the shield back to the shell, standing on the floor line between the wheels
  f.push(path('M19 49.5H40Q42 49.5 42 51.5V53Q42 55 40 55H21.5Q19 55 19 52.5Z'));
  s.push('M23 52.4H38');
  // the front shield, curving up from the footboard to the handlebars
  f.push(path('M13.4 52Q9.6 38 16.6 25.6Q17.6 24 19.6 24H24Q25.6 24 25 25.8Q22.6 36.6 28.6 49.4Q29.2 51.4 27 52.2L16 54.4Q14 54.6 13.4 52Z'));
  // the front mudguard over the front wheel
  f.push(path(`M${fx - wr - 2} ${wy - 0.6}Q${fx - wr - 1.6} ${wy - wr - 3} ${fx} ${wy - wr - 3}Q${fx + wr + 1.6} ${wy - wr - 3} ${fx + wr + 2} ${wy - 0.6}Z`));
  // the seat, long and padded, with a seam
  f.push(path('M38 32.5Q37.6 28.6 42 28.4H55.4Q58.6 28.6 58.4 31.2Q58.2 33.6 55.6 33.6H40Q38 33.6 38 32.5Z'));
  s.push('M41 30.9H55');
  // the handlebars across the top with a grip behind, and the headlight's cowl in front
  f.push(rod([16, 21], [28, 19.6], 3));
  f.push(path(roundRect(25.6, 17.6, 31.6, 21.4, 1.8)));
  f.push(path('M22 23Q13 23.4 12.4 19.4Q12.4 16.6 16.4 16.6H23Q24.6 16.6 24.6 18.6V21Q24.6 23 22 23Z'));
  f.push(path(circle(14.6, 19.8, 2.6)));
  s.push('M13.5 19Q13.8 18 14.8 17.8');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/**
 * A bicycle wheel: the tyre a ring to colour, the rim inside it, eight spokes and the hub. The spokes are lines
 * drawn as areas with no width (a path there and back), so the frame and the fork laid over the wheel later hide
 * them as they hide everything under them; spokes in `s` would print over the frame.
 */
function bikeWheel(cx: number, cy: number, r: number): string[] {
  const f = [path(circle(cx, cy, r)), path(circle(cx, cy, r2(r - 2.4)))];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    f.push(path(`M${pt(cx, cy, 2, a)}L${pt(cx, cy, r - 2.4, a)}Z`));
  }
  f.push(path(circle(cx, cy, 2.2)));
  return f;
}

/**
 * A bicycle, a child's bike: a diamond frame of tubes wide enough to colour, a padded saddle on its post, swept
 * back handlebars with a grip and a bell, a basket of flowers on a rack behind the saddle, the chain ring with its chain round
 * to the rear cog, a crank with a pedal, and spoked wheels with fat tyres.
 */
export function bicycle(): Motif {
  const f: string[] = [];
  const s: string[] = [];
  const [fx, rx, wy, wr] = [14, 57, 51, 12.5];
  f.push(...bikeWheel(rx, wy, wr), ...bikeWheel(fx, wy, wr));
  // the frame's joints: the head tube's top and foot, the seat tube's top, the bottom bracket, the rear hub
  const head: Pt = [23, 30],
    headFoot: Pt = [21.4, 36],
    seat: Pt = [44.5, 30.5],
    bb: Pt = [37, 52],
    hub: Pt = [rx, wy];
  // the chain: a loop round the chain ring and the rear cog, a band (the space inside it an area of its own)
  const chain = (d: number) => {
    const [r1, r2_] = [5.2 + d, 2.8 + d];
    const a = Math.atan2(hub[1] - bb[1], hub[0] - bb[0]);
    const off = Math.asin((r1 - r2_) / Math.hypot(hub[0] - bb[0], hub[1] - bb[1]));
    const up = a - Math.PI / 2 - off,
      down = a + Math.PI / 2 + off;
    return `M${pt(bb[0], bb[1], r1, up)}L${pt(hub[0], hub[1], r2_, up)}A${r2(r2_)} ${r2(r2_)} 0 0 1 ${pt(hub[0], hub[1], r2_, down)}L${pt(bb[0], bb[1], r1, down)}A${r2(r1)} ${r2(r1)} 0 1 1 ${pt(bb[0], bb[1], r1, up)}Z`;
  };
  f.push(path(chain(1.3)), path(chain(-1.1)));
  // the frame: the outline of the whole diamond with the front and rear triangles cut out of it, so the tubes are
  // one area with clean joints (the holes wound the other way round)
  const w = 1.5; // half a tube's width
  const outer = inset([head, seat, hub, bb, headFoot], -w);
  const holeFront = inset([head, seat, bb, headFoot], w).reverse();
  const holeRear = inset([seat, hub, bb], w).reverse();
  f.push(path(poly(outer) + poly(holeFront) + poly(holeRear)));
  // the rear cog and the chain ring with its teeth-ring, over the frame
  f.push(path(circle(hub[0], hub[1], 2.8)));
  f.push(path(circle(bb[0], bb[1], 5.2)), path(circle(bb[0], bb[1], 3.2)));
  // the crank down and forward from the chain ring, and its pedal
  f.push(rod(bb, [32.4, 58.6], 2.2), path(roundRect(28.4, 57.6, 36.4, 60.6, 1.2)), path(circle(bb[0], bb[1], 1.3)));
  // the fork from the head tube to the front hub, and the hub again over it
  f.push(rod(headFoot, [fx, wy], 3), path(circle(fx, wy, 2.2)));
  // the seat post and the saddle: wide at the back, a nose to the front, with a seam
  f.push(rod(seat, [46, 23.5], 2.6));
  f.push(path('M38.6 22.6Q38.6 20.6 41 20.6Q46 20.4 51 20.6Q53.6 20.8 53.4 23Q53.2 25 50.6 25.2Q45.6 25.4 41 24.2Q38.6 23.8 38.6 22.6Z'));
  s.push('M42 22.5Q46 23.2 50.6 22.8');
  // the stem up from the head tube and the handlebar sweeping back to its grip, the bell on it
  f.push(rod(head, [22, 21.5], 2.8));
  f.push(path('M20.6 20.2Q24.6 17.8 29 19.2L28.4 21.6Q24.8 20.6 22 22.8Z'));
  f.push(path(roundRect(27.6, 17.6, 33.6, 21.6, 1.8)));
  f.push(path('M24 19.4Q23.8 15.8 26 15.8Q28.2 15.8 28 19.2Z'), path(roundRect(23.2, 18.6, 28.8, 19.9, 0.6)));
  // the basket on a rack over the rear wheel, flowers standing in it, its weave as lines. At the front it hid the
  // chest of the child the composer stands behind the bicycle, holding it by the handlebars.
  f.push(rod([60, 36], [rx, wy], 2), rod([seat[0] + 1, seat[1] + 1.6], [56, 35], 2));
  for (const [x, y] of [
    [57.6, 20.6],
    [64.6, 19],
  ] as Pt[]) {
    for (let i = 0; i < 5; i++)
      f.push(
        path(
          circle(
            ...(pt(x, y, 2.2, (i * 2 * Math.PI) / 5 - Math.PI / 2)
              .split(' ')
              .map(Number) as Pt),
            1.7,
          ),
        ),
      );
    f.push(path(circle(x, y, 1.4)));
  }
  f.push(path('M54 26.4H70L68.4 35.4Q68.2 36.6 67 36.6H57Q55.8 36.6 55.6 35.4Z'));
  f.push(path(roundRect(53.2, 25.2, 70.8, 28, 1.2)));
  s.push('M59 28V36.6M62.4 28V36.6M65.8 28V36.6M55.2 32.3H68.8');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
