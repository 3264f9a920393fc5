import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendsToRun } from '../helpers/backends';
import { startGenerationHarness, waitForJob, type GenerationHarness } from '../helpers/generation/harness';
import { chargesOfUser, ledgerOf } from '../helpers/generation/ledger';
import { signedInUser } from '../helpers/generation/users';
import { startModelServer, type ModelServer } from '../helpers/providers/model-server';

const backends = await backendsToRun();
const JOBS = '/common-api/v1/generation/jobs';
type Created = { id: string; jobs: { id: string }[] };
type Job = { status: string; creation_id: string | null; error_code: string | null; error_message?: string | null };

// The AI generator with an image model configured: each provider's API spoken by a local stand-in.
describe.each(backends)('AI generator with image models on %s', (kind) => {
  let h: GenerationHarness;
  let model: ModelServer;
  beforeAll(async () => {
    model = await startModelServer();
    // OpenAI-compatible over the whole service; ComfyUI and A1111 are covered in lib/server/providers/providers.test.ts.
    h = await startGenerationHarness(kind, {
      IMAGE_PROVIDER: 'openai',
      IMAGE_PROVIDER_URL: model.url,
      IMAGE_PROVIDER_TIMEOUT_MS: '1500',
      S3_BUCKET: undefined,
    });
  });
  afterAll(async () => {
    await h?.close();
    await model?.close();
  });

  it('turns a model picture into a pure black-and-white page with its report', async () => {
    model.mode = 'ok';
    const user = await signedInUser();
    const res = await h.api<Created>('POST', JOBS, { type: 'ai', prompt: 'a smiling robot', audience: 'kids' }, { cookie: user.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await waitForJob(h, res.body.data.id, user.cookie);
    expect(job.status).toBe('done');
    const creation = await h.api<{ report: { pureBlackWhiteShare: number; closedRegions: number }; tool: string }>(
      'GET',
      `/self-api/v1/creations/${job.creation_id}`,
      undefined,
      { cookie: user.cookie },
    );
    expect(creation.body.data.tool).toBe('ai');
    expect(creation.body.data.report.pureBlackWhiteShare).toBeGreaterThan(0.99);
    expect(creation.body.data.report.closedRegions).toBeGreaterThan(2);
    const sent = JSON.stringify(model.requests.at(-1)?.body);
    expect(sent).toContain('black and white coloring page');
    expect(sent).toContain('a smiling robot');
  }, 90_000);

  it.each([
    ['hang', 'provider_timeout'],
    ['http500', 'provider_unavailable'],
    ['garbage', 'provider_bad_response'],
    ['not-image', 'provider_not_image'],
    ['fake-png', 'provider_not_image'],
  ] as const)(
    'a model that answers %s fails the job with %s and refunds the prompt',
    async (mode, code) => {
      model.mode = mode;
      const user = await signedInUser('de');
      const res = await h.api<Created>('POST', JOBS, { type: 'ai', prompt: 'ein Hund im Garten' }, { cookie: user.cookie, headers: { 'x-locale': 'de' } });
      expect(res.status).toBe(200);
      const job = (await waitForJob(h, res.body.data.id, user.cookie)) as Job;
      expect(job).toMatchObject({ status: 'failed', error_code: code });
      const view = await h.api<Job>('GET', `${JOBS}/${res.body.data.id}`, undefined, { cookie: user.cookie, headers: { 'x-locale': 'de' } });
      // The message says in the reader's language that what the page cost comes back.
      expect(view.body.data.error_message).toMatch(/Du bekommst deinen Credit bzw\. dein kostenloses Ausmalbild zurück/);
      expect(await ledgerOf(res.body.data.id)).toEqual(['charge:slow:-1', 'refund:slow:1']);
      expect(await chargesOfUser(user.id)).toBe(1);
    },
    60_000,
  );
});
