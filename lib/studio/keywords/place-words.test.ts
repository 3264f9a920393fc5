import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../i18n/locales';
import { composeTextPage } from '../compose-page';
import { rasterise, whiteRegionSizes } from '../testing/white-regions';
import { placeWords } from './place-words';
import { understandPrompt } from './understand-prompt';

// "An elephant bathing under a waterfall" as people write it in the ten languages: the elephant is drawn, the
// waterfall picks the background (before, the elephant's own background, a savanna with palms).
const WATERFALL: Record<Locale, string> = {
  en: 'an elephant bathing under a waterfall',
  de: 'ein Elefant badet unter einem Wasserfall',
  es: 'un elefante bañándose bajo una cascada',
  fr: 'un éléphant qui se baigne sous une cascade',
  ja: '滝の下で水浴びをするゾウ',
  ko: '폭포 아래에서 목욕하는 코끼리',
  pt: 'um elefante tomando banho na cachoeira',
  'zh-TW': '在瀑布下洗澡的大象',
  vi: 'con voi tắm dưới thác nước',
  'zh-CN': '在瀑布下洗澡的大象',
};

// Other places said in one language each, with what they draw and where.
const PLACES: [string, Locale, string, string][] = [
  ['a duck on a lake', 'en', 'duck', 'lake'],
  ['ein Frosch im Teich', 'de', 'frog', 'lake'],
  ['un pez en el río', 'es', 'tropical fish', 'river'],
  ['강아지가 강에서 수영해요', 'ko', 'dog', 'river'],
  ['河马在河里', 'zh-CN', 'hippopotamus', 'river'],
  ['un chien sur la plage', 'fr', 'dog', 'beach'],
  ['con cua trên bãi biển', 'vi', 'crab', 'beach'],
  ['a bear in the rain', 'en', 'bear', 'rain'],
  ['雨の日の犬', 'ja', 'dog', 'rain'],
  ['a cat in the snow', 'en', 'cat', 'winter'],
  ['雪の中の猫', 'ja', 'cat', 'winter'],
  ['um gato à noite', 'pt', 'cat', 'night'],
  ['花園裡的兔子', 'zh-TW', 'rabbit', 'meadow'],
  ['a car in the city', 'en', 'automobile', 'city'],
  // the sea, for what does not live there anyway: the goldfish's own place is its bowl in the kitchen
  ['a goldfish in the sea', 'en', 'fish', 'sea'],
  ['金鱼在海里', 'zh-CN', 'fish', 'sea'],
  ['cá vàng dưới biển', 'vi', 'fish', 'sea'],
  // and for what does not swim, the sea is the beach: a dog stood on the sea floor among the fish
  ['a dog in the sea', 'en', 'dog', 'beach'],
  ['ein Mädchen am Meer', 'de', 'child', 'beach'],
  ['바다의 말', 'ko', 'horse', 'beach'],
  // a child with its sea animal keeps the sea it asked for: left to the dolphin's own sea, the child (who stands on
  // the ground) had taken both to a meadow
  ['a girl and a dolphin under the sea', 'en', 'dolphin', 'sea'],
  ['ein Junge und ein Delfin im Meer', 'de', 'dolphin', 'sea'],
  // The castle is where the scene happens: before, a castle icon the size of a stamp sat in a corner and,
  // on a kids' page (one motif beside the subject), took the book's place.
  ['a dragon in front of a castle', 'en', 'dragon', 'castle'],
  ['eine Prinzessin in ihrem Schloss', 'de', 'princess', 'castle'],
  ['un dragón leyendo un libro en un castillo', 'es', 'open book', 'castle'],
  ['un dragon devant un château', 'fr', 'dragon', 'castle'],
  ['お城のお姫さま', 'ja', 'princess', 'castle'],
  ['성 앞의 용', 'ko', 'dragon', 'castle'],
  ['uma princesa no castelo', 'pt', 'princess', 'castle'],
  ['城堡裡的公主', 'zh-TW', 'princess', 'castle'],
  ['con rồng trước lâu đài', 'vi', 'dragon', 'castle'],
  ['城堡前的龙', 'zh-CN', 'dragon', 'castle'],
];

