// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Five toys the text tool draws, which OpenMoji printed as thin outlines with little to colour: the kick scooter
// was a hairline pole on two small wheels, the roller skate a plain boot on a bar, the nesting dolls one doll with a
// sad face, the piñata a donkey's outline crossed by zigzag lines, the magic wand a bare stick with two crosshairs.
// Ours are chunky and cheerful, every part an area: a kick scooter with a striped deck, a tall stem and a T-bar
// with grips (a child stands on it, wheel-riders.ts: its deck and grips are measured from this drawing); a boot
// skate with laces and a bow, a toe stop, stripes and four wheels whose hubs are rings; three matryoshka dolls in a
// row, each with the house's face, a headscarf and an apron with a flower; a donkey piñata made of fringed bands;
// a star wand with the face on its star, ribbons and sparkles.
import { intersect, polyD } from './clip';
import { kawaiiFace, type Face } from './kawaii-face';
import { wheel as racingWheel } from './racing-car';
import { along, band, circle, ellipse, path, pt, r2, roundRect, sparkle, turnedEllipse, type Pt } from './shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
type Art = { f: string[]; s: string[]; d: string[]; c: string[] };
const art = (): Art => ({ f: [], s: [], d: [], c: [] });
const addFace = (a: Art, face: Face) => {
  a.f.push(...face.f);
  a.s.push(face.s);
  a.d.push(face.d);
  a.c.push(face.c);
};
const done = (a: Art): Drawn => ({
  f: a.f.join(''),
  s: a.s.length ? `<path d="${a.s.join('')}"/>` : '',
  d: a.d.length ? `<path d="${a.d.join('')}"/>` : '',
  ...(a.c.length ? { c: a.c.join('') } : {}),
});

/** A band `w` wide from `a` to `b` with round ends: a stem, a grip, a stick. */
function rod(a: Pt, b: Pt, w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [((a[1] - b[1]) / len) * (w / 2), ((b[0] - a[0]) / len) * (w / 2)];
  const h = r2(w / 2);
  return path(
    `M${r2(a[0] + nx)} ${r2(a[1] + ny)}L${r2(b[0] + nx)} ${r2(b[1] + ny)}A${h} ${h} 0 0 0 ${r2(b[0] - nx)} ${r2(b[1] - ny)}L${r2(a[0] - nx)} ${r2(a[1] - ny)}A${h} ${h} 0 0 0 ${r2(a[0] + nx)} ${r2(a[1] + ny)}Z`,
  );
}

/** A band `w` wide along the circle round (cx, cy) at radius `r`, from angle `a0` to `a1`: a mudguard. */
function arcBand(cx: number, cy: number, r: number, w: number, a0: number, a1: number): string {
  const [ro, ri] = [r + w / 2, r - w / 2];
  const big = a1 - a0 > Math.PI ? 1 : 0;
  return path(
    `M${pt(cx, cy, ro, a0)}A${r2(ro)} ${r2(ro)} 0 ${big} 1 ${pt(cx, cy, ro, a1)}L${pt(cx, cy, ri, a1)}A${r2(ri)} ${r2(ri)} 0 ${big} 0 ${pt(cx, cy, ri, a0)}Z`,
  );
}

/** Points round the ellipse centred on (cx, cy) from angle `a0` to `a1` (radians, y down). */
const arc = (cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 24): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [cx + rx * Math.cos(a0 + ((a1 - a0) * i) / n), cy + ry * Math.sin(a0 + ((a1 - a0) * i) / n)]);
/** A rounded rectangle as a polygon (for cutting bands to it). */
function roundBox(x0: number, y0: number, x1: number, y1: number, r: number): Pt[] {
  return [
    ...arc(x1 - r, y0 + r, r, r, -Math.PI / 2, 0, 6),
    ...arc(x1 - r, y1 - r, r, r, 0, Math.PI / 2, 6),
    ...arc(x0 + r, y1 - r, r, r, Math.PI / 2, Math.PI, 6),
    ...arc(x0 + r, y0 + r, r, r, Math.PI, 1.5 * Math.PI, 6),
  ];
}

