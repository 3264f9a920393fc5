import type { PdfOptions } from '@/lib/engine/output/pdf';
import type { ConvertOptions } from '@/lib/engine/types';
import type { ConvertedUpload, OutputFormat } from './convert-upload';

export interface PoolRequest {
  id: number;
  bytes: Uint8Array;
  options: Partial<ConvertOptions>;
  formats: readonly OutputFormat[];
  pdf: PdfOptions;
}

export type PoolResponse =
  | { id: number; ok: true; result: ConvertedUpload }
  | { id: number; ok: false; code: string; message: string };
