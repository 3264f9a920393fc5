// The third round of things parents type (scripts/drawn-motifs/hot-air-balloon.ts, gingerbread-man.ts,
// lighthouse-and-windmill.ts, barn-and-treehouse.ts, road-big-trucks.ts, pencil-and-gnome.ts): on main "a lighthouse",
// "a windmill", "a barn", "a treehouse", "a pencil" and "a gnome" drew nothing, "a hot air balloon" the party balloon,
// "a ufo" the alien's head, "a gingerbread man" the round cookie and the two trucks the delivery van. Each word in
// each language now draws its own drawing, big, in areas, standing where it belongs.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import type { Locale } from '../../i18n/locales';
import { expectDrawnWord } from '../testing/drawn-word';
import { crossings, printed, table } from '../testing/motif-raster';
import {
  BARN_ID,
  GARBAGE_TRUCK_ID,
  GINGERBREAD_MAN_ID,
  GNOME_ID,
  HOT_AIR_BALLOON_ID,
  LIGHTHOUSE_ID,
  MONSTER_TRUCK_ID,
  PENCIL_ID,
  TREEHOUSE_ID,
  WINDMILL_ID,
} from './own-thing-ids';
import { ALOFT, backdropsFor } from './themes';

const SAUCER_ID = '1F6F8';

/** Each motif's words in the ten languages, in the order en, de, es, fr, ja, ko, pt, zh-TW, vi, zh-CN. */
const WORDS: [string, string[]][] = [
  [
    HOT_AIR_BALLOON_ID,
    [
      'a hot air balloon',
      'ein Heißluftballon',
      'un globo aerostático',
      'une montgolfière',
      '熱気球',
      '열기구',
      'um balão de ar quente',
      '熱氣球',
      'khinh khí cầu',
      '热气球',
    ],
  ],
  [
    GINGERBREAD_MAN_ID,
    [
      'a gingerbread man',
      'ein Lebkuchenmann',
      'un hombre de jengibre',
      "un bonhomme en pain d'épices",
      'ジンジャーブレッドマン',
      '진저브레드맨',
      'um boneco de gengibre',
      '薑餅人',
      'người bánh gừng',
      '姜饼人',
    ],
  ],
  [LIGHTHOUSE_ID, ['a lighthouse', 'ein Leuchtturm', 'un faro', 'un phare', '灯台', '등대', 'um farol', '燈塔', 'ngọn hải đăng', '灯塔']],
  [
    WINDMILL_ID,
    ['a windmill', 'eine Windmühle', 'un molino de viento', 'un moulin à vent', '風車', '풍차', 'um moinho de vento', '風車', 'cối xay gió', '风车'],
  ],
  [SAUCER_ID, ['a ufo', 'ein UFO', 'un ovni', 'un ovni', 'UFO', 'UFO', 'um óvni', '幽浮', 'UFO', 'UFO']],
  [BARN_ID, ['a barn', 'eine Scheune', 'un granero', 'une grange', '納屋', '헛간', 'um celeiro', '穀倉', 'nhà kho', '谷仓']],
  [
    TREEHOUSE_ID,
    [
      'a treehouse',
      'ein Baumhaus',
      'una casa del árbol',
      'une cabane dans les arbres',
      'ツリーハウス',
      '나무 위의 집',
      'uma casa na árvore',
      '樹屋',
      'nhà trên cây',
      '树屋',
    ],
  ],
  [
    MONSTER_TRUCK_ID,
    [
      'a monster truck',
      'ein Monstertruck',
      'un camión monstruo',
      'un monster truck',
      'モンスタートラック',
      '몬스터 트럭',
      'um caminhão monstro',
      '怪獸卡車',
      'xe tải quái vật',
      '怪兽卡车',
    ],
  ],
  [
    GARBAGE_TRUCK_ID,
    [
      'a garbage truck',
      'ein Müllauto',
      'un camión de la basura',
      'un camion poubelle',
      'ごみ収集車',
      '쓰레기차',
      'um caminhão de lixo',
      '垃圾車',
      'xe rác',
      '垃圾车',
    ],
  ],
  [PENCIL_ID, ['a pencil', 'ein Bleistift', 'un lápiz', 'un crayon', '鉛筆', '연필', 'um lápis', '鉛筆', 'bút chì', '铅笔']],
  [GNOME_ID, ['a garden gnome', 'ein Gartenzwerg', 'un gnomo', 'un nain de jardin', 'ノーム', '노움', 'um gnomo', '花園小矮人', 'chú lùn', '花园小矮人']],
];
const LOCALES: Locale[] = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'zh-TW', 'vi', 'zh-CN'];

