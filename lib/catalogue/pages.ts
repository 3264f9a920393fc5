// The public catalogue: free printable pages the offline studio draws from a fixed recipe.
// Same recipe → same SVG → same PNG/PDF bytes, so nothing is stored but a render cache. Titles,
// descriptions and alt texts come from text.ts; the handle is the English slug and the id of
// `catalogue:<handle>` on the coloring canvas. Every recipe is drawn and measured by the tests.
import type { NameTheme } from '@/lib/studio/name/compose-name-page';
import type { CatalogueBackdrop as Backdrop } from '@/lib/studio/scene/backdrops';
import type { PatternKind } from '@/lib/studio/scene/compose-pattern';
import { MOVED_HANDLES } from './moved-handles';
import { subjects } from './subjects';
import type { TagHandle } from './tags';
import type { GlyphKind } from './words/glyphs';
import type { ThemeSlug } from './themes';

export type CatalogueAudience = 'kids' | 'teens' | 'adults';

/** What the studio draws: a scene, a mandala, a geometric pattern or one big character in bubble letters. */
export type CatalogueRecipe =
  | { kind: 'scene'; subject: string; companion?: string; backdrop: Backdrop; seed: number; turned?: true }
  | { kind: 'mandala'; subject: string; seed: number }
  | { kind: 'pattern'; pattern: PatternKind; subject?: string; seed: number }
  | { kind: 'glyph'; glyph: GlyphKind; text: string; nameTheme: NameTheme; seed: number };

export interface CataloguePage {
  handle: string;
  theme: ThemeSlug;
  tags: readonly TagHandle[];
  audience: CatalogueAudience;
  recipe: CatalogueRecipe;
  /** A title written for this page alone, in the locale order of lib/i18n/locales (else composed, see text.ts). */
  titles?: readonly string[];
  /** Set on the second page of a subject in the same place: its title names the level too. */
  levelInTitle?: boolean;
}

const AUDIENCES: CatalogueAudience[] = ['kids', 'teens', 'adults'];
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const SLUG_OF_PLACE: Record<Backdrop, string> = {
  meadow: 'in-the-meadow',
  farm: 'on-the-farm',
  forest: 'in-the-forest',
  city: 'in-the-city',
  sea: 'under-the-sea',
  waves: 'on-the-sea',
  space: 'in-space',
  winter: 'in-the-snow',
  party: 'at-the-party',
  kitchen: 'in-the-kitchen',
  field: 'at-the-stadium',
  night: 'at-night',
  jungle: 'in-the-jungle',
  sky: 'in-the-sky',
};
const MORE_PLACES: Backdrop[] = ['meadow', 'forest', 'night', 'winter', 'party', 'city', 'sky'];
/** Subjects with more than two pages (the ones people look for most). */
const EXTRA: Record<string, number> = { unicorn: 6, dragon: 6, 't-rex': 5, 'long-neck-dinosaur': 5, cat: 3, dog: 3 };
const LEVEL_SLUG: Record<CatalogueAudience, string> = { kids: 'easy', teens: 'medium', adults: 'intricate' };

function sceneTags(theme: ThemeSlug, audience: CatalogueAudience): TagHandle[] {
  const tags: TagHandle[] = audience === 'kids' ? ['easy', 'cute'] : audience === 'teens' ? ['detailed', 'relaxing'] : ['detailed', 'patterns'];
  if (theme === 'holidays') tags.push('seasonal');
  if (['animals', 'ocean', 'dinosaurs', 'space', 'flowers'].includes(theme)) tags.push('educational');
  if (audience === 'kids' && ['pets', 'farm', 'food', 'unicorns'].includes(theme)) tags.push('preschool');
  return tags.slice(0, 4);
}

