// Test helper: rasterises an SVG page with sharp and labels its connected white regions (4-connectivity).
import sharp from 'sharp';
import { svgAtDpi } from '../scene/paper';

export type Raster = { data: Uint8Array; width: number; height: number };

export async function rasterise(svg: string, dpi = 150): Promise<Raster> {
  const { data, info } = await sharp(Buffer.from(svgAtDpi(svg, dpi)), { density: 72 })
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}

/** Share of pixels that are neither near-black nor near-white (anti-aliased edges only, if the page is line art). */
export function greyShare({ data }: Raster): number {
  let grey = 0;
  for (const v of data) if (v > 40 && v < 215) grey++;
  return grey / data.length;
}

/** Sizes of the white regions after thresholding at 128, largest first. */
export function whiteRegionSizes({ data, width, height }: Raster): number[] {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const sizes: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (data[start] < 128 || label[start]) continue;
    const id = sizes.length + 1;
    let top = 0,
      size = 0;
    stack[top++] = start;
    label[start] = id;
    while (top) {
      const p = stack[--top];
      size++;
      const x = p % width;
      for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
        if (q < 0 || q >= data.length || label[q] || data[q] < 128) continue;
        label[q] = id;
        stack[top++] = q;
      }
    }
    sizes.push(size);
  }
  return sizes.sort((a, b) => b - a);
}

/** The white pixels (128 and up) 4-connected to (x, y), as indices into the raster. */
export function whiteRegionAt({ data, width, height }: Raster, x: number, y: number): Set<number> {
  const seen = new Set<number>();
  const stack = [y * width + x];
  while (stack.length) {
    const q = stack.pop()!;
    if (seen.has(q) || data[q]! < 128) continue;
    seen.add(q);
    const qx = q % width;
    if (qx > 0) stack.push(q - 1);
    if (qx < width - 1) stack.push(q + 1);
    if (q >= width) stack.push(q - width);
    if (q < width * (height - 1)) stack.push(q + width);
  }
  return seen;
}

/** The white run through (x, y) along the direction (dx, dy) both ways, in pixels: the width of the area there. */
export function whiteRun({ data, width, height }: Raster, [x, y]: [number, number], [dx, dy]: [number, number]): number {
  const len = Math.hypot(dx, dy);
  const white = (i: number, j: number) => i >= 0 && j >= 0 && i < width && j < height && data[j * width + i]! >= 128;
  let n = 0;
  for (const s of [1, -1]) for (let t = s > 0 ? 0 : 1; white(Math.round(x + (s * t * dx) / len), Math.round(y + (s * t * dy) / len)); t++) n++;
  return n;
}
