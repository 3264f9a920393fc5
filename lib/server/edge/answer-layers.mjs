// The layers every answer of the web server passes between Next and the socket, in their one
// possible order: a public page sent in the last few seconds comes from the page cache; anything
// else goes to Next, with the page cache watching the bytes as they leave, compression above it and
// the policy above compression (it hashes the HTML before it is encoded). scripts/server.mjs serves
// with it; tests put a stand-in for Next beneath it. Types are in answer-layers.d.mts.
// Next's own copy of the `compression` middleware and its leak guard, which `next start` applies
// itself; next.config.ts turns Next's off so that it runs here, beneath the policy layer.
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import { notePageCacheHit } from '../operations/process-state.mjs';
import { holdHtmlForPolicy } from './content-security-policy.mjs';
import { pageCacheKey } from './page-cache.mjs';

const noop = () => {};

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle Next's request handler
 * @param {{
 *   providers: import('./content-security-policy.mjs').Providers,
 *   pages: import('./page-cache.mjs').PageCache | null,
 *   beforeNext?: (req: import('node:http').IncomingMessage) => void,
 * }} options `pages` null sends every request to Next; `beforeNext` runs on each request that goes there
 */
export function answerLayers(handle, { providers, pages, beforeNext }) {
  const compress = compression();
  return (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    const key = pages && pageCacheKey(req);
    if (key && pages.serve(req, res, key)) {
      notePageCacheHit();
      return;
    }
    beforeNext?.(req);
    if (key) pages.record(res, key);
    compress(req, res, noop);
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    holdHtmlForPolicy(res, providers);
    void handle(req, res);
  };
}
