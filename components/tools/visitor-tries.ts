import { useSyncExternalStore } from 'react';

// How many photos a visitor has previewed with a tool in this browser. A visitor gets a try and a
// second chance (another photo or style when the first page disappoints); after that, signing up.
// The service keeps the same count for saving.
const key = (tool: string) => `colorwell_preview_${tool}`;

/** Tries per tool without an account: the first page, and one retry. */
export const VISITOR_TRIES = 2;

export function previewsUsed(tool: string): number {
  try {
    return Number(localStorage.getItem(key(tool)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

const listeners = new Set<() => void>();

export function countPreview(tool: string): void {
  try {
    localStorage.setItem(key(tool), String(previewsUsed(tool) + 1));
  } catch {
    // Private mode without storage: the service's limit still applies when saving.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This browser's tries of `tool`, kept current; null on the server, which cannot know them. */
export function useTriesUsed(tool: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => previewsUsed(tool),
    () => null,
  );
}
