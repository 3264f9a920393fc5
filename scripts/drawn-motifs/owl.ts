// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The owl (1F989). Fluent's owl was an egg with two huge solid black eyes (9 units across), the one motif the
// solid-black test had to let through; OpenMoji's is a small side-on bird. Ours faces the reader, as a child draws
// an owl: a round body perched on a branch, ear tufts, a facial disc, big eyes as rings round small pupils with a
// shine, a beak, a smile, a chest of scalloped feathers, folded wings with feather tips and feet gripping the branch.
import { circle, path, r2 } from '../../lib/studio/art-kit/shapes';

/**
 * A row of chest feathers: `n` U shapes `w` wide hanging from the line at `y`, centred on x = 36, each an area;
 * each row hangs from the bottoms of the one above, so the chest reads as overlapping scales.
 */
const featherRow = (y: number, n: number, w: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = r2(36 - (n * w) / 2 + i * w);
    return path(`M${x} ${y}a${r2(w / 2)} 3.5 0 0 0 ${w} 0Z`);
  });

/** A foot over the branch at `x`: three toes ending in hooked talons, one area. */
const foot = (x: number) =>
  path(
    `M${x - 3.6} 56.5V61.4Q${x - 3.5} 64 ${x - 2.4} 65.2Q${x - 2.2} 63.4 ${x - 1.3} 62.6Q${x - 0.8} 64.6 ${x} 65.4Q${x + 0.8} 64.6 ${x + 1.3} 62.6Q${x + 2.2} 63.4 ${x + 2.4} 65.2Q${x + 3.5} 64 ${x + 3.6} 61.4V56.5Z`,
  );

/** The left wing folded at the body's side, its feather tips scalloped at the bottom; `flip` mirrors it. */
const wing = (flip: boolean) => {
  const X = (x: number) => (flip ? r2(72 - x) : x);
  const d = `M${X(16.5)} 27C${X(9.5)} 35 ${X(9.5)} 48 ${X(14.5)} 57.5Q${X(16.5)} 59.8 ${X(18)} 56.2Q${X(19.6)} 59.6 ${X(21.2)} 56.4Q${X(23)} 58.8 ${X(24)} 55.6C${X(25.2)} 45 ${X(22.5)} 34 ${X(16.5)} 27Z`;
  // two feather lines across the wing, edge to edge, so the wing is three areas to colour
  const lines = `M${X(11.2)} 43Q${X(17)} 46.5 ${X(23.6)} 43.6M${X(12.6)} 50.5Q${X(18)} 53.6 ${X(24.6)} 50.4`;
  return { d: path(d), lines };
};

export function owl() {
  const f: string[] = [];
  const s: string[] = [];
  // the branch, under the owl, with a leaf at either end
  f.push(path('M3 60.5Q36 58 69 60Q70.6 62.8 69 65.6Q36 64.4 3 66.6Q1.4 63.5 3 60.5Z'));
  f.push(path('M60.5 60.2Q61.5 52.5 69.5 50Q69 57.5 60.5 60.2Z'), path('M8.5 66Q6.4 70 13.2 70.4Q13.8 66.4 8.5 66Z'));
  s.push('M61.8 58.6Q64.5 54.5 68 51.8M9.6 66.8Q11 68.6 12.8 69.8');
  // the ear tufts, behind the head
  f.push(path('M20.5 14.5L13 2.5Q20 4.5 28 9.6Z'), path('M51.5 14.5L59 2.5Q52 4.5 44 9.6Z'));
  // the body: one round egg, head and all
  f.push(path('M36 8C50.5 8 58.5 18 58.5 32C58.5 48 52.5 61 36 61C19.5 61 13.5 48 13.5 32C13.5 18 21.5 8 36 8Z'));
  // the chest: an oval of scalloped feathers in rows
  f.push(path('M36 37.5C45 37.5 49 43 49 49C49 56 43.5 60 36 60C28.5 60 23 56 23 49C23 43 27 37.5 36 37.5Z'));
  f.push(...featherRow(41.5, 4, 4.6), ...featherRow(45, 5, 4.6), ...featherRow(48.5, 4, 4.6), ...featherRow(52, 3, 4.6), ...featherRow(55.5, 2, 4.4));
  // the wings folded at the sides
  for (const side of [false, true]) {
    const w = wing(side);
    f.push(w.d);
    s.push(w.lines);
  }
  // the facial disc: two rounds meeting over the beak
  const disc = path('M36 16C41 9 57.2 10 57.2 24C57.2 36 46 41 36 40C26 41 14.8 36 14.8 24C14.8 10 31 9 36 16Z');
  f.push(disc);
  // the eyes: a white ring round an iris, each an area; the beak
  f.push(path(circle(27.5, 24.5, 7)), path(circle(44.5, 24.5, 7)), path(circle(27.5, 24.5, 4.2)), path(circle(44.5, 24.5, 4.2)));
  f.push(path('M33.4 28.4Q36 26.6 38.6 28.4L36 33.8Z'));
  // the smile under the beak, and the feet gripping the branch
  s.push('M32.4 35.6Q36 38.6 39.6 35.6');
  f.push(foot(30.5), foot(41.5));
  s.push('M28.9 59V61.8M30.5 59V62.4M32.1 59V61.8M39.9 59V61.8M41.5 59V62.4M43.1 59V61.8');
  // the pupils, 2.8 across, each with its shine left white (drawn the other way round, so it cuts a hole)
  const pupil = (x: number) => `${circle(x, 25, 1.4)}M${x + 0.1} 24.2a0.45 0.45 0 1 1 0.9 0a0.45 0.45 0 1 1 -0.9 0Z`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${pupil(27.5)}${pupil(44.5)}"/>`, c: disc };
}
