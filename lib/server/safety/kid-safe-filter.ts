// The kid-safe filter of every text that ends up on a page or in public: prompts of the generative
// tools, names for name pages, gallery titles and tags, display names. Pure and fast: it runs in
// the request, before anything is charged or written, so a refused text costs nothing.
import { NAUGHTY_WORDS } from './naughty-words';
import { cjkEntry, foldEntry, MASK, markedEntry, matchForms } from './normalize';
import { INNOCENT_CJK, INNOCENT_PHRASES, INNOCENT_WORDS } from './innocent-words';
import { BLOCKED, SAFETY_CATEGORIES, type SafetyCategory } from './word-list';

export type SafetyVerdict = { ok: true } | { ok: false; category: SafetyCategory; term: string };

type Rule = { category: SafetyCategory; term: string; source: string };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A folded entry as a pattern: a letter may be stretched to three or more ("fuuuck", "asss") but
 * not doubled ("bitte" is not "bite") or shortened ("as" is not "ass"), and a masked letter
 * ("f*ck", "f4ck") stands for any letter.
 */
function stretchable(folded: string): string {
  return folded.replace(/(.)\1*/gu, (run, letter: string) => {
    if (letter === ' ') return ' ';
    const count = [...run].length;
    const one = `[${escape(letter)}${MASK}]`;
    return count === 1 ? `${one}(?:${one}{2,})?` : `(?:${one}{${count}}|${one}{3,})`;
  });
}

const CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

type Entry = { category: SafetyCategory; term: string };
const ENTRIES: Entry[] = SAFETY_CATEGORIES.flatMap((category) => BLOCKED[category].words.map((term) => ({ category, term })));
const CJK_ENTRIES: Entry[] = SAFETY_CATEGORIES.flatMap((category) => BLOCKED[category].cjk.map((term) => ({ category, term })));
for (const words of Object.values(NAUGHTY_WORDS)) {
  for (const term of words) (CJK_SCRIPT.test(term) ? CJK_ENTRIES : ENTRIES).push({ category: 'profanity', term });
}

const WORD_RULES: (Rule & { first: string })[] = ENTRIES.flatMap(({ category, term }) => {
  const folded = foldEntry(term.replace(/\*$/, ''));
  if (!folded) return [];
  return [{ category, term, first: [...folded][0], source: stretchable(folded) + (term.endsWith('*') ? '\\p{L}*' : '') }];
});

/**
 * The rules grouped by the letter they start with, each group one sticky pattern tried at the
 * start of every word (a text starting a word with a mask is tried against all of them).
 */
type Group = { any: RegExp; rules: { rule: Rule; pattern: RegExp }[] };
function group(rules: typeof WORD_RULES): Group {
  return {
    any: new RegExp(`(?:${rules.map((r) => r.source).join('|')})(?= |$)`, 'uy'),
    rules: rules.map((rule) => ({ rule, pattern: new RegExp(`${rule.source}(?= |$)`, 'uy') })),
  };
}
const BY_FIRST = new Map<string, Group>();
for (const first of new Set(WORD_RULES.map((r) => r.first))) BY_FIRST.set(first, group(WORD_RULES.filter((r) => r.first === first)));
const ALL = group(WORD_RULES);

/** The first rule matching a whole word, or words, starting at `at` in the space-separated `text`. */
function ruleAt(text: string, at: number): Rule | null {
  const first = String.fromCodePoint(text.codePointAt(at)!);
  const g = first === MASK ? ALL : BY_FIRST.get(first);
  if (!g) return null;
  g.any.lastIndex = at;
  if (!g.any.test(text)) return null;
  for (const { rule, pattern } of g.rules) {
    pattern.lastIndex = at;
    if (pattern.test(text)) return rule;
  }
  return null;
}

function wordRule(text: string): Rule | null {
  for (let at = 0; at < text.length; at = text.indexOf(' ', at) + 1) {
    const rule = ruleAt(text, at);
    if (rule) return rule;
    if (text.indexOf(' ', at) < 0) break;
  }
  return null;
}

const MARKED_RULES = SAFETY_CATEGORIES.flatMap((category) =>
  BLOCKED[category].vi.map((term) => ({ category, term, pattern: new RegExp(`(?:^| )${escape(markedEntry(term))}(?= |$)`, 'u') })),
);
// An entry the folding shortens to one character ("鸡8" → "鸡") would refuse every text with that
// character: it is dropped. Entries written as one character stay.
const CJK_RULES = CJK_ENTRIES.map(({ category, term }) => ({ category, term, folded: cjkEntry(term), hangul: /\p{Script=Hangul}/u.test(term) })).filter(
  (r) => [...r.folded].length >= 2 || (r.folded.length > 0 && [...r.term.trim()].length === 1),
);
const SYMBOL_RULES = SAFETY_CATEGORIES.flatMap((category) => (BLOCKED[category].symbols ?? []).map((term) => ({ category, term })));

const INNOCENT = new Set(INNOCENT_WORDS.map((w) => markedEntry(w)));
const INNOCENT_PHRASE = new RegExp(`(?<=^| )(?:${INNOCENT_PHRASES.map((p) => escape(foldEntry(p))).join('|')})(?= |$)`, 'gu');
const INNOCENT_MARKED_PHRASE = new RegExp(`(?<=^| )(?:${INNOCENT_PHRASES.map((p) => escape(markedEntry(p))).join('|')})(?= |$)`, 'gu');
const INNOCENT_CJK_WORD = new RegExp(INNOCENT_CJK.map((w) => escape(cjkEntry(w))).join('|'), 'gu');

/** Checks `text` in every site language at once; the first category found is the reason given. */
export function checkText(text: string): SafetyVerdict {
  if (!text) return { ok: true };
  const forms = matchForms(text, INNOCENT);
  for (const rule of SYMBOL_RULES) if (forms.symbols.includes(rule.term)) return { ok: false, ...rule };

  for (const p of forms.plain) {
    const rule = wordRule(p.replace(INNOCENT_PHRASE, ' ').replace(/ {2,}/g, ' ').trim());
    if (rule) return { ok: false, category: rule.category, term: rule.term };
  }
  // Pieces joined back into one word count only as that whole word.
  for (const word of forms.joined) {
    const rule = wordRule(word);
    if (rule && !word.includes(' ')) return { ok: false, category: rule.category, term: rule.term };
  }
  const marked = forms.marked.replace(INNOCENT_MARKED_PHRASE, ' ');
  for (const rule of MARKED_RULES) if (rule.pattern.test(marked)) return { ok: false, category: rule.category, term: rule.term };
  const cjk = forms.cjk.replace(INNOCENT_CJK_WORD, '|');
  const spaced = forms.spaced.replace(INNOCENT_CJK_WORD, '|');
  // No spaces in Japanese or Chinese: substrings of the letters. Korean attaches particles to its
  // words but spaces them: substrings within a word.
  for (const rule of CJK_RULES) {
    if ((rule.hangul ? spaced : cjk).includes(rule.folded)) return { ok: false, category: rule.category, term: rule.term };
  }
  return { ok: true };
}
