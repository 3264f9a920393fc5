// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Three food and holiday subjects whose emoji printed weak pages. Fluent's carrot was a cut wedge beside a blob of
// leaves; ours is a whole carrot lying slantwise, a long tapering root cut into growth bands, with a smiling face
// on its shoulder and a fan of three lobed fronds. (The taco is drawn in food-taco.ts.) OpenMoji's ice cream was three small scoops in a footed cup; ours is a big waffle cone, its
// grid of diamonds each an area, under two stacked scoops that drip over the rim, the lower one smiling, the
// upper one with sprinkles (small areas, never solid black) and a cherry on top. OpenMoji's wrapped gift was a
// box crossed by odd lines; ours is seen from a little above: a box under a lid, a ribbon running across the lid
// and down both faces, a big bow with two loops and two notched tails, and stars and dots on the paper.
import { KAWAII_FACE, kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, line, path, poly, type Pt, r2, starPath } from '../../lib/studio/art-kit/shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
/** The ice cream's lower scoop wears the carrot's face set wide, its eyes level with its centre. */
const SCOOP_FACE: FaceLayout = {
  eyeX: 6.4,
  eyeY: 0,
  eyeR: 2,
  cheekX: 11.4,
  cheekY: 4.2,
  cheek: [2.6, 1.6],
  smileX: 3,
  smileY: 3.2,
  smileLow: 6.6,
  clearY: 2.1,
  clear: [14, 6.5],
};

// ---------------------------------------------------------------------------------------------------------------
// The carrot, drawn upright in its own frame (shoulder at y 0, tip at y 50, leaves above) and then turned and
// scaled into the box, so that it lies slantwise as a carrot is usually drawn and fills the box corner to corner.

const CARROT_TURN = (40 * Math.PI) / 180;
/** The face leans with the carrot, but less. */
const FACE_TURN = 16;
/** How the turned frame lands in the box: `carrot()` sets it so the whole carrot fills the box. */
const carrotFit = { k: 1, x: 0, y: 0, seen: [] as Pt[] };
/** The carrot's frame to the box: turned clockwise, the tip to the lower left and the leaves to the upper right. */
const carrotAt = ([x, y]: Pt): Pt => {
  const [c, s] = [Math.cos(CARROT_TURN), Math.sin(CARROT_TURN)];
  const [tx, ty] = [x * c - y * s, x * s + y * c];
  carrotFit.seen.push([tx, ty]);
  return [r2(carrotFit.x + carrotFit.k * tx), r2(carrotFit.y + carrotFit.k * ty)];
};
const cPoly = (p: Pt[]) => poly(p.map(carrotAt));
const cLine = (p: Pt[]) => line(p.map(carrotAt));

const ROOT_LEN = 50;
const ROOT_W = 27;
/** The root's width at the share `t` of its length: full at the shoulder, tapering to a point. */
const rootWidth = (t: number) => ROOT_W * (1 - t) ** 0.78 * (0.93 + 0.07 * Math.min(1, t / 0.08));
/** The root's middle bends a little toward its tip, as a grown carrot does. */
const rootMid = (t: number) => 2.2 * t * t;
const rootEdge = (t: number, side: -1 | 1): Pt => [rootMid(t) + (side * rootWidth(t)) / 2, t * ROOT_LEN];
/** The root's edge from `t0` to `t1` on one side, finely enough to print smooth. */
const edgeRun = (t0: number, t1: number, side: -1 | 1, n = 10): Pt[] => Array.from({ length: n + 1 }, (_, i) => rootEdge(t0 + ((t1 - t0) * i) / n, side));
/** A growth ring across the root at `t`, bowed toward the tip as a ring round a cylinder seen from its side. */
const ring = (t: number, n = 20): Pt[] => {
  const [a, b] = [rootEdge(t, -1), rootEdge(t, 1)];
  const sag = rootWidth(t) * 0.12;
  return Array.from({ length: n + 1 }, (_, i) => {
    const u = i / n;
    return [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u + sag * 4 * u * (1 - u)];
  });
};

/**
 * A frond from the root's shoulder out at `deg` degrees from straight up, `len` long: a stalk, then a leaf with
 * `lobes` rounded lobes down each edge and a pointed tip, its spine bending outward. One area.
 */
