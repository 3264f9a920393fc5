import type { Envelope } from '@/lib/api/envelope';

export type ApiResult<T = unknown> = { status: number; body: Envelope<T>; headers: Headers; cookies: Record<string, string> };

/** Name → value of each Set-Cookie (empty value = deleted). */
export function setCookies(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    out[pair.slice(0, eq)] = decodeURIComponent(pair.slice(eq + 1));
  }
  return out;
}

type Options = { cookie?: string; headers?: Record<string, string>; raw?: BodyInit; ip?: string };

/** A small client for the tests: JSON in, envelope out, cookies exposed. */
export function apiClient(baseUrl: string) {
  return async function call<T = unknown>(method: string, path: string, body?: unknown, options: Options = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { 'x-platform': 'web', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let payload: BodyInit | undefined = options.raw;
    if (body !== undefined && payload === undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Envelope<T>, headers: res.headers, cookies: setCookies(res.headers) };
  };
}

/** "name=value" for the session cookie of a sign-in answer. */
export function sessionCookieOf(result: ApiResult): string {
  const value = result.cookies.colorwell_session;
  if (!value) throw new Error(`no session cookie in ${JSON.stringify(result.body)}`);
  return `colorwell_session=${value}`;
}
