import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ColoringPageSource } from '@/lib/coloring-pages';

/**
 * The line art of a page as an opaque PNG at the page's working size: the bundled SVGs are drawn
 * the way the canvas draws them (stretched to width × height on white), other pages come as bytes.
 */
export async function lineArtPng(page: ColoringPageSource, bytes?: Uint8Array | null): Promise<Buffer | null> {
  let source: Buffer | Uint8Array | null = bytes ?? null;
  if (!source && page.origin === 'example') {
    source = await readFile(path.join(process.cwd(), 'public', page.src.replace(/^\/+/, ''))).catch(() => null);
  }
  if (!source) return null;
  return sharp(source, { density: 72 }).resize(page.width, page.height, { fit: 'fill' }).flatten({ background: '#ffffff' }).png().toBuffer();
}

/**
 * The finished page shown in the gallery: paper, the colour layer, then the lines multiplied on
 * top — the same picture as the canvas's PNG download (lib/engine/coloring/compose.ts), made here
 * so what the gallery shows is always the real page under the user's colours.
 */
export async function composeFinishedPage(layer: Uint8Array, line: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from(layer) }, { input: line, blend: 'multiply' }])
    .png({ compressionLevel: 8 })
    .toBuffer();
}

/** A small picture for the gallery's cards (≈ 600 px wide). */
export function galleryThumbnail(image: Uint8Array): Promise<Buffer> {
  return sharp(image).resize({ width: 600, withoutEnlargement: true }).flatten({ background: '#ffffff' }).webp({ quality: 82 }).toBuffer();
}
