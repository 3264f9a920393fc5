// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { slimArms, slimHead } from './people';
import { along, band, path, type Pt, pt, r2, starPath } from './shapes';

/** A lock of hair along `line`, `w` wide at the root tapering to a point. */
const lock = (line: Pt[], w: number) => path(band(line, (t) => w * (1 + 0.5 * Math.sin(Math.PI * t)) * (1 - 0.8 * t * t)).d);

/** `n` round scallops from p to q, bulging away from `inside`: a row of scales, a hem. */
function scallopsTo(p: Pt, q: Pt, n: number, bulge: number, inside: Pt): string {
  const [dx, dy] = [(q[0] - p[0]) / n, (q[1] - p[1]) / n];
  const len = Math.hypot(dx, dy);
  let [nx, ny] = [-dy / len, dx / len];
  const [mx, my] = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  if (nx * (mx - inside[0]) + ny * (my - inside[1]) < 0) [nx, ny] = [-nx, -ny];
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x0, y0] = [p[0] + dx * i, p[1] + dy * i];
    d += `Q${r2(x0 + dx / 2 + nx * bulge * 2)} ${r2(y0 + dy / 2 + ny * bulge * 2)} ${r2(x0 + dx)} ${r2(y0 + dy)}`;
  }
  return d;
}

/**
 * A mermaid floating upright, friendly as in a picture book (OpenMoji's merperson is a small thin figure with a
 * trident and a blank face): the face, eyes and smile the princess and the fairy have (people.ts), long hair
 * flowing out on both sides in locks to colour one by one, a starfish in it, a top with a scalloped hem and a
 * shell on it, arms down at her sides, and a fish's tail from a frill at the waist, in rows of scales, curling to
 * a big two-lobed fin with ribs.
 */
export function mermaid() {
  const f: string[] = [];
  const s: string[] = [];
  // the hair behind: two locks each side flowing out from under the face and down in waves, the outer first
  const side = (dir: number, [x0, y0]: Pt, wave: [number, number][], w: number) => {
    const cubics = [0, 3, 6].filter((i) => i < wave.length).map((i) => wave.slice(i, i + 3).map(([x, y]) => [36 + dir * x, y]));
    return lock(along([36 + dir * x0, y0], cubics as [Pt, Pt, Pt][]), w);
  };
  for (const dir of [-1, 1]) {
    f.push(
      side(
        dir,
        [4, 12],
        [
          [12, 12],
          [15, 19],
          [14, 26],
          [13, 32],
          [19, 35],
          [18, 42],
          [17.5, 46],
          [21, 48],
          [19.5, 52],
        ],
        7.5,
      ),
    );
    f.push(
      side(
        dir,
        [3, 14],
        [
          [9, 16],
          [10, 23],
          [9.5, 29],
          [9, 34],
          [13.5, 37],
          [12.5, 44],
        ],
        6.5,
      ),
    );
  }
  // the tail: a band from the hips curling right at the bottom to the fin, scales in scalloped rows across it
  const line = along(
    [36, 35],
    [
      [
        [35.6, 46],
        [32.5, 55],
        [39, 59.5],
      ],
      [
        [43.5, 62.5],
        [48.5, 61],
        [51.5, 57.5],
      ],
    ],
  );
  // the fin first, its two lobes fanning out from the tail's tip, ribs in each
  f.push(path('M50.5 58Q52.5 50 60 45.5Q64.5 43.5 65.5 45.5Q61 50.5 60.5 56Q57 59 52.5 60.5Z'));
  f.push(path('M52.5 59.5Q59 56.5 64.5 60Q68.5 63.5 67 65.5Q61.5 63 57 65.5Q53 64.5 51 61Z'));
  s.push('M54.5 56Q57 50.5 61.6 47.6M55.6 60.4Q60 59.6 63.4 61.8');
  const tail = band(line, (t) => 12.8 - 9.4 * t ** 1.1);
  f.push(path(tail.d));
  for (const [i, n] of [
    [5, 3],
    [9, 3],
    [13, 3],
    [17, 2],
    [21, 2],
    [25, 2],
  ] as const)
    s.push(`M${tail.left[i].join(' ')}${scallopsTo(tail.left[i], tail.right[i], n, 1, line[i - 3])}`);
  // arms down at her sides, the body, the frill at the waist over the tail's top
  slimArms(f);
  f.push(path('M31 24.5H41Q42.2 25 42.2 27.5L41.8 37H30.2L29.8 27.5Q29.8 25 31 24.5Z'));
  f.push(path(`M29.6 35H42.4V37${scallopsTo([42.4, 37], [29.6, 37], 4, 1, [36, 35])}Z`));
  // the top: from the shoulders to a scalloped hem, a scallop shell in the middle with its ribs
  f.push(path(`M31 24.5H41Q42.2 25 42.2 27.5V29.8${scallopsTo([42.2, 29.8], [29.8, 29.8], 4, 0.9, [36, 27])}V27.5Q29.8 25 31 24.5Z`));
  const shell = [0, 1, 2, 3, 4].map((i) => pt(36, 30.2, 3.4, Math.PI * (1.1 + 0.2 * i)));
  f.push(
    path(
      `M36 30.2L${shell[0]}Q${pt(36, 30.2, 4.6, Math.PI * 1.2)} ${shell[1]}Q${pt(36, 30.2, 4.6, Math.PI * 1.4)} ${shell[2]}Q${pt(36, 30.2, 4.6, Math.PI * 1.6)} ${shell[3]}Q${pt(36, 30.2, 4.6, Math.PI * 1.8)} ${shell[4]}Z`,
    ),
  );
  s.push(`M36 30.2L${shell[1]}M36 30.2L${shell[2]}M36 30.2L${shell[3]}`);
  const { face, d } = slimHead(f, s);
  // hair over the forehead, parted to one side; a starfish in it
  f.push(path('M28.4 15Q27.8 6.4 36 6.4Q44.2 6.4 43.6 15Q42.8 11 39.6 9.6Q35 12.6 29.8 11.4Q28.8 12.8 28.4 15Z'));
  f.push(path(starPath(41.6, 8.2, 3)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face };
}
