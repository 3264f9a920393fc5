// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The musical instruments. OpenMoji's printed as thin, stiff outlines: the guitar a small round body on a long
// stick, the keyboard a box of lines, the drum a flat box with two sticks floating over it. Ours are round and
// chunky with their parts as areas to colour: an acoustic guitar lying on the diagonal (a figure-eight body, a
// sound hole in three rosette rings, a pickguard, a bridge, the fingerboard's frets as areas with inlay dots, a
// nut, a head with six tuning pegs), a little keyboard seen a little from above (a music stand with a sheet of
// notes, a top panel with two round speakers, a screen and knobs, white keys and raised black keys that are white
// areas, the keys' fronts) and a toy snare drum seen a little from above (a hoop round the drumhead, a shell laced
// with zigzag cords through lugs, a bottom hoop, two drumsticks crossed on top).
import { circle, path, r2, turnedEllipse, type Pt } from './shapes';

type Drawn = { f: string; s: string; d: string };

/** One part, kept in the drawing's own units until `fit` places the whole drawing in the box. */
type Part = { k: 'poly'; p: Pt[] } | { k: 'ellipse'; c: Pt; rx: number; ry: number; deg: number } | { k: 'line'; p: Pt[] } | { k: 'quad'; a: Pt; q: Pt; b: Pt };

class Pen {
  f: Part[] = [];
  s: Part[] = [];
  poly(p: Pt[]) {
    this.f.push({ k: 'poly', p });
  }
  ellipse(c: Pt, rx: number, ry = rx, deg = 0) {
    this.f.push({ k: 'ellipse', c, rx, ry, deg });
  }
  line(...p: Pt[]) {
    this.s.push({ k: 'line', p });
  }
  quad(a: Pt, q: Pt, b: Pt) {
    this.s.push({ k: 'quad', a, q, b });
  }

  /** The drawing turned `deg` degrees (clockwise, y down) and scaled to fill `size` of the box, centred. */
  fit(deg: number, size = 68): Drawn {
    const a = (deg * Math.PI) / 180;
    const turn = ([x, y]: Pt): Pt => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
    const xs: number[] = [];
    const ys: number[] = [];
    const reach = (p: Pt, rx = 0, ry = rx, turned = 0) => {
      const [x, y] = turn(p);
      const t = a + (turned * Math.PI) / 180;
      const [w, h] = [Math.hypot(rx * Math.cos(t), ry * Math.sin(t)), Math.hypot(rx * Math.sin(t), ry * Math.cos(t))];
      xs.push(x - w, x + w);
      ys.push(y - h, y + h);
    };
    for (const part of [...this.f, ...this.s]) {
      if (part.k === 'poly' || part.k === 'line') part.p.forEach((p) => reach(p));
      else if (part.k === 'ellipse') reach(part.c, part.rx, part.ry, part.deg);
      else [part.a, part.b].forEach((p) => reach(p));
    }
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const k = size / Math.max(x1 - x0, y1 - y0);
    const at = (p: Pt): Pt => {
      const [x, y] = turn(p);
      return [r2(36 + (x - (x0 + x1) / 2) * k), r2(36 + (y - (y0 + y1) / 2) * k)];
    };
    const xy = (p: Pt) => at(p).join(' ');
    const draw = (part: Part): string => {
      if (part.k === 'poly') return `M${part.p.map(xy).join('L')}Z`;
      if (part.k === 'line') return `M${part.p.map(xy).join('L')}`;
      if (part.k === 'quad') return `M${xy(part.a)}Q${xy(part.q)} ${xy(part.b)}`;
      const [cx, cy] = at(part.c);
      if (part.rx === part.ry) return circle(cx, cy, r2(part.rx * k));
      return turnedEllipse(cx, cy, r2(part.rx * k), r2(part.ry * k), part.deg + deg);
    };
    return { f: this.f.map((p) => path(draw(p))).join(''), s: this.s.length ? `<path d="${this.s.map(draw).join('')}"/>` : '', d: '' };
  }
}

