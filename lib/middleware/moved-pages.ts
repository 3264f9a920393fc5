import { MOVED_HANDLES } from '@/lib/catalogue/moved-handles';
import { localizedPath } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/split-locale';

/**
 * The path of the catalogue page that took the place of a moved one (`/{theme}/{old handle}` in any language,
 * `lib/catalogue/moved-handles.ts`), else null. Answered at the edge with a permanent redirect, so a shared link
 * or a search engine's old entry lands on the page without rendering anything.
 */
export function movedPagePath(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  const match = /^\/([a-z-]+)\/([a-z0-9-]+)\/?$/.exec(path);
  if (!match || !Object.hasOwn(MOVED_HANDLES, match[2])) return null;
  return localizedPath(locale, `/${match[1]}/${MOVED_HANDLES[match[2]]}`);
}
