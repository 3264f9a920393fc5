// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots, `c` the face kept clear
// of an adult page's fill. Ours (MIT).
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { plumpStar } from './party-kit';
import { band, circle, path, poly, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, addFace, art, done } from './toys-kit';

/**
 * A streamer: a paper ribbon `w` wide from `root`, leaving along `axis` and bending round towards `end`, waving `wave` to either side and ending in a curl that turns `turn`
 * degrees (signed) as it tightens: the band's path data.
 */
function streamer(root: Pt, axis: Pt, end: Pt, wave: number, turn: number, w: number): string {
  const length = Math.hypot(end[0] - root[0], end[1] - root[1]);
  // out of the mouth along the cone's axis first, then bending away towards `deg`
  const bend: Pt = [root[0] + axis[0] * length * 0.4, root[1] + axis[1] * length * 0.4];
  const line: Pt[] = [];
  const n = 30;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const q = (k: number) => (1 - t) * (1 - t) * root[k] + 2 * (1 - t) * t * bend[k] + t * t * end[k];
    const dq = (k: number) => 2 * (1 - t) * (bend[k] - root[k]) + 2 * t * (end[k] - bend[k]);
    const dl = Math.hypot(dq(0), dq(1));
    const off = wave * Math.sin(t * 2 * Math.PI) * Math.min(1, t * 2.5);
    line.push([q(0) - (dq(1) / dl) * off, q(1) + (dq(0) / dl) * off]);
  }
  // the curl: on from the end, turning ever tighter
  let [x, y] = line[n];
  const [px, py] = line[n - 1];
  let heading = Math.atan2(y - py, x - px);
  const steps = 22;
  const total = (Math.abs(turn) * Math.PI) / 180;
  for (let i = 1; i <= steps; i++) {
    const r = 6 - (i / steps) * 2.6;
    const step = (total / steps) * Math.sign(turn);
    heading += step;
    x += Math.cos(heading) * r * Math.abs(step);
    y += Math.sin(heading) * r * Math.abs(step);
    line.push([x, y]);
  }
  // full width from the root, narrowing a little into the curl
  const last = line.length - 1;
  return band(line, (t) => {
    const i = t * last;
    return w * (i > n ? 1 - ((i - n) / (last - n)) * 0.3 : 1);
  }).d;
}

/** A little paper rectangle of confetti `l` by `h` centred on (x, y), turned `deg` degrees. */
function slip(x: number, y: number, l: number, h: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const at = (u: number, v: number): Pt => [x + u * Math.cos(a) - v * Math.sin(a), y + u * Math.sin(a) + v * Math.cos(a)];
  return poly([at(-l / 2, -h / 2), at(l / 2, -h / 2), at(l / 2, h / 2), at(-l / 2, h / 2)]);
}

/**
 * A party popper going off, as a picture book draws it: a big cone leaning to the right with the house's kawaii face
 * under its rim, bold stripes round its lower half and a rounded tip; out of its mouth curl wide paper streamers,
 * each a closed ribbon ending in a curl, and round them confetti: plump stars, dots and little paper slips, every
 * piece an area. OpenMoji's was a small cone and a few specks on an otherwise empty page; our first an abstract cone
 * with thin loose swirls.
 */
export function partyPopper(): Drawn {
  const a = art();
  const tip: Pt = [13.5, 70.5];
  const mouth: Pt = [29, 36];
  const len = Math.hypot(mouth[0] - tip[0], mouth[1] - tip[1]);
  const u: Pt = [(mouth[0] - tip[0]) / len, (mouth[1] - tip[1]) / len];
  const nrm: Pt = [-u[1], u[0]];
  const W = 16;
  const at = (along: number, across: number): Pt => [tip[0] + u[0] * along + nrm[0] * across, tip[1] + u[1] * along + nrm[1] * across];
  // a point on the cone's side (`sign` ±1) at the share `k` of the way from the tip to the mouth
  const side = (k: number, sign: number) => at(k * len, sign * (1.2 + k * (W - 1.2)));
  const deg = r2((Math.atan2(nrm[1], nrm[0]) * 180) / Math.PI);
  // the cone, its tip rounded, and the stripes round its lower half
  a.f.push(path(poly([side(1, 1), side(0.06, 1), at(-0.6, 0), side(0.06, -1), side(1, -1)])));
  for (const [k0, k1] of [
    [0.12, 0.22],
    [0.32, 0.42],
  ]) {
    const slant = 0.07;
    a.f.push(path(poly([side(k0, 1), side(k1, 1), side(k1 + slant, -1), side(k0 + slant, -1)])));
  }
  // the rim round the mouth and the opening inside it
  a.f.push(path(turnedEllipse(mouth[0], mouth[1], W + 1.2, 5, deg)), path(turnedEllipse(mouth[0], mouth[1], W - 1.6, 2.8, deg)));
  addFace(a, kawaiiFace(...at(len * 0.72, -0.6), 0.98, (Math.atan2(u[0], -u[1]) * 180) / Math.PI));
  // the streamers, their roots down in the cone's mouth, curling out over its rim
  const roots = (k: number): Pt => [mouth[0] + nrm[0] * k - u[0] * 2, mouth[1] + nrm[1] * k - u[1] * 2];
  for (const [off, ex, ey, wave, turn] of [
    [-9, 13, 25, 1.6, -250],
    [-3, 21, 10, -1.6, -250],
    [3, 45, 9, 1.6, 250],
    [9, 57, 28, -1.6, 250],
  ])
    a.f.push(path(streamer(roots(off), u, [ex, ey], wave, turn, 4.6)));
  // the rim's near half again, over the streamers' roots down in the opening
  const lip: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = (Math.PI * i) / 24;
    lip.push([mouth[0] + nrm[0] * (W + 1.2) * Math.cos(t) - u[0] * 5 * Math.sin(t), mouth[1] + nrm[1] * (W + 1.2) * Math.cos(t) - u[1] * 5 * Math.sin(t)]);
  }
  for (let i = 24; i >= 0; i--) {
    const t = (Math.PI * i) / 24;
    lip.push([mouth[0] + nrm[0] * (W - 1.6) * Math.cos(t) - u[0] * 2.8 * Math.sin(t), mouth[1] + nrm[1] * (W - 1.6) * Math.cos(t) - u[1] * 2.8 * Math.sin(t)]);
  }
  a.f.push(path(poly(lip)));
  // confetti: plump stars, dots and paper slips in the spaces round the streamers
  for (const [x, y, r] of [
    [5.5, 8, 4.4],
    [64, 9, 4.8],
    [59, 57, 5.4],
    [6, 50, 4.2],
    [32.5, 25, 3],
  ])
    a.f.push(path(plumpStar(x, y, r * 1.1, r * 0.55)));
  for (const [x, y, r] of [
    [3.5, 18, 2.2],
    [30, 4, 2.3],
    [68, 44, 2.3],
    [47, 66, 2.6],
    [52, 47, 2.2],
    [5, 64, 2.3],
  ])
    a.f.push(path(circle(x, y, r)));
  for (const [x, y, deg2] of [
    [38, 3, 20],
    [69, 20, -30],
    [67, 66, 40],
    [44, 58, -20],
    [8, 41, 70],
    [48, 23, 30],
  ])
    a.f.push(path(slip(x, y, 5, 2.6, deg2)));
  return done(a);
}
