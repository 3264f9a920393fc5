// A child rider's near leg seen from the side (riders.ts on a horse, wheel-riders.ts on a bicycle or a scooter), in
// the child figure's own units (child-figure-body.ts) so it is drawn at the standing child's scale and dressed as
// she is: the seat rounded at the back, the thigh forward to a round knee, the shin bent down from it with a
// little calf, narrowing to the ankle, and the standing child's shoe (a girl's Mary Jane with its strap and
// button, a boy's with a toe cap) flat on the stirrup or the pedal. Trousers are the whole leg with a boy's
// turned-up cuff; leggings plain; shorts over the thigh with the knee bare and a sock; a skirt or a dress over the
// thigh, its frilled hem past the knee. It had been two blocks at a right angle, the shoe a slab. Ours (MIT).
import { band, circle, r2, type Pt } from '../art-kit/shapes';

export type LegWear = 'trousers' | 'leggings' | 'shorts' | 'skirt' | 'dress';

/**
 * `back`: the seat's back end (x); `top` and `bottom`: the thigh's edges at the seat; `knee`: where the leg's middle
 * bends; `sole`: the middle of the shoe's sole, on the stirrup or the pedal. The thigh runs forward (to the left).
 */
export type SeatedLeg = { back: number; top: number; bottom: number; knee: Pt; sole: Pt; wear: LegWear; girl: boolean };

const p = (d: string) => `<path d="${d}"/>`;
const add = (a: Pt, b: Pt, t = 1): Pt => [a[0] + b[0] * t, a[1] + b[1] * t];
const unit = (a: Pt, b: Pt): Pt => {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
};
const pt = (a: Pt) => `${r2(a[0])} ${r2(a[1])}`;

/** The ankle, where the shin ends inside the shoe, from the sole's middle. */
export const ankleOf = (sole: Pt): Pt => [sole[0] + 1.2, sole[1] - 4.4];
/** How wide the shin is at the knee and at the ankle; the thigh narrows to KNEE_W at the knee. */
const KNEE_W = 6.2,
  ANKLE_W = 4.2;
/** How round the bend at the knee is: its curve starts this far before the knee. */
const BEND = 4.4;

/** The leg's middle from the seat's back through the rounded knee to the ankle, every half unit, and where the knee is. */
function middle(from: Pt, knee: Pt, ankle: Pt): { line: Pt[]; at: number } {
  const u1 = unit(from, knee),
    u2 = unit(knee, ankle);
  const a = add(knee, u1, -BEND),
    b = add(knee, u2, BEND);
  const line: Pt[] = [];
  const straight = (s: Pt, e: Pt) => {
    const n = Math.max(2, Math.ceil(Math.hypot(e[0] - s[0], e[1] - s[1]) / 0.5));
    for (let i = 0; i < n; i++) line.push([s[0] + ((e[0] - s[0]) * i) / n, s[1] + ((e[1] - s[1]) * i) / n]);
  };
  straight(from, a);
  const at = line.length + 6;
  for (let i = 0; i < 12; i++) {
    const t = i / 12,
      v = 1 - t;
    line.push([v * v * a[0] + 2 * v * t * knee[0] + t * t * b[0], v * v * a[1] + 2 * v * t * knee[1] + t * t * b[1]]);
  }
  straight(b, ankle);
  line.push(ankle);
  return { line, at };
}

/** A closed outline from `pts` (in a frame: along the thigh from the seat's back, across it downward). */
const framed =
  (o: Pt, u: Pt, n: Pt) =>
  (along: number, across: number): Pt =>
    add(add(o, u, along), n, across);

/**
 * The leg's areas (`f`, the skin among them also in `c`) and lines (`s`), all path elements in the figure's units.
 */