/** A rectangle with its corners cut round (`r`), as points, so that it turns with the drawing. */
function rounded(x0: number, y0: number, x1: number, y1: number, r: number, n = 4): Pt[] {
  const corner = (cx: number, cy: number, from: number): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const a = from + (i * Math.PI) / 2 / n;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    });
  return [...corner(x1 - r, y0 + r, -Math.PI / 2), ...corner(x1 - r, y1 - r, 0), ...corner(x0 + r, y1 - r, Math.PI / 2), ...corner(x0 + r, y0 + r, Math.PI)];
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/**
 * An acoustic guitar lying on the diagonal, its head up to the right: a figure-eight body (a small upper bout and
 * a big lower one), the sound hole in two rosette rings, a teardrop pickguard, a bridge with its saddle, the
 * fingerboard running onto the body with its frets as areas and three inlay dots, a nut, and a head with six
 * tuning pegs (a post on the head and a key beside it). Four strings run from the bridge to the nut.
 */
export function guitar(): Drawn {
  const pen = new Pen();
  // the body's half width down its length: the two bouts, blended smoothly at the waist
  const upper = { y: -5, r: 14.5 };
  const lower = { y: 20, r: 19.5 };
  const half = (y: number) => {
    const w = (b: { y: number; r: number }) => Math.sqrt(Math.max(0, b.r * b.r - (y - b.y) ** 2));
    return (w(upper) ** 4 + w(lower) ** 4) ** 0.25;
  };
  const top = upper.y - upper.r;
  const bottom = lower.y + lower.r;
  const ys = Array.from({ length: 49 }, (_, i) => (top + bottom) / 2 - ((bottom - top) / 2) * Math.cos((i * Math.PI) / 48));
  pen.poly([...ys.map((y): Pt => [half(y), y]), ...ys.reverse().map((y): Pt => [-half(y), y])]);
  // the pickguard, a teardrop tucked under the sound hole on the treble side, its point up
  const tilt = 0.5;
  const guard: Pt[] = Array.from({ length: 25 }, (_, i) => {
    const t = (i / 24) * 2 * Math.PI;
    const [x, y] = [4.6 * Math.sin(t) * Math.abs(Math.sin(t / 2)) ** 0.8, -6.5 * Math.cos(t)];
    return [8.6 + x * Math.cos(tilt) - y * Math.sin(tilt), 6.5 + x * Math.sin(tilt) + y * Math.cos(tilt)];
  });
  pen.poly(guard);
  // the sound hole and its rosette rings
  const hole: Pt = [0, -1];
  pen.ellipse(hole, 9.6);
  pen.ellipse(hole, 7.6);
  pen.ellipse(hole, 5.4);
  // the bridge: wings, the saddle block and the saddle
  pen.poly(rounded(-10, 23, 10, 28.5, 2.5));
  pen.poly(rounded(-6, 24, 6, 27.5, 1));
  // the neck, the fingerboard with its frets as areas, three inlay dots
  const nutY = -42;
  pen.poly([
    [-5.4, top + 2],
    [-5, nutY],
    [5, nutY],
    [5.4, top + 2],
  ]);
  const boardEnd = hole[1] - 9.8;
  const wAt = (y: number) => 5 + (0.4 * (y - nutY)) / (boardEnd - nutY);
  const frets = [0, 0.19, 0.36, 0.51, 0.64, 0.76, 0.88, 1].map((t) => nutY + t * (boardEnd - nutY));
  frets.slice(1).forEach((y, i) => {
    const y0 = frets[i];
    pen.poly([
      [-wAt(y0), y0],
      [wAt(y0), y0],
      [wAt(y), y],
      [-wAt(y), y],
    ]);
    if (i === 1 || i === 3 || i === 5) pen.ellipse([0, (y0 + y) / 2], 1.5);
  });
  // the nut and the head, flaring a little, with three pegs each side
  const headTop = nutY - 17;
  for (const side of [-1, 1])
    for (const y of [nutY - 5.5, nutY - 10, nutY - 14.5]) pen.poly(rounded(side < 0 ? -12 : 6.4, y - 1.8, side < 0 ? -6.4 : 12, y + 1.8, 1.7, 3));
  pen.poly([
    [-5.2, nutY - 1.6],
    [-6.6, nutY - 6],
    [-7, headTop + 2],
    [-5, headTop],
    [0, headTop + 1.5],
    [5, headTop],
    [7, headTop + 2],
    [6.6, nutY - 6],
    [5.2, nutY - 1.6],
  ]);
  for (const side of [-1, 1]) for (const y of [nutY - 5.5, nutY - 10, nutY - 14.5]) pen.ellipse([side * 3.6, y], 1.3);
  pen.poly(rounded(-5.6, nutY - 2, 5.6, nutY + 0.4, 0.6, 2));
  // four strings from the saddle to the nut
  for (const x of [-3, -1, 1, 3]) pen.line([x * 1.2, 25.5], [x, nutY]);
  return pen.fit(42);
}

