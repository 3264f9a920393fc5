// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { addFace, art, done } from './art';
import { smooth } from './dinosaurs';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { ellipse, path, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/**
 * A guinea pig side-on, facing left: a round loaf of a body with no neck and no tail, the head its front end;
 * a patch of fur over the rump and a band across the middle to colour; four short feet with toes peeping out
 * underneath; a petal ear drooping over the head; the house's kawaii face turned a little to the child, a small
 * nose. "Guinea pig" in any language had drawn the farm pig, the word inside its English name.
 */
export function guineaPig() {
  const a = art();
  // the far feet, then the near ones: short rounded toes just showing under the belly
  for (const [x, y] of [
    [24, 61],
    [55, 60.4],
  ] as const)
    a.f.push(path(ellipse(x, y, 4.6, 3.2)));
  for (const [x, y] of [
    [15.5, 62.2],
    [46, 62.6],
  ] as const) {
    a.f.push(path(ellipse(x, y, 5.4, 3.6)));
    a.s.push(`M${x - 1.6} ${y + 1}L${x - 1.6} ${y + 3.4}M${x + 1.4} ${y + 1}L${x + 1.4} ${y + 3.4}`);
  }
  // the body: a loaf rising to a round rump, the head its blunt front end
  const body = smooth([
    [3.6, 44],
    [6.4, 32],
    [14, 23.4],
    [26, 18.6],
    [40, 17.6],
    [54, 20.4],
    [64.4, 28.6],
    [68.6, 40],
    [66, 51.6],
    [56, 59.4],
    [40, 61.6],
    [22, 61.2],
    [9.6, 56.6],
  ]);
  a.f.push(path(body));
  // a patch over the rump and a band across the middle, running off the back's edge as a guinea pig's coat does
  a.f.push(path('M47 19.6Q54.4 19.8 61.6 25.4Q67.6 31 68.2 38.6Q62 44.6 54.4 42.2Q46.4 39.4 45 30.6Q44.4 23.6 47 19.6Z'));
  a.f.push(path('M30 18.6Q35 17.4 40.6 17.6Q43.2 27.6 41.6 38Q40.4 48.6 42.6 61.4Q36 61.8 30.6 61.6Q32.6 50 31.4 39.6Q29.8 28 30 18.6Z'));
  // a line of fur over the haunch
  a.s.push('M53.4 51.2Q58.6 51.2 61.8 47.2');
  // the ear drooping over the top of the head, its inside a second area
  a.f.push(path(turnedEllipse(25, 27.4, 6.2, 4.4, 28)), path(turnedEllipse(25.6, 28, 3.6, 2.3, 28)));
  // the face, turned a little to the child; a round nose above the smile
  const face = kawaiiFace(17, 39, 1.45);
  addFace(a, face);
  a.d.push(ellipse(17, 40.5, 1.2, 0.9));
  return done(a);
}
