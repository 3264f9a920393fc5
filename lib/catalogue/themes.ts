// The themed collections behind /{theme} and /{theme}/{handle}.
// Names and blurbs live in messages under themes.<slug>; the emoji is decoration only.
export const themes = [
  { slug: 'animals', emoji: '🦊' },
  { slug: 'unicorns', emoji: '🦄' },
  { slug: 'dinosaurs', emoji: '🦕' },
  { slug: 'space', emoji: '🚀' },
  { slug: 'flowers', emoji: '🌷' },
  { slug: 'mandalas', emoji: '🌀' },
  { slug: 'vehicles', emoji: '🚒' },
  { slug: 'holidays', emoji: '🎄' },
  { slug: 'fantasy', emoji: '🐉' },
  { slug: 'ocean', emoji: '🐳' },
  { slug: 'pets', emoji: '🐶' },
  { slug: 'farm', emoji: '🐄' },
  { slug: 'food', emoji: '🍕' },
  { slug: 'sports', emoji: '⚽' },
  { slug: 'patterns', emoji: '🔷' },
  { slug: 'alphabet', emoji: '🔤' },
] as const;

export type ThemeSlug = (typeof themes)[number]['slug'];
export type Theme = (typeof themes)[number];

export function findTheme(slug: string): Theme | undefined {
  return themes.find((theme) => theme.slug === slug);
}

// The published pages of each theme live in ./pages.ts (findCataloguePage, pagesOfTheme).
