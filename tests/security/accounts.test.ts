import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { passwordVerifications } from '@/lib/server/accounts/passwords';
import { LIMITS } from '@/lib/server/config/auth';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { ACCOUNT_MAIL_QUEUE, queue } from '@/lib/server/generation/queue';
import { backendsToRun } from '../helpers/backends';
import { accountMailIdle, startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';
import { sessionCookieOf } from '../helpers/http-client';
import { tokenFrom, waitForMail } from '../helpers/mailbox';

const backends = await backendsToRun();
const PASSWORD = 'Lantern-Meadow-Otter-61';
const WRONG = 400016;
const TOO_MANY = 400102;
const PER_ADDRESS = LIMITS.loginAccountAddress.limit;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

describe.each(backends)('account attacks on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function verifiedAccount(email = uniqueEmail('acct'), password = PASSWORD, name: string | null = null) {
    const ip = uniqueIp();
    expect((await h.api('POST', '/common-api/v1/signup', { email, password, name }, { ip })).status).toBe(200);
    const token = tokenFrom(await waitForMail(h.mail, email), '/register/verification-success');
    const done = await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip });
    expect(done.status).toBe(200);
    return { email, cookie: sessionCookieOf(done) };
  }

  const login = (email: string, password: string, ip: string) => h.api('POST', '/common-api/v1/login', { email, password }, { ip });

  describe('guessing passwords', () => {
    it('a parallel burst of 20 wrong passwords checks at most the limit; the rest get 429', async () => {
      const { email } = await verifiedAccount();
      const attacker = uniqueIp();
      const before = passwordVerifications();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `Wrong-Guess-${i}-x`, attacker)));
      const checked = passwordVerifications() - before;
      const codes = answers.map((a) => a.body.code);
      // Each granted attempt is one argon2 verification (ASCII passwords have a single form).
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(PER_ADDRESS);
      expect(codes.filter((c) => c === TOO_MANY)).toHaveLength(20 - (PER_ADDRESS - 1));
      expect(codes.filter((c) => c === WRONG)).toHaveLength(PER_ADDRESS - 1);
      for (const a of answers.filter((x) => x.body.code === TOO_MANY)) {
        expect(a.status).toBe(429);
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The right password from the attacker's address is refused too, without being checked.
      const afterBurst = passwordVerifications();
      expect((await login(email, PASSWORD, attacker)).status).toBe(429);
      expect(passwordVerifications()).toBe(afterBurst);
    });

    it('a burst against an unknown address is limited the same way (no hint that it has no account)', async () => {
      const email = uniqueEmail('nobody');
      const attacker = uniqueIp();
      const before = passwordVerifications();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `Wrong-Guess-${i}-x`, attacker)));
      expect(passwordVerifications() - before).toBeLessThanOrEqual(PER_ADDRESS);
      expect(answers.filter((a) => a.body.code === TOO_MANY)).toHaveLength(20 - (PER_ADDRESS - 1));
      expect(answers.filter((a) => a.body.code === WRONG)).toHaveLength(PER_ADDRESS - 1);
    });

    it("an attacker's lock-out from address A leaves the owner free to sign in from address B", async () => {
      const { email } = await verifiedAccount();
      const a = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < PER_ADDRESS + 2; i += 1) statuses.push((await login(email, `Wrong-Guess-${i}-x`, a)).status);
      expect(statuses.slice(0, PER_ADDRESS - 1)).toEqual(Array(PER_ADDRESS - 1).fill(401));
      expect(statuses.slice(PER_ADDRESS - 1)).toEqual(Array(3).fill(429));
      expect((await login(email, PASSWORD, a)).status).toBe(429);
      const b = await login(email, PASSWORD, uniqueIp());
      expect(b.status).toBe(200);
      expect(sessionCookieOf(b)).toMatch(/^colorwell_session=/);
    });

    it("the right password forgives its own address, so the owner's typos never add up to a lock-out", async () => {
      const { email } = await verifiedAccount();
      const home = uniqueIp();
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < PER_ADDRESS - 1; i += 1) expect((await login(email, `Typo-${round}-${i}-x`, home)).status).toBe(401);
        expect((await login(email, PASSWORD, home)).status).toBe(200);
      }
    });

    it("a guess spread over many addresses meets the account ceiling, which spares the owner's own addresses", async () => {
      const { email } = await verifiedAccount();
      const home = uniqueIp();
      expect((await login(email, PASSWORD, home)).status).toBe(200);
      const before = passwordVerifications();
      for (let i = 0; i < LIMITS.loginAccount.limit; i += 1) {
        expect((await login(email, `Spread-Guess-${i}-x`, uniqueIp())).status).toBe(401);
      }
      expect(passwordVerifications() - before).toBe(LIMITS.loginAccount.limit);
      // A new address now gets 429 without a check, even with the right password …
      const capped = passwordVerifications();
      expect((await login(email, `Spread-Guess-more`, uniqueIp())).status).toBe(429);
      expect((await login(email, PASSWORD, uniqueIp())).status).toBe(429);
      expect(passwordVerifications()).toBe(capped);
      // … while the owner's address, where the right password was typed before, still gets in.
      expect((await login(email, PASSWORD, home)).status).toBe(200);
    });
  });

  describe('known and unknown addresses', () => {
    const RUNS = 15;

    /**
     * RUNS timed pairs of requests, one for a known and one for an unknown address, taken back to back
     * (in alternating order) so a slow patch of the machine hits both sides of a pair alike. Each answer
     * waits until the mail queue is idle again, so the mail work a known address causes after its answer
     * cannot slow the next request.
     */
    async function timePairs(send: (known: boolean, i: number) => Promise<number>, first: number) {
      for (let i = 0; i < 3; i += 1) {
        await send(true, first - 1 - i);
        await send(false, first - 1 - i);
        await accountMailIdle();
      }
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        for (const isKnown of i % 2 ? [true, false] : [false, true]) {
          const started = performance.now();
          expect(await send(isKnown, first + i)).toBe(200);
          (isKnown ? known : unknown).push(performance.now() - started);
          await accountMailIdle();
        }
      }
      return {
        known: median(known),
        unknown: median(unknown),
        // The median of the differences within each pair: a stall that lands on one pair moves one
        // difference, where it could move one side's median on a busy machine.
        difference: median(known.map((ms, i) => ms - unknown[i]!)),
      };
    }

    /**
     * The work is the same by construction (one queued job per answer, no lookup on the path);
     * this catches a regression. The bound — 5 ms or 30 % of the larger median, whichever is more —
     * sits far below the 15–30 ms an SMTP round trip or a token write adds when it is on one branch
     * only. A real difference shows in every measurement; a second one is taken only when the first
     * is out of bounds, so one unlucky stretch of a shared machine does not decide.
     */
    async function expectSameTime(send: (known: boolean, i: number) => Promise<number>) {
      let last = '';
      for (let attempt = 0; attempt < 2; attempt += 1) {
        // Each attempt its own known accounts: resend allows one mail a minute per address.
        const { known, unknown, difference } = await timePairs(send, attempt * (RUNS + 3));
        const tolerance = Math.max(5, 0.3 * Math.max(known, unknown));
        last = `known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms, paired difference ${difference.toFixed(1)} ms, tolerance ${tolerance.toFixed(1)} ms`;
        if (process.env.SHOW_TIMINGS) console.info(`[timing] ${last}`);
        if (Math.abs(difference) < tolerance) return;
      }
      expect.fail(last);
    }

    let accounts: string[] = [];
    beforeAll(async () => {
      // Unverified accounts with a password: the branch that sends the most (a fresh link each time).
      accounts = Array.from({ length: 2 * (RUNS + 3) }, () => uniqueEmail('known'));
      for (const email of accounts) {
        expect((await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD }, { ip: uniqueIp() })).status).toBe(200);
      }
      await accountMailIdle();
    }, 120_000);

    const knownAt = (i: number) => accounts[(i + accounts.length) % accounts.length];

    it('sign-up answers known and unknown addresses in the same time', async () => {
      await expectSameTime(async (known, i) => {
        const email = known ? knownAt(i) : uniqueEmail('fresh');
        return (await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD }, { ip: uniqueIp() })).status;
      });
    }, 120_000);

    it('forgot-password answers known and unknown addresses in the same time', async () => {
      await expectSameTime(async (known, i) => {
        const email = known ? knownAt(i) : uniqueEmail('fresh');
        return (await h.api('POST', '/common-api/v1/forgot-password', { email }, { ip: uniqueIp() })).status;
      });
    }, 120_000);

    it('resend answers known and unknown addresses in the same time', async () => {
      await expectSameTime(async (known, i) => {
        // One resend a minute per address: a fresh known account for every run.
        const email = known ? knownAt(i) : uniqueEmail('fresh');
        return (await h.api('POST', '/common-api/v1/resend-activate-email', { email }, { ip: uniqueIp() })).status;
      });
    }, 120_000);

    it('the mail itself never delays the answer: with the SMTP server hanging, a known address answers at once', async () => {
      if (kind !== 'postgres') return; // the outbox of the embedded default has no network to hang
      const sockets = new Set<Socket>();
      // Accepts connections and never greets: nodemailer would wait 30 s for the banner.
      const silent: Server = createServer((socket) => void sockets.add(socket));
      await h.close();
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const hung = await startHarness(kind, { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      try {
        const email = uniqueEmail('hang');
        const ip = uniqueIp();
        // Starts the new database's queue, which a real server does at start-up (instrumentation.ts).
        expect((await hung.api('POST', '/common-api/v1/forgot-password', { email: uniqueEmail('warm') }, { ip })).status).toBe(200);
        const started = performance.now();
        expect((await hung.api('POST', '/common-api/v1/signup', { email, password: PASSWORD }, { ip })).status).toBe(200);
        expect((await hung.api('POST', '/common-api/v1/forgot-password', { email }, { ip })).status).toBe(200);
        // Sending on the request path would hang for nodemailer's 30 s greeting timeout.
        expect(performance.now() - started).toBeLessThan(5000);
        // The worker then reaches the server and waits for it: the mail is in the queue, not lost and not sent.
        await expect.poll(() => sockets.size, { timeout: 10_000 }).toBeGreaterThan(0);
        const boss = await queue();
        expect(await boss.getQueueSize(ACCOUNT_MAIL_QUEUE, { before: 'completed' })).toBeGreaterThan(0);
      } finally {
        for (const socket of sockets) socket.destroy();
        await hung.close({ drainMail: false });
        await new Promise<void>((r) => silent.close(() => r()));
        // Back to the suite's own database and mailbox.
        h = await startHarness(kind);
      }
    }, 60_000);
  });

  describe('weak passwords', () => {
    const name = 'Ada Lovelace';
    const v = en.validation;

    it.each([
      ['P@ssw0rd', () => 'P@ssw0rd', v.passwordCommon],
      ['aaaaaaaa', () => 'aaaaaaaa', v.passwordWeak],
      ['eight spaces', () => ' '.repeat(8), v.passwordBlank],
      ['password123', () => 'password123', v.passwordCommon],
      ['12345678', () => '12345678', v.passwordCommon],
      ['qwertyuiop', () => 'qwertyuiop', v.passwordCommon],
      ['the e-mail address', (address: string) => address, v.passwordPersonal],
      ['the e-mail address in capitals', (address: string) => address.toUpperCase(), v.passwordPersonal],
      ['the part before the @', (address: string) => address.split('@')[0], v.passwordPersonal],
      ['the name', () => name, v.passwordPersonal],
      ['the name run together with a digit', () => 'AdaLovelace1', v.passwordPersonal],
    ])('sign-up refuses %s', async (_label, passwordFor, message) => {
      // A fresh address for each case (three sign-ups an hour per address), which the rule must see.
      const address = uniqueEmail('ada.lovelace');
      const res = await h.api('POST', '/common-api/v1/signup', { email: address, password: passwordFor(address), name }, { ip: uniqueIp() });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ code: 422, message, data: { fields: { password: message } } });
    });

    it("refuses in the reader's language", async () => {
      const res = await h.api(
        'POST',
        '/common-api/v1/signup',
        { email: uniqueEmail('de'), password: 'P@ssw0rd' },
        { ip: uniqueIp(), headers: { 'accept-language': 'de' } },
      );
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(de.validation.passwordCommon);
    });

    it('accepts a strong password', async () => {
      expect(
        (await h.api('POST', '/common-api/v1/signup', { email: uniqueEmail('strong'), password: 'Violet-Harbour-Kites-7', name }, { ip: uniqueIp() })).status,
      ).toBe(200);
    });

    it('applies the same rule to a password reset (the link stays usable) and to a password change', async () => {
      const { email: address, cookie } = await verifiedAccount(uniqueEmail('rule'), PASSWORD, 'Grace Hopper');
      const ip = uniqueIp();
      expect((await h.api('POST', '/common-api/v1/forgot-password', { email: address }, { ip })).status).toBe(200);
      const token = tokenFrom(await waitForMail(h.mail, address, 2), '/forget-password/reset');
      const weak = await h.api('POST', '/common-api/v1/reset-password', { token, password: address }, { ip });
      expect(weak.body).toEqual({ code: 422, message: v.passwordPersonal, data: { fields: { password: v.passwordPersonal } } });
      const common = await h.api('POST', '/common-api/v1/reset-password', { token, password: 'password123' }, { ip });
      expect(common.body.data).toEqual({ fields: { password: v.passwordCommon } });
      expect((await h.api('POST', '/common-api/v1/reset-password', { token, password: 'Copper-Thistle-Boats-8' }, { ip })).status).toBe(200);

      const session = sessionCookieOf(await login(address, 'Copper-Thistle-Boats-8', ip));
      expect(cookie).not.toBe(session);
      const change = await h.api(
        'PUT',
        '/self-api/v1/user/password',
        { current_password: 'Copper-Thistle-Boats-8', new_password: 'GraceHopper1' },
        { cookie: session },
      );
      expect(change.status).toBe(422);
      expect(change.body.data).toEqual({ fields: { new_password: v.passwordPersonal } });
      const blank = await h.api(
        'PUT',
        '/self-api/v1/user/password',
        { current_password: 'Copper-Thistle-Boats-8', new_password: ' '.repeat(9) },
        { cookie: session },
      );
      expect(blank.body.data).toEqual({ fields: { new_password: v.passwordBlank } });
    });
  });

  describe('Unicode normalization', () => {
    const composed = 'Caf\u00e9-Cr\u00e8me-Lanterns-4';
    const decomposed = composed.normalize('NFD');

    it('a password set with a composed é signs in when typed with a decomposed one, and the other way round', async () => {
      expect(decomposed).not.toBe(composed);
      const { email } = await verifiedAccount(uniqueEmail('nfc'), composed);
      expect((await login(email, decomposed, uniqueIp())).status).toBe(200);
      const other = await verifiedAccount(uniqueEmail('nfd'), decomposed);
      expect((await login(other.email, composed, uniqueIp())).status).toBe(200);
    });

    it('an older hash of a decomposed password still signs in, and is replaced by one of the NFC form', async () => {
      const { email } = await verifiedAccount(uniqueEmail('legacy'));
      const db = await getDb();
      // As the code before normalization stored it: the bytes as typed.
      const legacy = await hash(decomposed, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
      await db.update(users).set({ passwordHash: legacy }).where(eq(users.email, email));
      expect((await login(email, composed, uniqueIp())).status).toBe(200);
      const [row] = await db.select().from(users).where(eq(users.email, email));
      expect(row.passwordHash).not.toBe(legacy);
      expect(await verify(row.passwordHash!, composed)).toBe(true);
      expect((await login(email, decomposed, uniqueIp())).status).toBe(200);
    });
  });
});
