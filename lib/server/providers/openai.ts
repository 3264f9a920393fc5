import 'server-only';
import { decodeImage, providerFetch, readJson } from './http';
import { coloringPrompt } from './template';
import { imageSize, ProviderError, type ImageProvider } from './types';

type Config = { url: string; apiKey?: string; model?: string };

/** Any OpenAI-compatible images endpoint: POST {url}/v1/images/generations, base64 answers. */
export function openAiProvider({ url, apiKey, model }: Config): ImageProvider {
  return {
    name: 'openai',
    async generate(request, signal) {
      const { width, height } = imageSize(request.orientation);
      const body = { model, prompt: coloringPrompt(request), n: 1, size: `${width}x${height}`, response_format: 'b64_json' };
      const response = await providerFetch(
        `${url}/v1/images/generations`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify(body),
        },
        signal,
      );
      const json = (await readJson(response, signal)) as { data?: { b64_json?: unknown }[] } | null;
      const first = Array.isArray(json?.data) ? json.data[0] : undefined;
      if (!first) throw new ProviderError('provider_bad_response', 'no data[0] in the answer');
      return decodeImage(first.b64_json);
    },
  };
}
