// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect } from '../../lib/studio/art-kit/clip';
import { type Pt } from '../../lib/studio/art-kit/shapes';
import { type Part, oval, quads, box, cut, across, emit, area, stroke, dot } from './spacecraft-kit';

/**
 * A flying saucer: a glass dome with a friendly little alien inside (antennae with balls, big eyes with pupils,
 * a smile), a collar round the dome's foot, a wide disc with a band of panels round its edge, a round light in
 * each panel, the dish underneath, and a cone of beam below in three bands. Fluent's saucer was a plain tilted
 * disc with five solid black dots for windows over a bare triangle.
 */
export function flyingSaucer() {
  const parts: Part[] = [];
  // the beam in three bands, widening downwards
  const side = (y: number) => 17 + (y - 46) * 0.62;
  const beamEdge = (y: number, sag: number) => across(36 - side(y), 36 + side(y), y, sag);
  for (const [a, b] of [
    [46, 54],
    [54, 62],
    [62, 70],
  ])
    parts.push(area([...beamEdge(a, a === 46 ? 0 : 2.4), ...beamEdge(b, 2.4).reverse()]));
  // the dish under the disc
  parts.push(area(oval(36, 45, 17, 4.6)));
  // the disc, and the band of panels round its edge, each with a round light
  const disc = oval(36, 38.5, 34.5, 8.6, 96);
  parts.push(area(disc));
  const top = across(-6, 78, 35.2, 4.6);
  const bottom = across(-6, 78, 39.6, 4.6);
  // (the cuts are nudged off the disc's and the band's points, where the clipping walk would lose its way)
  const xs = [-1, 9, 18.5, 27.5, 36, 44.5, 53.5, 63, 73].map((x) => x + 0.013);
  for (let i = 0; i < xs.length - 1; i++) {
    const panel = cut(disc, top, bottom);
    const slice: Pt[] = [
      [xs[i], 20],
      [xs[i + 1], 20],
      [xs[i + 1], 60],
      [xs[i], 60],
    ];
    const p = intersect(panel, slice)[0];
    if (p) parts.push(area(p));
    const cx = (xs[i] + xs[i + 1]) / 2;
    if (i > 0 && i < xs.length - 2) parts.push(area(oval(cx, 37.4 + 4.6 * (1 - ((2 * (cx + 6)) / 84 - 1) ** 2), 1.9)));
  }
  // the glass dome, and the alien in it: body, antennae, head, eyes, pupils, smile
  const dome = [
    ...quads(
      [21.5, 31.5],
      [
        [21, 13],
        [36, 12.5],
      ],
      [
        [51, 13],
        [50.5, 31.5],
      ],
    ),
  ];
  parts.push(area(dome));
  parts.push(area(box(29, 27.5, 43, 34, 3.5)));
  parts.push(
    stroke(
      quads(
        [33, 19],
        [
          [31.8, 17],
          [30, 16.8],
        ],
      ),
    ),
    stroke(
      quads(
        [39, 19],
        [
          [40.2, 17],
          [42, 16.8],
        ],
      ),
    ),
  );
  parts.push(area(oval(29.3, 16.6, 1.5)), area(oval(42.7, 16.6, 1.5)));
  parts.push(area(oval(36, 23.5, 7.2, 6)));
  parts.push(area(oval(33.2, 22.6, 2.4, 3)), area(oval(38.8, 22.6, 2.4, 3)));
  parts.push(dot(oval(33.6, 23.3, 1.05, 1.05, 16)), dot(oval(38.4, 23.3, 1.05, 1.05, 16)));
  parts.push(
    stroke(
      quads(
        [34, 26.9],
        [
          [36, 28.7],
          [38, 26.9],
        ],
      ),
    ),
  );
  // the dome's glint, then the collar round its foot
  parts.push(
    stroke(
      quads(
        [24.6, 24],
        [
          [24.8, 18.4],
          [28.4, 16],
        ],
      ),
    ),
  );
  parts.push(area(oval(36, 31.6, 16.5, 3.2)));
  return emit(parts, 0, 1.5, area(oval(36, 23.5, 7.2, 6)));
}