function frond(deg: number, len: number, w: number, lobes: number, bend: number): { area: Pt[]; rib: Pt[] } {
  const a = (deg * Math.PI) / 180;
  const base: Pt = [Math.sin(a) * 2, 1];
  const spine = (u: number): Pt => {
    const [dx, dy] = [Math.sin(a), -Math.cos(a)];
    // bowed outward by `bend` at the tip
    return [base[0] + dx * len * u + -dy * bend * u * u * Math.sign(deg || 1), base[1] + dy * len * u + dx * bend * u * u * Math.sign(deg || 1)];
  };
  const start = 0.36;
  const width = (u: number) => {
    const s = (u - start) / (1 - start);
    const leaf = s <= 0 ? 0 : w * Math.sin(Math.PI * s ** 0.8) ** 0.75 * (0.62 + 0.38 * Math.abs(Math.sin(lobes * Math.PI * s)) ** 0.7);
    const stalk = u < start ? 2.8 : 2.8 * Math.max(0, 1 - (u - start) / 0.22);
    return Math.max(leaf, stalk);
  };
  const at = (u: number, v: number): Pt => {
    const [p, q] = [spine(Math.max(0, u - 0.01)), spine(Math.min(1, u + 0.01))];
    const l = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const [nx, ny] = [-(q[1] - p[1]) / l, (q[0] - p[0]) / l];
    const [x, y] = spine(u);
    return [x + nx * v, y + ny * v];
  };
  const n = 72;
  const us = Array.from({ length: n + 1 }, (_, i) => i / n);
  const left = us.map((u) => at(u, width(u) / 2));
  const right = us.map((u) => at(u, -width(u) / 2)).reverse();
  const rib = Array.from({ length: 11 }, (_, i) => spine(start + 0.04 + (0.84 - start) * (i / 10)));
  return { area: [...left.slice(0, -1), spine(1), ...right.slice(1)], rib };
}

/**
 * A whole carrot lying slantwise: three lobed fronds fanning from its shoulder, each with a midrib; a long root
 * tapering to a point with a wisp of root hair, cut by bowed growth rings into bands; on its broad shoulder a face
 * (eyes with a shine, a smile standing free, round cheeks), kept clear of an adult page's fill.
 */
export function carrot(): Drawn {
  // drawn once to find its extent once turned, then again scaled so its longer side spans 69 units, centred
  Object.assign(carrotFit, { k: 1, x: 0, y: 0, seen: [] });
  drawCarrot();
  const xs = carrotFit.seen.map((p) => p[0]);
  const ys = carrotFit.seen.map((p) => p[1]);
  const k = 69 / Math.max(Math.max(...ys) - Math.min(...ys), Math.max(...xs) - Math.min(...xs));
  Object.assign(carrotFit, { k, x: 36 - (k * (Math.max(...xs) + Math.min(...xs))) / 2, y: 1.5 - k * Math.min(...ys) });
  return drawCarrot();
}