/**
 * A little keyboard seen a little from above, standing wide: a music stand behind it holding a sheet with a staff
 * and two notes joined by a beam, a top panel with a round speaker at each end (three rings each), a screen with a
 * heart, three knobs and two buttons, ten white keys narrowing a little to the back, seven raised black keys drawn
 * as white areas with a top face inset, the white keys' fronts, and the case's front lip.
 */
export function musicalKeyboard(): Drawn {
  const pen = new Pen();
  // the music stand and its sheet
  pen.poly(rounded(18, 8, 54, 30, 2));
  pen.poly([
    [22, 5],
    [50, 5],
    [51, 27],
    [21, 27],
  ]);
  for (const y of [11, 15, 19]) pen.line([23.5, y], [48.5, y]);
  pen.ellipse([29, 21.5], 2.4, 1.7, -20);
  pen.ellipse([41, 19.5], 2.4, 1.7, -20);
  pen.poly([
    [30.6, 21],
    [30.6, 8.5],
    [43.2, 7],
    [43.2, 9.4],
    [31.8, 10.8],
    [31.8, 21],
  ]);
  pen.poly([
    [42.6, 19],
    [42.6, 9],
    [43.2, 9],
    [43.2, 19],
  ]);
  // the case: its back outline, the panel
  pen.poly(rounded(3, 26, 69, 68, 3));
  pen.poly(rounded(5, 28, 67, 42, 2));
  for (const x of [13, 59]) {
    pen.ellipse([x, 35], 5.6);
    pen.ellipse([x, 35], 3.9);
    pen.ellipse([x, 35], 2);
  }
  pen.poly(rounded(22, 30.5, 37, 39.5, 1.5));
  // a heart on the screen
  const heart: Pt[] = Array.from({ length: 24 }, (_, i) => {
    const t = (i / 24) * 2 * Math.PI;
    return [29.5 + 0.2 * 16 * Math.sin(t) ** 3, 34.8 - 0.2 * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))];
  });
  pen.poly(heart);
  for (const x of [41.5, 47]) {
    pen.ellipse([x, 33], 2.1);
  }
  pen.line([41.5, 33], [41.5, 31.4]);
  pen.line([47, 33], [48.2, 31.8]);
  pen.poly(rounded(39.5, 37, 43.5, 39.8, 1));
  pen.poly(rounded(45, 37, 49, 39.8, 1));
  // the key bed: white keys from y 44 (back) to 61 (front), a little narrower at the back
  const [back, front] = [44, 61];
  const keys = 10;
  const at = (u: number, v: number): Pt => {
    const [l, r] = [5 + (1 - v) * 1.2, 67 - (1 - v) * 1.2];
    return [l + (r - l) * (u / keys), back + (front - back) * v];
  };
  for (let i = 0; i < keys; i++) {
    pen.poly([at(i, 0), at(i + 1, 0), at(i + 1, 1), at(i, 1)]);
    pen.poly([at(i, 1), at(i + 1, 1), [at(i + 1, 1)[0], front + 2.6], [at(i, 1)[0], front + 2.6]]);
  }
  // black keys after C, D, F, G, A, C, D: raised, a white area with its top face inset
  for (const i of [1, 2, 4, 5, 6, 8, 9]) {
    const [x0] = at(i - 0.32, 0);
    const [x1] = at(i + 0.32, 0);
    const y1 = back + (front - back) * 0.6;
    pen.poly(rounded(x0, back - 0.3, x1, y1, 0.8, 2));
    pen.poly(rounded(x0 + 0.8, back - 0.3, x1 - 0.8, y1 - 2, 0.6, 2));
  }
  return pen.fit(0);
}

