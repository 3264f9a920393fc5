// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { smooth } from './dinosaurs';
import { along, band, circle, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A friendly storybook dragon standing side-on on four legs, facing left, its head turned to the reader: a round
 * snout with two nostrils, two big eyes, a smile standing free, a cheek, two small horns and a frilled ear; a
 * row of spikes along its neck, back and tail; a pale belly of band plates from the chin to the tail; a half-open
 * bat wing with finger ribs, each membrane panel an area; claws on every foot; a long tail ending in a spade.
 * Fluent's dragon is an Eastern serpent coiled in loops with a small head, which children in most of our
 * languages do not read as a dragon, and which filled every dragon page with loops.
 */

/** A rounded spike standing on (x, y), `h` high and `w` wide at its foot, leaning `deg` degrees from upright. */
function spike(x: number, y: number, w: number, h: number, deg: number): string {
  const a = ((deg - 90) * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [vx, vy] = [-uy, ux];
  const p = (u: number, v: number) => `${r2(x + ux * u + vx * v)} ${r2(y + uy * u + vy * v)}`;
  // the foot sunk 1.5 units into what it stands on, so the body drawn over it hides the join
  return `M${p(-1.5, -w / 2)}Q${p(h * 0.55, -w * 0.42)} ${p(h, -w * 0.08)}Q${p(h + 0.4, 0)} ${p(h, w * 0.08)}Q${p(h * 0.55, w * 0.42)} ${p(-1.5, w / 2)}Z`;
}

/** Three rounded claws along the front of a foot whose sole is at y `ground`, from x `x` leftwards, each `w` wide. */
function claws(f: string[], x: number, ground: number, w: number) {
  for (let i = 0; i < 3; i++) {
    const cx = x - i * w * 1.05;
    f.push(
      path(
        `M${r2(cx)} ${ground}Q${r2(cx)} ${r2(ground - 2.4)} ${r2(cx - w / 2)} ${r2(ground - 2.4)}Q${r2(cx - w)} ${r2(ground - 2.4)} ${r2(cx - w)} ${ground}Z`,
      ),
    );
  }
}

/**
 * A leg from under the body: a thigh or shoulder, a shin down to a round foot with its sole on the ground at y 65,
 * its toes to the left at `toe`, its heel at `heel`. `claws` gives the three claws along the front of the foot.
 */
function leg(f: string[], top: Pt[], toe: number, heel: number) {
  f.push(path(smooth([...top, [heel + 0.3, 61], [heel, 65], [toe + 1.5, 65], [toe, 62.5], [toe + 3, 59.5], [top[0]![0] + 0.5, 55]])));
  claws(f, toe + 3.4, 65, 2.6);
}

export function dragon() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail: from the rump down along the ground to the right, curling up to the spade; its spikes first,
  // behind it, along the outside of the curl, where the back's row runs on
  const tailLine = along(
    [51, 47],
    [
      [
        [58, 57],
        [64, 58],
        [65.5, 51],
      ],
      [
        [66.5, 47.5],
        [66, 44.5],
        [65, 41.5],
      ],
    ],
    12,
  );
  const tail = band(tailLine, (t) => 9 * (1 - t) + 2.4 * t);
  for (const [i, w, h] of [
    [11, 3.6, 3],
    [15, 3.2, 2.8],
    [19, 2.6, 2.4],
  ] as const) {
    // standing straight out of the edge: along the line from the tail's inner edge across to its outer one
    const [x, y] = tail.left[i]!;
    const [rx, ry] = tail.right[i]!;
    const deg = (Math.atan2(y - ry, x - rx) * 180) / Math.PI + 90;
    f.push(path(spike(x, y, w, h, deg)));
  }
  // the spade at the tail's tip, pointing on the way the tail runs, its foot over the tail's end
  const [[ax, ay], [bx, by]] = tailLine.slice(-2);
  const turn = Math.atan2(by! - ay!, bx! - ax!);
  const p = (u: number, v: number) =>
    `${r2(bx! - 0.8 * Math.cos(turn) + u * Math.cos(turn) - v * Math.sin(turn))} ${r2(by! - 0.8 * Math.sin(turn) + u * Math.sin(turn) + v * Math.cos(turn))}`;
  f.push(path(tail.d));
  f.push(path(`M${p(0, -1)}Q${p(-1.5, -5.5)} ${p(2.5, -5)}Q${p(5, -4)} ${p(9.5, 0)}Q${p(5, 4)} ${p(2.5, 5)}Q${p(-1.5, 5.5)} ${p(0, 1)}Z`));
  s.push(`M${p(1, 0)}L${p(6.5, 0)}`);
  // the far legs, behind the body: a foreleg and a hind leg peeping out beyond the near ones
  leg(
    f,
    [
      [31, 48],
      [37, 49],
      [37.5, 56],
    ],
    31.5,
    38,
  );
  leg(
    f,
    [
      [52, 48],
      [58, 50],
      [58.5, 56],
    ],
    53,
    59,
  );
  // the spikes along the neck and back, standing on the back's line, behind the body
  for (const [x, y, w, h, deg] of [
    [26.5, 19.5, 4, 3.5, 40],
    [29.5, 25, 4.4, 4, 45],
    [34, 29.5, 4.8, 4.6, 25],
    [40, 31, 5, 5, 5],
    [46.5, 31.5, 5, 5, 10],
    [52.5, 34.5, 4.6, 4.6, 35],
  ] as const)
    f.push(path(spike(x, y, w, h, deg)));
  // the body and neck in one outline, the neck rising to the head at the upper left
  f.push(
    path(
      smooth([
        [22, 17],
        [27.5, 22],
        [32, 29.5],
        [40, 33],
        [50, 33],
        [57, 38.5],
        [58.5, 47],
        [53.5, 55],
        [41, 57],
        [30, 55],
        [22.5, 47],
        [19.5, 35],
        [16.5, 25],
      ]),
    ),
  );
  // the pale belly: a band along the body's front and under edge from the chin to the hind leg, its outer half
  // standing proud of the body so it is the outline there; the lines across it part it into band plates
  const bellyLine = along(
    [17, 25],
    [
      [
        [19, 31],
        [20, 40],
        [24.5, 48],
      ],
      [
        [30, 55],
        [38, 57],
        [46, 56],
      ],
    ],
    10,
  );
  const belly = band(bellyLine, (t) => 6.5 * Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.96)) + 0.5);
  f.push(path(belly.d));
  // kept clear of an adults' scales with the head: the pale plates read as a dragon's underside, not more scales
  const plain = path(belly.d);
  // the band plates, each an area of its own, so the legs drawn later cover them as they cover the belly
  for (let i = 2; i < bellyLine.length - 3; i += 2) {
    const j = i + 2;
    const pts = [...belly.left.slice(i, j + 1), ...belly.right.slice(i, j + 1).reverse()];
    f.push(path(`M${pts.map((q) => q.join(' ')).join('L')}Z`));
  }
  // the near hind leg: a round thigh over the body, the shin down to the foot
  leg(
    f,
    [
      [41.5, 52],
      [49, 53],
      [50, 58],
    ],
    39.5,
    50.5,
  );
  f.push(
    path(
      smooth([
        [40, 45],
        [42.5, 39.5],
        [49, 37.5],
        [54.5, 42.5],
        [54.5, 50.5],
        [50.5, 56],
        [43.5, 55.5],
        [40, 51],
      ]),
    ),
  );
  // the near foreleg from the shoulder, in front of the chest
  leg(
    f,
    [
      [21.5, 45],
      [25.5, 41.5],
      [30.5, 45.5],
      [31, 56],
    ],
    20,
    31.5,
  );
  // a half-open bat wing rising from the shoulders: the arm along its leading edge to the wrist, with a thumb claw,
  // and three fingers spreading from the wrist; each membrane panel between two fingers bows in and is its own area
  const shoulder: Pt = [36, 35];
  const wrist: Pt = [46, 10];
  const tips: Pt[] = [
    [58, 2],
    [67, 11],
    [66, 23],
  ];
  const panel = (a: Pt, b: Pt, bow: number, end: Pt = wrist) => {
    const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const len = Math.hypot(dx, dy);
    // the trailing edge bows back towards the wrist
    const [cx, cy] = [mx - (dy / len) * bow, my + (dx / len) * bow];
    return path(`M${end[0]} ${end[1]}L${a[0]} ${a[1]}Q${r2(cx)} ${r2(cy)} ${b[0]} ${b[1]}Z`);
  };
  f.push(panel(tips[0]!, tips[1]!, 3.5), panel(tips[1]!, tips[2]!, 3.5));
  // the last panel runs back from the lowest finger to the wing's root on the back
  f.push(
    path(`M${wrist[0]} ${wrist[1]}L${tips[2]![0]} ${tips[2]![1]}Q56 24.5 52 32Q46 31 ${shoulder[0]} ${shoulder[1]}C33.5 25 37.5 14 ${wrist[0]} ${wrist[1]}Z`),
  );
  // the arm: a band from the shoulder to the wrist, the thumb claw at its top
  f.push(path('M43.5 10.5Q42 4.5 44.5 2.5Q45.5 6 48.5 8.5Z'));
  const arm = band(along(shoulder, [[[33.5, 25], [37.5, 14], wrist]], 10), (t) => 4 - 1.8 * t);
  f.push(path(arm.d));
  // the head: the frilled ear behind it, two small horns, the round skull and the snout, kept clear of an adults'
  // page's fill
  f.push(path('M22 11Q27 6.5 31 8Q29 10.5 29.5 12Q33 11.5 34.5 14Q31 15.5 30 17Q32 19 31.5 21.5Q27 21 23 19Z'));
  s.push('M24 14Q27 12 29.5 12M24.5 17Q27.5 16.5 30 17');
  f.push(path(spike(15.5, 8, 3.6, 6, -15)), path(spike(21.5, 9, 3.6, 6, 20)));
  const headOutline = smooth([
    [25, 12],
    [26, 19],
    [22, 25.5],
    [14.5, 28.5],
    [6.5, 29],
    [1.5, 25.5],
    [1.5, 19.5],
    [5.5, 15.5],
    [9.5, 9],
    [17, 5.5],
  ]);
  const head = path(headOutline);
  f.push(head);
  // the snout's top, a brow line parting it from the forehead
  s.push('M3.6 16.6Q7.5 14.2 10.5 16');
  // two big eyes looking at the reader, each a white to colour round a black pupil
  f.push(path(turnedEllipse(13.5, 14.2, 3.2, 3.8, 0)), path(turnedEllipse(20.2, 14.2, 3, 3.6, 0)));
  // a cheek to colour
  f.push(path(turnedEllipse(19.5, 22, 2.4, 1.7, 0)));
  // the smile, free of every edge
  s.push('M4.6 23.6Q8.8 27 13.8 24.3');
  const d = `<path d="${circle(14.1, 15, 1.7)}${circle(20.7, 15, 1.6)}${turnedEllipse(3.8, 20.6, 0.8, 0.55, -30)}${turnedEllipse(7.4, 19.8, 0.8, 0.55, -15)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head + plain };
}
