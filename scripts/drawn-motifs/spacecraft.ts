// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three space things that printed as Fluent's thin clip art: a plain slanted rocket with one round window, a
// saucer whose windows were five solid black dots over a bare triangle of beam, and a satellite whose body and
// wings were joined by solid black bars. Ours draw them as a children's book does, to sit beside our astronaut,
// alien and racing car. Each is built as polygons in an upright frame and then turned and fitted to the box, so
// the rocket can be drawn straight and flown at a slant, and bands on a hull are the hull's own outline cut
// (clip.ts) so no sliver opens between them.
import { intersect, polyD } from './clip';
import { cubic, r2, type Pt } from './shapes';

type Part = { kind: 'f' | 's' | 'd'; pts: Pt[]; closed: boolean; pivot?: Pt };

/** A circle or ellipse as a polygon of `n` points. */
const oval = (cx: number, cy: number, rx: number, ry = rx, n = 48): Pt[] =>
  Array.from({ length: n }, (_, i): Pt => [cx + rx * Math.cos((i * 2 * Math.PI) / n), cy + ry * Math.sin((i * 2 * Math.PI) / n)]);

/** Points along quadratic pieces: `start` then [control, end] pairs. */
function quads(start: Pt, ...pieces: [Pt, Pt][]): Pt[] {
  const out: Pt[] = [start];
  let a = start;
  for (const [b, c] of pieces) {
    for (let i = 1; i <= 12; i++) {
      const t = i / 12;
      const u = 1 - t;
      out.push([u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]]);
    }
    a = c;
  }
  return out;
}

/** A rectangle with rounded corners as a polygon. */
function box(x0: number, y0: number, x1: number, y1: number, r: number): Pt[] {
  return [
    ...quads(
      [x0 + r, y0],
      [
        [x1 - r, y0],
        [x1 - r, y0],
      ],
      [
        [x1, y0],
        [x1, y0 + r],
      ],
    ),
    ...quads(
      [x1, y1 - r],
      [
        [x1, y1],
        [x1 - r, y1],
      ],
    ),
    ...quads(
      [x0 + r, y1],
      [
        [x0, y1],
        [x0, y1 - r],
      ],
    ),
    ...quads(
      [x0, y0 + r],
      [
        [x0, y0],
        [x0 + r, y0],
      ],
    ),
  ];
}

/** The part of `shape` between two curves across it (each a polyline running left to right): a band on a hull. */
function cut(shape: Pt[], top: Pt[], bottom: Pt[]): Pt[] {
  const strip = [...top, ...[...bottom].reverse()];
  return intersect(shape, strip)[0] ?? [];
}

/** A level curve across x0..x1 at `y`, sagging `sag` at its middle: a band's edge seen a little from below. */
const across = (x0: number, x1: number, y: number, sag: number): Pt[] =>
  Array.from({ length: 21 }, (_, i): Pt => {
    const t = i / 20;
    return [x0 + (x1 - x0) * t, y + sag * (1 - (2 * t - 1) ** 2)];
  });

/**
 * The parts turned by `deg` about the box's middle, then scaled and moved so the whole fits `margin`..72-margin
 * centred; a part with a pivot only has its pivot turned (a face stays upright in a tilted porthole).
 */
function emit(parts: Part[], deg: number, margin: number, c?: Part) {
  const a = (deg * Math.PI) / 180;
  const rot = ([x, y]: Pt): Pt => [36 + (x - 36) * Math.cos(a) - (y - 36) * Math.sin(a), 36 + (x - 36) * Math.sin(a) + (y - 36) * Math.cos(a)];
  const placed = (p: Part) => (p.pivot ? p.pts.map(([x, y]): Pt => [rot(p.pivot!)[0] + x - p.pivot![0], rot(p.pivot!)[1] + y - p.pivot![1]]) : p.pts.map(rot));
  const all = parts.filter((p) => p.kind === 'f').flatMap(placed);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = (72 - 2 * margin) / Math.max(x1 - x0, y1 - y0);
  const [dx, dy] = [36 - ((x0 + x1) / 2) * k, 36 - ((y0 + y1) / 2) * k];
  const fit = (p: Part) => placed(p).map(([x, y]): Pt => [x * k + dx, y * k + dy]);
  const line = (pts: Pt[]) => `M${pts.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}`;
  const f = parts.filter((p) => p.kind === 'f').map((p) => `<path d="${polyD(fit(p))}"/>`);
  const s = parts.filter((p) => p.kind === 's').map((p) => (p.closed ? polyD(fit(p)) : line(fit(p))));
  const d = parts.filter((p) => p.kind === 'd').map((p) => polyD(fit(p)));
  return {
    f: f.join(''),
    s: s.length ? `<path d="${s.join('')}"/>` : '',
    d: d.length ? `<path d="${d.join('')}"/>` : '',
    ...(c ? { c: `<path d="${polyD(fit(c))}"/>` } : {}),
  };
}