/** A flower of `n` round petals round a round middle, each an area. */
function flower(a: Art, cx: number, cy: number, r: number, n = 5) {
  for (let i = 0; i < n; i++) {
    const t = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    a.f.push(path(circle(r2(cx + r * 0.62 * Math.cos(t)), r2(cy + r * 0.62 * Math.sin(t)), r2(r * 0.45))));
  }
  a.f.push(path(circle(cx, cy, r2(r * 0.36))));
}

/** A leaf `len` long and `w` across centred on (x, y), turned `deg` degrees, pointed at both ends. */
function leaf(x: number, y: number, len: number, w: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number) => `${r2(x + u * Math.cos(a) - v * Math.sin(a))} ${r2(y + u * Math.sin(a) + v * Math.cos(a))}`;
  const h = len / 2;
  return path(`M${at(-h, 0)}C${at(-h * 0.5, -w * 0.7)} ${at(h * 0.4, -w * 0.7)} ${at(h, 0)}C${at(h * 0.4, w * 0.7)} ${at(-h * 0.5, w * 0.7)} ${at(-h, 0)}Z`);
}

// ---------------------------------------------------------------------------------------------------------------
// The kick scooter, side-on facing left (as the bicycle): wheel-riders.ts stands a child on its deck, both hands
// on the T-bar's grips, and its WHEEL_SEATS entry names the points below.

/** The deck's top (the child's soles rest on it) and the T-bar's two grips. */
export const KICK_SCOOTER = { deckTop: 47, deck: [20, 58] as const, frontGrip: [15.5, 9.6] as Pt, backGrip: [29.5, 12.2] as Pt };

/**
 * A kick scooter: two chunky wheels with tyres, spokes and hubs, a mudguard brake over the back one, a thick deck
 * with a grip band along its top and bright stripes down its side, a neck up to the head tube, a tall stem with a
 * clamp, and a T-bar seen a little from the front with a grip at each end.
 */
