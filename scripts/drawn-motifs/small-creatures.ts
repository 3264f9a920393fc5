// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2 } from '../../lib/studio/art-kit/shapes';

/** An ellipse centred on (cx, cy) with radii `rx`, `ry`, its `rx` axis turned `deg` degrees clockwise. */
function oval(cx: number, cy: number, rx: number, ry: number, deg = 0) {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [rx * Math.cos(a), rx * Math.sin(a)];
  const [x0, y0, x1, y1] = [cx - dx, cy - dy, cx + dx, cy + dy].map(r2);
  return `M${x0} ${y0}A${rx} ${ry} ${deg} 1 0 ${x1} ${y1}A${rx} ${ry} ${deg} 1 0 ${x0} ${y0}Z`;
}

/**
 * A band across an upright ellipse from x = `a` to x = `b` (both inside it), its two sides bowed forward by `bow`
 * (towards smaller x): a stripe lying exactly on the body's outline, so no sliver shows between stripe and edge.
 * With `b` past the right end the band runs round it: the tip of the body.
 */
function band(cx: number, cy: number, rx: number, ry: number, a: number, b: number, bow: number) {
  const half = (x: number) => r2(ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2)));
  const side = (x: number, down: boolean) => `Q${r2(x - bow)} ${cy} ${x} ${down ? r2(cy + half(x)) : r2(cy - half(x))}`;
  const top = (x: number) => `${x} ${r2(cy - half(x))}`;
  const bottom = (x: number) => `${x} ${r2(cy + half(x))}`;
  if (b >= cx + rx) return `M${top(a)}A${rx} ${ry} 0 0 1 ${bottom(a)}${side(a, false)}Z`;
  return `M${top(a)}A${rx} ${ry} 0 0 1 ${top(b)}${side(b, true)}A${rx} ${ry} 0 0 1 ${bottom(a)}${side(a, false)}Z`;
}

/** The front of an upright ellipse up to the side of a `band` starting at x = `a`: a fish's face. */
function front(cx: number, cy: number, rx: number, ry: number, a: number, bow: number) {
  const half = r2(ry * Math.sqrt(1 - ((a - cx) / rx) ** 2));
  return `M${a} ${r2(cy - half)}A${rx} ${ry} 0 0 0 ${a} ${r2(cy + half)}Q${r2(a - bow)} ${cy} ${a} ${r2(cy - half)}Z`;
}

const done = (f: string[], s: string[], dots: string, c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots}"/>`, c });

/**
 * A tropical fish swimming to the left, as a clownfish or an angelfish is drawn in a picture book: an oval body
 * with two bold bands across it, a tall back fin and a belly fin with rays, a forked tail, a small side fin, a big
 * ringed eye, a smile and three bubbles. Fluent's fish was a box holding a circle and a triangle.
 */
export function tropicalFish() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy, rx, ry] = [31, 38, 23, 15.5];
  // the fins and the tail, behind the body; their rays stop short of the edge
  f.push(path('M17 27Q22 11 36 5Q40 4 41 7Q42 18 50 30Z'));
  s.push('M25.5 21.5Q29 14.5 34.5 9M31.5 21.5Q34 15 38.5 9.5M38 22Q39.5 18 41.2 13.5');
  f.push(path('M20 50Q23 60 33 66Q37 67.5 38 64.5Q40 56 47 47Z'));
  s.push('M28.5 55.5Q30.5 59 33.5 62.5M34.5 55Q35.5 58.5 36.8 61.5');
  f.push(path('M51 38L64 24Q68 23.5 68 27Q65.5 33 61.5 38Q65.5 43 68 49Q68 52.5 64 52Z'));
  s.push('M56.5 35.6L64.5 28.5M56.5 40.4L64.5 47.5');
  // the body and its two bands, each lying on the body's outline
  f.push(path(oval(cx, cy, rx, ry)));
  f.push(path(band(cx, cy, rx, ry, 23, 29.5, 3.5)), path(band(cx, cy, rx, ry, 39.5, 46, 3.5)));
  // the side fin between the bands
  f.push(path('M30.4 43Q32.4 39.6 36 39.6Q36.8 43 35.6 46.6Q32.2 46.4 30.4 43Z'));
  // the face, kept clear of an adult page's fill: the big eye (a ring round a dot) and the smile standing free
  f.push(path(circle(15.5, 34, 4)));
  s.push('M10.5 42.6Q13.4 45.4 16.6 43.4');
  // bubbles rising in front of the mouth
  f.push(path(circle(5.5, 26, 2.4)), path(circle(8.5, 17.5, 1.8)), path(circle(5, 10, 1.3)));
  return done(f, s, circle(16, 34.3, 1.9), path(front(cx, cy, rx, ry, 23, 3.5)));
}

