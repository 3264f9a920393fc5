import type { ColoringPageProvider, ColoringPageSource } from './types';

// A4 at 300 dpi: the size a page is colored and downloaded at.
export const A4_300DPI = { width: 2480, height: 3508 } as const;

const names = ['house-garden', 'fish-sea', 'flower-mandala', 'rocket-space', 'butterfly-meadow'] as const;

export const EXAMPLE_PAGES: readonly ColoringPageSource[] = names.map((name) => ({
  id: `example-${name}`,
  origin: 'example',
  src: `/coloring-pages/${name}.svg`,
  ...A4_300DPI,
  titleKey: name,
}));

export const examplePages: ColoringPageProvider = {
  origin: 'example',
  load: async (id) => EXAMPLE_PAGES.find((p) => p.id === id) ?? null,
};
