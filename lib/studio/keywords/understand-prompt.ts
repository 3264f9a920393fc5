// Turns a prompt in any of the ten languages into the motifs the composer can draw.
import index from '../data/keyword-index.json';
import motifs from '../data/motifs.json';
import { StudioError, MAX_PROMPT_CHARS } from '../errors';
import type { Locale } from '../../i18n/locales';
import { scriptsIn } from '../script-detect';
import { functionWordScore } from './function-words';
import { nearMisses } from './near-miss';
import { placeBackdrop } from './place-words';
import { matchKorean, matchLongest, matchWords, type KeywordHit } from './tokenize';
import type { Backdrop } from '../scene/backdrops';
import { PERCHED, SWIMMERS } from '../scene/subject-kinds';
import { TREE_ID, TREE_SITTERS } from '../scene/landmark-seats';
import { backdropsFor } from '../scene/themes';
import { CHILD_ID, childKind, GROUPS, PEGASUS_ID, RIDDEN_WHEELS, RIDEABLE, WHOLE_GROWN_UPS, WINGED_UNICORN_ID } from '../scene/people';

export type MotifKind = 'being' | 'plant' | 'thing' | 'place' | 'vehicle' | 'sky';
/** `ridden`: a person the prompt names rides this animal ("a girl riding a unicorn", "a knight on a horse"). */
export type UnderstoodMotif = { id: string; name: string; kind: MotifKind; word: string; ridden?: true };
/** A word of the prompt that names where the scene is ("waterfall", "Strand", "雨"): it picks the background. */
export type UnderstoodPlace = { backdrop: Backdrop; word: string };
export type Understanding =
  { kind: 'motifs'; locale: Locale; motifs: UnderstoodMotif[]; place?: UnderstoodPlace } | { kind: 'nothing_to_draw'; locale: Locale; suggestions: string[] };

type LocaleIndex = { w: Record<string, string>; suggest: string[]; near?: string[] };
const byLocale = index as Record<Locale, LocaleIndex>;
const motifTable = motifs as Record<string, { n: string; k: MotifKind }>;

// A place word's hit carries its background and, when the word also names a motif ("snow" a snowflake),
// that motif, drawn only if the prompt names nothing else: "place:<backdrop>:<motif id or empty>".
const PLACE = 'place:';
/** Places drawn as one big building or landmark rather than as weather or land. */
const LANDMARKS: ReadonlySet<Backdrop> = new Set(['castle', 'volcano', 'mountain']);
/** The nest with eggs and the empty nest. */
const NESTS: ReadonlySet<string> = new Set(['1FABA', '1FAB9']);
function hitsFor(text: string, locale: Locale): KeywordHit[] {
  const table = byLocale[locale].w;
  const lookup = (k: string) => {
    const place = placeBackdrop(k, locale);
    // a tree word alone draws the tree ("branch" had drawn an empty nest)
    return place ? `${PLACE}${place}:${place === 'tree' ? TREE_ID : (table[k] ?? '')}` : table[k];
  };
  if (locale === 'ko') return matchKorean(text, lookup);
  if (locale === 'ja' || locale === 'zh-TW' || locale === 'zh-CN') return matchLongest(text, lookup);
  return matchWords(text, locale, lookup);
}

function candidates(text: string, hint: Locale): Locale[] {
  const s = scriptsIn(text);
  if (s.has('hangul')) return ['ko'];
  if (s.has('kana')) return ['ja'];
  if (s.has('han')) return hint === 'ja' ? ['ja', 'zh-TW', 'zh-CN'] : hint === 'zh-CN' ? ['zh-CN', 'zh-TW', 'ja'] : ['zh-TW', 'zh-CN', 'ja'];
  if (s.has('latin'))
    return [hint, ...(['en', 'de', 'es', 'fr', 'pt', 'vi'] as const).filter((l) => l !== hint)].filter((l) => !['ja', 'ko', 'zh-TW', 'zh-CN'].includes(l));
  if (s.size === 0) return [hint];
  throw new StudioError('unsupported_script');
}

