'use client';

import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const { Link: LocaleLink, useRouter } = createNavigation(routing);

type Props = ComponentProps<typeof LocaleLink>;

/**
 * next-intl's Link that prefetches when the reader reaches for it (pointer over it, keyboard focus, a
 * finger landing on it) instead of when it scrolls into view: a listing fetched the payload of each visible
 * card and of the header's pages right after load, and parsing those answers was most of the main thread's
 * work after the first paint. Next's own `prefetch={false}` also stops prefetching on hover, so a click would
 * always wait for the server. `prefetch` true keeps Next's viewport prefetch; false turns both off.
 */
export function IntentLink({ prefetch, href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const internal = typeof href === 'string' ? href.startsWith('/') : !('host' in href && href.host);
  const onIntent = () => {
    if (prefetch === false || !internal) return;
    router.prefetch(href as Parameters<typeof router.prefetch>[0]);
  };
  return (
    <LocaleLink
      {...props}
      href={href}
      prefetch={prefetch === true}
      onMouseEnter={(event) => {
        onIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        onIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
