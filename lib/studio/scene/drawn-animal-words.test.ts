// The animals drawn for the names parents type (scripts/drawn-motifs/table-animal-words.ts), in the built table and
// the keyword index: "guinea pig" in every language had drawn the farm pig, "polar bear" the sitting brown bear,
// and a hummingbird, a toucan, a narwhal, a chameleon, a pterodactyl, a velociraptor and a spinosaurus nothing.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import type { Locale } from '../../i18n/locales';
import { expectDrawnWord } from '../testing/drawn-word';
import { closedWhites, printed, raster, runs, table } from '../testing/motif-raster';
import {
  CHAMELEON_ID,
  GUINEA_PIG_ID,
  HUMMINGBIRD_ID,
  NARWHAL_ID,
  POLAR_BEAR_ID,
  PTERODACTYL_ID,
  SPINOSAURUS_ID,
  TOUCAN_ID,
  VELOCIRAPTOR_ID,
} from './animal-word-ids';
import { AIRBORNE, BIG_ANIMALS, PERCHES, SWIMMERS } from './subject-kinds';
import { backdropsFor } from './themes';

/** Each animal's name as parents write it, in each of the ten languages. */
const NAMES: [string, Record<Locale, string[]>][] = [
  [
    GUINEA_PIG_ID,
    {
      en: ['a guinea pig', 'two guinea pigs'],
      de: ['ein Meerschweinchen'],
      es: ['una cobaya', 'un cuy', 'un conejillo de indias'],
      fr: ["un cochon d'Inde", 'un cobaye'],
      ja: ['モルモット'],
      ko: ['기니피그'],
      pt: ['um porquinho-da-índia', 'uma cobaia'],
      'zh-TW': ['天竺鼠'],
      vi: ['con chuột lang'],
      'zh-CN': ['豚鼠', '荷兰猪'],
    },
  ],
  [
    HUMMINGBIRD_ID,
    {
      en: ['a hummingbird'],
      de: ['ein Kolibri'],
      es: ['un colibrí'],
      fr: ['un colibri', 'un oiseau-mouche'],
      ja: ['ハチドリ'],
      ko: ['벌새'],
      pt: ['um beija-flor'],
      'zh-TW': ['蜂鳥'],
      vi: ['chim ruồi'],
      'zh-CN': ['蜂鸟'],
    },
  ],
  [
    TOUCAN_ID,
    {
      en: ['a toucan'],
      de: ['ein Tukan'],
      es: ['un tucán'],
      fr: ['un toucan'],
      ja: ['オオハシ'],
      ko: ['큰부리새'],
      pt: ['um tucano'],
      'zh-TW': ['巨嘴鳥'],
      vi: ['chim tu căng'],
      'zh-CN': ['巨嘴鸟'],
    },
  ],
  [
    POLAR_BEAR_ID,
    {
      en: ['a polar bear'],
      de: ['ein Eisbär'],
      es: ['un oso polar'],
      fr: ['un ours polaire', 'un ours blanc'],
      ja: ['シロクマ', 'ホッキョクグマ'],
      ko: ['북극곰'],
      pt: ['um urso-polar', 'um urso polar'],
      'zh-TW': ['北極熊'],
      vi: ['gấu bắc cực'],
      'zh-CN': ['北极熊'],
    },
  ],
  [
    NARWHAL_ID,
    {
      en: ['a narwhal'],
      de: ['ein Narwal'],
      es: ['un narval'],
      fr: ['un narval'],
      ja: ['イッカク'],
      ko: ['일각고래'],
      pt: ['um narval'],
      'zh-TW': ['獨角鯨'],
      vi: ['kỳ lân biển'],
      'zh-CN': ['独角鲸'],
    },
  ],
  [
    PTERODACTYL_ID,
    {
      en: ['a pterodactyl', 'a pteranodon'],
      de: ['ein Flugsaurier'],
      es: ['un pterodáctilo'],
      fr: ['un ptérodactyle'],
      ja: ['プテラノドン', '翼竜'],
      ko: ['익룡'],
      pt: ['um pterodáctilo'],
      'zh-TW': ['翼龍'],
      vi: ['thằn lằn bay'],
      'zh-CN': ['翼龙'],
    },
  ],
  [
    VELOCIRAPTOR_ID,
    {
      en: ['a velociraptor'],
      de: ['ein Velociraptor'],
      es: ['un velocirraptor'],
      fr: ['un vélociraptor'],
      ja: ['ヴェロキラプトル', 'ベロキラプトル'],
      ko: ['벨로키랍토르'],
      pt: ['um velociraptor'],
      'zh-TW': ['迅猛龍'],
      vi: ['khủng long velociraptor'],
      'zh-CN': ['迅猛龙'],
    },
  ],
  [
    CHAMELEON_ID,
    {
      en: ['a chameleon'],
      de: ['ein Chamäleon'],
      es: ['un camaleón'],
      fr: ['un caméléon'],
      ja: ['カメレオン'],
      ko: ['카멜레온'],
      pt: ['um camaleão'],
      'zh-TW': ['變色龍'],
      vi: ['tắc kè hoa'],
      'zh-CN': ['变色龙'],
    },
  ],
  [
    SPINOSAURUS_ID,
    {
      en: ['a spinosaurus'],
      de: ['ein Spinosaurus'],
      es: ['un espinosaurio'],
      fr: ['un spinosaure'],
      ja: ['スピノサウルス'],
      ko: ['스피노사우루스'],
      pt: ['um espinossauro'],
      'zh-TW': ['棘龍'],
      vi: ['khủng long spinosaurus'],
      'zh-CN': ['棘龙'],
    },
  ],
];

