import 'server-only';
import Stripe from 'stripe';
import { ErrorCode } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import { serverEnv } from '@/lib/env';
import { localizedError } from '@/lib/server/errors';

/** Signatures older than this are refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

let cached: { key: string; host?: string; port?: number; protocol?: string; client: Stripe } | undefined;

/** Whether buying is possible on this server (a secret key is configured). */
export function paymentsConfigured(): boolean {
  return Boolean(serverEnv().STRIPE_SECRET_KEY);
}

/** The SDK client, pointed at STRIPE_API_HOST/PORT/PROTOCOL when set; 503 without a key. */
export function stripeClient(): Stripe {
  const env = serverEnv();
  if (!env.STRIPE_SECRET_KEY) throw localizedError(ErrorCode.paymentsNotConfigured);
  const settings = { key: env.STRIPE_SECRET_KEY, host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL };
  if (cached && cached.key === settings.key && cached.host === settings.host && cached.port === settings.port && cached.protocol === settings.protocol) {
    return cached.client;
  }
  const client = new Stripe(settings.key, {
    ...(settings.host && { host: settings.host }),
    ...(settings.port && { port: settings.port }),
    ...(settings.protocol && { protocol: settings.protocol }),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Colorwell' },
  });
  cached = { ...settings, client };
  return client;
}

/** Checkout speaks all ten languages; ours are mapped to its tags (Simplified Chinese is `zh`). */
const checkoutLocales: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  'zh-TW': 'zh-TW',
  vi: 'vi',
  'zh-CN': 'zh',
};

export function checkoutLocale(locale: Locale): Stripe.Checkout.SessionCreateParams.Locale {
  return checkoutLocales[locale];
}

/** The id of an expandable Stripe field, whether it came as an id or as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
