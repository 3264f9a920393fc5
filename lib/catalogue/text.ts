// Title, description and alt text of every catalogue page in the ten languages, composed from written
// vocabulary (subjects.ts and words/: places, audiences, ornaments, glyphs) with one template per language, so
// no page carries a machine-translated or English sentence. Arrays follow the locale order of lib/i18n/locales.
import { locales, type Locale } from '@/lib/i18n/locales';
import type { CatalogueBackdrop as Backdrop } from '@/lib/studio/scene/backdrops';
import { glyphCount } from './glyph-count';
import { glyphPictures } from './glyph-pictures';
import type { CataloguePage } from './pages';
import { findSubject } from './subjects';
import { ALT_PREFIX, AUDIENCE_LINE, LEVEL } from './words/audiences';
import { COUNTING_DETAIL, GLYPH_DETAIL, GLYPH_TITLE, PICTURES_DETAIL } from './words/glyphs';
import { MANDALA, MANDALA_DETAIL, PATTERN_DETAIL, PATTERN_NAMES } from './words/ornaments';
import { DETAILS, PLACES } from './words/places';

export type CatalogueText = { title: string; description: string; alt: string };

const idx = (locale: Locale) => locales.indexOf(locale);
const CJK = new Set<Locale>(['ja', 'zh-TW', 'zh-CN']);

/** "A: B" with the colon each language uses (French spaces it, Chinese and Japanese use the full-width one). */
function label(locale: Locale, head: string, rest: string): string {
  return CJK.has(locale) ? `${head}：${rest}` : locale === 'fr' ? `${head} : ${rest}` : `${head}: ${rest}`;
}

function inParens(locale: Locale, text: string, note: string): string {
  return CJK.has(locale) ? `${text}（${note}）` : `${text} (${note})`;
}

/** Subject and place in each language's word order. */
export function sceneTitle(locale: Locale, subject: string, backdrop: Backdrop): string {
  const place = PLACES[backdrop][idx(locale)];
  if (locale === 'ja') return `${place}の${subject}`;
  if (locale === 'ko') return `${place} ${subject}`;
  if (locale === 'zh-TW' || locale === 'zh-CN') return `${place}${subject}`;
  return `${subject} ${place}`;
}

function subjectName(key: string, locale: Locale): string {
  const subject = findSubject(key);
  if (!subject) throw new Error(`unknown catalogue subject ${key}`);
  return subject.names[idx(locale)];
}

/** Korean "A와 B" / "A과 B": 과 after a final consonant. */
function koreanAnd(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '과' : '와';
}

/**
 * Subject names as a list inside a sentence: lower-case where the language writes common nouns so (German
 * keeps its capitals), joined with the language's "and".
 */
function nameList(locale: Locale, keys: readonly string[]): string {
  const names = keys
    .map((key) => subjectName(key, locale))
    .map((n) => (['en', 'es', 'fr', 'pt', 'vi'].includes(locale) ? n.charAt(0).toLowerCase() + n.slice(1) : n));
  if (locale === 'ja') return names.join('と');
  if (locale === 'ko') return names.reduce((list, name) => `${list}${koreanAnd(list)} ${name}`);
  if (locale === 'zh-TW' || locale === 'zh-CN') return names.join('和');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

function glyphDetail(recipe: Extract<CataloguePage['recipe'], { kind: 'glyph' }>, locale: Locale): string {
  const i = idx(locale);
  if (glyphCount(recipe.glyph, recipe.text) > 0) return COUNTING_DETAIL[i];
  const pictures = glyphPictures(recipe.glyph, recipe.text);
  return pictures.length ? PICTURES_DETAIL[i].replace('{list}', nameList(locale, pictures)) : GLYPH_DETAIL[i];
}

export function catalogueText(page: CataloguePage, locale: Locale): CatalogueText {
  const i = idx(locale);
  const recipe = page.recipe;
  const audience = AUDIENCE_LINE[page.audience][i];
  let title: string, detail: string;
  switch (recipe.kind) {
    case 'scene':
      title = page.titles ? page.titles[i] : sceneTitle(locale, subjectName(recipe.subject, locale), recipe.backdrop);
      if (page.levelInTitle) title = inParens(locale, title, LEVEL[page.audience][i]);
      detail = DETAILS[recipe.backdrop][i];
      break;
    case 'mandala':
      title = inParens(locale, label(locale, MANDALA[i], subjectName(recipe.subject, locale)), LEVEL[page.audience][i]);
      detail = MANDALA_DETAIL[i];
      break;
    case 'pattern': {
      const name = PATTERN_NAMES[recipe.pattern][i];
      title = inParens(locale, recipe.subject ? label(locale, name, subjectName(recipe.subject, locale)) : name, LEVEL[page.audience][i]);
      detail = PATTERN_DETAIL[i];
      break;
    }
    case 'glyph':
      title = GLYPH_TITLE[recipe.glyph][i].replace('{c}', recipe.text);
      detail = glyphDetail(recipe, locale);
      break;
  }
  const space = CJK.has(locale) || locale === 'ko' ? (locale === 'ko' ? ' ' : '') : ' ';
  return { title, description: `${detail}${space}${audience}`, alt: `${label(locale, ALT_PREFIX[i], title)}${CJK.has(locale) ? '。' : '.'}${space}${detail}` };
}