export function kickScooter(): Drawn {
  const a = art();
  const [fx, bx, wy, wr] = [11.5, 60, 61.5, 8.5];
  const { deckTop, deck } = KICK_SCOOTER;
  // the back wheel, its fork plate from the deck's tail to the hub, the mudguard brake over it
  const back = racingWheel(bx, wy, wr);
  a.f.push(...back.f);
  a.s.push(back.s);
  a.f.push(path(`M${deck[1] - 6} ${deckTop + 2}L${deck[1] + 1} ${deckTop + 2}L${bx + 2.4} ${wy - 0.6}L${bx - 1.6} ${wy + 2.2}Z`));
  a.f.push(path(circle(bx, wy, r2(wr * 0.24))));
  a.f.push(arcBand(bx, wy, wr + 1.8, 3, -Math.PI * 0.98, -Math.PI * 0.28));
  // the front wheel and the fork down to its hub
  const front = racingWheel(fx, wy, wr);
  a.f.push(...front.f);
  a.s.push(front.s);
  // the stem from the fork up to the T-bar, and the neck joining the deck's nose to the head tube
  const stemFoot: Pt = [fx + 1, wy],
    stemTop: Pt = [22, 11];
  a.f.push(rod(stemFoot, [16.6, 38], 5.2));
  a.f.push(path(circle(fx, wy, r2(wr * 0.24))));
  a.f.push(
    path(
      `M${deck[0] + 4} ${deckTop}Q${deck[0] - 1} ${deckTop - 1} ${16.5} ${deckTop - 7}L${13.2} ${deckTop - 2}Q${deck[0] - 1} ${deckTop + 9} ${deck[0] + 4} ${deckTop + 9}Z`,
    ),
  );
  a.f.push(rod([16.6, 40], stemTop, 3.6));
  // the head tube, a clamp half way up the stem
  a.f.push(rod([16.2, 44], [17.4, 34], 6.4));
  a.f.push(path(`M${r2(17.6)} 24.5L${r2(23.2)} 25.6L${r2(22.6)} 29.2L${r2(17)} 28.1Z`));
  // the deck: a thick board, a grip band along its top, four stripes down its side
  a.f.push(path(roundRect(deck[0], deckTop, deck[1], deckTop + 9, 3.2)));
  a.f.push(path(roundRect(deck[0] + 2.5, deckTop + 0.9, deck[1] - 2.5, deckTop + 3.3, 1.2)));
  for (let i = 0; i < 4; i++) {
    const x = deck[0] + 8 + i * 7.4;
    a.f.push(path(`M${r2(x + 1.6)} ${deckTop + 4.5}H${r2(x + 5)}L${r2(x + 3.4)} ${deckTop + 7.8}H${r2(x)}Z`));
  }
  // the T-bar seen a little from the front, over the stem's top, a grip at each end and the stem's cap
  const { frontGrip: g0, backGrip: g1 } = KICK_SCOOTER;
  const onBar = (p: Pt, t: number): Pt => [p[0] + (g1[0] - g0[0]) * t, p[1] + (g1[1] - g0[1]) * t];
  a.f.push(rod(onBar(g0, 0.2), onBar(g1, -0.2), 2.8));
  a.f.push(rod(onBar(g0, -0.3), onBar(g0, 0.26), 4.6), rod(onBar(g1, -0.26), onBar(g1, 0.3), 4.6));
  a.f.push(path(roundRect(stemTop[0] - 2.6, stemTop[1] - 2.4, stemTop[0] + 2.6, stemTop[1] + 3, 1.4)));
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// The roller skate: a boot, its toe to the right, on a plate with four wheels.

/**
 * A roller skate: a high boot with a padded collar, a tongue laced up with crossing laces through eyelets and a
 * bow on top, a toe cap, a heel counter and two stripes on its side, a thick sole, two trucks, four wheels (the
 * far two peeping out behind the near two) each with its hub as a ring, and a toe stop under the toe.
 */
export function rollerSkate(): Drawn {
  const a = art();
  // the far wheels, the trucks, the near wheels
  const wheel = (cx: number, cy: number, r: number) => {
    a.f.push(path(circle(cx, cy, r)), path(circle(cx, cy, r2(r * 0.55))), path(circle(cx, cy, r2(r * 0.24))));
  };
  wheel(11.5, 60, 7.6);
  wheel(46.5, 60, 7.6);
  for (const x of [19, 54]) a.f.push(path(`M${x - 7} 51H${x + 7}L${x + 3.6} 58H${x - 3.6}Z`));
  wheel(19, 62, 8.2);
  wheel(54, 62, 8.2);
  // the toe stop under the toe, on its stem
  a.f.push(path('M60 52H66L65 55H61Z'));
  a.f.push(path('M60.5 54.5H69.4Q71.6 54.5 71.2 56.6L70.4 60.6Q70 62.4 68.2 62.4H62.6Q60.8 62.4 60.6 60.6Z'));
  // the boot: the shaft up the back, the instep sloping down to a round toe
  a.f.push(path('M9.6 9Q9 30 8 43V47H67V44Q67 36.5 58.6 33.6L54.6 32.4Q46 29.6 43 22L41 9Z'));
  // the heel counter and the toe cap
  a.f.push(path('M8.4 33Q17 32.6 19.6 38.6Q20.8 42 20.4 47H8V43Z'));
  a.f.push(path('M53.6 32.1Q49.6 38.4 51.6 47H67V44Q67 36.5 58.6 33.6Z'));
  // two stripes on the side
  for (const x of [14.5, 22]) a.f.push(path(`M${x} 14.5H${x + 4.4}L${x + 12.6} 40H${x + 8.2}Z`));
  // the tongue up the front, eyelets along both its edges and the laces crossing over it
  const line = along(
    [35.4, 7],
    [
      [
        [36, 16],
        [40, 26],
        [52.6, 31.4],
      ],
    ],
    20,
  );
  const tongue = band(line, (t) => 9.6 - 2.4 * t);
  a.f.push(path(tongue.d));
  const holes = [0.24, 0.5, 0.76].map((t) => Math.round(t * (line.length - 1)));
  const edge = (side: Pt[], i: number): Pt => {
    const [x, y] = line[i];
    return [r2(x + (side[i][0] - x) * 0.66), r2(y + (side[i][1] - y) * 0.66)];
  };
  let laces = '';
  for (let i = 0; i < holes.length - 1; i++)
    laces += `M${edge(tongue.left, holes[i]).join(' ')}L${edge(tongue.right, holes[i + 1]).join(' ')}M${edge(tongue.right, holes[i]).join(' ')}L${edge(tongue.left, holes[i + 1]).join(' ')}`;
  a.s.push(laces);
  for (const i of holes) for (const side of [tongue.left, tongue.right]) a.f.push(path(circle(...edge(side, i), 1.25)));
  // the padded collar round the top, and the bow tied at the top of the laces
  a.f.push(path(roundRect(7.4, 3, 38.6, 10.4, 3.6)));
  a.f.push(path('M34.2 8.6Q27 3 26.2 7.4Q25.8 11.6 34.2 9.6Z'), path('M34.2 8.6Q41 2.4 42.6 6.4Q43.4 10.6 34.2 9.6Z'));
  a.f.push(path('M33.4 9.4Q30.6 14 29.2 18.4L31 18.6Q32.6 14.4 34.4 10Z'), path('M35 9.4Q38 12.6 40.4 16.2L38.8 17Q36.2 13.6 34 10Z'));
  a.f.push(path(circle(34.2, 9.1, 1.5)));
  // the sole under the boot
  a.f.push(path(roundRect(5.6, 46, 69, 52.4, 3.2)));
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------------------------
// The piñata: a paper donkey standing, facing left, covered in fringed bands.

/**
 * The bands of fringe across the shape `outline`, from `y0` down in bands `h` deep: each an area cut to the
 * outline, its lower edge cut into teeth that hang over the band below (so they are drawn bottom up).
 */
function fringed(a: Art, outline: Pt[], y0: number, y1: number, h: number) {
  const xs = outline.map((p) => p[0]);
  const [x0, x1] = [Math.min(...xs) - 2, Math.max(...xs) + 2];
  const bands: Pt[][] = [];
  for (let y = y0; y < y1; y += h) {
    const teeth: Pt[] = [];
    const n = Math.ceil((x1 - x0) / 2.6);
    for (let i = n; i >= 0; i--) {
      const x = x0 + ((x1 - x0) * i) / n;
      teeth.push([r2(x), r2(y + h + 1.6)]);
      if (i > 0) teeth.push([r2(x - (x1 - x0) / n / 2), r2(y + h - 0.2)]);
    }
    bands.push([[x0, y === y0 ? y - 20 : y], [x1, y === y0 ? y - 20 : y], ...teeth]);
  }
  // the body's outline under them, then the bands from the bottom up
  a.f.push(path(polyD(outline)));
  for (const b of bands.reverse()) for (const piece of intersect(b, outline)) a.f.push(path(polyD(piece)));
}

/**
 * A donkey piñata standing, facing left: a box of a body, four legs with hooves, a neck up to a round head with
 * long ears, a forelock and the house's face, a tassel of a tail, every part covered in bands of cut fringe.
 */
export function pinata(): Drawn {
  const a = art();
  // the far legs, peeping out behind the near ones
  for (const x of [29.5, 57]) {
    fringed(a, roundBox(x, 48, x + 7.6, 70, 1.6), 50, 70, 5.4);
    a.f.push(path(roundRect(x, 65.4, x + 7.6, 70, 1.6)));
  }
  // the tail: a rope down from the rump and a tassel of strands
  a.f.push(rod([63, 36], [69.2, 47], 2.6));
  a.f.push(path('M66.4 46Q68.6 44.6 71.2 45.8L71.6 48.4Q71.9 53 70.8 57.4L69.4 53.6L68.2 58L67.2 53.4L65.8 56.6Q65.2 50.6 66.4 46Z'));
  // the neck, up from behind the body's front to the head, then the body over its foot
  const neck: Pt[] = [
    [8, 26],
    [24, 20],
    [34, 34],
    [30, 44],
    [19, 47],
    [12, 38],
  ];
  fringed(a, neck, 26, 47, 5.6);
  fringed(a, roundBox(18, 30, 65, 54, 6), 30, 54, 5.8);
  // the near legs
  for (const x of [21.5, 48.5]) {
    fringed(a, roundBox(x, 48, x + 8.2, 70, 1.6), 50.5, 70, 5.4);
    a.f.push(path(roundRect(x, 65.4, x + 8.2, 70, 1.6)));
  }
  // the ears (long, a donkey's, leaning back), the head, its long muzzle with nostrils, a forelock, the face
  for (const [x, y, deg] of [
    [17.4, 9.4, -20],
    [25.4, 10.4, 16],
  ] as [number, number, number][]) {
    a.f.push(path(turnedEllipse(x, y, 8.4, 3.6, deg + 90)));
    a.f.push(path(turnedEllipse(x, r2(y + 0.8), 5.6, 1.7, deg + 90)));
  }
  a.f.push(path(ellipse(19, 22.4, 12, 9.6)));
  a.f.push(path(turnedEllipse(8.8, 27.8, 8.8, 5.4, -22)));
  a.f.push(path(turnedEllipse(3.8, 29, 0.9, 1.5, -22)), path(turnedEllipse(7.6, 27.4, 0.9, 1.5, -22)));
  a.s.push('M6.2 31.6Q9 32.6 11.6 31');
  a.f.push(path('M14.6 14.6L16.2 11.8L18 14.4L20 11.2L21.8 14.4L23.8 12L24.8 15.4Q19.6 17 14.6 14.6Z'));
  addFace(a, kawaiiFace(21, 21.4, 0.72));
  return done(a);
}

// ---------------------------------------------------------------------------------------------------------------
// The magic wand: a star on a stick, leaning right, with ribbons and sparkles.

/** A five-pointed star round (cx, cy), `r` to its points, `inner` to its inner corners, its points rounded. */
function roundStar(cx: number, cy: number, r: number, inner: number, round: number): string {
  const outer = Array.from({ length: 5 }, (_, i) => -Math.PI / 2 + (i * 2 * Math.PI) / 5);
  let d = '';
  outer.forEach((t, i) => {
    const tip = t,
      before = t - Math.PI / 5,
      after = t + Math.PI / 5;
    const p0 = pt(cx, cy, inner, before);
    // the tip rounded: come in along the edge to `round` before the point, curve round it
    const [tx, ty] = [cx + r * Math.cos(tip), cy + r * Math.sin(tip)];
    const [ix, iy] = [cx + inner * Math.cos(before), cy + inner * Math.sin(before)];
    const [jx, jy] = [cx + inner * Math.cos(after), cy + inner * Math.sin(after)];
    const [l0, l1] = [Math.hypot(tx - ix, ty - iy), Math.hypot(tx - jx, ty - jy)];
    const a0 = `${r2(tx + ((ix - tx) * round) / l0)} ${r2(ty + ((iy - ty) * round) / l0)}`;
    const a1 = `${r2(tx + ((jx - tx) * round) / l1)} ${r2(ty + ((jy - ty) * round) / l1)}`;
    d += `${i ? 'L' : 'M'}${p0}L${a0}Q${r2(tx)} ${r2(ty)} ${a1}`;
  });
  return `${d}Z`;
}

/**
 * A magic wand leaning to the right: a stick striped round in bands with a round knob at its foot, a big plump
 * star on its top with the house's face, a bow tied under the star with two long ribbons waving down, and
 * sparkles and little stars round it.
 */
export function magicWand(): Drawn {
  const a = art();
  const [sx, sy, sr] = [46, 24.5, 22];
  const foot: Pt = [5.5, 67.5],
    top: Pt = [38, 33];
  // the ribbons: two bands waving down from the bow, each with a notched end
  const ribbon = (pts: Pt[], w: number) => {
    const left: Pt[] = [],
      right: Pt[] = [];
    pts.forEach(([x, y], i) => {
      const [ax, ay] = pts[Math.max(0, i - 1)];
      const [bx, by] = pts[Math.min(pts.length - 1, i + 1)];
      const len = Math.hypot(bx - ax, by - ay);
      const [nx, ny] = [(-(by - ay) / len) * (w / 2), ((bx - ax) / len) * (w / 2)];
      left.push([x + nx, y + ny]);
      right.push([x - nx, y - ny]);
    });
    const [ex, ey] = pts[pts.length - 1];
    const [px, py] = pts[pts.length - 2];
    const len = Math.hypot(ex - px, ey - py);
    const notch: Pt = [ex - ((ex - px) / len) * w * 0.7, ey - ((ey - py) / len) * w * 0.7];
    a.f.push(path(polyD([...left, notch, ...right.reverse()])));
  };
  const wave = (p0: Pt, p1: Pt, amp: number, n = 24): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      const len = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
      const [nx, ny] = [-(p1[1] - p0[1]) / len, (p1[0] - p0[0]) / len];
      const s = Math.sin(t * Math.PI * 2) * amp * Math.min(1, t * 3);
      return [p0[0] + (p1[0] - p0[0]) * t + nx * s, p0[1] + (p1[1] - p0[1]) * t + ny * s];
    });
  ribbon(wave([35, 37], [27, 60], 2.6), 5);
  ribbon(wave([38.5, 37], [49, 57], -2.6), 5);
  // the stick, its stripes and the knob at its foot
  a.f.push(rod(foot, top, 5.4));
  const onStick = (t: number): Pt => [foot[0] + (top[0] - foot[0]) * t, foot[1] + (top[1] - foot[1]) * t];
  const [ux, uy] = [(top[0] - foot[0]) / Math.hypot(top[0] - foot[0], top[1] - foot[1]), (top[1] - foot[1]) / Math.hypot(top[0] - foot[0], top[1] - foot[1])];
  const [nx, ny] = [-uy * 2.7, ux * 2.7];
  for (let i = 0; i < 5; i++) {
    const [x0, y0] = onStick(0.16 + i * 0.15);
    const [x1, y1] = onStick(0.16 + i * 0.15 + 0.06);
    a.f.push(
      path(
        `M${r2(x0 + nx)} ${r2(y0 + ny)}L${r2(x1 + nx + ux * 1.4)} ${r2(y1 + ny + uy * 1.4)}L${r2(x1 - nx)} ${r2(y1 - ny)}L${r2(x0 - nx - ux * 1.4)} ${r2(y0 - ny - uy * 1.4)}Z`,
      ),
    );
  }
  a.f.push(path(circle(foot[0], foot[1], 3.8)));
  // the bow at the top of the stick: two loops and a knot
  a.f.push(path('M37 35.4Q28.6 30 27.6 35Q27.4 40.4 37 37Z'), path('M37 35.4Q45 31.6 46.8 35.6Q47.8 40.4 37 37Z'));
  // the star with its face, and a shine
  a.f.push(path(roundStar(sx, sy, sr, sr * 0.56, 3)));
  a.f.push(path(circle(37, 35.8, 2.2)));
  a.f.push(path(turnedEllipse(r2(sx + 5.6), r2(sy - 10.4), 2.6, 1.2, -50)));
  addFace(a, kawaiiFace(sx, r2(sy + 1.2), 0.95));
  // sparkles and little stars round it
  for (const [x, y, r] of [
    [10, 10, 6],
    [22, 25, 3.6],
    [64, 56, 6],
    [16, 44, 3.2],
  ])
    a.f.push(path(sparkle(x, y, r)));
  for (const [x, y, r] of [
    [58, 67, 3.4],
    [24, 6, 2.8],
  ])
    a.f.push(path(roundStar(x, y, r, r * 0.5, 0.6)));
  a.f.push(path(circle(67, 42, 1.4)), path(circle(5, 26, 1.4)), path(circle(44, 64, 1.2)));
  return done(a);
}
