// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { type Drawn, quadPts, arc, rect, done, flower } from './home-things-kit';
import { circle, ellipse, fleece, line, path, poly, type Pt, roundRect } from '../../lib/studio/art-kit/shapes';

// The house: a cottage on the ground line y = 71.

const APEX: Pt = [36, 5];
const EAVE_Y = 33;
const EAVE_L = 2;
const EAVE_R = 70;

/** A window from (x0, y0) to (x1, y1): frame, four panes, two curtains tied back, a sill and a flower box. */
function cottageWindow(x0: number, y0: number, x1: number, y1: number, f: string[], s: string[]) {
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
  f.push(path(roundRect(x0 - 1.3, y0 - 1.3, x1 + 1.3, y1 + 1.3, 1)));
  for (const [a, b] of [
    [x0, mx - 0.6],
    [mx + 0.6, x1],
  ])
    for (const [c, d] of [
      [y0, my - 0.6],
      [my + 0.6, y1],
    ])
      f.push(path(poly(rect(a, c, b, d))));
  // curtains: each hangs from the top corner and is tied back half way down, a swoop into the pane
  const w = (x1 - x0) * 0.3;
  for (const side of [-1, 1]) {
    const ox = side < 0 ? x0 : x1;
    const ix = ox - side * w;
    const tie = y0 + (y1 - y0) * 0.62;
    f.push(
      path(
        poly([
          [ox, y0],
          [ix, y0],
          ...quadPts([ix, y0], [ox - side * w * 0.15, y0 + (y1 - y0) * 0.35], [ox - side * 0.6, tie], 10).slice(1),
          ...quadPts([ox - side * 0.6, tie], [ox - side * 0.8, tie + 2], [ox, y1], 6).slice(1),
        ]),
      ),
    );
  }
  // the curtain rail over the frame
  f.push(path(roundRect(x0 - 2.4, y0 - 2.6, x1 + 2.4, y0 - 0.6, 1)));
  // the flower box under the window, flowers standing in it
  const bx0 = x0 - 2.2;
  const bx1 = x1 + 2.2;
  const by = y1 + 1.3;
  const n = 3;
  for (let i = 0; i < n; i++) {
    const fx = bx0 + 3 + ((bx1 - bx0 - 6) * i) / (n - 1);
    f.push(...flower(fx, by - 1.2, 2.3));
  }
  f.push(
    path(
      poly([
        [bx0, by],
        [bx1, by],
        [bx1 - 1, by + 4.2],
        [bx0 + 1, by + 4.2],
      ]),
    ),
  );
  s.push(
    line([
      [bx0 + 0.8, by + 2.1],
      [bx1 - 0.8, by + 2.1],
    ]),
  );
}

/**
 * A cosy cottage: the chimney with a puff of smoke behind the roof; the wall; a roof of scalloped shingles in rows
 * under a barge board, a round attic window in the gable; two windows with panes, curtains and flower boxes; a
 * round-topped door with two panels, a knob and a step; a path of stones to the bottom edge; a picket fence on the
 * left, a bush on the right.
 */
