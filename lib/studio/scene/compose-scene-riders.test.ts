// composeScene with a person riding an animal: the rider on its back, turned together, and a child beside a horse instead.
import { describe, expect, it } from 'vitest';
import motifs from '../data/motifs.json';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { createRng } from './prng';

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

  it('draws a rider with what else the prompt names: the rainbow over a girl riding a unicorn, a star beside a knight', () => {
    for (const style of styles) {
      const scene = composeScene(motifsOf('a girl riding a unicorn under a rainbow'), style, size, createRng(4, style));
      expect(scene.rider).toBeDefined();
      // the rainbow arches over the sky, bands of a half ring (it had been a stamp in a corner)
      expect(scene.companions).toEqual([]);
      expect(scene.svg).toMatch(/A[\d.]+ [\d.]+ 0 0 1 [\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+A[\d.]+ [\d.]+ 0 0 0 /);
      const knight = composeScene(motifsOf('a knight riding a horse and a star'), style, size, createRng(4, style));
      expect(knight.rider).toBeDefined();
      expect(knight.companions.map((c) => c.id)).toEqual(['2B50']);
    }
  });
});
