'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode, SyntheticEvent } from 'react';
import { startsNavigation } from '@/lib/navigation/starts-navigation';

/** The attribute that marks a plain anchor as a page of this site to open in the app (`PageLink` sets it). */
export const SOFT_LINK = 'data-soft';

const prefetched = new Set<string>();

function anchorOf(event: SyntheticEvent): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.(`a[${SOFT_LINK}][href]`);
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Client navigation for plain anchors rendered on the server: one listener around the site frame in
 * place of a `Link` client component per link. The header, footer, listing cards and page numbers
 * hydrated as 40–250 Links (each with its router, locale and pathname hooks) and carried their props a
 * second time in the HTML's payload; as plain anchors they are static markup. Behaves as our `Link`: a
 * plain left click on a marked link (`data-soft`) to another page of this site navigates in the app, and
 * the page is prefetched when the reader reaches for it (pointer over it, keyboard focus, a finger
 * landing on it). Unmarked anchors (downloads, API addresses) and Links that handled the click
 * themselves are left alone; without JavaScript every anchor works as it is.
 */
export function SoftLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  const onIntent = (event: SyntheticEvent) => {
    const anchor = anchorOf(event);
    if (!anchor || anchor.origin !== window.location.origin) return;
    const href = anchor.pathname + anchor.search;
    if (prefetched.has(href)) return;
    prefetched.add(href);
    router.prefetch(href);
  };
  return (
    <div
      className="contents"
      onClick={(event) => {
        const anchor = anchorOf(event);
        if (!anchor || !startsNavigation(anchor, event.nativeEvent, new URL(window.location.href))) return;
        event.preventDefault();
        router.push(anchor.pathname + anchor.search + anchor.hash);
      }}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      {children}
    </div>
  );
}