function scenePages(): CataloguePage[] {
  const pages: CataloguePage[] = [
    {
      handle: 'cat-playing-with-a-ball',
      theme: 'pets',
      audience: 'kids',
      tags: ['cute', 'easy', 'preschool'],
      recipe: { kind: 'scene', subject: 'cat', companion: '26BD', backdrop: 'kitchen', seed: 1 },
      titles: [
        'Cat playing with a ball',
        'Katze spielt mit einem Ball',
        'Gato jugando con una pelota',
        'Chat qui joue au ballon',
        'ボールで遊ぶネコ',
        '공놀이하는 고양이',
        'Gato brincando com uma bola',
        '玩球的貓咪',
        'Chú mèo chơi bóng',
        '玩球的猫咪',
      ],
    },
  ];
  subjects.forEach((subject, n) => {
    const count = EXTRA[subject.key] ?? 2;
    const places = [...subject.backdrops, ...MORE_PLACES.filter((b) => !subject.backdrops.includes(b))];
    const seen = new Set<string>();
    for (let k = 0; k < count; k++) {
      const audience = AUDIENCES[(n + k * (n % 2 ? 1 : 2)) % 3];
      const backdrop = places[k % places.length];
      const repeat = seen.has(backdrop);
      seen.add(backdrop);
      pages.push({
        handle: `${subject.key}-${SLUG_OF_PLACE[backdrop]}${repeat ? `-${LEVEL_SLUG[audience]}` : ''}`,
        theme: subject.theme,
        audience,
        tags: sceneTags(subject.theme, audience),
        // Every other page of a subject faces the other way: its pages were one drawing on two backgrounds.
        recipe: { kind: 'scene', subject: subject.key, backdrop, seed: n * 7 + k + 1, ...(k % 2 ? { turned: true as const } : {}) },
        ...(repeat ? { levelInTitle: true } : {}),
      });
    }
  });
  return pages;
}

const MANDALA_CENTRES = ['lotus', 'sunflower', 'butterfly', 'rose', 'daisy', 'cherry-blossom', 'owl', 'cat', 'unicorn', 'dragon', 'sea-turtle', 'hibiscus'];
const PATTERN_MOTIFS: Record<PatternKind, string> = { hexagons: 'bee', stars: 'moon', glass: 'butterfly', scales: 'tropical-fish', triangles: 'cat' };

function ornamentPages(): CataloguePage[] {
  const pages: CataloguePage[] = [];
  MANDALA_CENTRES.forEach((subject, n) => {
    for (const audience of AUDIENCES) {
      pages.push({
        handle: `${subject}-mandala-${LEVEL_SLUG[audience]}`,
        theme: 'mandalas',
        audience,
        tags: ['patterns', 'relaxing', audience === 'adults' ? 'detailed' : 'easy'],
        recipe: { kind: 'mandala', subject, seed: n * 3 + AUDIENCES.indexOf(audience) + 1 },
      });
    }
  });
  (Object.keys(PATTERN_MOTIFS) as PatternKind[]).forEach((pattern, n) => {
    for (const audience of AUDIENCES) {
      for (const withMotif of [false, true]) {
        const subject = withMotif ? PATTERN_MOTIFS[pattern] : undefined;
        pages.push({
          handle: `${pattern}-pattern${subject ? `-with-${subject}` : ''}-${LEVEL_SLUG[audience]}`,
          theme: 'patterns',
          audience,
          tags: ['patterns', 'relaxing', audience === 'adults' ? 'detailed' : 'easy'],
          recipe: { kind: 'pattern', pattern, ...(subject ? { subject } : {}), seed: n * 6 + AUDIENCES.indexOf(audience) * 2 + (withMotif ? 2 : 1) },
        });
      }
    }
  });
  return pages;
}

