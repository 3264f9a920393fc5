'use client';

import { GoogleOAuthProvider, useGoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AuthUrlData } from '@/lib/api/contracts/accounts';
import { FormAlert } from './form-fields';
import { GoogleIcon } from './provider-icons';
import { Spinner } from './submit-button';

type GoogleButtonProps = {
  config: AuthUrlData & { client_id: string };
  busy: boolean;
  disabled: boolean;
  onCode: (code: string, state: string | null) => void;
  onProblem: (message?: string) => void;
};

/**
 * Google sign-in with @react-oauth/google: popup, authorization code flow (the server exchanges the
 * code). If Google's script cannot load, a message saying so replaces the button and the other methods
 * stay usable.
 */
export function GoogleButton(props: GoogleButtonProps) {
  const t = useTranslations('auth.social');
  const locale = useLocale();
  const [scriptFailed, setScriptFailed] = useState(false);
  if (scriptFailed) return <FormAlert>{t('googleScriptError')}</FormAlert>;
  return (
    <GoogleOAuthProvider clientId={props.config.client_id} locale={locale} onScriptLoadError={() => setScriptFailed(true)}>
      <GoogleCodeButton {...props} />
    </GoogleOAuthProvider>
  );
}

function GoogleCodeButton({ config, busy, disabled, onCode, onProblem }: GoogleButtonProps) {
  const t = useTranslations('auth.social');
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const login = useGoogleLogin({
    flow: 'auth-code',
    scope: config.scope,
    state: config.state ?? undefined,
    onSuccess: (response) => onCode(response.code, config.state),
    // access_denied: the visitor closed the consent screen on purpose; nothing to explain.
    onError: (response) => (response.error === 'access_denied' ? undefined : onProblem()),
    onNonOAuthError: (error) => (error.type === 'popup_failed_to_open' ? onProblem(t('popupBlocked')) : undefined),
  });

  return (
    <button
      type="button"
      onClick={() => login()}
      disabled={disabled || !scriptLoadedSuccessfully}
      aria-busy={busy}
      className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-pill border border-line bg-white px-5 font-bold text-[#1f1f1f] shadow-soft transition hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600"
    >
      {busy ? <Spinner /> : <GoogleIcon />}
      {t('google')}
    </button>
  );
}
