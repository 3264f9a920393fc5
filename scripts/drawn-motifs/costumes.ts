// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { mirrorX, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { done, hand, head, JACKET, legs, sheet, sleeve } from './figures-worker-kit';
import { circle, movePaths, path, roundRect } from '../../lib/studio/art-kit/shapes';

/** How far left the teacher stands of the middle, to leave room for the chalkboard beside them. */
const TEACHER_DX = -7;

/**
 * A teacher as a picture book draws one (figures-worker-kit.ts; the emoji is a bust before a blackboard, a joined
 * sequence the motif set had left out, so "teacher" drew nothing): round glasses over the eyes, an open cardigan
 * over a shirt with a collar, a book held in one arm with an apple on it, the other hand pointing a stick at a small
 * chalkboard on an easel with ABC on it. The woman teacher has her hair in a bun (figures-worker-woman.ts).
 */
export function teacher(who: 'man' | 'woman' = 'man'): Figure {
  const g = sheet();
  legs(g);
  // the arm raised to the board (under the cardigan, so the shoulder is round), its hand after the body
  const raised = sleeve(1, [51.4, 24.6], [46.8, 29.6]);
  g.f.push(path(raised.sleeve));
  // the cardigan over the shirt: its fronts, buttons, ribbed hem, a pocket; the shirt's collar
  g.f.push(path(JACKET));
  g.f.push(path('M31.4 27L36 37.4L40.6 27Z'), path('M31.4 27L34.4 31L36 28.4L37.6 31L40.6 27Z'));
  g.s.push('M36 37.4V46.8', 'M23.8 44.2H48.2');
  g.f.push(path(circle(37.8, 40, 0.9)), path(circle(37.8, 42.6, 0.9)), path(roundRect(40.6, 38.6, 45, 42.6, 0.8)));
  // the other arm bent up across the body, holding the book against the chest, the apple on the book
  const holding = sleeve(-1, [31.2, 45], [22.4, 41.4], 6);
  g.f.push(path(holding.sleeve));
  g.f.push(path(roundRect(24.4, 33, 36.4, 43.8, 1.2)), path(roundRect(24.4, 33, 27.2, 43.8, 1.2)));
  g.s.push('M29.4 36.4H34.4M29.4 38.8H34.4');
  g.f.push(path('M31.6 33.2Q28.2 33 28.2 30.2Q28.2 27.4 31.6 28.2Q35 27.4 35 30.2Q35 33 31.6 33.2Z'));
  g.s.push('M31.6 28.2Q31.6 26.6 32.4 26');
  g.f.push(path('M32 27Q33.6 25.2 35.4 26Q34 27.8 32 27Z'));
  hand(g, holding.wrist, holding.elbow);
  // the pointing stick, the hand round it
  g.s.push('M53.4 22.4L61.8 18.2');
  hand(g, raised.wrist, raised.elbow);
  const face = head(g, 'short', who === 'woman' ? 'bun' : undefined);
  // round glasses round the eyes, the bridge and the arms back to the ears
  const rim = circle(32.74, 17.46, 2.5);
  g.s.push(rim, mirrorX(rim), 'M35.24 17.2Q36 16.6 36.76 17.2', 'M30.24 17.2L28.6 16.6M41.76 17.2L43.4 16.6');
  const t = (markup: string) => movePaths(markup, 1, TEACHER_DX, 0);
  const man = done(g, face);
  // the chalkboard on its easel to the right (not moved): legs, frame, board, the ledge with a piece of chalk, ABC
  const board = [
    path('M54.2 30H56.2L53.6 65H51.6Z'),
    path('M67.8 30H65.8L68.4 65H70.4Z'),
    path(roundRect(51.5, 11, 70.5, 31, 1.2)),
    path(roundRect(53.4, 12.9, 68.6, 29.1, 0.6)),
    path(roundRect(51, 30.2, 71, 32.4, 0.7)),
    path(roundRect(64.4, 28.4, 67.6, 30.2, 0.5)),
  ].join('');
  const abc =
    'M55.2 25L57.3 16.6L59.4 25M56 22.2H58.6' +
    'M60.8 16.6V25H62.6Q64.4 25 64.4 22.8Q64.4 20.8 62.6 20.8H60.8M60.8 16.6H62.4Q64 16.6 64 18.7Q64 20.8 62.4 20.8' +
    'M67.6 17.6Q66.8 16.4 65.9 16.8Q64.8 17.6 64.9 20.8Q64.8 24.2 65.9 24.9Q66.8 25.2 67.6 24';
  // the face and the board's writing both stay clear of an adults' page fill
  return {
    f: board + t(man.f),
    s: `<path d="${abc}"/>${t(man.s)}`,
    d: t(man.d),
    c: path(`${movePaths(face, 1, TEACHER_DX, 0).slice(9, -3)}${roundRect(53.4, 12.9, 68.6, 29.1, 0.6)}`),
  };
}
