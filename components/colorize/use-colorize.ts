'use client';

import { useCallback, useRef, useState } from 'react';
import { useEngine } from '@/components/tools/use-engine';
import { COLORIZE_MAX_PIXELS, type Palette } from '@/lib/preview/colorize-preview';
import { DecodeError, decodeImage } from '@/lib/preview/decode';
import { PreviewError } from '@/lib/preview/engine-client';
import type { Pixels } from '@/lib/preview/protocol';

/**
 * Colouring on the device: the drawing's region map is built once in the engine's worker, a
 * palette fills it, clicks re-colour single areas. `drawing` is kept to upload the exact pixels
 * the labels were made from.
 */
export function useColorize() {
  const engine = useEngine();
  const drawing = useRef<Pixels | null>(null);
  const [page, setPage] = useState<Pixels | null>(null);
  const [colors, setColors] = useState<Record<string, string>>({});
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const guard = useCallback(async (work: () => Promise<void>) => {
    setWorking(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof DecodeError ? error.problem : error instanceof PreviewError ? error.code : 'internal');
    } finally {
      setWorking(false);
    }
  }, []);

  const paint = useCallback(
    async (palette: Palette, reference: Blob | null, seed = 0) => {
      const size = drawing.current!;
      const ref = palette === 'from-reference-photo' && reference ? await decodeImage(reference, COLORIZE_MAX_PIXELS, size) : null;
      const result = await engine().run({ kind: 'colorize-palette', palette, reference: ref?.data, seed }, ref ? [ref.data.buffer] : []);
      setPage(result.page);
      setColors(result.colors);
    },
    [engine],
  );

  const load = useCallback(
    (source: Blob, palette: Palette, reference: Blob | null, seed = 0) =>
      guard(async () => {
        setPage(null);
        const pixels = await decodeImage(source, COLORIZE_MAX_PIXELS);
        drawing.current = pixels;
        const copy = new Uint8ClampedArray(pixels.data);
        await engine().run({ kind: 'colorize-start', drawing: { ...pixels, data: copy } }, [copy.buffer]);
        await paint(palette, reference, seed);
      }),
    [engine, guard, paint],
  );

  const repaint = useCallback((palette: Palette, reference: Blob | null, seed = 0) => guard(() => paint(palette, reference, seed)), [guard, paint]);

  const pick = useCallback(
    (x: number, y: number, hex: string) =>
      guard(async () => {
        const result = await engine().run({ kind: 'colorize-click', x, y, hex });
        if (!result) return;
        setPage(result.page);
        setColors(result.colors);
      }),
    [engine, guard],
  );

  return { drawing, page, colors, working, problem, load, repaint, pick };
}
