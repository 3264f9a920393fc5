import { catalogueColoringPages } from './catalogue';
import { examplePages } from './examples';
import type { ColoringPageProvider, ColoringPageSource } from './types';

// The bundled examples and the public catalogue; gallery and creations register or pass their own.
const providers: ColoringPageProvider[] = [examplePages, catalogueColoringPages];

/** Registers another source of pages (catalogue, gallery, creations). */
export function registerColoringPageProvider(provider: ColoringPageProvider): void {
  if (!providers.includes(provider)) providers.push(provider);
}

/**
 * The page with this id from whichever provider knows it, or null. `viewerProviders` are asked too:
 * sources that depend on who is looking (their own creations), built per request.
 */
export async function loadColoringPage(id: string, viewerProviders: ColoringPageProvider[] = []): Promise<ColoringPageSource | null> {
  if (!/^[\w:-]{1,120}$/.test(id)) return null;
  for (const provider of [...providers, ...viewerProviders]) {
    const page = await provider.load(id);
    if (page) return page;
  }
  return null;
}
