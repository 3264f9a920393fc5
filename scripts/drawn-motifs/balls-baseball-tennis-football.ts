// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, type V3, cross, unit, add, rad, orient, Ball, poly, arc, shine, finish } from './balls-kit';
import { intersect } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { band, circle, insidePolygon, path, type Pt, r2, roundRect, scallops } from '../../lib/studio/art-kit/shapes';

// The baseball and the tennis ball share one seam: the curve that cuts a sphere into two dumbbells.

/** The seam of a baseball or a tennis ball on the unit sphere, `n` points round it. */
const seam = (b: number, n = 240): V3[] => {
  const a = 1 - b;
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * 2 * Math.PI;
    return [a * Math.cos(t) + b * Math.cos(3 * t), a * Math.sin(t) - b * Math.sin(3 * t), 2 * Math.sqrt(a * b) * Math.sin(2 * t)];
  });
};

/**
 * The little V stitches along the baseball's seam, each an area: a chevron across the seam pointing along it,
 * `every` seam points apart, on the part of the seam in sight.
 */
function stitches(ball: Ball, line: V3[], every: number, size: number): string[] {
  const out: string[] = [];
  const n = line.length;
  const [h, w, th] = [(size * 0.55) / ball.r, size / ball.r, (size * 0.42) / ball.r];
  for (let i = 0; i < n; i += every) {
    const p = line[i];
    if (ball.z(p) < 0.28) continue;
    const t = unit(add(line[(i + 1) % n], line[(i + n - 1) % n], -1));
    const side = unit(cross(p, t));
    const at = (u: number, v: number) => ball.at(add(add(p, t, u), side, v));
    out.push(poly([at(-h, w), at(h, 0), at(-h, -w), at(-h + th, -w), at(h - th * 1.5, 0), at(-h + th, w)]));
  }
  return out;
}

/** The parts of polygon `pts` outside all of `covers` (each a polygon), as lines' data: strings behind a ball. */
function lineOutside(pts: Pt[], covers: Pt[][]): string {
  let d = '';
  let on = false;
  for (const p of pts) {
    if (covers.some((c) => insidePolygon(p, c))) {
      on = false;
      continue;
    }
    d += `${on ? 'L' : 'M'}${r2(p[0])} ${r2(p[1])}`;
    on = true;
  }
  return d;
}
/** `n` points from `a` to `b`. */
const segment = (a: Pt, b: Pt, n = 60): Pt[] => Array.from({ length: n + 1 }, (_, i) => [a[0] + ((b[0] - a[0]) * i) / n, a[1] + ((b[1] - a[1]) * i) / n]);

/** A capsule from `a` to `b`, `w` across, its ends round: a glove's finger. */
function capsuleBetween(a: Pt, b: Pt, w: number): Pt[] {
  const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
  return [
    ...arc(b[0], b[1], w / 2, w / 2, ang - Math.PI / 2, ang + Math.PI / 2, 12),
    ...arc(a[0], a[1], w / 2, w / 2, ang + Math.PI / 2, ang + 1.5 * Math.PI, 12),
  ];
}

/** A baseball resting in a glove: its two seams with red V stitches, a shine, the face between the seams. */
export function baseball(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const ball = new Ball(36, 37, 25.5, orient([0, 0, 1], [1, -1, 0], 6, 0));
  // the glove behind the ball, its palm toward us: four fingers up, the thumb out to the left, a wrist strap
  for (const [x0, y0, x1, y1, w] of [
    [19, 30, 13, 8.5, 12],
    [30, 28, 28.5, 3, 12.5],
    [42, 28, 44, 3.4, 12.5],
    [53, 30, 58.5, 10, 12],
  ]) {
    f.push(poly(capsuleBetween([x0, y0], [x1, y1], w)));
    s.push(`M${r2(x1 + (x0 - x1) * 0.15)} ${r2(y1 + (y0 - y1) * 0.15 + 1.5)}L${r2(x1 + (x0 - x1) * 0.45)} ${r2(y1 + (y0 - y1) * 0.45 + 1.5)}`);
  }
  f.push(poly(capsuleBetween([16, 46], [4.5, 33], 11.5)));
  f.push(path('M9 44Q8 22 22 20H52Q66 22 66 44Q66 62 56 64H18Q9 62 9 44Z'));
  f.push(path(roundRect(18, 61, 54, 71.5, 3.5)));
  f.push(path(circle(47, 66.3, 2.2)));
  // the ball: the seams as narrow bands, V stitches over them, a shine
  f.push(path(circle(ball.cx, ball.cy, ball.r)));
  const line = seam(0.25);
  f.push(...ball.band(line, 0.045, true));
  f.push(...stitches(ball, line, 6, 3));
  f.push(...shine(ball.cx, ball.cy, ball.r, -2.5));
  const [x, y] = ball.at([0, 0, 1]);
  return finish(f, s, kawaiiFace(r2(x), r2(y + 0.5), 0.92));
}