/** A wing or a feather named with a unicorn or a horse ("a unicorn with big wings", 날개 달린 유니콘) gives it wings. */
const WINGS = new Set(['1FABD', '1FAB6']);
const WITH_WINGS: Readonly<Record<string, string>> = { '1F984': WINGED_UNICORN_ID, '1F40E': PEGASUS_ID };

function withWings(found: UnderstoodMotif[]): UnderstoodMotif[] {
  const winged = found.find((m) => WITH_WINGS[m.id]);
  if (!winged || !found.some((m) => WINGS.has(m.id))) return found;
  const id = WITH_WINGS[winged.id]!;
  return found.filter((m) => !WINGS.has(m.id)).map((m) => (m === winged ? { ...m, id, name: motifTable[id]!.n } : m));
}

/**
 * Words that say someone rides, as people write them in each language: verbs ("riding", reitet, montando,
 * chevauche, 乗った, 타고, cưỡi, 骑着) and set phrases ("on horseback", zu Pferd, a caballo, à cheval, a cavalo,
 * trên lưng, 坐在…上). Korean's verb follows the animal and is checked there (`RIDE_AFTER`).
 */
const RIDE_WORDS: Partial<Record<Locale, RegExp>> = {
  en: /\b(?:ride|rides|riding|rode|ridden|rider|horseback|astride)\b/u,
  de: /(?<![\p{L}])(?:reitet|reiten|reitend|reitende[nmrs]?|ritt|reitest|reite|reiter|reiterin|zu pferde?)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:montando|monta|montado|montada|montar|cabalga|cabalgando|jinete|a caballo|a lomos? de)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:chevauche|chevauchent|chevauchant|monte|montent|montant|monté|montée|cavalier|cavalière|à cheval|à dos d)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:montando|monta|montado|montada|montar|cavalgando|cavalga|cavaleiro|cavaleira|a cavalo|em cima d[eoa]s?|no lombo d[eoa])(?![\p{L}])/u,
  vi: /(?<![\p{L}])(?:cưỡi|trên lưng|ngồi trên)(?![\p{L}])/u,
  ja: /乗|にのっ|にのる|にのり/u,
  'zh-TW': /[騎骑](?!士)|坐在[^，。,.]{0,8}[上背]|[馬马]背上/u,
  'zh-CN': /[骑騎](?!士)|坐在[^，。,.]{0,8}[上背]|[马馬]背上/u,
};
/**
 * Words that say someone rides a bicycle, a scooter or a motorbike, besides `RIDE_WORDS`: cycling, fährt Fahrrad,
 * pedaleando, fait du vélo, andando de bicicleta, đạp xe, 漕ぐ. Only with a two-wheeler: "a girl drives" near a
 * horse rides nothing.
 */
const WHEEL_WORDS: Partial<Record<Locale, RegExp>> = {
  en: /\b(?:cycling|cycles|biking|bikes|pedal(?:l)?ing|pedals|drives|driving|scooting)\b/u,
  de: /(?<![\p{L}])(?:fährt|fahren|fahrend|fahrende[nmrs]?|radelt|radeln|radelnd|radelnde[nmrs]?)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:anda|andando|pedalea|pedaleando|conduce|conduciendo|maneja|manejando)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:fait du|faisant du|fait de la|faisant de la|à vélo|à bicyclette|à trottinette|à moto|à scooter|pédale|pédalant|conduit)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:anda|andando|andar|pedala|pedalando|pilota|pilotando)(?![\p{L}])/u,
  vi: /(?<![\p{L}])(?:đạp xe|đi xe|lái xe|chạy xe)(?![\p{L}])/u,
  ja: /漕|こい|こぐ/u,
};
/** Korean: right after the animal (its particle between), 타고, 탄, 타는 say riding it, 위 "on" it. */
const RIDE_AFTER: Partial<Record<Locale, RegExp>> = { ko: /^[가-힣]{0,2}\s*(?:타고|타는|탄다|탔|탄(?![가-힣])|위)/u };
/** "on" (auf, sobre, sur, em, trên) right before an animal, a few words between at most: "a knight on a white horse". */
const ON_WORDS: Partial<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(['on', 'onto', 'upon']),
  de: new Set(['auf']),
  es: new Set(['sobre', 'en', 'encima']),
  fr: new Set(['sur']),
  pt: new Set(['sobre', 'em', 'no', 'na', 'num', 'numa']),
  vi: new Set(['trên']),
};
/** Words that end an "on …" before the animal: "a girl on a hill with a horse" is no rider. */
const NOT_BETWEEN = new Set([
  ...['with', 'and', 'next', 'near', 'beside', 'by', 'in', 'at', 'under', 'behind', 'of', 'from', 'to', 'for'],
  ...['mit', 'und', 'neben', 'bei', 'im', 'in', 'am', 'an', 'vor', 'hinter', 'von', 'zu', 'unter'],
  ...['con', 'y', 'junto', 'al', 'cerca', 'de', 'del', 'bajo', 'detrás'],
  ...['avec', 'et', 'à', 'près', 'dans', 'sous', 'derrière', 'du'],
  ...['com', 'e', 'ao', 'perto', 'do', 'da', 'sob', 'atrás'],
  ...['với', 'và', 'cạnh', 'bên', 'gần', 'ở', 'trong', 'dưới'],
]);

