import 'server-only';
import { deflateSync } from 'node:zlib';
import { encodeBilevelPng } from '@/lib/engine/output/png';
import { pageToPdf, type PdfOptions } from '@/lib/engine/output/pdf';
import { pageToSvg } from '@/lib/engine/output/svg';
import type { PageRaster } from '@/lib/engine/types';
import { pdfFontFor } from './pdf-fonts';

/** 1-bit PNG at 300 dpi; same page, same bytes. */
export function encodePagePng(page: PageRaster): Uint8Array {
  return encodeBilevelPng(page, (raw) => new Uint8Array(deflateSync(raw, { level: 6 })));
}

export function encodePageSvg(page: PageRaster): string {
  return pageToSvg(page);
}

export async function encodePagePdf(page: PageRaster, options: PdfOptions = {}, png = encodePagePng(page)): Promise<Uint8Array> {
  return pageToPdf(page, png, { fontFor: pdfFontFor, ...options });
}
