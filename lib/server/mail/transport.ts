import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/lib/env';

export type OutgoingMail = { to: string; subject: string; text: string; html: string; link?: string };

let smtp: Transporter | undefined;
let streamer: Transporter | undefined;

/** Forget the transports so the next mail uses the configuration then in force (tests). */
export function resetMailTransport(): void {
  smtp?.close();
  smtp = undefined;
  streamer = undefined;
}

/**
 * Sends over SMTP_URL; without it (the embedded default) writes the RFC 822 message to
 * DATA_DIR/outbox/<time>-<id>.eml and logs the link, so a local install can finish sign-up.
 */
export async function deliver(mail: OutgoingMail): Promise<void> {
  const env = serverEnv();
  const message = { from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await smtp.sendMail(message);
    return;
  }
  streamer ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await streamer.sendMail(message);
  const dir = path.resolve(env.DATA_DIR, 'outbox');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomUUID()}.eml`);
  await writeFile(file, info.message as Buffer);
  console.info(`[mail] no SMTP_URL: wrote ${file}${mail.link ? ` (link: ${mail.link})` : ''}`);
}
