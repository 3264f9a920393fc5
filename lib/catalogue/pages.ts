// The public catalogue (SPEC §1–2): free printable pages the offline studio draws from a fixed recipe.
// Same recipe → same SVG → same PNG/PDF bytes, so nothing is stored but a render cache. Titles and
// descriptions live in messages under catalogue.pages.<handle>; the handle is the English slug and the
// id of `catalogue:<handle>` on the coloring canvas. Every recipe is checked by pages.test.ts.
import type { StudioStyle } from '@/lib/studio/compose-page';
import type { TagHandle } from './tags';
import type { ThemeSlug } from './themes';

export type CatalogueAudience = 'kids' | 'teens' | 'adults';

export interface CataloguePage {
  handle: string;
  theme: ThemeSlug;
  tags: readonly TagHandle[];
  audience: CatalogueAudience;
  /** What the studio is asked for (English keywords it understands), in which style, with which seed. */
  recipe: { prompt: string; style: StudioStyle; seed: number };
}

type Row = [handle: string, theme: ThemeSlug, audience: CatalogueAudience, prompt: string, style: StudioStyle, seed: number, tags: TagHandle[]];

// Six per theme; scenes for kids and teens, zentangle scenes, mandalas and patterns for adults.
const rows: Row[] = [
  ['cat-playing-with-a-ball', 'animals', 'kids', 'cat playing with a ball', 'kids', 1, ['cute', 'easy']],
  ['bunny-with-a-carrot', 'animals', 'kids', 'rabbit carrot', 'kids', 2, ['cute', 'easy', 'preschool']],
  ['panda-bear', 'animals', 'kids', 'panda', 'kids', 3, ['cute', 'preschool']],
  ['owl-under-the-moon', 'animals', 'teens', 'owl tree moon', 'teens', 1, ['detailed', 'relaxing']],
  ['fox-in-the-woods', 'animals', 'teens', 'fox mushroom', 'teens', 2, ['detailed', 'educational']],
  ['zentangle-elephant', 'animals', 'adults', 'elephant', 'adults', 1, ['detailed', 'relaxing', 'patterns']],

  ['unicorn-and-rainbow', 'unicorns', 'kids', 'unicorn rainbow', 'kids', 1, ['cute', 'easy']],
  ['unicorn-with-butterflies', 'unicorns', 'kids', 'unicorn butterfly', 'kids', 2, ['cute', 'preschool']],
  ['unicorn-in-a-flower-meadow', 'unicorns', 'kids', 'unicorn flower', 'kids', 3, ['cute', 'easy']],
  ['unicorn-under-the-stars', 'unicorns', 'teens', 'unicorn star moon', 'teens', 1, ['detailed', 'relaxing']],
  ['unicorn-and-castle', 'unicorns', 'teens', 'unicorn castle', 'teens', 2, ['detailed', 'cute']],
  ['unicorn-mandala', 'unicorns', 'adults', 'unicorn heart', 'mandala', 1, ['relaxing', 'patterns', 'detailed']],

  ['happy-t-rex', 'dinosaurs', 'kids', 't-rex', 'kids', 1, ['easy', 'cute']],
  ['long-neck-dinosaur', 'dinosaurs', 'kids', 'sauropod tree', 'kids', 2, ['easy', 'preschool', 'educational']],
  ['dinosaur-egg', 'dinosaurs', 'kids', 'dinosaur egg', 'kids', 3, ['cute', 'preschool']],
  ['dinosaur-and-volcano', 'dinosaurs', 'teens', 'dinosaur volcano', 'teens', 1, ['detailed', 'educational']],
  ['t-rex-under-palm-trees', 'dinosaurs', 'teens', 't-rex palm tree', 'teens', 2, ['detailed', 'educational']],
  ['dinosaur-pattern', 'dinosaurs', 'adults', 't-rex sauropod', 'pattern', 1, ['patterns', 'relaxing']],

  ['rocket-to-the-moon', 'space', 'kids', 'rocket moon', 'kids', 1, ['easy', 'educational']],
  ['friendly-alien', 'space', 'kids', 'alien rocket', 'kids', 2, ['cute', 'easy']],
  ['flying-saucer', 'space', 'kids', 'flying saucer', 'kids', 3, ['easy', 'preschool']],
  ['planets-and-stars', 'space', 'teens', 'rocket planet star', 'teens', 1, ['detailed', 'educational']],
  ['comet-and-satellite', 'space', 'teens', 'comet satellite', 'teens', 2, ['detailed', 'educational']],
  ['space-mandala', 'space', 'adults', 'planet star', 'mandala', 1, ['relaxing', 'patterns', 'detailed']],

  ['sunflower-and-bee', 'flowers', 'kids', 'sunflower bee', 'kids', 1, ['easy', 'cute']],
  ['tulips-and-butterfly', 'flowers', 'kids', 'tulip butterfly', 'kids', 2, ['easy', 'preschool']],
  ['ladybug-on-a-flower', 'flowers', 'kids', 'ladybug flower', 'kids', 3, ['cute', 'preschool', 'educational']],
  ['cherry-blossom', 'flowers', 'teens', 'cherry blossom', 'teens', 1, ['detailed', 'seasonal']],
  ['zentangle-rose', 'flowers', 'adults', 'rose', 'adults', 1, ['detailed', 'relaxing', 'patterns']],
  ['hibiscus-pattern', 'flowers', 'adults', 'hibiscus', 'pattern', 1, ['patterns', 'relaxing']],

  ['flower-mandala', 'mandalas', 'adults', 'flower', 'mandala', 1, ['relaxing', 'patterns', 'detailed']],
  ['butterfly-mandala', 'mandalas', 'adults', 'butterfly', 'mandala', 2, ['relaxing', 'patterns', 'detailed']],
  ['sun-mandala', 'mandalas', 'adults', 'sun', 'mandala', 3, ['relaxing', 'patterns']],
  ['lotus-mandala', 'mandalas', 'adults', 'lotus', 'mandala', 4, ['relaxing', 'patterns', 'detailed']],
  ['heart-pattern', 'mandalas', 'adults', 'heart', 'pattern', 1, ['patterns', 'relaxing', 'easy']],
  ['maple-leaf-pattern', 'mandalas', 'adults', 'maple leaf', 'pattern', 2, ['patterns', 'relaxing', 'seasonal']],

  ['fire-truck', 'vehicles', 'kids', 'fire engine', 'kids', 1, ['easy', 'preschool']],
  ['steam-train', 'vehicles', 'kids', 'locomotive', 'kids', 2, ['easy', 'educational']],
  ['tractor-on-the-farm', 'vehicles', 'kids', 'tractor', 'kids', 3, ['easy', 'preschool']],
  ['airplane-in-the-clouds', 'vehicles', 'kids', 'airplane', 'kids', 4, ['easy', 'cute']],
  ['race-car', 'vehicles', 'teens', 'racing car', 'teens', 1, ['detailed', 'relaxing']],
  ['sailboat-at-sea', 'vehicles', 'teens', 'sailboat', 'teens', 2, ['detailed', 'relaxing']],

  ['christmas-tree', 'holidays', 'kids', 'christmas tree', 'kids', 1, ['seasonal', 'easy']],
  ['snowman', 'holidays', 'kids', 'snowman', 'kids', 2, ['seasonal', 'cute', 'preschool']],
  ['halloween-pumpkin', 'holidays', 'kids', 'jack-o-lantern', 'kids', 3, ['seasonal', 'easy']],
  ['easter-bunny-and-egg', 'holidays', 'kids', 'rabbit egg', 'kids', 4, ['seasonal', 'cute']],
  ['birthday-cake-and-balloons', 'holidays', 'kids', 'birthday cake balloon', 'kids', 5, ['cute', 'easy']],
  ['santa-claus', 'holidays', 'teens', 'santa claus', 'teens', 1, ['seasonal', 'detailed']],

  ['friendly-dragon', 'fantasy', 'kids', 'dragon', 'kids', 1, ['cute', 'easy']],
  ['fairy-and-mushroom', 'fantasy', 'kids', 'fairy mushroom', 'kids', 2, ['cute', 'preschool']],
  ['friendly-ghost', 'fantasy', 'kids', 'ghost bat', 'kids', 3, ['cute', 'easy', 'seasonal']],
  ['dragon-and-castle', 'fantasy', 'teens', 'dragon castle', 'teens', 1, ['detailed', 'relaxing']],
  ['wizard', 'fantasy', 'teens', 'wizard', 'teens', 2, ['detailed', 'relaxing']],
  ['zentangle-dragon', 'fantasy', 'adults', 'dragon', 'adults', 1, ['detailed', 'relaxing', 'patterns']],

  ['happy-whale', 'ocean', 'kids', 'whale', 'kids', 1, ['easy', 'cute', 'preschool']],
  ['octopus', 'ocean', 'kids', 'octopus', 'kids', 2, ['cute', 'easy']],
  ['sea-turtle', 'ocean', 'kids', 'turtle', 'kids', 3, ['easy', 'educational']],
  ['mermaid', 'ocean', 'teens', 'merperson', 'teens', 1, ['detailed', 'relaxing']],
  ['tropical-fish-and-coral', 'ocean', 'teens', 'tropical fish coral', 'teens', 2, ['detailed', 'educational']],
  ['zentangle-dolphin', 'ocean', 'adults', 'dolphin', 'adults', 1, ['detailed', 'relaxing', 'patterns']],
];

