// Thread entry of the ConversionPool: one photo conversion per message, on the machine's other core.
import type { PdfOptions } from '@/lib/engine/output/pdf';
import type { ConvertOptions } from '@/lib/engine/types';
import { convertUpload, type OutputFormat } from './convert-upload';
import { serveThreadTasks } from './thread-tasks';

type Request = { bytes: Uint8Array; options: Partial<ConvertOptions>; formats: readonly OutputFormat[]; pdf: PdfOptions };

serveThreadTasks({ convert: ({ bytes, options, formats, pdf }: Request) => convertUpload(bytes, options, formats, pdf) });
