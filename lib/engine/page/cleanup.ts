import { labelRegions } from '../regions/label';

/**
 * Last safeguard on the printed page: white pockets too small to color are inked, ink specks
 * under `minInkArea` are erased. Returns how many of each it changed.
 */
export function cleanPage(page: Uint8Array, w: number, h: number, minWhiteArea: number, minInkArea: number): { pockets: number; specks: number } {
  const white = new Uint8Array(page.length);
  for (let p = 0; p < page.length; p++) white[p] = page[p] === 255 ? 1 : 0;
  let regions = labelRegions(white, w, h, 4);
  let pockets = 0;
  const fillWhite = new Uint8Array(regions.count + 1);
  for (let l = 1; l <= regions.count; l++) {
    if (!regions.touchesBorder[l] && regions.areas[l] < minWhiteArea) {
      fillWhite[l] = 1;
      pockets++;
    }
  }
  if (pockets > 0) for (let p = 0; p < page.length; p++) if (fillWhite[regions.labels[p]]) page[p] = 0;
  for (let p = 0; p < page.length; p++) white[p] = page[p] === 0 ? 1 : 0;
  regions = labelRegions(white, w, h, 8);
  let specks = 0;
  const erase = new Uint8Array(regions.count + 1);
  for (let l = 1; l <= regions.count; l++) {
    if (regions.areas[l] < minInkArea) {
      erase[l] = 1;
      specks++;
    }
  }
  if (specks > 0) for (let p = 0; p < page.length; p++) if (erase[regions.labels[p]]) page[p] = 255;
  return { pockets, specks };
}