function drawCarrot(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the fronds, behind the root: the two side ones first, the middle one over their stalks
  const fronds = [frond(-36, 32, 14, 4, 5), frond(40, 30, 14, 4, 5), frond(2, 36, 15, 4, 2)];
  for (const fr of fronds) {
    f.push(path(cPoly(fr.area)));
    s.push(cLine(fr.rib));
  }
  // the root: down one edge to the tip, up the other, over the rounded shoulder
  const half = ROOT_W * 0.93 * 0.5;
  const shoulder: Pt[] = Array.from({ length: 25 }, (_, i) => {
    const a = Math.PI * (i / 24);
    return [half * Math.cos(a), -4.2 * Math.sin(a)];
  });
  const root = [...edgeRun(0, 1, -1, 60), ...edgeRun(0, 1, 1, 60).reverse().slice(1), ...shoulder.slice(1, -1)];
  f.push(path(cPoly(root)));
  // growth bands, each an area of its own, closer together toward the tip
  const rings = [0.44, 0.58, 0.7, 0.8, 0.89];
  rings.forEach((t, i) => {
    const t1 = rings[i + 1] ?? 1;
    const lower = t1 < 1 ? ring(t1).reverse() : [rootEdge(1, 1)];
    f.push(path(cPoly([...ring(t), ...edgeRun(t, t1, 1, 6).slice(1, -1), ...lower, ...edgeRun(t, t1, -1, 6).reverse().slice(1, -1)])));
  });
  // a wisp of root hair at the tip
  s.push(cLine([rootEdge(1, 1), [rootMid(1) + 0.6, ROOT_LEN + 2.4], [rootMid(1) - 0.6, ROOT_LEN + 4.2]]));
  // the face on the shoulder, on the root's middle but leaning less than the root does, so the carrot looks at
  // the reader: cheeks as areas, a smile standing free, eyes with a shine
  const [cx, cy] = carrotAt([rootMid(0.2), 9.5]);
  const face = kawaiiFace(cx, cy, carrotFit.k, FACE_TURN, { ...KAWAII_FACE, smileLow: 4.8 });
  f.push(...face.f);
  s.push(face.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}

/** A rounded box `w` by `h` centred on (x, y), turned `deg` degrees: a sprinkle, the taco's tomato dice. */
export function roundBox(x: number, y: number, w: number, h: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number): Pt => [x + u * Math.cos(a) - v * Math.sin(a), y + u * Math.sin(a) + v * Math.cos(a)];
  const [hw, hh] = [w / 2, h / 2];
  const c: [Pt, Pt, Pt][] = [
    [at(hw - r, -hh), at(hw, -hh), at(hw, -hh + r)],
    [at(hw, hh - r), at(hw, hh), at(hw - r, hh)],
    [at(-hw + r, hh), at(-hw, hh), at(-hw, hh - r)],
    [at(-hw, -hh + r), at(-hw, -hh), at(-hw + r, -hh)],
  ];
  const p = (q: Pt) => `${r2(q[0])} ${r2(q[1])}`;
  return `M${p(at(-hw + r, -hh))}${c.map(([a0, ctl, a1]) => `L${p(a0)}Q${p(ctl)} ${p(a1)}`).join('')}Z`;
}

// ---------------------------------------------------------------------------------------------------------------
// The ice cream cone.

/**
 * A scoop of ice cream: a dome from (x0, y) over to (x1, y), `top` high, its bottom edge a row of `bumps` round
 * scallops, some of them long drips (`drips` maps a scallop's index, counted from the right, to its length).
 */
function scoop(x0: number, x1: number, y: number, top: number, bumps: number, drips: Record<number, number>): string {
  const w = x1 - x0;
  const cx = r2(x0 + w / 2);
  // the sides bulge out a little above the scallops, so the scoop reads as a ball sitting on what is under it
  let d = `M${x0} ${y}C${r2(x0 - w * 0.07)} ${r2(y - top * 0.5)} ${r2(x0 + w * 0.08)} ${r2(y - top)} ${cx} ${r2(y - top)}`;
  d += `C${r2(x1 - w * 0.08)} ${r2(y - top)} ${r2(x1 + w * 0.07)} ${r2(y - top * 0.5)} ${x1} ${y}`;
  const step = w / bumps;
  for (let i = 0; i < bumps; i++) {
    const [a, b] = [x1 - i * step, x1 - (i + 1) * step];
    const deep = drips[i] ?? 2.2;
    // a scallop or a drip: a U whose depth is `deep`
    d += `C${r2(a + 0.4)} ${r2(y + deep * 1.33)} ${r2(b - 0.4)} ${r2(y + deep * 1.33)} ${r2(b)} ${y}`;
  }
  return `${d}Z`;
}

/**
 * A big ice cream cone: a waffle cone whose grid of diamonds are each an area (the grid runs along the cone's two
 * sides, so no diamond is cut into a sliver), a rolled rim, two scoops stacked and dripping over what is under
 * them, the lower one with a face kept clear of an adult page's fill, sprinkles on the upper one and a cherry on
 * its stem on top.
 */