/**
 * Marks a rideable animal (or a two-wheeler, `RIDDEN_WHEELS`) `ridden` when the prompt names a person and says that someone rides it. "On" counts
 * only right before the animal: "a horse on a farm", "a girl on a hill with a horse" are no riders, nor is
 * "a girl and a horse". Only people ride: "a cat on a horse" stays a cat and a horse.
 */
function withRider(found: UnderstoodMotif[], hits: KeywordHit[], text: string, locale: Locale): UnderstoodMotif[] {
  const animal = found.find((m) => RIDEABLE.has(m.id) || RIDDEN_WHEELS.has(m.id));
  if (!animal || !found.some((m) => m.id === CHILD_ID || WHOLE_GROWN_UPS.has(m.id))) return found;
  const hit = hits.find((h) => h.word === animal.word);
  const after = hit && RIDE_AFTER[locale];
  const on = ON_WORDS[locale];
  const before = hit ? [...text.slice(0, hit.at).matchAll(/[\p{L}\p{M}]+/gu)].map((w) => w[0]).slice(-4) : [];
  const onIt = () => {
    for (let i = before.length - 1; i >= 0 && before.length - 1 - i <= 3; i--) {
      if (on?.has(before[i]!)) return true;
      if (NOT_BETWEEN.has(before[i]!)) return false;
    }
    return false;
  };
  const rides =
    !!RIDE_WORDS[locale]?.test(text) ||
    (RIDDEN_WHEELS.has(animal.id) && !!WHEEL_WORDS[locale]?.test(text)) ||
    (after && hit ? after.test(text.slice(hit.at + hit.word.length)) : false) ||
    onIt();
  return rides ? found.map((m) => (m === animal ? { ...m, ridden: true as const } : m)) : found;
}