/** A tennis ball beside a racket's head: the seam band an area, its outline fuzzy, a shine, the face on a lobe. */
export function tennisBall(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const ball = new Ball(29.5, 43.5, 27.5, orient([0, 0, 1], [1, -1, 0], 10, -10));
  // the racket behind, up to the right: the handle with its grip, the throat, the frame round the strings
  const axis = unit([0.36, 1, 0]);
  const head = { cx: 50.5, cy: 19.5, a: 17.5, b: 14 };
  const toPage = (u: number, v: number): Pt => [head.cx + v * axis[0] - u * axis[1], head.cy + v * axis[1] + u * axis[0]];
  const frame = (da: number) => arc(0, 0, head.b - da, head.a - da, 0, 2 * Math.PI, 90).map(([u, v]) => toPage(u, v));
  f.push(poly([toPage(-5.5, 14), toPage(-1.6, 30), toPage(1.6, 30), toPage(5.5, 14)]));
  f.push(poly([toPage(-2.4, 29), toPage(-2.6, 52), toPage(2.6, 52), toPage(2.4, 29)]));
  f.push(poly([toPage(-3.2, 38), toPage(-3.2, 52.5), toPage(3.2, 52.5), toPage(3.2, 38)]));
  f.push(poly(frame(0)));
  const inner = frame(3);
  f.push(poly(inner));
  const disc = ball.disc(1.2);
  for (let u = -10.5; u <= 10.5; u += 3.5)
    s.push(
      lineOutside(
        segment(toPage(u, -20), toPage(u, 20), 80).filter((p) => insidePolygon(p, inner)),
        [disc],
      ),
    );
  for (let v = -12.25; v <= 12.25; v += 3.5)
    s.push(
      lineOutside(
        segment(toPage(-16, v), toPage(16, v), 80).filter((p) => insidePolygon(p, inner)),
        [disc],
      ),
    );
  // the ball: a fuzzy outline, the seam band, a shine
  f.push(path(scallops(ball.cx, ball.cy, ball.r - 0.5, 44, 0.9)));
  f.push(...ball.band(seam(0.3), 0.17, true));
  f.push(...shine(ball.cx, ball.cy, ball.r, -1.85));
  const [x, y] = ball.at([0, 0, 1]);
  return finish(f, s, kawaiiFace(r2(x), r2(y + 0.8), 0.9));
}

// ---------------------------------------------------------------------------------------------------------------
// The american football: a pointed ball tilted up to the right, laces on top, a stripe near each end.

const FB = { cx: 41, cy: 32, L: 33, W: 24.2, deg: -38 };
/** A point on the football: `u` along it from its middle, `v` across it (down positive), on the page. */
const onBall = (u: number, v: number): Pt => {
  const a = rad(FB.deg);
  return [FB.cx + u * Math.cos(a) - v * Math.sin(a), FB.cy + u * Math.sin(a) + v * Math.cos(a)];
};
const halfWidth = (u: number) => FB.W * Math.max(0, 1 - (u / FB.L) ** 2) ** 0.72;

/** An american football flying: laces as areas, a stripe near each end, a shine, the face, speed streaks. */
export function americanFootball(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  const us = Array.from({ length: 61 }, (_, i) => -FB.L + (2 * FB.L * i) / 60);
  const outline = [
    ...us.map((u) => onBall(u, -halfWidth(u))),
    ...[...us]
      .reverse()
      .slice(1, -1)
      .map((u) => onBall(u, halfWidth(u))),
  ];
  // speed streaks trailing behind it, down to the left
  for (const [v, len] of [
    [-9, 10],
    [3, 14],
    [14, 8],
  ]) {
    const start = -FB.L * (1 - (v / FB.W) ** 2) ** 0.9 - 3;
    f.push(poly(capsuleBetween(onBall(start, v), onBall(start - len, v), 2.6)));
  }
  f.push(poly(outline));
  // the stripes near each end, their edges bowed toward the tip as round the ball's end, cut to the outline
  for (const side of [-1, 1]) {
    const edge = (u: number) =>
      Array.from({ length: 25 }, (_, i) => {
        const w = halfWidth(u) + 2;
        const v = -w + (2 * w * i) / 24;
        return onBall(side * (u + 3.6 * Math.sqrt(Math.max(0, 1 - (v / w) ** 2))), v);
      });
    f.push(...intersect([...edge(18.5), ...edge(23).reverse()], outline).map((p) => poly(p)));
  }
  // the seam along the top from tip to tip, the laces over its middle: a bar and six cross laces
  const seamV = (u: number) => -0.4 * halfWidth(u);
  const seamLine = (u0: number, u1: number) => Array.from({ length: 30 }, (_, i) => onBall(u0 + ((u1 - u0) * i) / 29, seamV(u0 + ((u1 - u0) * i) / 29)));
  const asLine = (pts: Pt[]) => `M${pts.map((p) => p.map(r2).join(' ')).join('L')}`;
  s.push(asLine(seamLine(-FB.L + 4, -13.5)), asLine(seamLine(13.5, FB.L - 4)));
  f.push(path(band(seamLine(-14, 14), () => 2.4).d));
  for (let i = 0; i < 6; i++) {
    const u = -10.5 + i * 4.2;
    const v = seamV(u);
    f.push(poly([onBall(u - 1.1, v - 3.8), onBall(u + 1.1, v - 3.8), onBall(u + 1.1, v + 3.8), onBall(u - 1.1, v + 3.8)]));
  }
  // a shine along the upper side toward the front tip
  const sh = [
    ...Array.from({ length: 9 }, (_, i) => onBall(4 + i * 1.6, -0.84 * halfWidth(4 + i * 1.6))),
    ...Array.from({ length: 9 }, (_, i) => onBall(16.8 - i * 1.6, -0.7 * halfWidth(16.8 - i * 1.6))),
  ];
  f.push(poly(sh));
  const [x, y] = onBall(-1, 0.36 * FB.W);
  return finish(f, s, kawaiiFace(r2(x), r2(y), 1, FB.deg * 0.6));
}
