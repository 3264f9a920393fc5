// composeScene with people: two people, a family in a row, a baby, a child beside an animal, a vehicle or a ride.
import { describe, expect, it } from 'vitest';
import motifs from '../data/motifs.json';
import { apart, close, motifsOf, size, styles } from '../testing/scene-prompts';
import { CHILD_MOTIFS } from './child-figure';
import { composeScene } from './compose-scene';
import { createRng } from './prng';
import { FLOATING } from './themes';

// "A girl and a boy" drew one child; "a police officer and a firefighter" a firefighter the size of a companion.
describe('two people', () => {
  it.each([
    ['a girl and a boy', 'en'],
    ['un niño y una niña', 'es'],
    ['女の子と男の子', 'ja'],
  ] as const)('"%s" (%s): a girl and a boy, the same height, side by side', (prompt, locale) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        const kinds = Object.keys(CHILD_MOTIFS)
          .filter((id) => scene.svg.includes(CHILD_MOTIFS[id].f))
          .map((id) => id.split(':')[1])
          .sort();
        expect(kinds, at).toEqual(['boy', 'girl']);
        const [a, b] = scene.subjectBoxes;
        expect(close(a, b), at).toBe(true);
        expect(Math.abs(a.h - b.h), at).toBeLessThan(0.5);
        expect(a.h / scene.drawing.h, at).toBeGreaterThan(0.4);
      }
  });

  it('stands a police officer and a firefighter side by side, the same height', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf('a police officer and a firefighter'), style, size, createRng(seed, style));
        const [a, b] = scene.subjectBoxes;
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        expect(close(a, b), at).toBe(true);
        expect(Math.abs(a.h - b.h), at).toBeLessThan(0.5);
        expect(a.h / scene.drawing.h, at).toBeGreaterThan(0.4);
      }
  });
});

// "a family" drew a crown, "mom and dad" a cap, and a third person was a small figure up in the sky.
describe('people in a row', () => {
  const motifArt = motifs as Record<string, { f: string }>;
  it.each([
    ['a family', 'en'],
    ['eine Familie mit einem Hund', 'de'],
    ['家族', 'ja'],
    ['mom, dad and a boy', 'en'],
  ] as const)('"%s" (%s): a father, a mother and a child on one ground line, the child shorter', (prompt, locale) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.svg.includes(motifArt['1F468']!.f) && scene.svg.includes(motifArt['1F469']!.f), at).toBe(true);
        expect(
          Object.keys(CHILD_MOTIFS).filter((id) => scene.svg.includes(CHILD_MOTIFS[id].f)),
          at,
        ).toHaveLength(1);
        const [child, grownUps] = scene.subjectBoxes;
        expect(close(child, grownUps), at).toBe(true);
        expect(Math.abs(child.y + child.h - (grownUps.y + grownUps.h)), at).toBeLessThan(0.5);
        expect(child.h / grownUps.h, at).toBeCloseTo(0.74, 1);
        // the grown-ups stand taller than a child beside an animal (0.41-0.43 of the drawing as they stood before)
        if (!prompt.includes('Hund')) expect(grownUps.h / scene.drawing.h, at).toBeGreaterThan(0.45);
        // the dog stands in the row, not up in the sky
        if (prompt.includes('Hund')) {
          expect(scene.svg.includes(motifArt['1F415']!.f), at).toBe(true);
          expect(scene.companions, at).toEqual([]);
        }
      }
  });
});

// "Mom with a baby" stood the baby beside her four fifths of her height; it sits at the feet of the people in the row.
describe('a baby with people', () => {
  const motifArt = motifs as Record<string, { f: string }>;
  it.each([
    ['mom with a baby', 'en'],
    ['Mama mit Baby', 'de'],
    ['ママと赤ちゃん', 'ja'],
    ['a girl with a baby', 'en'],
  ] as const)('"%s" (%s): the baby sits beside on the same ground line, under half the height', (prompt, locale) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.svg.includes(motifArt['1F476']!.f), at).toBe(true);
        expect(scene.companions, at).toEqual([]);
        const [person, baby] = scene.subjectBoxes;
        expect(close(person, baby), at).toBe(true);
        expect(baby.h / person.h, at).toBeCloseTo(0.45, 2);
        expect(Math.abs(person.y + person.h - (baby.y + baby.h)), at).toBeLessThan(0.5);
      }
  });

  it('sits a baby named with an animal beside it, the animal over two fifths of its height ("a baby with a puppy")', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf('a baby with a puppy'), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.companions, at).toEqual([]);
        const [baby, dog] = scene.subjectBoxes;
        expect(apart(baby, dog), at).toBe(true);
        expect(dog.h / baby.h, at).toBeGreaterThan(0.4);
      }
  });

  it('sits the baby in the row of "a family with a baby", the child still three quarters of the grown-ups', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf('a family with a baby'), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        for (const id of ['1F468', '1F469', '1F476']) expect(scene.svg.includes(motifArt[id]!.f), at).toBe(true);
        expect(scene.companions, at).toEqual([]);
        const [child, others] = scene.subjectBoxes;
        expect(child.h / others.h, at).toBeCloseTo(0.74, 1);
        expect(Math.abs(child.y + child.h - (others.y + others.h)), at).toBeLessThan(0.5);
      }
  });
});

