// The landmark place words in the ten languages: a tree or a branch a climber or a bird sits in, a lily pad, a
// volcano or a mountain named beside the subject pick a background instead of a stamp beside it.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from './understand-prompt';

const SAID: [string, Locale, string, string][] = [
  ['a monkey in a tree', 'en', 'monkey', 'tree'],
  ['ein Affe auf einem Baum', 'de', 'monkey', 'tree'],
  ['un pájaro en un árbol', 'es', 'bird', 'tree'],
  ['un singe dans un arbre', 'fr', 'monkey', 'tree'],
  ['木の上のサル', 'ja', 'monkey', 'tree'],
  ['나무 위의 원숭이', 'ko', 'monkey', 'tree'],
  ['um macaco na árvore', 'pt', 'monkey', 'tree'],
  ['在樹上的猴子', 'zh-TW', 'monkey', 'tree'],
  ['con khỉ trên cây', 'vi', 'monkey', 'tree'],
  ['在树上的猴子', 'zh-CN', 'monkey', 'tree'],
  ['an owl on a branch', 'en', 'owl', 'tree'],
  ['eine Eule auf einem Ast', 'de', 'owl', 'tree'],
  ['un búho en una rama', 'es', 'owl', 'tree'],
  ['un hibou sur une branche', 'fr', 'owl', 'tree'],
  ['枝の上のフクロウ', 'ja', 'owl', 'tree'],
  ['나뭇가지 위의 부엉이', 'ko', 'owl', 'tree'],
  ['uma coruja no galho', 'pt', 'owl', 'tree'],
  ['樹枝上的貓頭鷹', 'zh-TW', 'owl', 'tree'],
  ['con cú trên cành cây', 'vi', 'owl', 'tree'],
  ['树枝上的猫头鹰', 'zh-CN', 'owl', 'tree'],
  ['a frog on a lily pad', 'en', 'frog', 'pond'],
  ['ein Frosch auf einem Seerosenblatt', 'de', 'frog', 'pond'],
  ['una rana sobre un nenúfar', 'es', 'frog', 'pond'],
  ['une grenouille sur un nénuphar', 'fr', 'frog', 'pond'],
  ['蓮の葉の上のカエル', 'ja', 'frog', 'pond'],
  ['연잎 위의 개구리', 'ko', 'frog', 'pond'],
  ['um sapo na vitória-régia', 'pt', 'frog', 'pond'],
  ['荷葉上的青蛙', 'zh-TW', 'frog', 'pond'],
  ['con ếch trên lá sen', 'vi', 'frog', 'pond'],
  ['荷叶上的青蛙', 'zh-CN', 'frog', 'pond'],
  ['a dinosaur and a volcano', 'en', 'sauropod', 'volcano'],
  ['ein Dinosaurier und ein Vulkan', 'de', 'sauropod', 'volcano'],
  ['un dinosaurio y un volcán', 'es', 'sauropod', 'volcano'],
  ['un dinosaure et un volcan', 'fr', 'sauropod', 'volcano'],
  ['恐竜と火山', 'ja', 'sauropod', 'volcano'],
  ['공룡과 화산', 'ko', 'sauropod', 'volcano'],
  ['um dinossauro e um vulcão', 'pt', 'sauropod', 'volcano'],
  ['恐龍和火山', 'zh-TW', 'sauropod', 'volcano'],
  ['khủng long và núi lửa', 'vi', 'sauropod', 'volcano'],
  ['恐龙和火山', 'zh-CN', 'sauropod', 'volcano'],
  ['a goat on a mountain', 'en', 'goat', 'mountain'],
  ['eine Ziege auf dem Berg', 'de', 'goat', 'mountain'],
  ['una cabra en la montaña', 'es', 'goat', 'mountain'],
  ['une chèvre sur la montagne', 'fr', 'goat', 'mountain'],
  ['山の上のヤギ', 'ja', 'goat', 'mountain'],
  ['산 위의 염소', 'ko', 'goat', 'mountain'],
  ['uma cabra na montanha', 'pt', 'goat', 'mountain'],
  ['山上的山羊', 'zh-TW', 'goat', 'mountain'],
  ['con dê trên núi', 'vi', 'goat', 'mountain'],
  ['山上的山羊', 'zh-CN', 'goat', 'mountain'],
];

describe('landmark place words', () => {
  it.each(SAID)('"%s" (%s): the %s, at the %s, and nothing else drawn', (prompt, locale, name, backdrop) => {
    const understood = understandPrompt(prompt, locale);
    if (understood.kind !== 'motifs') throw new Error(prompt);
    expect(understood.locale).toBe(locale);
    expect(understood.motifs.map((m) => m.name)).toEqual([name]);
    expect(understood.place?.backdrop).toBe(backdrop);
  });

  // "branch" had drawn an empty nest; a tree with no climber is a tree standing beside the subject as before
  it.each([
    ['a volcano', ['volcano']],
    ['a mountain', ['mountain']],
    ['a branch', ['deciduous tree']],
    ['a tree', ['deciduous tree']],
    ['a dog and a tree', ['dog', 'deciduous tree']],
    ['ein Hund und ein Baum', ['dog', 'deciduous tree']],
    ['a girl and a monkey in a tree', ['child', 'monkey', 'deciduous tree']],
  ])('"%s": drawn as a motif, on no landmark background', (prompt, names) => {
    const understood = understandPrompt(prompt, prompt.startsWith('ein') ? 'de' : 'en');
    if (understood.kind !== 'motifs') throw new Error(prompt);
    expect(understood.motifs.map((m) => m.name)).toEqual(names);
    expect(understood.place).toBeUndefined();
  });
});