export function seatedLeg({ back, top, bottom, knee, sole, wear, girl }: SeatedLeg): { f: string; s: string; c: string } {
  const r = (bottom - top) / 2;
  const from: Pt = [back, (top + bottom) / 2];
  const ankle = ankleOf(sole);
  const { line, at } = middle(from, knee, ankle);
  // the width along the middle: a round seat at the back, the thigh narrowing to the knee, a calf, the ankle
  const lens = [0];
  for (let i = 1; i < line.length; i++) lens.push(lens[i - 1]! + Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1]));
  const kneeLen = lens[at]!,
    end = lens[lens.length - 1]!;
  const width = (s: number) => {
    // the seat's back end squarish-round (a superellipse), its top edge nearly straight over the figure's cut
    if (s < r) return 2 * r * Math.cbrt(1 - Math.pow(1 - s / r, 3));
    if (s <= kneeLen) return 2 * r + (KNEE_W - 2 * r) * ((s - r) / (kneeLen - r));
    const t = (s - kneeLen) / (end - kneeLen);
    return KNEE_W + 0.5 * Math.sin(Math.min(1, t / 0.7) * Math.PI) * (t < 0.7 ? 1 : 0) - (KNEE_W - ANKLE_W) * Math.pow(t, 1.3);
  };
  const leg = band(line, (t) => width(lens[Math.round(t * (line.length - 1))]!)).d;
  const skin = wear !== 'trousers' && wear !== 'leggings';
  const f: string[] = [p(leg)];
  const c: string[] = skin ? [p(leg)] : [];
  const s: string[] = [];
  // the frame of the thigh: along it from the seat's back, across it downward
  const u = unit(from, knee);
  let n: Pt = [-u[1], u[0]];
  if (n[1] < 0) n = [-n[0], -n[1]];
  const F = framed(from, u, n);
  const L = Math.hypot(knee[0] - from[0], knee[1] - from[1]);
  // across the shin, `up` units above the ankle: a sock's top, a trouser cuff
  const shinAcross = (up: number) => {
    const v = unit(ankle, knee),
      m = add(ankle, v, up),
      w = width(end - up) / 2 + 0.1,
      q: Pt = [-v[1], v[0]];
    return `M${pt(add(m, q, w))}L${pt(add(m, q, -w))}`;
  };
  if (wear === 'trousers' && !girl) s.push(shinAcross(2.6));
  if (skin) s.push(shinAcross(2.8));
  if (wear === 'shorts') {
    // over the seat and the thigh's back half, the hem across it
    const to = 0.55 * L;
    f.push(
      p(
        `M${pt(F(0, -r - 0.5))}L${pt(F(to, -r - 0.5))}L${pt(F(to + 0.4, r + 0.7))}L${pt(F(0, r + 0.7))}Q${pt(F(-r - 1.2, r + 0.7))} ${pt(F(-r - 1.2, 0))}Q${pt(F(-r - 1.2, -r - 0.5))} ${pt(F(0, -r - 0.5))}Z`,
      ),
    );
  }
  if (wear === 'skirt' || wear === 'dress') {
    // over the seat and the thigh, flaring to a hem across it, the knee showing past a skirt, reached by a dress;
    // the hem frilled (a skirt) or scalloped (a dress), as the standing child's
    const to = (wear === 'dress' ? 0.86 : 0.66) * L;
    const upper = F(to + 1.2, -r - 1.4),
      lower = F(to + 2.4, r + 1.6);
    const count = 3,
      depth = wear === 'dress' ? 0.9 : 0.7;
    let hem = '';
    for (let i = 0; i < count; i++) {
      const a = add(upper, [lower[0] - upper[0], lower[1] - upper[1]], (i + 0.5) / count),
        b = add(upper, [lower[0] - upper[0], lower[1] - upper[1]], (i + 1) / count);
      hem += `Q${pt(add(a, u, 2 * depth))} ${pt(b)}`;
    }
    f.push(
      p(
        `M${pt(F(0, -r - 0.6))}L${pt(upper)}${hem}L${pt(F(0, r + 1.2))}Q${pt(F(-r - 1.6, r + 1.2))} ${pt(F(-r - 1.6, 0))}Q${pt(F(-r - 1.6, -r - 0.6))} ${pt(F(0, -r - 0.6))}Z`,
      ),
    );
    // a pleat
    s.push(`M${pt(F(to * 0.45, -r + 0.4))}L${pt(F(to * 0.55, r + 1.2))}`);
  }
  const shoe = shoeAt(sole, girl);
  f.push(p(shoe.f));
  s.push(shoe.s);
  return { f: f.join(''), s: s.length ? p(s.join('')) : '', c: c.join('') };
}

/** The standing child's shoe seen from the side, its toe forward (to the left), the middle of its sole at `sole`. */
function shoeAt([x, y]: Pt, girl: boolean): { f: string; s: string } {
  const heel = x + 3.8;
  const f =
    `M${r2(heel)} ${y}L${r2(heel)} ${r2(y - 3.6)}Q${r2(heel)} ${r2(y - 5.4)} ${r2(x + 1.8)} ${r2(y - 5.4)}L${r2(x - 0.6)} ${r2(y - 5)}` +
    `Q${r2(x - 3.4)} ${r2(y - 4.6)} ${r2(x - 5)} ${r2(y - 3)}Q${r2(x - 6.4)} ${r2(y - 1.4)} ${r2(x - 5.2)} ${y}Z`;
  let s = `M${r2(heel)} ${r2(y - 1.5)}L${r2(x - 5.9)} ${r2(y - 1.5)}`;
  // a girl's strap over the instep with its button, a boy's toe cap
  if (girl) s += `M${r2(x + 0.6)} ${r2(y - 5.2)}Q${r2(x - 0.4)} ${r2(y - 3.4)} ${r2(x - 0.2)} ${r2(y - 1.6)}` + circle(r2(x - 0.2), r2(y - 3.2), 0.7);
  else s += `M${r2(x - 2.6)} ${r2(y - 4.5)}Q${r2(x - 1.6)} ${r2(y - 2.8)} ${r2(x - 2.4)} ${r2(y - 1.5)}`;
  return { f, s };
}
