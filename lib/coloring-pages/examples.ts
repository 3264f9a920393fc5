import { PAPER_PX } from '@/lib/paper';
import type { ColoringPageProvider, ColoringPageSource } from './types';

const names = ['house-garden', 'fish-sea', 'flower-mandala', 'rocket-space', 'butterfly-meadow'] as const;

export const EXAMPLE_PAGES: readonly ColoringPageSource[] = names.map((name) => ({
  id: `example-${name}`,
  origin: 'example',
  src: `/coloring-pages/${name}.svg`,
  // A4 at 300 dpi: the size a page is colored and downloaded at.
  ...PAPER_PX.a4,
  titleKey: name,
}));

export const examplePages: ColoringPageProvider = {
  origin: 'example',
  load: async (id) => EXAMPLE_PAGES.find((p) => p.id === id) ?? null,
};
