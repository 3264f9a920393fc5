import type { RasterImage } from '../types';

/** About 2 MP: enough for print detail at A4/Letter, small enough to stay fast. */
export const WORKING_PIXELS = 2_000_000;

/** Area-averaging downscale so the image holds at most `maxPixels`; smaller images pass through. */
export function fitWorkingSize(image: RasterImage, maxPixels = WORKING_PIXELS): RasterImage {
  const { width, height, channels, data } = image;
  if (width * height <= maxPixels * 1.05) return image;
  const scale = Math.sqrt(maxPixels / (width * height));
  const dw = Math.max(1, Math.round(width * scale));
  const dh = Math.max(1, Math.round(height * scale));
  const xs = spans(width, dw);
  const ys = spans(height, dh);
  const out = new Uint8Array(dw * dh * channels);
  const acc = new Float64Array(dw * channels);
  const rowTmp = new Float64Array(dw * channels);
  for (let dy = 0; dy < dh; dy++) {
    acc.fill(0);
    for (let sy = ys.start[dy]; sy < ys.end[dy]; sy++) {
      const wy = overlap(sy, ys.from[dy], ys.to[dy]);
      rowTmp.fill(0);
      const srow = sy * width * channels;
      for (let dx = 0; dx < dw; dx++) {
        for (let sx = xs.start[dx]; sx < xs.end[dx]; sx++) {
          const wx = overlap(sx, xs.from[dx], xs.to[dx]);
          const p = srow + sx * channels;
          for (let c = 0; c < channels; c++) rowTmp[dx * channels + c] += data[p + c] * wx;
        }
      }
      for (let i = 0; i < acc.length; i++) acc[i] += rowTmp[i] * wy;
    }
    const area = (ys.to[dy] - ys.from[dy]) * (xs.to[0] - xs.from[0]);
    for (let i = 0; i < acc.length; i++) out[dy * dw * channels + i] = Math.min(255, Math.round(acc[i] / area));
  }
  return { data: out, width: dw, height: dh, channels };
}

function spans(src: number, dst: number) {
  const from = new Float64Array(dst);
  const to = new Float64Array(dst);
  const start = new Int32Array(dst);
  const end = new Int32Array(dst);
  const k = src / dst;
  for (let i = 0; i < dst; i++) {
    from[i] = i * k;
    to[i] = (i + 1) * k;
    start[i] = Math.floor(from[i]);
    end[i] = Math.min(src, Math.ceil(to[i]));
  }
  return { from, to, start, end };
}

function overlap(pixel: number, from: number, to: number): number {
  return Math.min(pixel + 1, to) - Math.max(pixel, from);
}

/** Below this the page would be drawn from too few pixels and lines would show steps. */
export const MIN_WORKING_PIXELS = 1_000_000;
/**
 * A thumbnail (under 1 MP / 64, e.g. 64×48) is enlarged at most 8× on each side: its pixels carry nothing
 * more, 8× already gives the coloring page about 2 working pixels per printed mm (big photos segment at 3),
 * and the full 1 MP made a one-second conversion of a picture of a few thousand pixels.
 */
export const MAX_UPSCALE = 8;

/** Brings a picture into the working range: area-average down, bilinear up. */
export function toWorkingSize(image: RasterImage): RasterImage {
  const pixels = image.width * image.height;
  if (pixels < MIN_WORKING_PIXELS * 0.95) {
    const k = Math.min(MAX_UPSCALE, Math.sqrt(MIN_WORKING_PIXELS / pixels));
    return resizeBilinear(image, Math.round(image.width * k), Math.round(image.height * k));
  }
  return fitWorkingSize(image);
}

export function resizeBilinear(image: RasterImage, dw: number, dh: number): RasterImage {
  const { data, width, height, channels } = image;
  const out = new Uint8Array(dw * dh * channels);
  const kx = width / dw;
  const ky = height / dh;
  for (let y = 0; y < dh; y++) {
    const sy = Math.min(height - 1, Math.max(0, (y + 0.5) * ky - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < dw; x++) {
      const sx = Math.min(width - 1, Math.max(0, (x + 0.5) * kx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      const a = (y0 * width + x0) * channels;
      const b = (y0 * width + x1) * channels;
      const c = (y1 * width + x0) * channels;
      const d = (y1 * width + x1) * channels;
      const o = (y * dw + x) * channels;
      for (let ch = 0; ch < channels; ch++) {
        const top = data[a + ch] + (data[b + ch] - data[a + ch]) * fx;
        const bottom = data[c + ch] + (data[d + ch] - data[c + ch]) * fx;
        out[o + ch] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return { data: out, width: dw, height: dh, channels };
}

/** Integer box reduction of a float plane by `k` (edges cropped to a multiple of k). */
export function reducePlane(src: Float32Array, w: number, h: number, k: number): Float32Array {
  const dw = Math.floor(w / k);
  const dh = Math.floor(h / k);
  const out = new Float32Array(dw * dh);
  const norm = 1 / (k * k);
  if (k === 2) {
    // The common case (coloring pages), unrolled; the same float32 rounding as the general loop below.
    for (let y = 0; y < dh; y++) {
      const a = 2 * y * w;
      const b = a + w;
      for (let x = 0, o = y * dw; x < dw; x++, o++) {
        const first = Math.fround((src[a + 2 * x] + src[a + 2 * x + 1]) * norm);
        out[o] = first + (src[b + 2 * x] + src[b + 2 * x + 1]) * norm;
      }
    }
    return out;
  }
  for (let y = 0; y < dh; y++) {
    for (let yy = 0; yy < k; yy++) {
      const row = (y * k + yy) * w;
      for (let x = 0; x < dw; x++) {
        let s = 0;
        for (let xx = 0, p = row + x * k; xx < k; xx++) s += src[p + xx];
        out[y * dw + x] += s * norm;
      }
    }
  }
  return out;
}
