// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, lerp, Pen, rounded } from './music-kit';
import { type Pt } from '../../lib/studio/art-kit/shapes';

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
