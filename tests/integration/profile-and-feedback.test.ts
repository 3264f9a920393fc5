import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { sessionCookieOf } from '../helpers/http-client';
import { startHarness, uniqueEmail, uniqueIp, type Harness } from '../helpers/harness';
import { tokenFrom, waitForMail } from '../helpers/mailbox';

const backends = await backendsToRun();
const PASSWORD = 'Sunny-Palette-21';
// A real, decodable picture: screenshots are decoded and encoded anew before they are kept.
const PNG = await sharp({ create: { width: 8, height: 6, channels: 4, background: '#f4a261' } })
  .png()
  .toBuffer();

describe.each(backends)('profile and feedback on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  async function signedInUser() {
    const email = uniqueEmail('profile');
    const ip = uniqueIp();
    await h.api('POST', '/common-api/v1/signup', { email, password: PASSWORD }, { ip });
    const token = tokenFrom(await waitForMail(h.mail, email), '/register/verification-success');
    const res = await h.api('POST', '/common-api/v1/complete-signup', { token }, { ip });
    return { email, ip, cookie: sessionCookieOf(res) };
  }

  it('changes name and language, and refuses a language it does not offer', async () => {
    const { cookie } = await signedInUser();
    const put = await h.api('PUT', '/self-api/v1/user', { name: 'Frida', locale: 'fr' }, { cookie });
    expect(put.body.data).toMatchObject({ user: { name: 'Frida', locale: 'fr' } });
    const bad = await h.api('PUT', '/self-api/v1/user', { locale: 'xx' }, { cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Language has a value that is not allowed.');
  });

  it('changes the password, ending the other sessions but not this one', async () => {
    const { email, ip, cookie } = await signedInUser();
    const other = sessionCookieOf(await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip }));
    const wrong = await h.api('PUT', '/self-api/v1/user/password', { current_password: 'Not-It-123', new_password: 'Fresh-Canvas-77' }, { cookie });
    expect(wrong.body).toEqual({ code: 400017, message: 'Your current password is not correct.', data: null });
    const ok = await h.api('PUT', '/self-api/v1/user/password', { current_password: PASSWORD, new_password: 'Fresh-Canvas-77' }, { cookie });
    expect(ok.status).toBe(200);
    expect((await h.api('GET', '/self-api/v1/user', undefined, { cookie })).status).toBe(200);
    expect((await h.api('GET', '/self-api/v1/user', undefined, { cookie: other })).status).toBe(401);
    expect((await h.api('POST', '/common-api/v1/login', { email, password: 'Fresh-Canvas-77' }, { ip })).status).toBe(200);
  });

  it('deletes the account with its personal data after the password is confirmed', async () => {
    const { email, ip, cookie } = await signedInUser();
    const form = new FormData();
    form.set('category', 'bug');
    form.set('message', 'The crayon tool skips lines');
    form.set('screenshot', new Blob([PNG], { type: 'image/png' }), 'shot.png');
    const sent = await h.api<{ id: string }>('POST', '/common-api/v1/feedback', undefined, { cookie, raw: form, ip });
    expect(sent.status).toBe(200);
    const shot = path.join(h.backend.dataDir, 'feedback', `${sent.body.data.id}.png`);
    expect(existsSync(shot)).toBe(true);

    const refused = await h.api('DELETE', '/self-api/v1/user', { password: 'Wrong-Password-1' }, { cookie });
    expect(refused.body.code).toBe(400017);
    const deleted = await h.api('DELETE', '/self-api/v1/user', { password: PASSWORD }, { cookie });
    expect(deleted.body).toEqual({ code: 200, message: 'success', data: null });
    expect(existsSync(shot)).toBe(false);
    expect((await h.api('GET', '/self-api/v1/user', undefined, { cookie })).status).toBe(401);
    const login = await h.api('POST', '/common-api/v1/login', { email, password: PASSWORD }, { ip });
    expect(login.body.code).toBe(400016);
    const { executeSql } = await import('@/lib/server/db/client');
    const { rows } = await executeSql('select count(*)::int as n from feedback where id = $1', [sent.body.data.id]);
    expect(rows[0].n).toBe(0);
  });

  it('accepts feedback as JSON from a visitor and refuses a screenshot that is not an image', async () => {
    const json = await h.api(
      'POST',
      '/common-api/v1/feedback',
      { category: 'idea', message: 'More dinosaurs please', email: 'parent@example.test' },
      { ip: uniqueIp() },
    );
    expect(json.status).toBe(200);
    const form = new FormData();
    form.set('category', 'bug');
    form.set('message', 'See attachment');
    form.set('screenshot', new Blob([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], { type: 'image/png' }), 'x.png');
    const fake = await h.api('POST', '/common-api/v1/feedback', undefined, { raw: form, ip: uniqueIp() });
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({
      code: 422,
      message: 'The screenshot must be a PNG, JPEG or WebP image.',
      data: { fields: { screenshot: 'The screenshot must be a PNG, JPEG or WebP image.' } },
    });
    const bad = await h.api('POST', '/common-api/v1/feedback', { category: 'rant', message: '' }, { ip: uniqueIp() });
    expect(bad.body.data).toEqual({
      fields: { category: 'Category has a value that is not allowed.', message: 'Message must be at least 1 character long.' },
    });
  });

  it('serves an OpenAPI 3.1 document of every account call', async () => {
    const res = await fetch(`${h.server.url}/common-api/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/common-api/v1/login', '/common-api/v1/signup', '/self-api/v1/user', '/common-api/v1/feedback']),
    );
    expect(JSON.stringify(doc.paths['/common-api/v1/signup'])).toContain('"minLength":8');
  });
});
