import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import motifs from '../data/motifs.json';
import { CHILD_MOTIFS } from './child-figure';
import { SUNNY } from './backdrops';
import { composeScene, SCENE_LOOK, type SceneStyle } from './compose-scene';
import { drawMotif } from './motif-art';
import { pageSize } from './paper';
import { FISHBOWL_ID, GOLDFISH_ID } from './people';
import { createRng } from './prng';
import { perchBough } from './scenery';
import { PERCHED } from './subject-kinds';
import { ALOFT, FLOATING, SKY_IDS } from './themes';

const size = pageSize('a4', 'portrait');
const styles: SceneStyle[] = ['kids', 'teens', 'adults'];
const motifsOf = (prompt: string, locale: Locale = 'en') => {
  const understood = understandPrompt(prompt, locale);
  if (understood.kind !== 'motifs') throw new Error(`${prompt}: not understood as motifs`);
  return understood.motifs;
};

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

/** Side by side: one box ends before the other begins. */
const apart = (a: { x: number; w: number }, b: { x: number; w: number }) => a.x + a.w <= b.x || b.x + b.w <= a.x;
/** Side by side or standing into each other (people in a row, shoulder to shoulder) by at most `share` of the narrower. */
const close = (a: { x: number; w: number }, b: { x: number; w: number }, share = 0.241) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) <= share * Math.min(a.w, b.w) && (a.x < b.x ? a.x + a.w < b.x + b.w : b.x + b.w < a.x + a.w);

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

// A duck on a lake covered the lake, a cat in the rain the puddles and most of the drops.
// A person riding an animal stood beside it: now the animal is the big subject and the person sits on its back.
describe('a person riding an animal', () => {
  it.each([
    ['a girl riding a unicorn', 'en', '1F984'],
    ['a knight on a horse', 'en', '1F40E'],
    ['a cowboy on a horse', 'en', '1F40E'],
    ['a princess riding a horse', 'en', '1F40E'],
    ['ein Mädchen reitet auf einem Pferd', 'de', '1F40E'],
    ['una niña montando un unicornio', 'es', '1F984'],
    ['une fille à cheval', 'fr', '1F40E'],
    ['ユニコーンに乗った女の子', 'ja', '1F984'],
    ['유니콘을 탄 소녀', 'ko', '1F984'],
    ['menina montando um cavalo', 'pt', '1F40E'],
    ['cô bé cưỡi kỳ lân', 'vi', '1F984'],
    ['骑马的女孩', 'zh-CN', '1F40E'],
    ['騎馬的女孩', 'zh-TW', '1F40E'],
    ['a boy riding a donkey', 'en', '1FACF'],
    ['a girl riding an elephant', 'en', '1F418'],
  ] as const)('"%s" (%s): the animal is the big subject, the rider on its back', (prompt, locale, animalId) => {
    const art = motifs as Record<string, { f: string }>;
    for (const style of styles)
      for (let seed = 1; seed <= 4; seed++) {
        const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(seed, style));
        const at = `${style}, seed ${seed}`;
        expect(scene.subjectId, at).toBe(animalId);
        expect(scene.rider, at).toBeDefined();
        const { box: rider, animalBox: animal } = scene.rider!;
        // the animal as big as alone: most of the width, the two the subject together
        expect(animal.w / scene.drawing.w, at).toBeGreaterThan(0.6);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
        // the rider over the animal's back: its middle over the animal, its head in the animal's top third or
        // above, its shoe above the animal's hooves
        const mid = rider.x + rider.w / 2;
        expect(mid, at).toBeGreaterThan(animal.x + animal.w * 0.2);
        expect(mid, at).toBeLessThan(animal.x + animal.w * 0.8);
        expect(rider.y, at).toBeLessThan(animal.y + animal.h * 0.34);
        expect(rider.y + rider.h, at).toBeLessThan(animal.y + animal.h * 0.85);
        // drawn after the animal (over it): the animal's areas come first, the rider's cut figure after
        const animalAt = scene.svg.indexOf(art[animalId]!.f);
        expect(animalAt, at).toBeGreaterThan(-1);
        expect(scene.svg.indexOf('<svg x="-200"'), at).toBeGreaterThan(animalAt);
      }
  });

  it('turns the animal and its rider either way by seed, both mirrored together', () => {
    const turned = new Set<boolean>();
    for (let seed = 1; seed <= 10; seed++) {
      const scene = composeScene(motifsOf('a girl riding a horse'), 'kids', size, createRng(seed, 'kids'));
      const flips = scene.svg.match(/scale\(-[\d.]+ [\d.]+\)/g) ?? [];
      // the animal and the rider, or neither
      expect([0, 2], `seed ${seed}`).toContain(flips.length);
      turned.add(flips.length > 0);
    }
    expect([...turned].sort()).toEqual([false, true]);
  });

  it('turns a subject alone when asked, the same drawing mirrored in the same place, and a flat pair together', () => {
    const flips = (svg: string) => svg.match(/scale\(-[\d.]+ [\d.]+\)/g)?.length ?? 0;
    for (const style of styles)
      for (const [prompt, copies] of [
        ['a unicorn', 1],
        ['a race car', 2],
      ] as const) {
        const draw = (turned: boolean) => composeScene(motifsOf(prompt), style, size, createRng(4, style), 'meadow', true, turned);
        const plain = draw(false),
          turned = draw(true);
        expect(flips(plain.svg), `${prompt}, ${style}`).toBe(0);
        // on teens' and adults' pages the outline's halo is drawn turned too
        if (style === 'kids') expect(flips(turned.svg), prompt).toBe(copies);
        else expect(flips(turned.svg), `${prompt}, ${style}`).toBeGreaterThanOrEqual(copies);
        expect(turned.subjectBoxes).toEqual(plain.subjectBoxes);
      }
  });

  it.each([
    ['a girl and a horse', 'en'],
    ['a girl next to a horse', 'en'],
    ['ein Mädchen und ein Pferd', 'de'],
    ['女の子と馬', 'ja'],
  ] as const)('"%s" (%s): the child stands beside the horse, riding nothing', (prompt, locale) => {
    for (const style of styles) {
      const scene = composeScene(motifsOf(prompt, locale), style, size, createRng(2, style));
      expect(scene.rider).toBeUndefined();
      expect(scene.subjectBoxes).toHaveLength(2);
    }
  });

  it('draws a rider beside what else the prompt names: the rainbow over a girl riding a unicorn', () => {
    for (const style of styles) {
      const scene = composeScene(motifsOf('a girl riding a unicorn under a rainbow'), style, size, createRng(4, style));
      expect(scene.rider).toBeDefined();
      expect(scene.companions.map((c) => c.id)).toEqual(['1F308']);
    }
  });
});

