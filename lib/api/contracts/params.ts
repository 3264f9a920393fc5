import { z } from 'zod';

// The dynamic segments of the API's paths, as the route wrapper hands them to a handler.

/** `[id]`: a job, batch, creation or gallery item. */
export const idParams = z.object({ id: z.string() });

/** `[handle]`: a catalogue page. */
export const handleParams = z.object({ handle: z.string() });

/** `[pageId]`: the page a painting colours. */
export const pageIdParams = z.object({ pageId: z.string() });

/** `[file]`: a language's sitemap, `{language}.xml`. */
export const sitemapFileParams = z.object({ file: z.string() });
