// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done, type Art } from './art';
import { columnLeg, smooth } from './dinosaurs';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, ellipse, path, r2, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A pterodactyl's wing: leading edge from the shoulder up to the wrist and out to the tip, trailing edge in scallops back to the hip; `side` 1 right, -1 left. */
function wing(a: Art, side: 1 | -1) {
  const X = (x: number) => r2(36 + side * (x - 36));
  const P = (pts: Pt[]): Pt[] => pts.map(([x, y]) => [X(x), y]);
  const lead = P([
    [31, 30],
    [22, 20.6],
    [14, 19],
    [1.4, 34.6],
  ]);
  const trail = P([
    [8.4, 38.6],
    [13.6, 37.6],
    [17.6, 42.2],
    [22.6, 41],
    [27.4, 45.6],
    [32, 44],
  ]);
  a.f.push(
    path(
      `M${lead[0]!.join(' ')}C${lead[1]!.join(' ')} ${lead[2]!.join(' ')} ${lead[2]!.join(' ')}L${lead[3]!.join(' ')}Q${X(5)} 38.6 ${trail[0]!.join(' ')}Q${trail[1]!.join(' ')} ${trail[2]!.join(' ')}Q${trail[3]!.join(' ')} ${trail[4]!.join(' ')}Q${trail[5]!.join(' ')} ${X(33)} 40Z`,
    ),
  );
  // the long finger along the leading edge, and two folds of the membrane from the wrist
  a.s.push(`M${X(14)} 22Q${X(8)} 28 ${X(4)} 33.6M${X(15.4)} 23.4Q${X(15.6)} 31 ${X(17.6)} 39.4M${X(19)} 23Q${X(22)} 31 ${X(26.6)} 42.4`);
  // three small claws at the wrist
  for (const [dx, dy] of [
    [-1.4, -2.6],
    [0.6, -3.2],
    [2.4, -2.2],
  ])
    a.f.push(path(`M${X(14 + dx - 0.8)} ${r2(19.6 + dy * 0.3)}Q${X(14 + dx)} ${r2(19 + dy)} ${X(14 + dx + 0.9)} ${r2(19.4 + dy * 0.3)}Z`));
}

/**
 * A pterodactyl flying towards the child, its head turned left: two wide wings spread from a small round body,
 * each a membrane with a long finger along its front edge, folds back from the wrist, three little claws there and
 * a scalloped trailing edge; two small legs dangling with three toes each; a long beak with a smile, a shining eye
 * and a cheek, and a swept-back crest behind the head.
 */
export function pterodactyl() {
  const a = art();
  wing(a, -1);
  wing(a, 1);
  // the legs dangling under the body, toes spread
  for (const x of [32.4, 39.6]) {
    a.f.push(
      path(
        band(
          [
            [x, 48],
            [x, 54],
            [x, 57.6],
          ],
          () => 3,
        ).d,
      ),
    );
    for (const dx of [-1.7, 0, 1.7]) a.f.push(path(ellipse(x + dx, 59, 0.9, 1.8)));
  }
  // the body: a round chest and belly, with a band down the belly
  a.f.push(
    path(
      smooth([
        [36, 23.6],
        [42.6, 30],
        [43, 42],
        [38.6, 51.4],
        [33.4, 51.4],
        [29, 42],
        [29.4, 30],
      ]),
    ),
  );
  a.f.push(path('M33.6 34Q36 32.4 38.4 34L38 47Q36 48.6 34 47Z'));
  a.s.push('M33.8 38.6Q36 39.8 38.2 38.6M33.8 43Q36 44.2 38.2 43');
  // the crest swept back behind the head, then the head with its long beak, kept clear of an adults' page's fill
  a.f.push(path('M39.4 13Q44.6 4.4 52.6 1.6Q50.4 9.6 43.4 17.4Z'));
  const head = smooth([
    [30, 16],
    [35, 9.6],
    [42, 10.6],
    [44.4, 17],
    [41, 23.6],
    [34, 25],
  ]);
  a.f.push(path('M32.4 11.6Q22.6 7.4 13.2 6.2Q11.4 7 12.6 8.6Q21.4 14.4 32.4 19.6Z'));
  a.s.push('M13.4 7.8Q21.6 10.6 27.6 14.6Q30.2 16 31.8 15');
  a.f.push(path(head));
  a.c.push(path(head));
  a.f.push(path(ellipse(39.6, 19.6, 1.8, 1.2)));
  a.d.push(pupil(35.4, 14.4, 1.9));
  return done(a);
}

