// composeScene with a thing named beside the subject: a balloon or a kite on its string tied to the subject, a
// thing held at an animal's or a child's feet, a rocket standing big beside the astronaut.
import { describe, expect, it } from 'vitest';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { composeScene, SUBJECT_MIN_SPAN } from './compose-scene';
import { motifSides } from './motif-art';
import type { Box } from './paper';
import { createRng } from './prng';
import { union } from './scene-boxes';
import { TIED_MIN, TIED_PAW_FREE } from './scene-sizes';

const near = ([x, y]: [number, number], b: Box, by: number) => x >= b.x - by && x <= b.x + b.w + by && y >= b.y - by && y <= b.y + b.h + by;

describe('a balloon or a kite tied to the subject', () => {
  it('flies big on a string that runs from it to the subject, the subject still the page’s', () => {
    let checked = 0;
    for (const prompt of ['an elephant with balloons', 'a girl with a kite', 'a boy with a balloon', 'a cat with a balloon', 'a bear with a balloon'])
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
          const tied = scene.companions.find((c) => c.string);
          const at = `${prompt} (${style}, seed ${seed})`;
          expect(tied, at).toBeDefined();
          checked++;
          const [tie, hand] = tied!.string!;
          // As a corner companion one balloon beside the elephant was a tenth of its height.
          expect(tied!.box.h, at).toBeGreaterThanOrEqual(scene.subjectBox.h * TIED_MIN - 0.5);
          // The string leaves the thing and ends on the subject, below the thing.
          expect(near(tie, tied!.box, 0.5), at).toBe(true);
          expect(near(hand, scene.subjectBox, 0.5), at).toBe(true);
          expect(hand[1], at).toBeGreaterThan(tie[1]);
          expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(SUBJECT_MIN_SPAN);
        }
    expect(checked).toBe(60);
  });
});

// The string had ended where the animal's outline reached farthest out at mid height: a cat's, a dog's or a bunny's
// cheek, the balloon tied to its face.
describe('the string of a balloon or a kite tied to an animal', () => {
  it.each([
    'a cat with a balloon',
    'a dog with balloons',
    'a bear with a balloon',
    'a bunny with a balloon',
    'a pig with a balloon',
    'a mouse with a balloon',
    'a lion with a balloon',
    'a penguin with a balloon',
    'a unicorn with a balloon',
    'a dinosaur with a balloon',
    'an elephant with balloons',
    'a dog with a kite',
  ])('"%s": ends at a front paw (the trunk), running outside the animal’s face', (prompt) => {
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        const tied = scene.companions.find((c) => c.string);
        expect(tied, at).toBeDefined();
        const b = scene.subjectBox;
        const [tie, end] = tied!.string!;
        // The animal faces the thing: mirrored (looking right) when the thing is on its right.
        const right = tie[0] > b.x + b.w / 2;
        // In the lower front quarter of its box: its lower 30 %, the 40 % of its width towards the thing.
        expect(end[1], at).toBeGreaterThanOrEqual(b.y + b.h * 0.7);
        expect(right ? end[0] >= b.x + b.w * 0.6 : end[0] <= b.x + b.w * 0.4, at).toBe(true);
        // Every point of its way down, but over the paw, lies outside the animal's drawn side in its row.
        const sides = motifSides({ id: scene.subjectId, box: b, mirror: right })!;
        const route = tied!.route!;
        for (let i = 1; i < route.length; i++)
          for (let t = 0; t <= 1; t += 0.05) {
            const [a, c] = [route[i - 1]!, route[i]!];
            const [x, y] = [a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t];
            const row = Math.floor((y - sides.top) / sides.row);
            if (row < 0 || row >= sides.left.length || y > end[1] - b.h * TIED_PAW_FREE) continue;
            expect(right ? x > sides.right[row]! : x < sides.left[row]!, `${at}: (${x.toFixed(1)}, ${y.toFixed(1)})`).toBe(true);
          }
      }
  });
});

describe('a thing held at the subject’s feet', () => {
  it('lies beside an animal at a size that reads, over the edge of its box', () => {
    for (const [prompt, id, share] of [
      ['a bunny with carrots', '1F955', 0.45],
      ['a dog with a bone', '1F9B4', 0.4],
      ['a bear eating honey', '1F36F', 0.35],
      ['a monkey with a banana', '1F34C', 0.35],
      ['a dog with a ball', '26BD', 0.35],
    ] as const)
      for (const style of styles) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(1, style));
        const at = `${prompt} (${style})`;
        const [lead, thing] = scene.subjectBoxes;
        expect(thing, at).toBeDefined();
        // Before, the carrot was a twelfth of the page's height in a corner, unconnected to the bunny.
        expect(thing!.h / lead!.h, at).toBeGreaterThanOrEqual(share);
        expect(thing!.y + thing!.h, at).toBeCloseTo(lead!.y + lead!.h, 0);
        expect(Math.min(lead!.x + lead!.w, thing!.x + thing!.w) - Math.max(lead!.x, thing!.x), at).toBeGreaterThan(0);
        expect(
          scene.companions.map((c) => c.id),
          at,
        ).not.toContain(id);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(SUBJECT_MIN_SPAN);
      }
  });

  it('lies at a child’s feet, the child as tall as the page wants', () => {
    for (const style of styles) {
      const scene = composeScene(motifsOf('a boy playing soccer'), style, size, createRng(1, style));
      const [child, ball] = scene.subjectBoxes;
      expect(ball, style).toBeDefined();
      expect(ball!.h / child!.h, style).toBeGreaterThanOrEqual(0.3);
      expect(child!.h / scene.drawing.h, style).toBeGreaterThanOrEqual(SUBJECT_MIN_SPAN);
      expect(ball!.y + ball!.h, style).toBeCloseTo(child!.y + child!.h, 0);
    }
  });
});

describe('a rocket beside the astronaut', () => {
  it('stands taller than the astronaut, the two the page’s subject', () => {
    for (const style of styles) {
      const scene = composeScene(motifsOf('an astronaut and a rocket'), style, size, createRng(1, style));
      expect(scene.subjectBoxes.length, style).toBe(2);
      const [person, rocket] = scene.subjectBoxes;
      expect(rocket!.h, style).toBeGreaterThan(person!.h);
      const both = union(person!, rocket!);
      expect(Math.max(both.w / scene.drawing.w, both.h / scene.drawing.h), style).toBeGreaterThanOrEqual(SUBJECT_MIN_SPAN);
    }
  });
});
