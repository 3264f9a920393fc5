'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** On page change the view scrolls to top, or to the hash target when the URL has one. */
export function scrollForLocation(hash: string): void {
  const id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export function ScrollOnNavigate() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    // The browser already places the first page (including its hash); only later changes are ours.
    if (first.current) {
      first.current = false;
      return;
    }
    scrollForLocation(window.location.hash);
  }, [pathname]);

  return null;
}
