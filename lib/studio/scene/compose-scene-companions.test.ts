// composeScene with what stands beside the subject: motifs in the sky and their halos, perched birds, pairs of animals, a second thing at its size.
import { describe, expect, it } from 'vitest';
import { apart, motifsOf, size, styles } from '../testing/scene-prompts';
import { SUNNY } from './backdrops';
import { composeScene, SCENE_LOOK } from './compose-scene';
import { drawMotif } from './motif-art';
import { ACORN_ID, CAMPFIRE_ID, SHIELD_ID, SWORD_ID, TENT_ID } from './own-thing-ids';
import { createRng } from './prng';
import { perchBough } from './scenery';
import { PERCHED } from './subject-kinds';
import { ALOFT, FLOATING, SKY_IDS } from './themes';

describe('the motifs beside the subject', () => {
  it('puts the moon, a star, the sun, a kite or a balloon in the sky, never on the ground', () => {
    let checked = 0;
    for (const prompt of [
      'a wolf howling at the moon',
      'a cat sleeping under a star',
      'a dog and the moon',
      'a fox under the moon',
      'a girl flying a kite',
      'a bear with a balloon',
    ])
      for (const style of styles)
        for (let seed = 1; seed <= 6; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
          for (const c of scene.companions.filter((c) => SKY_IDS.has(c.id) || ALOFT.has(c.id))) {
            checked++;
            // Its middle lies in the top 40 % of the drawing, above every horizon the scene may choose.
            expect(c.box.y + c.box.h / 2, `${prompt} (${style}, seed ${seed})`).toBeLessThan(scene.drawing.y + scene.drawing.h * 0.4);
          }
        }
    expect(checked).toBeGreaterThan(30);
  });

  // A moon beside a rocket had the spiral's arms run up to its outline; on a day sky, cells round its box left a
  // square clearing. On an adults' page each motif beside the subject has a halo as the subject does.
  it('gives each motif beside an adults’ subject a halo: its silhouette drawn twice more, black then white, under it', () => {
    let checked = 0;
    for (const prompt of ['a rocket and the moon', 'an owl and the moon', 'a dragon with a star', 'a sailboat and the moon', 'a cat with a ball'])
      for (const style of styles)
        for (let seed = 1; seed <= 3; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
          for (const c of scene.companions) {
            const place = /<g transform="([^"]+)"/.exec(drawMotif(c.id, c.box, { strokeMm: 1 }).svg)![1];
            const times = scene.svg.split(`transform="${place}"`).length - 1;
            expect(times, `${prompt} (${style}, seed ${seed})`).toBe(style === 'adults' ? 3 : 1);
            checked++;
          }
        }
    expect(checked).toBeGreaterThan(30);
  });

  it('draws no second sun beside a sunny background', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 8; seed++) {
        const scene = composeScene(motifsOf('a kite under the sun'), style, size, createRng(seed, style));
        if (SUNNY.has(scene.backdrop)) expect(scene.companions.map((c) => c.id)).not.toContain('2600');
      }
  });
});

