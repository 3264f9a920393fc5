// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The hina dolls (1F38E) of the Doll Festival. OpenMoji's were two bell-shaped blobs with round faces and a hair
// knot, side by side on nothing: no crown, no cap, no fan, nothing a parent knows the festival by. Ours is the top
// step of a doll stand (hinadan) under its red carpet, a folding screen (byōbu) of six framed panels behind, a
// paper lantern (bonbori) on a stand at each side, and the emperor and empress dolls seated side by side: each in
// layered robes whose layers show as bands at the collar and along the sleeves' hems and openings, a woven pattern
// on the outer sleeves (his diamonds, her plum blossoms), and a calm face (closed eyes, a small mouth, round
// cheeks). The emperor wears a cap with its tall tail standing up behind (outlined, not solid) and holds a flat
// baton (shaku) upright; the empress has long hair, a crown, and an open cypress fan (hiōgi) with a cord hanging
// from each end. The court dolls' high brow dots were left out: at a kids page's line weight they ran into the eyes.
import { circle, ellipse, path, r2, roundRect, scallops, type Pt } from '../../lib/studio/art-kit/shapes';

/** The faces' radii and their middle's height: big, as a children's book draws a doll's head. */
const FACE = [6.4, 6.6] as const;
const CY = 24;

const poly = (points: Pt[]) => `M${points.map(([x, y]) => `${r2(x)} ${r2(y)}`).join('L')}Z`;

/** The screen behind: six panels, each a frame round its own field; every other one stands a little forward. */
function screen(f: string[]) {
  const [x0, x1, n] = [4, 68, 6];
  const w = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const [a, b] = [x0 + i * w, x0 + (i + 1) * w];
    const [top, bottom] = i % 2 ? [5.6, 50] : [4.8, 50.6];
    f.push(
      path(
        poly([
          [a, top],
          [b, top],
          [b, bottom],
          [a, bottom],
        ]),
      ),
    );
    // the field, a bright painted ground on a real screen: its own area inside the lacquered frame
    f.push(path(roundRect(r2(a + 2.2), r2(top + 2.2), r2(b - 2.2), r2(bottom - 2.2), 0.6)));
  }
}

/** The step under the dolls: its top in a little perspective, the red carpet (mōsen) over its front, a hem band. */
function step(f: string[]) {
  f.push(
    path(
      poly([
        [3.5, 56],
        [68.5, 56],
        [71, 59.5],
        [1, 59.5],
      ]),
    ),
  );
  f.push(
    path(
      poly([
        [1, 59.5],
        [71, 59.5],
        [71, 68.5],
        [1, 68.5],
      ]),
    ),
  );
  f.push(
    path(
      poly([
        [1, 65.6],
        [71, 65.6],
        [71, 68.5],
        [1, 68.5],
      ]),
    ),
  );
}

/** A paper lantern on a stand (bonbori) at `cx`: a foot, a stem, a dish, a barrel shade with a cap and a knob. */
function lantern(cx: number, f: string[], s: string[]) {
  f.push(
    path(
      poly([
        [cx - 3.4, 58.4],
        [cx - 2, 55.6],
        [cx + 2, 55.6],
        [cx + 3.4, 58.4],
      ]),
    ),
  );
  f.push(path(roundRect(r2(cx - 0.8), 42, r2(cx + 0.8), 55.8, 0.4)));
  f.push(path(ellipse(cx, 42.6, 3.2, 1)));
  f.push(path(`M${r2(cx - 3)} 42Q${r2(cx - 4)} 37 ${r2(cx - 3)} 32H${r2(cx + 3)}Q${r2(cx + 4)} 37 ${r2(cx + 3)} 42Z`));
  f.push(path(`M${r2(cx - 3.9)} 32.4Q${cx} 28.4 ${r2(cx + 3.9)} 32.4Z`));
  f.push(path(circle(cx, 29.2, 0.9)));
  // the shade's paper between its ribs: two bowed lines down it
  s.push(`M${r2(cx - 1.3)} 32.3Q${r2(cx - 1.9)} 37 ${r2(cx - 1.3)} 41.7M${r2(cx + 1.3)} 32.3Q${r2(cx + 1.9)} 37 ${r2(cx + 1.3)} 41.7`);
}

/** (x, y) on the left half of a doll at `cx`, mirrored to the right when `side` is 1. */
const at =
  (cx: number, side: number) =>
  ([x, y]: Pt): Pt => [r2(cx + side * (x - cx)), r2(y)];

/**
 * One sleeve, hanging wide from the shoulder to below the lap, its opening at the front where the hands meet.
 * `k` is the layer: each one under it hangs a little lower, wider and nearer the middle, so the robes' layers show
 * as bands along the hem, the outer edge and the opening.
 */
