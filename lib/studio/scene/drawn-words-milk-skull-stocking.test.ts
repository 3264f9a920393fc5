// The third round of things parents' prompts named that nothing drew, or the wrong thing (scripts/drawn-motifs/
// milk.ts, skeleton.ts, sugar-skull.ts, christmas-stocking.ts, figures-cinderella.ts) in the built table: milk drew
// nothing ("leite" a cow), a skeleton a dog's bone, a skull nothing, a Christmas stocking a Christmas tree, and
// Cinderella nothing. Each is big in its box, in areas to colour, and its word in every language draws it.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import { expectDrawnWord } from '../testing/drawn-word';
import { crossings, expectKawaiiFaces, printed, table } from '../testing/motif-raster';
import { MILK_ID, SKELETON_ID, SKULL_ID, STOCKING_ID } from './own-thing-ids';
import { CINDERELLA_ID, WHOLE_GROWN_UPS } from './people';
import { TABLE_THINGS } from './subject-kinds';
import { backdropsFor } from './themes';

describe('milk, the skeleton, the skull, the Christmas stocking and Cinderella', () => {
  it.each([
    [MILK_ID, 'milk', 18],
    [SKELETON_ID, 'skeleton', 36],
    [SKULL_ID, 'skull', 45],
    [STOCKING_ID, 'christmas stocking', 30],
    [CINDERELLA_ID, 'cinderella', 40],
  ])('draws %s (%s) big in its box in at least %i areas, found by its English word', (id, name, areas) => expectDrawnWord(id, name, areas));

  const WORDS: [Locale, string, string][] = [
    ...(
      [
        ['en', 'a glass of milk'],
        ['de', 'Milch'],
        ['es', 'un vaso de leche'],
        ['fr', 'du lait'],
        ['ja', '牛乳'],
        ['ko', '우유'],
        ['pt', 'leite'],
        ['zh-TW', '牛奶'],
        ['zh-CN', '牛奶'],
        ['vi', 'sữa'],
      ] as const
    ).map(([l, w]): [Locale, string, string] => [l, w, MILK_ID]),
    ...(
      [
        ['en', 'a skeleton'],
        ['de', 'ein Skelett'],
        ['es', 'un esqueleto'],
        ['fr', 'un squelette'],
        ['ja', '骸骨'],
        ['ko', '해골'],
        ['pt', 'um esqueleto'],
        ['zh-TW', '骷髏'],
        ['zh-CN', '骷髅'],
        ['vi', 'bộ xương'],
      ] as const
    ).map(([l, w]): [Locale, string, string] => [l, w, SKELETON_ID]),
    ...(
      [
        ['en', 'a skull'],
        ['de', 'ein Totenkopf'],
        ['es', 'una calavera'],
        ['fr', 'un crâne'],
        ['ja', 'ドクロ'],
        ['ko', '두개골'],
        ['pt', 'uma caveira'],
        ['zh-TW', '骷髏頭'],
        ['zh-CN', '骷髅头'],
        ['vi', 'đầu lâu'],
      ] as const
    ).map(([l, w]): [Locale, string, string] => [l, w, SKULL_ID]),
    ...(
      [
        ['en', 'a Christmas stocking'],
        ['de', 'ein Weihnachtsstrumpf'],
        ['es', 'un calcetín navideño'],
        ['fr', 'un bas de Noël'],
        ['ja', 'クリスマスの靴下'],
        ['ko', '크리스마스 양말'],
        ['pt', 'uma meia de Natal'],
        ['zh-TW', '聖誕襪'],
        ['zh-CN', '圣诞袜'],
        ['vi', 'tất Giáng sinh'],
      ] as const
    ).map(([l, w]): [Locale, string, string] => [l, w, STOCKING_ID]),
    ...(
      [
        ['en', 'Cinderella'],
        ['de', 'Aschenputtel'],
        ['es', 'Cenicienta'],
        ['fr', 'Cendrillon'],
        ['ja', 'シンデレラ'],
        ['ko', '신데렐라'],
        ['pt', 'Cinderela'],
        ['zh-TW', '仙度瑞拉'],
        ['zh-CN', '灰姑娘'],
        ['vi', 'cô bé Lọ Lem'],
      ] as const
    ).map(([l, w]): [Locale, string, string] => [l, w, CINDERELLA_ID]),
  ];
  it.each(WORDS)('(%s) "%s" draws %s alone', (locale, prompt, id) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && [r.locale, r.motifs.map((m) => m.id)]).toEqual([locale, [id]]);
  });

  it('gives the milk carton and the teddy in the stocking the house face, their eyes the only black', async () => {
    await expectKawaiiFaces(MILK_ID, { faces: 1, black: [3, 40] });
    await expectKawaiiFaces(STOCKING_ID, { faces: 1, black: [3, 40] });
    const grid = await printed(table[MILK_ID]!);
    // across the carton and the glass: the carton's front and side, the cow's spots, the glass, the heart
    expect(crossings(grid, [0.5, 57], [71.5, 57])).toBeGreaterThanOrEqual(12);
  });

  it('builds the skeleton of bones: ribs each side of the spine, two bones to each arm and leg', async () => {
    const grid = await printed(table[SKELETON_ID]!);
    // down one side of the rib cage: the shoulder bar and three ribs, each an area with its own edges
    expect(crossings(grid, [30, 28.6], [30, 45.4])).toBeGreaterThanOrEqual(6);
    // across the knees: two legs, each a bone's knobs
    expect(crossings(grid, [20, 60], [52, 60])).toBeGreaterThanOrEqual(4);
  });

  it('rings the skull’s eyes with petals and dots, a flower on its brow', async () => {
    const grid = await printed(table[SKULL_ID]!);
    // across both eyes: the skull's sides, each socket's petal ring, dot ring, socket, pupil and shine
    expect(crossings(grid, [0.5, 31.2], [71.5, 31.2])).toBeGreaterThanOrEqual(16);
    // down the brow: the skull's top, the flower's petals and middle
    expect(crossings(grid, [36, 0.5], [36, 20])).toBeGreaterThanOrEqual(5);
  });

  it('fills the stocking with toys above a cuff, stripes round its leg and patches on heel and toe', async () => {
    const grid = await printed(table[STOCKING_ID]!);
    // down the leg: the teddy's head, the cuff and its dot, two stripes, the foot's star
    expect(crossings(grid, [29.4, 2], [29.4, 71.5])).toBeGreaterThanOrEqual(10);
    // along the foot: its back, the heel's patch, a heart, the star, the toe's patch, its toe
    expect(crossings(grid, [10, 62], [71.5, 62])).toBeGreaterThanOrEqual(7);
  });

  it('stands the glass slipper beside Cinderella, her arms down with no wand', async () => {
    const c = table[CINDERELLA_ID]!;
    const grid = await printed(c);
    // the princess's wand is gone: nothing inked above her shoulder on the right
    expect(crossings(grid, [54, 4], [54, 26])).toBe(0);
    // the slipper by her hem, low across it: its heel's two sides, its sole's and its toe's edges
    expect(crossings(grid, [52, 67], [72, 67])).toBeGreaterThanOrEqual(4);
    expect(WHOLE_GROWN_UPS.has(CINDERELLA_ID)).toBe(true);
  });

  it('sets milk on the kitchen table, the skeleton and skull at night, the stocking in winter, Cinderella at the palace', () => {
    expect(TABLE_THINGS.has(MILK_ID)).toBe(true);
    expect(backdropsFor([MILK_ID])).toEqual(['kitchen']);
    expect(backdropsFor([SKELETON_ID])).toEqual(['night']);
    expect(backdropsFor([SKULL_ID])).toEqual(['night']);
    expect(backdropsFor([STOCKING_ID])).toEqual(['winter']);
    expect(backdropsFor([CINDERELLA_ID])).toContain('castle');
  });
});