// Characters of each language's own script, with the slug of their page.
const GLYPHS: [GlyphKind, string, string][] = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c): [GlyphKind, string, string] => ['latin', c, `letter-${c.toLowerCase()}`]),
  ...[
    ['Ä', 'a-umlaut'],
    ['Ö', 'o-umlaut'],
    ['Ü', 'u-umlaut'],
    ['ß', 'eszett'],
    ['Ñ', 'n-tilde'],
    ['Ç', 'c-cedilla'],
    ['É', 'e-acute'],
    ['Ã', 'a-tilde'],
    ['Ă', 'a-breve'],
    ['Â', 'a-circumflex'],
    ['Đ', 'd-stroke'],
    ['Ê', 'e-circumflex'],
    ['Ô', 'o-circumflex'],
    ['Ơ', 'o-horn'],
    ['Ư', 'u-horn'],
  ].map(([c, s]): [GlyphKind, string, string] => ['latin', c, `letter-${s}`]),
  ...'0123456789'.split('').map((c): [GlyphKind, string, string] => ['digit', c, `number-${c}`]),
  ...[
    ['あ', 'a'],
    ['い', 'i'],
    ['う', 'u'],
    ['え', 'e'],
    ['お', 'o'],
    ['か', 'ka'],
    ['き', 'ki'],
    ['く', 'ku'],
    ['け', 'ke'],
    ['こ', 'ko'],
  ].map(([c, s]): [GlyphKind, string, string] => ['hiragana', c, `hiragana-${s}`]),
  ...[
    ['ㄱ', 'giyeok'],
    ['ㄴ', 'nieun'],
    ['ㄷ', 'digeut'],
    ['ㄹ', 'rieul'],
    ['ㅁ', 'mieum'],
    ['ㅂ', 'bieup'],
    ['ㅅ', 'siot'],
    ['ㅇ', 'ieung'],
    ['ㅈ', 'jieut'],
    ['ㅊ', 'chieut'],
    ['ㅋ', 'kieuk'],
    ['ㅌ', 'tieut'],
    ['ㅍ', 'pieup'],
    ['ㅎ', 'hieut'],
  ].map(([c, s]): [GlyphKind, string, string] => ['hangul', c, `hangul-${s}`]),
  ...[
    ['一', 'yi'],
    ['二', 'er'],
    ['三', 'san'],
    ['四', 'si'],
    ['五', 'wu'],
    ['六', 'liu'],
    ['七', 'qi'],
    ['八', 'ba'],
    ['九', 'jiu'],
    ['十', 'shi'],
  ].map(([c, s]): [GlyphKind, string, string] => ['hanzi', c, `chinese-numeral-${s}`]),
];
const GLYPH_THEMES: NameTheme[] = ['animals', 'space', 'flowers', 'sports', 'unicorns', 'dinosaurs', 'sea', 'stars'];

function glyphPages(): CataloguePage[] {
  return GLYPHS.map(([glyph, text, handle], n) => ({
    handle,
    theme: 'alphabet',
    audience: 'kids',
    tags: ['educational', 'preschool', 'easy'],
    recipe: { kind: 'glyph', glyph, text, nameTheme: GLYPH_THEMES[n % GLYPH_THEMES.length], seed: n + 1 },
  }));
}

export const cataloguePages: readonly CataloguePage[] = [...scenePages(), ...ornamentPages(), ...glyphPages()].map((page) =>
  page.handle === slug(page.handle) ? page : { ...page, handle: slug(page.handle) },
);

const byHandle = new Map(cataloguePages.map((page) => [page.handle, page]));

/** A handle is a lower-case English slug; anything else is unknown without a lookup. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page with `handle`, or the one that took its place if it moved (`MOVED_HANDLES`): its handle is the new one. */
export function findCataloguePage(handle: string): CataloguePage | undefined {
  if (!HANDLE.test(handle)) return undefined;
  return byHandle.get(handle) ?? (Object.hasOwn(MOVED_HANDLES, handle) ? byHandle.get(MOVED_HANDLES[handle]) : undefined);
}

export function pagesOfTheme(theme: ThemeSlug): CataloguePage[] {
  return cataloguePages.filter((page) => page.theme === theme);
}

export function pagesWithTag(tag: TagHandle): CataloguePage[] {
  return cataloguePages.filter((page) => page.tags.includes(tag));
}

export function pagesForAudience(audience: CatalogueAudience): CataloguePage[] {
  return cataloguePages.filter((page) => page.audience === audience);
}

/** Other pages of the same theme, starting after this one so each page links to different neighbours. */
export function morePagesLike(page: CataloguePage, count: number): CataloguePage[] {
  const same = pagesOfTheme(page.theme);
  const at = same.indexOf(page);
  return [...same.slice(at + 1), ...same.slice(0, at)].slice(0, count);
}

/** The home page's strip: one page from each of the first themes, a mix of audiences. */
export const POPULAR_HANDLES = [
  'cat-playing-with-a-ball',
  'unicorn-at-night',
  't-rex-in-the-jungle',
  'rocket-in-space',
  'lotus-mandala-intricate',
  'fire-truck-in-the-city',
  'whale-under-the-sea',
  'dragon-at-night',
] as const;

export function popularPages(): CataloguePage[] {
  return POPULAR_HANDLES.map((handle) => byHandle.get(handle)!);
}

export const CATALOGUE_PAGE_SIZE = 24;
