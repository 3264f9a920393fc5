import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type CaughtMail = { to: string[]; raw: string };

/** Undoes quoted-printable and base64 bodies well enough to find links and words. */
export function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  const b64 = raw.match(/(?:^[A-Za-z0-9+/]{40,}={0,2}\r?\n)+(?:^[A-Za-z0-9+/]*={0,2}\r?\n)?/gm) ?? [];
  const decoded = b64.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...decoded].join('\n');
}

/** The `token` query value of the first link to `pathname` in the mail. */
export function tokenFrom(mail: string, pathname: string): string {
  const text = decodeMail(mail);
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathname.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${pathname} link in mail:\n${text.slice(0, 2000)}`);
  return match[1];
}

/**
 * A tiny SMTP server (enough of RFC 5321 for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT) that keeps
 * what it receives, to prove the SMTP_URL path end to end.
 */
export async function startSmtpCatcher(): Promise<{ url: string; mails: CaughtMail[]; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let rcpt: string[] = [];
    socket.write('220 catcher ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mails.push({ to: rcpt, raw: buffer.slice(0, end).replace(/^\.\./gm, '.') });
          buffer = buffer.slice(end + 5);
          inData = false;
          rcpt = [];
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-catcher\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') {
          rcpt.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1').toLowerCase());
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where mail goes in a test run: the outbox folder or the SMTP catcher. */
export type MailSource = { kind: 'outbox'; dir: string } | { kind: 'smtp'; mails: CaughtMail[] };

async function allMails(source: MailSource): Promise<CaughtMail[]> {
  if (source.kind === 'smtp') return source.mails;
  const files = await readdir(source.dir).catch(() => [] as string[]);
  const out: CaughtMail[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
    const raw = await readFile(path.join(source.dir, file), 'utf8');
    const to = (raw.match(/^To: (.*)$/m)?.[1] ?? '').toLowerCase();
    out.push({ to: [to.replace(/.*<|>.*/g, '').trim()], raw });
  }
  return out;
}

/** Every mail sent to `address` so far. */
export async function mailsTo(source: MailSource, address: string): Promise<CaughtMail[]> {
  return (await allMails(source)).filter((m) => m.to.includes(address.toLowerCase()));
}

/**
 * Waits for the `count`-th mail to `address`. Account mail goes through the queue (a poll every few
 * seconds, retries), so on a loaded machine it can take well over ten seconds after the answer.
 */
export async function waitForMail(source: MailSource, address: string, count = 1, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(source, address);
    if (mails.length >= count) return mails[count - 1].raw;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
