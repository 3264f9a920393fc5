'use client';

import { useTranslations } from 'next-intl';
import { appleAuthHelpers, useScript } from 'react-apple-signin-auth';
import type { AuthUrlData } from '@/lib/api/contracts/accounts';
import { AppleIcon } from './provider-icons';
import { Spinner } from './submit-button';

export type AppleToken = { credential: string; nonce: string; name: string | null };

type AppleButtonProps = {
  config: AuthUrlData & { client_id: string };
  busy: boolean;
  disabled: boolean;
  onToken: (token: AppleToken) => void;
  onProblem: (message?: string) => void;
};

type AppleResponse = {
  authorization?: { id_token?: string };
  user?: { name?: { firstName?: string; lastName?: string } };
};

/** Sign in with Apple (react-apple-signin-auth, popup): Apple's identity token goes to the server. */
export function AppleButton({ config, busy, disabled, onToken, onProblem }: AppleButtonProps) {
  const t = useTranslations('auth.social');
  useScript(appleAuthHelpers.APPLE_SCRIPT_SRC);

  async function signIn() {
    let closedByUser = false;
    let response: AppleResponse | null = null;
    try {
      response = (await appleAuthHelpers.signIn({
        authOptions: {
          clientId: config.client_id,
          scope: config.scope,
          redirectURI: config.redirect_uri,
          state: config.state ?? undefined,
          nonce: config.nonce ?? undefined,
          usePopup: true,
        },
        onError: (error: { error?: string } | undefined) => {
          closedByUser = error?.error === 'popup_closed_by_user' || error?.error === 'user_cancelled_authorize';
        },
      })) as AppleResponse | null;
    } catch {
      response = null;
    }
    const token = response?.authorization?.id_token;
    if (token && config.nonce) {
      // Apple gives the name only on the very first authorization, and only to the client.
      const name = [response?.user?.name?.firstName, response?.user?.name?.lastName].filter(Boolean).join(' ') || null;
      onToken({ credential: token, nonce: config.nonce, name });
    } else if (!closedByUser) {
      onProblem();
    }
  }

  return (
    <button
      type="button"
      onClick={() => void signIn()}
      disabled={disabled}
      aria-busy={busy}
      className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-pill bg-black px-5 font-bold text-white shadow-soft transition hover:bg-gray-900 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-white dark:text-black dark:hover:bg-gray-100"
    >
      {busy ? <Spinner /> : <AppleIcon />}
      {t('apple')}
    </button>
  );
}