// "A boy and his dog" was a bust (a big head and shoulders) beside a dog a quarter of the width across.
describe('a child and an animal', () => {
  it.each([
    ['a boy and his dog', 'en', 'boy'],
    ['a girl with a cat', 'en', 'girl'],
    ['ein Junge und sein Hund', 'de', 'boy'],
    ['ein Mädchen mit einer Katze', 'de', 'girl'],
    ['男の子と犬', 'ja', 'boy'],
    ['女の子と猫', 'ja', 'girl'],
  ] as const)('"%s" (%s): a whole %s and the animal, both big, side by side', (prompt, locale, kind) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const svg = scene.svg;
        const [child, animal] = scene.subjectBoxes;
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        // the figure drawn is one of the prompt's kind
        const figures = Object.keys(CHILD_MOTIFS).filter((id) => svg.includes(CHILD_MOTIFS[id].f));
        expect(figures, at).toHaveLength(1);
        expect(figures[0].split(':')[1], at).toBe(kind);
        expect(child.h / scene.drawing.h, at).toBeGreaterThan(0.5);
        expect(animal.w / scene.drawing.w, at).toBeGreaterThan(0.3);
        expect(apart(child, animal), at).toBe(true);
        // standing on one ground line
        expect(Math.abs(child.y + child.h - (animal.y + animal.h)), at).toBeLessThan(0.5);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });

  // a vehicle beside a child was a companion a sixth of the child's size in a corner
  it.each([
    ['a boy with a tractor', 'en'],
    ['ein Mädchen und ein Bagger', 'de'],
    ['男の子と消防車', 'ja'],
  ] as const)('"%s" (%s): the vehicle stands on the ground beside the child, taller than it', (prompt, locale) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const [child, vehicle] = scene.subjectBoxes;
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        expect(apart(child, vehicle), at).toBe(true);
        expect(Math.abs(child.y + child.h - (vehicle.y + vehicle.h)), at).toBeLessThan(0.5);
        expect(vehicle.h, at).toBeGreaterThan(child.h);
      }
  });

  // a bicycle beside a child shared the width with it and came out knee-high
  it.each([
    ['a boy with a bike', 'en', '1F6B2'],
    ['ein Mädchen mit einem Fahrrad', 'de', '1F6B2'],
    ['女の子とキックボード', 'ja', '1F6F4'],
  ] as const)('"%s" (%s): the child stands behind the ride, which is drawn over part of it', (prompt, locale, rideId) => {
    const art = motifs as Record<string, { f: string }>;
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const [child, ride] = scene.subjectBoxes;
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        expect(Math.abs(child.y + child.h - (ride.y + ride.h)), at).toBeLessThan(0.5);
        expect(ride.h / child.h, at).toBeCloseTo(0.62, 2);
        const overlap = Math.min(child.x + child.w, ride.x + ride.w) - Math.max(child.x, ride.x);
        expect(overlap / child.w, at).toBeCloseTo(0.42, 2);
        expect(child.h / scene.drawing.h, at).toBeGreaterThan(0.45);
        // the ride is drawn after the child, over it
        const childAt = Math.max(...Object.values(CHILD_MOTIFS).map((m) => scene.svg.indexOf(m.f)));
        expect(childAt, at).toBeGreaterThan(-1);
        expect(scene.svg.indexOf(art[rideId]!.f), at).toBeGreaterThan(childAt);
      }
  });

  it('stands a child on the ground, not among the clouds of the sky background', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 8; seed++)
        expect(FLOATING.has(composeScene(motifsOf('a girl flying a kite'), style, size, createRng(seed, style)).backdrop)).toBe(false);
  });

  it.each(['a girl and her horse', 'a boy with a cow', 'ein Mädchen mit einem Pferd', 'a girl with a moose'])(
    'stands "%s" taller than the child, the pair filling the page',
    (prompt) => {
      for (const style of styles)
        for (let seed = 1; seed <= 6; seed++) {
          const scene = composeScene(motifsOf(prompt, prompt.startsWith('ein') ? 'de' : 'en'), style, size, createRng(seed, style));
          const [child, animal] = scene.subjectBoxes;
          const at = `${style}, seed ${seed}`;
          expect(animal.h / child.h, at).toBeGreaterThan(1.1);
          expect(child.h / scene.drawing.h, at).toBeGreaterThan(0.3);
          expect(apart(child, animal), at).toBe(true);
          expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
        }
    },
  );

  it('puts the child on either side by seed, the animal turned to face it', () => {
    const sides = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const scene = composeScene(motifsOf('a girl with a dog'), 'kids', size, createRng(seed, 'kids'));
      const [child, animal] = scene.subjectBoxes;
      const childRight = child.x > animal.x;
      sides.add(childRight ? 'right' : 'left');
      // The emoji animals look left: one on the child's left is drawn mirrored, so it looks at the child.
      expect(/scale\(-[\d.]+ [\d.]+\)/.test(scene.svg), `seed ${seed}`).toBe(childRight);
    }
    expect([...sides].sort()).toEqual(['left', 'right']);
  });

  it('dresses a child in six outfits, by seed', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const { svg } = composeScene(motifsOf('a child with a dog'), 'kids', size, createRng(seed, 'kids'));
      for (const id of Object.keys(CHILD_MOTIFS)) if (svg.includes(CHILD_MOTIFS[id].f)) seen.add(id);
    }
    expect(seen.size).toBe(6);
  });
});
