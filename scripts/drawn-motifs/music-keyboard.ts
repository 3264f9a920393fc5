// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, Pen, rounded } from './music-kit';
import { type Pt } from '../../lib/studio/art-kit/shapes';

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
