// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Art, art, done } from './art';
import { smooth } from './dinosaurs';
import { leaf } from './hooved';
import { band, circle, curveThrough, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A small arm bent at the elbow along `line` (shoulder, elbow, wrist), `w` thick, one area rounded at both ends,
 * with a round paw (an area of its own) at the wrist.
 */
function arm(a: Art, line: Pt[], w: number) {
  const { left, right } = band(curveThrough(line, 4), (t) => w * (1 - 0.2 * t));
  // a point past the shoulder rounds the arm's top, which lies on the body
  const [[x0, y0], [x1, y1]] = line;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const cap: Pt = [r2(x0 - ((x1 - x0) / len) * w * 0.5), r2(y0 - ((y1 - y0) / len) * w * 0.5)];
  a.f.push(path(smooth([...left, ...right.reverse(), cap])));
  const [x, y] = line[line.length - 1];
  a.f.push(path(turnedEllipse(x - 1.2, y, w * 0.6, w * 0.48, -10)));
}

/** A long hind foot from the heel at x `heel` forward to the toe at x `toe`, its sole on the ground at `ground`. */
const foot = (heel: number, toe: number, ground: number) =>
  path(
    smooth([
      [heel, ground - 7],
      [heel + 1.6, ground - 3],
      [heel, ground],
      [toe + 1.2, ground],
      [toe, ground - 1.8],
      [toe + 2.4, ground - 3.6],
      [heel - 12, ground - 4.4],
      [heel - 4, ground - 6],
    ]),
  );

/**
 * A whole kangaroo standing up on its big hind feet, facing left: a small head with long ears (inner ears to
 * colour), an eye, a nose, a smile and a cheek; an upright body, deep in the chest and heavy at the hips, with a big
 * round thigh over a long foot; a thick tail lying along the ground behind as a third support; two small bent arms
 * with paws held before the chest; and a pouch with a joey peeping over its rim (face, ears and paws). Our first
 * one stood as a pear with two sticks held out for arms.
 */
export function kangaroo() {
  const a = art();
  // the tail, thick at the root, sweeping down behind to lie along the ground
  const tailLine = curveThrough(
    [
      [44, 44],
      [52, 55],
      [61, 60.4],
      [70.6, 61.4],
    ],
    6,
  );
  a.f.push(path(band(tailLine, (t) => 10 * (1 - t) ** 0.9 + 2.4).d));
  // the far foot, set back a little higher; the far arm, its paw before the chest
  a.f.push(foot(44, 15, 63));
  arm(
    a,
    [
      [19.5, 27.5],
      [19.6, 32],
      [12.4, 31.4],
    ],
    3.6,
  );
  // the body from the neck to the seat
  a.f.push(
    path(
      smooth([
        [20.5, 12.5],
        [29, 13.5],
        [37, 20],
        [44, 30],
        [49.5, 41],
        [50.5, 52],
        [44, 59],
        [33, 60.5],
        [22.5, 57],
        [15.5, 48],
        [13.6, 37],
        [15.6, 24.5],
      ]),
    ),
  );
  // the big round thigh, then the near foot under it, toes to the front
  a.f.push(path(turnedEllipse(38.5, 49, 10.5, 8.6, -35)));
  a.s.push('M31.5 55.8Q35 58.6 39.5 58.4');
  a.f.push(foot(48, 10.5, 64.5));
  a.s.push('M14 61.6V64.5M17.4 61.2V64.5');
  // the joey behind the pouch's rim: its ears, its round head, the pouch over its chin, its paws on the rim
  a.f.push(path(ellipse(27.2, 37.2, 1.3, 2.4)), path(ellipse(22.8, 37, 1.3, 2.4)));
  const joey = [25, 41.2, 3.8] as const;
  a.f.push(path(circle(...joey)));
  a.f.push(path('M16.8 43.2Q25 46.6 33.2 42.6Q34.2 55.4 26 57.4Q18 55.8 16.8 43.2Z'));
  a.f.push(path(ellipse(21.2, 43.9, 1.5, 1.1)), path(ellipse(29.2, 43.5, 1.5, 1.1)));
  a.s.push('M23.4 42.3Q24.6 43.3 26 42.4');
  // the near arm, bent at the elbow, its paw held up before the chest
  arm(
    a,
    [
      [28, 26.4],
      [29, 34],
      [22, 35],
    ],
    4.2,
  );
  // the far ear then the near ear, each with its inner ear; the head over the neck, the snout to the front
  a.f.push(leaf([24, 10.5], [30.5, 0.8], [27.6, 12.5], 1.8), leaf([25.2, 10], [29.4, 3.2], [27, 11], 0.9));
  a.f.push(leaf([18.5, 10], [21.6, 0.6], [24.2, 10.6], 2), leaf([20, 9.4], [21.8, 2.8], [22.8, 9.6], 1));
  const head = 'M28 15.5Q28 9.4 22 9.2Q17.8 9.2 15 11.4L9.6 14Q7 15.6 7.6 18Q8.4 21 12.4 21.4L20.6 21.8Q28 21.4 28 15.5Z';
  a.f.push(path(head), path(circle(22.6, 17.4, 1.6)));
  a.s.push('M10.6 18.7Q12.6 20.3 15 18.9');
  // both faces, the mother's and the joey's, kept clear of an adults' page's fill
  a.d.push(circle(18.8, 14.2, 1.35), circle(8.5, 16.4, 0.95), circle(23.6, 40.2, 0.7), circle(26.6, 40.2, 0.7));
  a.c.push(path(`${head}${circle(...joey)}`));
  return done(a);
}
