// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// OpenMoji drew these three plants as clip art: the palm tree a hairline trunk under a small fan of leaves, the
// cactus a plain column whose spines were lines crossing its outline, the mushroom a spotted cap on a stub. Ours
// fill the box as a colouring book's do: a trunk of ring segments under a crown of big cut fronds with coconuts,
// a saguaro with ribs, arms, flowers and spines standing clear of its outline, a toadstool with gills, a skirt and
// a little one beside it. No face: no plant the studio draws has one. Each also stands small in the jungle and
// forest scenes and on the dinosaurs name pages, so the outlines stay bold and the details few.
import { along, band, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { drawn, petal, type Drawn } from './flowers';

const pts = (p: Pt[]) => p.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L');

/**
 * A palm frond from the crown `c` out at `deg` degrees (y down), `len` long, its tip drooping `droop` below the
 * straight line: one area whose two edges are cut into `cuts` leaflets each, their tips swept toward the frond's
 * tip, in two halves either side of its midrib.
 */
function frond(c: Pt, deg: number, len: number, droop: number, w: number, cuts: number): string[] {
  const a = (deg * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a) * len, Math.sin(a) * len];
  // the spine is a quadratic: straight out, bending down toward its tip
  const spine = (u: number): Pt => [c[0] + dx * u, c[1] + dy * u + droop * u * u];
  const normal = (u: number): Pt => {
    const [tx, ty] = [dx, dy + 2 * droop * u];
    const l = Math.hypot(tx, ty);
    return [-ty / l, tx / l];
  };
  const at = (u: number, v: number): Pt => {
    const [x, y] = spine(u);
    const [nx, ny] = normal(u);
    return [x + nx * v, y + ny * v];
  };
  const width = (u: number) => w * Math.sin(Math.PI * Math.min(1, u)) ** 0.6;
  const side = (sg: number): Pt[] => {
    const out: Pt[] = [at(0, 0)];
    const [u0, step] = [0.08, 0.9 / cuts];
    for (let k = 0; k < cuts; k++) {
      const [ua, ub] = [u0 + k * step, u0 + (k + 1) * step];
      // the leaflet: from the cut, a bowed edge out to its tip swept toward the frond's tip, then back into the next cut
      out.push(at(ua, sg * width(ua) * 0.3), at(ua + step * 0.3, sg * width(ua + step * 0.3) * 0.8));
      out.push(at(ua + step * 0.7, sg * width(ua + step * 0.7) * 1.0), at(ub + step * 0.12, sg * width(ub) * 0.95));
    }
    out.push(at(1, 0));
    return out;
  };
  // two halves meeting along the midrib, so no line of a back frond runs over a front one
  const rib = Array.from({ length: 13 }, (_, i) => spine(i / 12));
  return [1, -1].map((sg) => path(`M${pts(side(sg))}L${pts(rib.slice(1, -1).reverse())}Z`));
}

/**
 * A palm tree: a trunk curving up from a sand mound, wide enough to colour and cut into stacked ring segments,
 * under a crown of seven big fronds with leaflet cuts and midribs, three coconuts hanging at the crown.
 */
