// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { addFace, art, done } from './art';
import { columnLeg, smooth } from './dinosaurs';
import { kawaiiFace, pupil } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/**
 * A polar bear walking side-on, facing left: a long heavy body with a hump at the shoulders, four thick legs on
 * broad paws with toenails to colour, the far two set back; a long neck and a long head with a small round ear,
 * a black nose at the tip of the snout, a shining eye, a cheek and a smile; a stub of a tail and a few tufts of
 * fur. The teddy-like brown bear sits facing the child: "polar bear" drew that one, round ears and all.
 */
export function polarBear() {
  const a = art();
  // the far legs, set back (their paws higher), and the tail, before the body
  columnLeg(a.f, a.s, 28, 42, 8.6, 62);
  columnLeg(a.f, a.s, 58.4, 41, 8.4, 62);
  a.f.push(path(circle(67.4, 31.4, 2.8)));
  // the near legs, their tops under the body as the goat's are
  columnLeg(a.f, a.s, 15.6, 40, 10.4);
  columnLeg(a.f, a.s, 47, 40, 10.4);
  // the body: a hump at the shoulders, a long back, a round rump; the neck reaching forward and down
  a.f.push(
    path(
      smooth([
        [8, 33],
        [14, 25],
        [24, 21.4],
        [34, 22.6],
        [46, 22],
        [58, 22.4],
        [67, 28.6],
        [68.4, 39],
        [63, 48],
        [50, 50.6],
        [34, 50.4],
        [22, 48],
        [14, 42],
      ]),
    ),
  );
  // tufts of fur: at the shoulder, along the belly, on the haunch
  a.s.push('M28.6 26Q30.6 30 29.4 34.6M52 27.4Q55.6 31.4 55 36.6M32 49.6Q35 47.4 38 49.6');
  // the small round ear, half behind the head
  a.f.push(path(circle(17.6, 20.2, 3.2)), path(circle(17.6, 20.6, 1.5)));
  // the head: a long snout to a blunt tip, kept clear of an adults' page's fill
  const head = smooth([
    [24.2, 25.6],
    [20, 19.6],
    [12.4, 19.8],
    [6.4, 23.6],
    [1.8, 27.8],
    [2.2, 32.4],
    [7, 34.6],
    [15.6, 35.6],
    [22.6, 33.4],
  ]);
  a.f.push(path(head));
  a.c.push(path(head));
  a.f.push(path(ellipse(15.6, 31.2, 2.2, 1.4)));
  a.s.push('M5.2 32.2Q7.6 34 10.2 32.6');
  a.d.push(pupil(12.6, 25.8, 1.9), ellipse(3.4, 28.4, 1.5, 1.2));
  return done(a);
}

/**
 * A narwhal swimming, facing left: a plump body tapering to a tail whose two flukes curl up behind, a long spiral
 * tusk from its forehead pointing up and forward, a pale belly band, a flipper, a few spots on its back, and the
 * house's kawaii face on its head.
 */
export function narwhal() {
  const a = art();
  // the flukes, behind the tail's end
  a.f.push(path('M58 38.6Q62.6 29 70.6 26.4Q71 34.6 61.8 41Z'), path('M60.6 41.6Q66.8 44.4 70.4 51.6Q62.4 51.6 58.2 43.6Z'));
  // the body
  const body = smooth([
    [3.2, 38],
    [8, 27.6],
    [20, 21.4],
    [34, 21.2],
    [46, 25.6],
    [56, 33.6],
    [62.6, 40.6],
    [56, 44.6],
    [44, 49],
    [30, 51.6],
    [15, 50],
    [6, 45],
  ]);
  a.f.push(path(body));
  // the pale belly from the chin to the tail, along the body's underside
  a.f.push(path('M6 45Q15 50 30 51.6Q44 49 56 44.6Q46 44.4 36 45.6Q22 47 12 42.4Q8.6 43.2 6 45Z'));
  // the flipper, hanging back from under the face
  a.f.push(path(turnedEllipse(29.6, 46.6, 6.2, 2.6, 28)));
  // spots along the back, each an area
  for (const [x, y, r] of [
    [33, 27, 1.7],
    [40.6, 29.6, 1.4],
    [47, 33.4, 1.2],
    [38.6, 35.4, 1.2],
  ])
    a.f.push(path(ellipse(x, y, r * 1.3, r)));
  // the tusk: long and tapering from the forehead, a spiral of lines round it
  const tusk = band(
    along(
      [12.6, 27],
      [
        [
          [10, 20],
          [6, 11],
          [1.6, 1.6],
        ],
      ],
      16,
    ),
    (t) => 4 - 3 * t,
  );
  a.f.push(path(tusk.d));
  for (let i = 2; i < 15; i += 2) a.s.push(`M${tusk.left[i]!.join(' ')}L${tusk.right[i + 1]!.join(' ')}`);
  addFace(a, kawaiiFace(16, 35, 1.15));
  return done(a);
}
