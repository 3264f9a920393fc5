// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The dolphin (1F42C). Fluent's curled its tail into a hook beside its body, which printed as a round blob with a
// loose claw of a tail. Ours leaps to the left in one graceful arc, its head high and its tail low: a beak (the
// rostrum) with a smile along it, a round melon forehead, a friendly eye, a blowhole, a dorsal fin swept back, a
// pectoral flipper, a lighter belly as an area of its own and horizontal tail flukes with a notch.
import { circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** Points along the Catmull-Rom curve through `knots` (open), `n` to a stretch. */
function spline(knots: Pt[], n = 24): Pt[] {
  const at = (i: number) => knots[Math.max(0, Math.min(knots.length - 1, i))];
  const out: Pt[] = [knots[0]];
  for (let i = 0; i + 1 < knots.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let k = 1; k <= n; k++) {
      const t = k / n;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push(
        [0, 1].map(
          (j) => 0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2 + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3),
        ) as Pt,
      );
    }
  }
  return out;
}

/** The spine from the tip of the beak to the root of the flukes, and a point's share `t` of the way along it. */
const SPINE = spline([
  [2.5, 27],
  [11, 23],
  [24, 20.5],
  [38, 22.5],
  [50, 30],
  [57, 42],
  [59.5, 53],
  [59.5, 60],
]);
const LENGTHS = SPINE.reduce<number[]>((acc, p, i) => [...acc, i ? acc[i - 1] + Math.hypot(p[0] - SPINE[i - 1][0], p[1] - SPINE[i - 1][1]) : 0], []);
const TOTAL = LENGTHS[LENGTHS.length - 1];

/** The spine's point at the share `t` of its length, its heading (towards the tail) and its normal towards the back. */
function frame(t: number): { p: Pt; d: Pt; n: Pt } {
  const s = Math.max(0, Math.min(1, t)) * TOTAL;
  let i = LENGTHS.findIndex((l) => l >= s);
  if (i < 1) i = 1;
  const [a, b] = [SPINE[i - 1], SPINE[i]];
  const u = (s - LENGTHS[i - 1]) / (LENGTHS[i] - LENGTHS[i - 1] || 1);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const d: Pt = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  return { p: [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u], d, n: [d[1], -d[0]] };
}

/** The point `off` units from the spine at `t` towards the back (negative: towards the belly), `along` units on. */
function at(t: number, off: number, along = 0): Pt {
  const { p, d, n } = frame(t);
  return [r2(p[0] + n[0] * off + d[0] * along), r2(p[1] + n[1] * off + d[1] * along)];
}

const ease = (x: number) => {
  const c = Math.max(0, Math.min(1, x));
  return c * c * (3 - 2 * c);
};
/** How far the back stands from the spine: the slim beak, the round melon rising over it, the tapering tail. */
const back = (t: number) => {
  const x = Math.max(0, Math.min(1, (t - 0.07) / 0.13));
  return 2.2 + 7.2 * (1 - (1 - x) ** 2.4) ** 0.8 + 2.6 * ease((t - 0.18) / 0.18) - 9.4 * ease((t - 0.4) / 0.6);
};
/** How far the belly stands from the spine: the beak's lower jaw, the throat swelling, the tapering tail. */
const belly = (t: number) => 2.2 + 9 * ease((t - 0.05) / 0.32) - 8.8 * ease((t - 0.4) / 0.6);

const line = (pts: Pt[]) => pts.map((p) => p.join(' ')).join('L');
const steps = (t0: number, t1: number, n = 60) => Array.from({ length: n + 1 }, (_, i) => t0 + ((t1 - t0) * i) / n);

