'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { formFailure } from '@/components/auth/api-failure';
import { describedBy, FormAlert, TextField } from '@/components/auth/form-fields';
import { SubmitButton } from '@/components/auth/submit-button';
import { useFormErrors } from '@/components/auth/use-form-errors';
import { emailProblem } from '@/components/auth/validate';
import { Button } from '@/components/ui/button';
import { Field, Select } from '@/components/ui/field';
import { FEEDBACK_CATEGORIES, feedbackData, SCREENSHOT_MAX_BYTES } from '@/lib/api/contracts/feedback';
import { apiFetch } from '@/lib/api/fetch';
import { ScreenshotInput, screenshotProblem } from './screenshot-input';

type FieldName = 'category' | 'message' | 'email' | 'screenshot';
const MESSAGE_MAX = 5000;
const textarea =
  'block w-full rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink placeholder:text-muted/70 ' +
  'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-red-500';

/** POST /common-api/v1/feedback as form data (so a screenshot can go along), then a confirmation. */
export function FeedbackForm({ email: accountEmail }: { email?: string }) {
  const t = useTranslations('feedback.form');
  const { formRef, errors, show, clear } = useFormErrors<FieldName>();
  const [category, setCategory] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(accountEmail ?? '');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  const send = useMutation({
    mutationFn: (body: FormData) => apiFetch('/common-api/v1/feedback', { method: 'POST', body, schema: feedbackData, handleErrors: false }),
  });

  if (sent) {
    return (
      <div ref={thanks} tabIndex={-1} className="space-y-4 rounded-card border border-line bg-surface p-6 shadow-soft outline-none">
        <FormAlert tone="success">{t('thanks')}</FormAlert>
        <p className="text-muted">{t('thanksLead')}</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('another')}
        </Button>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Partial<Record<FieldName, string>> = {
      category: category ? undefined : t('categoryRequired'),
      message: !message.trim() ? t('messageRequired') : message.trim().length > MESSAGE_MAX ? t('messageTooLong', { max: MESSAGE_MAX }) : undefined,
      email: email.trim() && emailProblem(email) ? t('emailInvalid') : undefined,
    };
    const shotKey = screenshot ? screenshotProblem(screenshot) : null;
    if (shotKey) problems.screenshot = t(shotKey, { megabytes: SCREENSHOT_MAX_BYTES / 1024 / 1024 });
    if (Object.values(problems).some(Boolean)) return show(problems);
    show({});
    const body = new FormData();
    body.set('category', category);
    body.set('message', message.trim());
    if (email.trim()) body.set('email', email.trim());
    if (screenshot) body.set('screenshot', screenshot);
    try {
      await send.mutateAsync(body);
    } catch (error) {
      const failure = formFailure(error, body);
      if (failure) show(failure.fields as Partial<Record<FieldName, string>>);
      return;
    }
    setCategory('');
    setMessage('');
    setScreenshot(null);
    setSent(true);
    requestAnimationFrame(() => thanks.current?.focus());
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5 rounded-card border border-line bg-surface p-6 shadow-soft">
      <Field id="category" label={t('category')} error={errors.category}>
        <Select
          id="category"
          name="category"
          value={category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy('category', errors.category)}
          onChange={(e) => (setCategory(e.target.value), clear('category'))}
        >
          <option value="">{t('categoryPlaceholder')}</option>
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="message" label={t('message')} hint={t('messageHint', { count: message.length, max: MESSAGE_MAX })} error={errors.message}>
        <textarea
          id="message"
          name="message"
          rows={6}
          value={message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', errors.message, 'hint')}
          onChange={(e) => (setMessage(e.target.value), clear('message'))}
          className={textarea}
        />
      </Field>
      <TextField
        id="email"
        type="email"
        label={t('email')}
        hint={t('emailHint')}
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => (setEmail(e.target.value), clear('email'))}
      />
      <ScreenshotInput file={screenshot} error={errors.screenshot} onChange={(file) => (setScreenshot(file), clear('screenshot'))} />
      <SubmitButton busy={send.isPending} busyLabel={t('sending')} className="w-full sm:w-auto">
        {t('send')}
      </SubmitButton>
    </form>
  );
}
