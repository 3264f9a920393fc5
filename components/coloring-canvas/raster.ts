import { type LineMask, lineMaskFromDrawing, lineMaskFromRgba } from '@/lib/engine/coloring';

// Uploads are scaled so their long side is at most A4 at 300 dpi: print quality, bounded memory.
const MAX_SIDE = 3508;

async function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = src;
  await img.decode();
  return img;
}

function pixelsOf(img: CanvasImageSource, width: number, height: number): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/** The line mask of a prepared page (clean black-on-white art) at its working size. */
export async function maskFromPage(src: string, width: number, height: number): Promise<LineMask> {
  const img = await loadImage(src);
  return lineMaskFromRgba(pixelsOf(img, width, height), width, height);
}

/** The line mask of an uploaded drawing or scan: levels and speck clean-up in the browser. */
export async function maskFromUpload(file: Blob): Promise<LineMask> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
    const width = Math.max(1, Math.round(img.naturalWidth * scale));
    const height = Math.max(1, Math.round(img.naturalHeight * scale));
    return lineMaskFromDrawing(pixelsOf(img, width, height), width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}
