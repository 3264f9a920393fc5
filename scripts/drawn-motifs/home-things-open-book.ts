// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { type Drawn, quadPts, arc, rect, done, flower } from './home-things-kit';
import { circle, fleece, line, path, poly, type Pt, roundRect } from '../../lib/studio/art-kit/shapes';

// The open book.

/**
 * An open book seen from a little above: the cover showing round the pages and its thickness below, the page stack
 * as three edges on each side, the two top pages curving down into the spine, lines of text as short strokes, a
 * framed picture of hills, a sun and a tree on the right page, and a ribbon bookmark with a notched end hanging out
 * below.
 */
export function openBook(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // a page's outline, from its outer corner to the spine: the top edge rises then dips into the gutter, the
  // bottom edge likewise; `side` -1 left, 1 right; `drop` lowers it (the pages under the top one)
  const page = (side: number, drop: number, inset = 0): Pt[] => {
    const ox = 36 + side * (33 - inset);
    const topPts = quadPts([ox, 16 + drop], [36 + side * 16, 8 + drop], [36, 17 + drop], 20);
    const botPts = quadPts([36, 61 + drop], [36 + side * 16, 53 + drop], [ox, 58 + drop], 20);
    return [...topPts, ...botPts];
  };
  // the cover: wider than the pages, its thickness a strip under it
  const cover = (drop: number): Pt[] => [
    ...quadPts([1.2, 19 + drop], [18, 13 + drop], [36, 20 + drop], 20),
    ...quadPts([36, 20 + drop], [54, 13 + drop], [70.8, 19 + drop], 20).slice(1),
    ...quadPts([70.8, 64 + drop], [54, 59 + drop], [36, 68 + drop], 20),
    ...quadPts([36, 68 + drop], [18, 59 + drop], [1.2, 64 + drop], 20).slice(1),
  ];
  f.push(path(poly(cover(2.2))), path(poly(cover(0))));
  // the page stack: three edges under each top page
  for (const drop of [4, 2]) for (const side of [-1, 1]) f.push(path(poly(page(side, drop, 1.6 - drop * 0.1))));
  for (const side of [-1, 1]) f.push(path(poly(page(side, 0, 2.4))));
  // the ribbon bookmark: from the top of the gutter down the right page and out below the book, a notch at its end
  const ribbon: Pt[] = [
    [37.2, 18.2],
    [40.4, 18.6],
    [42.6, 71.6],
    [40.9, 69.6],
    [39.4, 71.6],
  ];
  // text: short strokes following the pages' curve; on the right page only under the picture
  const textLine = (side: number, v: number, u0: number, u1: number) => {
    // v from 0 (top) to 1 (bottom); u from 0 (gutter) to 1 (outer edge)
    const pts: Pt[] = [];
    for (let k = 0; k <= 8; k++) {
      const u = u0 + ((u1 - u0) * k) / 8;
      const x = 36 + side * (3 + u * 26.5);
      const topY = 17 - 9 * u + 6 * u * u + 1.5;
      const botY = 61 - 8 * u + 5 * u * u - 1.5;
      pts.push([x, topY + 3.2 + v * (botY - topY - 6.4)]);
    }
    return line(pts);
  };
  const lengths = [0.92, 0.8, 0.95, 0.6, 0.9, 0.85, 0.5];
  lengths.forEach((len, k) => {
    let l = len;
    const u0 = k === 4 ? 0.22 : 0.1;
    if (k < 2) l = Math.min(l, 0.7);
    const v = k / (lengths.length - 1);
    // two words per line: a gap a little past the middle
    const cut = 0.45 + ((k * 37) % 20) / 100;
    s.push(textLine(-1, v, u0, Math.min(cut, l)), textLine(-1, v, Math.min(cut, l) + 0.05, l));
  });
  for (const [k, l] of [
    [5, 0.92],
    [6, 0.7],
  ]) {
    const v = k / 6;
    s.push(textLine(1, v, 0.34, 0.62), textLine(1, v, 0.67, l));
  }
  // the picture on the right page: a frame, the sky, a sun, two hills and a tree
  const frame: Pt[] = [
    [42, 19.5],
    ...quadPts([42, 19.5], [52, 12.5], [64, 14.6], 10).slice(1),
    [64, 43],
    ...quadPts([64, 43], [52, 42], [42, 48], 10).slice(1),
  ];
  f.push(path(poly(frame)));
  const sky = frame.map(([x, y]): Pt => [x + (x < 53 ? 1.4 : -1.4), y + (y < 30 ? 1.4 : -1.4)]);
  f.push(path(poly(sky)));
  const clipTo = (shape: Pt[]) => {
    for (const part of intersect(shape, sky)) if (part.length > 2) f.push(path(polyD(part)));
  };
  f.push(path(circle(56.8, 22.6, 2.8)));
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    s.push(
      line([
        [56.8 + 3.8 * Math.cos(a), 22.6 + 3.8 * Math.sin(a)],
        [56.8 + 5 * Math.cos(a), 22.6 + 5 * Math.sin(a)],
      ]),
    );
  }
  clipTo([...arc(56, 45, 13, 12, Math.PI, 2 * Math.PI, 20)]);
  clipTo([...arc(44, 47, 11, 13, Math.PI, 2 * Math.PI, 20)]);
  f.push(path(poly(rect(47.2, 30, 48.6, 36.5))), path(fleece(47.9, 28.4, 2.5, 2.5, 6, 1)));
  // a drop cap on the left page: a little framed square with a flower
  f.push(path(roundRect(8, 18.2, 14.4, 24.4, 0.8)), ...flower(11.2, 21.3, 2));
  f.push(path(poly(ribbon)));
  return done(f, s);
}