export function palmTree(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const line = along(
    [42, 68],
    [
      [
        [46, 54],
        [38, 34],
        [31, 22],
      ],
    ],
    40,
  );
  const trunk = band(line, (t) => 8 - 2.6 * t);
  // the rings, bottom first: each one's lower edge bows down over the top of the ring below, as bark scales do
  const rings = 8;
  for (let k = 0; k < rings; k++) {
    const [i0, i1] = [Math.round((k * 40) / rings), Math.round(((k + 1) * 40) / rings)];
    const l = trunk.left.slice(i0, i1 + 1);
    const r = trunk.right.slice(i0, i1 + 1).reverse();
    const [mx, my] = line[i0];
    const [nx, ny] = line[Math.min(40, i0 + 2)];
    const len = Math.hypot(nx - mx, ny - my);
    const bow: Pt = [mx - ((nx - mx) / len) * 1.6, my - ((ny - my) / len) * 1.6];
    f.push(path(`M${pts(l)}L${pts(r)}Q${r2(bow[0])} ${r2(bow[1])} ${pts([l[0]])}Z`));
  }
  const c: Pt = [31, 20];
  // back fronds first, the long side ones over them, the drooping front ones last
  const fronds: [number, number, number, number][] = [
    [-98, 25, 10, 5.2],
    [-140, 27, 11, 5.6],
    [-55, 28, 12, 5.6],
    [160, 26, 8, 5.6],
    [24, 30, 8, 5.8],
    [-172, 29, 13, 6.2],
    [-12, 34, 13, 6.4],
  ];
  for (const [deg, len, droop, w] of fronds) f.push(...frond(c, deg, len, droop, w, 4));
  // the crown's heart, over the point where the fronds' fourteen edges meet (a black knot otherwise)
  f.push(path(ellipse(c[0], c[1] + 0.5, 3.4, 2.8)));
  for (const [x, y] of [
    [27.5, 25.5],
    [34.5, 25.5],
    [31, 28.5],
  ] as Pt[])
    f.push(path(ellipse(x, y, 3.3, 3.1)));
  f.push(path('M22 70.5C25 64.5 33 62.5 42 62.5C51 62.5 59 64.5 62 70.5Z'));
  s.push('M30 67.5Q32 66.8 34 67.5M48 66.5Q50 65.8 52 66.5');
  return drawn(f, s);
}

/** Spines: two short strokes fanning out from a point `off` outside the outline at (x, y), facing `deg` degrees. */
const spines = (x: number, y: number, deg: number, off = 0.9) =>
  [-28, 28]
    .map((spread) => {
      const a = ((deg + spread) * Math.PI) / 180;
      const [ox, oy] = [x + Math.cos((deg * Math.PI) / 180) * off, y + Math.sin((deg * Math.PI) / 180) * off];
      return `M${r2(ox)} ${r2(oy)}L${r2(ox + Math.cos(a) * 2)} ${r2(oy + Math.sin(a) * 2)}`;
    })
    .join('');

/** A cactus flower seen from the side at (x, y), opening upward: five petals fanned over the top and a round heart. */
function cactusFlower(f: string[], x: number, y: number, k: number) {
  for (const deg of [-165, -130, -90, -50, -15]) f.push(path(petal(x, y, (deg * Math.PI) / 180, 0.5 * k, 6.2 * k, 2.4 * k, 0.7)));
  f.push(path(ellipse(x, y, r2(2.6 * k), r2(2 * k))));
}

/**
 * A saguaro cactus on a sand mound: a tall column with a domed top and two arms bending up, ribs as lines down
 * column and arms, spines as pairs of short strokes standing just outside the outline (so they cut no area),
 * a flower on the column's top and one on the right arm.
 */
export function cactus(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the arms first, their inner ends hidden by the column
  f.push(path('M31 52H22Q13 52 13 43V27A4.75 4.75 0 0 1 22.5 27V40.5Q22.5 42.5 24.5 42.5H31Z'));
  f.push(path('M41 45H50Q59.5 45 59.5 35.5V19A4.75 4.75 0 0 0 50 19V33Q50 35.5 47.5 35.5H41Z'));
  f.push(path('M27 68V17A9 9 0 0 1 45 17V68Z'));
  // ribs: the column's three following its dome, one down the middle of each arm round its elbow
  s.push('M36 9.5V61M31.5 12.5Q30.8 16 30.8 22V61.2M40.5 12.5Q41.2 16 41.2 22V61.2');
  s.push('M17.75 24V42Q17.75 47.25 23 47.25H27M54.75 16.5V34.5Q54.75 40.25 49 40.25H45');
  const sp: [number, number, number][] = [
    // column, left then right side
    [27, 24, 180],
    [27, 34, 180],
    [27, 58, 180],
    [45, 26, 0],
    [45, 52, 0],
    [45, 60, 0],
    [28.5, 11, -130],
    [43.5, 11, -50],
    // left arm: its outer side, its top, its underside
    [13, 31, 180],
    [13, 41, 180],
    [14.5, 23.8, -130],
    [22, 52, 90],
    [22.5, 32, 0],
    // right arm
    [59.5, 24, 0],
    [59.5, 36, 0],
    [50, 25, 180],
    [52, 45, 90],
  ];
  s.push(...sp.map(([x, y, deg]) => spines(x, y, deg)));
  cactusFlower(f, 36, 8.5, 1);
  cactusFlower(f, 54.75, 14.5, 0.75);
  // the sand mound over the column's foot, a pebble on it
  f.push(path('M6 70.5C10 63.5 22 61.5 36 61.5C50 61.5 62 63.5 66 70.5Z'));
  f.push(path(ellipse(55.5, 66.5, 2.6, 1.6)));
  s.push('M16 67Q18 66.3 20 67M44 66.5Q46 65.8 48 66.5');
  return drawn(f, s);
}

