// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { hand } from './family-kit';
import { face, figure, lashes, limb, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, path, type Pt, pt, r2, starPath } from '../../lib/studio/art-kit/shapes';

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

/** A scallop shell hinged at (x, y), `r` tall, fanning up into four scallops, its ribs lines: a shell top, a shell held. */
function scallopShell(f: string[], s: string[], x: number, y: number, r: number) {
  const rim = [0, 1, 2, 3, 4].map((i) => pt(x, y, r, Math.PI * (1.1 + 0.2 * i)));
  let d = `M${x} ${y}L${rim[0]}`;
  for (let i = 1; i <= 4; i++) d += `Q${pt(x, y, r * 1.35, Math.PI * (1 + 0.2 * i))} ${rim[i]}`;
  f.push(path(`${d}Z`));
  s.push(`M${x} ${y}L${rim[1]}M${x} ${y}L${rim[2]}M${x} ${y}L${rim[3]}`);
}

/**
 * A mermaid floating upright as a picture book draws one, round and friendly (OpenMoji's merperson is a small thin
 * figure with a trident and a blank face): the princess's round head and kawaii face with lashes, long hair flowing
 * out on both sides in locks to colour one by one with a starfish in it, a top of two scallop shells, one arm down
 * at her side and the other raised holding up a shell, and a fish's tail from a frill at the waist, in rows of
 * scales, curling to a big two-lobed fin with ribs.
 */
export function mermaid(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the hair behind: two locks each side flowing out from under the head and down in waves, the outer first
  const side = (dir: number, [x0, y0]: Pt, wave: [number, number][], w: number) => {
    const cubics = [0, 3, 6].filter((i) => i < wave.length).map((i) => wave.slice(i, i + 3).map(([x, y]) => [36 + dir * x, y]));
    return lock(along([36 + dir * x0, y0], cubics as [Pt, Pt, Pt][]), w);
  };
  for (const dir of [-1, 1]) {
    f.push(
      side(
        dir,
        [5, 11],
        [
          [13, 12],
          [16, 19],
          [15, 26],
          [14, 32],
          [20, 35],
          [19, 42],
          [18.5, 46],
          [22, 48],
          [20.5, 52],
        ],
        8,
      ),
    );
    f.push(
      side(
        dir,
        [4, 14],
        [
          [10, 16],
          [11, 23],
          [10.5, 29],
          [10, 34],
          [14.5, 37],
          [13.5, 44],
        ],
        7,
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
  // the neck, the body, the frill at the waist over the tail's top, the top of two shells
  f.push(path('M34.2 22H37.8V28H34.2Z'));
  f.push(path('M31 26.8Q36 28 41 26.8Q43 27.4 42.8 30L41.8 37H30.2L29.2 30Q29 27.4 31 26.8Z'));
  f.push(path(`M29.6 35H42.4V37${scallopsTo([42.4, 37], [29.6, 37], 4, 1, [36, 35])}Z`));
  scallopShell(f, s, 33.4, 33.6, 3);
  scallopShell(f, s, 38.6, 33.6, 3);
  f.push(path(circle(36, 33.2, 0.9)));
  // the left arm down at her side, its hand on the tail; the right one bent up, holding a shell up in its hand
  f.push(path(limb([30.2, 29.2], [27.4, 33], [26.2, 38], [26.6, 42.4], 3.2)));
  hand(f, [26.6, 42], -1);
  f.push(path(limb([41.8, 29.2], [46, 33.4], [49.4, 36], [50.8, 31.4], 3.2)));
  scallopShell(f, s, 50.8, 27.6, 3.6);
  f.push(path(circle(50.8, 29.2, 2.1)));
  // the round head, the hair over the forehead parted to one side, a starfish in it
  const head = path(circle(36, 15.6, 8.8));
  f.push(head);
  f.push(path('M27.4 16.4C26.8 8.8 31 6 36 6C41 6 45.2 8.8 44.6 16.4Q43.4 12.2 40.4 10.4Q37.4 13.6 31.8 12.8Q29.2 13.8 27.4 16.4Z'));
  s.push('M39.6 8.2Q35.4 9 32.4 11.8');
  f.push(path(starPath(42.2, 8.6, 3.2)));
  const kawaii = face(36, 17.4, 0.78, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // two lashes at each eye's outer corner
  s.push(
    lashes(
      [
        [32.41, 16.93],
        [39.59, 16.93],
      ],
      1.4,
    ),
  );
  return figure(f, s, kawaii.d, head);
}
