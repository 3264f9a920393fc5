import 'server-only';
import { randomUUID } from 'node:crypto';
import { checkImage, providerFetch, readBytes, readJson } from './http';
import { coloringPrompt, NEGATIVE_PROMPT } from './template';
import { imageSize, ProviderError, type ImageProvider, type ImageRequest } from './types';

type Config = { url: string; apiKey?: string; model?: string };
type History = Record<
  string,
  { outputs?: Record<string, { images?: { filename: string; subfolder?: string; type?: string }[] }>; status?: { status_str?: string } }
>;

const POLL_MS = 500;

/** ComfyUI's default text-to-image graph (API format), with the coloring-page prompts. */
export function workflow(request: ImageRequest, model: string) {
  const { width, height } = imageSize(request.orientation);
  return {
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: model } },
    '5': {
      class_type: 'EmptyLatentImage',
      inputs: { width: Math.round((width * 2) / 3 / 8) * 8, height: Math.round((height * 2) / 3 / 8) * 8, batch_size: 1 },
    },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: coloringPrompt(request), clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: NEGATIVE_PROMPT, clip: ['4', 1] } },
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: request.seed,
        steps: 25,
        cfg: 7,
        sampler_name: 'euler',
        scheduler: 'normal',
        denoise: 1,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: ['5', 0],
      },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'colorwell', images: ['8', 0] } },
  };
}

/** ComfyUI: POST /prompt with the workflow, poll /history/{id}, then fetch the image from /view. */
export function comfyUiProvider({ url, apiKey, model }: Config): ImageProvider {
  const headers = { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };
  return {
    name: 'comfyui',
    async generate(request, signal) {
      const body = { prompt: workflow(request, model ?? 'sd_xl_base_1.0.safetensors'), client_id: randomUUID() };
      const queued = (await readJson(await providerFetch(`${url}/prompt`, { method: 'POST', headers, body: JSON.stringify(body) }, signal), signal)) as {
        prompt_id?: unknown;
      } | null;
      if (typeof queued?.prompt_id !== 'string') throw new ProviderError('provider_bad_response', 'no prompt_id in the answer');
      const id = queued.prompt_id;
      for (;;) {
        const history = (await readJson(await providerFetch(`${url}/history/${encodeURIComponent(id)}`, { headers }, signal), signal)) as History | null;
        const entry = history && typeof history === 'object' ? history[id] : undefined;
        if (entry?.status?.status_str === 'error') throw new ProviderError('provider_unavailable', 'the workflow failed on the server');
        const image = Object.values(entry?.outputs ?? {}).flatMap((o) => o.images ?? [])[0];
        if (image) {
          if (typeof image.filename !== 'string') throw new ProviderError('provider_bad_response', 'an output without a file name');
          const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder ?? '', type: image.type ?? 'output' });
          return checkImage(await readBytes(await providerFetch(`${url}/view?${query}`, { headers }, signal), signal));
        }
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, POLL_MS);
          signal.addEventListener('abort', () => (clearTimeout(timer), reject(new ProviderError('provider_timeout', 'the workflow did not finish in time'))), {
            once: true,
          });
        });
      }
    },
  };
}
