import { z } from 'zod';

// POST /common-api/v1/pageviews: one page view, sent by the browser on each view and route change.
export const PAGEVIEW_PATH_MAX = 300;

export const pageviewBody = z.object({
  /** The page's path without query or hash, e.g. /ja/animals/panda-bear. */
  path: z
    .string()
    .max(PAGEVIEW_PATH_MAX)
    .regex(/^\/[^?#\s]*$/),
  /** The page the visitor came from, passed on to the configured analytics service only. */
  referrer: z.union([z.url().max(1000), z.literal('')]).optional(),
});

export type PageviewBody = z.infer<typeof pageviewBody>;
