import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/lib/env';
import { forgetProcessSingleton, processSingleton } from '@/lib/server/process-singleton';
import { logger } from '@/lib/server/log';

export type OutgoingMail = { to: string; subject: string; text: string; html: string; link?: string };

// One SMTP connection pool per process, not one per Next bundle that sends mail.
const TRANSPORTS_KEY = 'mail:transports';
type Transports = { smtp?: Transporter; streamer?: Transporter };
const transports = () => processSingleton<Transports>(TRANSPORTS_KEY, () => ({}));

/** Forget the transports so the next mail uses the configuration then in force (tests). */
export function resetMailTransport(): void {
  forgetProcessSingleton<Transports>(TRANSPORTS_KEY)?.smtp?.close();
}

/**
 * Sends over SMTP_URL; without it (the embedded default) writes the RFC 822 message to
 * DATA_DIR/outbox/<time>-<id>.eml and logs the link, so a local install can finish sign-up.
 */
export async function deliver(mail: OutgoingMail): Promise<void> {
  const env = serverEnv();
  const message = { from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (env.SMTP_URL) {
    const shared = transports();
    shared.smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await shared.smtp.sendMail(message);
    return;
  }
  const shared = transports();
  shared.streamer ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await shared.streamer.sendMail(message);
  const dir = path.resolve(env.DATA_DIR, 'outbox');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
  await writeFile(file, info.message as Buffer);
  // The file name only: the link inside carries a one-time token.
  logger().info({ file }, 'no SMTP_URL: mail written to the outbox');
}
