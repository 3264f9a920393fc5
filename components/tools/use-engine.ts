'use client';

import { useEffect, useRef } from 'react';
import { EngineClient } from '@/lib/preview/engine-client';

/** The engine's Web Worker for this component, started on first use and stopped on unmount. */
export function useEngine() {
  const ref = useRef<EngineClient | null>(null);
  useEffect(() => () => ref.current?.terminate(), []);
  return () => (ref.current ??= new EngineClient());
}
