// Where the first pages of a coloring book sit on its cover: pure layout, no fonts, so the batch code that
// picks the previews can use the limit without loading the cover's font machinery.

/** At most this many pages are shown on the cover, the book's first ones. */
export const COVER_PREVIEWS = 6;

export type Size = { width: number; height: number };
/** Where one page's preview sits on the cover, in cover pixels. */
export type PreviewSlot = { left: number; top: number; width: number; height: number };

/** The white mat between a preview and its frame, in cover pixels. */
export const MAT = 30;
/** Between two previews: both mats and a clear strip, so neighbouring frames never touch. */
const GAP = 2 * MAT + 60;

/** Each preview fitted into its cell of a `cols`-column grid over `area`, centred in its cell. */
function gridSlots(sizes: Size[], cols: number, area: PreviewSlot): PreviewSlot[] {
  const rows = Math.ceil(sizes.length / cols);
  const cw = (area.width - GAP * (cols - 1)) / cols;
  const ch = (area.height - GAP * (rows - 1)) / rows;
  return sizes.map((size, i) => {
    const row = Math.floor(i / cols);
    // A short last row is centred, as a printed contents page would lay it out.
    const inRow = Math.min(cols, sizes.length - row * cols);
    const rowLeft = area.left + ((cols - inRow) * (cw + GAP)) / 2;
    const scale = Math.min(cw / size.width, ch / size.height);
    const width = Math.round(size.width * scale);
    const height = Math.round(size.height * scale);
    return {
      left: Math.round(rowLeft + (i % cols) * (cw + GAP) + (cw - width) / 2),
      top: Math.round(area.top + row * (ch + GAP) + (ch - height) / 2),
      width,
      height,
    };
  });
}

/** The grid whose smallest preview is largest: one row for a few portrait pages, two or three rows for more. */
export function previewSlots(sizes: Size[], area: PreviewSlot): PreviewSlot[] {
  let best: PreviewSlot[] = [];
  let bestArea = -1;
  for (let cols = 1; cols <= sizes.length; cols++) {
    const slots = gridSlots(sizes, cols, area);
    const smallest = Math.min(...slots.map((s) => s.width * s.height));
    if (smallest > bestArea) [best, bestArea] = [slots, smallest];
  }
  return best;
}
