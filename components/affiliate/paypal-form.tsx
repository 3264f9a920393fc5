'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { updateInfoBody, type Distribution } from '@/lib/api/contracts/distribution';
import { useRouter } from '@/lib/i18n/navigation';
import { useApiForm } from './use-api-form';

/** Changes the PayPal address payouts go to; asks for the password again. */
export function PaypalForm({ current, hasPassword }: { current: string | null; hasPassword: boolean }) {
  const t = useTranslations('affiliate.settlement');
  const router = useRouter();
  const { send, pending, message, fields, setFields } = useApiForm<Distribution>('/common-api/v1/distribution/update-info');
  const [email, setEmail] = useState(current ?? '');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateInfoBody.safeParse({ paypal_email: email.trim(), password });
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        problems[field] ??= field === 'password' ? t('passwordMissing') : t('paypalInvalid');
      }
      setFields(problems);
      return;
    }
    if (await send(parsed.data)) {
      setPassword('');
      toast.success(t('saved'));
      router.refresh();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid max-w-md gap-4">
      <Field id="paypal_email" label={t('paypal')} error={fields.paypal_email} hint={t('paypalHint')}>
        <Input
          id="paypal_email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fields.paypal_email ? true : undefined}
          aria-describedby={fields.paypal_email ? 'paypal_email-error' : 'paypal_email-hint'}
        />
      </Field>
      <Field
        id="paypal_password"
        label={hasPassword ? t('password') : t('confirmEmail')}
        error={fields.password}
        hint={hasPassword ? t('passwordHint') : t('confirmEmailHint')}
      >
        <Input
          id="paypal_password"
          type={hasPassword ? 'password' : 'email'}
          autoComplete={hasPassword ? 'current-password' : 'email'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={fields.password ? true : undefined}
          aria-describedby={fields.password ? 'paypal_password-error' : 'paypal_password-hint'}
        />
      </Field>
      {message ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-200">
          {message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
