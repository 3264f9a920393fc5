import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type MessageScope } from '@/lib/i18n/client-messages';

/**
 * Sends the messages of `scope` to the client components below it. The root layout sends the shell's;
 * pages with more client text (tools, sign-in, account, dashboard) wrap their content in a wider scope.
 * A nested provider replaces the outer one's messages, so every scope includes the shell.
 */
export async function ClientMessages({ scope, children }: { scope: MessageScope; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(await getMessages(), scope)}>{children}</NextIntlClientProvider>;
}