export function iceCreamCone(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the cone, then its waffle: cells between lines parallel to its two sides
  const tip: Pt = [36, 70.4];
  const [L, R]: Pt[] = [
    [15.5, 44],
    [56.5, 44],
  ];
  const at = (a: number, b: number): Pt => [tip[0] + a * (L[0] - tip[0]) + b * (R[0] - tip[0]), tip[1] + a * (L[1] - tip[1]) + b * (R[1] - tip[1])];
  f.push(path(poly([tip, L, R])));
  const n = 6;
  for (let i = 0; i < n; i++)
    for (let j = 0; i + j < n; j++) {
      const [a0, a1, b0, b1] = [i / n, (i + 1) / n, j / n, (j + 1) / n];
      // a whole diamond, or under the rim a half one
      f.push(path(poly(i + j + 1 < n ? [at(a0, b0), at(a1, b0), at(a1, b1), at(a0, b1)] : [at(a0, b0), at(a1, b0), at(a0, b1)])));
    }
  // the rolled rim, seen a little from above
  f.push(path('M13.5 42Q36 46 58.5 42Q60.2 44.8 58.2 48Q36 52 13.8 48Q11.8 44.8 13.5 42Z'));
  // the lower scoop with three drips over the rim, the face on it
  f.push(path(scoop(12.5, 59.5, 43.5, 22.5, 8, { 1: 10, 3: 6, 6: 8.5 })));
  // the upper scoop, dripping onto the lower one beside its face
  f.push(path(scoop(18.5, 53.5, 27, 19, 7, { 6: 6 })));
  // the cherry on its stem, with a shine
  f.push(path('M37.4 5Q38.4 2.4 42.8 1.7Q43.3 2.7 42.7 3.2Q39.8 3.6 39.3 5.2Z'));
  f.push(path(circle(36.6, 8.6, 4.6)));
  s.push('M33.8 7.6Q34.3 6.1 35.6 5.6');
  // sprinkles on the upper scoop: little rounded sticks, each an area
  const sprinkles: [number, number, number][] = [
    [25.5, 20.5, 40],
    [29.6, 14.8, -30],
    [44.6, 14.6, 65],
    [48.2, 21, -20],
    [36.6, 19.6, 10],
    [29.4, 24.2, 80],
    [42.8, 24.6, -55],
    [30.6, 10.2, 20],
  ];
  for (const [x, y, deg] of sprinkles) f.push(path(roundBox(x, y, 4.6, 2.1, 1.05, deg)));
  // the face: cheeks, a smile standing free, eyes with a shine, wider set on the broad scoop
  const face = kawaiiFace(36, 35.4, 1, 0, SCOOP_FACE);
  f.push(...face.f);
  s.push(face.s);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${face.d}"/>`, c: face.c };
}

// ---------------------------------------------------------------------------------------------------------------
// The wrapped gift, seen a little from above: a front face, a side face going back to the right and the lid's top.

/** A point of the box: `u` across the front (0 to 1), `v` back into the depth (0 to 1), `y` its height on the front face. */
const FRONT_X = 5.5;
const FRONT_W = 38;
const DEPTH: Pt = [18, -13];
const box = (u: number, v: number, y: number): Pt => [FRONT_X + u * FRONT_W + v * DEPTH[0], y + v * DEPTH[1]];
/** The lid is a little wider than the box and overhangs it by `o` on every side. */
const lid = (u: number, v: number, y: number, o = 1.6): Pt => [FRONT_X - o + u * (FRONT_W + 2 * o) + v * (DEPTH[0] + o * 0.6), y + v * DEPTH[1] - o * 0.3];

/**
 * A wrapped gift seen a little from above: a box under an overhanging lid, their paper dotted with stars and dots
 * (areas, drawn on each face in its own slant); a ribbon crossing the lid's top both ways and running down the
 * front and the side; a big bow at the crossing with two loops (each with its inner fold) and two notched tails.
 */