const area = (pts: Pt[], pivot?: Pt): Part => ({ kind: 'f', pts, closed: true, pivot });
const stroke = (pts: Pt[], pivot?: Pt): Part => ({ kind: 's', pts, closed: false, pivot });
const dot = (pts: Pt[], pivot?: Pt): Part => ({ kind: 'd', pts, closed: true, pivot });
const mirror = (pts: Pt[]): Pt[] => pts.map(([x, y]): Pt => [72 - x, y]);

/** A puff of smoke: a round cloud of five bumps. */
function puff(cx: number, cy: number, r: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < 5; i++) {
    const a0 = (i * 2 * Math.PI) / 5;
    const a1 = a0 + (2 * Math.PI) / 5;
    const at = (a: number, rr: number): Pt => [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
    for (let j = 0; j <= 10; j++) {
      const t = j / 10;
      out.push(cubic(at(a0, r), at(a0 + 0.1, r * 1.45), at(a1 - 0.1, r * 1.45), at(a1, r), t));
    }
  }
  return out;
}

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

/**
 * A satellite: a body of three panels with a round hatch, a dish antenna on a post on top with its feed and a
 * thruster under it, and two solar wings each of six cells in a frame, joined to the body by struts drawn as
 * thin areas round a hinge. Fluent's satellite was three bare boxes joined by solid black bars.
 */
export function satellite() {
  const parts: Part[] = [];
  // the solar wings: frames, cells, the struts and their hinges
  for (const flip of [false, true]) {
    const m = (pts: Pt[]) => (flip ? mirror(pts) : pts);
    parts.push(
      area(
        m([
          [22, 35],
          [29, 35],
          [29, 38.4],
          [22, 38.4],
        ]),
      ),
    );
    parts.push(area(m(box(1, 26, 23, 48.4, 1.6))));
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 3; col++) {
        const x = 3.2 + col * 6.5;
        const y = 28.2 + row * 6.5;
        parts.push(area(m(box(x, y, x + 5, y + 5, 0.6))));
      }
    parts.push(area(m(oval(24.6, 36.7, 1.7))));
  }
  // the thruster under the body, the dish's post on top
  parts.push(
    area([
      [31.5, 50],
      [40.5, 50],
      [42.5, 56],
      [29.5, 56],
    ]),
  );
  parts.push(
    area([
      [34.4, 16],
      [37.6, 16],
      [37.6, 24],
      [34.4, 24],
    ]),
  );
  // the body: a top and a bottom panel either side of the middle one, a round hatch on it
  const body = box(27.5, 22.5, 44.5, 51, 2.4);
  parts.push(area(body));
  parts.push(area(cut(body, across(20, 52, 0, 0), across(20, 52, 28, 0))));
  parts.push(area(cut(body, across(20, 52, 45.5, 0), across(20, 52, 60, 0))));
  parts.push(area(oval(36, 36.6, 4.6)), area(oval(36, 36.6, 3)));
  for (const [x, y] of [
    [30.2, 25.2],
    [41.8, 25.2],
    [30.2, 48.2],
    [41.8, 48.2],
  ])
    parts.push(area(oval(x, y, 0.9, 0.9, 16)));
  // the dish: its bowl, the rim seen from the side, the feed on a post and its ball
  parts.push(
    area(
      quads(
        [23.5, 9],
        [
          [25, 19],
          [36, 19],
        ],
        [
          [47, 19],
          [48.5, 9],
        ],
      ),
    ),
  );
  parts.push(area(oval(36, 9, 12.5, 3.4)));
  parts.push(
    area([
      [35.2, 9.5],
      [36.8, 9.5],
      [36.6, 3.2],
      [35.4, 3.2],
    ]),
  );
  parts.push(area(oval(36, 2.8, 1.8)));
  return emit(parts, -8, 2);
}
