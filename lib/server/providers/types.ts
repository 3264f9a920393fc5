// The image-model side of the AI coloring page generator. A provider turns a coloring-page prompt
// into raw images; every image then goes through the line-art engine (coloring-page style).

export type Audience = 'kids' | 'teens' | 'adults';

export type ImageRequest = {
  /** The user's words, already checked by the kid-safe filter. */
  prompt: string;
  audience: Audience;
  /** Scene, mandala or pattern: added to the prompt template. */
  style: 'scene' | 'mandala' | 'pattern';
  orientation: 'portrait' | 'landscape';
  seed: number;
};

export type ImageProvider = {
  name: 'openai' | 'comfyui' | 'a1111';
  /** One image (PNG, JPEG or WebP bytes) for one variation. */
  generate(request: ImageRequest, signal: AbortSignal): Promise<Uint8Array>;
};

/** Why a model call failed, as a job's translatable reason (generation.errors.<code>). */
export type ProviderErrorCode = 'provider_timeout' | 'provider_unavailable' | 'provider_bad_response' | 'provider_not_image';

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Portrait or landscape at a size every model family accepts. */
export function imageSize(orientation: ImageRequest['orientation']): { width: number; height: number } {
  return orientation === 'landscape' ? { width: 1536, height: 1024 } : { width: 1024, height: 1536 };
}