function sleeve(cx: number, side: number, k: number): string {
  const p = at(cx, side);
  const [out, down, inn] = [k * 1.2, k * 2.1, k * 1.3];
  const pts = [
    p([cx - 5.8, 31.5]),
    p([cx - 12.8 - out, 38.5]),
    p([cx - 13.4 - out, 49.6 + down]),
    p([cx - 11 - out, 52.2 + down]),
    p([cx - 5 + inn, 49.6 + down]),
    p([cx - 1.8 + inn, 46.6 + down * 0.5]),
  ];
  const [a, b, c, d, e, g] = pts;
  return `M${a.join(' ')}C${p([cx - 10.5, 31.5]).join(' ')} ${p([cx - 12.8 - out, 34]).join(' ')} ${b.join(' ')}L${c.join(' ')}Q${p([cx - 13.4 - out, 52.2 + down]).join(' ')} ${d.join(' ')}L${e.join(' ')}Q${p([cx - 2.6 + inn, 48.4 + down]).join(' ')} ${g.join(' ')}C${p([cx - 1.4 + inn, 42.5]).join(' ')} ${p([cx - 4 + inn, 37]).join(' ')} ${a.join(' ')}Z`;
}

/** The calm face both dolls share: closed eyes, a small mouth and round cheeks. */
function face(cx: number, cy: number, f: string[], s: string[]) {
  f.push(path(ellipse(cx, cy, FACE[0], FACE[1])));
  for (const side of [-1, 1]) {
    // closed eyes: bowed down, as a sleeping smile
    s.push(`M${r2(cx + side * 3.7)} ${r2(cy + 0.4)}Q${r2(cx + side * 2.45)} ${r2(cy + 1.9)} ${r2(cx + side * 1.2)} ${r2(cy + 0.4)}`);
    f.push(path(circle(r2(cx + side * 3.5), r2(cy + 3.2), 1)));
  }
  f.push(path(ellipse(cx, r2(cy + 3.9), 1, 0.7)));
}

/** Bands of the layered collar, largest first: the robe's V, the layers under it, the neck. */
function collar(cx: number, f: string[]) {
  for (const [half, tip] of [
    [6, 43],
    [4.1, 39.6],
    [2.2, 36],
  ])
    f.push(
      path(
        poly([
          [cx - half, 30.5],
          [cx + half, 30.5],
          [cx, tip],
        ]),
      ),
    );
}

/** The skirt of a seated doll, spreading from the shoulders to the step. */
const skirt = (cx: number) =>
  path(`M${cx - 12.4} 58C${cx - 11.8} 48 ${cx - 8.8} 38 ${cx - 5.8} 31.5H${cx + 5.8}C${cx + 8.8} 38 ${cx + 11.8} 48 ${cx + 12.4} 58Z`);

/** Where the robes' woven pattern lies on each outer sleeve: two spots, clear of the hands, the fan and its cords. */
const PATTERN: Pt[] = [
  [-8.4, 39.4],
  [-9.6, 46.2],
];

/** The emperor (odairi-sama) at `cx`: cap with its standing tail, short hair, and the baton held upright. */
function emperor(cx: number, f: string[], s: string[]) {
  const cy = CY;
  // the cap's tail stands up behind the cap, leaning back a little
  f.push(path(`M${cx - 1.6} 19Q${cx - 1.8} 10 ${cx - 0.9} 4.4Q${cx + 0.6} 3.4 ${cx + 1.6} 4.6Q${cx + 1.9} 11 ${cx + 1.8} 19Z`));
  f.push(skirt(cx));
  for (let k = 2; k >= 0; k--) for (const side of [-1, 1]) f.push(path(sleeve(cx, side, k)));
  // his robe's pattern: diamonds (hishi)
  for (const side of [-1, 1])
    for (const [x, y] of PATTERN.map(([x, y]) => at(cx, side)([cx + x, y])))
      f.push(
        path(
          poly([
            [x, y - 2.3],
            [x + 1.8, y],
            [x, y + 2.3],
            [x - 1.8, y],
          ]),
        ),
      );
  collar(cx, f);
  face(cx, cy, f, s);
  // hair: a cap of it over the brow, its hairline bowed up
  f.push(
    path(
      `M${cx - 6.5} ${cy + 0.4}C${cx - 6.8} ${cy - 8.6} ${cx + 6.8} ${cy - 8.6} ${cx + 6.5} ${cy + 0.4}C${cx + 5} ${cy - 3.8} ${cx - 5} ${cy - 3.8} ${cx - 6.5} ${cy + 0.4}Z`,
    ),
  );
  // the cap (kanmuri): a rounded crown on top of the head, a band round its foot
  f.push(path(`M${cx - 4.6} ${cy - 5.8}C${cx - 4.8} ${cy - 12} ${cx + 4.8} ${cy - 12} ${cx + 4.6} ${cy - 5.8}Z`));
  f.push(path(roundRect(cx - 5.4, r2(cy - 7), cx + 5.4, r2(cy - 5), 0.8)));
  // the baton (shaku): flat, a little wider at the top, held up from the hands
  f.push(path(`M${cx - 1.1} 47L${cx - 1.5} 35.2Q${cx} 34.2 ${cx + 1.5} 35.2L${cx + 1.1} 47Z`));
  f.push(path(ellipse(cx, 46.6, 2.8, 1.8)));
  s.push(`M${cx} ${45.2}V${48}`);
}

