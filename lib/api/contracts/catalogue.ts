import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

// The public catalogue's files (GET /common-api/v1/catalogue/{handle}/preview|download).
export const cataloguePreviewQuery = z.object({ paper: z.enum(['a4', 'letter']).default('a4') });

/** `locale` picks the PDF title's language and the paper (Letter for en, A4 otherwise); `paper` overrides it. */
export const catalogueDownloadQuery = z.object({
  format: z.enum(['png', 'pdf']),
  locale: z.enum(locales).default('en'),
  paper: z.enum(['a4', 'letter']).optional(),
});
