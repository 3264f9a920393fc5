import 'server-only';
import { serverEnv } from '@/lib/env';

export type SocialProvider = 'google' | 'apple';

/** The sign-in providers this server has a client id for: the only ones a page offers or names. */
export function configuredProviders(): SocialProvider[] {
  const env = serverEnv();
  const list: SocialProvider[] = [];
  if (env.GOOGLE_CLIENT_ID) list.push('google');
  if (env.APPLE_CLIENT_ID) list.push('apple');
  return list;
}

/** The `providers` value of the auth pages' lead sentences (an ICU select). */
export function providersPhrase(list: readonly SocialProvider[]): 'both' | 'google' | 'apple' | 'none' {
  if (list.includes('google') && list.includes('apple')) return 'both';
  return list[0] ?? 'none';
}
