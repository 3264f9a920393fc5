// Next keeps the public pages it renders after the build under .next/server/route-cache, and those
// pages carry the site's address (canonical, hreflang, Open Graph, JSON-LD) from APP_URL. A server
// started over the same build with another address (a moved domain, a second server in the tests, an
// audit run) would serve them with the old one, so the cache records the address it was written for
// and is emptied when a server starts with a different one.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARKER = '.app-url';

/**
 * Empties the build's route cache unless it was written for `appUrl`, then records `appUrl`.
 * @param {string} distDir the build's folder (.next)
 * @param {string} appUrl the address this server renders into its pages
 * @returns {boolean} whether cached pages were dropped
 */
export function forgetPagesOfAnotherAddress(distDir, appUrl) {
  const cache = path.join(distDir, 'server', 'route-cache');
  let recorded = null;
  try {
    recorded = readFileSync(path.join(cache, MARKER), 'utf8');
  } catch {
    // No marker: a cache from before this check, or none yet.
  }
  if (recorded === appUrl) return false;
  try {
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, MARKER), appUrl);
  } catch (error) {
    // A read-only build keeps no pages of its own there either: nothing to forget, and the server starts.
    console.warn(`[colorwell] could not reset ${cache}: ${error instanceof Error ? error.message : error}`);
    return false;
  }
  return recorded !== null;
}
