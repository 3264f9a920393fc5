import { TRANSPARENT } from '@/lib/engine/coloring';

/** Copies a saved PNG of the colour layer into `layer`; pixels come back fully opaque or empty. */
export async function restoreLayer(png: Blob, layer: Uint32Array, width: number, height: number): Promise<void> {
  const bitmap = await createImageBitmap(png);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const saved = new Uint32Array(ctx.getImageData(0, 0, width, height).data.buffer);
  for (let i = 0; i < layer.length; i++) {
    const v = saved[i];
    // Alpha in the top byte: the layer only ever holds opaque colour or nothing.
    layer[i] = v >>> 24 < 128 ? TRANSPARENT : (v | 0xff000000) >>> 0;
  }
}
