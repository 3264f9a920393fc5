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
  let white = 0,
    largest = 0,
    closed = 0,
    ink = 0,
    grey = 0;
  for (let i = 0; i < n; i++) {
    const v = data[i];
    if (v < 128) ink++;
    if (v !== 0 && v !== 255) grey++;
  }
  for (let start = 0; start < n; start++) {
    if (seen[start] || data[start] < 128) continue;
    let top = 0,
      size = 0,
      edge = false;
    stack[top++] = start;
    seen[start] = 1;
    while (top) {
      const p = stack[--top];
      size++;
      const x = p % width,
        y = (p - x) / width;
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

/**
 * The ink's centre lines (Zhang–Suen thinning) as a mask, 1 where a one-pixel centre line runs. The
 * overlap is measured on these: the 2 mm dilation is the tolerance for where a line lies, and a kids'
 * 1.4 mm line and an adults' 0.6 mm line that run along the same path should count alike.
 */
export function centreLines({ data, width, height }: GreyRaster): Uint8Array {
  const img = new Uint8Array(width * height);
  let list: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (data[i] < 128) {
        img[i] = 1;
        list.push(i);
      }
    }
  }
  const w = width;
  for (let changed = true; changed;) {
    changed = false;
    for (const step of [0, 1]) {
      const remove: number[] = [];
      for (const i of list) {
        const p2 = img[i - w],
          p3 = img[i - w + 1],
          p4 = img[i + 1],
          p5 = img[i + w + 1];
        const p6 = img[i + w],
          p7 = img[i + w - 1],
          p8 = img[i - 1],
          p9 = img[i - w - 1];
        const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
        if (b < 2 || b > 6) continue;
        const a = +(!p2 && p3) + +(!p3 && p4) + +(!p4 && p5) + +(!p5 && p6) + +(!p6 && p7) + +(!p7 && p8) + +(!p8 && p9) + +(!p9 && p2);
        if (a !== 1) continue;
        if (step === 0 ? p2 * p4 * p6 || p4 * p6 * p8 : p2 * p4 * p8 || p2 * p6 * p8) continue;
        remove.push(i);
      }
      for (const i of remove) img[i] = 0;
      if (remove.length) changed = true;
      list = list.filter((i) => img[i]);
    }
  }
  return img;
}

/** A mask of the page (1 = ink) on CELL_MM cells, as a bitset; `skip` cells at each edge are left out. */
export type InkGrid = { bits: Uint32Array; cols: number; rows: number; count: number; skip: number };

/** Cell of the overlap grid: half a millimetre, finer than any line weight. */
export const CELL_MM = 0.5;
/** How far one page's ink is widened before asking whether another page's ink lies on it. */
export const DILATE_MM = 2;

/**
 * The grid of the drawing area (a cell is ink when any pixel of `mask` in it is), leaving out a band of
 * `frameBandMm` inside the margin: the frame every page shares is the same rectangle on all of them and
 * says nothing about the drawings.
 */
export function inkGrid(mask: Uint8Array, { width, height, dpi }: Omit<GreyRaster, 'data'>, marginMm: number, frameBandMm: number): InkGrid {
  const pxPerCell = (dpi / 25.4) * CELL_MM;
  const cols = Math.floor(width / pxPerCell),
    rows = Math.floor(height / pxPerCell);
  const bits = new Uint32Array(Math.ceil((cols * rows) / 32));
  const skip = Math.ceil((marginMm + frameBandMm) / CELL_MM);
  let count = 0;
  for (let r = skip; r < rows - skip; r++) {
    for (let c = skip; c < cols - skip; c++) {
      const x0 = Math.floor(c * pxPerCell),
        x1 = Math.floor((c + 1) * pxPerCell);
      const y0 = Math.floor(r * pxPerCell),
        y1 = Math.floor((r + 1) * pxPerCell);
      let inked = false;
      for (let y = y0; y < y1 && !inked; y++)
        for (let x = x0; x < x1; x++)
          if (mask[y * width + x]) {
            inked = true;
            break;
          }
      if (inked) {
        const i = r * cols + c;
        bits[i >>> 5] |= 1 << (i & 31);
        count++;
      }
    }
  }
  return { bits, cols, rows, count, skip };
}

const bit = (g: InkGrid, i: number) => (g.bits[i >>> 5] >>> (i & 31)) & 1;

/** The grid widened by DILATE_MM in every direction (a disc): each row widened by the disc's half-chord. */
export function dilate(grid: InkGrid): InkGrid {
  const { cols, rows } = grid;
  const r = Math.round(DILATE_MM / CELL_MM);
  const prefix = new Int32Array(rows * (cols + 1));
  for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) prefix[y * (cols + 1) + x + 1] = prefix[y * (cols + 1) + x] + bit(grid, y * cols + x);
  const anyIn = (y: number, x0: number, x1: number) => prefix[y * (cols + 1) + Math.min(cols, x1 + 1)] - prefix[y * (cols + 1) + Math.max(0, x0)] > 0;
  const half = Array.from({ length: r + 1 }, (_, dy) => Math.floor(Math.sqrt(r * r + 0.5 - dy * dy)));
  const out = new Uint32Array(grid.bits.length);
  let count = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let hit = false;
      for (let dy = -r; dy <= r && !hit; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= rows) continue;
        const k = half[Math.abs(dy)];
        hit = anyIn(yy, x - k, x + k);
      }
      if (hit) {
        const i = y * cols + x;
        out[i >>> 5] |= 1 << (i & 31);
        count++;
      }
    }
  }
  return { bits: out, cols, rows, count, skip: grid.skip };
}

/** The grid turned 180°: the same ink, on other spots of the page — what two pages share by chance. */
export function turned(grid: InkGrid): InkGrid {
  const n = grid.cols * grid.rows;
  const out = new Uint32Array(grid.bits.length);
  for (let i = 0; i < n; i++)
    if (bit(grid, i)) {
      const j = n - 1 - i;
      out[j >>> 5] |= 1 << (j & 31);
    }
  return { ...grid, bits: out };
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
  const x = aDilated.bits,
    y = b.bits;
  for (let i = 0; i < y.length; i++) {
    const w = x[i] & y[i];
    if (w) both += popcount(w);
  }
  return both / b.count;
}

/**
 * The overlap another page's ink has with `aDilated` by chance alone: the share of the drawing area the
 * widened ink covers, which is the mean overlap over every position the other page could be slid to.
 */
export function chanceOverlap(aDilated: InkGrid): number {
  const { cols, rows, skip } = aDilated;
  let inside = 0;
  for (let y = skip; y < rows - skip; y++) for (let x = skip; x < cols - skip; x++) inside += bit(aDilated, y * cols + x);
  const area = Math.max(0, cols - 2 * skip) * Math.max(0, rows - 2 * skip);
  return area ? inside / area : 0;
}
