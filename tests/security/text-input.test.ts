import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/env';
import { sharingSettings, paintings } from '@/lib/server/coloring/schema';
import { getDb } from '@/lib/server/db/client';
import { feedback, users } from '@/lib/server/db/schema';
import { bossSchema, stopQueue } from '@/lib/server/generation/queue';
import { stopInProcessWorker } from '@/lib/server/generation/runtime';
import { creations, generationBatches, generationJobs } from '@/lib/server/generation/schema';
import { accountMailIdle, backendsToRun, POSTGRES_URL, prepareBackend, type Backend } from '../helpers/backends';
import { chargesOfUser } from '../helpers/generation/ledger';
import { generationRoutes } from '../helpers/generation/route-server';
import { signedInUser } from '../helpers/generation/users';
import { uniqueEmail, uniqueIp } from '../helpers/harness';
import { apiClient } from '../helpers/http-client';
import { accountRoutes, startRouteServer, type RouteServer } from '../helpers/route-server';

const backends = await backendsToRun();
const messages = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const en = messages('en');
const de = messages('de');
const ja = messages('ja');
const PASSWORD = 'Sunny-Palette-21';
const JOBS = '/common-api/v1/generation/jobs';
/** A 1×1 PNG: enough for requests refused before the layer is read. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea73581e40000000049454e44ae426082',
  'hex',
);

type Refusal = { fields?: Record<string, string>; reason?: string; category?: string };

// What an attacker or a careless paste sends in each text field: NUL (PostgreSQL cannot store it),
// other C0 controls, DEL, a C1 control and a lone surrogate half.
const CONTROL_SAMPLES = ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'half\ud800'];

describe.each(backends)('text input and the kid-safe filter through the API on %s', (kind) => {
  let backend: Backend;
  let server: RouteServer;
  let api: ReturnType<typeof apiClient>;
  let pgboss = '';

  beforeAll(async () => {
    backend = await prepareBackend(kind, { IMAGE_PROVIDER: 'studio', S3_BUCKET: undefined, RUN_WORKER_IN_WEB: 'false' });
    pgboss = bossSchema();
    server = await startRouteServer({
      ...accountRoutes,
      ...generationRoutes,
      '/self-api/v1/paintings/[pageId]/publish': () => import('@/app/self-api/v1/paintings/[pageId]/publish/route'),
      '/self-api/v1/sharing': () => import('@/app/self-api/v1/sharing/route'),
    });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await stopInProcessWorker();
    // Sign-up mail still queued would be worked on after the database closes, and reopen it.
    await accountMailIdle();
    await stopQueue();
    if (kind === 'postgres' && pgboss && serverEnv().DATABASE_URL) {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${pgboss}" CASCADE`);
      await client.end();
    }
    await backend?.teardown();
  });

  const rows = async (table: typeof feedback | typeof generationJobs | typeof generationBatches | typeof paintings | typeof sharingSettings) => {
    const db = await getDb();
    const [row] = await db.select({ n: count() }).from(table);
    return Number(row.n);
  };
  const userByEmail = async (email: string) => {
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const form = (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const [name, bytes] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(bytes)]), `${name}.png`);
    return body;
  };
  const expectFieldError = (res: { status: number; body: { message: string; data: unknown } }, field: string, message: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.message).toBe(message);
    expect((res.body.data as Refusal).fields?.[field]).toBe(message);
  };

  describe('control characters are bad input in every text field, and nothing is written', () => {
    it.each(CONTROL_SAMPLES)('sign-up name %j', async (sample) => {
      const email = uniqueEmail('ctl');
      const res = await api('POST', '/common-api/v1/signup', { email, password: PASSWORD, name: sample }, { ip: uniqueIp() });
      expectFieldError(res, 'name', 'Name contains control characters (such as a NUL byte). Please remove them and try again.');
      expect(await userByEmail(email)).toBeUndefined();
    });

    it('sign-up e-mail and password, in German', async () => {
      const res = await api(
        'POST',
        '/common-api/v1/signup',
        { email: 'a\u0000b@example.test', password: PASSWORD },
        { ip: uniqueIp(), headers: { 'x-locale': 'de' } },
      );
      expectFieldError(res, 'email', 'E-Mail enthält Steuerzeichen (etwa ein NUL-Byte). Bitte entferne sie und versuche es noch einmal.');
      const password = await api('POST', '/common-api/v1/signup', { email: uniqueEmail('ctl'), password: 'Sunny\u0000Palette21' }, { ip: uniqueIp() });
      expect(password.status).toBe(422);
      expect((password.body.data as Refusal).fields).toHaveProperty('password');
    });

    it.each(CONTROL_SAMPLES)('profile name %j', async (sample) => {
      const user = await signedInUser();
      const res = await api('PUT', '/self-api/v1/user', { name: `Frida ${sample}` }, { cookie: user.cookie });
      expectFieldError(res, 'name', 'Name contains control characters (such as a NUL byte). Please remove them and try again.');
      expect((await userById(user.id)).name).toBeNull();
    });

    it('a tab or line break in a one-line field, but not in feedback', async () => {
      const user = await signedInUser();
      const tab = await api('PUT', '/self-api/v1/user', { name: 'Frida\tKahlo' }, { cookie: user.cookie });
      expect(tab.status).toBe(422);
      expect((tab.body.data as Refusal).fields).toHaveProperty('name');
      const before = await rows(feedback);
      const ok = await api(
        'POST',
        '/common-api/v1/feedback',
        { category: 'idea', message: 'Two ideas:\n\t1. more cats\r\n\t2. more dogs' },
        { ip: uniqueIp() },
      );
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(await rows(feedback)).toBe(before + 1);
    });

    it.each(CONTROL_SAMPLES)('feedback message %j (JSON and form)', async (sample) => {
      const before = await rows(feedback);
      const json = await api('POST', '/common-api/v1/feedback', { category: 'bug', message: `It broke ${sample}` }, { ip: uniqueIp() });
      expectFieldError(json, 'message', 'Message contains control characters (such as a NUL byte). Please remove them and try again.');
      // A form is sent as UTF-8, where a lone surrogate half arrives as U+FFFD: only JSON can carry one.
      if (!sample.startsWith('half')) {
        const multipart = await api('POST', '/common-api/v1/feedback', undefined, {
          raw: form({ category: 'bug', message: `It broke ${sample}` }),
          ip: uniqueIp(),
        });
        expect(multipart.status).toBe(422);
        expect((multipart.body.data as Refusal).fields).toHaveProperty('message');
      }
      expect(await rows(feedback)).toBe(before);
    });

    it.each([
      ['text prompt', { type: 'text', prompt: 'a cat\u0000 with a ball' }, 'prompt', 'Prompt'],
      ['AI prompt', { type: 'ai', prompt: 'a dragon\u0007' }, 'prompt', 'Prompt'],
      ['name for a name page', { type: 'name', name: 'Emma\u0000' }, 'name', 'Name'],
    ])('%s', async (_, body, field, label) => {
      const user = await signedInUser();
      const before = await rows(generationJobs);
      const res = await api('POST', JOBS, body, { cookie: user.cookie });
      expectFieldError(res, field, `${label} contains control characters (such as a NUL byte). Please remove them and try again.`);
      expect(await rows(generationJobs)).toBe(before);
      expect(await chargesOfUser(user.id)).toBe(0);
    });

    it('gallery title and tags of a creation, and of a painting (form fields)', async () => {
      const user = await signedInUser();
      const id = await creationOf(user.id);
      const title = await api('PUT', `/self-api/v1/creations/${id}/publish`, { published: true, title: 'Sleepy\u0000cat' }, { cookie: user.cookie });
      expectFieldError(title, 'title', 'Title contains control characters (such as a NUL byte). Please remove them and try again.');
      const tags = await api(
        'PUT',
        `/self-api/v1/creations/${id}/publish`,
        { published: true, title: 'Sleepy cat', tags: ['cat', 'nap\u0000'] },
        { cookie: user.cookie },
      );
      expect(tags.status).toBe(422);
      expect(Object.keys((tags.body.data as Refusal).fields!)[0]).toMatch(/^tags/);
      expect(await creationRow(id)).toMatchObject({ published: false, title: null });

      const before = await rows(paintings);
      const attempts: Record<string, string>[] = [
        { title: 'Fish\u0000', tags: '' },
        { title: 'Fish', tags: 'sea,\u0000' },
        { title: 'Fish', tags: '', nickname: 'Ann\u0000' },
      ];
      for (const fields of attempts) {
        const res = await api('PUT', '/self-api/v1/paintings/example-fish-sea/publish', undefined, { raw: form(fields, { layer: PNG }), cookie: user.cookie });
        expect(res.status, JSON.stringify(fields)).toBe(422);
        expect(Object.keys((res.body.data as Refusal).fields ?? {})).toHaveLength(1);
      }
      expect(await rows(paintings)).toBe(before);
    });

    it('gallery nickname, batch title and a query string', async () => {
      const user = await signedInUser();
      const nickname = await api('PUT', '/self-api/v1/sharing', { nickname: 'Star\u0000' }, { cookie: user.cookie });
      expectFieldError(nickname, 'nickname', 'Nickname contains control characters (such as a NUL byte). Please remove them and try again.');
      expect(await sharingRow(user.id)).toBeUndefined();

      const batches = await rows(generationBatches);
      const batch = await api('POST', '/common-api/v1/generation/batches', undefined, {
        raw: form({ title: 'Book\u0000' }, { photo: PNG }),
        cookie: user.cookie,
      });
      expectFieldError(batch, 'title', 'Title contains control characters (such as a NUL byte). Please remove them and try again.');
      expect(await rows(generationBatches)).toBe(batches);

      const query = await api('GET', '/self-api/v1/creations?tool=text%00', undefined, { cookie: user.cookie });
      expect(query.status).toBe(422);
      expect((query.body.data as Refusal).fields).toHaveProperty('tool');
    });
  });

  describe('the kid-safe filter refuses with a translated message, costs nothing and writes nothing', () => {
    it.each([
      ['the name tool in bubble letters', { type: 'name', name: 'Fuck' }, 'name'],
      ['a leetspeak name', { type: 'name', name: 'F4CK' }, 'name'],
      ['a spaced-out name', { type: 'name', name: 'f u c k' }, 'name'],
      ['a text prompt with zero-width spaces', { type: 'text', prompt: 'a cat saying s\u200Bh\u200Bi\u200Bt' }, 'prompt'],
      ['an AI prompt in full-width letters', { type: 'ai', prompt: 'ｆｕｃｋｉｎｇ dragon', variations: 3 }, 'prompt'],
      ['an AI prompt with Cyrillic look-alikes', { type: 'ai', prompt: 'a nаzі flag' }, 'prompt'],
    ])('%s', async (_, body, field) => {
      const user = await signedInUser('ja');
      const before = await rows(generationJobs);
      const res = await api<Refusal>('POST', JOBS, body, { cookie: user.cookie, headers: { 'x-locale': 'ja' } });
      expect(res.status).toBe(422);
      expect(res.body.data.reason).toBe('prompt_refused');
      const category = res.body.data.category!;
      expect(res.body.message).toBe(ja.generators.refused[category]);
      expect(res.body.data.fields?.[field]).toBe(res.body.message);
      expect(await rows(generationJobs)).toBe(before);
      expect(await chargesOfUser(user.id)).toBe(0);
    });

    it('a visitor refused keeps the one free try: nothing is recorded', async () => {
      const before = await rows(generationJobs);
      const ip = uniqueIp();
      const res = await api<Refusal>('POST', JOBS, { type: 'name', name: 'Sh1t' }, { ip, headers: { 'x-locale': 'de' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(de.generators.refused.profanity);
      expect(res.cookies.colorwell_visitor).toBeUndefined();
      expect(await rows(generationJobs)).toBe(before);
    });

    it('a gallery title and a tag, for creations and paintings', async () => {
      const user = await signedInUser();
      const id = await creationOf(user.id);
      const title = await api<Refusal>(
        'PUT',
        `/self-api/v1/creations/${id}/publish`,
        { published: true, title: 'F.U.C.K dragon' },
        { cookie: user.cookie, headers: { 'x-locale': 'de' } },
      );
      expectFieldError(title, 'title', de.gallery.refused);
      const tag = await api<Refusal>(
        'PUT',
        `/self-api/v1/creations/${id}/publish`,
        { published: true, title: 'Dragon', tags: ['cute', 'n4zi'] },
        { cookie: user.cookie },
      );
      expectFieldError(tag, 'tags', en.gallery.refused);
      expect(tag.body.data.category).toBe('hate');
      expect(await creationRow(id)).toMatchObject({ published: false, title: null, tags: [] });

      const before = await rows(paintings);
      const painting = await api('PUT', '/self-api/v1/paintings/example-fish-sea/publish', undefined, {
        raw: form({ title: 'Fish', tags: 'sea, $h!t' }, { layer: PNG }),
        cookie: user.cookie,
        headers: { 'x-locale': 'ja' },
      });
      expectFieldError(painting, 'tags', ja.gallery.refused);
      expect(await rows(paintings)).toBe(before);
    });

    it('display names: sign-up, profile and gallery nickname', async () => {
      const email = uniqueEmail('name');
      const signup = await api<Refusal>(
        'POST',
        '/common-api/v1/signup',
        { email, password: PASSWORD, name: 'H1tl3r' },
        { ip: uniqueIp(), headers: { 'x-locale': 'de' } },
      );
      expectFieldError(signup, 'name', de.safety.nameRefused);
      expect(await userByEmail(email)).toBeUndefined();

      const user = await signedInUser();
      const profile = await api('PUT', '/self-api/v1/user', { name: 'Ｓｌｕｔ' }, { cookie: user.cookie, headers: { 'x-locale': 'ja' } });
      expectFieldError(profile, 'name', ja.safety.nameRefused);
      const nickname = await api('PUT', '/self-api/v1/sharing', { nickname: 'white power' }, { cookie: user.cookie });
      expectFieldError(nickname, 'nickname', en.safety.nameRefused);
      expect(await sharingRow(user.id)).toBeUndefined();
      const withPainting = await api('PUT', '/self-api/v1/paintings/example-fish-sea/publish', undefined, {
        raw: form({ title: 'Fish', tags: '', nickname: 'k.i.l.l.e.r' }, { layer: PNG }),
        cookie: user.cookie,
      });
      expect(withPainting.status).toBe(422);
      expect(await sharingRow(user.id)).toBeUndefined();
    });

    it('a batch book title', async () => {
      const user = await signedInUser();
      const before = await rows(generationBatches);
      const res = await api('POST', '/common-api/v1/generation/batches', undefined, {
        raw: form({ title: 'Bullsh1t book' }, { photo: PNG }),
        cookie: user.cookie,
      });
      expectFieldError(res, 'title', en.safety.textRefused);
      expect(await rows(generationBatches)).toBe(before);
    });
  });

  describe('display names lose invisible and direction-override characters; lengths are characters', () => {
    it('stores a right-to-left override name stripped, on the profile, at sign-up and as nickname', async () => {
      const user = await signedInUser();
      const profile = await api('PUT', '/self-api/v1/user', { name: '\u202Egnp.exe\u202C Emma\u200B \u2066Lou\u2069\uFEFF' }, { cookie: user.cookie });
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);
      expect((await userById(user.id)).name).toBe('gnp.exe Emma Lou');

      const email = uniqueEmail('rtl');
      const signup = await api('POST', '/common-api/v1/signup', { email, password: PASSWORD, name: '\u200F\u202DAnna\u200D' }, { ip: uniqueIp() });
      expect(signup.status, JSON.stringify(signup.body)).toBe(200);
      expect((await userByEmail(email))?.name).toBe('Anna');

      const nickname = await api('PUT', '/self-api/v1/sharing', { nickname: '\u202EStar painter\u202C' }, { cookie: user.cookie });
      expect(nickname.body.data).toEqual({ nickname: 'Star painter', never_share: false });
    });

    it('a name of only invisible characters is empty', async () => {
      const user = await signedInUser();
      const res = await api('PUT', '/self-api/v1/user', { name: '\u200B\u202E\u2066\u3164' }, { cookie: user.cookie });
      expect(res.status).toBe(422);
      expect((res.body.data as Refusal).fields).toHaveProperty('name');
    });

    it('counts 40 emoji or accented letters as 40 characters, and refuses 41', async () => {
      const user = await signedInUser();
      const forty = '🐱'.repeat(20) + 'e\u0301'.repeat(20); // 60 UTF-16 units for the cats, 40 for the accents
      const ok = await api('PUT', '/self-api/v1/sharing', { nickname: forty }, { cookie: user.cookie });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const tooLong = await api('PUT', '/self-api/v1/sharing', { nickname: forty + '🐶' }, { cookie: user.cookie });
      expectFieldError(tooLong, 'nickname', 'Nickname must be at most 40 characters long.');
      const family = '👨‍👩‍👧'; // one character to the reader, but the joiners are invisible characters and go
      const joined = await api('PUT', '/self-api/v1/sharing', { nickname: family }, { cookie: user.cookie });
      expect((joined.body.data as { nickname: string }).nickname).toBe('👨👩👧');
    });
  });

  async function userById(id: string) {
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
    return row;
  }
  async function creationOf(userId: string) {
    const id = randomUUID();
    const d = await getDb();
    await d.insert(creations).values({
      id,
      userId,
      jobId: randomUUID(),
      tool: 'text',
      files: {},
      options: {},
      width: 40,
      height: 30,
      paper: 'a4',
      published: false,
      title: null,
      tags: [],
    });
    return id;
  }
  async function creationRow(id: string) {
    const [row] = await (await getDb()).select().from(creations).where(eq(creations.id, id));
    return row;
  }
  async function sharingRow(userId: string) {
    const [row] = await (await getDb()).select().from(sharingSettings).where(eq(sharingSettings.userId, userId));
    return row;
  }
});
