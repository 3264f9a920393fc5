import { composePage, type LineMask } from '@/lib/engine/coloring';
import { paperOfSize } from '@/lib/paper';

/** The finished page (paper, colour, lines) as a PNG at the page's full resolution. */
export function composedPng(layer: Uint32Array, mask: LineMask): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = mask.width;
  canvas.height = mask.height;
  const data = composePage(layer, mask);
  canvas.getContext('2d')!.putImageData(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, mask.width, mask.height), 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSS page size a page of `width` × `height` pixels prints on: its own paper, as downloaded. */
export function printSheet(width: number, height: number): string {
  return `${paperOfSize(width, height) === 'letter' ? 'letter' : 'A4'} ${width > height ? 'landscape' : 'portrait'}`;
}

/** Prints only the page: an invisible frame holding the image, on the sheet of the page's paper. */
export function printPng(blob: Blob, title: string): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.setAttribute('aria-hidden', 'true');
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.title = title;
  doc.body.style.margin = '0';
  const style = doc.createElement('style');
  doc.head.appendChild(style);
  const img = doc.createElement('img');
  img.onload = () => {
    style.textContent = `@page{size:${printSheet(img.naturalWidth, img.naturalHeight)};margin:0}img{width:100%;height:100vh;object-fit:contain;display:block}`;
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  img.src = url;
  doc.body.appendChild(img);
}
