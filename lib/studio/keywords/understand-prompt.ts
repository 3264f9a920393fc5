// Turns a prompt in any of the ten languages into the motifs the composer can draw.
import index from '../data/keyword-index.json';
import motifs from '../data/motifs.json';
import { StudioError, MAX_PROMPT_CHARS } from '../errors';
import type { Locale } from '../../i18n/locales';
import { scriptsIn } from '../script-detect';
import { functionWordScore } from './function-words';
import { matchKorean, matchLongest, matchWords, type KeywordHit } from './tokenize';

export type MotifKind = 'being' | 'plant' | 'thing' | 'place' | 'vehicle' | 'sky';
export type UnderstoodMotif = { id: string; name: string; kind: MotifKind; word: string };
export type Understanding = { kind: 'motifs'; locale: Locale; motifs: UnderstoodMotif[] } | { kind: 'nothing_to_draw'; locale: Locale; suggestions: string[] };

type LocaleIndex = { w: Record<string, string>; suggest: string[] };
const byLocale = index as Record<Locale, LocaleIndex>;
const motifTable = motifs as Record<string, { n: string; k: MotifKind }>;

function hitsFor(text: string, locale: Locale): KeywordHit[] {
  const table = byLocale[locale].w;
  const lookup = (k: string) => table[k];
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
  if (!best || best.hits.length === 0) return { kind: 'nothing_to_draw', locale, suggestions: byLocale[locale].suggest };
  const seen = new Set<string>();
  const found: UnderstoodMotif[] = [];
  for (const h of [...best.hits].sort((a, b) => a.at - b.at)) {
    if (seen.has(h.id) || !motifTable[h.id]) continue;
    seen.add(h.id);
    found.push({ id: h.id, name: motifTable[h.id].n, kind: motifTable[h.id].k, word: h.word });
  }
  return { kind: 'motifs', locale, motifs: found };
}
