// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's orangutan is a flat block: a box of a face with four solid black dots, two slabs for arms; outlined it
// printed as a crate with nothing to colour. Ours sits facing us as the gorilla and the monkey do
// (jungle-animals.ts, tree-climbers.ts), but as an orangutan: very long arms, one raised waving and one reaching
// down to its hand on the ground, a coat of long hair as tufts, and a round face disc. (A hand resting on its head
// left a hole under the arm that the page's jungle showed through; the waving arm reads at a glance.)
import { arc, d, out, smooth, tufts } from './big-beasts-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A long hairy arm along the cubics from `a`, `w0` to `w1` across, the band's `right` edge (the outer side of both
 * arms here) cut into `n` tufts of hanging hair, leaning as `tufts` leans them.
 */
function hairyArm(a: Pt, cubics: [Pt, Pt, Pt][], w0: number, w1: number, n: number, lean: 1 | -1, bump = 2.4): string {
  const { left, right } = band(along(a, cubics, 12), (t) => w0 + (w1 - w0) * t);
  return path(`M${d(left)}L${d(right.slice(-1))}${tufts([...right].reverse(), n, bump, lean)}Z`);
}

/**
 * An open hand waving, its palm centred near (x, y): four fingers fanning up and a thumb out to the right, one
 * outline (fingers apart at their tips, so it reads as a hand and not a flower of petals).
 */
function openHand(x: number, y: number): string {
  const P = (dx: number, dy: number): Pt => [r2(x + dx), r2(y + dy)];
  const S = (q: Pt) => q.join(' ');
  /** A finger from its root `at` on the palm, `len` long at `deg` degrees (0 up, clockwise), 2.3 across, its tip round. */
  const finger = (at: Pt, deg: number, len: number) => {
    const a = (deg * Math.PI) / 180;
    const [ux, uy] = [Math.sin(a), -Math.cos(a)];
    const [nx, ny] = [-uy, ux];
    const w = 1.15;
    const p = (u: number, n: number) => `${r2(at[0] + ux * u + nx * n)} ${r2(at[1] + uy * u + ny * n)}`;
    return `L${p(0, -w)}L${p(len, -w)}Q${p(len + 2.2, 0)} ${p(len, w)}L${p(0, w)}`;
  };
  return path(
    `M${d([P(-3.2, 4.4), P(-4.4, 0.6)])}${finger(P(-3.8, -1.8), -28, 3.6)}${finger(P(-1.5, -3.2), -9, 4.4)}${finger(P(1.1, -3.2), 9, 4.4)}${finger(P(3.4, -1.8), 28, 3.6)}${finger(P(4.2, 1.6), 70, 3)}L${S(P(3.2, 4.4))}Q${S(P(0, 5.6))} ${S(P(-3.2, 4.4))}Z`,
  );
}

/**
 * A whole orangutan sitting facing us: a shaggy head of hair round a big round face disc with eyes, cheeks, a
 * wide muzzle with nostrils and a smile standing free; a long arm raised, waving an open hand with a palm, the
 * other reaching down to its hand on the ground, long hair hanging from both in tufts; a body with shaggy sides
 * and a pale belly, legs folded in front with long hand-like feet.
 */
export function orangutan() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the raised arm, behind the body: up and out from the shoulder, waving; its open hand and the palm on it
  f.push(
    hairyArm(
      [26, 31],
      [
        [
          [19, 29],
          [13, 26],
          [11, 19],
        ],
        [
          [9.6, 15],
          [9.4, 13.6],
          [9.6, 11.6],
        ],
      ],
      7.6,
      6.2,
      6,
      1,
    ),
  );
  f.push(openHand(9.6, 11.6), path(ellipse(9.6, 12.2, 2.6, 2.1)));
  // the body: shaggy down both sides, round at the seat
  const leftSide = smooth([
    [26, 27],
    [19.5, 34],
    [16.5, 45],
    [17, 56],
    [21, 64],
  ]);
  const rightSide = smooth([
    [51, 64],
    [53.4, 56],
    [53, 45],
    [50, 34],
    [45, 27],
  ]);
  f.push(path(`M${d(leftSide.slice(0, 1))}${tufts(leftSide, 6, -2.6)}L36 65.5L${d(rightSide.slice(0, 1))}${tufts(rightSide, 6, -2.6, -1)}Q36 23 26 27Z`));
  f.push(path(ellipse(36, 47, 10, 12)));
  // the legs folded in front, knees out, then the long feet with their toes
  f.push(path('M15.4 65C12.6 57 16.4 50.6 22.4 50.6C28 50.6 31.8 56.6 31 65Z'), path('M56.6 65C59.4 57 55.6 50.6 49.6 50.6C44 50.6 40.2 56.6 41 65Z'));
  for (const cx of [23, 49]) {
    f.push(path(`M${r2(cx - 6.5)} 67.4Q${r2(cx - 6.8)} 62 ${cx} 61.8Q${r2(cx + 6.8)} 62 ${r2(cx + 6.5)} 67.4Q${cx} 69.2 ${r2(cx - 6.5)} 67.4Z`));
    s.push([-3.2, 0, 3.2].map((t) => `M${r2(cx + t)} 65.2V${r2(68.6 - Math.abs(t) * 0.12)}`).join(''));
  }
  // the arm reaching down to the ground, over the body's side, its hand flat on the ground with fingers
  f.push(
    hairyArm(
      [44, 25],
      [
        [
          [54, 25],
          [62, 32],
          [64, 42],
        ],
        [
          [65.5, 50],
          [65.8, 55],
          [65.8, 60],
        ],
      ],
      6.6,
      6,
      7,
      -1,
    ),
  );
  f.push(path('M59.6 68Q59 61.4 65.2 61Q71.2 61.4 70.6 68Q65.2 69.4 59.6 68Z'));
  s.push('M62.6 65.4V68.4M65.2 65.2V68.6M67.8 65.4V68.4');
  // the head of hair, shaggy all round, then the round face disc (kept clear of an adults' page's fill)
  const hair = arc(36, 16.5, 14, 12.6, 0, 360, 48);
  f.push(path(`M${d(hair.slice(0, 1))}${tufts(hair, 15, 2)}Z`));
  const disc = path(ellipse(36, 18.6, 11.6, 9.6));
  f.push(disc);
  // the face: eyes and cheeks on the disc, the wide muzzle an area, its nostrils and the smile standing free on it
  const face = kawaiiFace(36, 16.6, 0.85, 0, {
    eyeX: 4.8,
    eyeY: -1,
    eyeR: 2.1,
    cheekX: 9,
    cheekY: 3,
    cheek: [2.2, 1.4],
    smileX: 2.8,
    smileY: 8.6,
    smileLow: 11,
    clearY: 2,
    clear: [12, 11],
  });
  f.push(...face.f);
  f.push(path(ellipse(36, 23.6, 6.8, 4.6)));
  s.push(face.s);
  dots.push(face.d, circle(34.8, 21.6, 0.6), circle(37.2, 21.6, 0.6));
  return out(f, s, dots, disc);
}
