// The themed collections behind /{theme} and /{theme}/{handle} (SPEC §2).
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
] as const;

export type ThemeSlug = (typeof themes)[number]['slug'];
export type Theme = (typeof themes)[number];

export function findTheme(slug: string): Theme | undefined {
  return themes.find((theme) => theme.slug === slug);
}

// Published pages per theme. The catalogue starts empty; the catalogue domain fills it later,
// and until then every handle is unknown and answers 404 (SPEC §2: failed validation → 404).
const themeItems: Record<ThemeSlug, readonly string[]> = {
  animals: [],
  unicorns: [],
  dinosaurs: [],
  space: [],
  flowers: [],
  mandalas: [],
  vehicles: [],
  holidays: [],
  fantasy: [],
  ocean: [],
};

export function findThemeItem(theme: Theme, handle: string): string | undefined {
  return themeItems[theme.slug].find((item) => item === handle);
}