/** The empress (ohina-sama) at `cx`: long hair falling behind her shoulders, a crown, and an open fan. */
function empress(cx: number, f: string[], s: string[]) {
  const cy = CY;
  // her long hair, behind the robe and down past her shoulders
  f.push(
    path(
      `M${cx - 7} ${cy}C${cx - 7.6} ${cy - 9.6} ${cx + 7.6} ${cy - 9.6} ${cx + 7} ${cy}C${cx + 7.8} 31 ${cx + 9} 35 ${cx + 10} 39H${cx - 10}C${cx - 9} 35 ${cx - 7.8} 31 ${cx - 7} ${cy}Z`,
    ),
  );
  f.push(skirt(cx));
  for (let k = 2; k >= 0; k--) for (const side of [-1, 1]) f.push(path(sleeve(cx, side, k)));
  // her robe's pattern: plum blossoms, each with a round middle
  for (const side of [-1, 1])
    for (const [x, y] of PATTERN.map(([x, y]) => at(cx, side)([cx + x, y]))) f.push(path(scallops(x, y, 1.5, 5, 0.9)), path(circle(x, y, 0.75)));
  collar(cx, f);
  face(cx, cy, f, s);
  // the fringe, parted in the middle and framing the face
  f.push(
    path(
      `M${cx - 6.6} ${cy + 2}C${cx - 7} ${cy - 8.6} ${cx + 7} ${cy - 8.6} ${cx + 6.6} ${cy + 2}C${cx + 5.4} ${cy - 2.2} ${cx + 2.2} ${cy - 4} ${cx} ${cy - 4.4}C${cx - 2.2} ${cy - 4} ${cx - 5.4} ${cy - 2.2} ${cx - 6.6} ${cy + 2}Z`,
    ),
  );
  // the crown: a band with three points, a jewel on each
  f.push(
    path(
      `M${cx - 4.6} ${cy - 6.2}L${cx - 4.9} ${cy - 9.4}L${cx - 2.6} ${cy - 8}L${cx} ${cy - 11.8}L${cx + 2.6} ${cy - 8}L${cx + 4.9} ${cy - 9.4}L${cx + 4.6} ${cy - 6.2}Q${cx} ${cy - 7.4} ${cx - 4.6} ${cy - 6.2}Z`,
    ),
  );
  for (const [x, y, r] of [
    [cx - 4.9, cy - 9.9, 0.8],
    [cx, cy - 12.3, 1],
    [cx + 4.9, cy - 9.9, 0.8],
  ])
    f.push(path(circle(r2(x), r2(y), r)));
  fan(cx, 48.2, f, s);
}

/**
 * The cypress fan (hiōgi), open upwards from its rivet at (cx, cy): seven slats, each its own area, cut short of
 * the rivet so no sliver pinches there; a cord with a knot hangs from each end slat. The hands hold it at the foot.
 */
function fan(cx: number, cy: number, f: string[], s: string[]) {
  const [r0, r1, n] = [2.4, 10.6, 7];
  const [a0, a1] = [(-150 * Math.PI) / 180, (-30 * Math.PI) / 180];
  const p = (r: number, a: number) => `${r2(cx + r * Math.cos(a))} ${r2(cy + r * Math.sin(a))}`;
  for (let i = 0; i < n; i++) {
    const [u, v] = [a0 + ((a1 - a0) * i) / n, a0 + ((a1 - a0) * (i + 1)) / n];
    f.push(path(`M${p(r0, u)}L${p(r1, u)}A${r1} ${r1} 0 0 1 ${p(r1, v)}L${p(r0, v)}A${r0} ${r0} 0 0 0 ${p(r0, u)}Z`));
  }
  for (const a of [a0, a1]) {
    const side = Math.sign(Math.cos(a));
    const [x, y] = [cx + r1 * Math.cos(a), cy + r1 * Math.sin(a)];
    s.push(`M${r2(x)} ${r2(y)}Q${r2(x + side * 1.6)} ${r2(y + 4)} ${r2(x + side * 0.6)} ${r2(y + 8.4)}`);
    f.push(path(circle(r2(x + side * 0.6), r2(y + 9.4), 1.1)));
  }
  f.push(path(ellipse(cx, cy, 2.8, 1.8)));
}

/** The emperor and empress dolls on the top step of their stand, a screen behind, a lantern at each side. */
export function hinaDolls() {
  const f: string[] = [];
  const s: string[] = [];
  screen(f);
  step(f);
  lantern(4.6, f, s);
  lantern(67.4, f, s);
  const [left, right] = [22.6, 49.4];
  emperor(left, f, s);
  empress(right, f, s);
  const faces = [left, right].map((cx) => ellipse(cx, CY, FACE[0], FACE[1])).join('');
  // no solid black at all: the eyes are closed lines, the cap's tail an outline
  return { f: f.join(''), s: path(s.join('')), d: '', c: path(faces) };
}