// A parrot beside a girl stood on the ground at a dog's size, its branch floating in mid-air; an owl named first
// was the big subject with the girl small beside it; a songbird beside a rabbit floated in the sky on its twig.
describe('a bird on its own branch beside a subject', () => {
  it.each([
    ['a girl with a parrot', 'en'],
    ['an owl and a girl in the forest', 'en'],
    ['a boy with a bird', 'en'],
    ['un lapin et un oiseau', 'fr'],
    ['a fox and an owl', 'en'],
    ['ein Mädchen mit einem Papagei', 'de'],
    ['女の子とフクロウ', 'ja'],
    ['una niña con un loro', 'es'],
  ] as const)('"%s" (%s): the bird sits up beside the subject on a bough from the drawing’s edge', (prompt, locale) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        const { drawing } = scene;
        // the one standing on the ground is the subject, alone: the bird is no ground partner
        expect(PERCHED.has(scene.subjectId), at).toBe(false);
        expect(scene.subjectBoxes, at).toHaveLength(1);
        const bird = scene.companions.find((c) => PERCHED.has(c.id));
        expect(bird, at).toBeDefined();
        // up at the subject's head, never below the middle of the drawing
        expect(bird!.box.y + bird!.box.h, at).toBeLessThan(drawing.y + drawing.h * 0.5);
        // facing the subject: mirrored on the drawing's left, its bough going out to the nearer edge
        const left = bird!.box.x + bird!.box.w / 2 < drawing.x + drawing.w / 2;
        const bough = perchBough(bird!.id, bird!.box, left, drawing, SCENE_LOOK[style].stroke);
        expect(bough, at).not.toBe('');
        expect(scene.svg, at).toContain(bough);
      }
  });
});

// "a dog and a cat" drew a big dog and a cat a fifth of its size in a corner, in every language.
describe('two animals of a size', () => {
  it.each([
    ['a dog and a cat', 'en'],
    ['Katze und Hund', 'de'],
    ['犬と猫', 'ja'],
    ['un perro y un gato', 'es'],
    ['un chien et un chat', 'fr'],
    ['a horse and a cow', 'en'],
  ] as const)('"%s" (%s): both stand side by side on one ground line, the same height, facing each other', (prompt, locale) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        const [a, b] = scene.subjectBoxes;
        expect(apart(a, b), at).toBe(true);
        expect(Math.abs(a.y + a.h - (b.y + b.h)), at).toBeLessThan(0.5);
        expect(Math.abs(a.h - b.h), at).toBeLessThan(0.5);
        expect(Math.min(a.w, b.w) / scene.drawing.w, at).toBeGreaterThan(0.3);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
        // the emoji animals look left: exactly one, the one on the left, is drawn mirrored
        expect(scene.svg.match(/<g transform="[^"]*scale\(-/g) ?? [], at).toHaveLength(1);
      }
  });

  it.each([
    ['a cat and a mouse', '1F401'],
    ['a lion and a mouse', '1F401'],
    ['a horse and a dog', '1F415'],
  ])('keeps a smaller animal a companion beside the subject: "%s"', (prompt, id) => {
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        expect(scene.subjectBoxes, `${style}, seed ${seed}`).toHaveLength(1);
        expect(
          scene.companions.map((c) => c.id),
          `${style}, seed ${seed}`,
        ).toContain(id);
      }
  });
});