/**
 * A friendly spinosaurus side-on, facing left: a tall sail along its back held up by spines (each panel its own
 * area, the sail's edge scalloped between them), a long crocodile snout with a smile and a bump at the nostril,
 * an eye under a brow, a cheek; a short arm with claws, two column legs with toenails (the far one set back),
 * and a thick tail tapering down behind.
 */
export function spinosaurus() {
  const a = art();
  // the sail: spines fanning up from the back, the edge dipping between them; lines down the spines
  const tips: Pt[] = [
    [20, 18],
    [25, 8.4],
    [33, 3],
    [42, 3.2],
    [50, 8.6],
    [56, 17],
    [60, 27],
  ];
  const base: Pt[] = [
    [22, 27],
    [26, 25],
    [32, 24],
    [39, 24],
    [45, 25.4],
    [51, 28.6],
    [56, 33],
  ];
  let sail = `M${base[0]!.join(' ')}L${tips[0]!.join(' ')}`;
  for (let i = 1; i < tips.length; i++) {
    const [x0, y0] = tips[i - 1]!;
    const [x1, y1] = tips[i]!;
    sail += `Q${r2((x0 + x1) / 2 - (y1 - y0) * 0.12)} ${r2((y0 + y1) / 2 + 3.2)} ${x1} ${y1}`;
  }
  a.f.push(path(`${sail}L${base[base.length - 1]!.join(' ')}Z`));
  for (let i = 1; i < tips.length - 1; i++) a.s.push(`M${tips[i]!.join(' ')}L${base[i]!.join(' ')}`);
  // the far leg, set back, and the tail
  columnLeg(a.f, a.s, 49, 44, 7.6, 62);
  a.f.push(
    path(
      band(
        along(
          [50, 36],
          [
            [
              [60, 40],
              [66, 48],
              [70.6, 61],
            ],
          ],
          16,
        ),
        (t) => 15 * (1 - t) ** 1.1 + 1.6,
      ).d,
    ),
  );
  // the near leg, its top under the body
  columnLeg(a.f, a.s, 34, 44, 9.6);
  // the body, the neck rising from it to the head
  a.f.push(
    path(
      smooth([
        [17, 24],
        [24, 23.6],
        [36, 23],
        [48, 25],
        [57, 32],
        [57.6, 42],
        [50, 49],
        [38, 50.6],
        [27, 47],
        [20, 38],
      ]),
    ),
  );
  a.s.push('M21.4 36Q24 37 26 35.6M23.6 40.6Q26.4 41.6 28.4 40');
  // the thigh over the leg's top, with its crease
  a.f.push(path(turnedEllipse(41, 41, 6.8, 8.4, -24)));
  a.s.push('M37 36.4Q39 39.4 38.4 43');
  // the short arm with two claws, held at the chest
  a.f.push(path('M24.4 42.6Q21.4 42.4 21 44Q22.8 44.6 24.6 44.2Z'), path('M24.8 44.8Q22.4 45.6 22.4 47Q24.2 46.8 25.6 45.6Z'));
  a.f.push(
    path(
      smooth([
        [31, 40],
        [27, 42],
        [24.4, 43.4],
        [25.4, 45.8],
        [28, 45.6],
        [31.4, 44.2],
      ]),
    ),
  );
  // the head: a long crocodile snout, a bump at its nostril, kept clear of an adults' page's fill
  const head = smooth([
    [26, 20],
    [22, 12.6],
    [15, 12],
    [10, 15.4],
    [4, 16],
    [1.4, 19],
    [2.6, 23.4],
    [10, 25],
    [20, 27.6],
    [26.6, 27],
  ]);
  a.f.push(path(head));
  a.c.push(path(head));
  a.s.push('M3.6 21.8Q12 23.4 18.6 22.4Q21.6 21.8 23 19.6M14.6 13.6Q17.4 12.6 20.2 14.2');
  a.f.push(path(ellipse(22.6, 24, 1.9, 1.2)));
  a.d.push(pupil(18, 17.4, 1.7), ellipse(3.8, 17.6, 0.6, 0.8));
  return done(a);
}
