'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select } from '@/components/ui/field';
import { isApiClientError } from '@/lib/api/client-error';
import { quantityRequestData, HIGH_QUANTITY_KINDS, type QuantityRequestBody } from '@/lib/api/contracts/billing';
import { apiFetch } from '@/lib/api/fetch';
import { HIGH_QUANTITY_THRESHOLD } from '@/lib/catalogue/plans';
import { useSessionStore } from '@/stores/session-store-provider';

type Fields = { kind: QuantityRequestBody['kind']; name: string; email: string; organization: string; pages: string; message: string };

/** A request for a custom volume or a classroom: stored, confirmed by e-mail, answered with a quote. */
export function QuantityDialog() {
  const t = useTranslations('pricing.quantityDialog');
  const tPricing = useTranslations('pricing');
  const tErrors = useTranslations('errors');
  const id = useId();
  const user = useSessionStore((s) => s.userinfo);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>({
    kind: 'classroom',
    name: '',
    email: '',
    organization: '',
    pages: String(HIGH_QUANTITY_THRESHOLD),
    message: '',
  });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function openDialog() {
    setFields((f) => ({ ...f, name: f.name || (user.name ?? ''), email: f.email || (user.email ?? '') }));
    setSentTo(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const body: QuantityRequestBody = {
        kind: fields.kind,
        name: fields.name,
        email: fields.email,
        organization: fields.organization || null,
        pages_per_month: Number(fields.pages),
        message: fields.message || null,
      };
      await apiFetch('/common-api/v1/billing/requests', { method: 'POST', body, schema: quantityRequestData, handleErrors: false });
      setSentTo(fields.email);
    } catch (caught) {
      const data = isApiClientError(caught) ? (caught.data as { fields?: Record<string, string> } | null) : null;
      if (data?.fields) setErrors(data.fields);
      else setFailure(isApiClientError(caught) && caught.kind === 'api' ? caught.message : tErrors('generic'));
    } finally {
      setBusy(false);
    }
  }

  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));
  const control = (key: string) => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });

  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        {t('open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={tPricing('close')}>
        {sentTo ? (
          <p role="status" className="font-semibold">
            {t('sent', { email: sentTo })}
          </p>
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <p className="text-sm text-muted">{t('lead', { count: HIGH_QUANTITY_THRESHOLD })}</p>
            <Field id={`${id}-kind`} label={t('kind')}>
              <Select {...control('kind')} value={fields.kind} onChange={set('kind')}>
                {HIGH_QUANTITY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind === 'volume' ? t('kindVolume') : t('kindClassroom')}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id={`${id}-name`} label={t('name')} error={errors.name}>
              <Input {...control('name')} value={fields.name} onChange={set('name')} autoComplete="name" required maxLength={120} />
            </Field>
            <Field id={`${id}-email`} label={t('email')} error={errors.email}>
              <Input {...control('email')} type="email" value={fields.email} onChange={set('email')} autoComplete="email" required maxLength={254} />
            </Field>
            <Field id={`${id}-organization`} label={t('organization')} error={errors.organization}>
              <Input {...control('organization')} value={fields.organization} onChange={set('organization')} autoComplete="organization" maxLength={160} />
            </Field>
            <Field id={`${id}-pages_per_month`} label={t('pages')} error={errors.pages_per_month}>
              <Input {...control('pages_per_month')} type="number" inputMode="numeric" min={1} value={fields.pages} onChange={set('pages')} required />
            </Field>
            <Field id={`${id}-message`} label={t('message')} error={errors.message}>
              <textarea
                {...control('message')}
                value={fields.message}
                onChange={set('message')}
                rows={3}
                maxLength={4000}
                className="block w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
              />
            </Field>
            {failure ? (
              <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
                {failure}
              </p>
            ) : null}
            <Button type="submit" disabled={busy} aria-busy={busy} className="w-full">
              {busy ? t('sending') : t('submit')}
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
