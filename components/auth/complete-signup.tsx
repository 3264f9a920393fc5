'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { loginData } from '@/lib/api/contracts/accounts';
import { ErrorCode } from '@/lib/api/errors';
import { apiFetch } from '@/lib/api/fetch';
import { Link } from '@/lib/i18n/navigation';
import { formFailure } from './api-failure';
import { FormAlert } from './form-fields';
import { SubmitButton } from './submit-button';
import { useFinishSignIn } from './use-finish-sign-in';

type Step = 'ready' | 'busy' | 'done' | 'expired';

/**
 * The page the verification mail links to. The token is spent by a POST on the visitor's click,
 * never by opening the page, so a mail scanner that fetches the link first changes nothing.
 */
export function CompleteSignup({ token }: { token: string }) {
  const t = useTranslations('auth.complete');
  const te = useTranslations('errors');
  const finish = useFinishSignIn();
  const [step, setStep] = useState<Step>('ready');
  const heading = useRef<HTMLHeadingElement>(null);

  async function confirm() {
    setStep('busy');
    const body = { token };
    try {
      const data = await apiFetch('/common-api/v1/complete-signup', { method: 'POST', body, schema: loginData, handleErrors: false });
      await finish(data, { navigate: false });
      setStep('done');
    } catch (error) {
      const failure = formFailure(error, body, [ErrorCode.linkExpired, ErrorCode.tooManyAttempts]);
      setStep(failure?.code === ErrorCode.linkExpired ? 'expired' : 'ready');
    }
    requestAnimationFrame(() => heading.current?.focus());
  }

  const title = step === 'done' ? t('doneTitle') : step === 'expired' ? t('expiredTitle') : t('title');
  const lead = step === 'done' ? t('doneLead') : step === 'expired' ? te(`error_${ErrorCode.linkExpired}`) : t('lead');

  return (
    <div className="mx-auto mt-6 w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-lift sm:mt-12 sm:p-8">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-black tracking-tight outline-none">
        {title}
      </h1>
      <div className="mt-3 text-muted" aria-live="polite">
        {step === 'expired' ? <FormAlert>{lead}</FormAlert> : <p>{lead}</p>}
      </div>
      <div className="mt-6 space-y-3">
        {step === 'ready' || step === 'busy' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <SubmitButton busy={step === 'busy'} busyLabel={t('confirming')}>
              {t('confirm')}
            </SubmitButton>
          </form>
        ) : null}
        {step === 'done' ? (
          <>
            <LinkButton href="/dashboard" className="w-full">
              {t('toDashboard')}
            </LinkButton>
            <LinkButton href="/profile" variant="secondary" className="w-full">
              {t('toProfile')}
            </LinkButton>
          </>
        ) : null}
        {step === 'expired' ? (
          <>
            <p className="text-sm text-muted">{t('expiredHelp')}</p>
            <LinkButton href="/login" className="w-full">
              {t('toLogin')}
            </LinkButton>
            <Link href="/register/verification" className="block text-center text-sm font-bold text-accent hover:underline">
              {t('newLink')}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
