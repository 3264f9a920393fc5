import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { serverTranslator } from '@/lib/server/i18n/translate';

// The site's accent colour (--cw-accent in app/globals.css, light theme): mail clients read no stylesheet.
const BRAND_ACCENT = '#c63f22';

export type MailKind =
  'verify' | 'signupExisting' | 'reset' | 'passwordChanged' | 'quantityRequest' | 'affiliateApproved' | 'affiliateRejected' | 'affiliatePaypalChanged';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Subject, text and HTML of one message in the reader's language (messages namespace `mail`). */
export async function renderMail(kind: MailKind, locale: Locale, values: { name?: string | null; link?: string }) {
  const t = await serverTranslator(locale);
  const greeting = values.name ? t('mail.greetingNamed', { name: values.name }) : t('mail.greeting');
  const subject = t(`mail.${kind}.subject`);
  const body = t(`mail.${kind}.body`);
  const action = values.link ? t(`mail.${kind}.action`) : null;
  const note = t(`mail.${kind}.note`);
  const signature = t('mail.signature');
  const text = [greeting, '', body, '', ...(values.link ? [`${action}: ${values.link}`, ''] : []), note, '', signature].join('\n');
  const button = values.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="background:${BRAND_ACCENT};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action!)}</a></p>
<p style="font-size:13px;color:#555;word-break:break-all">${escapeHtml(values.link)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${button}<p style="color:#555">${escapeHtml(note)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject, text, html };
}
