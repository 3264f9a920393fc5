import { armReloadGuard, canReload } from '@/lib/storage/reload-guard';

// After a deploy, the old page may ask for page code or styles that no
// longer exist. We say so, raise `preload-error` on the window, and reload once; the 10-second
// reload guard stops a loop when the new build is broken too.
export const PRELOAD_ERROR_EVENT = 'preload-error';

export type PreloadErrorDeps = {
  notify: (path: string) => void;
  reload: () => void;
};

export function handlePreloadError(path: string, error: unknown, deps: PreloadErrorDeps): boolean {
  deps.notify(path);
  window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { path, error } }));
  if (!canReload()) return false;
  armReloadGuard();
  deps.reload();
  return true;
}

const chunkMessage =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The failed resource's path when an error is a page-code or stylesheet load failure, else null. */
export function preloadFailurePath(reason: unknown): string | null {
  if (!reason) return null;
  const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  if (!chunkMessage.test(message)) return null;
  const url = /(https?:\/\/[^\s)'"]+|\/_next\/[^\s)'"]+)/.exec(message)?.[1];
  return url ? pathOf(url) : window.location.pathname;
}

/** The path of a failed <script> or <link rel=stylesheet|preload> of our own build, else null. */
export function failedAssetPath(target: EventTarget | null): string | null {
  if (target instanceof HTMLScriptElement && target.src) return ownAssetPath(target.src);
  if (target instanceof HTMLLinkElement && /stylesheet|preload|modulepreload/.test(target.rel) && target.href) {
    return ownAssetPath(target.href);
  }
  return null;
}

function ownAssetPath(url: string): string | null {
  const path = pathOf(url);
  return path.startsWith('/_next/') ? path : null;
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return url;
  }
}