// "a mermaid and a dolphin" drew the dolphin a stamp in a corner, "a snowman and a penguin" the snowman, "a bee and
// a flower" the flower; a bee named with a girl stood on the grass at a dog's size. (Under the sea the mermaid's
// dolphin now swims over her shoulder instead: compose-scene-pairs.test.ts.)
describe('a second living thing or a big thing beside the subject', () => {
  it.each([
    ['a snowman and a penguin', 0.8],
    ['a bee and a flower', 0.45],
    ['a butterfly and a flower', 0.45],
    ['a girl and a snowman', 0.45],
    ['a camel and a cactus', 0.8],
    // the teddy had been a stamp at the child's feet, the Christmas tree beside a teddy a blot in a corner
    ['a girl and her teddy bear', 0.45],
    ['a dog and a teddy bear', 0.8],
    ['a snowman and a Christmas tree', 0.7],
    // an instrument beside an animal was a stamp in a corner
    ['a bear playing the guitar', 0.6],
    ['a cat playing the piano', 0.6],
    ['a dog with a drum', 0.6],
    // the pumpkin beside a witch was a stamp at her feet
    ['a witch and a pumpkin', 0.45],
    ['a cat and a pumpkin', 0.8],
  ] as const)('"%s": both are drawn as one subject, the smaller at least %s of the taller one’s height', (prompt, share) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        expect(scene.companions, at).toHaveLength(0);
        const [a, b] = scene.subjectBoxes;
        expect(apart(a, b), at).toBe(true);
        expect(Math.min(a.h, b.h) / Math.max(a.h, b.h), at).toBeGreaterThanOrEqual(share);
        // together they fill half the drawing's height or width at least, as a child and its dog do
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.5);
      }
  });

  // A cat's ball was a stamp in a corner and the cat stood half the page tall beside an empty floor.
  it.each(['a cat playing with a ball', 'a dog and a tennis ball', 'ein Hund mit einem Ball'])(
    '"%s": the ball lies at the animal’s front paws, on its ground, the two as one subject',
    (prompt) => {
      for (const style of styles)
        for (let seed = 1; seed <= 4; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
          const at = `${style}, seed ${seed}`;
          expect(scene.subjectBoxes, at).toHaveLength(2);
          expect(scene.companions, at).toHaveLength(0);
          const [animal, ball] = scene.subjectBoxes;
          expect(ball.h / animal.h, at).toBeGreaterThan(0.35);
          expect(ball.h / animal.h, at).toBeLessThan(0.5);
          expect(Math.abs(ball.y + ball.h - (animal.y + animal.h)), at).toBeLessThan(0.5);
          // over the paws: reaching into the animal's box by a fifth to two fifths of the ball's width
          const over = Math.min(ball.x + ball.w, animal.x + animal.w) - Math.max(ball.x, animal.x);
          expect(over / ball.w, at).toBeGreaterThan(0.2);
          expect(over / ball.w, at).toBeLessThan(0.4);
          expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
        }
    },
  );

  it.each([
    'a bear and a pine tree',
    'a giraffe and a palm tree',
    'a boy and a palm tree',
    'a bear and a tree',
    'a girl under a tree',
    'ein Hund und ein Baum',
    'a teddy bear and a Christmas tree',
    'a sunflower and a tree',
  ])('"%s": the tree stands behind, taller, the other over part of it', (prompt) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        const [front, tree] = scene.subjectBoxes;
        expect(tree.h, at).toBeGreaterThanOrEqual(front.h - 0.5);
        expect(front.h / tree.h, at).toBeGreaterThan(0.6);
        expect(apart(front, tree), at).toBe(false);
        expect(Math.abs(front.y + front.h - (tree.y + tree.h)), at).toBeLessThan(0.5);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });

  it.each(['a bee and a flower', 'a butterfly and a flower'])('"%s": the small flyer flies beside the flower’s upper half', (prompt) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        const [flyer, flower] = scene.subjectBoxes;
        expect(flyer.y + flyer.h, `${style}, seed ${seed}`).toBeLessThan(flower.y + flower.h * 0.6);
      }
  });

  it.each([
    ['a girl and a bee', '1F41D'],
    ['a bee and a girl', '1F41D'],
    ['a boy and a butterfly', '1F98B'],
    ['a dog and a bee', '1F41D'],
    ['a woman with a butterfly', '1F98B'],
  ])('"%s": the bee or butterfly flies up in the air beside the subject', (prompt, id) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        const flyer = scene.companions.find((c) => c.id === id);
        expect(flyer, at).toBeDefined();
        expect(flyer!.box.y + flyer!.box.h / 2, at).toBeLessThan(scene.drawing.y + scene.drawing.h * 0.4);
        // the person stands on a meadow, not among the clouds of the butterfly's sky
        expect(FLOATING.has(scene.backdrop), at).toBe(false);
      }
  });
});

