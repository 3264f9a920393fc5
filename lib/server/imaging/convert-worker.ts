// Thread entry of the ConversionPool: one photo conversion per message, on the machine's other core.
import type { PdfOptions } from '@/lib/engine/output/pdf';
import type { ConvertOptions } from '@/lib/engine/types';
import { convertUpload, type ConvertedUpload, type OutputFormat, type PooledConversion } from './convert-upload';
import { serveThreadTasks } from './thread-tasks';

type Request = { bytes: Uint8Array; options: Partial<ConvertOptions>; formats: readonly OutputFormat[]; pdf: PdfOptions };

// The page's pixels stay here: the caller gets the encoded files, not 9 MB of raster per answer.
serveThreadTasks({
  convert: async ({ bytes, options, formats, pdf }: Request): Promise<PooledConversion> => {
    const converted: Partial<ConvertedUpload> = await convertUpload(bytes, options, formats, pdf);
    delete converted.page;
    return converted as PooledConversion;
  },
});
