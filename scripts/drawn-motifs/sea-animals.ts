// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// OpenMoji's orca is a thin leaping silhouette with no face and none of its white patches; Fluent's crocodile is
// seen from above (a flat body holding a grid of boxes, legs sprawled) and its blowfish is a lump with spikes and
// an odd mouth. Ours swim (or walk) side-on, facing left, whole and friendly (the shark is in shark.ts).
import { stoutLeg } from './big-animals';
import { smooth } from './dinosaurs';
import { along, band, circle, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** The cubics of `smooth(pts)`, one after each knot, as [control, control, end]. */
function cubicsOf(pts: Pt[]): [Pt, Pt, Pt][] {
  return smooth(pts)
    .replace('Z', '')
    .split('C')
    .slice(1)
    .map((c) => {
      const n = c.trim().split(/\s+/).map(Number);
      return [
        [n[0], n[1]],
        [n[2], n[3]],
        [n[4], n[5]],
      ];
    });
}

/** The stretch of the smooth outline through `pts` from knot `i` forward to knot `j`, unclosed: a belly's edge. */
export function stretch(pts: Pt[], i: number, j: number): string {
  const cs = cubicsOf(pts);
  let d = `M${r2(pts[i][0])} ${r2(pts[i][1])}`;
  for (let k = i; k !== j; k = (k + 1) % pts.length) d += `C${cs[k].map((p) => p.join(' ')).join(' ')}`;
  return d;
}

/** Points along the smooth outline through `pts` from knot `i` forward to knot `j`, `n` to a cubic. */
export function walk(pts: Pt[], i: number, j: number, n = 12): Pt[] {
  const cs = cubicsOf(pts);
  const chain: [Pt, Pt, Pt][] = [];
  for (let k = i; k !== j; k = (k + 1) % pts.length) chain.push(cs[k]);
  return along(pts[i], chain, n);
}

/** The outward normal (to the left of the way `line` runs) and the tangent at its point `k`. */
function frame(line: Pt[], k: number): { n: Pt; t: Pt } {
  const [a, b] = [line[Math.max(0, k - 1)], line[Math.min(line.length - 1, k + 1)]];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const t: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  return { n: [t[1], -t[0]], t };
}

/** A soft spike (a crocodile's scute, a blowfish's prickle) standing `h` out of (x, y) along `n`, `w` across. */
function spike([x, y]: Pt, { n, t }: { n: Pt; t: Pt }, w: number, h: number): string {
  const at = (u: number, v: number) => `${r2(x + t[0] * u + n[0] * v)} ${r2(y + t[1] * u + n[1] * v)}`;
  return `M${at(-w / 2, -1)}Q${at(-w * 0.3, h * 0.7)} ${at(0, h)}Q${at(w * 0.3, h * 0.7)} ${at(w / 2, -1)}Z`;
}

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A chunky killer whale swimming to the left, seen side-on as a storybook draws a whale: a round head and body
 * whose tail stock curves up into flukes spread flat (two lobes and a notch, a whale's tail and not a fish's
 * upright one), a tall dorsal fin, the white patch behind the eye and the white chin and belly sweeping up the
 * flank as areas, the grey saddle behind the fin, a paddle flipper, a friendly eye with a shine and a long smile.
 */
export function orca() {
  const f: string[] = [];
  const s: string[] = [];
  const body: Pt[] = [
    [2.5, 42],
    [5.5, 34],
    [13, 28],
    [25, 25],
    [37, 25.5],
    [46, 28.5],
    [52, 27.5],
    [55.5, 21.5],
    [57.5, 15],
    [63.5, 15],
    [64.5, 24],
    [62.5, 34],
    [56, 44.5],
    [46, 52],
    [33, 56],
    [19, 55.5],
    [9.5, 51.5],
    [4, 47],
  ];
  // the tall dorsal fin, behind the body, leaning back a little at its tip
  f.push(path('M24 26.5Q29.5 17 31 6Q31.8 3 34.2 4.8Q36.5 17 43.5 28Z'));
  f.push(path(smooth(body)));
  // the white chin and belly along the underside, sweeping up the flank behind the flipper
  f.push(path(`${stretch(body, 12, 0)}Q4.5 45.5 9 46.5C18 48.5 28 48.5 36 46C43 44 45 36.5 51 36Q55.5 36 57.5 42Z`));
  // the grey saddle on the back behind the fin
  f.push(path(`${stretch(body, 4, 6)}C50 33 46 36.5 41.5 35C38.5 34 38 29 37 25.5Z`));
  // the flukes spread flat on top of the upturned stock: two lobes, tips curling up, a notch between them
  f.push(path('M57 18Q50 17 45.6 9Q45.2 6.6 47.6 7Q54.5 8.4 60.5 12Q66.5 8.4 69.6 6.8Q72 6.4 71.4 9Q68.5 17 64 18Q60.5 16 57 18Z'));
  // the white patch behind the eye; the paddle flipper hanging over the belly
  f.push(path(turnedEllipse(22.5, 33.5, 6, 2.9, -12)));
  f.push(path('M23 47.5Q23.5 56 30 62Q33.6 64.8 35 61.2Q33.5 53 29.5 46.5Q26 45 23 47.5Z'));
  // the long smile from the snout back under the eye, standing free
  s.push('M5.5 42.6Q11 45.4 17.5 42.2Q19 41.4 19.6 40');
  // the eye: a round pupil with a shine left white (the inner circle runs the other way round)
  const shine = 'M12.9 35.3a0.75 0.75 0 1 1 1.5 0a0.75 0.75 0 1 1 -1.5 0Z';
  return out(f, s, [circle(13.2, 36, 2.1), shine], path(ellipse(13, 38, 11, 10)));
}

/** A round bump (a crocodile's back ridge) standing `h` out of (x, y) along `n`, `w` across. */
function bump([x, y]: Pt, { n, t }: { n: Pt; t: Pt }, w: number, h: number): string {
  const at = (u: number, v: number) => `${r2(x + t[0] * u + n[0] * v)} ${r2(y + t[1] * u + n[1] * v)}`;
  return `M${at(-w / 2, -1.2)}C${at(-w / 2, h * 1.25)} ${at(w / 2, h * 1.25)} ${at(w / 2, -1.2)}Z`;
}

/**
 * A friendly storybook crocodile walking to the left, side-on, built to fill its box: a chunky body on four
 * sturdy legs with toes, a big head with a long snout, a nostril bump and two eye bumps holding round eyes, a wide
 * toothy grin (the teeth small areas) and a cheek, round ridges along the back, a pale belly in a few bands, three
 * scale patches on the flank and a thick tail that swings out behind and curls up over its back. Fluent's was seen
 * from above, which a child does not read; our first one was long and low, so it printed small and thin.
 */
export function crocodile() {
  const f: string[] = [];
  const s: string[] = [];
  const body: Pt[] = [
    [2.5, 41],
    [4.5, 36.5],
    [10, 35],
    [18, 34.6],
    [24, 31],
    [31, 29],
    [39, 30],
    [47, 30.5],
    [54, 33],
    [58.5, 39],
    [57.5, 47.5],
    [51, 54],
    [41, 57.5],
    [30, 57],
    [23, 53.5],
    [17, 48.5],
    [9, 46.8],
    [3.5, 45],
  ];
  // the tail, behind the body: out from the rump, then curling up and over towards the back, thinning to its tip
  const spine = along(
    [50, 41.5],
    [
      [
        [56, 43.5],
        [62.5, 42.5],
        [65, 35.5],
      ],
      [
        [67.2, 29],
        [65.5, 21],
        [59.5, 18.5],
      ],
      [
        [54.5, 16.5],
        [50.5, 18.6],
        [51.2, 22.6],
      ],
    ],
    12,
  );
  const tail = band(spine, (t) => r2(1.4 + 12 * (1 - t)));
  // round ridges along the outside of the tail's curl, smaller to the tip
  for (let k = 5; k < spine.length - 6; k += 5) {
    const u = k / spine.length;
    const { n, t } = frame(tail.left, k);
    f.push(path(bump(tail.left[k], { n: [-n[0], -n[1]], t: [-t[0], -t[1]] }, r2(5.4 - 2.6 * u), r2(3.2 - 1.4 * u))));
  }
  f.push(path(tail.d));
  // round ridges along the back, from behind the eyes to the rump
  const ridge = walk(body, 6, 9, 12);
  for (let k = 3; k < ridge.length - 4; k += 7) f.push(path(bump(ridge[k], frame(ridge, k), 5.4, 2.9)));
  // four sturdy legs with toenails (the big animals' legs), the far pair set back with its feet higher on the
  // page; the body hides their tops
  const leg = (x: number, w: number, top: number, seen: number, ground: number, hind: boolean) => f.push(...stoutLeg(x, w, top, seen, ground, hind).f);
  leg(31, 7, 50, 55.5, 62.8, false);
  leg(50.5, 7, 48, 52, 62.8, true);
  // the nostril bump and the two eye bumps on the head, behind its outline
  f.push(path(ellipse(7, 34.6, 2.4, 1.5)));
  f.push(path(circle(33.2, 25.2, 4.3)), path(circle(26, 26, 5)));
  leg(21.5, 8, 50, 54, 65, false);
  leg(41.5, 8.5, 52, 57, 65, true);
  f.push(path(smooth(body)));
  // the pale belly along the underside, its outer edge the body's own, in a few bands
  const edge = walk(body, 10, 15, 10);
  const inner = edge.map((p, k) => {
    const { n } = frame(edge, k);
    const w = 3.6 * Math.sqrt(Math.sin((Math.PI * k) / (edge.length - 1)));
    return [r2(p[0] - n[0] * w), r2(p[1] - n[1] * w)] as Pt;
  });
  f.push(
    path(
      `${stretch(body, 10, 15)}L${[...inner]
        .reverse()
        .map((p) => p.join(' '))
        .join('L')}Z`,
    ),
  );
  for (let k = 9; k < edge.length - 6; k += 9) s.push(`M${edge[k].join(' ')}L${inner[k].join(' ')}`);
  // three scale patches scattered on the flank (a row of them had read as buttons)
  for (const [x, y, rx, ry, deg] of [
    [38.5, 37, 3.2, 2.4, -6],
    [47, 43, 2.8, 2.1, 4],
    [51.5, 35.5, 2.3, 1.8, 20],
  ] as const)
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  // the eyes, round in their bumps (the far one a little smaller), and the cheek
  f.push(path(circle(26, 27, 3.4)), path(circle(33.4, 25.8, 2.7)));
  f.push(path(ellipse(26.5, 43.2, 2.6, 1.7)));
  // the toothy grin, standing free at its ends: teeth hanging from it, two standing up to it
  const y = 41;
  for (const x of [7.5, 11, 14.5, 18]) f.push(path(`M${x - 1.25} ${y}L${x} ${r2(y + 2.3)}L${x + 1.25} ${y}Z`));
  for (const x of [9.25, 16.25]) f.push(path(`M${x - 1.1} ${y}L${x} ${r2(y - 2)}L${x + 1.1} ${y}Z`));
  s.push(`M4.6 ${y}L20 ${y}Q23.2 ${y} 24.4 37.6`);
  // the pupils, each with a shine left white (its circle runs the other way round), and the nostril
  const shine = (x: number, yy: number, r: number) => `M${r2(x - r)} ${yy}a${r} ${r} 0 1 1 ${r2(2 * r)} 0a${r} ${r} 0 1 1 ${r2(-2 * r)} 0Z`;
  return out(
    f,
    s,
    [circle(25.4, 27.6, 1.9), shine(25, 26.9, 0.65), circle(32.9, 26.2, 1.5), shine(32.6, 25.7, 0.5), circle(7, 34.4, 0.45)],
    path(`${ellipse(14, 40, 13, 8)}${circle(26, 26.5, 5.5)}${circle(33.2, 25.2, 4.8)}`),
  );
}

/**
 * A puffed-up blowfish swimming to the left: a round body ringed with soft spikes (each an area), a pale belly,
 * spots on its back, a big eye under a brow, a small round pursed mouth and a cheek, a side fin fanning back to a
 * scalloped edge (our first one, a wedge pointing forward with two lines, read as a beak), fins on top and
 * underneath, and a fan tail with rays.
 */
export function blowfish() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy, r] = [35, 37, 22.5];
  // the tail and the fins on top and underneath, behind the body, with their rays
  f.push(path('M55 37Q61 28 67.5 26.5Q71 27 70.5 31Q68.5 37 70.5 43Q71 47 67.5 47.5Q61 46 55 37Z'));
  s.push('M60 36Q64 32 68.5 30M60 38Q64 42 68.5 44');
  f.push(path('M42 18Q46 10 52 9.5Q55 10 54 13.5Q52 18 53 22Z'));
  f.push(path('M42 56Q46 64 52 64.5Q55 64 54 60.5Q52 56 53 52Z'));
  // the spikes round the body, left out where the fins and the tail are
  for (let i = 0; i < 20; i++) {
    const a = (i * 2 * Math.PI) / 20;
    const deg = (i * 360) / 20;
    if ([0, 18, 36, 54, 306, 324, 342].includes(deg)) continue;
    const p: Pt = [r2(cx + r * Math.cos(a)), r2(cy + r * Math.sin(a))];
    f.push(path(spike(p, { n: [Math.cos(a), Math.sin(a)], t: [-Math.sin(a), Math.cos(a)] }, 4.6, 4.4)));
  }
  f.push(path(circle(cx, cy, r)));
  // the pale belly, its edge the body's own
  const at = (deg: number) => `${r2(cx + r * Math.cos((deg * Math.PI) / 180))} ${r2(cy + r * Math.sin((deg * Math.PI) / 180))}`;
  f.push(path(`M${at(155)}A${r} ${r} 0 0 0 ${at(25)}Q${cx} ${cy + 4} ${at(155)}Z`));
  // spots on the back
  for (const [x, y, rr] of [
    [33, 22, 2.2],
    [42, 20.5, 1.6],
    [47.5, 27, 2.1],
    [39.5, 29, 1.5],
    [53, 34.5, 1.6],
  ])
    f.push(path(circle(x, y, rr)));
  // the side fin, swept back and down from a rounded root into a fan with a scalloped edge and rays
  f.push(path('M37.7 38.3Q42.7 37.5 47.6 39.3Q50.1 41.6 47.7 43.8Q49.2 47 46.2 48.6Q46.6 52 42.9 51.4Q38.2 47.7 35.8 42.9Q34.7 39.7 37.7 38.3Z'));
  s.push('M38.7 40L46.7 41M38.6 41.9L46.5 45.9M37.4 43.3L43.1 49.3');
  // the face, kept clear of an adult page's fill: the big eye and its brow, the cheek, and the pursed mouth set
  // inside the outline (on it, its ring stood out of the body like an ear)
  f.push(path(circle(24, 31, 6)));
  s.push('M18.5 22.8Q23 20.6 28.5 22.4');
  f.push(path(ellipse(27.8, 40.8, 2.4, 1.5)));
  f.push(path(ellipse(19.4, 41.2, 2.2, 2.6)), path(ellipse(19.2, 41.4, 0.9, 1.3)));
  // the pupil with a round highlight left white (the inner circle runs the other way round)
  const hole = `M22.3 29.2a0.9 0.9 0 1 1 1.8 0a0.9 0.9 0 1 1 -1.8 0Z`;
  return out(f, s, [circle(23, 31.5, 3), hole], path(circle(21, 36, 11)));
}