export const cataloguePages: readonly CataloguePage[] = rows.map(([handle, theme, audience, prompt, style, seed, tags]) => ({
  handle,
  theme,
  audience,
  tags,
  recipe: { prompt, style, seed },
}));

const byHandle = new Map(cataloguePages.map((page) => [page.handle, page]));

/** A handle is a lower-case English slug; anything else is unknown without a lookup. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function findCataloguePage(handle: string): CataloguePage | undefined {
  return HANDLE.test(handle) ? byHandle.get(handle) : undefined;
}

export function pagesOfTheme(theme: ThemeSlug): CataloguePage[] {
  return cataloguePages.filter((page) => page.theme === theme);
}

export function pagesWithTag(tag: TagHandle): CataloguePage[] {
  return cataloguePages.filter((page) => page.tags.includes(tag));
}

export function pagesForAudience(audience: CatalogueAudience): CataloguePage[] {
  return cataloguePages.filter((page) => page.audience === audience);
}

/** Other pages of the same theme, starting after this one so each page links to different neighbours. */
export function morePagesLike(page: CataloguePage, count: number): CataloguePage[] {
  const same = pagesOfTheme(page.theme);
  const at = same.indexOf(page);
  return [...same.slice(at + 1), ...same.slice(0, at)].slice(0, count);
}

/** The home page's strip: one page from each of the first themes, a mix of audiences. */
export const POPULAR_HANDLES = [
  'cat-playing-with-a-ball',
  'unicorn-and-rainbow',
  'happy-t-rex',
  'rocket-to-the-moon',
  'flower-mandala',
  'fire-truck',
  'happy-whale',
  'friendly-dragon',
] as const;

export function popularPages(): CataloguePage[] {
  return POPULAR_HANDLES.map((handle) => byHandle.get(handle)!);
}

export const CATALOGUE_PAGE_SIZE = 24;
