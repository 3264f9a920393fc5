import { paperForLocale } from '@/lib/paper';
import type { GeneratorKind } from './generator-api';

export type Settings = {
  prompt: string;
  name: string;
  textStyle: 'kids' | 'teens' | 'adults' | 'mandala' | 'pattern';
  aiStyle: 'scene' | 'mandala' | 'pattern';
  audience: 'kids' | 'teens' | 'adults';
  theme: 'animals' | 'space' | 'flowers' | 'sports' | 'unicorns' | 'dinosaurs' | 'sea' | 'stars';
  paper: 'a4' | 'letter';
  orientation: 'portrait' | 'landscape';
  variations: number;
};

/** Matches the service's limits (studio MAX_PROMPT_CHARS and MAX_NAME_CHARS). */
export const MAX_PROMPT = 500;
export const MAX_NAME = 40;

export function defaultSettings(locale: string): Settings {
  return {
    prompt: '',
    name: '',
    textStyle: 'kids',
    aiStyle: 'scene',
    audience: 'kids',
    theme: 'animals',
    paper: paperForLocale(locale),
    orientation: 'portrait',
    variations: 1,
  };
}

/** The request body of one tool; `seed` picks the version (undefined: the service draws one). */
export function requestBody(kind: GeneratorKind, s: Settings, seed?: number): Record<string, unknown> {
  const layout = { paper: s.paper, orientation: s.orientation, ...(seed === undefined ? {} : { seed }) };
  if (kind === 'text') return { type: 'text', prompt: s.prompt, style: s.textStyle, ...layout };
  if (kind === 'name') return { type: 'name', name: s.name, theme: s.theme, ...layout };
  return { type: 'ai', prompt: s.prompt, style: s.aiStyle, audience: s.audience, variations: s.variations, ...layout };
}
