// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done } from './art';
import { smooth } from './dinosaurs';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { band, circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** The tail's middle line: out from the rump, down past the branch and curled into a spiral under it. */
function tailLine(): Pt[] {
  const pts: Pt[] = [
    [50, 33],
    [56, 36],
  ];
  const [cx, cy] = [58, 57];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const ang = -Math.PI / 2 + 0.35 + t * 2.9 * Math.PI;
    const r = 12.6 - 9.4 * t;
    pts.push([r2(cx + r * Math.cos(ang)), r2(cy + r * Math.sin(ang))]);
  }
  return pts;
}

/**
 * A chameleon on a branch, facing left: an arched body in bands to colour, a helmet crest on its head, a big
 * turret eye with rings round its shining pupil, a long smile, four legs clasping the branch with paired toes, and
 * its tail curled into a spiral under the branch. The branch is the parrot's (bright-birds.ts), so a bough beside
 * a child joins it where it joins the parrot's.
 */
export function chameleon() {
  const a = art();
  // the branch across, with leaves at its ends, as the parrot's
  a.f.push(path('M2.5 45.2Q36 42.6 69 42Q70.8 45 69 48Q36 48.4 3 51Q1.2 48.1 2.5 45.2Z'));
  a.f.push(path('M60 42.4Q61.8 35 69.6 33.4Q69 40.8 60 42.4Z'), path('M6 50.4Q5 56.6 12 57.6Q13 52 6 50.4Z'));
  a.s.push('M61.4 41Q64.4 37 68.2 35M7.4 51.6Q9 54.4 11.4 56.2');
  // the far legs, then the tail curling down over the branch's front into its spiral
  const leg = (x: number, y: number, lean: number) => {
    a.f.push(
      path(
        band(
          [
            [x, y],
            [x + lean, y + 5],
            [x + lean * 0.6, y + 9],
          ],
          () => 3.6,
        ).d,
      ),
    );
    a.f.push(path(ellipse(x + lean * 0.6 - 1.6, y + 9.6, 1.8, 1.3)), path(ellipse(x + lean * 0.6 + 1.6, y + 9.6, 1.8, 1.3)));
  };
  leg(22, 34, -2.4);
  leg(48, 33, 2.4);
  const tail = tailLine();
  a.f.push(path(band(tail, (t) => 6.4 - 4.8 * t).d));
  // the body, arched over the branch, with a row of small scallops along its back
  const body = [
    [12, 32],
    [18, 22],
    [30, 17.6],
    [42, 19],
    [51, 26],
    [54, 34],
    [48, 39.6],
    [34, 40.6],
    [20, 39.6],
  ] as Pt[];
  a.f.push(path(smooth(body)));
  // bands across the body to colour, standing in from the back
  a.s.push('M27 18.6Q24.6 29 27.6 40.4M36.4 18.2Q34 29 37 40.6M45 21.4Q43 30 45.6 39.6');
  for (const [x, y] of [
    [31.6, 28],
    [40.8, 30.6],
    [48.6, 30.6],
  ])
    a.f.push(path(circle(x, y, 1.5)));
  // the near legs, over the body's side, clasping the branch
  leg(18, 36, -2.6);
  leg(44, 36, 2.2);
  // the head: a long jaw, a tall helmet crest behind, kept clear of an adults' page's fill
  const head = smooth([
    [2, 36],
    [4.4, 28],
    [10.6, 22],
    [18, 12.6],
    [22.6, 20],
    [24, 30],
    [20, 38.6],
    [10, 40.6],
  ]);
  a.f.push(path(head));
  a.c.push(path(head));
  a.s.push('M12.6 21.4Q16 20 19.6 22');
  // the turret eye: rings round a shining pupil looking forward; the long smile and a cheek
  a.f.push(path(circle(13.4, 29, 5)), path(circle(12.8, 29, 3)));
  a.d.push(pupil(12.2, 29, 1.7));
  a.s.push('M3.4 36.2Q9 39.4 16.2 36.4');
  a.f.push(path(ellipse(19.4, 34.6, 2, 1.3)));
  return done(a);
}
