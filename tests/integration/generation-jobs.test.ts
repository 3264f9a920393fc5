import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { setProgress } from '@/lib/server/generation/finish';
import { generationJobs } from '@/lib/server/generation/schema';
import { backendsToRun } from '../helpers/backends';
import { startGenerationHarness, waitForJob, type GenerationHarness } from '../helpers/generation/harness';
import { samplePhoto } from '../helpers/generation/images';
import { signedInUser } from '../helpers/generation/users';
import { uniqueIp } from '../helpers/harness';

const backends = await backendsToRun();
type Created = { id: string; status: string; bucket: string | null; onetime_user: boolean };
type Creation = {
  id: string;
  tool: string;
  formats: string[];
  report: { closedRegions: number; likeness?: number } | null;
  paper: string;
  downloads: Record<string, string>;
};

describe.each(backends)('generation jobs on %s', (kind) => {
  let h: GenerationHarness;
  beforeAll(async () => {
    h = await startGenerationHarness(kind);
  });
  afterAll(async () => h?.close());

  it.each(['coloring-page', 'line-art', 'line-drawing'])('converts a photo in the %s style, through the queue, into PNG, SVG and PDF', async (style) => {
    const user = await signedInUser('en');
    const created = await h.upload<Created>(
      '/common-api/v1/generation/jobs',
      { image: await samplePhoto() },
      { type: 'photo', style, detail: 'low' },
      user.cookie,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'queued', bucket: 'slow', onetime_user: false });

    const job = await waitForJob(h, created.body.data.id, user.cookie);
    expect(job).toMatchObject({ status: 'done', progress: 100, error_code: null });

    const creation = await h.api<Creation>('GET', `/self-api/v1/creations/${job.creation_id}`, undefined, { cookie: user.cookie });
    expect(creation.body.data).toMatchObject({ tool: style, formats: ['png', 'svg', 'pdf'], paper: 'letter' });
    expect(creation.body.data.report).toEqual(expect.objectContaining({ closedRegions: expect.any(Number) }));
    // The coloring check's likeness figure: how much of the photo's outlines the page keeps.
    const likeness = creation.body.data.report!.likeness!;
    expect(likeness).toBeGreaterThan(0.2);
    expect(likeness).toBeLessThanOrEqual(1);

    const png = await h.get(creation.body.data.downloads.png, user.cookie);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('content-disposition')).toMatch(/^attachment; filename="colorwell-[\w.-]+\.png"$/);
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect(meta.density).toBe(300);
    // US Letter at 300 dpi, either way round.
    expect([meta.width, meta.height].sort()).toEqual([2550, 3300]);

    const svg = await h.get(creation.body.data.downloads.svg, user.cookie);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<\?xml[\s\S]*<svg [^>]*width="279\.40mm"/);
    const pdf = await h.get(creation.body.data.downloads.pdf, user.cookie);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('uses A4 for other languages, and hides every result from other users with 404', async () => {
    const owner = await signedInUser('de');
    const created = await h.upload<Created>(
      '/common-api/v1/generation/jobs',
      { image: await samplePhoto('png') },
      { type: 'photo', style: 'coloring-page' },
      owner.cookie,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const job = await waitForJob(h, created.body.data.id, owner.cookie);
    const own = await h.api<Creation>('GET', `/self-api/v1/creations/${job.creation_id}`, undefined, { cookie: owner.cookie });
    expect(own.body.data.paper).toBe('a4');

    const stranger = await signedInUser();
    for (const path of [`/self-api/v1/creations/${job.creation_id}`, `/common-api/v1/generation/jobs/${created.body.data.id}`]) {
      const other = await h.api('GET', path, undefined, { cookie: stranger.cookie });
      expect(other.status).toBe(404);
      const nobody = await h.api('GET', path, undefined, { ip: uniqueIp() });
      expect(nobody.status).toBe(404);
    }
    for (const format of ['png', 'svg', 'pdf']) {
      const res = await h.get(`/self-api/v1/creations/${job.creation_id}/download?format=${format}`, stranger.cookie);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: number }).code).toBe(404);
    }
    const del = await h.api('DELETE', `/self-api/v1/creations/${job.creation_id}`, undefined, { cookie: stranger.cookie });
    expect(del.status).toBe(404);
  });

  it('a progress report that lands after the job was handed back leaves it queued', async () => {
    const db = await getDb();
    const id = randomUUID();
    // A row only: not in pg-boss's queue, so no worker takes it while the test moves it.
    await db
      .insert(generationJobs)
      .values({ id, visitorHash: 'test', type: 'photo', tool: 'coloring-page', options: {}, inputs: {}, status: 'running', attempts: 1 });
    const row = async () => (await db.select().from(generationJobs).where(eq(generationJobs.id, id)))[0];
    await setProgress(id, 40);
    expect(await row()).toMatchObject({ status: 'running', progress: 40 });
    // Shutdown hands the attempt back; the engine's last report arrives afterwards.
    await setProgress(id, 0, 'queued');
    await setProgress(id, 60);
    expect(await row()).toMatchObject({ status: 'queued', progress: 0 });
    await db.update(generationJobs).set({ status: 'done', progress: 100 }).where(eq(generationJobs.id, id));
    await setProgress(id, 0, 'queued');
    expect(await row()).toMatchObject({ status: 'done', progress: 100 });
  });
});
