import type { ColorabilityReport, ConvertOptions } from '@/lib/engine/types';
import type { Palette } from './colorize-preview';

// Messages between the page and the engine's Web Worker. Pixels travel as transferred buffers.
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

export type WorkerRequest =
  | { kind: 'convert'; image: Pixels; options: Partial<ConvertOptions> }
  | { kind: 'colorize-start'; drawing: Pixels }
  | { kind: 'colorize-palette'; palette: Palette; reference?: Uint8ClampedArray; seed?: number }
  | { kind: 'colorize-click'; x: number; y: number; hex: string };

export type ConvertResult = { png: Blob; width: number; height: number; report: ColorabilityReport };
export type ColorizeResult = { page: Pixels; regionCount: number; colors: Record<string, string>; label?: number };

export type WorkerResults = {
  convert: ConvertResult;
  'colorize-start': { regionCount: number };
  'colorize-palette': ColorizeResult;
  'colorize-click': ColorizeResult | null;
};

export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; code: string };
