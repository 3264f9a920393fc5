'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import type { Pixels } from '@/lib/preview/protocol';

type RegionCanvasProps = { page: Pixels; label: string; onPick: (x: number, y: number) => void; disabled?: boolean };

/** The coloured page; a click reports the picture coordinates of the area under the pointer. */
export function RegionCanvas({ page, label, onPick, disabled }: RegionCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.width = page.width;
    canvas.height = page.height;
    canvas.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(page.data), page.width, page.height), 0, 0);
  }, [page]);

  function click(event: MouseEvent<HTMLCanvasElement>) {
    if (disabled) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onPick(((event.clientX - rect.left) / rect.width) * page.width, ((event.clientY - rect.top) / rect.height) * page.height);
  }

  return (
    <canvas ref={ref} role="img" aria-label={label} onClick={click} className="block h-auto w-full cursor-crosshair rounded-xl bg-white ring-1 ring-line" />
  );
}
