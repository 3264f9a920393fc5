// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Pt } from '../../lib/studio/art-kit/shapes';
import { type Part, oval, quads, cut, across, emit, area, stroke, dot, mirror, puff } from './spacecraft-kit';

/**
 * A chunky cartoon rocket flying up to the right: a nose cone, a fat hull with a round porthole where a bear cub
 * in its helmet smiles out (kept upright, and clear of an adult page's fill by `c`), a small porthole under it, a
 * riveted band at the foot, two side fins and one in front, a nozzle, a flame of three tongues one inside another
 * and three puffs of smoke. Fluent's rocket was a plain slanted tube with one ring of a window.
 */
export function rocket() {
  const hull = quads(
    [36, 4],
    [
      [49, 11],
      [48.5, 30],
    ],
    [
      [48.2, 42],
      [46.5, 49],
    ],
    [
      [36, 50.5],
      [25.5, 49],
    ],
    [
      [23.8, 42],
      [23.5, 30],
    ],
    [
      [23, 11],
      [36, 4],
    ],
  );
  const parts: Part[] = [];
  // smoke first, then the flame's tongues (outer, middle, inner) and the nozzle they come out of, all behind
  // the hull; each tongue a flicker of points, narrower than the hull so the flame never reads as more rocket
  parts.push(area(puff(24, 63.5, 4.2)), area(puff(48.5, 64.5, 3.8)), area(puff(30, 72.5, 3.2)));
  parts.push(
    area(
      quads(
        [29, 51],
        [
          [26, 55],
          [25.5, 60.5],
        ],
        [
          [28.5, 58],
          [30.5, 59],
        ],
        [
          [31, 63],
          [32.6, 64.5],
        ],
        [
          [33.6, 64],
          [36, 76],
        ],
        [
          [38.4, 64],
          [39.4, 64.5],
        ],
        [
          [41, 63],
          [41.5, 59],
        ],
        [
          [43.5, 58],
          [46.5, 60.5],
        ],
        [
          [46, 55],
          [43, 51],
        ],
      ),
    ),
  );
  parts.push(
    area(
      quads(
        [31.5, 51],
        [
          [30, 55],
          [30.2, 58.5],
        ],
        [
          [32, 57.5],
          [33, 58.2],
        ],
        [
          [34.4, 61],
          [36, 68.5],
        ],
        [
          [37.6, 61],
          [39, 58.2],
        ],
        [
          [40, 57.5],
          [41.8, 58.5],
        ],
        [
          [42, 55],
          [40.5, 51],
        ],
      ),
    ),
  );
  parts.push(
    area(
      quads(
        [33.6, 51],
        [
          [33.2, 56.5],
          [36, 61.5],
        ],
        [
          [38.8, 56.5],
          [38.4, 51],
        ],
      ),
    ),
  );
  parts.push(
    area([
      [30, 46.5],
      [42, 46.5],
      [43.6, 52.5],
      [28.4, 52.5],
    ]),
  );
  // the side fins, swept back from the hull's lower half
  const fin = quads(
    [25, 34],
    [
      [17, 38],
      [15.5, 50.5],
    ],
    [
      [15.6, 54],
      [18.6, 52.6],
    ],
    [
      [22, 50],
      [26, 48.5],
    ],
  );
  parts.push(area(fin), area(mirror(fin)));
  parts.push(area(hull));
  // the nose cone and the band at the foot: the hull's own outline cut across
  parts.push(area(cut(hull, across(10, 62, 0, 0), across(10, 62, 15.5, 2.2))));
  const foot = cut(hull, across(10, 62, 41.2, 2.2), across(10, 62, 45.4, 2.2));
  parts.push(area(foot));
  for (const x of [27.8, 32, 40, 44.2]) parts.push(area(oval(x, 43.3 + 2.2 * (1 - ((x - 36) / 26) ** 2 * 4), 0.9, 0.9, 16)));
  // the big porthole: its rim, the window, and a bear cub in a helmet looking out
  const face: Pt = [36, 27];
  parts.push(area(oval(36, 27, 8.2)));
  const windowPane = oval(36, 27, 6.4);
  parts.push(area(windowPane));
  parts.push(area(oval(32.3, 23.6, 1.7), face), area(oval(39.7, 23.6, 1.7), face));
  parts.push(area(oval(36, 27.4, 4.6, 4.2), face));
  parts.push(area(oval(36, 29.2, 2.3, 1.6), face));
  parts.push(dot(oval(34.2, 26.3, 0.75, 0.75, 16), face), dot(oval(37.8, 26.3, 0.75, 0.75, 16), face));
  parts.push(dot(oval(36, 28.6, 0.75, 0.55, 16), face));
  parts.push(
    stroke(
      quads(
        [34.9, 29.9],
        [
          [36, 30.9],
          [37.1, 29.9],
        ],
      ),
      face,
    ),
  );
  // the window's glint
  parts.push(
    stroke(
      quads(
        [30.6, 25],
        [
          [31.2, 22.2],
          [33.6, 21.2],
        ],
      ),
    ),
  );
  // the small porthole below
  parts.push(area(oval(36, 36.8, 3.3)), area(oval(36, 36.8, 2.1)));
  // the front fin, edge on down the middle of the foot: narrow where it leaves the hull, wide at its foot
  parts.push(
    area(
      quads(
        [35.2, 42.5],
        [
          [36, 41.6],
          [36.8, 42.5],
        ],
        [
          [38.6, 48],
          [39.4, 53.6],
        ],
        [
          [36, 55.2],
          [32.6, 53.6],
        ],
        [
          [33.4, 48],
          [35.2, 42.5],
        ],
      ),
    ),
  );
  return emit(parts, 38, 1.5, area(windowPane));
}
