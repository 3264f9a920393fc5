// Unicode rules for text people type: which characters are refused as bad input, which invisible
// ones are dropped from names shown to others, and how long a text is as a reader counts it.
// Shared by the contracts (server and browser), so it stays small and dependency-free.

/**
 * C0 and C1 control characters and DEL. Tab, line feed and carriage return are allowed only where a
 * text may span lines (feedback, prompts); NUL is never allowed (PostgreSQL cannot store it).
 */
const CONTROL_ANY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a control character (or a lone surrogate half, which is not text at all). */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  if (LONE_SURROGATE.test(text)) return true;
  return (options.multiline ? CONTROL_ANY : CONTROL_SINGLE_LINE).test(text);
}

/**
 * Characters that show nothing yet change what a reader sees or what a comparison finds: format
 * characters (zero-width space and joiners, direction marks, embeddings, overrides and isolates,
 * the byte-order mark, soft hyphen, invisible operators, tag characters), the Hangul fillers that
 * render as blanks, the combining grapheme joiner, variation selectors and the blank Braille cell.
 */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** A display name as stored and shown: composed (NFC), invisible characters dropped, spaces single, trimmed. */
export function cleanDisplayName(text: string): string {
  return stripInvisible(text.normalize('NFC')).replace(/\s+/gu, ' ').trim();
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Length as a reader counts it: user-perceived characters (an emoji or an accented letter is one). */
export function characterCount(text: string): number {
  if (!segmenter) return [...text].length;
  return Array.from(segmenter.segment(text)).length;
}
