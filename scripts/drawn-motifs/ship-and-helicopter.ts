// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The ship and the helicopter, side views facing left in the manner of the working vehicles (work-trucks.ts):
// chunky children's-book proportions, each with somebody aboard wearing the house's kawaii face. Fluent's ship was
// a plain hull under a few rectangles and its helicopter a bare outline with a window and a stripe; both printed as
// thin clip art on the catalogue's pages, with nobody aboard.
import { intersect, polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace, type Face } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, cubic, movePaths, path, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { art, type Art } from './art';
export { art, type Art };

export const done = (a: Art) => ({ f: a.f.join(''), s: a.s.length ? `<path d="${a.s.join('')}"/>` : '', d: `<path d="${a.d.join('')}"/>`, c: a.c.join('') });

/** A drawing's paths all moved by (dx, dy). */
export const moved = (m: { f: string; s: string; d: string; c: string }, dx: number, dy: number) => ({
  f: movePaths(m.f, 1, dx, dy),
  s: movePaths(m.s, 1, dx, dy),
  d: movePaths(m.d, 1, dx, dy),
  c: movePaths(m.c, 1, dx, dy),
});

/** A puff of smoke: a round cloud of five bumps standing out to 1.45 r. */
export function puff(cx: number, cy: number, r: number): Pt[] {
  const at = (a: number, rr: number): Pt => [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
  return Array.from({ length: 5 }, (_, i) => {
    const [a0, a1] = [(i * 2 * Math.PI) / 5 - 0.3, ((i + 1) * 2 * Math.PI) / 5 - 0.3];
    return Array.from({ length: 10 }, (_, j) => cubic(at(a0, r), at(a0 + 0.1, r * 1.45), at(a1 - 0.1, r * 1.45), at(a1, r), j / 10));
  }).flat();
}

/** A circle or ellipse as a polygon of `n` points. */
export const oval = (cx: number, cy: number, rx: number, ry = rx, n = 56): Pt[] =>
  Array.from({ length: n }, (_, i): Pt => [cx + rx * Math.cos((i * 2 * Math.PI) / n), cy + ry * Math.sin((i * 2 * Math.PI) / n)]);

/** The part of `shape` inside `window` (a band on a hull, a canopy's pane): the shape's own outline cut. */
export const within = (shape: Pt[], window: Pt[]) => intersect(shape, window)[0] ?? [];

/** A strip between two heights, far wider than the box: cut to a shape, a level band across it. */
export const strip = (y0: number, y1: number, slope = 0): Pt[] => [
  [-10, y0 - 10 * slope],
  [82, y0 + 82 * slope],
  [82, y1 + 82 * slope],
  [-10, y1 - 10 * slope],
];

/** A ring's piece from angle a0 to a1 (radians, y down) between radii r0 and r1: a lifebuoy's stripe. */
export function sector(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): Pt[] {
  const arc = (r: number, from: number, to: number) =>
    Array.from({ length: 9 }, (_, i): Pt => [cx + r * Math.cos(from + ((to - from) * i) / 8), cy + r * Math.sin(from + ((to - from) * i) / 8)]);
  return [...arc(r1, a0, a1), ...arc(r0, a1, a0)];
}

/** The kawaii face's parts added to the drawing, its clear oval kept as `c`. */
export function addFace(a: Art, face: Face) {
  a.f.push(...face.f);
  a.s.push(face.s);
  a.d.push(face.d);
  a.c.push(face.c);
}

/** A railing from x0 to x1 whose top rail runs at `top(x)` and whose posts stand down to `foot(x)`. */
export function railing(a: Art, x0: number, x1: number, top: (x: number) => number, foot: (x: number) => number, posts: number[]) {
  for (const x of posts)
    a.f.push(
      path(
        polyD([
          [x - 0.45, top(x)],
          [x + 0.45, top(x)],
          [x + 0.45, foot(x)],
          [x - 0.45, foot(x)],
        ]),
      ),
    );
  a.f.push(
    path(
      polyD([
        [x0, top(x0) - 0.5],
        [x1, top(x1) - 0.5],
        [x1, top(x1) + 0.6],
        [x0, top(x0) + 0.6],
      ]),
    ),
  );
}

/**
 * The ship: a friendly steamer facing left. A tall hull with a rim under the deck, six portholes (each a ring
 * round its glass) and a waterline stripe; two decks of cabins with windows and railings at their ends, a roof
 * edge over each; a lifebuoy with four stripes on the lower deck; the bridge in front, where the captain in his
 * cap waves from the big window; a mast with a flag; two raked funnels with a stripe and a cap, and puffs of smoke
 * trailing back from them.
 */
export function ship() {
  const a = art();
  // the mast on the bridge's roof and its flag, streaming back
  a.f.push(path(roundRect(17.6, 2.5, 18.8, 10, 0.4)));
  a.f.push(path('M18.8 2.6Q22 1.2 25 2.6Q27.6 3.8 30 2.8V8.6Q27.6 9.6 25 8.4Q22 7 18.8 8.4Z'));
  a.f.push(path(polyD(oval(18.2, 2.2, 1.1, 1.1, 20))));
  // the two funnels, raked back, each with a wide stripe and a round-edged cap; puffs of smoke trailing back
  for (const x of [38, 50.6]) {
    const funnel: Pt[] = [
      [x, 21],
      [x + 8.4, 21],
      [x + 10.4, 5.5],
      [x + 2, 5.5],
    ];
    a.f.push(path(polyD(funnel)), path(polyD(within(funnel, strip(9.6, 14.2)))));
    a.f.push(path(roundRect(r2(x + 1.3), 3.4, r2(x + 11.1), 6.4, 1.2)));
  }
  for (const [x, y, r] of [
    [49.8, -2.4, 1.7],
    [45, 0.9, 2.1],
    [68.3, -0.6, 1.5],
    [63, -2, 2.5],
    [57.4, 0.6, 2.2],
  ])
    a.f.push(path(polyD(puff(x, y, r))));
  // railings on the lower deck's roof, before and behind the upper deck
  railing(
    a,
    9.5,
    15.5,
    () => 24.8,
    () => 29,
    [10.8, 13.2],
  );
  railing(
    a,
    57.5,
    64.5,
    () => 24.8,
    () => 29,
    [60, 63.2],
  );
  // the upper deck and its windows; the bridge at its front, the captain waving in its window
  a.f.push(path(roundRect(30, 19.6, 58.5, 30, 1.4)), path(roundRect(29, 18.6, 59.5, 21, 1)));
  for (const x of [37.5, 43.2, 48.9, 54.6]) a.f.push(path(roundRect(r2(x - 1.8), 23.2, r2(x + 1.8), 27.4, 1.2)));
  a.f.push(path(roundRect(14.4, 9.4, 35.6, 30, 2)), path(roundRect(13, 7.8, 37, 10.8, 1.2)));
  a.f.push(path(roundRect(16.2, 12.2, 33.8, 26.4, 1.6)));
  // the window and the captain in it kept clear of an adult page's fill, as a face is
  a.c.push(path(roundRect(16.2, 12.2, 33.8, 26.4, 1.6)));
  // the captain: the waving arm behind the shoulders, the shoulders on the sill with a collar, the head, the cap
  // with its peak and badge, and the hand
  const [hx, hy, hr] = [22.8, 19.6, 5];
  a.f.push(
    path(
      band(
        along(
          [27.8, 25.8],
          [
            [
              [29.4, 22.4],
              [30.4, 19.8],
              [30.9, 16.6],
            ],
          ],
          8,
        ),
        () => 2.5,
      ).d,
    ),
  );
  a.f.push(path(`M${r2(hx - 5.8)} 26.4Q${r2(hx - 5.6)} 23.2 ${hx} 23.1Q${r2(hx + 5.6)} 23.2 ${r2(hx + 5.8)} 26.4Z`));
  a.f.push(
    path(
      polyD([
        [hx - 1.8, 23.3],
        [hx, 25.8],
        [hx + 1.8, 23.3],
      ]),
    ),
  );
  a.f.push(path(polyD(oval(hx, hy, hr, hr))));
  a.f.push(path(`M${r2(hx - 5.3)} 16.6Q${r2(hx - 6)} 12.8 ${hx} 12.6Q${r2(hx + 6)} 12.8 ${r2(hx + 5.3)} 16.6Z`));
  a.f.push(path(roundRect(r2(hx - 4.8), 15.2, r2(hx + 4.8), 17.4, 0.8)));
  a.f.push(path(`M${r2(hx - 4.2)} 17.3Q${hx} 19.2 ${r2(hx + 4.2)} 17.3Z`));
  a.f.push(path(polyD(oval(hx, 14.8, 1.1, 1, 20))));
  a.f.push(path(polyD(oval(31, 15.4, 1.9, 2.1, 28))));
  addFace(a, kawaiiFace(hx, 20.8, 0.47));
  // the lower deck: a long cabin with a row of windows and the lifebuoy, under a roof edge
  a.f.push(path(roundRect(10, 29, 64, 42, 1.6)));
  for (const x of [14.5, 20.5, 26.5, 32.5, 38.5, 44.5]) a.f.push(path(roundRect(r2(x - 2.1), 32, r2(x + 2.1), 37, 1.2)));
  a.f.push(path(polyD(oval(55.5, 35, 4, 4))), path(polyD(oval(55.5, 35, 2.1, 2.1, 32))));
  for (const k of [0, 1, 2, 3]) {
    const m = Math.PI / 4 + (k * Math.PI) / 2;
    a.f.push(path(polyD(sector(55.5, 35, 2.1, 4, m - 0.32, m + 0.32))));
  }
  a.f.push(path(roundRect(9, 28.2, 65, 30.4, 1)));
  // railings along the deck at the bow and the stern, their feet behind the hull
  const sheer = (x: number) => 37 + ((x - 1.5) * 2.5) / 69;
  railing(
    a,
    2.6,
    10,
    (x) => sheer(x) - 4.4,
    (x) => sheer(x) + 1,
    [3.6, 6.8],
  );
  railing(
    a,
    64,
    70.2,
    (x) => sheer(x) - 4.4,
    (x) => sheer(x) + 1,
    [66.6, 69.4],
  );
  // the hull: a raked bow, a rounded stern, a rim under the deck and the waterline stripe, both its own outline cut
  const hull: Pt[] = [
    [1.5, 37],
    [70.5, 39.5],
    ...Array.from({ length: 13 }, (_, i): Pt => {
      const t = i / 12;
      return [70.2 - 9.7 * t ** 2.2, 49 + 11.5 * Math.sin((t * Math.PI) / 2)];
    }),
    ...Array.from({ length: 17 }, (_, i): Pt => {
      const t = i / 16;
      return [15 - 13.5 * t ** 1.6, 60.5 - 23.5 * t ** 1.15];
    }),
  ];
  a.f.push(path(polyD(hull)));
  a.f.push(path(polyD(within(hull, strip(36, 40.6, 2.5 / 69)))));
  a.f.push(path(polyD(within(hull, strip(51.6, 55.2)))));
  // six portholes: a ring round each pane, the panes kept clear of an adult page's fill
  for (const x of [12.5, 21.3, 30.1, 38.9, 47.7, 56.5]) {
    const pane = path(polyD(oval(x, 46.4, 1.9, 1.9, 32)));
    a.f.push(path(polyD(oval(x, 46.4, 3.1, 3.1, 40))), pane);
    a.c.push(pane);
  }
  // drawn with room above the funnels for the smoke, then moved down into the box
  return moved(done(a), 0, 6.4);
  return done(a);
}

/**
 * The helicopter: a round cartoon body whose front is a big bubble canopy (a frame round its glass) with a smiling
 * pilot in a headset inside, a door with a round window behind it and a stripe along the foot; an engine hump
 * with vents, the mast and hub of the main rotor and its two long blades; a tail boom with a small fin, the tail
 * fin and the tail rotor's two blades on their hub; and two skids on struts, the front turned up.
 */
export function helicopter() {
  const a = art();
  // the tail: the boom, the fin at its end, the tail rotor over the fin, a small fin across the boom
  a.f.push(
    path(
      band(
        along(
          [42, 38.5],
          [
            [
              [50, 36.6],
              [57, 34.4],
              [63.5, 31.8],
            ],
          ],
          8,
        ),
        (t) => 8.4 - 4.4 * t,
      ).d,
    ),
  );
  a.f.push(
    path(
      polyD([
        [58.4, 34.6],
        [62.6, 19.6],
        [64.4, 18],
        [67.6, 18],
        [68, 19.6],
        [66.6, 33.6],
        [61.4, 36.4],
      ]),
    ),
  );
  for (const deg of [45, -45]) a.f.push(path(turnedEllipse(64, 31.6, 6.6, 1.2, deg)));
  a.f.push(path(polyD(oval(64, 31.6, 1.7, 1.7, 24))));
  a.f.push(
    path(
      polyD([
        [50.2, 38.4],
        [54.6, 32.2],
        [57.4, 32.2],
        [56.2, 38.2],
      ]),
    ),
  );
  // the skids: two struts down from the body to a long bar turned up at the front
  a.f.push(
    path(
      polyD([
        [16, 52],
        [18.4, 52],
        [16.4, 61.2],
        [14, 61.2],
      ]),
    ),
    path(
      polyD([
        [36.6, 52],
        [39, 52],
        [41, 61.2],
        [38.6, 61.2],
      ]),
    ),
  );
  a.f.push(path('M8.4 60.8H49Q51 60.8 51 62.5Q51 64.2 49 64.2H8.4Q4.2 64.2 2.8 59.4Q4.6 58.8 5.8 60Q6.8 60.8 8.4 60.8Z'));
  // the rotor's mast and the engine hump on the roof, two vents in it
  a.f.push(path(roundRect(31.4, 11, 35, 21, 0.6)));
  a.f.push(path(roundRect(24, 17.4, 46.6, 27, 4)));
  for (const y of [19.8, 22.6]) a.f.push(path(roundRect(36.4, y, 43.6, r2(y + 1.6), 0.8)));
  // the body, the stripe along its foot, the bubble canopy: a frame round the glass, cut to the body
  const body = oval(27, 40, 19.8, 15.2, 72);
  a.f.push(path(polyD(body)));
  a.f.push(path(polyD(within(body, strip(45.6, 49.4)))));
  a.f.push(path(polyD(within(body, oval(20.4, 36.8, 14.6, 13.6, 72)))));
  const glass = within(oval(27, 40, 18.3, 13.7, 72), oval(20.4, 36.8, 13, 12, 72));
  a.f.push(path(polyD(glass)));
  // the glass and the pilot in it kept clear of an adult page's fill, as a face is
  a.c.push(path(polyD(glass)));
  // the pilot: shoulders cut to the glass, the head, the hair, a headset over it with its ear cups, the face
  const [px, py, pr] = [21, 35.6, 6];
  a.f.push(path(polyD(within(oval(px, 48.6, 9, 7.4, 48), glass))));
  const head = oval(px, py, pr, pr, 56);
  a.f.push(path(polyD(head)), path(polyD(within(head, oval(px, 28.4, 8.6, 5.6, 56)))));
  const over = Array.from({ length: 25 }, (_, i): Pt => {
    const t = Math.PI * (1.08 + (0.84 * i) / 24);
    return [px + 6.9 * Math.cos(t), py + 6.9 * Math.sin(t)];
  });
  a.f.push(path(band(over, () => 1.5).d));
  for (const side of [-1, 1]) a.f.push(path(polyD(oval(px + side * 6.4, py + 0.6, 1.6, 2.6, 32))));
  addFace(a, kawaiiFace(px, py + 1.1, 0.55));
  // the door behind the canopy, its round window and handle
  a.f.push(
    path(
      polyD(
        within(body, [
          [35.8, 29.6],
          [44.2, 29.6],
          [44.2, 47.4],
          [35.8, 47.4],
        ]),
      ),
    ),
  );
  a.f.push(path(polyD(oval(40, 35.4, 2.5, 2.7, 32))), path(roundRect(36.8, 40.8, 39.8, 42.2, 0.7)));
  // the main rotor: two long blades and the hub over them
  a.f.push(path(roundRect(1.5, 9.6, 31.6, 12.4, 1.4)), path(roundRect(34.8, 9.6, 69.8, 12.4, 1.4)));
  a.f.push(path(roundRect(29, 8, 37.4, 13.8, 2.2)));
  return done(a);
}
