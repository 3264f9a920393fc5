// The CPU-heavy work of a job, run inside an engine thread (thread.ts). No server-only import:
// a worker thread is plain Node and cannot load that marker.
import sharp from 'sharp';
import { convertToLineArt } from '@/lib/engine/convert';
import type { ColorabilityReport, ConvertOptions, Paper } from '@/lib/engine/types';
import { colorizeDrawing, type ColorizePalette } from '../render/colorize';
import { bookPdf, imageToPdf } from '../render/pdf';
import { pageToSvg } from '../render/svg';

export type Progress = (percent: number) => void;

export type PageFiles = { png: Uint8Array; svg?: Uint8Array; pdf: Uint8Array };
export type PageResult = { files: PageFiles; report: ColorabilityReport | null; width: number; height: number; paper: Paper; regionCount: number };

/** Colour-managed, metadata-free RGBA; sharp never carries EXIF or GPS into raw pixels. */
async function decode(bytes: Uint8Array, size?: { width: number; height: number }) {
  let image = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate();
  if (size) image = image.resize(size.width, size.height, { fit: 'cover' });
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function pngOf(data: Uint8Array, width: number, height: number, channels: 1 | 3 | 4): Promise<Buffer> {
  // 300 dpi in the file, so a print dialog sizes the page right.
  return sharp(data, { raw: { width, height, channels } }).withMetadata({ density: 300 }).png({ compressionLevel: 6 }).toBuffer();
}

export async function convertPhoto(input: { source: Uint8Array; options: Partial<ConvertOptions> }, progress: Progress): Promise<PageResult> {
  const image = await decode(input.source);
  progress(15);
  const result = convertToLineArt({ data: image.data, width: image.width, height: image.height, channels: 4 }, input.options);
  progress(60);
  const { page } = result;
  const png = await pngOf(page.data, page.width, page.height, 1);
  progress(70);
  const svg = new TextEncoder().encode(pageToSvg(page.data, page.width, page.height, page.dpi));
  progress(80);
  const pdf = await imageToPdf({ data: page.data, width: page.width, height: page.height, channels: 1 }, page.paper);
  progress(90);
  return { files: { png, svg, pdf }, report: result.report, width: page.width, height: page.height, paper: page.paper, regionCount: result.report.closedRegions };
}

/** Drawings are colored at up to 4 megapixels: plenty on screen, and the region map stays quick. */
const COLORIZE_MAX_PIXELS = 4_000_000;

export async function colorize(
  input: { drawing: Uint8Array; reference?: Uint8Array; palette: ColorizePalette; colors?: Record<string, string>; paper: Paper },
  progress: Progress,
): Promise<PageResult> {
  const meta = await sharp(input.drawing).metadata();
  const scale = Math.min(1, Math.sqrt(COLORIZE_MAX_PIXELS / ((meta.width ?? 1) * (meta.height ?? 1))));
  const size = { width: Math.max(1, Math.round((meta.width ?? 1) * scale)), height: Math.max(1, Math.round((meta.height ?? 1) * scale)) };
  const drawing = await decode(input.drawing, size);
  const reference = input.reference ? (await decode(input.reference, size)).data : undefined;
  progress(20);
  const { rgba, regionCount } = colorizeDrawing({ rgba: drawing.data, width: drawing.width, height: drawing.height, palette: input.palette, reference, colors: input.colors });
  progress(65);
  const rgb = await sharp(rgba, { raw: { width: drawing.width, height: drawing.height, channels: 4 } }).removeAlpha().raw().toBuffer();
  const png = await pngOf(rgb, drawing.width, drawing.height, 3);
  progress(80);
  const pdf = await imageToPdf({ data: rgb, width: drawing.width, height: drawing.height, channels: 3 }, input.paper);
  progress(90);
  return { files: { png, pdf }, report: null, width: drawing.width, height: drawing.height, paper: input.paper, regionCount };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The coloring book: a cover whose title is set by the system fonts (any script they cover), then the pages. */
export async function assembleBook(input: { title: string; pages: Uint8Array[]; paper: Paper }): Promise<Uint8Array> {
  const [w, h] = [2000, 2800];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#fff"/>
    <rect x="80" y="80" width="${w - 160}" height="${h - 160}" rx="60" fill="none" stroke="#000" stroke-width="14"/>
    <text x="50%" y="46%" text-anchor="middle" font-family="sans-serif" font-size="130" font-weight="bold">${escapeXml(input.title)}</text>
    <text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-size="60">${input.pages.length} ✎</text></svg>`;
  const cover = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return bookPdf(input.pages, { data: cover.data, width: cover.info.width, height: cover.info.height, channels: 3 }, input.paper, input.title);
}