describe('a place that shows around the subject', () => {
  it.each([
    ['a duck on a lake', 0.83, 0.645],
    ['a swan on the lake', 0.83, 0.645],
    ['a cat in the rain', 0.87, 0.645],
    ['ein Hund im Regen', 0.87, 0.645],
    ['a dolphin at the beach', 0.67, 0.665],
    ['a dog at the beach', 0.97, 0.665],
  ])('"%s": the subject leaves the water or the rain in sight', (prompt, feet, width) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const understood = understandPrompt(prompt, 'en');
        if (understood.kind !== 'motifs' || !understood.place) throw new Error(prompt);
        const scene = composeScene(understood.motifs, style, size, createRng(seed, style), understood.place.backdrop);
        const { subjectBox: b, drawing: d } = scene;
        const at = `${style}, seed ${seed}`;
        expect(b.w / d.w, at).toBeLessThanOrEqual(width);
        expect((b.y + b.h - d.y) / d.h, at).toBeLessThan(feet);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });
});

// A fox's face at a waterfall covered the pool, the foam and the fall's foot: a head stands at one side instead.
// (The fox, the bear, the panda, the raccoon, the wolf, the hamster and the moose are drawn whole now: a face asked
// for by name is still a head.)
describe('a head at a place that must show', () => {
  it.each([
    ['a dog face at a waterfall', 'en'],
    ['ein Katzengesicht am Wasserfall', 'de'],
    ['滝のそばのネコの顔', 'ja'],
    ['a cat face by the lake', 'en'],
    ['una cara de perro en la playa', 'es'],
  ] as const)('"%s": the head at one side, the place beside it', (prompt, locale) => {
    const sides = new Set<string>();
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const understood = understandPrompt(prompt, locale);
        if (understood.kind !== 'motifs' || !understood.place) throw new Error(prompt);
        const scene = composeScene(understood.motifs, style, size, createRng(seed, style), understood.place.backdrop);
        const { subjectBox: b, drawing: d } = scene;
        const at = `${style}, seed ${seed}`;
        expect(b.w / d.w, at).toBeLessThanOrEqual(0.62);
        const left = b.x - d.x,
          right = d.x + d.w - b.x - b.w;
        expect(Math.min(left, right), at).toBeLessThan(4);
        expect(Math.max(left, right) / d.w, at).toBeGreaterThan(0.35);
        sides.add(left < right ? 'left' : 'right');
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
    expect([...sides].sort()).toEqual(['left', 'right']);
  });
});

