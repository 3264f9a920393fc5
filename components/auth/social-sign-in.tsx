'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { loginData, type AuthUrlData } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { formFailure } from './api-failure';
import { AppleButton } from './apple-button';
import { FormAlert } from './form-fields';
import { GoogleButton } from './google-button';
import { socialPayload } from './social-attribution';
import { authConfigKey, useAuthConfig, type SocialProvider } from './use-auth-config';
import { useFinishSignIn } from './use-finish-sign-in';

type Configured = AuthUrlData & { client_id: string };
const configured = (data: AuthUrlData | undefined): Configured | null => (data?.enabled && data.client_id ? (data as Configured) : null);

const INLINE_CODES = [ErrorCode.providerNotConfigured, ErrorCode.socialSignInFailed, ErrorCode.tooManyAttempts];

/**
 * Google and Apple buttons for the providers the page says are configured (the server knows when it
 * renders the page); only those are looked up, and each button waits for its one-time state.
 */
export function SocialSignIn({ from, providers }: { from?: string | null; providers: readonly SocialProvider[] }) {
  const t = useTranslations('auth.social');
  const te = useTranslations('errors');
  const queryClient = useQueryClient();
  const finish = useFinishSignIn();
  const google = configured(useAuthConfig('google', providers.includes('google')).data);
  const apple = configured(useAuthConfig('apple', providers.includes('apple')).data);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  if (!google && !apple) return null;

  async function signIn(provider: SocialProvider, credentials: Record<string, string | null>) {
    setBusy(provider);
    setAlert(null);
    const body = { ...credentials, ...socialPayload() };
    try {
      const data = await apiFetch(`/common-api/v1/auth-${provider}/login`, {
        method: 'POST',
        body,
        schema: loginData,
        handleErrors: false,
      });
      await finish(data, { from });
    } catch (error) {
      const failure = formFailure(error, body, INLINE_CODES);
      if (failure) setAlert(failure.code ? te(`error_${failure.code}`) : t('failed'));
      setBusy(null);
      // The state/nonce was spent (or may have been): the next attempt needs a fresh one.
      void queryClient.invalidateQueries({ queryKey: authConfigKey(provider) });
    }
  }

  const problem = (message?: string) => setAlert(message ?? t('failed'));

  return (
    <section aria-labelledby="social-sign-in" className="mt-6 space-y-3">
      <h2 id="social-sign-in" className="flex items-center gap-3 text-sm font-semibold text-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {t('heading')}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {google ? (
        <GoogleButton
          config={google}
          busy={busy === 'google'}
          disabled={busy !== null}
          onCode={(code, state) => void signIn('google', { code, state })}
          onProblem={problem}
        />
      ) : null}
      {apple ? (
        <AppleButton config={apple} busy={busy === 'apple'} disabled={busy !== null} onToken={(token) => void signIn('apple', token)} onProblem={problem} />
      ) : null}
    </section>
  );
}
