// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four things for snow and wind, the sports row's weakest. Fluent's ice skate was a plain boot outline on a blade
// with two lines for laces; ours is a laced boot: a fur cuff, a knitted band of diamonds, a tongue with eyelets on
// both sides and laces crossing between them as areas, the laces' ends hanging down to two pom-poms, a heart and a
// star on its side, heel and toe caps and a sole, on a blade with a curled front standing on two posts. OpenMoji's
// skis were one boot at an odd angle on one plank; ours are a pair lying side by side, their tips curled up, their
// tops striped with chevrons, a buckled ski boot standing on each, and two poles crossed behind them with grips,
// straps and baskets. Fluent's sled printed as a plain bench; ours is a wooden sled seen a little from above: slats
// with wood grain, two runners curling up at the front, struts, and a teddy bear in a scarf riding it and holding
// its rope. Fluent's kite was a bare diamond with three bows; ours has the family's face (kawaii-face.ts) on a
// middle patch, four panels split by the cross spars each with a heart or a star, a wavy tail with three bows, and
// its string.
import { flatten, intersect, polyD } from './clip';
import { kawaiiFace } from './kawaii-face';
import { along, band, circle, ellipse, fleece, path, r2, roundRect, turnedEllipse, type Pt } from './shapes';

type Art = { f: string[]; s: string[]; d: string[] };
const art = (): Art => ({ f: [], s: [], d: [] });
const done = (a: Art, c?: string) => ({
  f: a.f.join(''),
  s: a.s.length ? `<path d="${a.s.join('')}"/>` : '',
  d: a.d.length ? `<path d="${a.d.join('')}"/>` : '',
  ...(c ? { c } : {}),
});
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const plus = (a: Pt, n: Pt, k: number): Pt => [a[0] + n[0] * k, a[1] + n[1] * k];
/** The parts of the polygon `shape` inside the closed path `outline`, each as an area. */
const clipTo = (shape: Pt[], outline: string) => intersect(shape, flatten(outline)).map((p) => path(polyD(p)));
/** A thin band (a lace, a rope, a pole) from `a` to `b`, `w` across. */
const strip = (a: Pt, b: Pt, w: number) => path(band([a, b], () => w).d);
/** Points round an ellipse from angle a0 to a1 (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);

/** A fluffy bar from x0 to x1 between y0 and y1: round bumps along its top and bottom and at both ends (a fur cuff). */
function fluffyBar(x0: number, x1: number, y0: number, y1: number, n: number, bump: number): string {
  const w = (x1 - x0) / n;
  let d = `M${r2(x0)} ${r2(y0)}`;
  for (let i = 0; i < n; i++) d += `Q${r2(x0 + w * (i + 0.5))} ${r2(y0 - bump * 2)} ${r2(x0 + w * (i + 1))} ${r2(y0)}`;
  d += `Q${r2(x1 + bump * 2)} ${r2((y0 + y1) / 2)} ${r2(x1)} ${r2(y1)}`;
  for (let i = n - 1; i >= 0; i--) d += `Q${r2(x0 + w * (i + 0.5))} ${r2(y1 + bump * 2)} ${r2(x0 + w * i)} ${r2(y1)}`;
  return `${d}Q${r2(x0 - bump * 2)} ${r2((y0 + y1) / 2)} ${r2(x0)} ${r2(y0)}Z`;
}

/** A heart centred on (x, y), `r` across its lobes' half. */
const heart = (x: number, y: number, r: number) =>
  `M${r2(x)} ${r2(y + r * 1.1)}C${r2(x - r * 1.6)} ${r2(y)} ${r2(x - r * 1.2)} ${r2(y - r * 1.3)} ${r2(x)} ${r2(y - r * 0.45)}C${r2(x + r * 1.2)} ${r2(y - r * 1.3)} ${r2(x + r * 1.6)} ${r2(y)} ${r2(x)} ${r2(y + r * 1.1)}Z`;
