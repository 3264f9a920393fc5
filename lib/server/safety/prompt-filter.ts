// The kid-safe prompt filter of the generative tools (text, AI generator, names). Pure and fast:
// it runs in the request, before anything is charged, so a refused prompt costs nothing.
import { BLOCKED, SAFETY_CATEGORIES, type SafetyCategory } from './word-list';

export type SafetyVerdict = { ok: true } | { ok: false; category: SafetyCategory; term: string };

/** Lower case, compatibility forms (full-width letters), no accents on Latin letters, words split on anything else. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Lower case with the marks kept, for Vietnamese and the CJK substrings. */
function markedText(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFC').replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
}

type Rule = { category: SafetyCategory; term: string; pattern: RegExp; marked: boolean };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const RULES: Rule[] = SAFETY_CATEGORIES.flatMap((category) =>
  [...BLOCKED[category].words.map((term) => ({ term, marked: false })), ...BLOCKED[category].vi.map((term) => ({ term, marked: true }))].map(
    ({ term, marked }) => {
      const stem = term.replace(/\*$/, '');
      const base = marked ? markedText(stem) : foldText(stem);
      const tail = term.endsWith('*') ? '\\p{L}*' : '';
      return { category, term, marked, pattern: new RegExp(`(?:^| )${escape(base).replace(/ /g, ' +')}${tail}(?= |$)`, 'u') };
    },
  ),
);

const CJK: { category: SafetyCategory; term: string }[] = SAFETY_CATEGORIES.flatMap((category) =>
  BLOCKED[category].cjk.map((term) => ({ category, term: term.normalize('NFKC') })),
);

/** Checks every word of `text`; the first blocked category found is the reason given. */
export function checkPrompt(text: string): SafetyVerdict {
  const folded = foldText(text);
  const marked = markedText(text);
  for (const rule of RULES) {
    if (rule.pattern.test(rule.marked ? marked : folded)) return { ok: false, category: rule.category, term: rule.term };
  }
  // No spaces in Japanese or Chinese, and Korean attaches particles: substrings, with spaces removed.
  const joined = marked.replace(/ /g, '');
  for (const entry of CJK) if (joined.includes(entry.term)) return { ok: false, category: entry.category, term: entry.term };
  return { ok: true };
}
