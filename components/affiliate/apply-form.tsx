'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { audiences, createDistributionBody, type Distribution } from '@/lib/api/contracts/distribution';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useApiForm } from './use-api-form';

type FieldId = keyof typeof createDistributionBody.shape;

/** The application: where the affiliate will share links, for whom, the PayPal address and the terms. */
export function ApplyForm() {
  const t = useTranslations('affiliate.apply');
  const router = useRouter();
  const { send, pending, message, fields, setFields } = useApiForm<Distribution>('/common-api/v1/distribution');
  const [accepted, setAccepted] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      paypal_email: String(form.get('paypal_email') ?? '').trim(),
      website: String(form.get('website') ?? '').trim(),
      promotion_channel: String(form.get('promotion_channel') ?? '').trim(),
      audience: String(form.get('audience') ?? ''),
      accept_terms: accepted,
    };
    const parsed = createDistributionBody.safeParse(body);
    if (!parsed.success) {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= t(`invalid.${String(issue.path[0]) as FieldId}`);
      setFields(problems);
      return;
    }
    if (await send(parsed.data)) router.refresh();
  }

  const a11y = (id: FieldId) => ({
    id,
    name: id,
    'aria-invalid': fields[id] ? true : undefined,
    'aria-describedby': fields[id] ? `${id}-error` : `${id}-hint`,
  });

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid max-w-xl gap-5">
      <Field id="promotion_channel" label={t('channel')} hint={t('channelHint')} error={fields.promotion_channel}>
        <textarea
          {...a11y('promotion_channel')}
          rows={4}
          maxLength={1000}
          required
          className="block w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-red-500"
        />
      </Field>
      <Field id="website" label={t('website')} hint={t('websiteHint')} error={fields.website}>
        <Input {...a11y('website')} type="url" inputMode="url" placeholder="https://" autoComplete="url" />
      </Field>
      <Field id="audience" label={t('audience')} hint={t('audienceHint')} error={fields.audience}>
        <Select {...a11y('audience')} defaultValue="" required>
          <option value="" disabled>
            {t('audiencePick')}
          </option>
          {audiences.map((a) => (
            <option key={a} value={a}>
              {t(`audiences.${a}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="paypal_email" label={t('paypal')} hint={t('paypalHint')} error={fields.paypal_email}>
        <Input {...a11y('paypal_email')} type="email" autoComplete="email" />
      </Field>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="accept_terms"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={fields.accept_terms ? true : undefined}
            aria-describedby={fields.accept_terms ? 'accept_terms-error' : undefined}
            className="mt-0.5 size-5 accent-accent"
          />
          <span>
            {t.rich('terms', {
              rules: (chunks) => (
                <Link href="/affiliation" className="font-bold text-accent hover:underline">
                  {chunks}
                </Link>
              ),
              terms: (chunks) => (
                <Link href="/terms" className="font-bold text-accent hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        {fields.accept_terms ? (
          <p id="accept_terms-error" role="alert" className="text-sm font-semibold text-red-600 dark:text-red-400">
            {fields.accept_terms}
          </p>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-200">
          {message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
