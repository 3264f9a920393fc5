import { describe, expect, it } from 'vitest';
import { subjects } from '@/lib/catalogue/subjects';
import { locales, type Locale } from '@/lib/i18n/locales';
import { understandPrompt } from './understand-prompt';

const drawn = (prompt: string, locale: Locale) => {
  const r = understandPrompt(prompt, locale);
  return r.kind === 'motifs' ? r.motifs.map((m) => m.id) : [];
};

/**
 * Catalogue names that are also another motif's everyday word, and draw it: which thing a shared word means is the
 * synonyms' choice. German "Drachen" is a dragon before a kite (and Spanish "cometa" names the comet and the kite),
 * French "ballon" a ball, German "Elfe" a fairy; "ship" draws the sailboat, which reads at once, where the catalogue's
 * ship page draws the liner; "full moon" the phase of the moon, where the catalogue's moon has a face; in Chinese
 * 墨西哥捲餅 is a burrito, 松饼 a waffle and 溜冰鞋 a roller skate as often as what the catalogue names with them.
 */
const SHARED: Record<string, string> = {
  'kite de': '1F409',
  'comet es': '1FA81',
  'balloon fr': '26BD',
  'elf de': '1F9DA',
  ...Object.fromEntries(['en', 'de', 'es', 'ja', 'ko'].map((l) => [`ship ${l}`, '26F5'])),
  'ship zh-CN': '26F4',
  ...Object.fromEntries(locales.map((l) => [`moon ${l}`, '1F315'])),
  'taco zh-TW': '1F32F',
  'pancakes zh-CN': '1F9C7',
  'ice-skate zh-CN': '1F6FC',
};

// Every catalogue page's subject, typed back as a prompt in its own name, draws that subject alone: names of
// several words were read word by word ("파티 폭죽" a party and a firecracker, "cú mèo" an owl and a cat,
// "xương rồng" a bone and a dragon), and some named another motif (장미 a rosette, ウマ a horse's head).
describe('catalogue names read back', () => {
  const rows = subjects.flatMap((s) => locales.map((locale, i) => [s.key, locale, s.names[i]!, s.motif] as const));
  it.each(rows)('%s (%s): "%s" draws its own motif', (key, locale, name, motif) => {
    expect(drawn(name, locale)).toEqual([SHARED[`${key} ${locale}`] ?? motif]);
  });
});

// A name written in several words is matched whole before its words one by one: Korean names spaced or not, French
// and Portuguese names joined by hyphens, Vietnamese names of several syllables, German compounds written apart.
describe('names of several words', () => {
  it.each([
    ['파티 폭죽', 'ko', ['party popper']],
    ['파티폭죽을 든 아이', 'ko', ['party popper', 'child']],
    ['아기 천사', 'ko', ['baby angel']],
    ['아기천사가 하늘을 날아요', 'ko', ['baby angel']],
    ['아기와 천사', 'ko', ['baby', 'baby angel']],
    ['새 둥지', 'ko', ['nest with eggs']],
    ['경주용 자동차', 'ko', ['racing car']],
    ['a baby angel', 'en', ['baby angel']],
    ['un angelot', 'fr', ['baby angel']],
    ['Pháo giấy', 'vi', ['party popper']],
    ['con cú mèo', 'vi', ['owl']],
    ['cây xương rồng', 'vi', ['cactus']],
    ['un poisson-clown', 'fr', ['tropical fish']],
    ['a clownfish', 'en', ['tropical fish']],
    ['小丑鱼', 'zh-CN', ['tropical fish']],
    ['un flamant rose', 'fr', ['flamingo']],
    ['uma tartaruga-marinha', 'pt', ['turtle']],
    ['ein Feuerwehr Auto', 'de', ['fire engine']],
    ['ein Schnee Mann', 'de', ['snowman']],
    ['ジャック・オー・ランタン', 'ja', ['jack-o-lantern']],
  ] as const)('"%s" (%s) draws %j', (prompt, locale, names) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual(names);
  });

  it('still finds a lone "voi" an elephant, but no elephant in "với" typed without its marks', () => {
    expect(drawn('voi', 'vi')).toEqual(['1F418']);
    expect(drawn('con meo choi voi qua bong', 'vi')).not.toContain('1F418');
  });
});

// The alphabet pages' new pictures: a queen for Q, a xylophone for X, a yo-yo for Y, a caterpillar for け.
describe('the queen, the xylophone, the yo-yo and the caterpillar', () => {
  it.each([
    ['a queen', 'en', 'queen'],
    ['eine Königin', 'de', 'queen'],
    ['una reina', 'es', 'queen'],
    ['une reine', 'fr', 'queen'],
    ['女王', 'ja', 'queen'],
    ['여왕', 'ko', 'queen'],
    ['uma rainha', 'pt', 'queen'],
    ['nữ hoàng', 'vi', 'queen'],
    ['皇后', 'zh-CN', 'queen'],
    ['a xylophone', 'en', 'xylophone'],
    ['ein Xylophon', 'de', 'xylophone'],
    ['un xilófono', 'es', 'xylophone'],
    ['木琴', 'ja', 'xylophone'],
    ['실로폰', 'ko', 'xylophone'],
    ['um xilofone', 'pt', 'xylophone'],
    ['đàn mộc cầm', 'vi', 'xylophone'],
    ['木琴', 'zh-TW', 'xylophone'],
    ['a yo-yo', 'en', 'yo-yo'],
    ['ein Jo-Jo', 'de', 'yo-yo'],
    ['ヨーヨー', 'ja', 'yo-yo'],
    ['요요', 'ko', 'yo-yo'],
    ['悠悠球', 'zh-CN', 'yo-yo'],
    ['a caterpillar', 'en', 'bug'],
    ['una oruga', 'es', 'bug'],
    ['けむし', 'ja', 'bug'],
    ['애벌레', 'ko', 'bug'],
  ] as const)('"%s" (%s) draws the %s', (prompt, locale, name) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual([name]);
  });

  it('draws a princess for "princess" still, and a queen with the princess when both are named', () => {
    const r = understandPrompt('a queen and a princess', 'en');
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual(['queen', 'princess']);
  });
});