export function dolphin() {
  const f: string[] = [];
  const s: string[] = [];
  // the flukes, spread level across the end of the tail (behind it): a crescent with a notch in its trailing edge
  {
    const e = frame(1);
    const P = (side: number, along: number): Pt => [r2(e.p[0] + e.n[0] * side + e.d[0] * along), r2(e.p[1] + e.n[1] * side + e.d[1] * along)];
    f.push(
      path(
        `M${P(0, -2.5).join(' ')}C${P(4.5, -3).join(' ')} ${P(9.5, -0.5).join(' ')} ${P(11.6, 5.4).join(' ')}C${P(8.4, 5.2).join(' ')} ${P(3.5, 4).join(' ')} ${P(0, 6.6).join(' ')}C${P(-3.5, 4).join(' ')} ${P(-8.4, 5.2).join(' ')} ${P(-11.6, 5.4).join(' ')}C${P(-9.5, -0.5).join(' ')} ${P(-4.5, -3).join(' ')} ${P(0, -2.5).join(' ')}Z`,
      ),
    );
  }
  // the dorsal fin at the top of the arch, swept towards the tail (behind the body): a leading edge bowing
  // forward and up to a rounded tip, a trailing edge curving back down in a hollow
  {
    const [t0, t1] = [0.3, 0.5];
    const tipAt = at(0.5, back(0.5) + 9.5, 1);
    f.push(
      path(
        `M${at(t0, back(t0) - 2).join(' ')}C${at(0.33, back(0.33) + 6).join(' ')} ${at(0.43, back(0.43) + 10.5).join(' ')} ${tipAt.join(' ')}C${at(0.5, back(0.5) + 5).join(' ')} ${at(0.47, back(0.47) + 3).join(' ')} ${at(t1, back(t1) - 2).join(' ')}Z`,
      ),
    );
  }
  // the body: along the back from the tail to the beak, round the beak's tip, back along the belly
  const ts = steps(0, 1, 90);
  const top = ts.map((t) => at(t, back(t)));
  const under = ts.map((t) => at(t, -belly(t)));
  const tip = at(0, 0, -1.9);
  const end = at(1, 0, 2.6);
  f.push(
    path(
      `M${line([...top].reverse())}Q${at(0, 1.9, -1.9).join(' ')} ${tip.join(' ')}Q${at(0, -1.9, -1.9).join(' ')} ${line(under)}Q${at(1, -2.6, 2.6).join(' ')} ${end.join(' ')}Q${at(1, 2.6, 2.6).join(' ')} ${top[top.length - 1].join(' ')}Z`,
    ),
  );

  // the lighter belly: from the throat to the tail, its outer edge the body's own so no sliver shows
  const bt = steps(0.13, 0.8, 60);
  const bellyLine = bt.map((t) => at(t, -belly(t)));
  const inner = bt.map((t) => at(t, -belly(t) * (1 - 0.62 * Math.sin((Math.PI * (t - 0.13)) / 0.67) ** 0.45)));
  // kept clear of an adults' fill with the face: the pale underside is part of what reads as a dolphin
  const pale = path(`M${line(bellyLine)}L${line(inner.reverse())}Z`);
  f.push(pale);

  // the pectoral flipper over the chest: a rounded paddle swept back and down past the belly
  f.push(
    path(
      `M${at(0.2, -3.5).join(' ')}C${at(0.2, -10).join(' ')} ${at(0.3, -16).join(' ')} ${at(0.4, -18.5).join(' ')}C${at(0.42, -18.2).join(' ')} ${at(0.41, -15.5).join(' ')} ${at(0.37, -12).join(' ')}C${at(0.33, -8).join(' ')} ${at(0.3, -3.8).join(' ')} ${at(0.2, -3.5).join(' ')}Z`,
    ),
  );

  // the face, kept clear of an adult page's fill: the eye ringed in white, the blowhole, the smile along the beak
  const eye = at(0.175, 2.3);
  f.push(path(circle(eye[0], eye[1], 3.1)));
  s.push(`M${at(0.24, back(0.24) - 1.3, -1.2).join(' ')}Q${at(0.24, back(0.24) - 2.1).join(' ')} ${at(0.24, back(0.24) - 1.3, 1.2).join(' ')}`);
  s.push(`M${at(0.025, -0.4).join(' ')}L${at(0.095, -0.8).join(' ')}Q${at(0.128, -1.3).join(' ')} ${at(0.132, 0.9).join(' ')}`);
  const pupil = [r2(eye[0] - 0.5), r2(eye[1] + 0.2)];
  const dots = `${circle(pupil[0], pupil[1], 1.7)}M${r2(pupil[0] - 0.9)} ${r2(pupil[1] - 0.6)}a0.55 0.55 0 1 1 1.1 0a0.55 0.55 0 1 1 -1.1 0Z`;
  const head = at(0.1, 0.5);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots}"/>`, c: path(ellipse(head[0], head[1], 9, 7)) + pale };
}
