import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startModelServer, type ModelServer } from '@/tests/helpers/providers/model-server';
import { a1111Provider } from './a1111';
import { comfyUiProvider } from './comfyui';
import { openAiProvider } from './openai';
import { ProviderError, type ImageProvider, type ImageRequest } from './types';

vi.mock('server-only', () => ({}));

const request: ImageRequest = { prompt: 'a cat with a ball', audience: 'kids', style: 'scene', orientation: 'portrait', seed: 7 };
const PNG = [0x89, 0x50, 0x4e, 0x47];

function withTimeout(ms: number) {
  return AbortSignal.timeout(ms);
}

async function failure(provider: ImageProvider, ms = 5_000): Promise<string> {
  try {
    await provider.generate(request, withTimeout(ms));
  } catch (error) {
    if (error instanceof ProviderError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

const makers: [string, (url: string) => ImageProvider][] = [
  ['openai', (url) => openAiProvider({ url, apiKey: 'sk-test', model: 'gpt-image-1' })],
  ['comfyui', (url) => comfyUiProvider({ url, model: 'sd15.safetensors' })],
  ['a1111', (url) => a1111Provider({ url, model: 'sd15' })],
];

describe.each(makers)('%s provider against a local stand-in', (name, make) => {
  let server: ModelServer;
  beforeAll(async () => {
    server = await startModelServer();
  });
  afterAll(() => server.close());

  it('gets an image and sends the coloring-page prompt template', async () => {
    server.mode = 'ok';
    server.requests.length = 0;
    const bytes = await make(server.url).generate(request, withTimeout(10_000));
    expect([...bytes.subarray(0, 4)]).toEqual(PNG);
    const first = server.requests[0].body as Record<string, unknown>;
    const text = JSON.stringify(first);
    expect(text).toContain('black and white coloring page, bold clean outlines, no shading, white background');
    expect(text).toContain('a cat with a ball');
    if (name === 'openai') {
      expect(server.requests[0].path).toBe('/v1/images/generations');
      expect(first).toMatchObject({ n: 1, size: '1024x1536', response_format: 'b64_json', model: 'gpt-image-1' });
      expect(server.requests[0].auth).toBe('Bearer sk-test');
    }
    if (name === 'comfyui') expect(server.requests.map((r) => r.path)).toEqual(['/prompt', '/history/p1', '/history/p1', '/view']);
    if (name === 'a1111') expect(first).toMatchObject({ seed: 7, override_settings: { sd_model_checkpoint: 'sd15' } });
  });

  it('times out on a server that never answers', async () => {
    server.mode = 'hang';
    const started = Date.now();
    expect(await failure(make(server.url), 300)).toBe('provider_timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it.each([
    ['http500', 'provider_unavailable'],
    ['garbage', 'provider_bad_response'],
    ['not-image', 'provider_not_image'],
  ] as const)('turns %s into %s', async (mode, code) => {
    server.mode = mode;
    expect(await failure(make(server.url))).toBe(code);
  });

  it('reports a server that is not there', async () => {
    expect(await failure(make('http://127.0.0.1:9'))).toBe('provider_unavailable');
  });
});
