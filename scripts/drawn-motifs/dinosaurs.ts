// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, pt, r2, type Pt, turnedEllipse, scallops } from './shapes';

/** A closed smooth curve through `pts` (a Catmull-Rom spline written as cubics). */
export function smooth(pts: Pt[], closed = true): string {
  const n = pts.length;
  const at = (i: number) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
  let d = `M${r2(pts[0]![0])} ${r2(pts[0]![1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r2(c1[0]!)} ${r2(c1[1]!)} ${r2(c2[0]!)} ${r2(c2[1]!)} ${r2(p2[0])} ${r2(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** The point at angle `t` (degrees, before the turn) on the ellipse of `ellipse`. */
function onEllipse(cx: number, cy: number, rx: number, ry: number, deg: number, t: number): Pt {
  const [a, u] = [(deg * Math.PI) / 180, (t * Math.PI) / 180];
  return [r2(cx + rx * Math.cos(u) * Math.cos(a) - ry * Math.sin(u) * Math.sin(a)), r2(cy + rx * Math.cos(u) * Math.sin(a) + ry * Math.sin(u) * Math.cos(a))];
}

/**
 * A belly: the stretch of a body's ellipse from angle `t0` to `t1` (clockwise, so its edge is the body's own) closed
 * by a curve bowing `inset` units into the body, so it shares the outline rather than leaving a sliver along it.
 */
function belly(cx: number, cy: number, rx: number, ry: number, deg: number, t0: number, t1: number, inset: number): string {
  const [a, b] = [onEllipse(cx, cy, rx, ry, deg, t0), onEllipse(cx, cy, rx, ry, deg, t1)];
  const mid = onEllipse(cx, cy, rx - inset, ry - inset, deg, (t0 + t1) / 2);
  const ctrl: Pt = [2 * mid[0] - (a[0] + b[0]) / 2, 2 * mid[1] - (a[1] + b[1]) / 2];
  return `M${a[0]} ${a[1]}A${rx} ${ry} ${deg} ${t1 - t0 > 180 ? 1 : 0} 1 ${b[0]} ${b[1]}Q${r2(ctrl[0])} ${r2(ctrl[1])} ${a[0]} ${a[1]}Z`;
}

/**
 * A column leg from its top at (x, top) to the ground at y `ground` (64.5, higher for a far leg set back), `w`
 * wide: a knee swelling halfway, a narrower ankle, a foot spreading onto the ground with three rounded toenails to
 * colour, and a crease at the knee.
 */
export function columnLeg(f: string[], s: string[], x: number, top: number, w: number, ground = 64.5) {
  const knee = top + (ground - top) * 0.45;
  const ankle = top + (ground - top) * 0.78;
  f.push(
    path(
      smooth([
        [x, top],
        [x - 0.7, knee],
        [x + 0.5, ankle],
        [x - 1, ground - 1.5],
        [x - 0.6, ground],
        [x + w + 0.8, ground],
        [x + w + 1.1, ground - 1.5],
        [x + w - 0.2, ankle],
        [x + w + 0.4, knee],
        [x + w, top],
      ]),
    ),
  );
  const nail = (w + 1.4) / 3.4;
  for (let i = 0; i < 3; i++) {
    const nx = x - 0.4 + nail * 0.25 + i * nail * 1.12;
    f.push(
      path(
        `M${r2(nx)} ${ground}Q${r2(nx)} ${r2(ground - 2.7)} ${r2(nx + nail / 2)} ${r2(ground - 2.7)}Q${r2(nx + nail)} ${r2(ground - 2.7)} ${r2(nx + nail)} ${ground}Z`,
      ),
    );
  }
  s.push(`M${r2(x + w * 0.25)} ${r2(knee - 0.6)}Q${r2(x + w * 0.5)} ${r2(knee + 0.8)} ${r2(x + w * 0.75)} ${r2(knee - 0.6)}`);
}

export const dots = (...eyes: [number, number, number][]) => `<path d="${eyes.map(([x, y, r]) => circle(x, y, r)).join('')}"/>`;

/**
 * A friendly T. rex side-on, facing left: a big round head with a wide smile showing a row of small rounded teeth
 * (areas), an eye under a brow, a nostril; a body tilted up towards the head with a belly to colour, a row of back
 * plates and spots; the tiny arm with two fingers; a strong bent leg on a three-toed foot, the far leg behind; a thick
 * tail tapering away. Fluent's T. rex was a flat box body on post legs, one big empty shape on the page.
 */
export function tRex() {
  const f: string[] = [];
  const s: string[] = [];
  const body = { cx: 42, cy: 36.5, rx: 17, ry: 12, deg: 24 };
  // the back plates along the neck, back and tail, behind the body
  for (const [x, y, a] of [
    [33.5, 15.5, -40],
    [39.5, 21, -25],
    [46, 23.8, -5],
    [52.5, 27, 15],
    [58.5, 31.5, 30],
    [64, 37.5, 40],
  ] as [number, number, number][])
    f.push(path(plate(x, y, 3.1, a)));
  // the far leg behind: a shin and a foot
  f.push(
    path(
      smooth([
        [53, 44],
        [59, 45],
        [59.5, 55],
        [59, 61.5],
        [56, 61.8],
        [54.5, 56],
        [52, 49],
      ]),
    ),
  );
  f.push(path('M60.2 60.5Q60.7 64.6 57.5 64.6L51.5 64.6Q49.5 64.6 50 62.5Q50.8 60 54 60Z'));
  // the tail, then the neck and the body over its root
  f.push(
    path(
      smooth([
        [48, 27],
        [59, 30.5],
        [66.5, 38],
        [70.5, 47],
        [71, 53],
        [67.5, 50.5],
        [61, 46],
        [52, 45],
        [46, 43],
      ]),
    ),
  );
  s.push('M61.5 33.5Q59 38 61 43.5M66.6 40.5Q64.4 44 65.8 47.4');
  f.push(
    path(
      smooth([
        [24, 14],
        [33, 13],
        [39, 22],
        [35, 33],
        [27, 35],
        [21, 27],
      ]),
    ),
  );
  f.push(path(turnedEllipse(body.cx, body.cy, body.rx, body.ry, body.deg)));
  f.push(path(belly(body.cx, body.cy, body.rx, body.ry, body.deg, 60, 178, 4.5)));
  s.push('M29.5 35.2Q32.4 35.4 33.8 33M32.5 40.2Q35.2 40.4 36.7 38M37.5 44.5Q40 44.4 41.2 42');
  // spots on the back
  f.push(path(turnedEllipse(42.5, 28.5, 3, 2, 20)), path(turnedEllipse(50.5, 32.5, 2.4, 1.7, 30)), path(turnedEllipse(36.5, 25.5, 1.8, 1.3, 20)));
  // the near leg: the shin bending back under a big thigh, a three-toed foot with toenails
  f.push(
    path(
      smooth([
        [43, 48],
        [49.5, 50],
        [51, 57],
        [50.5, 62],
        [45.5, 62],
        [45, 57],
        [42, 52],
      ]),
    ),
  );
  f.push(path('M51.5 61Q52 64.8 48.5 64.8L37 64.8Q34.6 64.8 35 62.6Q35.6 60 39.5 60L47 59.5Z'));
  for (const nx of [35.2, 39.2, 43.2]) f.push(path(`M${nx} 64.8Q${nx} 62.2 ${r2(nx + 1.3)} 62.2Q${r2(nx + 2.6)} 62.2 ${r2(nx + 2.6)} 64.8Z`));
  f.push(path(turnedEllipse(48, 43, 8.6, 10.5, -20)));
  s.push('M44 37.5Q46 40 45.5 43.5');
  // the tiny arm with two fingers
  f.push(path('M26.8 42.1Q24.6 43.3 25.2 44.5Q26 45.5 27.6 44.3Z'), path('M28 43.3Q26.6 45.5 27.6 46.4Q28.8 46.9 29.6 44.7Z'));
  f.push(path('M34 35.5Q29.5 36.5 27.5 40Q26.6 42.5 28.2 43.5Q29.8 44.1 31 42Q32 40.3 34.5 40Z'));
  // the head: a big round skull, a long snout and a deep jaw, kept clear of an adults' page's fill
  const head = path(
    smooth([
      [31.5, 10],
      [26.5, 4.5],
      [17, 3.2],
      [8, 4.8],
      [3.2, 9],
      [2.6, 15],
      [4.5, 21],
      [10, 25.5],
      [19, 27],
      [27, 25.5],
      [32, 19],
    ]),
  );
  f.push(head);
  // the row of small rounded teeth hanging from the smile, which stands free of everything at its ends
  const lip: [Pt, Pt, Pt] = [
    [6, 14.5],
    [15, 23.5],
    [25.5, 16],
  ];
  for (const t of [0.2, 0.37, 0.54, 0.71]) {
    const [x, y] = quadAt(lip, t);
    f.push(
      path(`M${r2(x - 1.5)} ${r2(y - 0.6)}Q${r2(x - 1.4)} ${r2(y + 2.4)} ${x} ${r2(y + 2.4)}Q${r2(x + 1.4)} ${r2(y + 2.4)} ${r2(x + 1.5)} ${r2(y - 0.6)}Z`),
    );
  }
  s.push(`M${lip[0][0]} ${lip[0][1]}Q${lip[1][0]} ${lip[1][1]} ${lip[2][0]} ${lip[2][1]}`);
  // the cheek, the brow over the eye
  f.push(path(turnedEllipse(26.5, 20.2, 2.2, 1.7)));
  s.push('M17.5 8Q20.5 6.6 23.5 8.4');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([20.5, 11.4, 1.6], [7, 9.6, 0.7]), c: head };
}

/** The point at `t` on the quadratic Bézier through `q`. */
function quadAt(q: [Pt, Pt, Pt], t: number): Pt {
  const u = 1 - t;
  return [0, 1].map((i) => r2(u * u * q[0][i]! + 2 * u * t * q[1][i]! + t * t * q[2][i]!)) as Pt;
}

/** A stegosaurus plate: a broad rounded leaf at (x, y), `r` across its half-width, leaning `deg` degrees off upright. */
function roundPlate(x: number, y: number, r: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const p = (u: number, v: number): Pt => [x + ux * u - uy * v, y + uy * u + ux * v];
  return smooth([p(-r * 0.4, -r * 0.75), p(r * 0.8, -r * 0.9), p(r * 1.9, 0), p(r * 0.8, r * 0.9), p(-r * 0.4, r * 0.75)]);
}

/** A back plate: a rounded diamond at (x, y), `r` long from its root, leaning `deg` degrees off upright. */
function plate(x: number, y: number, r: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [vx, vy] = [-uy, ux];
  const p = (u: number, v: number) => `${r2(x + ux * u + vx * v)} ${r2(y + uy * u + vy * v)}`;
  return `M${p(-r, -r * 0.9)}Q${p(r * 0.6, -r * 1.1)} ${p(r * 1.6, 0)}Q${p(r * 0.6, r * 1.1)} ${p(-r, r * 0.9)}Z`;
}

/**
 * A triceratops side-on, facing left: a big frill with a scalloped edge and spots, two long brow horns and a short
 * nose horn, a hooked beak, an eye and a smile; a round body with a belly, four stocky legs with toenails and a short
 * tapering tail. No emoji draws one; people ask for it next to the T. rex.
 */
export function triceratops() {
  const f: string[] = [];
  const s: string[] = [];
  const body = { cx: 46, cy: 40.5, rx: 18.5, ry: 12.5, deg: -3 };
  columnLeg(f, s, 39, 44, 6.8);
  columnLeg(f, s, 59.5, 42, 6.8);
  columnLeg(f, s, 31, 46, 8.2);
  columnLeg(f, s, 51, 46, 8.2);
  f.push(
    path(
      smooth([
        [60, 34],
        [66.5, 38.5],
        [71, 45.5],
        [69.5, 47.5],
        [63, 47],
        [58, 46.5],
      ]),
    ),
  );
  f.push(path(turnedEllipse(body.cx, body.cy, body.rx, body.ry, body.deg)));
  f.push(path(belly(body.cx, body.cy, body.rx, body.ry, body.deg, 30, 160, 5.5)));
  s.push('M47 30Q52 29 56 32M43 35Q48 33.8 52 36.5');
  // the frill: a scalloped fan behind the head, an inner band and spots along it
  const frill = { x: 28.5, y: 24.5 };
  f.push(path(scallops(frill.x, frill.y, 15.5, 14, 2.4)));
  f.push(path(circle(frill.x, frill.y, 11.5)));
  for (const a of [-150, -110, -70, -30, 10, 50]) {
    const [x, y] = pt(frill.x, frill.y, 13.6, (a * Math.PI) / 180)
      .split(' ')
      .map(Number) as Pt;
    f.push(path(circle(x, y, 1.2)));
  }
  // the two brow horns (the far one behind), then the head, the nose horn and the beak
  f.push(path('M20.5 21.5Q15.5 12 11 5.5Q17 9.5 25 19Z'));
  f.push(path('M18 23Q11 14.5 4.5 10Q9 17.5 14 25Z'));
  const head = path(
    smooth([
      [29, 27],
      [26, 21],
      [18.5, 20.5],
      [10, 25],
      [5.5, 30],
      [5, 36.5],
      [11, 41],
      [21, 41.5],
      [28.5, 36],
    ]),
  );
  f.push(head);
  f.push(path('M10 28.5Q7.2 25.5 6.6 22Q9.5 24.2 12.5 26.8Z'));
  f.push(
    path(
      smooth([
        [9, 30],
        [4.5, 30.5],
        [1.8, 34],
        [2.6, 38.5],
        [5, 38.8],
        [7.5, 35.5],
      ]),
    ),
  );
  s.push('M9.5 36.8Q14 40 19.5 37.5', 'M14.2 25.8Q16.2 24.6 18.4 25.6');
  f.push(path(turnedEllipse(22.5, 35, 2, 1.5)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([16.6, 29.2, 1.5], [7.6, 31.6, 0.55]), c: head };
}

/**
 * A stegosaurus side-on, facing left: a row of big back plates to colour along an arched back, a tail with four
 * spikes, a small smiling head low in front, a belly and four legs, the back pair longer, with toenails. No emoji
 * draws one.
 */
export function stegosaurus() {
  const f: string[] = [];
  const s: string[] = [];
  const body = { cx: 40, cy: 38.5, rx: 19.5, ry: 12.5, deg: 0 };
  // the plates, tallest over the hips, behind the body
  for (const [x, y, r, a] of [
    [23.5, 32.5, 3.8, -50],
    [28.5, 28, 5.4, -32],
    [35.5, 26, 7, -12],
    [44, 26, 7.2, 10],
    [51.5, 28.5, 5.8, 30],
    [57, 33, 4.2, 48],
  ] as [number, number, number, number][])
    f.push(path(roundPlate(x, y, r, a)));
  // the tail spikes, then the tail and the legs
  f.push(path('M61.5 37Q63 31 64.8 27Q67 31.5 66.2 37.5Z'), path('M65.5 38Q68 32.5 70.8 29Q71.2 34.5 69.8 39Z'));
  f.push(path('M62.5 41.5Q62 46.5 60 50Q65 47 67 42Z'), path('M66.5 41Q68 46 70.8 49Q71.5 44 70.5 40.5Z'));
  f.push(
    path(
      smooth([
        [53, 33.5],
        [62, 36],
        [70.5, 38.5],
        [71, 41],
        [62, 43],
        [55, 44.5],
      ]),
    ),
  );
  columnLeg(f, s, 30, 42.5, 6.5);
  columnLeg(f, s, 52, 40.5, 6.8);
  columnLeg(f, s, 24, 44.5, 7.5);
  columnLeg(f, s, 44.5, 42.5, 8.2);
  // the neck and the small head, low in front
  f.push(
    path(
      smooth([
        [25, 32.5],
        [16, 35.5],
        [12.5, 38],
        [13, 43.5],
        [18, 45],
        [26, 43.5],
      ]),
    ),
  );
  f.push(path(turnedEllipse(body.cx, body.cy, body.rx, body.ry, body.deg)));
  f.push(path(belly(body.cx, body.cy, body.rx, body.ry, body.deg, 35, 160, 5)));
  f.push(
    path(turnedEllipse(29.5, 33.5, 2.2, 1.6, -25)),
    path(turnedEllipse(37.5, 30.8, 2.6, 1.8, -8)),
    path(turnedEllipse(46, 30.8, 2.6, 1.8, 8)),
    path(turnedEllipse(53.5, 34, 2.2, 1.6, 25)),
  );
  const head = path(
    smooth([
      [14, 36],
      [8.5, 34],
      [3.5, 36],
      [2.4, 40],
      [5, 43.5],
      [11, 44],
      [15.5, 41.5],
    ]),
  );
  f.push(head);
  s.push('M5 40.8Q7.4 42.6 9.8 41.4');
  f.push(path(turnedEllipse(13, 39.7, 1.4, 1.1)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([9.4, 37.7, 1.2], [3.8, 37.5, 0.5]), c: head };
}
