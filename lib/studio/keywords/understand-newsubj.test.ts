// The seahorse, the starfish, the dragonfly and the bell in the ten languages. Before, the first three answered
// "nothing to draw" (no emoji draws them) and "bell" found the bell pepper (a CLDR tag of it), German Glocke and
// Korean 종 the wind chime; the pepper's own words must still find the pepper.
import { describe, expect, it } from 'vitest';
import { understandPrompt } from './understand-prompt';

const names = (prompt: string, locale: string) => {
  const r = understandPrompt(prompt, locale as Parameters<typeof understandPrompt>[1]);
  return r.kind === 'motifs' ? r.motifs.map((m) => m.name) : r.kind;
};

const WORDS: [locale: string, seahorse: string, starfish: string, dragonfly: string, bell: string, pepper: string][] = [
  ['en', 'a seahorse', 'a starfish', 'a dragonfly', 'a bell', 'a bell pepper'],
  ['de', 'ein Seepferdchen', 'ein Seestern', 'eine Libelle', 'eine Glocke', 'eine Paprika'],
  ['es', 'un caballito de mar', 'una estrella de mar', 'una libélula', 'una campana', 'un pimiento'],
  ['fr', 'un hippocampe', 'une étoile de mer', 'une libellule', 'une cloche', 'un poivron'],
  ['ja', 'タツノオトシゴ', 'ヒトデ', 'トンボ', 'ベル', 'ピーマン'],
  ['ko', '해마', '불가사리', '잠자리', '종', '피망'],
  ['pt', 'um cavalo-marinho', 'uma estrela-do-mar', 'uma libélula', 'um sino', 'um pimentão'],
  ['zh-TW', '海馬', '海星', '蜻蜓', '鈴鐺', '甜椒'],
  ['vi', 'con cá ngựa', 'sao biển', 'con chuồn chuồn', 'cái chuông', 'ớt chuông'],
  ['zh-CN', '海马', '海星', '蜻蜓', '铃铛', '青椒'],
];

describe('the seahorse, the starfish, the dragonfly and the bell in ten languages', () => {
  it.each(WORDS)('%s', (locale, seahorse, starfish, dragonfly, bell, pepper) => {
    expect(names(seahorse, locale)).toEqual(['seahorse']);
    expect(names(starfish, locale)).toEqual(['starfish']);
    expect(names(dragonfly, locale)).toEqual(['dragonfly']);
    expect(names(bell, locale)).toEqual(['bell']);
    expect(names(pepper, locale)).toEqual(['bell pepper']);
  });

  it.each([
    ['a Christmas bell', 'en'],
    ['jingle bells', 'en'],
    ['eine Weihnachtsglocke', 'de'],
    ['una campana de Navidad', 'es'],
    ['une cloche de Noël', 'fr'],
    ['鐘', 'ja'],
    ['クリスマスベル', 'ja'],
    ['크리스마스 종', 'ko'],
    ['um sino de Natal', 'pt'],
    ['聖誕鈴鐺', 'zh-TW'],
    ['chuông giáng sinh', 'vi'],
    ['chuông', 'vi'],
    ['圣诞铃铛', 'zh-CN'],
  ])('"%s" (%s) draws the bell, not the pepper or the Christmas tree', (prompt, locale) => {
    expect(names(prompt, locale)).toEqual(['bell']);
  });

  it.each([
    ['a girl and a seahorse under the sea', 'en', ['child', 'seahorse']],
    ['a starfish at the beach', 'en', ['starfish']],
    ['a dragonfly by the pond', 'en', ['dragonfly']],
    ['ein Seestern und ein Seepferdchen', 'de', ['starfish', 'seahorse']],
    ['たつのおとしご', 'ja', ['seahorse']],
    ['とんぼ', 'ja', ['dragonfly']],
    ['con ca ngua', 'vi', ['seahorse']],
  ])('"%s" (%s) draws %j', (prompt, locale, expected) => {
    expect(names(prompt, locale)).toEqual(expected);
  });
});
