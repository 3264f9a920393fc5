import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

const LocaleLink = navigation.Link;

/**
 * next-intl's Link, without prefetching unless asked (`prefetch`). Next prefetches every link that
 * scrolls into view: a listing fetched the payload of each visible card and of the header's pages right
 * after load, and parsing those answers was most of the main thread's work after the first paint (the
 * pages are cached, so a click still answers quickly).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof LocaleLink>) {
  return <LocaleLink prefetch={prefetch} {...props} />;
}
