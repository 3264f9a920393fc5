/// <reference lib="webworker" />
// The visitor's on-device preview: the line-art engine running in a Web Worker, so the photo never
// leaves the browser and the page stays responsive while it works.
import { convertToLineArt } from '@/lib/engine/convert';
import { isEngineError } from '@/lib/engine/errors';
import { applyPalette, chosenColors, recolorAt, startColorize, type ColorizeSession } from './colorize-preview';
import type { ConvertResult, WorkerReply, WorkerRequest } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** The preview is shown on screen, not printed: 1200 px across is plenty and keeps memory low. */
const PREVIEW_WIDTH = 1200;
let session: ColorizeSession | null = null;

async function convert(request: Extract<WorkerRequest, { kind: 'convert' }>): Promise<ConvertResult> {
  const { image, options } = request;
  const { page, report } = convertToLineArt({ data: image.data, width: image.width, height: image.height, channels: 4 }, options);
  const rgba = new Uint8ClampedArray(page.width * page.height * 4);
  for (let i = 0, p = 0; i < page.data.length; i++, p += 4) {
    rgba[p] = rgba[p + 1] = rgba[p + 2] = page.data[i];
    rgba[p + 3] = 255;
  }
  const full = new OffscreenCanvas(page.width, page.height);
  full.getContext('2d')!.putImageData(new ImageData(rgba, page.width, page.height), 0, 0);
  const scale = Math.min(1, PREVIEW_WIDTH / page.width);
  const small = new OffscreenCanvas(Math.round(page.width * scale), Math.round(page.height * scale));
  const ctx = small.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(full, 0, 0, small.width, small.height);
  return { png: await small.convertToBlob({ type: 'image/png' }), width: page.width, height: page.height, report };
}

function colorizeReply(rgba: Uint8ClampedArray, label?: number) {
  const { map } = session!;
  return { page: { data: rgba, width: map.width, height: map.height }, regionCount: map.regionCount, colors: chosenColors(session!), label };
}

async function run(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'convert':
      return convert(request);
    case 'colorize-start':
      session = startColorize(request.drawing.data, request.drawing.width, request.drawing.height);
      return { regionCount: session.map.regionCount };
    case 'colorize-palette':
      if (!session) throw new Error('no drawing');
      return colorizeReply(applyPalette(session, request.palette, request.reference, request.seed));
    case 'colorize-click': {
      if (!session) throw new Error('no drawing');
      const hit = recolorAt(session, request.x, request.y, request.hex);
      return hit ? colorizeReply(hit.rgba, hit.label) : null;
    }
  }
}

self.onmessage = async (event: MessageEvent<{ id: number; request: WorkerRequest }>) => {
  const { id, request } = event.data;
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: await run(request) };
  } catch (error) {
    reply = { id, ok: false, code: isEngineError(error) ? error.code : 'internal' };
  }
  const result = reply.ok ? (reply.result as { page?: { data: Uint8ClampedArray } } | null) : null;
  self.postMessage(reply, result?.page ? [result.page.data.buffer] : []);
};
