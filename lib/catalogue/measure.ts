// Page figures of the catalogue audit and tests, on a greyscale raster of the page (ink < 128).
// Pure TypeScript on typed arrays, so the eval script, unit tests and any worker share one definition.
export type GreyRaster = { data: Uint8Array; width: number; height: number; dpi: number };

export type AreaFigures = {
  /** Share of the white inside the drawing that the largest closed white area holds (0–1). */
  largestWhiteShare: number;
  /** Closed white areas of at least MIN_AREA_MM2 (white that does not touch the paper's edge). */
  closedAreas: number;
  /** Share of the page that is ink. */
  inkShare: number;
  /** Pixels that are neither black nor white after rasterising (0 for pure black and white). */
  greyPixels: number;
};

/** Smallest white area counted as one to colour: about a 1.4 mm square, a crayon's tip. */
export const MIN_AREA_MM2 = 2;

/**
 * Labels the white (≥ 128) 4-connected components. White touching the paper's edge is the margin, not
 * an area to colour; every other component is closed.
 */
export function areaFigures({ data, width, height, dpi }: GreyRaster): AreaFigures {
  const n = width * height;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const pxPerMm2 = (dpi / 25.4) ** 2;
  let white = 0, largest = 0, closed = 0, ink = 0, grey = 0;
  for (let i = 0; i < n; i++) {
    const v = data[i];
    if (v < 128) ink++;
    if (v !== 0 && v !== 255) grey++;
  }
  for (let start = 0; start < n; start++) {
    if (seen[start] || data[start] < 128) continue;
    let top = 0, size = 0, edge = false;
    stack[top++] = start;
    seen[start] = 1;
    while (top) {
      const p = stack[--top];
      size++;
      const x = p % width, y = (p - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge = true;
      for (const q of [y > 0 ? p - width : -1, y < height - 1 ? p + width : -1, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
        if (q < 0 || seen[q] || data[q] < 128) continue;
        seen[q] = 1;
        stack[top++] = q;
      }
    }
    if (edge) continue;
    white += size;
    if (size > largest) largest = size;
    if (size / pxPerMm2 >= MIN_AREA_MM2) closed++;
  }
  return { largestWhiteShare: white ? largest / white : 1, closedAreas: closed, inkShare: ink / n, greyPixels: grey };
}

/** The page's ink on a grid of CELL_MM cells (a cell is ink when any pixel in it is), as a bitset. */
export type InkGrid = { bits: Uint32Array; cols: number; rows: number; count: number };

export const CELL_MM = 1;
/** How far one page's ink is widened before asking whether another page's ink lies on it. */
export const DILATE_MM = 2;

/**
 * The ink grid of the drawing area, leaving out a band of `frameBandMm` inside the margin: the frame
 * every page shares is the same rectangle on all of them and says nothing about the drawings.
 */
export function inkGrid({ data, width, height, dpi }: GreyRaster, marginMm: number, frameBandMm: number): InkGrid {
  const pxPerCell = (dpi / 25.4) * CELL_MM;
  const cols = Math.floor(width / pxPerCell), rows = Math.floor(height / pxPerCell);
  const words = Math.ceil((cols * rows) / 32);
  const bits = new Uint32Array(words);
  const skip = Math.ceil((marginMm + frameBandMm) / CELL_MM);
  let count = 0;
  for (let r = skip; r < rows - skip; r++) {
    for (let c = skip; c < cols - skip; c++) {
      const x0 = Math.floor(c * pxPerCell), x1 = Math.floor((c + 1) * pxPerCell);
      const y0 = Math.floor(r * pxPerCell), y1 = Math.floor((r + 1) * pxPerCell);
      let inked = false;
      for (let y = y0; y < y1 && !inked; y++) for (let x = x0; x < x1; x++) if (data[y * width + x] < 128) { inked = true; break; }
      if (inked) {
        const i = r * cols + c;
        bits[i >>> 5] |= 1 << (i & 31);
        count++;
      }
    }
  }
  return { bits, cols, rows, count };
}

/** The grid widened by DILATE_MM in every direction (a disc). */
export function dilate(grid: InkGrid): InkGrid {
  const { cols, rows } = grid;
  const out = new Uint32Array(grid.bits.length);
  const r = Math.round(DILATE_MM / CELL_MM);
  const offsets: [number, number][] = [];
  for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r + 0.5) offsets.push([dx, dy]);
  let count = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let hit = false;
      for (const [dx, dy] of offsets) {
        const xx = x + dx, yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= cols || yy >= rows) continue;
        const j = yy * cols + xx;
        if (grid.bits[j >>> 5] & (1 << (j & 31))) { hit = true; break; }
      }
      if (hit) {
        const i = y * cols + x;
        out[i >>> 5] |= 1 << (i & 31);
        count++;
      }
    }
  }
  return { bits: out, cols, rows, count };
}

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Share of page b's ink that lies on page a's ink widened by DILATE_MM. */
export function inkOverlap(aDilated: InkGrid, b: InkGrid): number {
  if (!b.count) return 0;
  let both = 0;
  const x = aDilated.bits, y = b.bits;
  for (let i = 0; i < y.length; i++) {
    const w = x[i] & y[i];
    if (w) both += popcount(w);
  }
  return both / b.count;
}
