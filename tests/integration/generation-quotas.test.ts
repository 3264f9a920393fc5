import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_FREE_SLOW_PROMPTS } from '@/lib/server/config/quotas';
import { grantCredits } from '@/lib/server/generation/quotas';
import { backendsToRun } from '../helpers/backends';
import { startGenerationHarness, waitForJob, type GenerationHarness } from '../helpers/generation/harness';
import { chargesOfUser, ledgerOf, setSlowUsed } from '../helpers/generation/ledger';
import { samplePhoto } from '../helpers/generation/images';
import { signedInUser } from '../helpers/generation/users';
import { uniqueIp } from '../helpers/harness';

const backends = await backendsToRun();
type Created = { id: string; bucket: string | null; onetime_user: boolean };
type Quota = { permission_name: string; used: number; remaining: number; quota: number };
type UserData = { permissions_quota: Quota[]; rank: { permission: { image: string } } };

describe.each(backends)('generation quotas on %s', (kind) => {
  let h: GenerationHarness;
  beforeAll(async () => {
    h = await startGenerationHarness(kind);
  });
  afterAll(async () => h?.close());

  const photoJob = async (cookie?: string, ip?: string, image?: Buffer) =>
    h.upload<Created>('/common-api/v1/generation/jobs', { image: image ?? (await samplePhoto()) }, { type: 'photo', style: 'line-drawing' }, cookie, ip);

  it('charges one prompt per finished job, and the user answer shows the live quota', async () => {
    const user = await signedInUser();
    const created = await photoJob(user.cookie);
    expect(created.status).toBe(200);
    expect((await waitForJob(h, created.body.data.id, user.cookie)).status).toBe('done');
    expect(await ledgerOf(created.body.data.id)).toEqual(['charge:slow:-1']);
    const me = await h.api<UserData>('GET', '/self-api/v1/user', undefined, { cookie: user.cookie });
    expect(me.body.data.permissions_quota[0]).toMatchObject({ permission_name: 'image_slow_prompts', used: 1, remaining: DAILY_FREE_SLOW_PROMPTS - 1 });
    expect(me.body.data.rank).toEqual({ permission: { image: 'free' } });
  });

  it('refunds the prompt once when a job fails for good, with a translatable reason', async () => {
    const user = await signedInUser();
    const flat = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777777' } } as never)
      .png()
      .toBuffer();
    const created = await photoJob(user.cookie, undefined, flat);
    expect(created.status).toBe(200);
    const job = await waitForJob(h, created.body.data.id, user.cookie);
    expect(job).toMatchObject({ status: 'failed', error_code: 'blank_image', creation_id: null });
    expect((job as unknown as { error_message: string }).error_message).toMatch(/flat colour/);
    expect(await ledgerOf(created.body.data.id)).toEqual(['charge:slow:-1', 'refund:slow:1']);
    const me = await h.api<UserData>('GET', '/self-api/v1/user', undefined, { cookie: user.cookie });
    expect(me.body.data.permissions_quota[0].used).toBe(0);
  });

  it('accepts exactly one of 20 parallel requests when one prompt is left', async () => {
    const user = await signedInUser();
    await setSlowUsed(user.id, DAILY_FREE_SLOW_PROMPTS - 1);
    const image = await samplePhoto();
    const answers = await Promise.all(Array.from({ length: 20 }, () => photoJob(user.cookie, undefined, image)));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 19 }, () => [402, 400301]));
    expect(refused[0].body.message).toMatch(/no free pages or credits left/);
    expect(await chargesOfUser(user.id)).toBe(1);
    await waitForJob(h, accepted[0].body.data.id, user.cookie);
  });

  it('refuses more variations than are left with what was asked, what is left and when it resets', async () => {
    const user = await signedInUser();
    await setSlowUsed(user.id, DAILY_FREE_SLOW_PROMPTS - 2);
    const asked = await h.api<unknown>(
      'POST',
      '/common-api/v1/generation/jobs',
      { type: 'ai', prompt: 'a cat with a ball', variations: 4 },
      { cookie: user.cookie },
    );
    expect(asked.status).toBe(402);
    expect(asked.body.code).toBe(400301);
    expect(asked.body.message).toBe('You asked for 4 pages, but only 2 are left.');
    expect(asked.body.data).toMatchObject({ asked: 4, left: 2, free_left: 2, free_quota: DAILY_FREE_SLOW_PROMPTS, credits: 0 });
    expect(Date.parse((asked.body.data as { resets_at: string }).resets_at)).toBeGreaterThan(Date.now());
    expect(await chargesOfUser(user.id)).toBe(0);
    const me = await h.api<UserData>('GET', '/self-api/v1/user', undefined, { cookie: user.cookie });
    expect(me.body.data.permissions_quota[0].remaining).toBe(2);
  });

  it('spends bought credits first, at priority, and reports the priority rank', async () => {
    const user = await signedInUser();
    await grantCredits(user.id, 1, 'test purchase');
    let me = await h.api<UserData>('GET', '/self-api/v1/user', undefined, { cookie: user.cookie });
    expect(me.body.data.permissions_quota[1]).toMatchObject({ permission_name: 'image_priority_prompts', remaining: 1 });
    expect(me.body.data.rank.permission.image).toBe('priority');
    const first = await photoJob(user.cookie);
    expect(first.body.data.bucket).toBe('priority');
    const second = await photoJob(user.cookie);
    expect(second.body.data.bucket).toBe('slow');
    me = await h.api<UserData>('GET', '/self-api/v1/user', undefined, { cookie: user.cookie });
    expect(me.body.data.permissions_quota.map((q) => q.remaining)).toEqual([DAILY_FREE_SLOW_PROMPTS - 1, 0]);
    await waitForJob(h, first.body.data.id, user.cookie);
    await waitForJob(h, second.body.data.id, user.cookie);
  });

  it('lets a visitor try each tool twice per IP (a retry), then asks to sign up, charging nothing', async () => {
    const ip = uniqueIp();
    const first = await photoJob(undefined, ip);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ onetime_user: true, bucket: null });
    const visitorCookie = first.cookies.colorwell_visitor;
    expect(visitorCookie).toBeTruthy();
    const job = await waitForJob(h, first.body.data.id, `colorwell_visitor=${visitorCookie}`);
    expect(job.status).toBe('done');
    // A disappointing first page can be made again once, with another photo or style.
    const retry = await photoJob(`colorwell_visitor=${visitorCookie}`, ip);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data).toMatchObject({ onetime_user: true, bucket: null });
    await waitForJob(h, retry.body.data.id, `colorwell_visitor=${visitorCookie}`);
    const again = await photoJob(`colorwell_visitor=${visitorCookie}`, ip);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(400302);
    // Another tool is another try.
    const colorize = await h.upload<Created>(
      '/common-api/v1/generation/jobs',
      { image: await samplePhoto('png') },
      { type: 'colorize', palette: 'vivid' },
      undefined,
      ip,
    );
    expect(colorize.status).toBe(200);
    // The visitor's result is theirs alone.
    expect((await h.api('GET', `/common-api/v1/generation/jobs/${first.body.data.id}`, undefined, { ip })).status).toBe(404);
  });
});
