// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A friendly Halloween skeleton. No emoji draws one: "a skeleton", "Skelett", "esqueleto", "squelette", 骸骨 drew a
// dog's bone, and 해골, 骷髏, 骷髅 drew nothing.
import { art, done, type Art, type Drawn } from './art';
import { boneOutline } from './bones-and-skull';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A cartoon skull's parts, the crown `r` in radius at (x, y): the round cranium narrowing to cheekbones and a jaw,
 * two big round eye sockets (areas, with `pupils` the house's eyes with a shine looking out of them), a nose
 * turned upside down as a heart is, and a wide smile as an area whose teeth are split by short lines, so each tooth
 * is an area to colour. Returns the sockets' centres and radii, for what a caller draws round them.
 */
export function cartoonSkull(a: Art, x: number, y: number, r: number, pupils = true): { eyes: Pt[]; eyeR: [number, number] } {
  const q = (dx: number, dy: number) => `${r2(x + dx * r)} ${r2(y + dy * r)}`;
  a.f.push(
    path(
      `M${q(-0.66, 0.58)}C${q(-1.16, 0.2)} ${q(-1.08, -1)} ${q(0, -1)}C${q(1.08, -1)} ${q(1.16, 0.2)} ${q(0.66, 0.58)}` +
        `L${q(0.58, 0.98)}Q${q(0, 1.16)} ${q(-0.58, 0.98)}Z`,
    ),
  );
  const eyes: Pt[] = [
    [r2(x - 0.4 * r), r2(y - 0.06 * r)],
    [r2(x + 0.4 * r), r2(y - 0.06 * r)],
  ];
  const eyeR: [number, number] = [r2(0.27 * r), r2(0.31 * r)];
  for (const [ex, ey] of eyes) a.f.push(path(ellipse(ex, ey, ...eyeR)));
  if (pupils) a.d.push(...eyes.map(([ex, ey]) => pupil(ex, ey + 0.05 * r, 0.14 * r)));
  // the nose: two round lobes up top meeting in a point below, as an upside-down heart
  a.f.push(
    path(
      `M${q(0, 0.5)}C${q(-0.2, 0.38)} ${q(-0.16, 0.22)} ${q(-0.06, 0.24)}Q${q(0, 0.26)} ${q(0, 0.32)}Q${q(0, 0.26)} ${q(0.06, 0.24)}C${q(0.16, 0.22)} ${q(0.2, 0.38)} ${q(0, 0.5)}Z`,
    ),
  );
  // the smile, its teeth split by short lines that run from edge to edge of it
  a.f.push(path(`M${q(-0.46, 0.6)}Q${q(0, 0.72)} ${q(0.46, 0.6)}Q${q(0.4, 0.92)} ${q(0, 0.94)}Q${q(-0.4, 0.92)} ${q(-0.46, 0.6)}Z`));
  for (const dx of [-0.24, 0, 0.24]) a.s.push(`M${q(dx, smileTop(dx))}L${q(dx, smileFoot(dx))}`);
  return { eyes, eyeR };
}

/** Where the smile's upper edge runs at `dx` (in crowns from the middle): its Q is straight in x, so t is too. */
const smileTop = (dx: number) => {
  const t = (dx + 0.46) / 0.92;
  return 0.6 + 0.24 * t * (1 - t);
};

/** Where the smile's lower edge runs at `dx`: the Q from (0.46, 0.6) by (0.4, 0.92) to (0, 0.94), mirrored. */
function smileFoot(dx: number): number {
  const x = Math.abs(dx);
  let [lo, hi] = [0, 1];
  // x along that Q falls as t grows: halve t's range until it pins x down
  for (let i = 0; i < 30; i++) {
    const t = (lo + hi) / 2;
    const qx = 0.46 * (1 - t) ** 2 + 0.8 * t * (1 - t);
    if (qx > x) lo = t;
    else hi = t;
  }
  const t = (lo + hi) / 2;
  return 0.6 * (1 - t) ** 2 + 1.84 * t * (1 - t) + 0.94 * t * t;
}

/** A bone from `p` to `q`, `w` thick with knobs of radius `knob` at its ends: an arm's or a leg's. */
function limbBone(a: Art, p: Pt, q: Pt, w: number, knob: number) {
  const deg = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
  a.f.push(path(boneOutline(r2((p[0] + q[0]) / 2), r2((p[1] + q[1]) / 2), r2(Math.hypot(q[0] - p[0], q[1] - p[1])), w, knob, deg)));
}

/** A bony hand at (x, y): a round palm and three round-tipped fingers fanned out at `deg` degrees (0 = up). */
function hand(a: Art, x: number, y: number, deg: number) {
  for (const turn of [-34, 0, 34]) {
    const t = ((deg + turn - 90) * Math.PI) / 180;
    limbBone(a, [x + 2 * Math.cos(t), y + 2 * Math.sin(t)], [x + 6.4 * Math.cos(t), y + 6.4 * Math.sin(t)], 1.6, 1.15);
  }
  a.f.push(path(circle(x, y, 3)));
}

/**
 * A friendly cartoon skeleton standing face on and waving, as Halloween picture books draw one: a big round skull
 * with big eyes and a smile, a neck of round bones, a rib cage whose ribs are areas each side of a spine, a pelvis
 * shaped like a butterfly, arms and legs each of two bones, bony hands (one waving) and big round feet.
 */
export function skeleton(): Drawn {
  const a = art();
  // the arms: upper arm and forearm each side, the right one raised to wave
  limbBone(a, [26, 31], [20, 40], 2.4, 1.7);
  limbBone(a, [20, 40], [16, 49], 2.2, 1.6);
  limbBone(a, [46, 31], [53, 35], 2.4, 1.7);
  limbBone(a, [53, 35], [57, 25], 2.2, 1.6);
  hand(a, 15.2, 51.6, 170);
  hand(a, 58, 22, 12);
  // the legs: thigh and shin each side, the feet turned out
  limbBone(a, [31.4, 52], [29.6, 60], 2.6, 1.8);
  limbBone(a, [29.6, 60], [28.6, 67], 2.4, 1.7);
  limbBone(a, [40.6, 52], [42.4, 60], 2.6, 1.8);
  limbBone(a, [42.4, 60], [43.4, 67], 2.4, 1.7);
  a.f.push(path(ellipse(25.4, 68.6, 4.6, 2.4)), path(ellipse(46.6, 68.6, 4.6, 2.4)));
  // the pelvis: two round wings meeting at the spine's foot
  a.f.push(path('M36 47.6C33 45.4 26.8 45.6 27.2 49.6C27.6 53.4 32.6 54.4 36 52.6C39.4 54.4 44.4 53.4 44.8 49.6C45.2 45.6 39 45.4 36 47.6Z'));
  a.f.push(path(circle(32, 49.8, 1.4)), path(circle(40, 49.8, 1.4)));
  // the spine, bone by bone, from the neck down to the pelvis
  for (const y of [27.2, 30, 42.4, 45.2]) a.f.push(path(ellipse(36, y, 2, 1.4)));
  // the rib cage: a round shoulder bar, three ribs a side curving round, the breastbone down the middle
  a.f.push(path('M24.4 31.4Q24.4 29.6 26.2 29.6H45.8Q47.6 29.6 47.6 31.4Q47.6 33 45.8 33H26.2Q24.4 33 24.4 31.4Z'));
  for (const [y, w] of [
    [34.2, 10.6],
    [37.8, 10],
    [41.4, 8.4],
  ] as const) {
    for (const side of [-1, 1]) {
      const [inX, outX] = [36 + side * 2, 36 + side * (2 + w)];
      a.f.push(
        path(
          `M${inX} ${y}Q${r2((inX + outX) / 2)} ${r2(y - 1.2)} ${outX} ${r2(y + 0.4)}Q${r2(outX + side * 1.2)} ${r2(y + 2.2)} ${r2(outX - side * 0.6)} ${r2(y + 2.8)}` +
            `Q${r2((inX + outX) / 2)} ${r2(y + 1.4)} ${inX} ${r2(y + 2.6)}Z`,
        ),
      );
    }
  }
  a.f.push(path('M34 32.4H38V43.2Q36 44.6 34 43.2Z'));
  // the skull on top
  cartoonSkull(a, 36, 14.4, 12);
  return done(a);
}