/**
 * A honeybee, one to count: a round body with two bands and a banded tip, two wings up behind with a vein each, a
 * stinger, three little legs, a round head turned to us with two eyes, cheeks and a smile, and two antennae with a
 * ball on each. Fluent's bee was an odd lump with stripes.
 */
export function honeybee() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy, rx, ry] = [43, 44, 20, 15];
  // the wings behind the body, each with a vein
  f.push(path(oval(55, 19, 12, 7.5, -55)), path(oval(43.5, 17, 12.5, 8, -95)));
  s.push('M50.5 26.8Q53.5 20 57.5 12.5M43.6 26.4Q43.2 19 42.4 9.5');
  // the stinger and the legs, their tops under the body
  f.push(path('M61 42L69 45.5L61 48.5Z'));
  for (const x of [36, 45, 54])
    f.push(path(`M${x - 1.4} 54L${x - 2.6} 62.6Q${x - 2.6} 64.6 ${x - 0.6} 64.6H${x + 1.6}Q${x + 2.6} 64.6 ${x + 2.2} 63.2H${x}L${x + 1.4} 54Z`));
  // the body, its two bands and its tip
  f.push(path(oval(cx, cy, rx, ry)));
  f.push(path(band(cx, cy, rx, ry, 35, 41.5, 3)), path(band(cx, cy, rx, ry, 48, 54, 3)), path(band(cx, cy, rx, ry, 59, 99, 3)));
  // the antennae, each ending in a ball
  s.push('M15 28Q11 20 9.5 14.5M25 27Q27.5 20 29.6 15.4');
  f.push(path(circle(9, 12.5, 2.4)), path(circle(30.2, 13.2, 2.4)));
  // the head, kept clear of an adult page's fill, with cheeks and a smile standing free
  const head = path(circle(20, 38, 12.5));
  f.push(head);
  f.push(path(circle(12.6, 42.2, 2.2)), path(circle(27.4, 42.2, 2.2)));
  s.push('M16 44.2Q20 47.6 24 44.2');
  return done(f, s, `${circle(15.6, 36.6, 1.7)}${circle(24.4, 36.6, 1.7)}`, head);
}

/**
 * A round songbird perched on a twig, facing left: a ball of a body with a pale breast, a wing of three feathers, a
 * fan of three tail feathers, a round head with a crest, a beak with its parting, an eye, a cheek and a smile, and
 * its toes round the twig, which carries a leaf. Fluent's bird was a blocky wedge.
 */
