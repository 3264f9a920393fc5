import type { Locale } from '@/lib/i18n/locales';
import type { GeneratorKind } from './generator-api';

/**
 * Pages made by today's studio (`npm run examples:build`: 100 dpi → 560 px WebP), with the words that made
 * them: `style` is the text page's style, or the name page's theme; `seed` as the tool would pass it.
 */
export type StudioExample = { file: string; prompt: string; lang: Locale; style: string; seed?: number };

export const STUDIO_EXAMPLES: Record<GeneratorKind, StudioExample[]> = {
  text: [
    { file: 'text-en-cat-ball', prompt: 'cat playing with a ball', lang: 'en', style: 'kids' },
    { file: 'text-de-dragon-castle', prompt: 'Drache vor einer Burg', lang: 'de', style: 'teens' },
    { file: 'text-ja-dolphin-sea', prompt: '海で泳ぐイルカ', lang: 'ja', style: 'kids' },
    { file: 'text-zh-dinosaur-volcano', prompt: '恐龍和火山', lang: 'zh-TW', style: 'teens' },
  ],
  ai: [
    { file: 'ai-en-rocket-moon', prompt: 'astronaut and rocket on the moon', lang: 'en', style: 'adults' },
    { file: 'ai-fr-mandala', prompt: 'fleurs et papillons', lang: 'fr', style: 'mandala' },
    { file: 'ai-ko-fish-pattern', prompt: '바다의 물고기', lang: 'ko', style: 'pattern' },
    { file: 'ai-es-unicorn', prompt: 'un unicornio en el bosque', lang: 'es', style: 'adults' },
  ],
  name: [
    { file: 'name-en-emma', prompt: 'Emma', lang: 'en', style: 'animals' },
    { file: 'name-ja-sakura', prompt: 'さくら', lang: 'ja', style: 'flowers' },
    { file: 'name-ko-minjun', prompt: '민준', lang: 'ko', style: 'space' },
    { file: 'name-vi-minh-anh', prompt: 'Minh Anh', lang: 'vi', style: 'sea' },
    { file: 'name-es-lucia', prompt: 'Lucía', lang: 'es', style: 'unicorns' },
  ],
};

export const exampleSrc = (file: string) => `/examples/studio/${file}.webp`;