export function house(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // smoke: three puffs growing as they rise to the right
  f.push(path(fleece(58.6, 5.6, 1.9, 1.5, 4, 0.55, 0.4)), path(fleece(64.2, 3.6, 2.5, 1.9, 5, 0.6, 0.3)), path(fleece(69.2, 2.2, 1.5, 1.2, 4, 0.45)));
  // the chimney behind the roof, its cap, two bricks
  f.push(path(poly(rect(50, 10, 56.5, 24))), path(roundRect(48.4, 7.4, 58.1, 10.6, 0.8)));
  f.push(path(poly(rect(50.8, 12.2, 54, 14.4))), path(poly(rect(52.8, 15.6, 55.8, 17.8))));
  // the wall, with a few bricks to colour
  f.push(path(poly(rect(8, EAVE_Y - 2, 64, 63))));
  for (const [x, y] of [
    [10, 56],
    [13.5, 59.5],
    [58.5, 56],
    [55, 59.5],
  ])
    f.push(path(roundRect(x, y, x + 3.6, y + 2, 0.4)));
  // the roof: a triangle of shingles, rows of scalloped tiles, each row over the one below it
  const inner: Pt[] = [
    [EAVE_L + 4.2, EAVE_Y],
    [APEX[0], APEX[1] + 4.6],
    [EAVE_R - 4.2, EAVE_Y],
  ];
  f.push(path(poly(inner)));
  const rows = 5;
  const top = APEX[1] + 4.6;
  const rh = (EAVE_Y - top) / rows;
  for (let r = rows - 1; r >= 0; r--) {
    const y0 = top + r * rh - 1;
    const y1 = top + (r + 1) * rh;
    const tw = 6.4;
    const offset = r % 2 ? tw / 2 : 0;
    for (let x = 36 - tw * 6 - offset; x < 70; x += tw) {
      // a tile: square top, round bottom
      const tile: Pt[] = [[x, y0], [x + tw, y0], ...arc(x + tw / 2, y1 - tw / 2 + 0.8, tw / 2, tw / 2 - 0.8, 0, Math.PI, 10)];
      for (const part of intersect(tile, inner)) if (part.length > 2) f.push(path(polyD(part)));
    }
  }
  // the barge board round the roof's two slopes
  f.push(
    path(poly([[EAVE_L, EAVE_Y + 1.2], APEX, [EAVE_R, EAVE_Y + 1.2], [EAVE_R - 4.6, EAVE_Y + 1.2], [APEX[0], APEX[1] + 4.6], [EAVE_L + 4.6, EAVE_Y + 1.2]])),
  );
  // the round attic window with four panes
  f.push(path(circle(36, 20.5, 4.6)));
  for (let q = 0; q < 4; q++) {
    const a0 = (q * Math.PI) / 2;
    const c: Pt = [36 + 0.5 * Math.sign(Math.cos(a0 + Math.PI / 4)), 20.5 + 0.5 * Math.sign(Math.sin(a0 + Math.PI / 4))];
    f.push(path(poly([c, ...arc(c[0], c[1], 3.3, 3.3, a0 + 0.08, a0 + Math.PI / 2 - 0.08, 8)])));
  }
  cottageWindow(12.5, 39, 24, 49, f, s);
  cottageWindow(48, 39, 59.5, 49, f, s);
  // the door: a frame, the round-topped door, two panels, a knob, a little window
  const door = (x0: number, x1: number, y0: number, y1: number): Pt[] => {
    const r = (x1 - x0) / 2;
    return [[x0, y1], [x0, y0 + r], ...arc((x0 + x1) / 2, y0 + r, r, r, Math.PI, 2 * Math.PI, 16), [x1, y0 + r], [x1, y1]];
  };
  f.push(path(poly(door(28, 44, 36.4, 63))), path(poly(door(29.8, 42.2, 38.2, 63))));
  f.push(path(poly(door(32.2, 39.8, 40.6, 46.4))));
  s.push(
    line([
      [36, 40.6],
      [36, 46.4],
    ]),
    line([
      [32.2, 44],
      [39.8, 44],
    ]),
  );
  f.push(path(roundRect(31.6, 49, 40.4, 54.4, 0.8)), path(roundRect(31.6, 56, 40.4, 61.4, 0.8)));
  f.push(path(circle(40.4, 52.2, 1.1)));
  // the step, the path of stones to the front
  f.push(path(roundRect(25.5, 63, 46.5, 66.2, 0.8)));
  const pathEdge: Pt[] = [
    [27.5, 66.2],
    [44.5, 66.2],
    [50, 71],
    [22, 71],
  ];
  f.push(path(poly(pathEdge)));
  for (const [x, y, rx, ry] of [
    [28.6, 68.7, 3.1, 1.5],
    [36, 68.7, 3.4, 1.5],
    [43.4, 68.7, 3.1, 1.5],
  ])
    f.push(path(ellipse(x, y, rx, ry)));
  // a picket fence on the left: two rails behind pickets with pointed tops
  f.push(path(poly(rect(0.8, 60.6, 21.5, 62.6))), path(poly(rect(0.8, 66.2, 21.5, 68.2))));
  for (let i = 0; i < 5; i++) {
    const x = 1.4 + i * 4.1;
    f.push(
      path(
        poly([
          [x, 71],
          [x, 58.6],
          [x + 1.45, 56.6],
          [x + 2.9, 58.6],
          [x + 2.9, 71],
        ]),
      ),
    );
  }
  // a bush on the right, with a flower or two on it
  f.push(path(fleece(61.6, 65.4, 8.8, 5, 9, 1.6, Math.PI)));
  f.push(...flower(57.5, 64, 2), ...flower(65.5, 66.5, 2));
  // the ground line under the house
  s.push(
    line([
      [0.5, 71],
      [71.5, 71],
    ]),
  );
  return done(f, s);
}
