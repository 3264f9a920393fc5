'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';

// Toasts stay 3000 ms, 16 px from the edge.
const TOAST_DURATION_MS = 3000;
const TOAST_OFFSET_PX = 16;

type ToastModule = typeof import('react-hot-toast');

// react-hot-toast (with goober, its CSS-in-JS) costs about 5 kB gzipped, and public pages toast only
// when something fails. So the library loads on the first toast, and the Toaster mounts then; a
// toast raised before it mounts is kept in react-hot-toast's own store and shown once it does.
let wanted = false;
const waiting = new Set<() => void>();

/** Loads react-hot-toast and mounts the Toaster; resolves to the library. */
export function loadToasts(): Promise<ToastModule> {
  if (!wanted) {
    wanted = true;
    for (const mount of waiting) mount();
    waiting.clear();
  }
  return import('react-hot-toast');
}

/** Shows an error toast, loading the toaster first when this page has not needed it yet. */
export function toastError(message: string): void {
  void loadToasts().then(({ default: toast }) => toast.error(message));
}

/** The app's single Toaster, rendered once something asked for a toast. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let live = true;
    const mount = () => void import('react-hot-toast').then((m) => live && setToaster(() => m.Toaster));
    if (wanted) mount();
    else waiting.add(mount);
    return () => {
      live = false;
      waiting.delete(mount);
    };
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      position="top-center"
      gutter={8}
      containerStyle={{ top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX, bottom: TOAST_OFFSET_PX, left: TOAST_OFFSET_PX }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
