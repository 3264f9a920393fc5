// Studio and catalogue pages are SVG; their pages, tests and evaluations measure them as the printed page:
// rasterised and thresholded to pure black and white inside libvips (grey < 128 → ink 0, else paper 255).
import sharp from 'sharp';
import type { GreyRaster } from '@/lib/catalogue/measure';

/**
 * An SVG document already sized in pixels for `dpi` (`svgAtDpi`: librsvg would apply a density twice to mm
 * sizes) as a one-channel black-and-white raster. `limitInputPixels` guards a server against huge documents.
 */
export async function bilevelRaster(doc: string, dpi: number, limitInputPixels?: number): Promise<GreyRaster> {
  const { data, info } = await sharp(Buffer.from(doc), { density: 72, ...(limitInputPixels ? { limitInputPixels } : {}) })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`bilevel raster has ${info.channels} channels`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, dpi };
}