/** A five-pointed star centred on (x, y), `r` to its points. */
const star = (x: number, y: number, r: number) =>
  polyD(
    Array.from({ length: 10 }, (_, i): Pt => {
      const t = -Math.PI / 2 + (i * Math.PI) / 5;
      const q = i % 2 ? r * 0.45 : r;
      return [x + q * Math.cos(t), y + q * Math.sin(t)];
    }),
  );

// ---------------------------------------------------------------------------------------------------------------
// The ice skate, toe to the right.

const BOOT = 'M11 55C7 50 7 42 10 36C12 30 11.5 20 11 12L36.8 10.5L50.5 31.5C56 34.5 62 37 64.5 41.5C67.5 46 67.8 52 64.5 55Z';

export function iceSkate() {
  const a = art();
  // the blade: a runner with a rounded heel end, its front curling up and back
  const blade = along(
    [8, 67],
    [
      [
        [25, 67],
        [45, 67],
        [58, 67],
      ],
      [
        [64.5, 67],
        [69.8, 64],
        [69.2, 60],
      ],
      [
        [68.6, 56.6],
        [65.4, 56.2],
        [64.4, 58.8],
      ],
    ],
  );
  a.f.push(path(circle(8, 67, 2.2)), path(band(blade, (t) => (t < 0.6 ? 4.4 : 4.4 - ((t - 0.6) / 0.4) * 1.6)).d));
  // two posts under a plate, the sole's holder
  a.f.push(path('M13 56H23L21.5 65H14.5Z'), path('M44 56H54L52.5 65H45.5Z'));
  a.f.push(path(roundRect(10, 54, 57.5, 58.2, 1.4)));
  // the boot, its heel and toe caps and its sole cut to its outline
  a.f.push(path(BOOT));
  a.f.push(...clipTo(arc(8, 47, 9, 12, 0, 2 * Math.PI, 40), BOOT));
  a.f.push(...clipTo(arc(67, 50, 13.5, 13.5, 0, 2 * Math.PI, 40), BOOT));
  a.f.push(
    ...clipTo(
      [
        [0, 51],
        [72, 51],
        [72, 60],
        [0, 60],
      ],
      BOOT,
    ),
  );
  // a heart and a star on its side
  a.f.push(path(heart(29, 40.5, 4.6)), path(star(41.5, 45, 3.6)));
  // the knitted band round the ankle: a row of diamonds with a dot between each two
  a.f.push(
    ...clipTo(
      [
        [0, 17.5],
        [50, 16.5],
        [50, 26.5],
        [0, 27.5],
      ],
      BOOT,
    ),
  );
  for (const x of [14.5, 20.5, 26.5])
    a.f.push(
      path(
        polyD([
          [x, 18.6],
          [x + 2.5, 22.2],
          [x, 25.8],
          [x - 2.5, 22.2],
        ]),
      ),
    );
  for (const x of [17.5, 23.5]) a.f.push(path(circle(x, 22.2, 0.75)));
  // the lacing along the front: the tongue, the far side's flap, eyelets both sides and laces crossing
  const F0: Pt = [36.8, 10.5];
  const F1: Pt = [50.5, 31.5];
  const len = Math.hypot(F1[0] - F0[0], F1[1] - F0[1]);
  const u: Pt = [(F1[0] - F0[0]) / len, (F1[1] - F0[1]) / len];
  const n: Pt = [u[1], -u[0]]; // out of the boot's front
  const F = (t: number) => lerp(F0, F1, t);
  const R = (t: number) => plus(F(t), n, -3.6);
  const L = (t: number) => plus(F(t), n, -10.2);
  const tongueTop = plus(lerp(L(-0.42), F(-0.42), 0.5), u, -2.6);
  a.f.push(path(`M${polyD([L(1.02), L(-0.42)]).slice(1, -1)}Q${tongueTop.map(r2).join(' ')} ${F(-0.42).map(r2).join(' ')}L${F(1).map(r2).join(' ')}Z`));
  a.f.push(path(polyD([R(-0.02), F(-0.02), F(1), R(1)])));
  const rows = [0.14, 0.37, 0.6, 0.83];
  const near = (t: number) => plus(L(t), n, -1.9);
  const far = (t: number) => plus(R(t), n, 1.6);
  a.f.push(strip(near(rows[3]), far(rows[3]), 1.6));
  for (let i = rows.length - 1; i > 0; i--) a.f.push(strip(near(rows[i]), far(rows[i - 1]), 1.6), strip(far(rows[i]), near(rows[i - 1]), 1.6));
  for (const t of rows) for (const p of [near(t), far(t)]) a.f.push(path(circle(r2(p[0]), r2(p[1]), 1.45)), path(circle(r2(p[0]), r2(p[1]), 0.55)));
  // the fur cuff over the boot's top
  a.f.push(path(fluffyBar(9.5, 31.5, 6.8, 13.2, 6, 1)));
  // the laces' ends knotted at the top of the lacing and hanging down the front to two pom-poms
  const knot = lerp(near(0.05), far(0.05), 0.5);
  const [kx, ky] = knot.map(r2);
  for (const [end, w] of [
    [[47.5, 17.5], 1.4],
    [[53, 24.5], 1.4],
  ] as [Pt, number][])
    a.f.push(path(band(along(knot, [[plus(knot, [1, 0], 4), plus(end, [0, -1], 3), end]], 10), () => w).d));
  a.f.push(path(circle(kx, ky, 1.5)));
  a.f.push(path(fleece(47.8, 20.6, 3.3, 3.3, 10, 0.8)), path(fleece(53.4, 28, 3.3, 3.3, 10, 0.8)));
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// The skis: a pair crossed, two poles crossed behind them, a pair of boots in front.

/** A ski lying on the snow seen from the side and a little above, its tail at `x0`, its tip curling up at the right. */
function ski(a: Art, x0: number, y: number, x1: number) {
  const line = along(
    [x0, y],
    [
      [
        [x0 + 15, y],
        [x1 - 25, y],
        [x1 - 12, y],
      ],
      [
        [x1 - 4, y],
        [x1 + 1.5, y - 3],
        [x1 + 1.5, y - 8.5],
      ],
      [
        [x1 + 1.5, y - 11.5],
        [x1 - 1.8, y - 12.6],
        [x1 - 3, y - 10],
      ],
    ],
    24,
  );
  const body = band(line, (t) => (t < 0.68 ? 7 : 7 - ((t - 0.68) / 0.32) * 3.2));
  const outline = polyD([...body.left, ...[...body.right].reverse()]);
  a.f.push(path(circle(x0, y, 3.5)), path(outline));
  // its edge along the bottom, the tip's turned-up shovel and the tail's cap in other colours
  a.f.push(
    ...clipTo(
      [
        [x0 - 4, y + 1.3],
        [x1 - 8, y + 1.3],
        [x1 - 8, y + 5],
        [x0 - 4, y + 5],
      ],
      outline,
    ),
  );
  a.f.push(
    ...clipTo(
      [
        [x1 - 9.5, y + 6],
        [x1 - 9.5, y - 20],
        [x1 + 8, y - 20],
        [x1 + 8, y + 6],
      ],
      outline,
    ),
  );
  a.f.push(path(`M${x0} ${r2(y - 3.5)}A3.5 3.5 0 0 0 ${x0} ${r2(y + 3.5)}Z`));
  // chevrons along its top pointing to the tip
  for (let c = x0 + 6; c < x1 - 12; c += 6.4)
    a.f.push(
      ...clipTo(
        [
          [c, y - 4.5],
          [c + 2.2, y - 1.1],
          [c, y + 2.3],
          [c - 2.4, y + 2.3],
          [c - 0.2, y - 1.1],
          [c - 2.4, y - 4.5],
        ],
        outline,
      ),
    );
}

/** A pole from its grip at `top` to its tip at `tip`: a grip with a strap, a shaft, a basket near the tip. */
function pole(a: Art, top: Pt, tip: Pt) {
  const len = Math.hypot(tip[0] - top[0], tip[1] - top[1]);
  const u: Pt = [(tip[0] - top[0]) / len, (tip[1] - top[1]) / len];
  const deg = (Math.atan2(u[1], u[0]) * 180) / Math.PI;
  a.f.push(strip(plus(top, u, 4), tip, 2.4));
  // the strap: a long loop hanging from the grip's top down its outer side
  const side: Pt = u[0] > 0 ? [-u[1], u[0]] : [u[1], -u[0]];
  const strap = plus(plus(top, u, 5.5), side, 3.2).map(r2) as Pt;
  a.f.push(path(turnedEllipse(...strap, 6, 2.3, deg)), path(turnedEllipse(...strap, 4, 0.9, deg)));
  // the grip, with three ridges for the fingers
  a.f.push(path(band([top, plus(top, u, 11)], (t) => (t < 0.15 ? 4.2 : 3.6)).d));
  a.f.push(path(circle(...(top.map(r2) as Pt), 2.3)));
  for (const k of [4.5, 7, 9.5]) {
    const p = plus(top, u, k);
    a.s.push(`M${polyD([plus(p, [u[1], -u[0]], -1.8), plus(p, [u[1], -u[0]], 1.8)]).slice(1, -1)}`);
  }
  // the basket: a ring across the shaft
  const b = plus(tip, u, -6);
  a.f.push(path(turnedEllipse(r2(b[0]), r2(b[1]), 5.6, 2.6, deg + 90)), path(turnedEllipse(r2(b[0]), r2(b[1]), 2.6, 1, deg + 90)));
}

/** A ski boot standing on the ground at `x` (its heel), its toe to the `dir` side: a shell, cuff, buckles, sole. */
function skiBoot(a: Art, x: number, y: number, dir: 1 | -1, k: number) {
  const P = (px: number, py: number) => `${r2(x + dir * px * k)} ${r2(y + py * k)}`;
  // the cuff round the shin, leaning forward, with its tongue
  a.f.push(path(`M${P(8, -10)}L${P(10.5, -20.5)}Q${P(10.8, -21.6)} ${P(9.6, -21.6)}L${P(7.5, -21.6)}Z`));
  a.f.push(path(`M${P(0.4, -4)}L${P(0.8, -20)}Q${P(0.9, -21.6)} ${P(2.6, -21.6)}L${P(8.4, -21.6)}Q${P(9.4, -21.4)} ${P(9.2, -20)}L${P(7.6, -10)}Z`));
  // the shell over the foot
  a.f.push(
    path(`M${P(0, -2.6)}L${P(0, -11)}Q${P(0, -13)} ${P(2, -13)}L${P(7.5, -12)}Q${P(10, -9.6)} ${P(12.5, -8.6)}Q${P(16, -7.6)} ${P(16, -4.6)}L${P(16, -2.6)}Z`),
  );
  // the buckles: two straps round the cuff and one over the foot, each with its lever
  for (const [x0, y0, x1, y1] of [
    [0.6, -18.2, 9.5, -16.6],
    [0.5, -14.6, 8.8, -13],
  ])
    a.f.push(path(`M${P(x0, y0)}L${P(x1, y0 - 0.3)}L${P(x1 - 0.2, y1 - 0.3)}L${P(x0, y1)}Z`));
  a.f.push(path(`M${P(8, -18.8)}L${P(11.4, -19.4)}L${P(11.6, -17.4)}L${P(8.2, -16.9)}Z`));
  a.f.push(path(`M${P(7.4, -15.2)}L${P(10.8, -15.6)}L${P(10.9, -13.7)}L${P(7.6, -13.3)}Z`));
  a.f.push(path(`M${P(7.6, -11.2)}L${P(11.6, -8.7)}L${P(10.6, -7.3)}L${P(6.6, -9.8)}Z`));
  // the sole with its heel and toe blocks
  a.f.push(path(`M${P(-0.6, 0)}L${P(-0.6, -2.8)}L${P(16.6, -2.8)}L${P(16.6, 0)}Z`));
  a.f.push(path(`M${P(-0.6, 0)}L${P(-0.6, -1.2)}L${P(4.4, -1.2)}L${P(4.4, 0)}Z`), path(`M${P(11.6, 0)}L${P(11.6, -1.2)}L${P(16.6, -1.2)}L${P(16.6, 0)}Z`));
}

export function skis() {
  const a = art();
  pole(a, [11, 3.5], [56, 50]);
  pole(a, [61, 3.5], [8, 50]);
  ski(a, 10, 55, 63);
  skiBoot(a, 22.5, 52, 1, 1.5);
  ski(a, 5, 63.5, 59);
  skiBoot(a, 14.5, 60.5, 1, 1.5);
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// The sled, seen from the front right and a little above, its runners curling up at the front (right).

/** A runner: along the snow from `x0` to the curl at the front, `w` thick. Its points, from the tail to the curl's end. */
function runner(x0: number, y: number, x1: number): Pt[] {
  return along(
    [x0, y],
    [
      [
        [x0 + 15, y],
        [x1 - 22, y],
        [x1 - 10, y],
      ],
      [
        [x1 - 2, y],
        [x1 + 3.5, y - 4],
        [x1 + 3.5, y - 10.5],
      ],
      [
        [x1 + 3.5, y - 16],
        [x1 - 1.8, y - 18],
        [x1 - 4.4, y - 15],
      ],
      [
        [x1 - 6.2, y - 12.8],
        [x1 - 3.8, y - 10],
        [x1 - 1.6, y - 11.6],
      ],
    ],
    20,
  );
}

export function sled() {
  const a = art();
  const D: Pt = [6.5, -6.5]; // from the near side to the far side
  const far = (p: Pt): Pt => [p[0] + D[0], p[1] + D[1]];
  const [x0, x1, seatY, snow] = [4, 56, 45.5, 64];
  // the far runner and its struts, behind
  for (const x of [13, 29, 45]) a.f.push(path(polyD([far([x, seatY + 2]), far([x + 3.6, seatY + 2]), far([x + 3.2, snow - 1]), far([x + 0.4, snow - 1])])));
  const farRunner = runner(x0 + D[0], snow + D[1], x1 + D[0]);
  a.f.push(path(circle(...far([x0, snow]), 1.7)), path(band(farRunner, () => 3.4).d));
  // the seat: the frame under it, three slats along it with wood grain, the near side board
  const seat = (d0: number, d1: number, l: number, r: number) =>
    polyD([
      [l + D[0] * d0, seatY + D[1] * d0],
      [r + D[0] * d0, seatY + D[1] * d0],
      [r + D[0] * d1, seatY + D[1] * d1],
      [l + D[0] * d1, seatY + D[1] * d1],
    ]);
  a.f.push(path(seat(0, 1, x0 + 3, x1 - 1)));
  for (const [d0, d1] of [
    [0.04, 0.31],
    [0.37, 0.64],
    [0.7, 0.97],
  ]) {
    a.f.push(path(seat(d0, d1, x0 + 4, x1 - 1.5)));
    const mid = (d0 + d1) / 2;
    const [gx, gy] = [x0 + 8 + D[0] * mid, seatY + D[1] * mid];
    a.s.push(`M${r2(gx)} ${r2(gy + 0.3)}Q${r2(gx + 6)} ${r2(gy - 0.9)} ${r2(gx + 12)} ${r2(gy + 0.2)}T${r2(gx + 24)} ${r2(gy)}`);
    a.s.push(`M${r2(gx + 28 + mid * 4)} ${r2(gy - 0.5)}Q${r2(gx + 33)} ${r2(gy - 1.3)} ${r2(gx + 38)} ${r2(gy - 0.4)}`);
  }
  a.f.push(path(`M${x0 + 2} ${seatY}H${x1}V${seatY + 4.2}H${x0 + 3.4}Q${x0 + 1.6} ${seatY + 4.2} ${x0 + 2} ${seatY}Z`));
  // knots in the side board's wood
  a.f.push(path(ellipse(20, seatY + 2.1, 1.6, 0.9)), path(ellipse(40, seatY + 2.1, 1.3, 0.8)));
  // the near struts and runner
  for (const x of [13, 29, 45])
    a.f.push(
      path(
        polyD([
          [x, seatY + 4],
          [x + 3.8, seatY + 4],
          [x + 3.4, snow - 1],
          [x + 0.4, snow - 1],
        ]),
      ),
    );
  const nearRunner = runner(x0, snow, x1);
  a.f.push(path(circle(x0, snow, 1.7)), path(band(nearRunner, () => 3.4).d));
  // the rider: a teddy bear in a scarf sitting on the slats, holding the rope tied to both curls
  const face = teddy(a, 31, 16);
  for (const end of [nearRunner, farRunner]) {
    const tie = end[end.length - 14];
    a.f.push(
      path(
        band(
          along(
            tie,
            [
              [
                [tie[0] - 4, tie[1] - 8],
                [48, 36],
                [43.6, 33.4],
              ],
            ],
            12,
          ),
          () => 1.3,
        ).d,
      ),
    );
  }
  a.f.push(path(circle(43.2, 33, 2.9)));
  return done(a, face);
}

/** A sitting teddy bear whose head is centred on (x, y): ears, the family's face and a nose, a striped scarf. */
function teddy(a: Art, x: number, y: number): string {
  // the body with a tummy patch, an arm resting at its side, two feet with pads
  a.f.push(path(ellipse(x, y + 18, 9.2, 9.6)), path(ellipse(x - 1, y + 20.5, 5, 5)));
  a.f.push(path(turnedEllipse(x - 8.4, y + 19, 2.8, 5.4, -18)));
  for (const s of [-1, 1]) {
    a.f.push(path(ellipse(x + s * 5.4, y + 26.4, 3.6, 4.2)), path(ellipse(x + s * 5.4, y + 27.5, 2, 2.2)));
    for (const dx of [-1.9, 0, 1.9]) a.f.push(path(circle(r2(x + s * 5.4 + dx), y + 24, 0.75)));
  }
  // the near arm reaching forward to the rope
  a.f.push(
    path(
      band(
        [
          [x + 6, y + 12.5],
          [x + 12, y + 17],
        ],
        () => 5.2,
      ).d,
    ),
  );
  // the ears behind the head, the head, a nose, the face
  for (const s of [-1, 1]) a.f.push(path(circle(x + s * 7.4, y - 7.4, 3.8)), path(circle(x + s * 7.4, y - 7.4, 2)));
  a.f.push(path(circle(x, y, 10)));
  const f = kawaiiFace(x, y + 1, 0.8);
  a.f.push(...f.f, path(ellipse(x, y + 1, 1.3, 0.85)));
  a.s.push(f.s);
  a.d.push(f.d);
  // the scarf round the neck, striped, its near end hanging down the front with a fringe
  a.f.push(path(roundRect(x - 8.5, y + 8.4, x + 8.5, y + 12.6, 2.1)));
  for (const dx of [-4.5, 0.5])
    a.f.push(
      path(
        polyD([
          [x + dx, y + 8.4],
          [x + dx + 2.2, y + 8.4],
          [x + dx + 2.2, y + 12.6],
          [x + dx, y + 12.6],
        ]),
      ),
    );
  a.f.push(path(`M${x + 2} ${y + 11}L${x + 6.8} ${y + 11}L${x + 7.4} ${y + 20.4}L${x + 3.2} ${y + 20.8}Z`));
  a.f.push(
    path(
      polyD([
        [x + 2.3, y + 14.5],
        [x + 7, y + 14.3],
        [x + 7.1, y + 16.3],
        [x + 2.5, y + 16.5],
      ]),
    ),
  );
  for (const dx of [3.6, 5, 6.4]) a.s.push(`M${r2(x + dx + 0.1)} ${r2(y + 20.7)}L${r2(x + dx + 0.2)} ${r2(y + 22.6)}`);
  return f.c;
}

// ---------------------------------------------------------------------------------------------------------------
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
