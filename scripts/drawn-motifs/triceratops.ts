// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { columnLeg, dots, smooth } from './dinosaurs';
import { circle, path, pt, scallops, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** The frill's centre and radius: a big bony fan standing up behind the head, over the shoulders. */
const FRILL = { x: 31, y: 21, r: 16.5 };

/**
 * A triceratops side-on, facing left, seen a little from the side: a big scalloped frill with a rim and knobs to
 * colour, two long brow horns and a short nose horn, a hooked beak, an eye and a smile; a sturdy round body with
 * spots and a haunch, four thick legs (the far pair set back, their feet higher, so the body reads in 3/4 view and
 * the legs stand apart), a short tapering tail. Our first one had a belly band across the body (it read as a
 * turtle's shell) on four legs standing edge to edge like a fence.
 */
export function triceratops() {
  const f: string[] = [];
  const s: string[] = [];
  // the far legs, set back and standing higher, then the tail: the body covers their tops
  columnLeg(f, [], 38.6, 42, 7.4, 62);
  columnLeg(f, [], 60.5, 40, 7.6, 62);
  f.push(
    path(
      smooth([
        [60, 31],
        [66.5, 35],
        [70.6, 42.5],
        [71.2, 46.4],
        [67.5, 45.6],
        [60, 44],
      ]),
    ),
  );
  columnLeg(f, s, 27, 42, 9.2);
  columnLeg(f, s, 48.5, 42, 9.8);
  const body = path(
    smooth([
      [26, 33],
      [34, 25.5],
      [47, 23.2],
      [58, 25.5],
      [65, 33],
      [64, 43],
      [55, 49.5],
      [42, 50.6],
      [30, 48.5],
      [24.5, 41],
    ]),
  );
  f.push(body);
  // spots along the back and the haunch over the near back leg
  for (const [x, y, rx, ry, deg] of [
    [45, 28, 3, 2, -4],
    [53.5, 29, 2.6, 1.8, 14],
    [39, 30.5, 2.2, 1.5, -12],
    [59.5, 34.5, 1.8, 1.3, 40],
  ] as [number, number, number, number, number][])
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  s.push('M55.6 36Q61 40.4 59 46.6');
  // the frill: a scalloped fan, a rim band and knobs along it
  f.push(path(scallops(FRILL.x, FRILL.y, FRILL.r, 14, 2.3)));
  f.push(path(circle(FRILL.x, FRILL.y, FRILL.r - 4)));
  for (const a of [-165, -130, -95, -60, -25, 10, 45]) {
    const [x, y] = pt(FRILL.x, FRILL.y, FRILL.r - 2, (a * Math.PI) / 180)
      .split(' ')
      .map(Number) as Pt;
    f.push(path(circle(x, y, 1.15)));
  }
  // the far brow horn, the head, the near brow horn, the nose horn, the beak
  f.push(path('M21.5 23Q18 13 14.2 5.6Q22.6 11.4 26.2 22.4Z'));
  const head = path(
    smooth([
      [33, 30],
      [29, 22.5],
      [20, 20.8],
      [11.5, 24.2],
      [6, 30],
      [5, 36.5],
      [9.5, 42],
      [19, 44.2],
      [28, 42],
      [33, 37],
    ]),
  );
  f.push(head);
  f.push(path('M14.5 25.5Q10.6 16 5 9.2Q14.4 14 19.8 23.6Z'));
  f.push(path('M8.2 28.4Q6.6 23.8 4.4 21Q9.8 22.6 11.8 26.4Z'));
  f.push(
    path(
      smooth([
        [9.5, 30],
        [4.5, 30],
        [1.6, 34.5],
        [2.2, 39.6],
        [4.6, 40],
        [6.8, 36.6],
        [9.8, 36],
      ]),
    ),
  );
  s.push('M11 37.6Q16 41.4 22 38.2', 'M15.4 27.2Q17.6 25.8 20 26.8');
  f.push(path(turnedEllipse(25, 35.6, 2.2, 1.6)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([18, 30.6, 1.6], [6.8, 32.4, 0.6]), c: head };
}
