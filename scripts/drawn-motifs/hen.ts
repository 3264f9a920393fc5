// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path } from '../../lib/studio/art-kit/shapes';

/**
 * A leg standing at `x` on three toes, from `top` down: a thin area, not a line, so an adult page's outline
 * around the bird follows it as it does a leg (the hen's and the rooster's).
 */
export const birdLeg = (x: number, top = 49) =>
  path(
    `M${x - 1} ${top}V60.2L${x - 5.2} 62.6Q${x - 5.8} 63.8 ${x - 4.6} 64L${x - 1.2} 62.2L${x - 1.6} 64.6Q${x - 1} 65.6 ${x} 64.8L${x + 0.6} 62.4L${x + 4} 64Q${x + 5.1} 64.2 ${x + 4.6} 63L${x + 1} 60.2V${top}Z`,
  );

/**
 * The hen's head, shared with the rooster (scripts/drawn-motifs/farm-animals.ts): round, its feathers scalloped
 * where it meets the neck, a beak with its parting line, an eye and a cheek line that smiles under it. A bird's
 * smile is in its cheek: its beak has no lips to bend.
 */
export const BIRD_HEAD = {
  head: path('M28 25Q30 20 28.5 15Q26.5 10 21 10Q15.5 10 13.5 15Q12.5 19 14 22L16.5 28Q18 31 20.5 29Q22.5 31.5 24.5 28.5Q27 29.5 28 25Z'),
  beak: path('M13.6 15.6L7 18.5L13.7 20.6Z'),
  lines: 'M8 18.5H13.5M17.5 21.5Q19.5 23 22 22',
  eye: circle(19.5, 16.5, 1.5),
};

/**
 * A whole hen standing side-on, facing left: a round body with a wing of three feathers, a fan of tail
 * feathers, a comb of three bumps, a beak, a wattle, an eye and legs with toes. OpenMoji's chicken is a head
 * on a round blob, which on the farm pages read as a ball with a beak.
 */
export function hen() {
  const f: string[] = [];
  const s: string[] = [];
  f.push(birdLeg(31), birdLeg(40));
  // the tail: three feathers fanning up behind
  f.push(path('M49 34Q52 18 60 13Q63 20 56 36Z'));
  f.push(path('M51 37Q58 24 66 22Q66.5 30 57 40Z'));
  f.push(path('M52 41Q61 34 67.5 35Q65 42 55 45Z'));
  // the body: a round breast rising to the neck
  f.push(path('M22 28Q20 38 24 45Q29 52 39 52Q50 52 54.5 44Q58 37 52 33Q46 29.5 37 31Q31 31 28 25Z'));
  // the wing: three feathers, each line running edge to edge so each is an area
  f.push(path('M33 37Q41 33 48 37Q51 42 46 46Q39 49 34 44Q31.5 40.5 33 37Z'));
  s.push('M37.2 46.3Q41 43 49 41.75M32.9 41.9Q40 38 48.9 39');
  // the comb over the head, then the head, the beak
  f.push(path('M15 10Q15 5.5 18.5 6Q19.5 2.5 23 3.5Q26 4 25.5 7.5Q29 8 28 12L16 13Z'));
  const { head, beak, lines, eye } = BIRD_HEAD;
  f.push(head, beak);
  // the wattle under the beak
  f.push(path('M13.8 21Q11 22.5 11.5 25.5Q12.5 28 15.2 26.5Z'));
  s.push(lines);
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${eye}"/>`, c: head };
}
