// The day sky's look follows the seed and the subject: at one seed every prompt had had the same rainbow and corner
// sun (or all the same sunburst), and a flower or a bunny could stand in a town street.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { size } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { createRng } from './prng';
import { skyKind, SKY_KINDS } from './day-sky';

const COMMON = [
  'a unicorn',
  'a butterfly',
  'a princess',
  'a fire truck',
  'a dinosaur',
  'a puppy',
  'a kitten',
  'a horse',
  'a lion',
  'a car',
  'a flower',
  'a bunny',
];

const scene = (prompt: string, seed: number, style: 'kids' | 'teens' | 'adults' = 'kids') => {
  const understood = understandPrompt(prompt, 'en');
  if (understood.kind !== 'motifs') throw new Error(prompt);
  return composeScene(understood.motifs, style, size, createRng(seed, style));
};

describe('day skies by seed and subject', () => {
  it.each([1, 2, 3])('gives 12 common subjects at seed %i at least three skies', (seed) => {
    const kinds = new Set(COMMON.map((p) => scene(p, seed).sky).filter(Boolean));
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it('draws the same page for the same prompt and seed', () => {
    for (const p of ['a puppy', 'a flower', 'a fire truck']) expect(scene(p, 4).svg).toBe(scene(p, 4).svg);
  });

  it('puts a rainbow on only some of the pages', () => {
    const skies = COMMON.flatMap((p) => [1, 2, 3, 4, 5].map((seed) => scene(p, seed).sky)).filter(Boolean);
    const rainbows = skies.filter((k) => k === 'rainbow').length;
    expect(rainbows).toBeGreaterThan(0);
    expect(rainbows / skies.length).toBeLessThan(0.35);
  });

  it('reaches every look, and keeps an adults sky the patterned sunburst', () => {
    expect(new Set([...Array(70).keys()].map((i) => skyKind(i / 70, false)))).toEqual(new Set(SKY_KINDS));
    expect(skyKind(0.9, true)).toBe('sunburst');
    expect(skyKind(0.9, false, true)).toBe('rainbow');
    expect([...Array(20).keys()].map((i) => skyKind(i / 20, false, false))).not.toContain('rainbow');
  });
});

describe('places that fit the subject', () => {
  it.each(['a flower', 'a bunny', 'a rose', 'a tulip', 'a sunflower', 'a frog', 'a ladybug'])('never puts %s in town', (prompt) => {
    for (let seed = 1; seed <= 10; seed++)
      for (const style of ['kids', 'teens'] as const) expect(scene(prompt, seed, style).backdrop, `${style} ${seed}`).not.toBe('city');
  });

  it('still takes a car or a puppy to town at some seed, and subjects at one seed to different places', () => {
    expect([...Array(10).keys()].some((i) => scene('a car', i + 1).backdrop === 'city')).toBe(true);
    expect([...Array(10).keys()].some((i) => scene('a puppy', i + 1).backdrop === 'city')).toBe(true);
    expect(new Set(['a puppy', 'a kitten', 'a unicorn', 'a princess', 'a car'].map((p) => scene(p, 1).backdrop)).size).toBeGreaterThan(1);
  });
});
