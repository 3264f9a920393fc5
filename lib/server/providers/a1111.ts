import 'server-only';
import { decodeImage, providerFetch, readJson } from './http';
import { coloringPrompt, NEGATIVE_PROMPT } from './template';
import { imageSize, ProviderError, type ImageProvider } from './types';

type Config = { url: string; apiKey?: string; model?: string };

/** Stable Diffusion WebUI (AUTOMATIC1111 / Forge): POST /sdapi/v1/txt2img → base64 images. */
export function a1111Provider({ url, apiKey, model }: Config): ImageProvider {
  return {
    name: 'a1111',
    async generate(request, signal) {
      const { width, height } = imageSize(request.orientation);
      const body = {
        prompt: coloringPrompt(request),
        negative_prompt: NEGATIVE_PROMPT,
        // SD 1.5/XL work best near one megapixel: the long side at 1024.
        width: Math.round((width * 2) / 3 / 8) * 8,
        height: Math.round((height * 2) / 3 / 8) * 8,
        steps: 25,
        cfg_scale: 7,
        seed: request.seed,
        batch_size: 1,
        ...(model ? { override_settings: { sd_model_checkpoint: model } } : {}),
      };
      const response = await providerFetch(
        `${url}/sdapi/v1/txt2img`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify(body),
        },
        signal,
      );
      const json = (await readJson(response, signal)) as { images?: unknown[] } | null;
      if (!Array.isArray(json?.images) || json.images.length === 0) throw new ProviderError('provider_bad_response', 'no images in the answer');
      return decodeImage(json.images[0]);
    },
  };
}
