// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { LOGIN_FLAG_COOKIE } from '@/lib/api/cookies';
import { createSessionStore, type LoginData } from './session-store';

const user = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
  locale: 'en',
  email_verified: true,
  has_password: true,
  created_at: '2026-01-01T00:00:00.000Z',
} as const;
const quota = { permission_name: 'image_slow_prompts', quota: 10, used: 0, remaining: 10, resets_at: null } as const;
const loginData: LoginData = { user, permissions_quota: [quota], rank: { permission: { image: 'free' } }, onetime_user: false };

function reply(code: number, data: unknown = null) {
  return new Response(JSON.stringify({ code, message: '', data }), { status: code === 200 ? 200 : code });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(LOGIN_FLAG_COOKIE, { path: '/' });
});

describe('session store', () => {
  it('starts signed out with the given language', () => {
    const state = createSessionStore({ locale: 'ja' }).getState();
    expect([state.isLogin, state.userinfo, state.locale, state.permissionsQuota, state.rank, state.onetimeUser]).toEqual([false, {}, 'ja', [], {}, null]);
  });

  it('stores each request’s state apart (one store per provider)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, loginData)),
    );
    const a = createSessionStore();
    const b = createSessionStore();
    await a.getState().setLogin(loginData);
    expect(a.getState().isLogin).toBe(true);
    expect(b.getState().isLogin).toBe(false);
  });

  it('setLogin keeps the login data, sets the 365-day flag and fetches the user', async () => {
    const fetchMock = vi.fn(async () => reply(200, { ...loginData, user: { ...user, name: 'Ann B.' }, permissions_quota: [{ ...quota, remaining: 9 }] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    await store.getState().setLogin(loginData);
    const state = store.getState();
    expect(state.isLogin).toBe(true);
    expect(state.permissionsQuota).toEqual([{ ...quota, remaining: 9 }]);
    expect(state.rank).toEqual(loginData.rank);
    expect(state.onetimeUser).toBe(false);
    expect(state.userinfo.name).toBe('Ann B.');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/self-api/v1/user');
    expect(Cookies.get(LOGIN_FLAG_COOKIE)).toBe('1');
  });

  it('logout calls the API and clears everything, even when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, loginData)),
    );
    const store = createSessionStore();
    await store.getState().setLogin(loginData);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await store
      .getState()
      .logout()
      .catch(() => {});
    const state = store.getState();
    expect([state.isLogin, state.userinfo, state.permissionsQuota, state.rank, state.onetimeUser]).toEqual([false, {}, [], {}, null]);
    expect(Cookies.get(LOGIN_FLAG_COOKIE)).toBeUndefined();
  });

  it('restore trusts the login flag only until the server says 401', async () => {
    Cookies.set(LOGIN_FLAG_COOKIE, '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401)),
    );
    const store = createSessionStore();
    await store.getState().restore();
    expect(store.getState()).toMatchObject({ ready: true, isLogin: false });
    expect(Cookies.get(LOGIN_FLAG_COOKIE)).toBeUndefined();

    Cookies.set(LOGIN_FLAG_COOKIE, '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(200, loginData)),
    );
    const signedIn = createSessionStore();
    await signedIn.getState().restore();
    expect(signedIn.getState()).toMatchObject({ ready: true, isLogin: true, userinfo: user });
  });

  it('restore without the flag does not call the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    await store.getState().restore();
    expect(store.getState().ready).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
