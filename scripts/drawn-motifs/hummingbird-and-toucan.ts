// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done, type Art } from './art';
import { smooth } from './dinosaurs';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, r2, scallops, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A long rounded wing raised from its root at `root` to its tip `len` away, `deg` degrees off upright (clockwise),
 * `w` wide: a teardrop with feather lines running out to the tip along its trailing half.
 */
function raisedWing(a: Art, [x, y]: Pt, len: number, deg: number, w: number, lines: number) {
  const r = (deg * Math.PI) / 180;
  const at = (u: number, v: number): Pt => [r2(x + v * Math.cos(r) + u * Math.sin(r)), r2(y + v * Math.sin(r) - u * Math.cos(r))];
  a.f.push(
    path(
      smooth([
        at(0, -w * 0.28),
        at(len * 0.35, -w * 0.5),
        at(len * 0.8, -w * 0.32),
        at(len, 0),
        at(len * 0.8, w * 0.4),
        at(len * 0.35, w * 0.52),
        at(0, w * 0.3),
      ]),
    ),
  );
  for (let i = 1; i <= lines; i++) {
    const v = w * (0.5 - i / (lines + 1)) * 0.8;
    a.s.push(`M${at(len * 0.3, v).join(' ')}Q${at(len * 0.7, v * 0.9).join(' ')} ${at(len * 0.9, v * 0.3).join(' ')}`);
  }
}

/**
 * A hummingbird hovering at a trumpet flower, facing left: its long thin beak in the flower's mouth, a round
 * head with a big shining eye, a cheek and a smile, a throat patch, a slim body tapering to a fanned tail of
 * three feathers, two long wings raised high behind it with feather lines, its tiny feet tucked up. The flower
 * hangs on a curving stem with two leaves that reaches the ground, so the bird hovers where it feeds.
 */
export function hummingbird() {
  const a = art();
  // the stem from the ground up to the flower, with a leaf each side
  a.f.push(
    path(
      band(
        along(
          [12, 71],
          [
            [
              [16, 58],
              [4, 44],
              [7, 33],
            ],
          ],
          16,
        ),
        () => 2,
      ).d,
    ),
  );
  a.f.push(path('M10.6 60Q2.6 58.6 1.2 51Q8.6 51.2 10.6 60Z'), path('M12.6 50.6Q19.6 48 21.4 41.4Q14.4 42.2 12.6 50.6Z'));
  a.s.push('M10 58.6Q5.6 55.6 3.4 52.6M13.4 49Q16.8 46 19.6 43');
  // the far wing, raised up and back behind the body
  raisedWing(a, [40, 30], 27, -14, 11, 2);
  // the tail: three feathers fanned down behind the body
  for (const [tip, w] of [
    [[62, 68.6], 4.4],
    [[68.4, 62], 4.4],
    [[66.6, 67], 4.8],
  ] as [Pt, number][])
    a.f.push(path(band(along([52, 50], [[[56, 55], [tip[0] - 2, tip[1] - 3], tip]], 12), (t) => w * Math.sqrt(Math.max(0.05, 1 - t ** 3))).d));
  // the body: from the throat down and back to the root of the tail
  a.f.push(
    path(
      smooth([
        [28, 30],
        [34, 25],
        [44, 28],
        [52.6, 38],
        [57, 50],
        [52, 55],
        [43, 50],
        [34, 42],
      ]),
    ),
  );
  // the tiny feet tucked under the belly
  a.f.push(path(turnedEllipse(44.6, 50.6, 2, 1.2, 40)));
  // the throat patch, a bib under the chin to colour
  a.f.push(path('M27 26Q30.4 33.4 36.6 36.6Q39.6 32.8 38.8 28.6Q33.4 28.6 30.4 24.4Z'));
  // the near wing over the body, raised high and forward
  raisedWing(a, [43, 32], 34, 38, 14, 3);
  // the flower's trumpet, its narrow end on the stem, and its mouth seen open: five round petals about its throat
  a.f.push(path('M5.4 35Q3.6 32 5.2 29L8.4 20Q13.6 25 17.4 25.4L10.4 34.6Q7.8 36.6 5.4 35Z'));
  a.s.push('M7.4 32Q10 27.6 13 24.8');
  a.f.push(path(scallops(12, 20.6, 6.6, 5, 1.9)));
  a.f.push(path(circle(12, 20.6, 2.6)));
  // the beak, long and thin, its tip in the flower's throat
  a.f.push(
    path(
      band(
        along(
          [26.4, 20.4],
          [
            [
              [22, 20.6],
              [17, 20.8],
              [12.6, 20.8],
            ],
          ],
          8,
        ),
        (t) => 2.4 - 1.3 * t,
      ).d,
    ),
  );
  // the head, kept clear of an adults' page's fill
  const head = smooth([
    [23.6, 20],
    [26, 13.6],
    [32, 11.4],
    [37.8, 14.4],
    [38.6, 21],
    [35, 26.6],
    [28.6, 27.2],
  ]);
  a.f.push(path(head));
  a.c.push(path(head));
  // a cheek, the smile and the big shining eye
  a.f.push(path(ellipse(33.6, 23, 2, 1.3)));
  a.s.push('M25.6 22.4Q27.6 24.6 30 23.6');
  a.d.push(pupil(30.2, 17.8, 2.4));
  return done(a);
}

