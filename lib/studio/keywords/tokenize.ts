import { FUNCTION_WORDS } from './function-words';

// Finds known keywords inside a prompt, one strategy per kind of writing system.
export type KeywordHit = { word: string; id: string; at: number };
export type Lookup = (key: string) => string | undefined;

// Plural and inflection endings worth stripping before a second lookup ("Katzen" -> "Katze").
const SUFFIXES: Record<string, string[]> = {
  en: ['es', 's'],
  de: ['chen', 'en', 'er', 'e', 'n', 's'],
  fr: ['s', 'x'],
  es: ['es', 's'],
  pt: ['es', 's'],
  vi: [],
};
// Korean particles that follow a noun: 고양이가 -> 고양이, 공을 -> 공, 고양이랑 -> 고양이.
const KO_PARTICLES = ['이랑', '에서', '에게', '하고', '으로', '처럼', '이', '가', '을', '를', '은', '는', '와', '과', '랑', '의', '도', '로', '에'];

const UMLAUT: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };

/** Plurals that change the word's body, not only its ending: Vögel, Mäuse; peces, ratones; leões, cães. */
function pluralBodies(word: string, lang: string): string[] {
  if (lang === 'de') {
    const i = Math.max(word.lastIndexOf('ä'), word.lastIndexOf('ö'), word.lastIndexOf('ü'));
    return i < 0 ? [] : [word.slice(0, i) + UMLAUT[word[i]] + word.slice(i + 1)]; // Vögel -> Vogel, Mäuse -> Mause -> Maus
  }
  if (lang === 'es' && word.endsWith('ones')) return [`${word.slice(0, -4)}ón`]; // ratones -> ratón
  if (lang === 'es' && word.endsWith('ces')) return [`${word.slice(0, -3)}z`]; // peces -> pez
  if (lang === 'pt' && /(?:ões|ães)$/.test(word)) return [`${word.slice(0, -3)}ão`]; // leões -> leão, cães -> cão
  return [];
}

function stems(word: string, lang: string): string[] {
  const out = [word];
  if (lang === 'en' && word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`); // butterflies -> butterfly
  for (const body of [word, ...pluralBodies(word, lang)]) {
    if (body !== word) out.push(body);
    for (const s of SUFFIXES[lang] ?? []) if (body.length > s.length + 2 && body.endsWith(s)) out.push(body.slice(0, -s.length));
  }
  return out;
}

/**
 * Space-separated languages: the longest run of up to five words that is a keyword wins (Vietnamese's "cô bé quàng
 * khăn đỏ", Little Red Riding Hood, is five; at four it read as a girl and a red apple).
 */
export function matchWords(text: string, lang: string, lookup: Lookup): KeywordHit[] {
  const words = [...text.matchAll(/[\p{L}\p{M}]+/gu)].map((m) => ({ w: m[0], at: m.index }));
  const functionWords = FUNCTION_WORDS[lang];
  const hits: KeywordHit[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(5, words.length - i); n >= 1 && !matched; n--) {
      const head = words
        .slice(i, i + n - 1)
        .map((x) => x.w)
        .join(' ');
      // German writes a compound as one word, but prompts split it ("Feuerwehr Auto"): try it joined too.
      const joins = head && lang === 'de' ? [' ', ''] : [' '];
      for (const key of stems(words[i + n - 1].w, lang).flatMap((last) => (head ? joins.map((j) => `${head.replaceAll(' ', j)}${j}${last}`) : [last]))) {
        // A lone function word ("vers", "para") is never a motif, even if a stem of it is ("ver" = worm), unless
        // it is the whole prompt: "voi" alone is an elephant, though typed without marks it is also "với" (with).
        const id = key.length >= 2 && !(n === 1 && words.length > 1 && functionWords?.has(words[i].w)) ? lookup(key) : undefined;
        if (id !== undefined) {
          hits.push({
            word: words
              .slice(i, i + n)
              .map((x) => x.w)
              .join(' '),
            id,
            at: words[i].at,
          });
          matched = n;
          break;
        }
      }
    }
    i += matched || 1;
  }
  return hits;
}

/**
 * Japanese and Chinese have no spaces: take the longest keyword starting at each position, up to twelve
 * characters (ジャック・オー・ランタン, a jack-o'-lantern, is twelve).
 */
export function matchLongest(text: string, lookup: Lookup, maxLen = 12): KeywordHit[] {
  const chars = [...text.replace(/\s+/g, '')];
  const hits: KeywordHit[] = [];
  for (let i = 0; i < chars.length;) {
    let matched = 0;
    for (let n = Math.min(maxLen, chars.length - i); n >= 1; n--) {
      const key = chars.slice(i, i + n).join('');
      // A lone kana is a grammatical particle far more often than a word.
      if (n === 1 && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(key)) continue;
      const id = lookup(key);
      // '' is a word that names nothing (an adjective such as 可爱), matched so the motif word inside it is not
      if (id !== undefined) {
        hits.push({ word: key, id, at: i });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return hits;
}

/** A Korean word, or a particle-free form of it, that is a keyword: 고양이가 -> 고양이. */
function koreanWord(w: string, lookup: Lookup): { word: string; id: string } | undefined {
  const id = lookup(w);
  if (id) return { word: w, id };
  for (const p of KO_PARTICLES) {
    if (w.length <= p.length || !w.endsWith(p)) continue;
    const stripped = lookup(w.slice(0, -p.length));
    if (stripped) return { word: w.slice(0, -p.length), id: stripped };
  }
  return undefined;
}

/**
 * Korean: words are spaced, but nouns carry particles; strip a known particle and look again. A name of several
 * words is matched whole first, written with its spaces or without them (파티 폭죽 and 파티폭죽, a party popper;
 * 아기 천사, a cherub), before its words one by one (a party, a firecracker; a baby, an angel).
 */
export function matchKorean(text: string, lookup: Lookup): KeywordHit[] {
  const words = [...text.matchAll(/[\p{L}\p{M}]+/gu)].map((m) => ({ w: m[0], at: m.index }));
  const hits: KeywordHit[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(5, words.length - i); n >= 1 && !matched; n--) {
      const run = words.slice(i, i + n);
      for (const sep of n > 1 ? [' ', ''] : ['']) {
        const found = koreanWord(run.map((x) => x.w).join(sep), lookup);
        if (!found) continue;
        // the word as the prompt wrote it, spaces and all, without its particle
        const last = run[n - 1]!;
        const end = last.at + last.w.length - (run.map((x) => x.w).join(sep).length - found.word.length);
        hits.push({ word: text.slice(run[0]!.at, end), id: found.id, at: run[0]!.at });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return hits;
}
