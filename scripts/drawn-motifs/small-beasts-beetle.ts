// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// The beetle (1FAB2); what it printed before and what the others are: small-beasts-kit.ts.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, poly, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { addFace, art, curve, cut, done, jointed, limb, mirror, type Drawn } from './small-beasts-kit';

/** Points round an ellipse, `n` of them: an outline to cut the wing cases' pattern to. */
const ring = (cx: number, cy: number, rx: number, ry: number, n = 72): Pt[] =>
  Array.from({ length: n }, (_, i) => [r2(cx + rx * Math.cos((2 * Math.PI * (i + 0.5)) / n)), r2(cy + ry * Math.sin((2 * Math.PI * (i + 0.5)) / n))]);

/**
 * A friendly stag beetle seen from above: two big antlers (its jaws) curving up in front with a tooth on each, a
 * head with the kawaii face and two elbowed feelers with clubbed tips, a wide shield behind it with a shine, the
 * wing cases split down the middle, each with two wavy bands across it and a shine, as areas; six legs, each a
 * thigh, a shin and a foot.
 */
export function beetle(): Drawn {
  const a = art();
  // the legs behind the body: front legs reaching forward, middle ones out, back ones back; thigh and shin
  const legs: Pt[][] = [
    [
      [26, 31],
      [17.6, 28.4],
      [13.6, 21.4],
      [11.6, 18.4],
    ],
    [
      [24, 43],
      [14, 41.4],
      [8.6, 48],
      [6.2, 51],
    ],
    [
      [26, 55],
      [17.6, 58],
      [14.4, 64.6],
      [13, 67.6],
    ],
  ];
  for (const l of legs.flatMap((l) => [l, mirror(l)])) {
    a.f.push(...jointed(l, (t) => 4.6 - 1.4 * t, [8]));
    a.f.push(path(circle(...l[3], 2.2)));
  }
  // the feelers, elbowed, a club at each tip, behind the head
  for (const side of [-1, 1]) {
    const X = (v: number) => r2(36 + side * v);
    a.s.push(`M${X(7.6)} 14.4L${X(13.6)} 12.8L${X(17.6)} 7.6`);
    a.f.push(path(turnedEllipse(X(18.4), 6.4, 2.2, 1.4, side * -58)));
  }
  // the antlers: each a jaw curving out and up then in to a point, a tooth on its inner side
  for (const m of [false, true]) {
    const M = (pts: Pt[]) => (m ? mirror(pts) : pts);
    a.f.push(
      path(
        poly(
          M([
            [23.4, 7.4],
            [27.8, 5.8],
            [24, 3.4],
          ]),
        ),
      ),
    );
    a.f.push(
      limb(
        M([
          [32.4, 13],
          [25.6, 9],
          [22.6, 3.6],
          [25, 0.8],
          [30.6, 1.2],
        ]),
        6.4,
        1,
      ),
    );
  }
  // the head with its face
  const head = ellipse(36, 16.4, 9.8, 7.4);
  a.f.push(path(head));
  addFace(a, kawaiiFace(36, 16.6, 0.76));
  // the wing cases: a rounded body split down the middle, parted a little at the tail
  const dome = ring(36, 50, 17.4, 19.6);
  const cases = [
    [
      [36, 28],
      [0, 28],
      [0, 72],
      [34.6, 72],
      [35.6, 62],
      [36, 40],
    ],
    [
      [36, 40],
      [36.4, 62],
      [37.4, 72],
      [72, 72],
      [72, 28],
      [36, 28],
    ],
  ].map((half) => intersect(half as Pt[], dome)[0]);
  a.f.push(...cases.map((c) => path(polyD(c))));
  // on each case two wavy bands across it and a shine, the bands cut to the case
  cases.forEach((wingCase, i) => {
    const X = (v: number) => r2(36 + (i ? 1 : -1) * v);
    for (const y of [42.4, 54.4]) {
      const wave = curve(
        [
          [X(-1), y + 1.6],
          [X(5), y - 0.6],
          [X(10), y + 1.6],
          [X(16), y - 0.6],
          [X(21), y + 1.6],
        ],
        6,
      );
      a.f.push(...cut([...wave, ...wave.map(([x, yy]): Pt => [x, r2(yy + 4)]).reverse()], wingCase));
    }
    a.f.push(path(turnedEllipse(X(10.4), 38.8, 3, 1.3, (i ? 1 : -1) * -32)));
  });
  // the shield behind the head, over the cases' shoulders, with a shine
  a.f.push(path(`M21 33.4Q19.6 25.6 26 23Q36 20.4 46 23Q52.4 25.6 51 33.4Q36 37.6 21 33.4Z`));
  a.f.push(path(turnedEllipse(28.4, 26.8, 3, 1.2, -14)));
  return done(a);
}
