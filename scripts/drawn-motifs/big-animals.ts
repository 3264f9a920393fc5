// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji draws these big animals as flat blocks (a box body on post legs, solid black hooves): outlined,
// they printed as one big empty box over stubs. Ours are round, as a kids' colouring book draws them.
import { along, band, circle, ellipse, fleece, onEllipse, path, pt, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { bovineLeg } from './big-beasts-kit';

/** A smooth path on through the points `pts` (a Catmull-Rom curve as cubics), from a path already at `pts[0]`. */
function through(pts: Pt[]): string {
  let d = '';
  for (let i = 1; i < pts.length; i++) {
    const [a, b, c, e] = [pts[Math.max(0, i - 2)], pts[i - 1], pts[i], pts[Math.min(pts.length - 1, i + 1)]];
    d += `C${r2(b[0] + (c[0] - a[0]) / 6)} ${r2(b[1] + (c[1] - a[1]) / 6)} ${r2(c[0] - (e[0] - b[0]) / 6)} ${r2(c[1] - (e[1] - b[1]) / 6)} ${c.join(' ')}`;
  }
  return d;
}

/**
 * A big animal's thick leg from under the body at `x`, `w` wide, shaped as a picture book draws it rather than a
 * post: a thigh swelling out under the body (more at the back of a hind leg, its haunch), a soft knee, a narrower
 * ankle and a wide round foot on the ground at `ground`, with three toenails as small areas (`f`). `seen` is where
 * the leg comes out under the body: the swellings are placed on the part one sees. `creases`: two short skin
 * folds across the front of the knee (lines), for an elephant's wrinkly legs.
 */
export function stoutLeg(x: number, w: number, top: number, seen: number, ground: number, hind: boolean): { f: string[]; creases: string } {
  const len = ground - seen;
  const [thigh, knee, ankle] = [seen + 0.18 * len, seen + 0.52 * len, ground - Math.max(3.2, 0.26 * len)];
  const [L, R] = [x, x + w];
  const P = (px: number, py: number): Pt => [r2(px), r2(py)];
  // a front leg stands straight with a soft knee bump; a hind one bulges at the back (the haunch) and its knee forward
  const front = [P(L + 0.3, top), P(L - 0.2, thigh), P(L - (hind ? 0.9 : 0.6), knee), P(L + 0.2, ankle), P(L - 1.1, ground - 1.3)];
  const back = [P(R + 1.1, ground - 1.3), P(R - 0.2, ankle), P(R + (hind ? 0.6 : 0.1), knee), P(R + (hind ? 2 : 0.4), thigh), P(R + (hind ? 1.6 : 0), top)];
  const leg = path(
    `M${front[0].join(' ')}${through(front)}Q${r2(L - 1.6)} ${ground} ${r2(L)} ${ground}L${r2(R)} ${ground}Q${r2(R + 1.5)} ${ground} ${back[0].join(' ')}${through(back)}Z`,
  );
  // the toenails, small round areas standing on the ground along the foot's front
  const nail = (cx: number) =>
    path(
      `M${r2(cx - 1.2)} ${ground}Q${r2(cx - 1.2)} ${r2(ground - 2)} ${r2(cx)} ${r2(ground - 2)}Q${r2(cx + 1.2)} ${r2(ground - 2)} ${r2(cx + 1.2)} ${ground}Z`,
    );
  const crease = (y: number) => `M${r2(L + 0.2)} ${r2(y)}Q${r2(L + w * 0.22)} ${r2(y + 0.9)} ${r2(L + w * 0.42)} ${r2(y + 0.2)}`;
  return { f: [leg, ...[0.12, 0.42, 0.72].map((t) => nail(L - 1 + (w + 1.5) * t))], creases: crease(knee - 1) + crease(knee + 0.8) };
}

/**
 * Four stout legs under a body ellipse (cx, cy, rx, ry), their tops at `top` hidden by it, at `xs`: far front, far
 * hind, near front, near hind. The far pair (`farW` wide) stands set back, its feet higher on the page (the ground
 * further away), so the near legs (`nearW`) stand in front of them. With `creases`, the near knees' folds as lines.
 */
function fourLegs(body: [number, number, number, number], top: number, xs: number[], farW: number, nearW: number, creases = false) {
  const [cx, cy, rx, ry] = body;
  const under = (px: number) => cy + ry * Math.sqrt(Math.max(0, 1 - ((px - cx) / rx) ** 2));
  const f: string[] = [];
  const s: string[] = [];
  xs.forEach((x, i) => {
    const w = i < 2 ? farW : nearW;
    // the leg's top corners tucked inside the body, even where its edge curves up (at the chest)
    const legTop = r2(Math.min(top, under(x + 1) - 2, under(x + w - 1) - 2));
    const leg = stoutLeg(x, w, legTop, r2(Math.min(under(x + w / 2), 56)), i < 2 ? 62.6 : 64.5, i % 2 === 1);
    f.push(...leg.f);
    if (creases && i >= 2) s.push(leg.creases);
  });
  return { f, s };
}

/** A tail hanging from the rump along the cubic `c`, `w` thick, with a tuft (an area) at its end, `size` times big. */
function tuftedTail(c: [Pt, Pt, Pt, Pt], w: number, size = 1): string[] {
  const [x, y] = [c[3][0], r2(c[3][1] - 1.4)];
  const at = (dx: number, dy: number) => `${r2(x + dx * size)} ${r2(y + dy * size)}`;
  const tuft = `M${x} ${y}Q${at(-2, 2.4)} ${at(-1, 5)}Q${at(-0.1, 4.2)} ${at(0.2, 3.4)}Q${at(0.8, 4.8)} ${at(1.7, 5)}Q${at(2.4, 2.2)} ${x} ${y}Z`;
  return [path(band(along(c[0], [[c[1], c[2], c[3]]]), () => w).d), path(tuft)];
}

/** A cow bell hanging from the collar at `top`: a bell with a flared rim (an area), its clapper a line under it. */
export function bell([x, y]: Pt) {
  const at = (dx: number, dy: number) => `${r2(x + dx)} ${r2(y + dy)}`;
  return {
    f: path(`M${at(0, 0)}Q${at(-2.8, 0.4)} ${at(-2.8, 4)}L${at(-3.8, 5.2)}L${at(3.6, 5)}L${at(2.6, 3.8)}Q${at(2.6, 0.2)} ${at(0, 0)}Z`),
    s: `M${at(-1.2, 6)}Q${at(-0.2, 7.2)} ${at(1, 6)}`,
  };
}

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A whole elephant standing side-on, facing left: a round body on four stout legs (knees with skin folds), a
 * round head with a big ear (an inner ear to colour), a trunk hanging down and curling up at its tip with ring
 * lines, a tusk, an eye and a smile, and a tail with a tuft. The top of its box (its back and head, y 12.5) is where Fluent's
 * was (y 12): a rider is placed on the back read from there.
 */
export function elephant() {
  const f: string[] = [];
  const s: string[] = [];
  // the legs, the far pair then the near pair, all before the body so their tops are hidden
  const legs = fourLegs([45, 33, 22, 19], 42, [32.5, 56, 23.5, 47], 8.6, 10, true);
  f.push(...legs.f);
  s.push(...legs.s);
  // the tail with its tuft
  f.push(
    ...tuftedTail(
      [
        [65.5, 31],
        [68.5, 35],
        [69.5, 40],
        [68.3, 45],
      ],
      1.8,
      1.25,
    ),
  );
  // the body
  f.push(path(ellipse(45, 33, 22, 19)));
  // the trunk: down from the face, its tip curling forward and up; rings across it
  const trunkLine = along(
    [14, 28],
    [
      [
        [7, 32],
        [6, 42],
        [7.2, 48.5],
      ],
      [
        [8.2, 55],
        [1.6, 55.6],
        [2, 48.6],
      ],
    ],
  );
  const trunk = band(trunkLine, (t) => 9.5 - 6 * t);
  f.push(path(trunk.d));
  for (const t of [0.26, 0.34, 0.42, 0.5, 0.58]) {
    const i = Math.round(t * (trunkLine.length - 1));
    const [a, b] = [trunk.left[i], trunk.right[i]];
    const [mx, my] = trunkLine[i];
    const [ox, oy] = trunkLine[i - 1];
    // a ring bows a little toward the root, as the skin's creases do
    s.push(`M${a.join(' ')}Q${r2(mx + (ox - mx) * 1.5)} ${r2(my + (oy - my) * 1.5)} ${b.join(' ')}`);
  }
  // the head over the trunk's root, kept clear of an adults' page's fill
  const head = path(ellipse(21.5, 26.5, 12, 12));
  f.push(head);
  // the big ear over the back of the head, its inner ear an area of its own
  f.push(path('M28.5 15.5C36 11.5 46.5 15.5 46 27C45.5 37.5 41 45 33.5 45C28.5 45 26.5 40.6 27.6 35.4C28.6 28 26.8 21 28.5 15.5Z'));
  f.push(path('M31.4 19.2C36.5 17 42.3 20 42 27.5C41.6 35 38.6 41 34 41C31 41 30.2 38 30.8 34.6C31.6 29 30.2 23 31.4 19.2Z'));
  // the tusk, from the mouth forward under the trunk
  f.push(path('M19.5 36.2Q17 42.5 10.5 42.8Q14.5 40.2 15.8 35.4Z'));
  // the smile on the cheek, standing free; the eye and a brow
  s.push('M20.6 31.8Q23 34 25.8 32.4');
  s.push('M17.2 20.6Q18.8 19.2 20.6 19.8');
  return out(f, s, [circle(19, 24.4, 1.5)], head);
}

/**
 * A whole hippopotamus standing side-on, facing left: a round barrel body on four short legs with toenails, a
 * wide head with small ears and eyes on top, a big round snout with two nostrils and a long smile, and a little
 * tail with a tuft.
 */
export function hippo() {
  const f: string[] = [];
  const s: string[] = [];
  const legs = fourLegs([45, 42, 21.5, 15], 48, [34, 56, 25.5, 47.5], 8.2, 9.4);
  f.push(...legs.f);
  s.push(...legs.s);
  // the little tail with a tuft
  f.push(
    ...tuftedTail(
      [
        [65.5, 38],
        [68, 39.5],
        [69, 42],
        [68.6, 45],
      ],
      1.6,
    ),
  );
  // the body
  f.push(path(ellipse(45, 42, 21.5, 15)));
  s.push('M33 50Q38 54.5 46 54.8');
  // the small ears (the far one peeping over), the crown with the eye, then the big round snout over its front
  f.push(path('M28.6 29.4Q27.8 25 30.2 24Q32.8 24.2 32.4 29.4Z'), path('M24.6 29Q22.8 24.6 25.2 23.2Q28 23.4 28.4 28.4Z'));
  const crown = ellipse(25, 37.5, 10.5, 10.5);
  const snout = ellipse(12.5, 41.5, 10.5, 8.5);
  f.push(path(crown), path(snout));
  // the nostrils: two flat rings on the snout's top, where a hippo's are (solid dots there read as a second pair of eyes)
  f.push(path(ellipse(6.4, 36.4, 1.7, 1)), path(ellipse(11.6, 34.8, 1.7, 1)));
  s.push('M18.4 30.4Q20.6 28.8 23 29.8');
  // the long smile along the snout, standing free
  s.push('M6.4 45Q11.5 49.6 17 46.6');
  const head = path(`${crown}${snout}`);
  return out(f, s, [circle(21.2, 33.2, 1.5)], head);
}

/**
 * A whole rhinoceros standing side-on, facing left: a round body in armour folds (each plate an area to colour),
 * four legs with toenails, a head with a big horn on the snout and a small one behind it, an upright ear, an eye
 * and a smile, and a little tail with a tuft.
 */
export function rhino() {
  const f: string[] = [];
  const s: string[] = [];
  const legs = fourLegs([45, 38, 21.5, 16], 45, [34, 56, 26, 48], 8.2, 9.2);
  f.push(...legs.f);
  s.push(...legs.s);
  f.push(
    ...tuftedTail(
      [
        [65.5, 33],
        [68, 35],
        [69, 39],
        [68.6, 43],
      ],
      1.6,
    ),
  );
  // the body: the saddle plate over the middle between a shoulder and a hip plate, each an area of its own
  const [cx, cy, rx, ry] = [45, 38, 21.5, 16];
  f.push(path(ellipse(cx, cy, rx, ry)));
  /** A plate across the body between two folds, each a curve from the back to the belly at these angles. */
  const plate = (top0: number, bottom0: number, top1: number, bottom1: number, bow: number) => {
    const [a, b, c, d] = [
      onEllipse(cx, cy, rx, ry, top0),
      onEllipse(cx, cy, rx, ry, bottom0),
      onEllipse(cx, cy, rx, ry, bottom1),
      onEllipse(cx, cy, rx, ry, top1),
    ];
    return path(
      `M${a.join(' ')}Q${r2((a[0] + b[0]) / 2 - bow)} ${cy} ${b.join(' ')}A${rx} ${ry} 0 0 0 ${c.join(' ')}Q${r2((c[0] + d[0]) / 2 - bow)} ${cy} ${d.join(' ')}A${rx} ${ry} 0 0 0 ${a.join(' ')}Z`,
    );
  };
  const deg = Math.PI / 180;
  f.push(plate(-112 * deg, 110 * deg, -68 * deg, 68 * deg, 2.5));
  // the head: a wedge down to the snout, with a horn on the snout and a small one behind it, then the ear
  f.push(path('M9.5 34.5Q6 26 3.8 21.5Q9.5 25 13.6 31Z'));
  f.push(path('M17.2 29.5Q16.6 25.5 16.8 22.5Q19.6 25.5 21.4 28.6Z'));
  const head = path('M30.5 27Q24 24.5 17 28Q11 31 7 36.5Q4.6 40 5.4 43.5Q6.6 47.4 11 47.8L24 48Q32.5 47.6 34 39.5Q34.8 30.5 30.5 27Z');
  f.push(head);
  f.push(path('M26.5 27.2Q25.4 21.6 28.6 19.4Q31.4 22.4 30.6 27.8Z'));
  // the smile, standing free
  s.push('M9.6 43.4Q12.4 45.6 15.4 43.8');
  return out(f, s, [circle(19.5, 35.5, 1.5), ellipse(7.6, 40.6, 0.75, 1.1)], head);
}

/** The sheep's head: a long face (an area of its own, a darker face to colour), a wool cap and two ears. */
function sheepHead(ram: boolean) {
  const f: string[] = [];
  const s: string[] = [];
  // the far ear, then the face
  f.push(path('M24.5 25Q29 22.2 33.6 24Q30.6 28 25.4 28.2Z'));
  const face = path('M25 22Q21 18.6 15.6 20.6Q11.4 22.6 8.8 27.8Q6.6 32.4 8 35.4Q9.6 38 13.2 37.2Q18.2 36 22.4 33.2Q27.2 29.8 26.8 25.6Q26.6 23.4 25 22Z');
  f.push(face);
  // the wool cap on the crown
  f.push(path(fleece(20.6, 21.2, 4.2, 2.6, 6, 1.5, Math.PI)));
  if (ram) {
    // the big curled horn behind the eye: a root from the crown rolling back into a round curl, a spiral on it
    f.push(
      path(
        band(
          along(
            [19.6, 23.2],
            [
              [
                [22, 18.6],
                [28.4, 18.8],
                [29.6, 24.6],
              ],
            ],
          ),
          (t) => 4.4 - 0.8 * t,
        ).d,
      ),
    );
    const [cx, cy, r] = [25.8, 29.4, 5.8];
    f.push(path(circle(cx, cy, r)));
    const spiral = Array.from({ length: 41 }, (_, i) => pt(cx, cy, 0.8 + ((r - 0.8) * i) / 40, -Math.PI / 2 - 3.4 * Math.PI * (1 - i / 40)));
    s.push(`M${spiral.join('L')}`);
  } else {
    // the near ear, sticking out sideways
    f.push(path('M22 27.5Q27 26.4 31.6 28.6Q27.4 32 22.6 31.2Z'));
  }
  s.push('M10.4 32.4Q12.4 34 14.8 32.9');
  return { f, s, dots: [circle(16.4, 26.6, 1.4), ellipse(9.8, 29, 0.7, 0.95)], face };
}

/**
 * A whole sheep standing side-on, facing left: a fluffy body of wool with a scalloped edge and curls (areas) on
 * it, four slim legs with knees and hocks showing below the wool on cloven hooves (the bovines' leg,
 * big-beasts-kit.ts: ours first stood on four box posts like a table's), a long face with a wool cap and an ear
 * (areas of their own, to colour darker: Fluent's face and legs were flat), an eye, a nostril and a smile; the
 * ram (`ram`) with a big curled horn.
 */
export function sheep({ ram = false } = {}) {
  const f: string[] = [];
  const s: string[] = [];
  // the legs show below the wool: the far pair set back (their hooves higher), then the near pair
  for (const [x, y, hind] of [
    [35, 58.8, false],
    [55, 58.8, true],
    [27.5, 60.3, false],
    [47.5, 60.3, true],
  ] as [number, number, boolean][])
    f.push(...bovineLeg([x, y], 44, 4.2, hind));
  // the wool: a scalloped cloud, a little tail of wool at its back, and curls on it
  f.push(path(fleece(62.4, 35, 2.6, 2.4, 5, 1.2)));
  f.push(path(fleece(42.5, 37.5, 19, 11.5, 18, 2.6)));
  for (const [x, y, rx, ry] of [
    [34, 32, 3.6, 2.6],
    [47, 30, 3.6, 2.6],
    [41, 41.5, 3.6, 2.6],
    [54, 40, 3.2, 2.4],
  ])
    f.push(path(fleece(x, y, rx, ry, 6, 1.1)));
  const head = sheepHead(ram);
  f.push(...head.f);
  s.push(...head.s);
  return out(f, s, head.dots, head.face);
}
