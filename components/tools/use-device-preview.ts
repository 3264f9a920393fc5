'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ColorabilityReport } from '@/lib/engine/types';
import { DecodeError, decodeImage } from '@/lib/preview/decode';
import { PreviewError } from '@/lib/preview/engine-client';
import { engineChoices, type PhotoChoices } from './photo-options';
import { useEngine } from './use-engine';

/** The engine works on at most about 2 megapixels anyway; decoding larger only costs memory. */
const PREVIEW_PIXELS = 2_000_000;

export type DevicePreview = { url: string; report: ColorabilityReport };

/** Runs the line-art engine on the visitor's own device, in a Web Worker: nothing is uploaded. */
export function useDevicePreview() {
  const engine = useEngine();
  const [preview, setPreview] = useState<DevicePreview | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const run = useCallback(
    async (file: File, choices: PhotoChoices) => {
      setWorking(true);
      setProblem(null);
      try {
        const image = await decodeImage(file, PREVIEW_PIXELS);
        const result = await engine().run({ kind: 'convert', image, options: engineChoices(choices) }, [image.data.buffer]);
        setPreview({ url: URL.createObjectURL(result.png), report: result.report });
      } catch (error) {
        setPreview(null);
        setProblem(error instanceof DecodeError ? error.problem : error instanceof PreviewError ? error.code : 'internal');
      } finally {
        setWorking(false);
      }
    },
    [engine],
  );

  const clear = useCallback(() => {
    setPreview(null);
    setProblem(null);
  }, []);

  return { preview, working, problem, run, clear };
}