/**
 * A toy snare drum seen a little from above: a hoop round the drumhead, the shell laced with zigzag cords
 * through round lugs at the top and bottom, a bottom hoop, and two drumsticks crossed on top, each with a round
 * tip.
 */
export function drum(): Drawn {
  const pen = new Pen();
  const [cx, topY, botY, rx, ry] = [36, 33, 58, 30, 10];
  const arc = (y: number, r: number, rr: number, a0: number, a1: number, n = 24): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const a = a0 + ((a1 - a0) * i) / n;
      return [cx + r * Math.cos(a), y + rr * Math.sin(a)];
    });
  // the shell, the bottom hoop (a band along the front of the bottom)
  pen.poly([...arc(topY, rx, ry, Math.PI, 0), ...arc(botY, rx, ry, 0, Math.PI)]);
  pen.poly([...arc(botY - 4, rx + 0.8, ry, 0, Math.PI), ...arc(botY + 0.5, rx + 0.8, ry, Math.PI, 0)]);
  // the zigzag cords between top and bottom lugs, the lugs over them
  // the cords: down from each top lug to the bottom lug halfway to the next
  const zig: Pt[] = [];
  const m = 8;
  for (let i = 0; i <= m; i++) {
    const a = Math.PI - 0.15 - (i * (Math.PI - 0.3)) / m;
    const up = i % 2 === 0;
    zig.push([cx + rx * Math.cos(a), (up ? topY + 4.5 : botY - 6.5) + ry * Math.sin(a)]);
  }
  pen.line(...zig);
  zig.forEach(([x, y], i) => {
    const up = i % 2 === 0;
    pen.poly(rounded(x - 1.6, y - (up ? 2.4 : 0.6), x + 1.6, y + (up ? 0.6 : 2.4), 1.2, 3));
  });
  // the top hoop and the drumhead
  pen.ellipse([cx, topY], rx + 1, ry + 1);
  pen.ellipse([cx, topY], rx - 2.2, ry - 2);
  // two drumsticks crossed on top, tips up
  const stick = (a: Pt, b: Pt) => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [nx, ny] = [(a[1] - b[1]) / len, (b[0] - a[0]) / len];
    const w = (t: number) => 2 - 0.9 * t;
    const at = (t: number, side: number): Pt => {
      const [x, y] = lerp(a, b, t);
      return [x + side * nx * w(t), y + side * ny * w(t)];
    };
    pen.poly([at(0, 1), at(0.92, 1), at(0.92, -1), at(0, -1)]);
    // the grip, wrapped, and the round tip
    pen.poly([at(0, 1), at(0.3, 1), at(0.3, -1), at(0, -1)]);
    pen.ellipse(lerp(a, b, 0.96), 2, 1.6, (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI);
  };
  stick([14, 40], [58, 4]);
  stick([58, 40], [14, 4]);
  return pen.fit(0);
}

/**
 * Music notes as areas, upright on the page though the drawing they are added to turns by `deg` (Pen.fit's turn):
 * a quaver (a head, a stem and a flag) at `at`, or with `beamed` two heads whose stems a beam joins, `h` tall.
 */
function notes(pen: Pen, deg: number, at: Pt, h: number, beamed: boolean) {
  const a = (-deg * Math.PI) / 180;
  // a point `d` from `at` on the page, in the drawing's own measure before its turn
  const page = ([dx, dy]: Pt): Pt => [at[0] + dx * Math.cos(a) - dy * Math.sin(a), at[1] + dx * Math.sin(a) + dy * Math.cos(a)];
  const [rx, ry, sw] = [0.3 * h, 0.21 * h, 0.13 * h];
  const stem = (x: number, y: number, top: number) => {
    pen.ellipse(page([x, y]), rx, ry, -22 - deg);
    pen.poly([page([x + rx - sw, y - ry * 0.2]), page([x + rx - sw, top]), page([x + rx, top]), page([x + rx, y - ry * 0.2])]);
  };
  if (!beamed) {
    stem(0, 0, -h);
    // the flag: from the stem's top, bowing out to the right and curling down to a round-ended tip
    const x = rx;
    const bow = (p: Pt, q: Pt, r: Pt): Pt[] => Array.from({ length: 9 }, (_, i) => lerp(lerp(p, q, i / 8), lerp(q, r, i / 8), i / 8));
    const tip: Pt = [x + 0.32 * h, -0.4 * h];
    pen.poly(
      [...bow([x, -h], [x + 0.5 * h, -0.78 * h], tip), ...bow([tip[0] - 0.06 * h, tip[1] - 0.04 * h], [x + 0.28 * h, -0.64 * h], [x, -0.7 * h])].map(page),
    );
    return;
  }
  const w = 0.85 * h;
  stem(0, 0, -h);
  stem(w, -0.16 * h, -1.16 * h);
  // the beam across the stems' tops, as thick as a head
  pen.poly([page([rx - sw, -h]), page([w + rx, -1.16 * h]), page([w + rx, -0.94 * h]), page([rx - sw, -0.78 * h])]);
}

