// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji draws the rabbit, giraffe, llama and hedgehog (and the kangaroo, kangaroo.ts) as flat blocks (a box body, post legs,
// patches cut into slivers): outlined, they printed as empty boxes. Ours are round, as a kids' colouring book
// draws them.
import { circle, ellipse, path, r2, type Pt, onEllipse, fleece } from '../../lib/studio/art-kit/shapes';

const mid = (a: Pt, b: Pt): Pt => [r2((a[0] + b[0]) / 2), r2((a[1] + b[1]) / 2)];

/** A closed blob through the middles of the sides of the polygon `pts`, its corners rounded (a giraffe's patch). */
function roundPoly(pts: Pt[]): string {
  const n = pts.length;
  let d = `M${mid(pts[0], pts[1]).join(' ')}`;
  for (let i = 1; i <= n; i++) d += `Q${pts[i % n].join(' ')} ${mid(pts[i % n], pts[(i + 1) % n]).join(' ')}`;
  return `${d}Z`;
}

/** Round bumps along the polyline `pts` (a woolly edge), each bulging `bump` to the left of the way along. */
function scallops(pts: Pt[], bump: number): string {
  let d = '';
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [nx, ny] = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
    const c1: Pt = [r2(a[0] + (b[0] - a[0]) * 0.1 + nx * bump * 1.35), r2(a[1] + (b[1] - a[1]) * 0.1 + ny * bump * 1.35)];
    const c2: Pt = [r2(a[0] + (b[0] - a[0]) * 0.9 + nx * bump * 1.35), r2(a[1] + (b[1] - a[1]) * 0.9 + ny * bump * 1.35)];
    d += `C${c1.join(' ')} ${c2.join(' ')} ${b.join(' ')}`;
  }
  return d;
}

/** Points every `step` of the way along a straight line from `a` to `b`, both ends included. */
const between = (a: Pt, b: Pt, n: number): Pt[] =>
  Array.from({ length: n + 1 }, (_, i) => [r2(a[0] + ((b[0] - a[0]) * i) / n), r2(a[1] + ((b[1] - a[1]) * i) / n)]);

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A whole rabbit sitting side-on, facing left: long ears with inner ears, a round head with an eye, a nose to
 * colour pink, whiskers and a smile, a cheek, a round body with its haunch, a big hind foot with toes, a front paw,
 * and a fluffy round tail. Fluent's rabbit was a flat crouching block with one ear laid along its back.
 */
export function rabbit() {
  const f: string[] = [];
  const s: string[] = [];
  // the fluffy tail behind the body
  f.push(path(fleece(59.5, 50, 4, 4, 7, 1.3)));
  // the front leg, its top hidden by the body
  f.push(path('M22.5 44L22 60.5L28.5 60.5L29 44Z'));
  // the body, the haunch on it
  f.push(path('M30 31Q22 36 22.5 48Q23 60 34 63Q46 65.5 55 60Q62 54 60 44Q58 34 46 30.5Q37 28.5 30 31Z'));
  f.push(path('M36 50Q36 40 46 39Q56 39.5 57 49Q57.5 57 50 60Q42 62 38 58Q36 55 36 50Z'));
  // the big hind foot on the ground, toes to the front, then the front paw before it
  f.push(path('M33 64.5Q30 64.5 30.3 62Q30.8 59.2 35 59L52 59Q57.5 59.3 57.5 62Q57.5 64.5 54 64.5Z'));
  s.push('M33.4 61.4V64.5M36.4 61V64.5');
  f.push(path(ellipse(24.8, 62.5, 4.6, 2.2)));
  s.push('M23.2 61.8V64.6M25.8 61.6V64.6');
  // the far ear, leaning back, then the near ear, each with its inner ear
  f.push(path('M25 23Q26 10 33.5 4Q37.5 2 38.4 5.6Q38 14 31.5 25Z'));
  f.push(path('M27.8 20Q29 11 33.6 6.6Q35.8 5.4 36 7.6Q35.6 13.4 31 20.6Z'));
  f.push(path('M17.5 24Q15 11 20.5 3.5Q24 0.8 26.6 3.4Q29.5 12 26 24Z'));
  f.push(path('M20 20.6Q18.6 11 21.8 5.8Q23.8 4.2 25 5.8Q26.6 12 24.2 20.6Z'));
  // the head, kept clear of an adults' page's fill
  const head = path('M31.8 31.5Q31.8 20.5 21 20.5Q13 20.5 9.6 27Q8 30.5 8.6 34Q9.8 42.4 19.6 42.8Q31.8 43 31.8 31.5Z');
  f.push(head);
  // the nose (pink to colour) at the front, a cheek
  f.push(path('M9.2 28.4Q11.4 27.2 13.6 28.4Q13.1 30.8 11.4 31.4Q9.7 30.8 9.2 28.4Z'));
  f.push(path(circle(24.2, 35.6, 2.4)));
  // whiskers reaching forward past the face, the smile standing free under the nose
  s.push('M15 33.2L4.4 31.8M15 34.6L4.8 36.6');
  s.push('M11.6 38.6Q14.2 40.6 17.2 38.8');
  return out(f, s, [circle(19.4, 27.4, 1.55)], head);
}

