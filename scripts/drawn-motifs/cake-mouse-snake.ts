// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three popular subjects that printed Fluent's flat shapes. Fluent's birthday cake was one plain box under a wavy
// icing band with three candles; ours is a tall cake of two tiers on a cake stand, icing dripping over each tier,
// piped beads round each foot, sprinkles, three striped candles with flames, and the house's kawaii face on the
// front tier, as the treats (treats.ts) have. Fluent's mouse was a grey side-on blob with one eye and a stick
// tail; ours sits up facing us with big round ears, whiskers, a cheese with holes in its paws, feet and a long
// curled tail. Fluent's snake was a flat S-shaped tube with one dot of an eye; ours is coiled in two round coils
// with its head raised, a smile, a forked tongue and diamonds along its back.
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, poly, r2, roundRect, turnedEllipse } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
const out = (f: string[], s: string[], d: string[], c: string): Drawn => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${d.join('')}"/>`, c });

/** A capsule `w` long and `h` across centred on (x, y), turned `deg` degrees: a sprinkle. */
function capsule(x: number, y: number, w: number, h: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [l, r] = [w / 2 - h / 2, h / 2];
  const p = (u: number, v: number) => `${r2(x + u * ux - v * uy)} ${r2(y + u * uy + v * ux)}`;
  return `M${p(-l, -r)}L${p(l, -r)}A${r} ${r} 0 0 1 ${p(l, r)}L${p(-l, r)}A${r} ${r} 0 0 1 ${p(-l, -r)}Z`;
}

/**
 * Path commands from (x1, y) leftward to (x0, y) along an icing's lower edge, with drips hanging from it: each
 * [x, width, depth] a rounded tongue `depth` deep whose end swells a little wider than its neck.
 */
