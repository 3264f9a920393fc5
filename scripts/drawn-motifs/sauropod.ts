// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { columnLeg, dots, smooth } from './dinosaurs';
import { along, band, path, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** The long neck's middle line, from inside the chest up to under the head: out forward, then up. */
const SAUROPOD_NECK: [Pt, [Pt, Pt, Pt]] = [
  [36, 33],
  [
    [25, 31],
    [16.5, 25],
    [14, 11],
  ],
];

/**
 * A long-necked dinosaur (a sauropod, the picture book's brachiosaurus) side-on, facing left: a big egg of a body
 * with spots on its back, a thick neck rising from the chest and curving up to a small smiling head, a long tail
 * tapering away behind, and four thick column legs, each with a knee, an ankle and three toenails. Our first one
 * sat a dome with a belly band on short legs under a thin neck: on paper it read as a turtle.
 */
export function sauropod() {
  const f: string[] = [];
  const s: string[] = [];
  const body = { cx: 44.5, cy: 36.5, rx: 19, ry: 12.5, deg: -7 };
  // the far legs (set back, a little higher), the tail, then the near legs: the body covers all their tops
  // (the far legs' knee creases would stand in the gaps between the near legs, so they are left out)
  columnLeg(f, [], 35.5, 40, 7.4, 62.5);
  columnLeg(f, [], 56.5, 38, 7.4, 62.5);
  const tailLine = along(
    [55, 36],
    [
      [
        [63.5, 36.5],
        [69.5, 43.5],
        [70.4, 57.5],
      ],
    ],
    14,
  );
  f.push(path(band(tailLine, (t) => 11.5 * (1 - t) ** 1.2 + 1.4).d));
  columnLeg(f, s, 24.5, 42, 8.8);
  columnLeg(f, s, 46, 42, 8.8);
  // the neck, thick where it leaves the chest, then the body over its root
  const neck = band(along(SAUROPOD_NECK[0], [SAUROPOD_NECK[1]], 14), (t) => 13.5 - 7.5 * t);
  f.push(path(neck.d));
  f.push(path(turnedEllipse(body.cx, body.cy, body.rx, body.ry, body.deg)));
  // the spots along the back and down the neck, each an area standing free of the outline
  for (const [x, y, rx, ry, deg] of [
    [38, 29.5, 3.4, 2.3, -12],
    [46.5, 27.8, 3, 2, -6],
    [54.5, 29, 2.6, 1.8, 8],
    [42.5, 35.5, 2.2, 1.6, -8],
    [51, 34.5, 2, 1.4],
    [60.5, 35, 1.6, 1.2, 25],
    [24.5, 28.6, 2, 1.4, -30],
    [19.6, 22.6, 1.6, 1.1, -55],
  ] as [number, number, number, number, number?][])
    f.push(path(turnedEllipse(x, y, rx, ry, deg)));
  // the small head with a smile standing free, kept clear of an adults' page's fill
  const head = path(
    smooth([
      [19.5, 8.5],
      [15.5, 3.2],
      [8, 2.6],
      [2.8, 5.8],
      [2.6, 10.6],
      [7.5, 13.6],
      [14.5, 13.8],
      [19, 12.2],
    ]),
  );
  f.push(head);
  s.push('M5 9.8Q8.4 12.4 12.4 10.8', 'M11.8 4.6Q13.6 3.6 15.4 4.4');
  f.push(path(turnedEllipse(16, 10.8, 1.6, 1.2)));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([13.6, 7.2, 1.35], [4.4, 6.6, 0.6]), c: head };
}
