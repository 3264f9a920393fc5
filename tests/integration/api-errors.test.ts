import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';

const backends = await backendsToRun();
const huge = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(1024 * 1024) });

type Row = {
  name: string;
  path: string;
  raw: string;
  contentType?: string;
  headers?: Record<string, string>;
  status: number;
  body: { code: number; message: string; data: unknown };
};

// Exact answers for bad input: a clear 4xx in the request's language, never a 500.
const table: Row[] = [
  {
    name: 'malformed JSON',
    path: '/common-api/v1/login',
    raw: '{"email": ',
    status: 400,
    body: { code: 400, message: 'The request body is not valid JSON.', data: null },
  },
  { name: 'empty body', path: '/common-api/v1/login', raw: '', status: 400, body: { code: 400, message: 'The request body is empty.', data: null } },
  {
    name: 'not an object',
    path: '/common-api/v1/login',
    raw: '[1,2]',
    status: 422,
    body: { code: 422, message: 'The request body must be a JSON object.', data: { fields: { body: 'The request body must be a JSON object.' } } },
  },
  {
    name: 'missing fields',
    path: '/common-api/v1/login',
    raw: '{}',
    status: 422,
    body: { code: 422, message: 'E-mail is required.', data: { fields: { email: 'E-mail is required.', password: 'Password is required.' } } },
  },
  {
    name: 'wrong types',
    path: '/common-api/v1/login',
    raw: '{"email": 42, "password": true}',
    status: 422,
    body: {
      code: 422,
      message: 'E-mail has the wrong type.',
      data: { fields: { email: 'E-mail has the wrong type.', password: 'Password has the wrong type.' } },
    },
  },
  {
    name: 'invalid e-mail',
    path: '/common-api/v1/forgot-password',
    raw: '{"email": "not-an-address"}',
    status: 422,
    body: { code: 422, message: 'E-mail must be a valid e-mail address.', data: { fields: { email: 'E-mail must be a valid e-mail address.' } } },
  },
  {
    name: 'short password',
    path: '/common-api/v1/signup',
    raw: '{"email": "short@example.test", "password": "abc"}',
    status: 422,
    body: {
      code: 422,
      message: 'Password must be at least 8 characters long.',
      data: { fields: { password: 'Password must be at least 8 characters long.' } },
    },
  },
  {
    name: 'common password',
    path: '/common-api/v1/signup',
    raw: '{"email": "common@example.test", "password": "password123"}',
    status: 422,
    body: {
      code: 422,
      message: 'This password is too common. Please choose another one.',
      data: { fields: { password: 'This password is too common. Please choose another one.' } },
    },
  },
  {
    name: 'body over 1 MB',
    path: '/common-api/v1/login',
    raw: huge,
    status: 413,
    body: { code: 413, message: 'The request is too large. The limit is 1 MB.', data: null },
  },
  {
    name: 'wrong content type',
    path: '/common-api/v1/login',
    raw: 'email=a@example.test',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    body: { code: 415, message: 'Send the request body as JSON (Content-Type: application/json).', data: null },
  },
  {
    name: 'German via the language cookie',
    path: '/common-api/v1/login',
    raw: '{"email": ',
    headers: { cookie: 'i18n_redirected=de' },
    status: 400,
    body: { code: 400, message: 'Der Inhalt der Anfrage ist kein gültiges JSON.', data: null },
  },
  {
    name: 'Japanese via Accept-Language',
    path: '/common-api/v1/login',
    raw: '{}',
    headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' },
    status: 422,
    body: { code: 422, message: 'メールアドレスは必須です。', data: { fields: { email: 'メールアドレスは必須です。', password: 'パスワードは必須です。' } } },
  },
  {
    name: 'Traditional Chinese via X-Locale',
    path: '/common-api/v1/login',
    raw: '{"email": ',
    headers: { 'x-locale': 'zh-TW' },
    status: 400,
    body: { code: 400, message: '請求內容不是有效的 JSON。', data: null },
  },
  {
    name: 'cross-site POST with a cookie session',
    path: '/common-api/v1/logout',
    raw: '',
    headers: { cookie: 'colorwell_session=abc', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    status: 403,
    body: { code: 403, message: 'This request was refused because it came from another website.', data: null },
  },
  {
    name: 'cross-site Origin alone',
    path: '/common-api/v1/login',
    raw: '{"email":"a@example.test","password":"whatever1"}',
    headers: { origin: 'https://evil.example' },
    status: 403,
    body: { code: 403, message: 'This request was refused because it came from another website.', data: null },
  },
];

describe.each(backends)('error answers on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it.each(table)('$name', async (row) => {
    const method = row.path.endsWith('logout') ? 'DELETE' : 'POST';
    const res = await h.api(method, row.path, undefined, {
      raw: row.raw,
      ip: uniqueIp(),
      headers: { 'content-type': row.contentType ?? 'application/json', ...row.headers },
    });
    expect(res.status).toBe(row.status);
    expect(res.body).toEqual(row.body);
  });

  it('answers an unknown error with a plain 500 and no internals', async () => {
    const { handler } = await import('@/lib/server/http/handler');
    const boom = handler({ auth: 'none' }, async () => {
      throw new Error('secret database detail');
    });
    const res = await boom(new Request('http://localhost/x', { method: 'GET' }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: 500, message: 'Internal Server Error', data: null });
  });

  it('allows a same-origin POST and requires a session for self-api', async () => {
    const res = await h.api(
      'POST',
      '/common-api/v1/forgot-password',
      { email: uniqueEmail('same') },
      {
        ip: uniqueIp(),
        headers: { origin: h.server.url, 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(res.status).toBe(200);
    const anonymous = await h.api('GET', '/self-api/v1/user');
    expect(anonymous.body).toEqual({ code: 401, message: 'Please sign in to continue.', data: null });
  });
});