// A goldfish in a kitchen or over a meadow was a big fish floating in the air: a child expects a pet goldfish in
// its bowl. Away from water the goldfish is drawn in its bowl, standing on the ground; in the sea or a lake it
// swims free.
describe('a goldfish at home and in the water', () => {
  const motifArt = motifs as Record<string, { f: string }>;
  const goldfish = { id: GOLDFISH_ID, name: 'fish', kind: 'being' as const, word: 'goldfish' };
  const drawnAs = (svg: string) => [svg.includes(motifArt[FISHBOWL_ID]!.f) && 'bowl', svg.includes(motifArt[GOLDFISH_ID]!.f) && 'fish'].filter(Boolean);

  it.each(['kitchen', 'meadow', 'rain'] as const)('draws the goldfish in its bowl on the ground: %s', (backdrop) => {
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene([goldfish], style, size, createRng(seed, style), backdrop, true);
        const at = `${style}, seed ${seed}`;
        expect(drawnAs(scene.svg), at).toEqual(['bowl']);
        // standing, not floating: its foot in the lowest fifth of the drawing, the bowl big
        const { subjectBox: b, drawing: d } = scene;
        expect((b.y + b.h - d.y) / d.h, at).toBeGreaterThan(0.8);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });

  it.each(['sea', 'lake', 'river', 'beach'] as const)('lets the goldfish swim free: %s', (backdrop) => {
    for (const style of styles)
      for (let seed = 1; seed <= 3; seed++) {
        const scene = composeScene([goldfish], style, size, createRng(seed, style), backdrop, true);
        expect(drawnAs(scene.svg), `${style}, seed ${seed}`).toEqual(['fish']);
      }
  });

  it.each([
    ['a goldfish', 'en', 'bowl'],
    ['a goldfish in the kitchen', 'en', 'bowl'],
    ['ein Goldfisch in der Küche', 'de', 'bowl'],
    ['a girl with her goldfish', 'en', 'bowl'],
    ['a goldfish in the sea', 'en', 'fish'],
    ['ein Goldfisch im Meer', 'de', 'fish'],
    ['a goldfish in a lake', 'en', 'fish'],
  ] as const)('"%s" (%s): the %s', (prompt, locale, drawn) => {
    const understood = understandPrompt(prompt, locale);
    if (understood.kind !== 'motifs') throw new Error(prompt);
    for (const style of styles) {
      const scene = composeScene(understood.motifs, style, size, createRng(1, style), understood.place?.backdrop);
      expect(drawnAs(scene.svg), style).toEqual([drawn]);
    }
  });

  it('keeps the tropical fish, what "fish" names, swimming free wherever it is', () => {
    const fish = motifsOf('a fish');
    expect(fish.map((m) => m.id)).toEqual(['1F420']);
    for (const backdrop of ['kitchen', 'meadow'] as const) {
      const scene = composeScene(fish, 'kids', size, createRng(1, 'kids'), backdrop);
      expect(scene.svg.includes(motifArt[FISHBOWL_ID]!.f)).toBe(false);
      expect(scene.svg.includes(motifArt['1F420']!.f)).toBe(true);
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

/** The background's own suns and moons: discs drawn by the background (its stroke), at least a sun's radius. */
const skyDiscs = (svg: string, style: SceneStyle, drawingW: number) =>
  [...svg.matchAll(/<circle [^>]*r="([\d.]+)" fill="#fff" stroke="#000" stroke-width="([\d.]+)"/g)].filter(
    (m) => Number(m[2]) === SCENE_LOOK[style].detail.sw && Number(m[1]) >= drawingW * 0.035,
  ).length;

// "a happy sun and clouds" drew a big sun on the ground under the meadow's own sun; "the moon and stars" a
// crescent under the night's own full moon.
describe('the prompt’s sun or moon as the subject', () => {
  it.each(['a happy sun and clouds', 'a sun', 'the moon and stars', 'a crescent moon at night'])('"%s": the sky has no second one', (prompt) => {
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
        expect(SKY_IDS.has(scene.subjectId) || scene.subjectId === '1F319', `${style}, seed ${seed}`).toBe(true);
        expect(skyDiscs(scene.svg, style, scene.drawing.w), `${style}, seed ${seed}`).toBe(0);
      }
  });

  it('keeps the sky’s own sun and moon behind any other subject', () => {
    for (const [prompt, backdrop] of [
      ['a dog', 'meadow'],
      ['an owl', 'night'],
    ] as const)
      for (const style of styles) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(1, style), backdrop);
        expect(skyDiscs(scene.svg, style, scene.drawing.w), `${prompt} ${style}`).toBe(1);
      }
  });
});

// "a mermaid and a dolphin" drew the dolphin a stamp in a corner, "a snowman and a penguin" the snowman, "a bee and
// a flower" the flower; a bee named with a girl stood on the grass at a dog's size.
describe('a second living thing or a big thing beside the subject', () => {
  it.each([
    ['a mermaid and a dolphin', 0.45],
    ['a snowman and a penguin', 0.8],
    ['a bee and a flower', 0.45],
    ['a butterfly and a flower', 0.45],
    ['a girl and a snowman', 0.45],
    ['a camel and a cactus', 0.8],
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

  it.each(['a bear and a pine tree', 'a giraffe and a palm tree', 'a boy and a palm tree'])(
    '"%s": the tree stands behind, taller, the other over part of it',
    (prompt) => {
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
    },
  );

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