export function wrappedGift(): Drawn {
  const f: string[] = [];
  const [top, lidFoot, foot] = [36, 46, 70];
  // the box's two faces under the lid
  f.push(path(poly([box(0, 0, lidFoot), box(1, 0, lidFoot), box(1, 0, foot), box(0, 0, foot)])));
  f.push(path(poly([box(1, 0, lidFoot), box(1, 1, lidFoot), box(1, 1, foot), box(1, 0, foot)])));
  // the paper's pattern, big enough to stay open where the gift is drawn small (counted on a number page): a
  // star over two dots either side of the ribbon on the front, dots on the side drawn in the side's own slant
  for (const x of [13.1, 35.9]) {
    f.push(path(starPath(x, 53.6, 4.8)));
    f.push(path(circle(r2(x - 3.8), 64.2, 1.9)), path(circle(r2(x + 3.8), 64.2, 1.9)));
  }
  const sideDot = (v: number, y: number, r: number) =>
    poly(Array.from({ length: 24 }, (_, i): Pt => box(1, v + (r * Math.cos((i * Math.PI) / 12)) / DEPTH[0], y + r * Math.sin((i * Math.PI) / 12))));
  for (const v of [0.19, 0.81]) f.push(path(sideDot(v, 52.6, 2)), path(sideDot(v, 63.6, 2)));
  // the ribbon down the front (across its middle) and down the side (across its middle)
  const [u0, u1, v0, v1] = [0.4, 0.6, 0.38, 0.62];
  f.push(path(poly([box(u0, 0, lidFoot), box(u1, 0, lidFoot), box(u1, 0, foot), box(u0, 0, foot)])));
  f.push(path(poly([box(1, v0, lidFoot), box(1, v1, lidFoot), box(1, v1, foot), box(1, v0, foot)])));
  // the lid: its front, its side, its top
  f.push(path(poly([lid(0, 0, top), lid(1, 0, top), lid(1, 0, lidFoot), lid(0, 0, lidFoot)])));
  f.push(path(poly([lid(1, 0, top), lid(1, 1, top), lid(1, 1, lidFoot), lid(1, 0, lidFoot)])));
  f.push(path(poly([lid(0, 0, top), lid(1, 0, top), lid(1, 1, top), lid(0, 1, top)])));
  // the ribbon over the lid: down its front and side, and both ways across its top
  f.push(path(poly([lid(u0, 0, top), lid(u1, 0, top), lid(u1, 0, lidFoot), lid(u0, 0, lidFoot)])));
  f.push(path(poly([lid(1, v0, top), lid(1, v1, top), lid(1, v1, lidFoot), lid(1, v0, lidFoot)])));
  f.push(path(poly([lid(u0, 0, top), lid(u1, 0, top), lid(u1, 1, top), lid(u0, 1, top)])));
  f.push(path(poly([lid(0, v0, top), lid(1, v0, top), lid(1, v1, top), lid(0, v1, top)])));
  // the bow at the crossing: two tails, two loops, the knot
  const [kx, ky] = lid(0.5, 0.5, top);
  const k = 1.2;
  const q = (dx: number, dy: number) => `${r2(kx + k * dx)} ${r2(ky + k * dy)}`;
  // the tails, hanging from the knot over the lid's front edge, their ends cut into a V
  f.push(path(`M${q(-1.2, 0)}Q${q(-5, 7)} ${q(-10.5, 13)}L${q(-8.2, 12.2)}L${q(-6.6, 15.6)}Q${q(-1.6, 8)} ${q(2, 1)}Z`));
  f.push(path(`M${q(1.2, 0)}Q${q(4.6, 6.6)} ${q(7.4, 13.6)}L${q(9.4, 11.6)}L${q(12.4, 13.2)}Q${q(8.4, 5.8)} ${q(2.6, -0.6)}Z`));
  const loop = (sg: 1 | -1) =>
    `M${q(0, -1)}C${q(sg * 6, -3)} ${q(sg * 10, -19)} ${q(sg * 18, -17)}C${q(sg * 24, -15.5)} ${q(sg * 22, -4)} ${q(sg * 14, -1.5)}C${q(sg * 9, 0)} ${q(sg * 4, 1)} ${q(0, 1)}Z`;
  f.push(path(loop(-1)), path(loop(1)));
  // the inside of each loop, where it turns over, as its own area
  const fold = (sg: 1 | -1) =>
    `M${q(sg * 4.5, -2.5)}C${q(sg * 8, -5)} ${q(sg * 12, -14.5)} ${q(sg * 17, -13.5)}C${q(sg * 19.5, -12.5)} ${q(sg * 18, -6)} ${q(sg * 12, -4)}Z`;
  f.push(path(fold(-1)), path(fold(1)));
  f.push(path(ellipse(kx, ky, 4.2, 3.6)));
  return { f: f.join(''), s: '', d: '' };
}
