// One font source per engine thread, shared by name pages and book covers: each subset file is read,
// inflated and parsed once.
import type { FontSource } from '@/lib/studio/fonts/font-source';
import { createNodeFontSource } from '@/lib/studio/fonts/node-font-source';

let fonts: FontSource | null = null;

export function studioFonts(): FontSource {
  fonts ??= createNodeFontSource();
  return fonts;
}
