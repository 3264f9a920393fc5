// Which writing systems a text uses, so prompts and names go to the right index or font.
export type Script = 'latin' | 'hangul' | 'kana' | 'han' | 'other';

export function scriptOf(ch: string): Script | null {
  if (/\p{Script=Hangul}/u.test(ch)) return 'hangul';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}ー]/u.test(ch)) return 'kana';
  if (/\p{Script=Han}/u.test(ch)) return 'han';
  if (/\p{Script=Latin}/u.test(ch)) return 'latin';
  if (/\p{L}/u.test(ch)) return 'other';
  return null; // digits, spaces, punctuation, emoji, combining marks
}

export function scriptsIn(text: string): Set<Script> {
  const found = new Set<Script>();
  for (const ch of text) {
    const s = scriptOf(ch);
    if (s) found.add(s);
  }
  return found;
}

export function hasEmoji(text: string): boolean {
  return /\p{Extended_Pictographic}/u.test(text);
}
