import type { RasterImage } from '../types';

/** Splits interleaved pixels into three float planes, compositing any alpha over white paper. */
export function toPlanarRgb(image: RasterImage, invert = false): [Float32Array, Float32Array, Float32Array] {
  const { data, width, height, channels } = image;
  const n = width * height;
  const r = new Float32Array(n);
  const g = new Float32Array(n);
  const b = new Float32Array(n);
  if (channels === 3 && !invert) {
    // The server's decoder always gives this: a plain copy, no per-pixel branches.
    for (let i = 0, p = 0; i < n; i++, p += 3) {
      r[i] = data[p];
      g[i] = data[p + 1];
      b[i] = data[p + 2];
    }
    return [r, g, b];
  }
  for (let i = 0, p = 0; i < n; i++, p += channels) {
    let rr = data[p];
    let gg = data[p + 1];
    let bb = data[p + 2];
    if (channels === 4) {
      const a = data[p + 3] / 255;
      rr = rr * a + 255 * (1 - a);
      gg = gg * a + 255 * (1 - a);
      bb = bb * a + 255 * (1 - a);
    }
    if (invert) {
      rr = 255 - rr;
      gg = 255 - gg;
      bb = 255 - bb;
    }
    r[i] = rr;
    g[i] = gg;
    b[i] = bb;
  }
  return [r, g, b];
}

/**
 * For a plain RGB picture (3 channels, not inverted): its luma, and its RGB planes box-reduced by 2 —
 * exactly `luma(...toPlanarRgb(image))` and `reducePlane(plane, w, h, 2)` of each plane, straight from
 * the interleaved bytes, without the three full-size planes. Null for RGBA or inverted input.
 */
export function lumaAndHalfPlanes(image: RasterImage, invert: boolean): { grey: Float32Array; half: [Float32Array, Float32Array, Float32Array] } | null {
  const { data, width: w, height: h, channels } = image;
  if (channels !== 3 || invert) return null;
  const grey = new Float32Array(w * h);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3) grey[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  const dw = w >> 1;
  const dh = h >> 1;
  const r = new Float32Array(dw * dh);
  const g = new Float32Array(dw * dh);
  const b = new Float32Array(dw * dh);
  // Byte sums are exact, so this is reducePlane's float32 rounding: (top pair)/4 rounded, plus (bottom pair)/4.
  for (let y = 0; y < dh; y++) {
    let top = 2 * y * w * 3;
    let bottom = top + w * 3;
    for (let x = 0, o = y * dw; x < dw; x++, o++, top += 6, bottom += 6) {
      r[o] = Math.fround((data[top] + data[top + 3]) * 0.25) + (data[bottom] + data[bottom + 3]) * 0.25;
      g[o] = Math.fround((data[top + 1] + data[top + 4]) * 0.25) + (data[bottom + 1] + data[bottom + 4]) * 0.25;
      b[o] = Math.fround((data[top + 2] + data[top + 5]) * 0.25) + (data[bottom + 2] + data[bottom + 5]) * 0.25;
    }
  }
  return { grey, half: [r, g, b] };
}

/**
 * For a plain RGB picture (3 channels, not inverted): `toPlanarRgb` and `luma` of it in one pass over the
 * bytes, the same numbers. Null for RGBA or inverted input.
 */
export function planarRgbAndLuma(
  image: RasterImage,
  invert: boolean,
  newPlanes: (length: number) => Float32Array = (length) => new Float32Array(3 * length),
): { rgb: [Float32Array, Float32Array, Float32Array]; grey: Float32Array } | null {
  const { data, width, height, channels } = image;
  if (channels !== 3 || invert) return null;
  const n = width * height;
  // One block for the three planes, one after another.
  const planes = newPlanes(n);
  const r = planes.subarray(0, n);
  const g = planes.subarray(n, 2 * n);
  const b = planes.subarray(2 * n, 3 * n);
  const grey = new Float32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const rr = data[p];
    const gg = data[p + 1];
    const bb = data[p + 2];
    r[i] = rr;
    g[i] = gg;
    b[i] = bb;
    grey[i] = 0.299 * rr + 0.587 * gg + 0.114 * bb;
  }
  return { rgb: [r, g, b], grey };
}

/** Rec. 601 luma of planar RGB. */
export function luma(r: Float32Array, g: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(r.length);
  for (let i = 0; i < r.length; i++) out[i] = 0.299 * r[i] + 0.587 * g[i] + 0.114 * b[i];
  return out;
}

/** CIE L*a*b* of one sRGB colour (0–255 per channel); used on region means, never per pixel. */
export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const R = linear(r);
  const G = linear(g);
  const B = linear(b);
  const x = labF((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = labF(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = labF((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

// Module-level, not closures per call: the region graph converts a mean colour on every merge.
function linear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}
