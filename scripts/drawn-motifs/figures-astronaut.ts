// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { flatten, intersect, polyD } from '../../lib/studio/art-kit/clip';
import { face, figure, WIDE_FACE, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { circle, path, r2, roundRect, starPath, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A puffy segment of a sleeve or a leg from `a` to `b`, `w` across, its ends round: an area. */
function capsule(a: Pt, b: Pt, w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [(-(b[1] - a[1]) / len) * (w / 2), ((b[0] - a[0]) / len) * (w / 2)];
  const P = (p: Pt, k: number) => `${r2(p[0] + nx * k)} ${r2(p[1] + ny * k)}`;
  const h = r2(w / 2);
  return `M${P(a, 1)}L${P(b, 1)}A${h} ${h} 0 0 0 ${P(b, -1)}L${P(a, -1)}A${h} ${h} 0 0 0 ${P(a, 1)}Z`;
}

/** A mitten at (x, y), `turn` degrees round from upright, `k` times the size: its cuff, its thumb out to the left, the round hand. */
function mitten(f: string[], x: number, y: number, turn: number, k = 1) {
  const a = (turn * Math.PI) / 180;
  const at = (dx: number, dy: number): Pt => [r2(x + k * (dx * Math.cos(a) - dy * Math.sin(a))), r2(y + k * (dx * Math.sin(a) + dy * Math.cos(a)))];
  const P = (dx: number, dy: number) => at(dx, dy).join(' ');
  f.push(path(`M${P(-3.6, 2.4)}L${P(-3.6, 5.4)}L${P(3.6, 5.4)}L${P(3.6, 2.4)}Z`));
  f.push(path(turnedEllipse(...at(-4.8, 0.2), r2(2.8 * k), r2(1.7 * k), turn + 145)));
  f.push(path(`M${P(-3.2, 2.8)}Q${P(-3.8, -4.8)} ${P(0, -4.8)}Q${P(3.8, -4.8)} ${P(3.2, 2.8)}Z`));
}

/** A puffy pillow from (x0, y0) to (x1, y1), its sides bulging: a padded segment of the suit. */
const pillow = (x0: number, y0: number, x1: number, y1: number) => {
  const [xm, ym] = [r2((x0 + x1) / 2), r2((y0 + y1) / 2)];
  return `M${x0} ${ym}Q${x0} ${y0} ${xm} ${y0}Q${x1} ${y0} ${x1} ${ym}Q${x1} ${y1} ${xm} ${y1}Q${x0} ${y1} ${x0} ${ym}Z`;
};

/**
 * An astronaut as a picture book draws one, round and friendly (the emoji is a person beside a rocket, a joined
 * sequence the motif set had left out): a big round helmet with a little antenna and ear pieces, the face showing
 * through its round window with a fringe of hair, the house's kawaii face; a puffy suit of round segments over a
 * backpack, a collar ring, a control box with buttons on the chest, a star patch, a belt with its buckle, pockets on
 * the thighs, chunky boots; one mitten waving high, the other down at the side.
 */
export function astronaut(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the backpack behind the shoulders, its two tanks' tops
  f.push(path(roundRect(19.4, 30.4, 52.6, 52.2, 4.4)));
  // the chunky boots, their soles
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    const [x0, x1] = [Math.min(X(22.6), X(35.6)), Math.max(X(22.6), X(35.6))];
    f.push(path(roundRect(x0 - 0.4, 66, x1 + 0.4, 69.4, 1.4)));
    f.push(path(pillow(x0, 59.8, x1, 67.6)));
    // the puffy leg: shin and thigh, a pocket with its flap on the thigh
    const [l0, l1] = [Math.min(X(24.6), X(35)), Math.max(X(24.6), X(35))];
    f.push(path(pillow(l0 + 0.2, 54.6, l1 - 0.2, 62.4)));
    f.push(path(pillow(l0 - 0.4, 48.6, l1 + 0.4, 57.6)));
    const [p0, p1] = [Math.min(X(26.2), X(31.6)), Math.max(X(26.2), X(31.6))];
    f.push(path(roundRect(p0, 51.8, p1, 56.2, 1)), path(roundRect(p0 - 0.3, 51.2, p1 + 0.3, 53.2, 0.8)));
  }
  // the arm down at the side: upper arm, forearm, the mitten
  f.push(path(capsule([19.6, 46], [21.2, 41.4], 7)));
  f.push(path(capsule([21.8, 40.4], [25.6, 35.2], 7.8)));
  mitten(f, 19.4, 50.4, 180);
  // the suit's body
  f.push(path('M27.6 32C22.4 33.6 21.4 40.4 22.6 50.8L49.4 50.8C50.6 40.4 49.6 33.6 44.4 32Q36 30.6 27.6 32Z'));
  // the waving arm: upper arm out, forearm up (its mitten after the helmet), and two little lines of the wave
  f.push(path(capsule([46, 35.4], [52.6, 36.6], 7.8)));
  f.push(path(capsule([53.6, 35.8], [57.6, 28], 7)));
  s.push('M64.6 15.4Q66.2 18 65.2 21', 'M67.2 13.8Q69.4 18 67.6 22.4');
  // the star patch, the control box with its screen and buttons, the belt and its buckle
  f.push(path(circle(28.6, 38.6, 3.4)), path(starPath(28.6, 38.8, 2.4)));
  f.push(path(roundRect(34, 35.6, 45.4, 45, 1.6)));
  f.push(path(roundRect(35.8, 37.2, 43.6, 40.6, 0.8)));
  f.push(path(circle(37.2, 42.8, 1)), path(circle(39.7, 42.8, 1)), path(circle(42.2, 42.8, 1)));
  f.push(path(roundRect(22.4, 46.6, 49.6, 50.6, 1.2)));
  f.push(path(roundRect(32.6, 45.8, 39.4, 51.4, 1.4)));
  // the collar ring, the helmet with its ear pieces and antenna
  f.push(path(roundRect(27.2, 29.8, 44.8, 34.4, 2.2)));
  f.push(path(roundRect(35.3, 1.8, 36.7, 6.4, 0.6)), path(circle(36, 2.4, 1.9)));
  f.push(path(roundRect(19.8, 14.6, 24, 24.4, 1.6)), path(roundRect(48, 14.6, 52.2, 24.4, 1.6)));
  f.push(path(circle(36, 18.8, 13.6)));
  // the waving mitten, its thumb in front of the ear piece
  mitten(f, 59.6, 20.6, 16, 1.2);
  // the window: the face and its fringe of hair showing through it, a shine on the glass
  const window = 'M25.8 19.8Q25.8 9.8 36 9.8Q46.2 9.8 46.2 19.8Q46.2 29.2 36 29.2Q25.8 29.2 25.8 19.8Z';
  f.push(path(window));
  // the fringe: a cap of hair across the window's top, its lower edge in five round locks
  const fringe: Pt[] = [
    [20, 4],
    [52, 4],
    [52, 15.4],
    [47, 15.4],
  ];
  for (let i = 0; i < 5; i++) {
    const [xa, xb] = [47 - i * 4.2, 47 - (i + 1) * 4.2];
    for (let j = 1; j <= 8; j++) {
      const t = (j / 8) * Math.PI;
      fringe.push([r2(xa + (xb - xa) * (0.5 - Math.cos(t) / 2)), r2(15.4 + Math.sin(t) * (i % 2 ? 2 : 2.6))]);
    }
  }
  fringe.push([20, 15.4]);
  for (const hair of intersect(fringe, flatten(window))) f.push(path(polyD(hair)));
  const kawaii = face(36, 22.4, 1, 0, { ...WIDE_FACE, eyeX: 4.4, cheekX: 6.8, cheekY: 2.2 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  f.push(path('M42.6 11.6Q45 12.6 45.4 15.2Q44.4 15.4 44 14.6Q43.4 13.2 42.2 12.6Z'));
  return figure(f, s, kawaii.d, path(window));
}