/**
 * A trumpet seen from the side, angled up with its bell up to the right, as one blowing it holds it: the
 * mouthpiece, the lead pipe, a loop of tubing under it (a ring area), three valves with their caps, stems and round
 * finger buttons, and a wide bell with its rim and the inside of its mouth, and music notes coming out of the bell.
 * Level, it was a long strip across the box (48 units tall of 69 wide) and printed as a band across the page.
 */
export function trumpet(): Drawn {
  const TURN = -40;
  const pen = new Pen();
  // the loop of tubing below the lead pipe: a band with its middle cut out
  pen.poly(rounded(9, 21, 47, 43, 8.5, 6));
  pen.poly(rounded(13.5, 26, 43, 38.5, 5, 6));
  // the lead pipe from the mouthpiece to the bell, the bell flaring
  const flare = (t: number) => 2.6 + 13 * t ** 2.6;
  const bell: Pt[] = Array.from({ length: 13 }, (_, i) => [44 + (i / 12) * 21, 0]);
  pen.poly([
    [8, 20.6],
    ...bell.map(([x]): Pt => [x, 23 - flare((x - 44) / 21)]),
    ...bell.reverse().map(([x]): Pt => [x, 23 + flare((x - 44) / 21)]),
    [8, 25.4],
  ]);
  pen.ellipse([65, 23], 3.6, 15.6);
  pen.ellipse([65.6, 23], 2.2, 12.6);
  // the mouthpiece: a shank and a cup
  pen.poly([
    [1.5, 19],
    [4, 21.4],
    [10, 21.6],
    [10, 24.4],
    [4, 24.6],
    [1.5, 27],
  ]);
  pen.poly(rounded(0, 18.5, 2.2, 27.5, 1, 2));
  // three valves: the casing, caps top and bottom, a stem and a round button
  for (const x of [22.5, 29.5, 36.5]) {
    pen.poly(rounded(x - 2.6, 14, x + 2.6, 44, 0.8, 2));
    for (const y of [25, 33]) pen.line([x - 2.6, y], [x + 2.6, y]);
    pen.poly(rounded(x - 3.3, 11.5, x + 3.3, 15, 1, 2));
    pen.poly(rounded(x - 3.3, 43, x + 3.3, 46.5, 1, 2));
    pen.poly(rounded(x - 1, 6.5, x + 1, 11.5, 0.4, 1));
    pen.ellipse([x, 5.5], 3, 1.8);
  }
  // the notes it plays, floating out of the bell and down past its lower rim
  const out = (dx: number, dy: number): Pt => {
    const a = (-TURN * Math.PI) / 180;
    return [65 + dx * Math.cos(a) - dy * Math.sin(a), 23 + dx * Math.sin(a) + dy * Math.cos(a)];
  };
  notes(pen, TURN, out(9, 27), 11, false);
  notes(pen, TURN, out(-3, 46), 11, true);
  return pen.fit(TURN);
}

/**
 * A violin lying on the diagonal, its scroll up to the right, and its bow across it: the body with its waist cut
 * in, two f-holes (each an S with a round end at each tip), the fingerboard, the bridge, the tailpiece and the
 * chin rest as areas, four strings, and a scroll of two turns on the pegbox with four pegs. The bow lies behind
 * it: a long stick with the hair beside it, a frog and a tip.
 */
