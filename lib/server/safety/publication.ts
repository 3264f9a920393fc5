import 'server-only';
import { ErrorCode } from '@/lib/api/errors';
import { localizedError } from '@/lib/server/http/errors';
import { checkPrompt } from './prompt-filter';

/** Titles and tags shown in the gallery, where children browse: the generators' kid-safe filter, as a translated 422. */
export function assertSafeForGallery(title: string | null | undefined, tags: readonly string[]): void {
  for (const [field, text] of [['title', title ?? ''], ...tags.map((tag) => ['tags', tag] as const)] as const) {
    const verdict = checkPrompt(text);
    if (!verdict.ok) {
      throw localizedError(ErrorCode.unprocessable, { messageKey: 'gallery.refused', data: { field, reason: 'text_refused', category: verdict.category } });
    }
  }
}
