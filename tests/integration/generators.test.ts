import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startGenerationHarness, waitForJob, type GenerationHarness } from '../helpers/generation/harness';
import { chargesOfUser } from '../helpers/generation/ledger';
import { signedInUser } from '../helpers/generation/users';

const backends = await backendsToRun();
const JOBS = '/common-api/v1/generation/jobs';
type Created = { id: string; status: string; understood?: string[]; seed?: number; jobs?: { id: string }[] };
type Creation = { report: { pureBlackWhiteShare: number; closedRegions: number } | null; formats: string[]; options: Record<string, unknown>; tool: string };

// Text and name pages on the built-in studio, over HTTP, on both databases.
describe.each(backends)('text, AI generator and name jobs on %s', (kind) => {
  let h: GenerationHarness;
  beforeAll(async () => {
    h = await startGenerationHarness(kind, { IMAGE_PROVIDER: 'studio', S3_BUCKET: undefined });
  });
  afterAll(async () => {
    await h?.close();
  });

  const download = async (creationId: string, format: string, cookie: string) =>
    Buffer.from(await (await h.get(`/self-api/v1/creations/${creationId}/download?format=${format}`, cookie)).arrayBuffer());

  it('names the place it understood beside the motifs, and makes the page', async () => {
    const user = await signedInUser();
    const body = { type: 'text', prompt: 'Ein Elefant badet unter einem Wasserfall', style: 'kids', seed: 7, paper: 'a4' };
    const created = await h.api<Created>('POST', JOBS, body, { cookie: user.cookie });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.understood).toEqual(['elefant', 'wasserfall']);
    expect((await waitForJob(h, created.body.data.id, user.cookie)).status).toBe('done');
  });

  it('names a word for several figures once ("Familie" is a father, a mother and a child)', async () => {
    const user = await signedInUser();
    const body = { type: 'text', prompt: 'Eine Familie mit einem Hund', style: 'kids', seed: 3, paper: 'a4' };
    const created = await h.api<Created>('POST', JOBS, body, { cookie: user.cookie });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.understood).toEqual(['familie', 'hund']);
    expect((await waitForJob(h, created.body.data.id, user.cookie)).status).toBe('done');
  });

  it('makes a text page end to end with its report, and the same seed gives the same PNG bytes', async () => {
    const user = await signedInUser();
    const body = { type: 'text', prompt: 'Katze spielt mit einem Ball', style: 'kids', seed: 42, paper: 'a4' };
    const first = await h.api<Created>('POST', JOBS, body, { cookie: user.cookie });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.understood).toEqual(expect.arrayContaining(['katze', 'ball']));
    expect(first.body.data.seed).toBe(42);
    const job = await waitForJob(h, first.body.data.id, user.cookie);
    expect(job.status).toBe('done');
    const creation = (await h.api<Creation>('GET', `/self-api/v1/creations/${job.creation_id}`, undefined, { cookie: user.cookie })).body.data;
    expect(creation.tool).toBe('text');
    expect(creation.formats).toEqual(['png', 'svg', 'pdf']);
    expect(creation.report!.pureBlackWhiteShare).toBe(1);
    expect(creation.report!.closedRegions).toBeGreaterThanOrEqual(10);
    const png = await download(job.creation_id!, 'png', user.cookie);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([2480, 3508, 300]);
    const svg = (await download(job.creation_id!, 'svg', user.cookie)).toString();
    expect(svg).toContain('<svg');
    expect(svg).toContain('OpenMoji');
    const pdf = await download(job.creation_id!, 'pdf', user.cookie);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getSubject()).toContain('OpenMoji');

    const again = await h.api<Created>('POST', JOBS, body, { cookie: user.cookie });
    const second = await waitForJob(h, again.body.data.id, user.cookie);
    expect((await download(second.creation_id!, 'png', user.cookie)).equals(png)).toBe(true);
    const other = await h.api<Created>('POST', JOBS, { ...body, seed: 43 }, { cookie: user.cookie });
    const third = await waitForJob(h, other.body.data.id, user.cookie);
    expect((await download(third.creation_id!, 'png', user.cookie)).equals(png)).toBe(false);
  }, 150_000);

  it('makes 2 variations as 2 creations and 2 charges', async () => {
    const user = await signedInUser();
    const res = await h.api<Created>('POST', JOBS, { type: 'ai', prompt: 'a dragon in a castle', audience: 'teens', variations: 2 }, { cookie: user.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.jobs).toHaveLength(2);
    const done = await Promise.all(res.body.data.jobs!.map((j) => waitForJob(h, j.id, user.cookie)));
    expect(done.map((j) => j.status)).toEqual(['done', 'done']);
    expect(new Set(done.map((j) => j.creation_id)).size).toBe(2);
    expect(await chargesOfUser(user.id)).toBe(2);
  }, 90_000);

  it('refuses an unsafe prompt in any language and charges nothing', async () => {
    const user = await signedInUser('ja');
    for (const prompt of ['a cat with a gun', '拳銃を持った猫', 'Katze mit Zigarette']) {
      const res = await h.api('POST', JOBS, { type: 'ai', prompt, variations: 3 }, { cookie: user.cookie, headers: { 'x-locale': 'ja' } });
      expect(res.status).toBe(422);
      expect(res.body.data).toMatchObject({ reason: 'prompt_refused' });
      expect(res.body.message).toMatch(/Colorwell/);
      expect(res.body.message).not.toMatch(/[a-z]{5} [a-z]{5}/); // Japanese, not English
    }
    const name = await h.api('POST', JOBS, { type: 'name', name: 'Hitler' }, { cookie: user.cookie });
    expect(name.status).toBe(422);
    expect(await chargesOfUser(user.id)).toBe(0);
  });

  it.each([
    ['an empty prompt', { type: 'text', prompt: '   ' }, 'prompt_empty'],
    ['a 2,000-character prompt', { type: 'text', prompt: 'cat '.repeat(500) }, 'prompt_too_long'],
    ['an unsupported script', { type: 'ai', prompt: 'кошка с мячом' }, 'unsupported_script'],
    ['nothing the studio can draw', { type: 'text', prompt: 'the theory of relativity' }, 'nothing_to_draw'],
    ['a name of emoji only', { type: 'name', name: '🐱🌈' }, 'name_emoji_only'],
    ['an 80-character name', { type: 'name', name: 'A'.repeat(80) }, 'name_too_long'],
  ])('answers %s with a translated 422 and no charge', async (_, body, reason) => {
    const user = await signedInUser();
    const res = await h.api<{ reason: string; suggestions?: string[] }>('POST', JOBS, body, { cookie: user.cookie, headers: { 'x-locale': 'fr' } });
    expect(res.status).toBe(422);
    expect(res.body.data.reason).toBe(reason);
    expect(res.body.message.length).toBeGreaterThan(10);
    if (reason === 'nothing_to_draw') expect(res.body.data.suggestions!.length).toBeGreaterThan(3);
    expect(await chargesOfUser(user.id)).toBe(0);
  });

  it('makes name pages in Latin and Japanese as vector SVG, PNG and PDF', async () => {
    const user = await signedInUser();
    for (const name of ['Émilie', 'さくら']) {
      const res = await h.api<Created>('POST', JOBS, { type: 'name', name, theme: 'flowers' }, { cookie: user.cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const job = await waitForJob(h, res.body.data.id, user.cookie);
      expect(job.status).toBe('done');
      const svg = (await download(job.creation_id!, 'svg', user.cookie)).toString();
      expect(svg).toMatch(/<path [^>]*d="M/);
      expect((await download(job.creation_id!, 'png', user.cookie)).subarray(1, 4).toString()).toBe('PNG');
    }
  }, 90_000);
});
