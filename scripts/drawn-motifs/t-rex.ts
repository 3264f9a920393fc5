// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { dots, plate, quadAt, smooth } from './dinosaurs';
import { along, band, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** The tail's middle line: from inside the hips, back and down, its tip just off the ground behind the feet. */
const TAIL: [Pt, [Pt, Pt, Pt]] = [
  [49, 31],
  [
    [60, 34],
    [68, 43],
    [70.6, 59.5],
  ],
];

/** The spikes along the back of the neck and the body as [x, y, lean]; the tail's follow its upper edge. */
const BACK_SPIKES: [number, number, number][] = [
  [32.6, 16.2, -32],
  [39.2, 19.8, -16],
  [45.6, 23.6, 0],
];

/**
 * A friendly T. rex side-on, facing left, leaning forward: a big head on a thick neck that grows out of the body, a
 * long snout and a deep jaw with a wide smile showing small rounded teeth (areas), an eye under a brow, a nostril;
 * a row of spikes along the back; a small arm with two claws held at the chest; a strong leg (a big thigh, a shin
 * bent back, a three-toed foot) with the far leg behind, set back and higher; a thick tail tapering down behind.
 * Our first one had a belly band across the body and a head sitting apart on a thin neck.
 */
export function tRex() {
  const f: string[] = [];
  const s: string[] = [];
  const tail = band(along(TAIL[0], [TAIL[1]], 16), (t) => 16 * (1 - t) ** 1.15 + 1.6);
  for (const [x, y, a] of BACK_SPIKES) f.push(path(plate(x, y, 3.4, a)));
  // the tail's spikes stand out square from its upper edge, smaller towards the tip
  for (const [i, r] of [
    [3, 3.3],
    [6, 3],
    [9, 2.5],
  ]) {
    const [[x0, y0], [x, y], [x1, y1]] = [tail.right[i - 1], tail.right[i], tail.right[i + 1]];
    f.push(path(plate(x, y, r, (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI)));
  }
  // the far leg, set back and higher: a shin and a three-toed foot
  f.push(
    path(
      smooth([
        [53, 44],
        [59.5, 45],
        [60, 54],
        [59.4, 60],
        [55.6, 60.4],
        [54.5, 54],
        [51.5, 49],
      ]),
    ),
  );
  f.push(path('M60.8 59Q61.4 62.6 58.4 62.6L50.6 62.6Q48.6 62.6 49 60.6Q49.6 58.4 52.6 58.4Z'));
  // the tail, then the body with the neck rising from it: the head covers the neck's top
  f.push(path(tail.d));
  f.push(
    path(
      smooth([
        [24, 17],
        [32, 14.5],
        [42, 20.5],
        [50.5, 27],
        [55.5, 35.5],
        [54.5, 45.5],
        [46, 51.5],
        [35.5, 49.5],
        [27.5, 42],
        [23, 31],
      ]),
    ),
  );
  // ridges across the chest and spots on the back
  s.push('M27.2 34.2Q29.6 35 31.4 33.6M28.6 38.8Q31.2 39.6 33 38M31.4 43Q34 43.6 35.6 42');
  f.push(path(turnedEllipse(41, 27.5, 2.8, 1.9, 30)), path(turnedEllipse(49, 33, 2.4, 1.7, 38)), path(turnedEllipse(35, 23, 1.8, 1.3, 24)));
  // the near leg: a shin bending back under the thigh, a three-toed foot with toenails, the big thigh over them
  f.push(
    path(
      smooth([
        [42.5, 48],
        [49.5, 50],
        [51.2, 57],
        [50.8, 62],
        [45.5, 62],
        [45, 57],
        [42, 52.5],
      ]),
    ),
  );
  f.push(path('M52 61Q52.6 64.8 49 64.8L36.6 64.8Q34.2 64.8 34.6 62.6Q35.2 59.8 39.4 59.8L47 59.4Z'));
  for (const nx of [35, 39.2, 43.4]) f.push(path(`M${nx} 64.8Q${nx} 62.1 ${r2(nx + 1.35)} 62.1Q${r2(nx + 2.7)} 62.1 ${r2(nx + 2.7)} 64.8Z`));
  f.push(path(turnedEllipse(47.5, 42.5, 9, 10.8, -22)));
  s.push('M43 36.5Q45.4 39.6 44.6 43.4');
  // the small arm bent at the chest, its two claws pointing forward
  f.push(path('M26.4 40.2Q24 39.6 23.2 40.8Q24.6 41.4 26.4 41.8Z'), path('M26.6 42.4Q24.4 42.8 24 44Q25.8 44 27.2 43.2Z'));
  f.push(
    path(
      smooth([
        [34.4, 37.4],
        [30, 39.4],
        [27, 40],
        [25.6, 41.8],
        [27, 43.6],
        [30.4, 42.8],
        [34.6, 42],
      ]),
    ),
  );
  // the head: a flat crown, a brow bump, a long snout and a deep rounded jaw, kept clear of an adults' page's fill
  const head = path(
    smooth([
      [31, 12],
      [28, 4.6],
      [20, 2.2],
      [10.5, 3.2],
      [4, 6],
      [2.2, 11],
      [3.4, 16.5],
      [8, 22],
      [16, 26],
      [25, 26],
      [31, 20.5],
    ]),
  );
  f.push(head);
  // the row of small rounded teeth hanging from the smile, which stands free of everything at its ends
  const lip: [Pt, Pt, Pt] = [
    [5.6, 13.6],
    [14.5, 22.6],
    [26, 15.6],
  ];
  for (const t of [0.18, 0.34, 0.5, 0.66]) {
    const [x, y] = quadAt(lip, t);
    f.push(
      path(`M${r2(x - 1.5)} ${r2(y - 0.6)}Q${r2(x - 1.4)} ${r2(y + 2.4)} ${x} ${r2(y + 2.4)}Q${r2(x + 1.4)} ${r2(y + 2.4)} ${r2(x + 1.5)} ${r2(y - 0.6)}Z`),
    );
  }
  s.push(`M${lip[0][0]} ${lip[0][1]}Q${lip[1][0]} ${lip[1][1]} ${lip[2][0]} ${lip[2][1]}`);
  // the cheek, the brow over the eye
  f.push(path(turnedEllipse(26.4, 20.6, 2.2, 1.6)));
  s.push('M17.4 6.8Q20.6 5 23.8 7');
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: dots([20.6, 10.4, 1.6], [6, 7.8, 0.7]), c: head };
}