// "a tent and a campfire" drew the campfire a thumb-sized stamp beside a tent the page's width, "a sword and a
// shield" the shield a stamp in a corner, "a house and a tree" the tree a shrub at the house's foot.
describe('two things of comparable size', () => {
  it.each([
    ['a tent and a campfire', TENT_ID, CAMPFIRE_ID, 0.38, 0.55],
    ['a sword and a shield', SWORD_ID, SHIELD_ID, 0.7, 1],
    ['a house and a tree', '1F3E0', '1F333', 1, 1.3],
  ])('"%s": stand side by side on one ground line at comparable heights', (prompt, a, b, low, high) => {
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const motifs = motifsOf(prompt);
        expect(motifs.map((m) => m.id)).toEqual([a, b]);
        const scene = composeScene(motifs, style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectBoxes, at).toHaveLength(2);
        expect(scene.companions, at).toHaveLength(0);
        const [first, second] = scene.subjectBoxes;
        expect(second.h / first.h, at).toBeGreaterThanOrEqual(low - 0.01);
        expect(second.h / first.h, at).toBeLessThanOrEqual(high + 0.01);
        expect(Math.abs(first.y + first.h - (second.y + second.h)), at).toBeLessThan(0.5);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.5);
      }
  });

  it('stands the campfire in front of the tent, over its corner, drawn after it', () => {
    for (const style of styles) {
      const scene = composeScene(motifsOf('a tent and a campfire'), style, size, createRng(1, style));
      const [tent, fire] = scene.subjectBoxes;
      expect(apart(tent, fire), style).toBe(false);
      // where each is drawn, mirrored or not (the second faces the first)
      const drawnAt = (id: string, box: typeof tent) =>
        Math.max(...[false, true].map((mirror) => scene.svg.lastIndexOf(/<g transform="([^"]+)"/.exec(drawMotif(id, box, { strokeMm: 1, mirror }).svg)![1]!)));
      expect(drawnAt(TENT_ID, tent), style).toBeGreaterThan(-1);
      expect(drawnAt(CAMPFIRE_ID, fire), style).toBeGreaterThan(drawnAt(TENT_ID, tent));
    }
  });

  it('keeps a small thing small: a ball beside a tent stays a companion', () => {
    for (const style of styles) {
      const scene = composeScene(motifsOf('a tent and a ball'), style, size, createRng(1, style));
      expect(scene.subjectBoxes, style).toHaveLength(1);
      expect(
        scene.companions.map((c) => c.id),
        style,
      ).toContain('26BD');
    }
  });
});

// The witch drawn by us has her cat at her feet, the pirate a parrot on his shoulder, the clown a balloon, the fairy
// a wand, the angel a star, the mouse its cheese and the chipmunk its acorn: named with them, a second one had stood beside them ("a witch and a cat": two cats).
describe('what a figure already holds', () => {
  it.each([
    ['a witch and a cat', '1F408'],
    ['a pirate with a parrot', '1F99C'],
    ['a clown with a balloon', '1F388'],
    ['a fairy with a magic wand', '1FA84'],
    ['an angel with a star', '2B50'],
    ['a mouse with cheese', '1F9C0'],
    ['a squirrel with nuts', ACORN_ID],
    ['a knight with a sword', SWORD_ID],
    ['a knight with a shield', SHIELD_ID],
    ['a vet with a puppy', '1F415'],
  ])('"%s" draws no second %s beside the figure', (prompt, id) => {
    const motifs = motifsOf(prompt);
    expect(motifs.map((m) => m.id)).toContain(id);
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene(motifs, style, size, createRng(seed, style));
        // neither beside it nor standing with it as a second subject
        expect(scene.companions.map((c) => c.id)).not.toContain(id);
        expect(scene.subjectBoxes).toHaveLength(1);
      }
  });

  it('still draws what the figure does not hold: a witch and a bat, a witch and a dog', () => {
    for (const style of styles) {
      const bat = composeScene(motifsOf('a witch and a bat'), style, size, createRng(1, style));
      expect(bat.companions.map((c) => c.id)).toContain('1F987');
      const dog = composeScene(motifsOf('a witch and a dog'), style, size, createRng(1, style));
      expect(dog.subjectBoxes).toHaveLength(2);
    }
  });
});
