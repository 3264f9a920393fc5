// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// The cricket (1F997); what it printed before and what the others are: small-beasts-kit.ts.
import { smooth } from './dinosaurs';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { addFace, art, curve, cut, done, jointed, limb, type Drawn } from './small-beasts-kit';

/**
 * A whole cricket standing side-on, facing left, its head turned to us: a big round head with the kawaii face and
 * two long feelers sweeping back over it, the saddle behind the head, the body with its rings under its folded
 * wings with a band along them, a tail feeler; two long back legs up to a knee over its back and down to the
 * ground, the near one's big thigh striped, and four shorter legs, each a thigh, a shin and a foot.
 */
export function cricket(): Drawn {
  const a = art();
  // the far back leg and the far middle leg, behind the body
  a.f.push(
    ...jointed(
      [
        [50, 34],
        [54, 26.4],
        [56.4, 44],
        [57.6, 61],
      ],
      (t) => 3.4 - 1.2 * t,
      [8],
      8,
    ),
  );
  a.f.push(
    ...jointed(
      [
        [34, 46],
        [38, 54],
        [40, 63],
      ],
      (t) => 3 - 0.8 * t,
      [8],
    ),
  );
  // the far front leg, behind the head
  a.f.push(
    ...jointed(
      [
        [19, 42],
        [9.6, 50.6],
        [7.6, 61.8],
      ],
      (t) => 3 - 0.8 * t,
      [8],
    ),
  );
  a.f.push(path(ellipse(6.6, 63.4, 2.8, 1.5)));
  // a tail feeler
  a.f.push(
    limb(
      [
        [60, 44],
        [66, 43],
        [70.6, 41],
      ],
      1.8,
      1.2,
    ),
  );
  // the body: the abdomen, its rings, and the wings folded over it
  const body = smooth([
    [24, 38],
    [40, 33.6],
    [56, 36],
    [64, 42],
    [58, 48.6],
    [40, 50],
    [26, 48],
  ] as Pt[]);
  a.f.push(path(body));
  for (const x of [40, 47.6, 55]) a.f.push(...cut(`M${x} 40L${x + 3.4} 40L${x + 2.6} 54L${x - 0.8} 54Z`, body));
  const wing = smooth([
    [24, 34],
    [40, 29],
    [58, 30.6],
    [68, 37],
    [60, 41.6],
    [40, 42],
    [26, 42],
  ] as Pt[]);
  a.f.push(path(wing));
  // the wing's pattern: a broad band along it and a round window on it, cut to it
  a.f.push(...cut(`M20 34.4Q44 30.4 70 36.6L70 39.6Q44 33.8 20 37.6Z`, wing));
  // the near middle leg and front leg, thigh and shin
  a.f.push(
    ...jointed(
      [
        [30, 46],
        [30, 56],
        [25.6, 64.6],
      ],
      (t) => 3.4 - 1 * t,
      [8],
    ),
  );
  // the near back leg: the big thigh up to the knee over the back, its stripes, the long shin down to the ground
  const thigh = smooth([
    [34, 45],
    [38, 36.6],
    [48, 29],
    [57.4, 21.4],
    [60.8, 21.4],
    [60.4, 25],
    [53.6, 36],
    [45, 48.4],
    [38.6, 51.4],
  ] as Pt[]);
  a.f.push(
    ...jointed(
      [
        [59, 22.6],
        [63.6, 40],
        [66.4, 62.6],
      ],
      (t) => 3 - 0.8 * t,
      [],
      8,
    ),
  );
  a.f.push(path(thigh));
  for (const t of [0.42, 0.66]) {
    const [x, y] = [r2(38 + 22 * t), r2(47 - 26 * t)];
    a.f.push(...cut(`M${x - 9} ${y - 2}L${x + 1} ${y - 4.6}L${x + 9} ${y + 2}L${x + 9} ${y + 4.6}L${x} ${y - 1.6}L${x - 9} ${y + 0.8}Z`, thigh));
  }
  // the feet
  a.f.push(path(ellipse(57, 63.2, 3.2, 1.6)), path(ellipse(66.4, 64.8, 3.4, 1.7)));
  a.f.push(path(ellipse(38.6, 64.8, 3, 1.6)), path(ellipse(24, 65.6, 3, 1.6)));
  // the front leg under the head
  a.f.push(
    ...jointed(
      [
        [20, 42],
        [16, 52],
        [16.4, 62.6],
      ],
      (t) => 3.2 - 0.8 * t,
      [8],
    ),
  );
  a.f.push(path(ellipse(15, 64.4, 3, 1.6)));
  // the saddle behind the head
  a.f.push(
    path(
      smooth([
        [20, 30],
        [28.6, 28.6],
        [31, 38],
        [28.6, 46],
        [20, 46.6],
      ] as Pt[]),
    ),
  );
  // the feelers sweeping up and back over the body, behind the head
  a.s.push(
    `M${curve(
      [
        [14, 20],
        [18, 8],
        [32, 2.4],
        [50, 4.6],
        [62, 12],
      ],
      8,
    )
      .map((p) => p.join(' '))
      .join('L')}`,
  );
  a.s.push(
    `M${curve(
      [
        [19, 21],
        [26, 12],
        [40, 9.4],
        [56, 14],
        [66, 22.6],
      ],
      8,
    )
      .map((p) => p.join(' '))
      .join('L')}`,
  );
  // the head with its face
  const head = circle(14.4, 32, 11.8);
  a.f.push(path(head));
  addFace(a, kawaiiFace(14.2, 32.6, 0.98));
  return done(a);
}