/**
 * A toucan perched on a branch, facing left: a huge curved beak in three bands to colour with a line between its
 * halves that turns up into a smile, a round head with a ringed eye, a big bib on the breast, a folded wing with
 * scalloped coverts, a long square tail hanging behind the branch, the toes curled over it. The branch is the
 * parrot's (bright-birds.ts), so a bough beside a child joins it where it joins the parrot's.
 */
export function toucan() {
  const a = art();
  // the tail, hanging straight down behind the branch
  a.f.push(path('M40.4 40Q46.6 40.6 50.4 42Q51.6 56 50.2 69Q46.8 70.4 43 69.2Q41.2 55 40.4 40Z'));
  a.s.push('M45.8 44Q46.6 56 46.6 68');
  // the branch across, with leaves at its ends, as the parrot's
  a.f.push(path('M2.5 45.2Q36 42.6 69 42Q70.8 45 69 48Q36 48.4 3 51Q1.2 48.1 2.5 45.2Z'));
  a.f.push(path('M60 42.4Q61.8 35 69.6 33.4Q69 40.8 60 42.4Z'), path('M6 50.4Q5 56.6 12 57.6Q13 52 6 50.4Z'));
  a.s.push('M61.4 41Q64.4 37 68.2 35M7.4 51.6Q9 54.4 11.4 56.2M55 45.4Q58.6 44.4 62 45.2');
  // the toes curled over the branch's front, each an area
  for (const x of [30, 37.4])
    for (const dx of [-1.6, 1.2]) {
      const t = x + dx;
      a.f.push(
        path(`M${r2(t - 1.5)} 43Q${r2(t - 2.6)} 48.2 ${r2(t - 0.9)} 50.2Q${r2(t + 0.4)} 50.6 ${r2(t + 0.5)} 49.4Q${r2(t - 0.4)} 47.2 ${r2(t + 1.4)} 43Z`),
      );
    }
  // the body, upright, the breast forward
  a.f.push(
    path(
      smooth([
        [29, 16],
        [40, 13],
        [48, 22],
        [48.6, 34],
        [43, 43.6],
        [33.4, 45],
        [25.6, 38],
        [24.4, 26],
      ]),
    ),
  );
  // the bib: a big pale patch from under the beak down the breast
  a.f.push(path('M24.6 24Q22.6 32 26 38.6Q29.6 42.6 33.6 41Q36.6 36.4 34.8 30Q33 25.4 28.6 22.6Z'));
  // the folded wing: its outline, a row of scalloped coverts over its top, its long feathers below
  a.f.push(path('M38.6 20Q47.6 19.6 49.4 30Q50.6 38.4 52.4 46.4Q47.4 45.4 43 41Q37.6 35 36.6 27Q36.6 22 38.6 20Z'));
  a.f.push(path('M38.6 20Q47.6 19.6 49 28.6Q47.2 27.2 45.6 29.2Q44 27.4 42.2 29.4Q40.4 27.6 37.2 29.6Q36.4 22.2 38.6 20Z'));
  a.s.push('M43.4 32Q45.6 38 49.8 43.6');
  // the head, kept clear of an adults' page's fill, and the eye's ring
  const head = smooth([
    [25.4, 14],
    [28, 6.4],
    [35.2, 4],
    [41.8, 8],
    [42, 16],
    [37.4, 21.6],
    [29.6, 23],
  ]);
  a.f.push(path(head));
  a.c.push(path(head));
  a.f.push(path(ellipse(34, 11.6, 3.8, 3.6)));
  a.f.push(path(ellipse(37.4, 18.2, 2, 1.3)));
  // the beak: a great curve to its tip, in three bands, the line between its halves turning up into a smile
  const beak = 'M28 8.6Q16 4.6 6.8 10.6Q2 14.6 2 21.4Q7.4 16.6 15 17.6Q22.4 18.6 28.6 21.6Q30.4 15 28 8.6Z';
  a.f.push(path(beak));
  a.f.push(path('M28 8.6Q24.6 7.4 21.4 7Q19.4 13.6 20.2 19.2Q24.6 20 28.6 21.6Q30.4 15 28 8.6Z'));
  a.f.push(path('M6.8 10.6Q2 14.6 2 21.4Q4.4 19.2 8 18.2Q7 14 9.2 9.4Q7.8 9.8 6.8 10.6Z'));
  a.s.push('M4.4 18.6Q11.6 13.4 20 15.2Q25.6 16.6 28.2 18.6Q29.6 17.4 30.4 15.8');
  a.d.push(pupil(34, 11.6, 1.9));
  return done(a);
}
