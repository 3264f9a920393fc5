// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done } from './art';
import { smooth } from './dinosaurs';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A feather: a pointed leaf from `root` to `tip`, `w` wide, with its quill a line. */
function feather(root: Pt, tip: Pt, w: number): { f: string; s: string } {
  const [dx, dy] = [tip[0] - root[0], tip[1] - root[1]];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / len) * w, (dx / len) * w];
  const m = (k: number, side: number): string => `${r2(root[0] + dx * k + nx * side)} ${r2(root[1] + dy * k + ny * side)}`;
  return {
    f: path(`M${root.join(' ')}Q${m(0.5, 1.2)} ${tip.join(' ')}Q${m(0.5, -1.2)} ${root.join(' ')}Z`),
    s: `M${m(0.15, 0)}L${m(0.75, 0)}`,
  };
}

/**
 * A friendly feathered velociraptor side-on, facing left, leaning forward: a long head with a smile, a big
 * shining eye and a cheek, three crest feathers on its head; an S of a neck with a ruff at its base;
 * a slim body; a folded arm with a fringe of long feathers and three claws; two long legs, the near one's thigh
 * a big area, the feet with their famous sickle claw held up; a long stiff tail ending in a fan of feathers.
 */
export function velociraptor() {
  const a = art();
  const add = (x: { f: string; s: string }) => {
    a.f.push(x.f);
    a.s.push(x.s);
  };
  // the tail's fan of feathers, then the tail itself, held out stiff behind
  for (const tip of [
    [70.6, 10.6],
    [71, 17.4],
    [69.4, 23.6],
  ] as Pt[])
    add(feather([58, 20.6], tip, 3.4));
  a.f.push(
    path(
      band(
        along(
          [42, 32],
          [
            [
              [50, 28],
              [56, 22.6],
              [62, 18.6],
            ],
          ],
          12,
        ),
        (t) => 12 * (1 - t) + 2,
      ).d,
    ),
  );
  // the far leg, set back: shin and foot
  a.f.push(
    path(
      band(
        [
          [45, 42],
          [47.6, 50],
          [44.4, 60.6],
        ],
        () => 3.4,
      ).d,
    ),
  );
  a.f.push(path('M44 59Q40 59.2 38.6 61.8L46.4 62.2Q47 60 44 59Z'));
  // the body
  a.f.push(
    path(
      smooth([
        [20, 31],
        [28, 25.4],
        [40, 25],
        [48.6, 30],
        [50, 38.6],
        [43, 44.6],
        [32, 45],
        [23.4, 40],
      ]),
    ),
  );
  // the near leg: a long shin bent back, a foot with two toes and the sickle claw held up, the thigh over it
  a.f.push(
    path(
      band(
        [
          [38, 42],
          [43, 52],
          [39.4, 63],
        ],
        (t) => 5 - 1.4 * t,
      ).d,
    ),
  );
  a.f.push(path('M40 61Q34.6 61 32 64.6L42.6 64.8Q43.6 62 40 61Z'));
  a.f.push(path('M41.8 61.2Q44.6 57.8 44.6 54.6Q42.6 56.6 40.6 59.8Z'));
  a.f.push(path(turnedEllipse(39.4, 36.8, 7.2, 8.8, -28)));
  // the neck: an S up and forward from the chest to the head, a ruff at its base
  a.f.push(
    path(
      smooth([
        [20, 34],
        [16.6, 24],
        [14, 17.6],
        [20, 13],
        [25, 20],
        [28.4, 29],
      ]),
    ),
  );
  a.f.push(path('M15.8 27.6Q17 33.4 21 35.4Q23.2 33.2 25.6 35.2Q27.6 32.6 30.4 33.2Q29.4 29.4 27.4 27Z'));
  // the arm folded under the chest, a fringe of long feathers hanging from it, three claws at its end
  for (const [x, y] of [
    [27.4, 39],
    [32, 39.4],
  ] as Pt[])
    add(feather([x, y - 3], [x + 3.4, y + 9], 2.8));
  a.f.push(
    path(
      band(
        [
          [34, 35],
          [28, 38.4],
          [22.4, 37.6],
        ],
        (t) => 4 - t,
      ).d,
    ),
  );
  for (const dy of [-1.2, 0.4, 2])
    a.f.push(path(`M${22.6} ${r2(36.8 + dy)}Q${19.6} ${r2(37.6 + dy)} ${18.8} ${r2(39.8 + dy)}Q${21} ${r2(38.6 + dy)} ${23} ${r2(38.4 + dy)}Z`));
  // three crest feathers on the head, then the head with its long snout, kept clear of an adults' page's fill
  for (const [x, tip] of [
    [16, [17.6, 1.6]],
    [19, [23, 2.2]],
    [21.6, [27.6, 5.4]],
  ] as [number, Pt][])
    add(feather([x, 9.6], tip, 2));
  const head = smooth([
    [23.6, 14],
    [20, 8],
    [12, 8.6],
    [4.4, 11.6],
    [1.4, 15.4],
    [3.4, 19.4],
    [11.4, 20.6],
    [19.6, 21],
    [24.6, 18.6],
  ]);
  a.f.push(path(head));
  a.c.push(path(head));
  a.s.push('M3.2 16.8Q10 18.4 15.4 17.4Q18.4 16.8 19.6 15.2');
  a.f.push(path(ellipse(20.2, 18.4, 1.8, 1.1)));
  a.d.push(pupil(15.6, 12.6, 1.9), ellipse(3.4, 13.6, 0.55, 0.75));
  return done(a);
}