function dripEdge(x1: number, x0: number, y: number, drips: [number, number, number][]): string {
  let d = `L${x1} ${y}`;
  for (const [x, w, depth] of [...drips].sort((p, q) => q[0] - p[0])) {
    const [a, b] = [x + w / 2, x - w / 2];
    d += `L${r2(a)} ${y}C${r2(a + w * 0.3)} ${r2(y + depth * 1.33)} ${r2(b - w * 0.3)} ${r2(y + depth * 1.33)} ${r2(b)} ${y}`;
  }
  return `${d}L${x0} ${y}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The birthday cake: two tiers on a stand, drawn from the stand up, each tier's icing over its body.

/**
 * A tall birthday cake of two tiers on a cake stand seen from the front: the stand's foot, neck and plate with a
 * lace edge; each tier a body, an icing cap whose drips hang down its side, and a row of piped beads round its
 * foot; sprinkles as capsules; three candles with two stripes each, a wick and a flame with an inner flame; the
 * kawaii face on the front tier.
 */
export function birthdayCake(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the stand: foot, neck, a lace of scallops under the plate, the plate
  f.push(path('M20.5 71.5Q20.5 66.4 28.5 65.6H43.5Q51.5 66.4 51.5 71.5Z'));
  f.push(path('M30.5 61L32.6 66H39.4L41.5 61Z'));
  for (let i = 0; i < 10; i++) f.push(path(circle(r2(8.6 + i * 6.09), 62, 2.9)));
  f.push(path(roundRect(2, 57, 70, 62.2, 2.4)));
  // the bottom tier: body, icing, beads
  f.push(path(roundRect(7.5, 36, 64.5, 58.6, 3)));
  f.push(
    path(
      `M6 38.6Q6 33.4 11.4 33.4H60.6Q66 33.4 66 38.6${dripEdge(66, 6, 39.6, [
        [62.4, 3.6, 5.4],
        [55.4, 4.4, 8.4],
        [47.6, 3.8, 3.6],
        [36, 5, 2],
        [24.4, 3.8, 3.6],
        [16.6, 4.4, 8.4],
        [9.6, 3.6, 5.4],
      ])}Z`,
    ),
  );
  for (let i = 0; i < 13; i++) f.push(path(circle(r2(9.6 + i * 4.4), 58.6, 2.3)));
  // the top tier: body, icing, beads sitting on the bottom tier
  f.push(path(roundRect(18, 18, 54, 36.6, 2.6)));
  // the candles behind the top tier's icing, each with two stripes, a wick and a flame
  for (const cx of [25.5, 36, 46.5]) {
    const [x0, x1] = [r2(cx - 2.3), r2(cx + 2.3)];
    f.push(path(roundRect(x0, 9.6, x1, 19, 0.8)));
    for (const y of [13.2, 17.6])
      f.push(
        path(
          poly([
            [x0, y],
            [x1, y - 2],
            [x1, y - 0.4],
            [x0, y + 1.6],
          ]),
        ),
      );
    s.push(`M${cx} 9.6V7.8`);
    f.push(path(`M${cx} 0.6Q${r2(cx + 4)} 4.8 ${r2(cx + 2.8)} 7Q${cx} 9.4 ${r2(cx - 2.8)} 7Q${r2(cx - 4)} 4.8 ${cx} 0.6Z`));
    f.push(path(`M${cx} 3.6Q${r2(cx + 1.8)} 5.6 ${r2(cx + 1.2)} 6.6Q${cx} 7.6 ${r2(cx - 1.2)} 6.6Q${r2(cx - 1.8)} 5.6 ${cx} 3.6Z`));
  }
  f.push(
    path(
      `M17 21.6Q17 17.2 21.4 17.2H50.6Q55 17.2 55 21.6${dripEdge(55, 17, 22.4, [
        [51.4, 3.4, 6.6],
        [44.6, 4, 3.4],
        [36, 4.4, 5.8],
        [27.4, 4, 3.4],
        [20.6, 3.4, 6.6],
      ])}Z`,
    ),
  );
  for (let i = 0; i < 9; i++) f.push(path(circle(r2(20 + i * 4), 36.4, 2)));
  // sprinkles: on the top tier's side and icing, on the bottom tier's icing beside it and round the face
  const sprinkles: [number, number, number][] = [
    [24, 31, 30],
    [31.4, 29, -40],
    [40.6, 29, 40],
    [48, 31, -30],
    [11.6, 36.2, -20],
    [60.4, 36.2, 20],
    [12.6, 50.4, 60],
    [59.4, 50.4, -60],
    [21.4, 47.2, -25],
    [50.6, 47.2, 25],
  ];
  for (const [x, y, deg] of sprinkles) f.push(path(capsule(x, y, 3.8, 1.8, deg)));
  const fc = kawaiiFace(36, 47.2, 1.15);
  f.push(...fc.f);
  s.push(fc.s);
  return out(f, s, [fc.d], fc.c);
}

// ---------------------------------------------------------------------------------------------------------------
// The mouse, sitting up facing us, a cheese in its paws.

/**
 * A whole mouse sitting up facing us: a long tail curling out behind it, a pear-shaped body with a pale belly,
 * arms holding a wedge of cheese with holes (each an area), paws over its sides, feet with toes, big round ears
 * with inner ears, a round head with the kawaii face, a nose to colour pink and three whiskers each side.
 */
export function mouse(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail: from behind the seat out to the right, up, and curling over at its tip
  const tail = along(
    [46, 63],
    [
      [
        [58, 70],
        [69, 64],
        [68.5, 52],
      ],
      [
        [68, 44],
        [60, 41],
        [58.6, 47],
      ],
    ],
    18,
  );
  f.push(path(band(tail, (t) => 3.6 - 2.2 * t).d));
  // the body and belly
  f.push(path('M36 37Q20 38 19 55Q18.6 66 26 68.6H46Q53.4 66 53 55Q52 38 36 37Z'));
  f.push(path(ellipse(36, 56, 11.4, 10.6)));
  // the feet, their toes to the front
  for (const x of [27, 45]) {
    f.push(path(ellipse(x, 68.4, 6, 3.1)));
    s.push(`M${r2(x - 2)} 66.4V69.4M${r2(x + 2)} 66.4V69.4`);
  }
  // the cheese (its top and front, holes on both), the paws over its sides
  f.push(path('M25 52.6L42.6 46.4Q44.6 45.8 46 47.2L47.4 52.6Z'));
  f.push(path(roundRect(25, 52.6, 47.4, 62.6, 1.2)));
  f.push(path(turnedEllipse(40.4, 49.6, 1.8, 0.9, -10)), path(turnedEllipse(33, 51, 1.3, 0.7, -10)));
  f.push(path(circle(30.2, 57.4, 2.3)), path(circle(39, 59.4, 1.7)), path(circle(43.2, 55.6, 1.3)), path(circle(35.4, 55, 1)));
  f.push(path(ellipse(24.4, 56, 3, 3.4)), path(ellipse(48, 56, 3, 3.4)));
  // the ears with their inner ears, then the head over their feet
  for (const x of [15.5, 56.5]) f.push(path(circle(x, 13.4, 11.4)), path(circle(r2(x + (x < 36 ? 1 : -1)), 14.4, 7.4)));
  const head = path(ellipse(36, 28.6, 20, 16.2));
  f.push(head);
  const fc = kawaiiFace(36, 30, 1.2);
  f.push(...fc.f);
  // the nose between the eyes, over the smile
  f.push(path(ellipse(36, 30.4, 1.7, 1.2)));
  s.push(fc.s);
  // the whiskers: three each side, out from beside the cheeks past the head's outline
  s.push('M24.2 32.4L10.6 29.6M24 34.6L10.2 35.2M24.4 36.8L11.4 40.4');
  s.push('M47.8 32.4L61.4 29.6M48 34.6L61.8 35.2M47.6 36.8L60.6 40.4');
  return out(f, s, [fc.d], head);
}

// ---------------------------------------------------------------------------------------------------------------
// The snake, coiled in two round coils, its head raised over them.

/** A coil of the snake seen from the front: a ring flattened to a rounded band from x0 to x1, y0 to y1. */
const coil = (x0: number, y0: number, x1: number, y1: number) => roundRect(x0, y0, x1, y1, r2((y1 - y0) / 2));

/** A diamond centred on (x, y), `w` across and `h` high: a marking on the snake's back. */
const diamond = (x: number, y: number, w: number, h: number) =>
  poly([
    [x - w / 2, y],
    [x, y - h / 2],
    [x + w / 2, y],
    [x, y + h / 2],
  ]);

/**
 * A friendly coiled snake: a pointed tail rising from behind the coils and curling over, two coils stacked, each
 * with a row of diamonds along it, the top coil's right end turning up into the neck (one body, diamonds on it
 * too), a forked tongue hanging from under the chin, and a big round head with the kawaii face and three small
 * diamonds on its crown.
 */
export function snake(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail rising from behind the coils on the left, its tip curling over
  const tail = along(
    [16, 58],
    [
      [
        [6, 54],
        [2, 46],
        [4.6, 40],
      ],
      [
        [6.6, 36],
        [11.4, 36.6],
        [10.6, 40.4],
      ],
    ],
    16,
  );
  f.push(path(band(tail, (t) => 7.4 - 6 * t).d));
  // the bottom coil and its diamonds
  f.push(path(coil(4.6, 52.6, 67.4, 71.4)));
  for (let i = 0; i < 6; i++) f.push(path(diamond(r2(13.6 + i * 9), 65, 6.4, 6.4)));
  // the top coil, its right end turning up into the neck that rises to the head (one body), diamonds along both
  f.push(path('M20.5 38.6A9.5 9.5 0 0 0 20.5 57.6H50C59 57.6 63.4 51 63 41.6C62.6 32 57.4 25.4 49 21.4L40.6 24.8C46 28 48.8 33 47.4 38.6Z'));
  for (let i = 0; i < 4; i++) f.push(path(diamond(r2(19 + i * 8.8), 48.6, 6, 6)));
  for (const [x, y] of [
    [55, 48.4],
    [55.2, 36.6],
  ])
    f.push(path(diamond(x, y, 6, 6)));
  // the forked tongue hanging from under the chin
  f.push(path('M31.2 27.4L31.4 32.6L27.6 36.6Q28.6 37.8 29.8 37.4L33 34.6L36.2 37.4Q37.4 37.8 38.4 36.6L34.6 32.6L34.8 27.4Z'));
  // the head, wide and round as a cartoon snake's, a little flatter at the chin
  const head = path('M36 2.6C48.6 2.6 56.4 8.6 56.4 16.6C56.4 24.6 47.6 29.6 36 29.6C24.4 29.6 15.6 24.6 15.6 16.6C15.6 8.6 23.4 2.6 36 2.6Z');
  f.push(head);
  for (const [x, y] of [
    [29.6, 7.4],
    [36, 6.2],
    [42.4, 7.4],
  ])
    f.push(path(diamond(x, y, 4, 3.2)));
  const fc = kawaiiFace(36, 16, 1.25);
  f.push(...fc.f);
  s.push(fc.s);
  return out(f, s, [fc.d], head);
}
