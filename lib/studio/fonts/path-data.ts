// SVG path data for glyph outlines, shared by the name pages and the coloring book's cover.
// Not opentype.js's `toPathData`: its rounding builds a string such as "3.1e-14e+4" for a coordinate a hair
// off an integer (191.00000000000003, or 0.6160000000000001 in em units), reads it back as NaN and writes
// "NaN" into the path; librsvg then drops the rest of that letter.
import type { PathCommand } from 'opentype.js';

/**
 * The commands as compact path data at `decimals` places (at most 6: 4 for em units, 2 for pixels). Numbers are rounded
 * arithmetically and never written in exponent form; a minus sign separates like a space does. A coordinate
 * that is not finite is a broken font or a bug upstream, so it throws instead of reaching the page.
 */
export function svgPathData(commands: readonly PathCommand[], decimals: number): string {
  const scale = 10 ** decimals;
  let d = '';
  const put = (first: boolean, v: number) => {
    if (!Number.isFinite(v)) throw new RangeError(`glyph outline has a coordinate of ${v}`);
    const r = Math.round(v * scale) / scale;
    // `r + 0` turns -0 into 0; below 1e-6 String() would use an exponent, but no rounded value is that small.
    const s = String(r + 0);
    d += first || r < 0 ? s : ` ${s}`;
  };
  for (const c of commands) {
    if (c.type === 'Z') {
      d += 'Z';
      continue;
    }
    d += c.type;
    if (c.type === 'Q') {
      put(true, c.x1);
      put(false, c.y1);
    } else if (c.type === 'C') {
      put(true, c.x1);
      put(false, c.y1);
      put(false, c.x2);
      put(false, c.y2);
    }
    put(c.type === 'M' || c.type === 'L', c.x);
    put(false, c.y);
  }
  return d;
}
