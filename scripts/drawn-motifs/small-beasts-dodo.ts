// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// The dodo (1F9A4); what it printed before and what the others are: small-beasts-kit.ts.
import { smooth } from './dinosaurs';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { ellipse, fleece, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { art, cut, done, limb, type Drawn } from './small-beasts-kit';

/** A stout bird's leg from (x, top) down to the ground at `ground`, three round-tipped toes spread forward. */
function foot(x: number, top: number, ground: number): string[] {
  const w = 3.6;
  const leg = path(
    smooth([
      [x - w / 2, top],
      [x + w / 2, top],
      [x + w / 2 + 0.2, ground - 3],
      [x + 2.6, ground - 0.6],
      [x - 1, ground - 1.4],
      [x - w / 2 - 0.2, ground - 4],
    ] as Pt[]),
  );
  // the toes: back, middle, front, each a little sausage with a claw's round tip
  const toe = (x0: number, y0: number, x1: number, y1: number) => {
    const [dx, dy] = [x1 - x0, y1 - y0];
    const len = Math.hypot(dx, dy);
    const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
    return path(turnedEllipse(r2((x0 + x1) / 2), r2((y0 + y1) / 2), r2(len / 2), 1.5, r2(deg)));
  };
  return [toe(x + 1, ground - 1.6, x + 5.4, ground - 1.4), toe(x, ground - 1.6, x - 7.4, ground - 1.5), toe(x - 0.4, ground - 2, x - 5.4, ground - 4.2), leg];
}

/**
 * A whole dodo standing side-on, facing left: a big round body, a pale belly, a stubby wing of three feathers, a
 * tuft of curly tail feathers up behind, two stout legs with three toes each; a short thick neck, a round head
 * with a curl of feathers on top, a ruff round the neck's foot, the big hooked beak in two parts with its hook
 * as an area, an eye with a shine, a cheek and a smile.
 */
export function dodo(): Drawn {
  const a = art();
  // the legs, the far one a little behind
  a.f.push(...foot(43.6, 54, 64.4), ...foot(33, 56, 68));
  // the tuft of tail feathers up behind the body: two curly plumes standing out of a fluffy puff
  a.f.push(
    limb(
      [
        [60, 30],
        [63.4, 22],
        [68.4, 18.6],
        [71, 22.4],
        [68.2, 25.2],
      ],
      5.2,
      3.4,
    ),
  );
  a.f.push(
    limb(
      [
        [56, 30],
        [55.6, 21.4],
        [58.6, 15.2],
        [62.8, 15.6],
        [62.2, 19.6],
      ],
      5.2,
      3.4,
    ),
  );
  a.f.push(path(fleece(62.4, 36.4, 6.4, 6, 9, 1.5, 0.3)));
  // the body, round and heavy, and its pale belly cut to it
  const body = smooth([
    [24, 32],
    [38, 28.6],
    [53, 30.6],
    [62.6, 38.4],
    [64.4, 50],
    [56, 59.4],
    [40, 61.6],
    [24.6, 58],
    [16.6, 48],
    [17.6, 38],
  ] as Pt[]);
  a.f.push(path(body));
  a.f.push(
    ...cut(
      smooth([
        [10, 40],
        [22, 44],
        [34, 52],
        [48, 56],
        [60, 56],
        [60, 70],
        [10, 70],
      ] as Pt[]),
      body,
    ),
  );
  // the stubby wing: three feathers with round tips, its lines from the front of the wing to the notches
  a.f.push(path('M34 40Q41 32.6 50 35Q56.6 36.6 55 41.6Q58.4 45.4 53.6 47Q54 51.6 48.4 50.8Q40 50 34 40Z'));
  a.s.push('M35.4 39.6Q45 39.2 55 41.6M34.6 40.8Q44 46 53.6 47');
  // the neck, thick and short, up to the head, a ruff of feathers round its foot
  const ruff = Array.from({ length: 5 }, (_, i) => {
    const [x0, y0] = [35.4 - i * 3.6, 38.5 - i * 0.9];
    const [x1, y1] = [x0 - 3.6, y0 - 0.9];
    return `Q${r2((x0 + x1) / 2)} ${r2((y0 + y1) / 2 + 3.4)} ${r2(x1)} ${r2(y1)}`;
  }).join('');
  a.f.push(path(`M17.4 34Q15.6 26 19.6 21L31.6 21.6Q34.6 30 35.4 38.5${ruff}Z`));
  // the curl of feathers on top of the head, then the head
  a.f.push(
    limb(
      [
        [26, 12],
        [27, 5.6],
        [30.6, 3.4],
        [33, 5.6],
        [31, 7.4],
      ],
      4,
      2.2,
    ),
  );
  const head = ellipse(25, 19, 10.6, 9.8);
  a.f.push(path(head));
  // the beak: the lower part under the big upper one, which swells forward and hooks down at its tip over it; the
  // hook its own area, the nostril a line
  a.f.push(path('M16.2 20.8Q11 21 7.6 22.4Q5.8 23.6 6.6 25Q11.4 25.8 16.6 24.4Z'));
  const upper =
    'M16.6 13.4C12.4 12.4 8.4 11.6 5 12.4C1.4 13.2 0.2 17.4 0.8 21.4C1.2 24.4 2.6 26.6 4.8 27.2Q6.6 27.2 6.4 25.2Q6 23.6 6.4 22.2Q10.6 20.6 16.4 21Z';
  a.f.push(path(upper));
  a.f.push(...cut('M8.6 8C6.6 13 6.2 17.4 6.6 20.2C6.8 21.8 6.6 22.6 6.4 24L7.6 30L-2 30L-2 8Z', upper));
  // the eye with its shine, a cheek, a smile behind the beak
  a.f.push(path(ellipse(26.4, 22.6, 2.6, 1.7)));
  a.s.push('M19 24.6Q20.8 26.6 23 25.6');
  a.d.push(pupil(22, 17.4, 2.3));
  a.c.push(path(head));
  return done(a);
}