export function songbird() {
  const f: string[] = [];
  const s: string[] = [];
  // the twig and its leaf, under everything
  f.push(path('M4 61.5Q30 58 66 60.5Q68.5 62 66 63.6Q30 62 4.6 64.6Q2.6 63 4 61.5Z'));
  f.push(path('M58 60.6Q60 54 67 53Q66.5 59.5 58 60.6Z'));
  s.push('M59.5 59Q62 56 65 55');
  // the tail: three feathers fanning up behind
  f.push(path('M46 40Q54 28 63 23Q66 24 64.5 27Q59 35 52 45Z'));
  f.push(path('M48 44Q58 36 67 33.5Q69.5 35.5 67.5 38Q60 44 51 49Z'));
  f.push(path('M48 48Q57 46 65 45.5Q67.5 48 65 50Q57 52.5 49 53Z'));
  // the legs down to the twig, the toes wrapped round it
  for (const x of [28, 36])
    f.push(
      path(`M${x - 1} 52V59.4Q${x - 3.6} 59.6 ${x - 4.4} 61.6Q${x - 2} 62.6 ${x - 0.4} 61.2Q${x + 1.4} 62.8 ${x + 3.6} 61.6Q${x + 3} 59.6 ${x + 1} 59.4V52Z`),
    );
  // the body, the breast, the wing of three feathers
  f.push(path('M17 38Q16 56 32 56Q46 56 52 47Q56 39 50 33Q44 28 34 29Q27 30 22 27Z'));
  f.push(path('M17 38Q16 56 32 56Q24 52 23 44Q22.5 38 24 34L20.2 31Z'));
  f.push(path('M31 38Q41 32 50.5 38Q53 44 48 47.5Q41 51 35.5 47Q31 44 31 38Z'));
  s.push('M35.4 46.8Q42 43 52 42.2M31.6 41.6Q40 37.4 50.9 38.6');
  // the crest, the head (kept clear of an adult page's fill), the beak and its parting
  f.push(path('M24 15Q22 8 26.5 6Q27 10 28.6 14.5Z'), path('M27.6 15Q29 9.5 33.5 9.4Q32.4 13.5 31 16.4Z'));
  const head = path(circle(25, 25.5, 11));
  f.push(head);
  f.push(path('M15 21.5L5.5 25.4Q8 28.5 15 29.6Z'));
  s.push('M7.5 26.3Q11 26.6 14.8 26');
  f.push(path(circle(28, 30.5, 2.4)));
  s.push('M17.6 31.6Q20.5 34 23.4 32');
  return done(f, s, circle(21, 23.2, 1.8), head);
}

/** Where the standing duck's legs come down from under its body (x), in the 72-unit box. */
const DUCK_LEGS = [34, 52];

/**
 * A short leg from under the body at `x` and its webbed foot pointing forward (left): three toes fanning out,
 * joined by webbing scalloped between their rounded tips, the foot one closed area flat on the ground.
 */
function webbedFoot(x: number): string[] {
  const leg = path(`M${x - 1.6} 59V67H${x + 1.6}V59Z`);
  // the top edge out to the first toe, each toe's tip a round bulge forward, the webbing the notch between two
  const foot = path(
    `M${x + 2} 65.8Q${x - 2} 65.2 ${x - 6.6} 65.9A1 1 0 1 0 ${x - 6.4} 67.7L${x - 5} 68L${x - 6.4} 68.3` +
      `A0.95 0.95 0 1 0 ${x - 6.4} 70L${x - 5} 70.3L${x - 6.2} 70.6A0.85 0.85 0 1 0 ${x - 6} 72H${x + 2.6}Q${x + 4} 67.6 ${x + 2} 65.8Z`,
  );
  return [leg, foot];
}

/**
 * A round duck facing left: a rubber-duck body with its tail turned up, a wing of feathers, a round head with a
 * tuft, a flat bill with its parting, an eye and a smile. Fluent's duck was a stack of blocks. `legs`: on the ground
 * it stands on two short legs with webbed feet (legless on grass it sat like a bath toy); on water it swims without.
 */
function drawnDuck(legs: boolean) {
  const f: string[] = [];
  const s: string[] = [];
  // the legs and feet first, their tops hidden under the body
  if (legs) for (const x of DUCK_LEGS) f.push(...webbedFoot(x));
  // the body, its neck reaching up under the head (its top edge clear of the smile), its tail turned up behind
  f.push(path('M19 31Q20 39 18 43Q14 52 20 58Q27 64 40 64H50Q62 64 66 54Q69 46 68 36Q63 41 55 41Q45 41 38 37Q35 34 35 27L26 26Z'));
  // the wing: three feathers, each line running edge to edge
  f.push(path('M33 47Q40 39 52 41Q62 43 63 47Q60 54 51 57Q40 59 35 54Q32 51 33 47Z'));
  s.push('M39.5 57.6Q48 53 62.2 49.2M34.2 52.6Q45 47 62.6 45.6');
  // the head (kept clear of an adult page's fill), its tuft, the bill and its parting
  const head = path(circle(26, 23, 11.5));
  s.push('M26.5 11.6Q25 7 28.5 5.5M28.5 11.8Q29.5 8 33 8');
  f.push(head);
  f.push(path('M16.4 20.5Q9 18.6 5.2 21.6Q3.8 24.4 6 26.2Q9 28.6 16.8 27.6Z'));
  s.push('M6 23.9Q10.5 24.8 15.9 24.2');
  s.push('M21.6 31.2Q24.2 33.4 27 31.6');
  f.push(path(circle(30, 28.6, 2.3)));
  return done(f, s, circle(22.6, 19.4, 1.8), head);
}