/**
 * A giraffe's long leg from under the body at `x`, wide enough to colour (5.4 units at the top, 4.4 at the
 * shin): a round knobbly knee bulging both sides (a hind leg's hock sits further back), then a hoof of its own
 * with its cloven split, on the ground at `ground` (higher for the far legs, set back).
 */
function giraffeLeg(x: number, hind: boolean, ground = 64.5) {
  const w = 5.4;
  const [k, ky] = [hind ? 1.4 : -0.2, hind ? 50 : 51];
  const X = (dx: number) => r2(x + dx);
  const foot = r2(ground - 3.9);
  const leg = path(
    `M${x} 38L${X(k + 0.2)} ${ky - 3.4}Q${X(k - 2.2)} ${ky} ${X(0.5)} ${ky + 3.4}L${X(0.5)} ${foot}L${X(w - 0.5)} ${foot}L${X(w - 0.5)} ${ky + 3.4}Q${X(w + k + 2.2)} ${ky} ${X(w + k - 0.2)} ${ky - 3.4}L${X(w + (hind ? 1.6 : 0))} 38Z`,
  );
  const hoof = path(
    `M${X(0.3)} ${r2(foot - 0.4)}L${X(-0.4)} ${r2(ground - 0.6)}Q${X(-0.4)} ${ground} ${X(0.2)} ${ground}L${X(w - 0.2)} ${ground}Q${X(w + 0.4)} ${ground} ${X(w + 0.4)} ${r2(ground - 0.6)}L${X(w - 0.3)} ${r2(foot - 0.4)}Z`,
  );
  return { f: [leg, hoof], s: `M${X(w / 2)} ${r2(ground - 2)}V${ground}` };
}

/**
 * A whole giraffe standing side-on, facing left: a long neck with a mane along its back, a head with two
 * ossicones (little horns with knobs), ears, an eye, a nostril and a smile, patches as rounded areas of their own
 * clear of each other and of the outline, four long legs wide enough to colour, with knobbly knees and hooves,
 * and a tail with a tuft. Fluent's was a box with patches cut into odd slivers.
 */
export function giraffe() {
  const f: string[] = [];
  const s: string[] = [];
  // the far legs (set back, their hooves higher), then the near ones, offset so no two stand edge to edge, all
  // before the body
  for (const [x, hind, ground] of [
    [35.5, false, 63],
    [56, true, 63],
    [28.5, false, 64.5],
    [48.5, true, 64.5],
  ] as [number, boolean, number][]) {
    const leg = giraffeLeg(x, hind, ground);
    f.push(...leg.f);
    s.push(leg.s);
  }
  // the tail with its tuft
  f.push(path('M60 31Q64.5 36 64.6 46L63 46Q62.8 37.5 59 33Z'));
  f.push(path('M63.8 44.5Q61.2 47.5 62.4 51.5Q63.6 50.4 63.9 49.4Q64.8 51 66 51.5Q66.8 47.5 63.8 44.5Z'));
  // the mane along the back of the neck, under it
  const back: Pt[] = between([19.5, 8.5], [40, 27.5], 6);
  f.push(path(`M${back[0].join(' ')}${scallops(back, 1.8)}L38 30L18 11Z`));
  // the neck and the body
  f.push(path('M16 15Q22 25 27 34Q29 41.5 38 43.2Q45 44.4 52 43.6Q62.5 42.4 62.5 35Q62.5 28 54 26.5L42 26.5Q34 24 22 9Z'));
  // patches on the body and neck, rounded areas standing free of each other and of the outline
  const patches: Pt[][] = [
    [
      [33, 33],
      [38, 30.6],
      [40, 35],
      [35.5, 38.6],
    ],
    [
      [42.5, 29.5],
      [48, 29.2],
      [48.5, 33.4],
      [43, 34.6],
    ],
    [
      [51.5, 29.6],
      [58.2, 30],
      [57.4, 34.2],
      [52, 34.4],
    ],
    [
      [42.5, 37.6],
      [48.6, 36.8],
      [49.4, 40.4],
      [43.4, 40.8],
    ],
    [
      [52.6, 37.4],
      [58.6, 36.8],
      [57, 40.4],
      [52.4, 40.6],
    ],
    [
      [25.6, 26.4],
      [28.8, 25.6],
      [31.4, 29.6],
      [28.2, 31.8],
    ],
    [
      [20.4, 18.4],
      [23.4, 17.6],
      [25.6, 21.6],
      [22.4, 23.2],
    ],
  ];
  for (const p of patches) f.push(path(roundPoly(p)));
  // the ossicones with their knobs, then the ears
  f.push(path('M14.6 7L14.8 3L17 3L17.2 7Z'), path(circle(15.9, 2.6, 1.6)));
  f.push(path('M18.8 7L19.4 3.2L21.6 3.4L21.4 7.4Z'), path(circle(20.6, 2.8, 1.6)));
  f.push(path('M21 8.4Q25 5.2 28.6 6.2Q27 9.6 22.4 11Z'));
  // the head, kept clear of an adults' page's fill, its muzzle to the front
  const head = path('M23 10.6Q23 6 17.6 6L10.6 6.6Q5 7.4 5 12Q5 16.6 10 16.8L17 16.4Q23 15.6 23 10.6Z');
  f.push(head);
  s.push('M8 14.1Q10.2 15.4 12.6 14.1');
  return out(f, s, [circle(15.6, 10.3, 1.4), circle(7.2, 10.4, 0.7)], head);
}