describe('place words', () => {
  it.each(locales)('%s: "waterfall" picks the waterfall background and the elephant stays the subject', (locale) => {
    const u = understandPrompt(WATERFALL[locale], locale);
    expect(u.kind).toBe('motifs');
    if (u.kind !== 'motifs') return;
    expect(u.locale).toBe(locale);
    expect(u.motifs.map((m) => m.name)).toContain('elephant'); // ja also finds 水, a droplet (the elephant is the bigger subject)
    expect(u.place?.backdrop).toBe('waterfall');
  });

  it.each(PLACES)('"%s" (%s) draws the %s by the %s', (prompt, locale, motif, backdrop) => {
    const u = understandPrompt(prompt, locale);
    expect(u.kind === 'motifs' && u.motifs.map((m) => m.name)).toContain(motif);
    expect(u.kind === 'motifs' && u.place?.backdrop).toBe(backdrop);
  });

  it('draws a castle named alone as the subject, not in front of a castle', () => {
    const castle = understandPrompt('a castle', 'en');
    expect(castle.kind === 'motifs' && [castle.motifs.map((m) => m.name), castle.place]).toEqual([['castle'], undefined]);
    // Weather and land named alone keep their background: "night" draws a star in the night sky.
    const night = understandPrompt('night', 'en');
    expect(night.kind === 'motifs' && night.place?.backdrop).toBe('night');
  });

  it('lets a longer motif word win over a place inside it, and keeps a sea animal under the sea', () => {
    const saucer = understandPrompt('空飛ぶ円盤', 'ja');
    expect(saucer.kind === 'motifs' && [saucer.motifs[0].name, saucer.place]).toEqual(['flying saucer', undefined]);
    const whale = understandPrompt('a whale in the sea', 'en');
    expect(whale.kind === 'motifs' && whale.place).toBeUndefined();
    // and a boat on the sea on its waves, not under the water
    const boat = understandPrompt('a sailboat on the sea', 'en');
    expect(boat.kind === 'motifs' && boat.place).toBeUndefined();
  });

  it('is no longer misread as a motif: water, a day, inside', () => {
    expect(understandPrompt('con voi tắm dưới thác nước', 'vi')).toMatchObject({ motifs: [{ name: 'elephant' }] });
    const ja = understandPrompt('雪の中の猫', 'ja');
    expect(ja.kind === 'motifs' && ja.motifs.map((m) => m.name)).toEqual(['cat']);
    const ko = understandPrompt('비 오는 날의 강아지', 'ko');
    expect(ko.kind === 'motifs' && ko.motifs.map((m) => m.name)).toEqual(['dog']);
  });

  it('has words for every place in all ten languages', () => {
    const en = Object.keys(placeWords('en')).sort();
    for (const locale of locales) {
      expect(Object.keys(placeWords(locale)).sort()).toEqual(en);
      for (const words of Object.values(placeWords(locale))) for (const w of words) expect(w).toBe(w.toLowerCase().normalize('NFC'));
    }
  });

  it.each(['kids', 'teens', 'adults'] as const)(
    '%s: the waterfall page differs from the savanna and is closed areas on white',
    async (style) => {
      const page = composeTextPage({ prompt: WATERFALL.en, style, seed: 2 });
      const savanna = composeTextPage({ prompt: 'an elephant', style, seed: 2 });
      expect(page.kind === 'page' && savanna.kind === 'page' && page.svg !== savanna.svg).toBe(true);
      if (page.kind !== 'page') return;
      const ras = await rasterise(page.svg, 100);
      const sizes = whiteRegionSizes(ras);
      expect(sizes[0] / (ras.width * ras.height)).toBeLessThan(0.5);
      expect(sizes.filter((s) => s >= 200).length).toBeGreaterThanOrEqual(style === 'kids' ? 15 : 25);
    },
    30_000,
  );

  it.each(['kids', 'teens', 'adults'] as const)(
    '%s: the castle page draws the castle behind the dragon, in closed areas on white',
    async (style) => {
      const page = composeTextPage({ prompt: 'a dragon in front of a castle', style, seed: 2 });
      const night = composeTextPage({ prompt: 'a dragon', style, seed: 2 });
      expect(page.kind === 'page' && night.kind === 'page' && page.svg !== night.svg).toBe(true);
      if (page.kind !== 'page') return;
      expect(page.place?.backdrop).toBe('castle');
      const ras = await rasterise(page.svg, 100);
      const sizes = whiteRegionSizes(ras);
      expect(sizes[0] / (ras.width * ras.height)).toBeLessThan(0.5);
      expect(sizes.filter((s) => s >= 200).length).toBeGreaterThanOrEqual(style === 'kids' ? 15 : 25);
    },
    30_000,
  );
});
