// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, arc, done } from './home-things-kit';
import { circle, ellipse, path, poly, type Pt, r2 } from '../../lib/studio/art-kit/shapes';

// The crown.

/**
 * A royal crown: a velvet cap with a ball and a cross on top; five points, the middle one tallest, each tipped with
 * a ball and set with a jewel; a band with a rim above and below (pearls on the lower), a row of gems, round and
 * diamond by turns, each with its facet; a little curve across the band so it reads as round.
 */
export function crown(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the cross and ball on top of the cap
  f.push(
    path(
      poly([
        [34.6, 1],
        [37.4, 1],
        [37.4, 3],
        [39.4, 3],
        [39.4, 5.6],
        [37.4, 5.6],
        [37.4, 7.6],
        [34.6, 7.6],
        [34.6, 5.6],
        [32.6, 5.6],
        [32.6, 3],
        [34.6, 3],
      ]),
    ),
  );
  f.push(path(circle(36, 10.2, 3.2)));
  // the velvet cap, puffing out between the points, with two folds
  f.push(path(poly([...arc(36, 36, 27, 23.4, Math.PI, 2 * Math.PI, 32)])));
  // the points: a zigzag along the top of the band
  const bandTop = (x: number) => 46 + 3 * (1 - ((x - 36) / 34) ** 2);
  const peaks: Pt[] = [
    [3, 22],
    [19.5, 24],
    [36, 15.5],
    [52.5, 24],
    [69, 22],
  ];
  const valleys: Pt[] = [
    [11.2, 40],
    [27.8, 41],
    [44.2, 41],
    [60.8, 40],
  ];
  const zig: Pt[] = [];
  peaks.forEach((p, i) => {
    zig.push(p);
    if (valleys[i]) zig.push(valleys[i]);
  });
  f.push(path(poly([[2, bandTop(2) + 1], [3, 22], ...zig.slice(1, -1), [69, 22], [70, bandTop(70) + 1]])));
  // the balls on the points, a jewel on each point
  peaks.forEach(([x, y], i) => {
    f.push(path(circle(x + (i === 0 ? 1 : i === 4 ? -1 : 0), y - 2.6, i === 2 ? 3.4 : 2.8)));
  });
  for (const [x, y, big] of [
    [7.5, 34, 0],
    [19.5, 33.5, 1],
    [36, 28, 1],
    [52.5, 33.5, 1],
    [64.5, 34, 0],
  ]) {
    const h = big ? 4.4 : 3.2;
    const w = big ? 3 : 2.2;
    f.push(
      path(
        poly([
          [x, y - h],
          [x + w, y],
          [x, y + h],
          [x - w, y],
        ]),
      ),
    );
    f.push(
      path(
        poly([
          [x, y - h * 0.45],
          [x + w * 0.45, y],
          [x, y + h * 0.45],
          [x - w * 0.45, y],
        ]),
      ),
    );
  }
  // the band, curving a little down in the middle, its upper rim, the lower rim of pearls
  const run = (y: (x: number) => number, x0: number, x1: number) =>
    Array.from({ length: 25 }, (_, i): Pt => [x0 + ((x1 - x0) * i) / 24, y(x0 + ((x1 - x0) * i) / 24)]);
  const bottom = (x: number) => 66 + 3 * (1 - ((x - 36) / 34) ** 2);
  f.push(path(poly([...run(bandTop, 2, 70), ...run(bottom, 70, 2)])));
  f.push(path(poly([...run((x) => bandTop(x) - 1.6, 1.5, 70.5), ...run((x) => bandTop(x) + 3.4, 70.5, 1.5)])));
  f.push(path(poly([...run((x) => bottom(x) - 6, 1.5, 70.5), ...run((x) => bottom(x) - 1.2, 70.5, 1.5)])));
  for (let i = 0; i < 10; i++) {
    const x = 5.5 + i * 6.778;
    f.push(path(circle(r2(x), r2(bottom(x) - 3.6), 1.9)));
  }
  // the gems along the band: round ones with a ring, diamonds with a facet
  for (let i = 0; i < 5; i++) {
    const x = 9 + i * 13.5;
    const y = (bandTop(x) + bottom(x) - 6) / 2 + 0.9;
    if (i % 2 === 0) {
      f.push(path(ellipse(r2(x), r2(y), 4, 3.4)), path(ellipse(r2(x), r2(y), 2.2, 1.8)));
    } else {
      f.push(
        path(
          poly([
            [x, y - 4],
            [x + 4.2, y],
            [x, y + 4],
            [x - 4.2, y],
          ]),
        ),
      );
      f.push(
        path(
          poly([
            [x, y - 1.8],
            [x + 1.9, y],
            [x, y + 1.8],
            [x - 1.9, y],
          ]),
        ),
      );
    }
  }
  // little studs between the gems
  for (let i = 0; i < 4; i++) {
    const x = 15.75 + i * 13.5;
    f.push(path(circle(r2(x), r2((bandTop(x) + bottom(x) - 6) / 2 + 0.9), 1.1)));
  }
  return done(f, s);
}
