import 'server-only';
import { ProviderError } from './types';

/** fetch with the provider's time limit and the caller's signal; network and HTTP failures become ProviderErrors. */
export async function providerFetch(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'error' });
  } catch (error) {
    if (signal.aborted) throw new ProviderError('provider_timeout', `no answer from ${new URL(url).origin} in time`);
    throw new ProviderError('provider_unavailable', `${new URL(url).origin}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new ProviderError('provider_unavailable', `${new URL(url).pathname} answered HTTP ${response.status}`);
  }
  return response;
}

/** The JSON body of an answer; anything else is a bad response. */
export async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (signal.aborted) throw new ProviderError('provider_timeout', 'the answer did not arrive in time');
    throw new ProviderError('provider_bad_response', `not JSON: ${(error as Error).message}`);
  }
}

export async function readBytes(response: Response, signal: AbortSignal): Promise<Uint8Array> {
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw new ProviderError('provider_timeout', 'the image did not arrive in time');
    throw new ProviderError('provider_bad_response', (error as Error).message);
  }
}

/** Base64 (optionally a data: URL) to bytes that really are a PNG, JPEG or WebP image. */
export function decodeImage(base64: unknown): Uint8Array {
  if (typeof base64 !== 'string' || base64.length === 0) throw new ProviderError('provider_bad_response', 'no image in the answer');
  const bytes = new Uint8Array(Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64'));
  return checkImage(bytes);
}

export function checkImage(bytes: Uint8Array): Uint8Array {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp = String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP';
  if (!png && !jpeg && !webp) throw new ProviderError('provider_not_image', 'the model answered something that is not an image');
  return bytes;
}