/** A llama's slim leg from under the body at `x`, bent a little at the knee, then a hoof with its split. */
function llamaLeg(x: number) {
  return {
    f: [
      path(
        `M${x} 46L${r2(x + 0.2)} 54Q${r2(x - 0.4)} 55.5 ${r2(x + 0.3)} 57L${r2(x + 0.4)} 61.2L${r2(x + 4.2)} 61.2L${r2(x + 4.3)} 57Q${r2(x + 5)} 55.5 ${r2(x + 4.4)} 54L${r2(x + 4.6)} 46Z`,
      ),
      path(
        `M${r2(x + 0.2)} 60.8L${r2(x - 0.4)} 63.9Q${r2(x - 0.4)} 64.5 ${r2(x + 0.2)} 64.5L${r2(x + 4.4)} 64.5Q${r2(x + 5)} 64.5 ${r2(x + 5)} 63.9L${r2(x + 4.4)} 60.8Z`,
      ),
    ],
    s: `M${r2(x + 2.3)} 62V64.5`,
  };
}

/**
 * A whole llama standing side-on, facing left: a woolly body and a tall woolly neck with scalloped edges, a head
 * with banana ears and a tuft, an eye, a nose and a smile, a blanket on its back with a patterned band (diamonds
 * to colour) and a tasselled edge, four slim legs with knees and split hooves, and a woolly tail.
 */
export function llama() {
  const f: string[] = [];
  const s: string[] = [];
  // the far legs then the near ones, offset, their tops under the wool
  for (const x of [34.4, 50.4, 27.8, 56.8]) {
    const leg = llamaLeg(x);
    f.push(...leg.f);
    s.push(leg.s);
  }
  // the tail, then the neck (its foot hidden by the body), then the body
  f.push(path(fleece(63, 35.6, 2.6, 3, 6, 1.3)));
  const front: Pt[] = between([21.6, 42], [20, 16], 5);
  const rear: Pt[] = between([30.8, 16], [34, 42], 5);
  f.push(path(`M${front[0].join(' ')}${scallops(front, 1.2)}L${rear[0].join(' ')}${scallops(rear, 1.2)}Z`));
  f.push(path(fleece(44, 40, 17, 8.5, 15, 1.4, Math.PI * 0.9)));
  // the blanket over the back: an area, a band of diamonds across it, tassels along its edge
  f.push(path('M36 30.4Q45 28.8 54 30.4L55.5 44L35 44Z'));
  f.push(path('M35.6 35.8L54.9 35.8L55.3 39.8L35.2 39.8Z'));
  for (const x of [38.4, 42.4, 46.4, 50.4]) f.push(path(`M${x} 37.8L${r2(x + 1.6)} 36.4L${r2(x + 3.2)} 37.8L${r2(x + 1.6)} 39.2Z`));
  for (const x of [37, 41, 45, 49, 53]) s.push(`M${x} 44V46.2`);
  // the banana ears, the far one first, then the head with its tuft
  f.push(path('M26.8 10.2Q25.6 4.6 28.8 1Q31.2 4.4 29.6 10.6Z'));
  f.push(path('M21.8 10.6Q19.4 4.8 22.8 0.8Q25.6 4.4 24.8 10.8Z'));
  const head = path('M31 13.6Q31 8.4 25.6 8.2Q19.6 8.2 16 10.2L11.4 12.2Q8.4 13.8 8.8 16.6Q9.4 19.4 13 19.6L24.4 19.6Q31 19 31 13.6Z');
  f.push(head);
  f.push(path(fleece(26.6, 8.8, 2.6, 1.4, 5, 1.1, Math.PI)));
  s.push('M11.2 17.4Q13.2 18.8 15.6 17.6');
  return out(f, s, [circle(22, 13.2, 1.4), circle(10.2, 14.4, 0.75)], head);
}

