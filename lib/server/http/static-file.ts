import 'server-only';
import type { z } from 'zod';
import type { RouteContext } from './handler';

/**
 * The wrapper of a route that answers a file rendered at build time (sitemaps): the path's params
 * parsed by their schema, and a plain 404 for any other value. It does none of the API wrapper's
 * session, locale or envelope work, which a build-time prerender has no request for.
 */
export function staticFile<P extends z.ZodType>(params: P, fn: (params: z.infer<P>) => Response | Promise<Response>) {
  return async (_req: Request, route: RouteContext): Promise<Response> => {
    const parsed = params.safeParse(await route.params);
    if (!parsed.success) return new Response('Not found', { status: 404 });
    return fn(parsed.data);
  };
}
