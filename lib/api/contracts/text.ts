import { z } from 'zod';
import { characterCount, cleanDisplayName, hasControlCharacters } from '@/lib/text/unicode';

// Text fields of the contracts. Every text refuses control characters with a field message (a NUL
// byte would otherwise reach the database), and lengths count characters as a reader does, so a
// 40-character limit allows 40 emoji or 40 accented letters, not 20.

/** Issue params the server turns into validation.<messageKey> for the field. */
export type TextIssueParams = { messageKey: 'controlCharacters' };

type Bounds = { min?: number; max: number; multiline?: boolean };

function checks(bounds: Bounds) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    if (hasControlCharacters(value, { multiline: bounds.multiline })) {
      ctx.addIssue({ code: 'custom', input: value, message: 'control characters', params: { messageKey: 'controlCharacters' } satisfies TextIssueParams });
      return;
    }
    // Far past the limit in any counting: no need to segment megabytes.
    const length = value.length > bounds.max * 16 ? Infinity : characterCount(value);
    if (length > bounds.max) ctx.addIssue({ code: 'too_big', origin: 'string', maximum: bounds.max, inclusive: true, input: value });
    if (bounds.min !== undefined && length < bounds.min)
      ctx.addIssue({ code: 'too_small', origin: 'string', minimum: bounds.min, inclusive: true, input: value });
  };
}

/** One line of text (titles, tags, names for name pages), trimmed. */
export function lineText(bounds: Omit<Bounds, 'multiline'>) {
  return z.string().trim().superRefine(checks(bounds));
}

/** Text that may span lines (feedback, prompts), trimmed: tabs and line breaks allowed, other controls not. */
export function paragraphText(bounds: Omit<Bounds, 'multiline'>) {
  return z
    .string()
    .trim()
    .superRefine(checks({ ...bounds, multiline: true }));
}

/**
 * A name shown to other people (profile, sign-up, gallery nickname): control characters refused,
 * then invisible and direction-changing characters dropped, spaces collapsed, and the length of
 * what remains checked.
 */
export function displayNameText(bounds: Omit<Bounds, 'multiline'>) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (hasControlCharacters(value)) {
        ctx.addIssue({ code: 'custom', input: value, message: 'control characters', params: { messageKey: 'controlCharacters' } satisfies TextIssueParams });
      }
    })
    .overwrite(cleanDisplayName)
    .superRefine((value, ctx) => {
      if (hasControlCharacters(value)) return;
      checks(bounds)(value, ctx);
    });
}
