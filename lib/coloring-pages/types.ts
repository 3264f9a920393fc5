/** A page that can be opened on the coloring canvas, whatever it comes from. */
export interface ColoringPageSource {
  /** Stable id used in `?page=<id>` and as the autosave key. */
  id: string;
  /** Where it comes from; catalogue, gallery and creations plug in beside the examples. */
  origin: 'example' | 'catalogue' | 'gallery' | 'creation';
  /** Image of the line art (SVG or PNG), same origin so the canvas can read its pixels. */
  src: string;
  /** Working size in pixels: A4 at 300 dpi for the bundled pages, the print resolution. */
  width: number;
  height: number;
  /** Message key under `coloring.examples` for bundled pages; a plain title for the others. */
  titleKey?: string;
  title?: string;
}

/** One place pages can come from. `load` answers null for ids it does not know. */
export interface ColoringPageProvider {
  origin: ColoringPageSource['origin'];
  load(id: string): Promise<ColoringPageSource | null>;
}