describe('the third round of things parents type, in every language', () => {
  it.each(WORDS.flatMap(([id, words]) => words.map((w, i): [string, Locale, string] => [w, LOCALES[i], id])))(
    '"%s" (%s) draws %s alone',
    (prompt, locale, id) => {
      const r = understandPrompt(prompt, locale);
      expect(r.kind === 'motifs' && r.motifs.map((m) => m.id)).toEqual([id]);
    },
  );

  it('keeps the party balloon, the cookie and the delivery van for their own words', () => {
    for (const [prompt, name] of [
      ['a balloon', 'balloon'],
      ['a cookie', 'cookie'],
      ['a truck', 'delivery truck'],
    ]) {
      const r = understandPrompt(prompt, 'en');
      expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual([name]);
    }
  });
});

describe('the third round of things drawn by us', () => {
  it.each([
    [HOT_AIR_BALLOON_ID, 'hot air balloon', 8],
    [GINGERBREAD_MAN_ID, 'gingerbread man', 8],
    [LIGHTHOUSE_ID, 'lighthouse', 15],
    [WINDMILL_ID, 'windmill', 17],
    [BARN_ID, 'barn', 10],
    [TREEHOUSE_ID, 'treehouse', 14],
    [MONSTER_TRUCK_ID, 'monster truck', 40],
    [GARBAGE_TRUCK_ID, 'garbage truck', 30],
    [PENCIL_ID, 'pencil', 6],
    [GNOME_ID, 'garden gnome', 25],
  ])('draws %s (%s) big in its box in at least %i areas, found by its English word', (id, name, areas) => expectDrawnWord(id, name, areas));

  it('cuts the balloon into panels and a band, and hangs a woven basket under it', async () => {
    const grid = await printed(table[HOT_AIR_BALLOON_ID]!);
    // across the envelope above the band: its edges and five seams
    expect(crossings(grid, [0.5, 20], [71.5, 20])).toBeGreaterThanOrEqual(7);
    // down its middle: the cap, the band's two edges, the skirt, the ropes' rim and the basket's weave
    expect(crossings(grid, [37.5, 0.5], [37.5, 71.5])).toBeGreaterThanOrEqual(8);
  });

  it('gives the gingerbread man icing at his wrists, three buttons and a face, and the lighthouse its stripes', async () => {
    const man = await printed(table[GINGERBREAD_MAN_ID]!);
    // down his front: head, face, bow tie, three buttons, crotch
    expect(crossings(man, [36, 0.5], [36, 71.5])).toBeGreaterThanOrEqual(10);
    // across the arms near the hands: the hands' ends and the icing's waves
    expect(crossings(man, [0.5, 31], [71.5, 31])).toBeGreaterThanOrEqual(6);
    expect(table[GINGERBREAD_MAN_ID]!.d).not.toBe('');
    // down the lighthouse's tower beside the door and window: roof, lamp room, gallery, four stripes, rocks, sea
    expect(crossings(await printed(table[LIGHTHOUSE_ID]!), [30, 0.5], [30, 71.5])).toBeGreaterThanOrEqual(12);
    // no solid black on the buildings, the pencil and the balloon
    for (const id of [LIGHTHOUSE_ID, WINDMILL_ID, BARN_ID, TREEHOUSE_ID, PENCIL_ID, HOT_AIR_BALLOON_ID]) expect(table[id]!.d).toBe('');
  });

  it('flies the balloon in the sky and stands the rest where they belong', () => {
    expect(backdropsFor([HOT_AIR_BALLOON_ID])).toEqual(['sky']);
    expect(ALOFT.has(HOT_AIR_BALLOON_ID)).toBe(true);
    expect(backdropsFor([LIGHTHOUSE_ID])).toEqual(['beach']);
    expect(backdropsFor([WINDMILL_ID])).toEqual(['meadow']);
    expect(backdropsFor([BARN_ID])).toEqual(['meadow']);
    expect(backdropsFor([TREEHOUSE_ID])).toContain('forest');
    expect(backdropsFor([GNOME_ID])).toContain('forest');
    expect(backdropsFor([GINGERBREAD_MAN_ID])).toContain('kitchen');
    expect(backdropsFor([GARBAGE_TRUCK_ID])).toContain('city');
  });
});