describe('the animals drawn for the names parents type', () => {
  const cases = NAMES.flatMap(([id, byLocale]) => Object.entries(byLocale).flatMap(([locale, words]) => words.map((w) => [w, locale, id] as const)));
  it.each(cases)('draws "%s" (%s) as %s alone', (prompt, locale, id) => {
    const r = understandPrompt(prompt, locale as Locale);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.id)).toEqual([id]);
  });

  it('still draws the pig for a pig and the brown bear for a bear', () => {
    for (const [prompt, locale, id] of [
      ['a pig', 'en', '1F416'],
      ['ein Schwein', 'de', '1F416'],
      ['猪', 'zh-CN', '1F416'],
      ['a bear', 'en', '1F43B'],
      ['un oso', 'es', '1F43B'],
    ] as const) {
      const r = understandPrompt(prompt, locale);
      expect(r.kind === 'motifs' && r.motifs.map((m) => m.id)).toEqual([id]);
    }
  });

  it.each([
    [GUINEA_PIG_ID, 'guinea pig', 10],
    [HUMMINGBIRD_ID, 'hummingbird', 14],
    [TOUCAN_ID, 'toucan', 18],
    [POLAR_BEAR_ID, 'polar bear', 16],
    [NARWHAL_ID, 'narwhal', 10],
    [PTERODACTYL_ID, 'pterodactyl', 14],
    [VELOCIRAPTOR_ID, 'velociraptor', 14],
    [CHAMELEON_ID, 'chameleon', 16],
    [SPINOSAURUS_ID, 'spinosaurus', 14],
  ])('draws %s (%s) big in its box in at least %i areas', (id, name, areas) => expectDrawnWord(id, name, areas));

  it('sets each in its place: snow, the sea, the jungle, the sky', () => {
    expect(backdropsFor([POLAR_BEAR_ID])).toEqual(['winter']);
    expect(backdropsFor([NARWHAL_ID])).toEqual(['sea']);
    for (const id of [TOUCAN_ID, CHAMELEON_ID, VELOCIRAPTOR_ID, SPINOSAURUS_ID]) expect(backdropsFor([id])).toEqual(['jungle']);
    expect(backdropsFor([PTERODACTYL_ID])).toEqual(['jungle', 'sky']);
    expect(SWIMMERS.has(NARWHAL_ID) && AIRBORNE.has(PTERODACTYL_ID) && BIG_ANIMALS.has(POLAR_BEAR_ID)).toBe(true);
  });
});

const silhouette = (id: string) => raster(`<g fill="#000">${table[id].f}</g>`);

describe('what makes each one itself', () => {
  it('gives the narwhal a long tusk rising from its head to the top left corner', async () => {
    const grid = await silhouette(NARWHAL_ID);
    // high above the body only the tusk: one narrow run near the left edge
    const high = runs(grid, 8, 0, 72);
    expect(high).toHaveLength(1);
    expect(high[0][0]).toBeLessThan(8);
    expect(high[0][1]).toBeLessThan(4);
  });

  it('stands the polar bear on four legs, the far pair set back', async () => {
    expect(runs(await silhouette(POLAR_BEAR_ID), 58, 0, 72)).toHaveLength(4);
  });

  it('spreads the pterodactyl wings wide either side of its body', async () => {
    const [[x, w]] = runs(await silhouette(PTERODACTYL_ID), 34, 0, 72);
    expect(x).toBeLessThan(4);
    expect(x + w).toBeGreaterThan(68);
  });

  it('raises the spinosaurus sail in at least five panels to colour above its back', async () => {
    const panels = closedWhites(await printed(table[SPINOSAURUS_ID])).filter((a) => a.area > 6 && a.y < 28 && a.x > 26);
    expect(panels.length).toBeGreaterThanOrEqual(5);
  });

  it('sits the toucan and the chameleon on the parrot branch a bough can join', () => {
    expect(PERCHES[TOUCAN_ID]).toEqual(PERCHES['1F99C']);
    expect(PERCHES[CHAMELEON_ID]).toEqual(PERCHES['1F99C']);
    // the branch runs out to the perch's x at the right
    expect(table[TOUCAN_ID].b[2]).toBeGreaterThan(PERCHES['1F99C'][0]);
  });
});