/** Spike points around the upper part of an ellipse from angle `a0` to `a1`, `n` spikes standing `len` out. */
function spikeRow(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n: number, len: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= 2 * n; i++) {
    const a = a0 + ((a1 - a0) * i) / (2 * n);
    pts.push(onEllipse(cx, cy, rx + (i % 2 ? len : 0), ry + (i % 2 ? len : 0), a));
  }
  return pts;
}

/**
 * A whole hedgehog standing side-on, facing left: a round body whose coat is three rows of spikes (zigzag areas to
 * colour), a smooth face with a pointy snout, a nose, an eye, an ear, a cheek and a smile, four little feet, and
 * an apple on its back.
 */
export function hedgehog() {
  const f: string[] = [];
  const s: string[] = [];
  // the little legs, far then near, their tops under the belly, each with a toe line
  for (const x of [30.6, 57, 24.6, 50.6]) {
    f.push(
      path(
        `M${r2(x - 2.5)} 55L${r2(x - 2.5)} 62.4Q${r2(x - 2.5)} 64.6 ${x} 64.6L${r2(x + 1.6)} 64.6Q${r2(x + 3.4)} 64.6 ${r2(x + 2.8)} 62.6L${r2(x + 2.5)} 55Z`,
      ),
    );
    s.push(`M${r2(x + 0.4)} 62.6V64.6`);
  }
  // three rows of spikes, outer to inner, each an area to colour; their lower ends go under the belly
  const rows: [number, number, number, number, number, number][] = [
    [42, 46, 21, 15.5, 16, 4.6],
    [43.5, 47.5, 15.5, 11, 12, 3.8],
    [45, 49.5, 10, 6.6, 8, 3.2],
  ];
  for (const [cx, cy, rx, ry, n, len] of rows) {
    const pts = spikeRow(cx, cy, rx, ry, Math.PI * 1.02, Math.PI * 2.12, n, len);
    f.push(path(`M${pts.map((p) => p.join(' ')).join('L')}L${r2(cx + rx * 0.9)} 59L${r2(cx - rx)} 59Z`));
  }
  // the smooth belly under the spikes
  f.push(path('M20 52Q44 58.6 62.8 51.6Q63.6 60.6 52 60.8L28 60.8Q21 59 20 52Z'));
  // the face and snout over the front of the coat, kept clear of an adults' page's fill
  const head = path('M33 33Q26 31 20 38L9.4 45.4Q6.6 47.4 7.6 49.8Q9.4 53.4 16 55Q25 57.8 32.5 55Q37.6 50 37 42Q36.4 35.6 33 33Z');
  f.push(head);
  // the ear at the edge of the coat, a cheek
  f.push(path(ellipse(28.6, 36.6, 2.6, 2.2)));
  f.push(path(circle(26.6, 47.6, 2.3)));
  s.push('M13.2 50.6Q16 52.8 19.4 51');
  // the apple on its back, with its stem and leaf
  f.push(path('M43 25Q39 21.2 39 17.6Q39 13.4 43 13.4Q44.6 13.4 45.2 14.2Q45.8 13.4 47.4 13.4Q51.4 13.4 51.4 17.6Q51.4 21.2 47.4 25Q45.2 26 43 25Z'));
  s.push('M45.2 14.2Q45 11.8 46.2 10.2');
  f.push(path('M46.4 11Q48.6 8.4 51.6 9.4Q49.8 12.4 46.4 11Z'));
  return out(f, s, [circle(21.4, 42.6, 1.45), circle(7.9, 47.6, 1.5)], head);
}
