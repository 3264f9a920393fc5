import Cookies from 'js-cookie';
import { createStore } from 'zustand/vanilla';
import { LOGIN_FLAG_COOKIE, LOGIN_FLAG_MAX_AGE, DAY_SECONDS } from '@/lib/api/cookies';
import type { LoginData, PermissionQuota, UserData } from '@/lib/api/contracts/accounts';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

// The user's session state and its transitions (sign-in, refresh, sign-out). Created once per request (server) or once per tab
// (browser) by SessionStoreProvider, never as a module singleton.
/** The signed-in user as the API describes it; empty when signed out. */
export type UserInfo = Partial<UserData>;
/** The rank of the signed-in user; empty when signed out. */
export type Rank = Partial<LoginData['rank']>;

/** The `data` of a login, social login or complete-signup response, and of GET /self-api/v1/user. */
export type { LoginData, PermissionQuota };

export type SessionState = {
  isLogin: boolean;
  userinfo: UserInfo;
  locale: Locale;
  permissionsQuota: PermissionQuota[];
  rank: Rank;
  onetimeUser: unknown;
  /** False until the browser has looked at the login flag; the header shows a placeholder until then. */
  ready: boolean;
};

export type SessionActions = {
  setLogin: (data: LoginData) => Promise<void>;
  fetchUser: () => Promise<UserInfo | null>;
  logout: () => Promise<void>;
  clear: () => void;
  setLocale: (locale: Locale) => void;
  /** Reads the login flag cookie once in the browser and loads the user when it is set. */
  restore: () => Promise<void>;
};

export type SessionStore = SessionState & SessionActions;

const signedOut = {
  isLogin: false,
  userinfo: {},
  permissionsQuota: [],
  rank: {},
  onetimeUser: null,
} satisfies Omit<SessionState, 'locale' | 'ready'>;

const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';

// apiFetch (with its error handling, about 2.5 kB gzipped) is imported when a call is made: every public
// page creates this store, and a visitor who never signed in makes none.
export function createSessionStore(initial: Partial<SessionState> = {}) {
  return createStore<SessionStore>()((set, get) => ({
    ...signedOut,
    locale: defaultLocale,
    ready: false,
    ...initial,

    async setLogin(data) {
      set({
        isLogin: true,
        ready: true,
        userinfo: data.user ?? {},
        permissionsQuota: data.permissions_quota ?? [],
        rank: data.rank ?? {},
        onetimeUser: data.onetime_user ?? null,
      });
      // The login flag lives 365 days.
      Cookies.set(LOGIN_FLAG_COOKIE, '1', {
        expires: LOGIN_FLAG_MAX_AGE / DAY_SECONDS,
        path: '/',
        sameSite: 'lax',
        secure: secure(),
      });
      await get().fetchUser();
    },

    async fetchUser() {
      try {
        // GET /self-api/v1/user, its errors handled by the caller. It answers like a login
        // (user, permissions_quota, rank, onetime_user), so quotas stay live after each job.
        const { apiFetch } = await import('@/lib/api/fetch');
        const data = await apiFetch<LoginData>('/self-api/v1/user', { handleErrors: false });
        if (data && typeof data === 'object' && data.user) {
          set({
            isLogin: true,
            ready: true,
            userinfo: data.user,
            permissionsQuota: data.permissions_quota ?? get().permissionsQuota,
            rank: data.rank ?? get().rank,
            onetimeUser: data.onetime_user ?? get().onetimeUser,
          });
          return data.user;
        }
        return null;
      } catch (error) {
        const code = (error as { code?: number | null }).code;
        if (code === 401 || code === 403) get().clear();
        return null;
      }
    },

    async logout() {
      try {
        const { apiFetch } = await import('@/lib/api/fetch');
        await apiFetch('/common-api/v1/logout', { method: 'DELETE' });
      } finally {
        // Even if the call failed, the visitor asked to leave: forget everything on this side.
        get().clear();
      }
    },

    clear() {
      set({ ...signedOut, ready: true });
      Cookies.remove(LOGIN_FLAG_COOKIE, { path: '/' });
    },

    setLocale(locale) {
      set({ locale });
    },

    async restore() {
      if (get().isLogin) return set({ ready: true });
      if (!Cookies.get(LOGIN_FLAG_COOKIE)) return set({ ready: true });
      set({ isLogin: true });
      const user = await get().fetchUser();
      set({ ready: true, isLogin: user !== null });
    },
  }));
}

export type SessionStoreApi = ReturnType<typeof createSessionStore>;
