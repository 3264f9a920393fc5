import 'server-only';
import { EngineTaskError } from '@/lib/server/imaging/pool';
import { sniffImageType } from '@/lib/server/imaging/sniff';
import { configuredProvider, generateImage, ProviderError } from '@/lib/server/providers';
import type { GenerationPool } from '../worker';
import type { PageResult } from '../engine/tasks';
import type { GenerationJob } from '../schema';

/** A failure another attempt cannot fix, by its translatable code (the job fails and is refunded). */
export class JobRefusal extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

type Options = Record<string, unknown> & { seed: number; paper: 'a4' | 'letter'; orientation: 'portrait' | 'landscape'; locale: never };

// Decoder failures of the engine thread that mean the model sent no usable picture.
const NOT_AN_IMAGE = new Set(['unsupported_type', 'truncated', 'corrupt', 'too_many_pixels', 'too_large']);

// The engine's difficulty scale follows the audience: bigger areas for younger colorists.
const DETAIL = { kids: 'low', teens: 'medium', adults: 'high' } as const;

/** Text, name and AI-generator pages: the studio in an engine thread, or an image model then the engine. */
export async function runGenerative(pool: GenerationPool, job: GenerationJob, onProgress: (p: number) => void): Promise<PageResult> {
  const o = job.options as Options;
  const layout = { seed: o.seed, paper: o.paper, orientation: o.orientation, locale: o.locale };
  if (job.type === 'name') return pool.run('studio-name', { name: o.name as string, theme: o.theme as never, ...layout }, onProgress);
  if (job.type === 'text') return pool.run('studio-text', { prompt: o.prompt as string, style: o.style as never, ...layout }, onProgress);
  const audience = o.audience as keyof typeof DETAIL;
  const provider = o.provider === 'studio' ? null : configuredProvider();
  if (!provider) {
    // The studio: a scene in the audience's style, or a mandala or pattern.
    const style = o.style === 'scene' ? audience : (o.style as 'mandala' | 'pattern');
    return pool.run('studio-text', { prompt: o.prompt as string, style, ...layout }, onProgress);
  }
  let image: Uint8Array;
  try {
    image = await generateImage(provider, { prompt: o.prompt as string, audience, style: o.style as never, orientation: o.orientation, seed: o.seed });
  } catch (error) {
    if (error instanceof ProviderError) throw new JobRefusal(error.code);
    throw new JobRefusal('provider_not_image');
  }
  // The type from the bytes, as for an upload: an error page or JSON fails here, without a thread.
  if (!sniffImageType(image)) throw new JobRefusal('provider_not_image');
  onProgress(40);
  // The model's own bytes go to the engine thread, which decodes them once with the upload checks (50 MP, cut
  // short, damaged); a body that only looks like an image fails there, still as the model's fault.
  try {
    return await pool.run(
      'photo',
      { source: image, options: { style: 'coloring-page', detail: DETAIL[audience], paper: o.paper, orientation: o.orientation } },
      onProgress,
    );
  } catch (error) {
    if (error instanceof EngineTaskError && NOT_AN_IMAGE.has(error.code)) throw new JobRefusal('provider_not_image');
    throw error;
  }
}
