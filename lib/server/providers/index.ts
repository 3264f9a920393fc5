import 'server-only';
import { serverEnv } from '@/lib/env';
import { a1111Provider } from './a1111';
import { comfyUiProvider } from './comfyui';
import { openAiProvider } from './openai';
import { ProviderError, type ImageProvider, type ImageRequest } from './types';

export { ProviderError, type ImageProvider, type ImageRequest } from './types';

/** The configured image model, or null for the built-in studio (the default: no network at all). */
export function configuredProvider(): ImageProvider | null {
  const env = serverEnv();
  if (env.IMAGE_PROVIDER === 'studio') return null;
  const config = { url: env.IMAGE_PROVIDER_URL!.replace(/\/$/, ''), apiKey: env.IMAGE_PROVIDER_API_KEY, model: env.IMAGE_PROVIDER_MODEL };
  if (env.IMAGE_PROVIDER === 'openai') return openAiProvider(config);
  if (env.IMAGE_PROVIDER === 'comfyui') return comfyUiProvider(config);
  return a1111Provider(config);
}

/** One image from the model within IMAGE_PROVIDER_TIMEOUT_MS; any failure is a ProviderError. */
export async function generateImage(provider: ImageProvider, request: ImageRequest): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), serverEnv().IMAGE_PROVIDER_TIMEOUT_MS);
  try {
    return await provider.generate(request, controller.signal);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError(controller.signal.aborted ? 'provider_timeout' : 'provider_bad_response', (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}
