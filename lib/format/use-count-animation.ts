'use client';

import { useEffect, useRef, useState } from 'react';

// Numbers count up (or down) to their new value over 700 ms by default.
export const DEFAULT_COUNT_DURATION_MS = 700;

/** The value shown `elapsed` ms into an animation from `from` to `to` (ease-out cubic). */
export function countAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const t = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}

export function useCountAnimation(target: number, duration = DEFAULT_COUNT_DURATION_MS): number {
  const [value, setValue] = useState(target);
  const shown = useRef(target);

  useEffect(() => {
    const from = shown.current;
    if (from === target) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const length = reduced ? 0 : duration;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const next = countAt(from, target, now - start, length);
      shown.current = next;
      setValue(next);
      if (next !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return value;
}