/** The duck standing on the ground, on its two webbed feet. */
export const duck = () => drawnDuck(true);
/** The duck swimming (DUCK_AFLOAT_ID, drawn so on water by `drawnAs` in lib/studio/scene/subject-kinds.ts). */
export const duckAfloat = () => drawnDuck(false);

/** A leaf growing from (x, y) towards `deg` degrees (clockwise from pointing right), `len` long. */
const leaf = (x: number, y: number, deg: number, len = 7, w = 3.4) => {
  const a = (deg * Math.PI) / 180;
  return oval(x + (len / 2) * Math.cos(a), y + (len / 2) * Math.sin(a), len / 2, w / 2, deg);
};

/**
 * A white dove flying to the left with an olive sprig in its beak: two raised wings of long feathers (the far one
 * peeking out behind), a plump body, a fan tail of three feathers, a round head with an eye and a smile, and a
 * sprig of five leaves. Fluent's dove was a flat outline doubled round its edge.
 */
export function dove() {
  const f: string[] = [];
  const s: string[] = [];
  // a raised wing: its leading edge rising from the shoulder to the tip, the trailing edge notched into four long
  // feathers, each line running from a notch to the leading edge so each feather is an area
  const wing = (dx: number, dy: number, k: number, lines = true) => {
    const at = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x, y) => `${r2(30 + (Number(x) - 30) * k + dx)} ${r2(34 + (Number(y) - 34) * k + dy)}`);
    f.push(path(at('M30 34Q32 20 43 11Q51 5 62 2Q62 9 57.5 13Q61 13.5 64 12Q62 19.5 55.5 22.5Q59 23 62 22Q58 29 51 30.5Q54 31.5 57 31.5Q52 36.5 44 37Z')));
    if (lines) s.push(at('M57.5 13Q49 14 41.2 12.6M55.5 22.5Q46 22 36.6 18.8M51 30.5Q42 29.5 33.4 26.2'));
  };
  // the far wing behind, peeking out ahead of the near one (its feather lines would cross the near wing)
  wing(-9, -1, 0.9, false);
  // the tail: three feathers fanning out behind, each line running edge to edge
  f.push(path('M47 37L63 29.5Q67.5 29.5 67 33.5Q68.5 37.5 66.5 40.5Q68 44.5 64.5 47.5L47 46Z'));
  s.push('M54.2 38.6L66.9 33.6M54.4 42.6L66.4 40.6');
  // the body, the near wing over it
  f.push(path('M22 30Q34 28 46 33Q54 37 53 43Q51 50 40 51Q26 52 18 44Z'));
  wing(0, 0, 1);
  // the head (kept clear of an adult page's fill), the beak, the smile
  const head = path(circle(17, 33, 8.5));
  f.push(head);
  f.push(path('M9 31L3.5 34.2L9.4 36.2Z'));
  s.push('M12.2 37.6Q14.6 39.8 17.4 38.4');
  // the olive sprig held in the beak, its leaves on either side
  f.push(path(leaf(5.2, 40, 205, 5.6)), path(leaf(5.6, 43, 15)), path(leaf(6.8, 48, 165)), path(leaf(7.8, 51, 35)), path(leaf(8.8, 54, 95)));
  s.push('M5.6 35.4Q4.6 45 9 54');
  return done(f, s, circle(15.4, 31, 1.6), head);
}
