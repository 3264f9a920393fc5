import { ErrorCode } from '@/lib/api/errors';
import 'server-only';
import { localizedError } from '@/lib/server/errors';

/** JSON bodies may be at most 1 MB. */
export const JSON_BODY_LIMIT = 1024 * 1024;

function tooLarge(limit: number) {
  return localizedError(ErrorCode.payloadTooLarge, { messageKey: 'apiErrors.bodyTooLarge', values: { megabytes: Math.round(limit / 1024 / 1024) } });
}

/** Reads the body as bytes, stopping as soon as it passes `limit` (Content-Length is not trusted alone). */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

export async function readJson(req: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const bytes = await readLimited(req, limit);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.trim() === '') throw localizedError(ErrorCode.badRequest, { messageKey: 'apiErrors.emptyBody' });
  try {
    return JSON.parse(text);
  } catch {
    throw localizedError(ErrorCode.badRequest, { messageKey: 'apiErrors.malformedJson' });
  }
}

export type FormParts = { fields: Record<string, string>; files: Record<string, File> };

export async function readForm(req: Request, limit: number): Promise<FormParts> {
  const bytes = await readLimited(req, limit);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw localizedError(ErrorCode.badRequest, { messageKey: 'apiErrors.malformedForm' });
  }
  const parts: FormParts = { fields: {}, files: {} };
  form.forEach((value, key) => {
    if (typeof value === 'string') parts.fields[key] = value;
    else if (value.size > 0) parts.files[key] = value;
  });
  return parts;
}
