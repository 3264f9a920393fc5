// The one home of the upload limits the site documents ("JPEG, PNG or WebP, up to 20 MB"; a batch
// up to 200 MB), read by the browser's checks before sending and by the server's after receiving.
// No imports, so client bundles, route handlers and next.config.ts can all use it.

/** One photo. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** One photo's pixels (a decompression bomb or a huge scan is refused before decoding). */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** A whole batch request; the per-photo limit still applies to each photo in it. */
export const BATCH_MAX_BYTES = 200 * 1024 * 1024;
