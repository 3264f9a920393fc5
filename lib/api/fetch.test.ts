import { z } from 'zod';
import { ApiClientError } from './client-error';
import { apiFetch, DEFAULT_TIMEOUT_MS } from './fetch';
import { installApiRuntime, type ApiRuntime } from './runtime';

const BASE = 'http://app.test';

function envelope(code: number, message = '', data: unknown = null, init: ResponseInit = {}) {
  return new Response(JSON.stringify({ code, message, data }), { status: 200, ...init });
}

function setup(locale: ApiRuntime['locale'] = 'en', path = '/pricing') {
  const runtime = {
    locale,
    translate: vi.fn((key: string) => `t:${key}`),
    toastError: vi.fn(),
    navigate: vi.fn(),
    clearSession: vi.fn(),
    currentPath: () => path,
  };
  installApiRuntime(runtime);
  return runtime;
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

function respond(response: Response | FetchLike) {
  const fetchMock = vi.fn<FetchLike>(typeof response === 'function' ? response : async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const unexpected = (): never => {
  throw new Error('expected the call to fail');
};

afterEach(() => {
  installApiRuntime(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiFetch request', () => {
  it('sends X-Platform, credentials and JSON bodies; returns data', async () => {
    setup();
    const fetchMock = respond(envelope(200, 'ok', { id: 1 }));
    const data = await apiFetch('/common-api/v1/login', { method: 'POST', body: { email: 'a@b.c' }, baseUrl: BASE });
    expect(data).toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${BASE}/common-api/v1/login`);
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['X-Platform']).toBe('web');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.c"}');
  });

  it('puts GET parameters in the query and sends no body', async () => {
    const fetchMock = respond(envelope(200, '', []));
    await apiFetch('/x', { query: { page: 2, q: 'a b', none: undefined, empty: null }, body: { ignored: true }, baseUrl: BASE });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${BASE}/x?page=2&q=a+b`);
    expect(init.body).toBeUndefined();
  });

  it('passes FormData through untouched for uploads', async () => {
    const fetchMock = respond(envelope(200));
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.png');
    await apiFetch('/upload', { method: 'POST', body: form, baseUrl: BASE });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('validates data with the schema', async () => {
    respond(envelope(200, '', { n: 3 }));
    await expect(apiFetch('/x', { schema: z.object({ n: z.number() }), baseUrl: BASE })).resolves.toEqual({ n: 3 });
    const runtime = setup();
    respond(envelope(200, '', { n: 'three' }));
    const error = await apiFetch('/x', { schema: z.object({ n: z.number() }), baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.kind).toBe('invalid');
    expect(runtime.toastError).toHaveBeenCalledWith('t:generic');
  });
});

describe('apiFetch and the error rules', () => {
  it.each([401, 403])('code %i clears the session and goes to the localized /login', async (code) => {
    const runtime = setup('de', '/de/dashboard/batch');
    respond(envelope(code, 'no', null, { status: code }));
    const error = await apiFetch('/self-api/v1/x', { baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    expect(error.handled).toBe(true);
    expect(runtime.clearSession).toHaveBeenCalledTimes(1);
    expect(runtime.navigate).toHaveBeenCalledWith('/de/login?from=%2Fde%2Fdashboard%2Fbatch');
    expect(runtime.toastError).not.toHaveBeenCalled();
  });

  it('400002 goes to /register/verification with the e-mail of the request', async () => {
    const runtime = setup('zh-TW');
    respond(envelope(400002, 'verify', null, { status: 403 }));
    await apiFetch('/common-api/v1/login', { method: 'POST', body: { email: 'kid+art@example.com', password: 'x' }, baseUrl: BASE }).catch(() => {});
    expect(runtime.navigate).toHaveBeenCalledWith('/tw/register/verification?email=kid%2Bart%40example.com');
    expect(runtime.clearSession).not.toHaveBeenCalled();
  });

  it.each([
    [400102, 429],
    [400016, 401],
    [400047, 400],
  ])('%i shows its translated toast (HTTP %i does not matter)', async (code, status) => {
    const runtime = setup();
    respond(envelope(code, 'server words', null, { status }));
    await apiFetch('/x', { method: 'POST', body: {}, baseUrl: BASE }).catch(() => {});
    expect(runtime.toastError).toHaveBeenCalledWith(`t:error_${code}`);
    expect(runtime.clearSession).not.toHaveBeenCalled();
    expect(runtime.navigate).not.toHaveBeenCalled();
  });

  it('any other code shows the server message, or "An error occurred."', async () => {
    const runtime = setup();
    respond(envelope(409, 'This code is taken.', null, { status: 409 }));
    await apiFetch('/x', { baseUrl: BASE }).catch(() => {});
    expect(runtime.toastError).toHaveBeenLastCalledWith('This code is taken.');
    respond(envelope(500, '', null, { status: 500 }));
    await apiFetch('/x', { baseUrl: BASE }).catch(() => {});
    expect(runtime.toastError).toHaveBeenLastCalledWith('t:generic');
  });

  it('no code present shows the status text', async () => {
    const runtime = setup();
    respond(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiFetch('/x', { baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(runtime.toastError).toHaveBeenCalledWith('Bad Gateway');
  });

  it('a failed request shows "Request Error"', async () => {
    const runtime = setup();
    respond(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiFetch('/x', { baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    expect(error.kind).toBe('network');
    expect(runtime.toastError).toHaveBeenCalledWith('t:requestError');
  });

  it('a caller that takes over gets the error and nothing else happens', async () => {
    const runtime = setup();
    respond(envelope(401, 'Sign in', { hint: 1 }, { status: 401 }));
    const error = await apiFetch('/self-api/v1/user', { handleErrors: false, baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect([error.code, error.status, error.message, error.handled]).toEqual([401, 401, 'Sign in', false]);
    expect(error.data).toEqual({ hint: 1 });
    expect(runtime.clearSession).not.toHaveBeenCalled();
    expect(runtime.navigate).not.toHaveBeenCalled();
    expect(runtime.toastError).not.toHaveBeenCalled();
  });
});

describe('apiFetch timeouts', () => {
  function hangUntilAborted() {
    return respond(
      ((_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as unknown as () => Promise<Response>,
    );
  }

  it(`gives up after ${DEFAULT_TIMEOUT_MS} ms by default and shows "Request Error"`, async () => {
    vi.useFakeTimers();
    const runtime = setup();
    hangUntilAborted();
    let settled: unknown = 'pending';
    const call = apiFetch('/slow', { baseUrl: BASE }).catch((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(DEFAULT_TIMEOUT_MS).toBe(300_000);
    expect((settled as ApiClientError).kind).toBe('timeout');
    expect(runtime.toastError).toHaveBeenCalledWith('t:requestError');
  });

  it('honours a shorter timeout per call', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const call = apiFetch('/slow', { timeoutMs: 1000, handleErrors: false, baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await call).kind).toBe('timeout');
  });

  it('a caller cancelling is not an error to show', async () => {
    const runtime = setup();
    hangUntilAborted();
    const controller = new AbortController();
    const call = apiFetch('/slow', { signal: controller.signal, baseUrl: BASE }).then(unexpected, (e: ApiClientError) => e);
    controller.abort();
    expect((await call).name).toBe('AbortError');
    expect(runtime.toastError).not.toHaveBeenCalled();
  });
});
