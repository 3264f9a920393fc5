// Children misspell what they ask for ("unicron", "dinosour", "Schmeterling"). A word of a spaced language
// that names nothing is matched to the one keyword a single typo away (two for long words): a letter missing,
// added, changed, or two neighbours swapped. The first letter must agree and short words are left alone, where
// one typo turns a word into another ("cat" / "car", "three" / "tree").
import { FUNCTION_WORDS } from './function-words';
import type { KeywordHit } from './tokenize';

const MIN_LENGTH = 6;
/**
 * Endings of inflected verbs, which prompts are full of and which sit one letter from a noun ("fliegt" /
 * "Fliege", a fly): a word ending so is not taken for a misspelt name.
 */
const VERB_ENDINGS: Record<string, RegExp> = {
  en: /(?:ing|ed)$/,
  de: /(?:t|st|en)$/,
  fr: /(?:ent|ant|ez|er|ait)$/,
  es: /(?:ando|iendo|an|ar|er|ir)$/,
  pt: /(?:ando|endo|am|ar|er|ir)$/,
};

/** Optimal string alignment distance (Levenshtein with adjacent swaps), stopping early past `max`. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** The names a misspelt word may stand for, by first letter, built once per list. */
const byInitial = new WeakMap<readonly string[], Map<string, string[]>>();
function namesStarting(names: readonly string[], initial: string): string[] {
  let map = byInitial.get(names);
  if (!map) {
    map = new Map();
    for (const k of names) {
      const first = [...k][0];
      map.set(first, [...(map.get(first) ?? []), k]);
    }
    byInitial.set(names, map);
  }
  return map.get(initial) ?? [];
}

/**
 * Hits for the words of `text` that no exact hit covers and that are one typo from the name of exactly one
 * motif (all near names of the same motif count as one). `names`: the words of `index` that name a motif
 * (labels and synonyms, not CLDR's tags, which hold verbs: "flying" is a typo of the tag "frying").
 */
export function nearMisses(text: string, lang: string, index: Record<string, string>, names: readonly string[], exact: KeywordHit[]): KeywordHit[] {
  const covered = (at: number) => exact.some((h) => at >= h.at && at < h.at + h.word.length);
  const hits: KeywordHit[] = [];
  for (const m of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = m[0];
    const length = [...word].length;
    if (length < MIN_LENGTH || covered(m.index) || FUNCTION_WORDS[lang]?.has(word) || VERB_ENDINGS[lang]?.test(word)) continue;
    const max = length >= 10 ? 2 : 1;
    const ids = new Set(
      namesStarting(names, [...word][0])
        .filter((k) => typoDistance(word, k, max) <= max)
        .map((k) => index[k]),
    );
    if (ids.size === 1) hits.push({ word, id: [...ids][0], at: m.index });
  }
  return hits;
}
