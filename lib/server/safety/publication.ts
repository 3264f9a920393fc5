import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/errors';
import { characterCount, cleanDisplayName, hasControlCharacters } from '@/lib/text/unicode';
import { checkText } from './kid-safe-filter';

// The kid-safe filter where texts become public: gallery titles and tags, the names shown as
// authors and on accounts, and the titles printed on pages. A refusal is a translated 422 naming
// the field, thrown before anything is written.

function refuse(text: string | null | undefined, field: string, messageKey: string): void {
  const verdict = checkText(text ?? '');
  if (!verdict.ok) throw localizedError(ErrorCode.unprocessable, { messageKey, data: { field, reason: 'text_refused', category: verdict.category } });
}

/** Titles and tags shown in the gallery, where children browse. */
export function assertSafeForGallery(title: string | null | undefined, tags: readonly string[]): void {
  refuse(title, 'title', 'gallery.refused');
  for (const tag of tags) refuse(tag, 'tags', 'gallery.refused');
}

/** A display name: the profile and sign-up name, the gallery nickname. */
export function assertSafeDisplayName(name: string | null | undefined, field: string): void {
  refuse(name, field, 'safety.nameRefused');
}

/** Any other text printed on a page (the title of a coloring book). */
export function assertSafeText(text: string | null | undefined, field: string): void {
  refuse(text, field, 'safety.textRefused');
}

const DISPLAY_NAME_MAX = 80;

/**
 * A name that comes from a sign-in provider rather than a form: cleaned like a typed one, and
 * dropped (the account simply has no name yet) when it is not fit to show, instead of refusing
 * the sign-in.
 */
export function providerDisplayName(name: string | null | undefined): string | null {
  if (!name || hasControlCharacters(name)) return null;
  const clean = cleanDisplayName(name);
  if (!clean || characterCount(clean) > DISPLAY_NAME_MAX || !checkText(clean).ok) return null;
  return clean;
}