export function violin(): Drawn {
  const pen = new Pen();
  // the bow behind the violin, across its waist: the stick, the hair, the frog and the tip
  const [a, b]: [Pt, Pt] = [
    [-30, 1],
    [32, -4],
  ];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n: Pt = [(a[1] - b[1]) / len, (b[0] - a[0]) / len];
  const off = (p: Pt, d: number): Pt => [p[0] + n[0] * d, p[1] + n[1] * d];
  pen.poly([off(a, 3), off(b, 3.4), off(b, 1.8), off(a, 1.6)]);
  pen.poly([off(a, -0.7), off(b, -0.7), off(b, 0.7), off(a, 0.7)]);
  pen.poly([off(lerp(a, b, 0), 3.6), off(lerp(a, b, 0.12), 3.6), off(lerp(a, b, 0.1), -1.4), off(lerp(a, b, 0.02), -1.4)]);
  pen.poly([off(lerp(a, b, 0.96), 4), off(lerp(a, b, 1.02), 4), off(lerp(a, b, 1), -0.9), off(lerp(a, b, 0.98), -0.9)]);
  const upper = { y: -9, r: 12.5 };
  const lower = { y: 12, r: 15 };
  const half = (y: number) => {
    const w = (b: { y: number; r: number }) => Math.sqrt(Math.max(0, b.r * b.r - (y - b.y) ** 2));
    // the two bouts, the waist cut in by a C
    return (w(upper) ** 4 + w(lower) ** 4) ** 0.25 - 3.2 * Math.exp(-(((y - 0.5) / 4.5) ** 2));
  };
  const top = upper.y - upper.r;
  const bottom = lower.y + lower.r;
  const ys = Array.from({ length: 49 }, (_, i) => (top + bottom) / 2 - ((bottom - top) / 2) * Math.cos((i * Math.PI) / 48));
  pen.poly([...ys.map((y): Pt => [half(y), y]), ...[...ys].reverse().map((y): Pt => [-half(y), y])]);
  // the f-holes: a thin S with a round end at each tip
  for (const side of [-1, 1]) {
    const cx = side * 6.2;
    const s = (t: number): Pt => [cx + side * 1.6 * Math.sin(Math.PI * (t - 0.5)) * -1, -5 + 13 * t];
    const ts = Array.from({ length: 11 }, (_, i) => i / 10);
    pen.poly([...ts.map((t): Pt => [s(t)[0] - 0.55, s(t)[1]]), ...[...ts].reverse().map((t): Pt => [s(t)[0] + 0.55, s(t)[1]])]);
    pen.ellipse(s(0), 1.1);
    pen.ellipse(s(1), 1.1);
  }
  // the tailpiece, the chin rest, the bridge
  pen.ellipse([-7.5, 21.5], 4.6, 2.6, -20);
  pen.poly([
    [-3, 9],
    [3, 9],
    [2, 22],
    [0, 23.5],
    [-2, 22],
  ]);
  pen.poly([
    [-5.5, 3],
    [5.5, 3],
    [4.5, 5.2],
    [-4.5, 5.2],
  ]);
  // the neck and the fingerboard, reaching over the body
  const nutY = -33;
  pen.poly([
    [-2.6, top + 1],
    [-2.3, nutY],
    [2.3, nutY],
    [2.6, top + 1],
  ]);
  pen.poly([
    [-3.4, -3],
    [-2.6, nutY],
    [2.6, nutY],
    [3.4, -3],
  ]);
  // the pegbox with four pegs and the scroll
  for (const [side, y] of [
    [-1, nutY - 3],
    [1, nutY - 5.5],
    [-1, nutY - 8],
    [1, nutY - 10.5],
  ] as const)
    pen.poly(rounded(side < 0 ? -7.5 : 1, y - 1.2, side < 0 ? -1 : 7.5, y + 1.2, 1.1, 3));
  pen.poly(rounded(-2.4, nutY - 12.5, 2.4, nutY + 0.5, 1.2, 2));
  pen.ellipse([0, nutY - 15], 3.8);
  pen.ellipse([0.4, nutY - 15.2], 2.2);
  pen.ellipse([0.7, nutY - 15.4], 0.9);
  // four strings from the tailpiece over the bridge to the nut
  for (const x of [-1.5, -0.5, 0.5, 1.5]) pen.line([x * 1.3, 10], [x, nutY]);
  return pen.fit(38);
}
