import type { ImageRequest } from './types';

const AUDIENCE_WORDS: Record<ImageRequest['audience'], string> = {
  kids: 'young children, few large simple shapes, thick lines',
  teens: 'teenagers, moderate detail, clean lines',
  adults: 'adults, intricate detailed patterns, fine lines',
};

const STYLE_WORDS: Record<ImageRequest['style'], string> = {
  scene: 'a single scene',
  mandala: 'a circular symmetric mandala',
  pattern: 'a seamless repeating pattern',
};

/** The coloring-page template every image model gets. */
export function coloringPrompt(request: ImageRequest): string {
  return `black and white coloring page, bold clean outlines, no shading, white background, ${STYLE_WORDS[request.style]}, for ${AUDIENCE_WORDS[request.audience]}: ${request.prompt}`;
}

export const NEGATIVE_PROMPT = 'color, shading, gradient, grey, photo, text, watermark, blurry, nsfw, violence';
