// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// The scorpion (1F982); what it printed before and what the others are: small-beasts-kit.ts.
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { addFace, art, curve, done, jointed, limb, mirror, type Drawn } from './small-beasts-kit';

/**
 * A pincer raised at the end of an arm from the body's side at `root`: the upper arm out to the elbow, the
 * forearm up to the wrist, and the claw, a round palm with its two fingers open at the top, each an area.
 */
function pincer(root: Pt, elbow: Pt, wrist: Pt, palm: Pt, flip: boolean): string[] {
  const M = (p: Pt): Pt => (flip ? [r2(72 - p[0]), p[1]] : p);
  const out = jointed([root, elbow, wrist].map(M), (t) => 5.2 - 1.2 * t, [8]);
  const [px, py] = M(palm);
  const s = flip ? -1 : 1;
  const X = (v: number) => r2(px + s * v);
  // the fingers: the outer one (the moving finger) curving up and over, the inner one shorter, a gap between them
  out.push(
    limb(
      [
        [X(-3.4), py - 2],
        [X(-5), py - 8.6],
        [X(-2.6), py - 14],
        [X(2.2), py - 15.4],
      ],
      5.6,
      1.6,
    ),
  );
  out.push(
    limb(
      [
        [X(3.2), py - 2],
        [X(4.4), py - 7.6],
        [X(3.4), py - 11.4],
      ],
      5,
      1.6,
    ),
  );
  out.push(path(turnedEllipse(px, py, 6.6, 5.8, s * -10)));
  return out;
}

/**
 * A friendly scorpion facing us: a round head-and-body with the kawaii face, the plates of its back rising behind
 * it into the tail, which curls up and over in segments that grow smaller to the bulb and its little curved sting,
 * hanging over its head; two arms raised either side with big pincers open at the top, and four legs a side bent
 * out and down to the ground, each a thigh and a shin.
 */
export function scorpion(): Drawn {
  const a = art();
  // the legs behind the body, four a side: up and out to the knee, down to the foot
  const legs: Pt[][] = [
    [
      [27, 52],
      [16.6, 49.4],
      [10.2, 56.6],
    ],
    [
      [27.4, 55],
      [18, 54.6],
      [13, 62.6],
    ],
    [
      [28.6, 57.6],
      [20.4, 59.4],
      [17.4, 67],
    ],
    [
      [30.6, 59.6],
      [24.6, 63.4],
      [23.6, 69.6],
    ],
  ];
  for (const l of legs.flatMap((l) => [l, mirror(l)])) {
    a.f.push(...jointed(l, (t) => 3.2 - 0.8 * t, [8]));
    a.f.push(path(circle(...l[2], 1.6)));
  }
  // the tail, rising from behind the head: segments along a curve up and over, each over the one before and
  // smaller, to the bulb at its tip with a little sting curving down over the head
  const spine = curve(
    [
      [38.6, 40],
      [44, 27],
      [49, 15],
      [48, 6],
      [41.6, 2.4],
      [35.6, 5.4],
    ],
    10,
  );
  // a segment every 1.3 radii along the curve, each a little smaller than the one before
  let [r, since] = [5.8, Infinity];
  spine.forEach(([x, y], i) => {
    if (i) since += Math.hypot(x - spine[i - 1][0], y - spine[i - 1][1]);
    if (since < 1.3 * r || i > spine.length - 4) return;
    a.f.push(path(circle(x, y, r2(r))));
    [r, since] = [r * 0.93, 0];
  });
  a.f.push(path('M33.6 8.2Q28.4 10.4 27.4 16.2Q30.2 13.8 32.8 13.4Z'));
  a.f.push(path(turnedEllipse(34.8, 9.4, 4.4, 3.6, 34)));
  // the pincers
  a.f.push(...pincer([26, 46], [12.6, 45.6], [11.4, 34.6], [11.4, 28.6], false));
  a.f.push(...pincer([26, 46], [12.6, 45.6], [11.4, 34.6], [11.4, 28.6], true));
  // the head-and-body with its face
  const head = ellipse(36, 50, 13.6, 11.6);
  a.f.push(path(head));
  addFace(a, kawaiiFace(36, 50.4, 1.08));
  return done(a);
}