/** Understands a prompt; `hint` is the reader's site language, used for ties and suggestions. */
export function understandPrompt(prompt: string, hint: Locale = 'en'): Understanding {
  const text = prompt.normalize('NFC').toLowerCase().trim();
  if (!text) throw new StudioError('prompt_empty');
  if ([...text].length > MAX_PROMPT_CHARS) throw new StudioError('prompt_too_long', { max: MAX_PROMPT_CHARS });
  let best: { locale: Locale; hits: KeywordHit[]; score: number } | null = null;
  for (const locale of candidates(text, hint)) {
    const hits = hitsFor(text, locale);
    // Two function words weigh about as much as one matched noun.
    const score = hits.reduce((sum, h) => sum + h.word.length, 0) + 3 * functionWordScore(text, locale);
    if (!best || score > best.score) best = { locale, hits, score };
  }
  const locale = best && best.score > 0 ? best.locale : hint;
  // Misspelt words are looked up only in the language the prompt was found to be in, once it is known (the
  // spaced languages carry the names a typo may stand for).
  const exact = best && best.locale === locale ? best.hits : [];
  const names = byLocale[locale].near;
  const near = names ? nearMisses(text, locale, byLocale[locale].w, names, exact) : [];
  if (exact.length + near.length === 0) return { kind: 'nothing_to_draw', locale, suggestions: byLocale[locale].suggest };
  // A word for several people ("family") is each of them, in the order the group lists them.
  const heard = [...exact, ...near].sort((a, b) => a.at - b.at).flatMap((h) => (GROUPS[h.id] ? GROUPS[h.id]!.map((id) => ({ ...h, id })) : [h]));
  // A tree or a branch is where a climber or a bird named first sits ("a monkey in a tree", 木の上のフクロウ): the
  // tree place. Named with anything else it is a tree standing beside it ("a dog and a tree", "a girl and a monkey").
  // A bird named with a nest ("a bird in its nest", 鳥の巣の中の鳥) sits in the big tree, the nest on its bough
  // (tree-nest.ts): before, the nest was a stamp in a corner of a meadow.
  // (The nest comes first in Japanese, Korean and Chinese: 巣の中の鳥, 둥지 속의 새, 鸟窝里的小鸟.)
  const bird = PERCHED.has(heard.find((h) => !h.id.startsWith(PLACE) && !NESTS.has(h.id))?.id ?? '');
  const nested = bird ? heard.map((h) => (NESTS.has(h.id) ? { ...h, id: `${PLACE}tree:${TREE_ID}` } : h)) : heard;
  const sits = TREE_SITTERS.has(nested.find((h) => !h.id.startsWith(PLACE))?.id ?? '');
  const hits = sits ? nested : nested.map((h) => (h.id.startsWith(`${PLACE}tree:`) ? { ...h, id: TREE_ID } : h));
  const placeHits = hits
    .filter((h) => h.id.startsWith(PLACE))
    .map((h) => ({ word: h.word, backdrop: h.id.split(':')[1] as Backdrop, motif: h.id.split(':')[2] }));
  const motifsOf = (list: { id: string; word: string }[]) => {
    const seen = new Set<string>();
    const found: UnderstoodMotif[] = [];
    for (const h of list) {
      // A girl and a boy are two children (two figures); any other motif named twice is drawn once.
      const key = h.id === CHILD_ID ? `${h.id}:${childKind(h.word) ?? 'any'}` : h.id;
      if (seen.has(key) || !motifTable[h.id]) continue;
      seen.add(key);
      found.push({ id: h.id, name: motifTable[h.id].n, kind: motifTable[h.id].k, word: h.word });
    }
    return found;
  };
  let found = withRider(withWings(motifsOf(hits.filter((h) => !h.id.startsWith(PLACE)))), hits, text, locale);
  // "snow" alone still draws a snowflake, in the snow; a place with nothing to draw in it is nothing to draw.
  const alone = !found.length;
  if (alone) found = motifsOf(placeHits.map((p) => ({ id: p.motif, word: p.word })));
  if (!found.length) return { kind: 'nothing_to_draw', locale, suggestions: byLocale[locale].suggest };
  // A landmark named alone ("a castle") is the subject, on its own usual background, not drawn in front of itself.
  // The sea named for what lives or sails there anyway (a whale, a boat, a pirate) leaves it its own sea, under the
  // water or on the waves (a boat "on the sea" stays on the waves). Something else that swims goes under the water
  // ("a goldfish in the sea" swims free there, where its own place is its bowl in the kitchen); what does not swim
  // is by the sea, at the beach: a dog or a girl "in the sea" stood on the sea floor among the fish.
  // A child named with its sea animal keeps the sea it asked for ("a girl and a dolphin under the sea"): left to
  // the animal's own background, the child, who stands on the ground, had taken them both to a meadow.
  const sea = placeHits[0]?.backdrop === 'sea';
  const ownSea = sea && !found.some((m) => m.id === CHILD_ID) && backdropsFor(found.map((m) => m.id)).some((b) => b === 'sea' || b === 'waves');
  const place = (alone && placeHits[0] && LANDMARKS.has(placeHits[0].backdrop)) || ownSea ? undefined : placeHits[0];
  const backdrop = place && sea && !found.some((m) => SWIMMERS.has(m.id)) ? 'beach' : place?.backdrop;
  return { kind: 'motifs', locale, motifs: found, ...(place && backdrop ? { place: { backdrop, word: place.word } } : {}) };
}
