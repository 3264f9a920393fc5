import 'server-only';
import type { z } from 'zod';
import { ApiError, ErrorCode, SUCCESS } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import type { LimitName } from '@/lib/server/config/auth';
import type { Session, User } from '@/lib/server/db/schema';
import { enforce } from '@/lib/server/rate-limit/limiter';
import { hasSessionCookie, refreshCookie, sessionTokenFrom } from './session-cookies';
import { authenticateToken } from '@/lib/server/sessions/store';
import { clientIp } from './client-ip';
import { isCrossSiteWrite } from './csrf';
import { localizedError } from '@/lib/server/errors';
import { errorResponse, jsonResponse } from './respond';
import { mediaType, readForm, readJson, type FormParts } from './read-body';
import { noteRequestUser } from '@/lib/server/operations/process-state.mjs';
import { requestLocale } from './request-locale';
import { serverTranslator, type Translate } from '@/lib/server/i18n/translate';
import { controlCharacterPath, describeControlCharacters, describeIssues } from './validation';

type Auth = 'required' | 'optional' | 'none';

type Schema = z.ZodType | undefined;

type Options<A extends Auth, B extends Schema, Q extends Schema, P extends Schema> = {
  auth: A;
  /** JSON body contract; with `multipart` the text fields of a form are checked against it instead. */
  body?: B;
  query?: Q;
  /** The dynamic segments of the route's path (`[id]`), checked like the query. */
  params?: P;
  /** Per-IP abuse limits counted before the handler runs. */
  rateLimit?: LimitName | LimitName[];
  /** A limit counted per signed-in user (per IP for a visitor), before the body is read, so a flood of uploads is refused unread. */
  userRateLimit?: LimitName;
  /** Also accept multipart/form-data up to this many bytes (uploads). */
  multipart?: { maxBytes: number };
};

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type HandlerContext<A extends Auth, B, Q, P = undefined> = {
  req: Request;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  files: Record<string, File>;
  user: A extends 'required' ? User : User | null;
  session: A extends 'required' ? Session : Session | null;
  locale: Locale;
  t: Translate;
  ip: string;
  /** Adds a Set-Cookie header to the answer. */
  setCookie: (value: string) => void;
};

function parseWith<S extends z.ZodType>(schema: S, input: unknown, t: Translate): z.infer<S> {
  const controlled = controlCharacterPath(input);
  if (controlled) {
    const { message, data } = describeControlCharacters(t, controlled);
    throw new ApiError(ErrorCode.unprocessable, message, { data });
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const { message, data } = describeIssues(t, parsed.error, input);
  throw new ApiError(ErrorCode.unprocessable, message, { data });
}

async function parseBody(req: Request, options: Options<Auth, Schema, Schema, Schema>, t: Translate) {
  if (!options.body) return { body: undefined, files: {} };
  const type = mediaType(req);
  let input: unknown;
  let files: FormParts['files'] = {};
  if (type === 'application/json') {
    input = await readJson(req);
  } else if (options.multipart && type === 'multipart/form-data') {
    const form = await readForm(req, options.multipart.maxBytes);
    input = form.fields;
    files = form.files;
  } else {
    throw localizedError(ErrorCode.unsupportedMediaType, { messageKey: options.multipart ? 'apiErrors.jsonOrFormExpected' : 'apiErrors.jsonExpected' });
  }
  return { body: parseWith(options.body, input, t), files };
}

/** What Next.js hands a route handler besides the request: the path's dynamic segments. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper of every API route: CSRF, session, rate limit, validation, envelope, errors.
 * The result is the route's export itself (`export const GET = handler(...)`).
 */
export function handler<A extends Auth, B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  options: Options<A, B, Q, P>,
  fn: (ctx: HandlerContext<A, B, Q, P>) => Promise<unknown>,
): (req: Request, route?: RouteContext) => Promise<Response> {
  return async (req, route) => {
    const locale = requestLocale(req);
    const t = await serverTranslator(locale);
    const cookies: string[] = [];
    try {
      if (isCrossSiteWrite(req)) throw localizedError(ErrorCode.forbidden, { messageKey: 'apiErrors.crossSite' });
      const token = sessionTokenFrom(req);
      const found = options.auth !== 'none' && token ? await authenticateToken(token) : null;
      if (options.auth === 'required' && !found) throw localizedError(ErrorCode.unauthorized);
      if (found?.refreshed) cookies.push(refreshCookie(found.token));
      if (found) noteRequestUser(found.user.id);
      const ip = clientIp(req);
      const limits = options.rateLimit ? [options.rateLimit].flat() : [];
      for (const name of limits) await enforce(name, ip);
      if (options.userRateLimit) await enforce(options.userRateLimit, found ? `user:${found.user.id}` : `ip:${ip}`);
      const query = options.query ? parseWith(options.query, Object.fromEntries(new URL(req.url).searchParams), t) : undefined;
      const params = options.params ? parseWith(options.params, (await route?.params) ?? {}, t) : undefined;
      const { body, files } = await parseBody(req, options, t);
      const ctx = {
        req,
        body,
        query,
        params,
        files,
        user: found?.user ?? null,
        session: found?.session ?? null,
        locale,
        t,
        ip,
        setCookie: (value: string) => cookies.push(value),
      } as HandlerContext<A, B, Q, P>;
      const data = await fn(ctx);
      // A handler may answer with a file (downloads); it still gets the session refresh cookies.
      if (data instanceof Response) {
        for (const cookie of cookies) data.headers.append('set-cookie', cookie);
        return data;
      }
      return jsonResponse({ code: SUCCESS, message: 'success', data: data ?? null }, 200, cookies);
    } catch (error) {
      return errorResponse(error, t, req, hasSessionCookie(req) ? cookies : []);
    }
  };
}