/** A grass tuft at (x, y): three pointed blades in one area, the middle one tallest, `k` times the size. */
const tuft = (x: number, y: number, k: number) => {
  const p = (px: number, py: number) => `${r2(x + px * k)} ${r2(y + py * k)}`;
  return path(
    `M${p(-5, 0)}Q${p(-4.5, -3)} ${p(-6, -6)}Q${p(-2.5, -4)} ${p(-1.5, -1.5)}Q${p(-1, -5)} ${p(0, -9)}Q${p(1, -5)} ${p(1.5, -1.5)}Q${p(2.5, -4)} ${p(6, -6)}Q${p(4.5, -3)} ${p(5, 0)}Z`,
  );
};

/**
 * A toadstool: a big domed cap with round spots, gills under its rim as wedges, a stem with a frilled skirt and a
 * bulb at its foot, a little toadstool beside it and grass tufts at their feet.
 */
export function mushroom(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the little one, right, behind the big one's tufts
  f.push(path('M54 69.5C54.3 65 54.6 61 55 57.5H60C60.4 61 60.7 65 61 69.5Z'));
  f.push(path('M47.5 58.5C47.5 52 52 48 57.5 48C63 48 67.5 52 67.5 58.5Q57.5 61 47.5 58.5Z'));
  f.push(path(ellipse(53, 54, 1.9, 1.5)), path(ellipse(60.5, 52.5, 2.2, 1.6)));
  // the big one: stem, gills, cap, skirt
  f.push(path('M27 36C26.6 46 25 54 23.2 60.5C21.6 67.5 44.4 67.5 42.8 60.5C41 54 39.4 46 39 36Z'));
  f.push(path('M7.5 33Q33 50 58.5 33Z'));
  // the gill lines: from the cap's rim down to the gills' lower edge, converging on the stem
  const gills: string[] = [];
  for (const x of [12, 17.5, 23, 28.5, 37.5, 43, 48.5, 54]) {
    const [t0, t1] = [(x - 5) / 56, (33 + (x - 33) * 0.8 - 7.5) / 51];
    gills.push(`M${r2(x)} ${r2(33 + 14 * t0 * (1 - t0))}L${r2(33 + (x - 33) * 0.8)} ${r2(33 + 34 * t1 * (1 - t1) - 0.3)}`);
  }
  s.push(gills.join(''));
  f.push(path('M5 33C5 14 18 4.5 33 4.5C48 4.5 61 14 61 33Q33 40 5 33Z'));
  f.push(path('M26.2 44Q33 46.5 39.8 44L42 51Q40.2 52.8 38.4 51.2Q36.7 53 35 51.4Q33 53.2 31 51.4Q29.3 53 27.6 51.2Q25.8 52.8 24 51Z'));
  for (const [x, y, rx, ry] of [
    [33, 13, 5.5, 4],
    [19.5, 18.5, 4.2, 3.4],
    [46.5, 18.5, 4.2, 3.4],
    [11, 28, 2.6, 2.3],
    [55, 28, 2.6, 2.3],
    [27, 27.5, 3, 2.4],
    [40, 27, 3.2, 2.5],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  f.push(tuft(17, 70.5, 1.05), tuft(48, 70.5, 0.9), tuft(65, 70.5, 0.6));
  return drawn(f, s);
}
