'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { startsNavigation } from '@/lib/navigation/starts-navigation';
import 'nprogress/nprogress.css';
import './navigation-progress.css';

type NProgressApi = typeof import('nprogress');

// The bar's code loads with the first navigation, not with the page: most visits never navigate.
let bar: Promise<NProgressApi> | null = null;
let started = false;
function progress(): Promise<NProgressApi> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    // The progress bar starts at 0.4, moves in 500 ms steps, trickles every 200 ms and shows no spinner.
    NProgress.configure({ minimum: 0.4, speed: 500, trickleSpeed: 200, showSpinner: false });
    return NProgress;
  });
  return bar;
}
function start(): void {
  started = true;
  void progress().then((NProgress) => started && NProgress.start());
}
function done(): void {
  // Nothing to finish when no navigation started the bar (the first render of every page).
  if (!started) return;
  started = false;
  void progress().then((NProgress) => NProgress.done());
}

/**
 * The App Router has no navigation events: the bar starts on a link click or history move and
 * finishes when the rendered path or query changes.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    done();
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && startsNavigation(anchor, event, new URL(window.location.href))) {
        start();
      }
    };
    const onPopState = () => start();
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      done();
    };
  }, []);

  return null;
}
