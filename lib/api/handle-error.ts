import { ErrorCode, TRANSLATED_TOAST_CODES } from '@/lib/api/errors';
import { localizedPath } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/split-locale';
import { isAuthPage } from '@/lib/seo/pages';
import type { ApiClientError } from './client-error';
import type { ApiRuntime } from './runtime';

// The client's reaction to a failed call. It keys on the envelope's code, never on the
// HTTP status: 400016 arrives with HTTP 401 but is a wrong password, not a lost session.
export function handleApiError(error: ApiClientError, requestBody: unknown, runtime: ApiRuntime): void {
  const { translate, toastError, navigate, locale } = runtime;

  if (error.kind === 'network' || error.kind === 'timeout') {
    toastError(translate('requestError'));
    return;
  }
  if (error.kind === 'http') {
    toastError(error.message || translate('generic'));
    return;
  }
  if (error.kind === 'invalid' || error.code === null) {
    toastError(translate('generic'));
    return;
  }

  const code = error.code;
  if (code === ErrorCode.unauthorized || code === ErrorCode.forbidden) {
    runtime.clearSession();
    navigate(loginHref(runtime));
    return;
  }
  if (code === ErrorCode.emailNotVerified) {
    const email = emailOf(requestBody);
    const query = email ? `?email=${encodeURIComponent(email)}` : '';
    navigate(localizedPath(locale, '/register/verification') + query);
    return;
  }
  if ((TRANSLATED_TOAST_CODES as readonly number[]).includes(code)) {
    toastError(translate(`error_${code}`));
    return;
  }
  toastError(error.message || translate('generic'));
}

function loginHref(runtime: ApiRuntime): string {
  const login = localizedPath(runtime.locale, '/login');
  const from = runtime.currentPath();
  // Coming back to a sign-in page after signing in makes no sense; everything else returns.
  const bare = splitLocale(from).path;
  const skip = bare === '/' || isAuthPage(bare);
  return skip ? login : `${login}?from=${encodeURIComponent(from)}`;
}

/** The e-mail the failing request carried (JSON body or form). */
export function emailOf(body: unknown): string | null {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const value = body.get('email');
    return typeof value === 'string' ? value : null;
  }
  if (body && typeof body === 'object' && 'email' in body) {
    const value = (body as { email: unknown }).email;
    return typeof value === 'string' ? value : null;
  }
  return null;
}
