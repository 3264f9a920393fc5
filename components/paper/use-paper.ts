'use client';

import Cookies from 'js-cookie';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { isPaper, PAPER_COOKIE, PAPER_COOKIE_DAYS, paperForLocale, type Paper } from '@/lib/paper';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readChoice = (): Paper | null => {
  const value = Cookies.get(PAPER_COOKIE);
  return isPaper(value) ? value : null;
};

/** Remembers the reader's paper for a year, for every page of the site. */
export function rememberPaper(paper: Paper): void {
  Cookies.set(PAPER_COOKIE, paper, { expires: PAPER_COOKIE_DAYS, path: '/', sameSite: 'lax', secure: location.protocol === 'https:' });
  listeners.forEach((listener) => listener());
}

/**
 * The reader's paper: their remembered choice, else their language's. The server renders the
 * language's paper (pages stay cacheable); the choice applies right after hydration.
 */
export function usePaper(): Paper {
  const locale = useLocale();
  const chosen = useSyncExternalStore(subscribe, readChoice, () => null);
  return chosen ?? paperForLocale(locale);
}

/** Keeps a form's paper field on the remembered paper, and remembers what the user picks. */
export function useRememberedPaper(apply: (paper: Paper) => void): (paper: Paper) => void {
  const paper = usePaper();
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    applyRef.current(paper);
  }, [paper]);
  return useCallback((next: Paper) => {
    applyRef.current(next);
    rememberPaper(next);
  }, []);
}
