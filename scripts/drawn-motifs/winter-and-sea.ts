// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's penguin is one big egg with a tiny face and an open beak; OpenMoji's snowman is two small balls under a
// box hat with snowflakes floating round it (clutter on a page whose backdrop already snows); Fluent's sea turtle is
// a dome with a very small head. Ours are whole and friendly, as a kids' colouring book draws them.
import { smooth } from './dinosaurs';
import { along, band, circle, ellipse, path, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const line = (pts: Pt[]) => `M${pts.map((p) => p.join(' ')).join('L')}`;

/**
 * A penguin chick standing and facing the reader: a big round head on a round body, a white heart-shaped face
 * mask and a white belly (areas), one flipper down and one waving, a small beak and two wide feet to colour
 * orange, eyes, rosy cheeks and a small smile standing free, and a striped scarf with a fringed end.
 */
export function penguin() {
  const f: string[] = [];
  const s: string[] = [];
  // the flippers behind the body: the left one hanging, the right one waving
  f.push(path(turnedEllipse(15.2, 48, 10.5, 4.4, 116)), path(turnedEllipse(58.6, 33.5, 10, 4.2, -40)));
  // the body and its white belly, then the feet over the body's foot
  f.push(path(ellipse(36, 48.5, 19, 18.5)));
  f.push(path(ellipse(36, 51.5, 12.5, 13.5)));
  for (const x of [28.5, 43.5]) {
    f.push(path(`M${x - 7} 68.2Q${x - 7.5} 63.4 ${x} 63.2Q${x + 7.5} 63.4 ${x + 7} 68.2Z`));
    s.push(`M${x - 2.3} 68.2V66M${x + 2.3} 68.2V66`);
  }
  // the head (kept clear of an adult page's fill) and the heart-shaped white face mask
  const head = path(ellipse(36, 19, 16.5, 14.5));
  f.push(head);
  f.push(path('M36 11.6C31 6.6 21.8 9.6 22.4 19.6C23 27.6 29.6 31.2 36 31.4C42.4 31.2 49 27.6 49.6 19.6C50.2 9.6 41 6.6 36 11.6Z'));
  // rosy cheeks, the beak between the eyes, and a small smile under it standing free
  f.push(path(ellipse(27.2, 24.6, 2.6, 1.7)), path(ellipse(44.8, 24.6, 2.6, 1.7)));
  f.push(path('M32.6 21.6Q36 20.2 39.4 21.6Q38 25.6 36 26.2Q34 25.6 32.6 21.6Z'));
  s.push('M33.4 28.2Q36 29.8 38.6 28.2');
  // the scarf round the neck, its stripes, and its end hanging down the front with a fringe
  f.push(path('M42 36.5L49.6 35.6L52.4 51.2L45.2 52.4Z'));
  s.push('M43.4 41.6L50.5 40.5M44.3 46.8L51.4 45.7');
  s.push('M46.2 52.3L46.4 55.2M48.4 52L48.7 54.9M50.6 51.6L51 54.5');
  f.push(path('M19.6 31.2Q36 38.6 52.4 31.2L53.2 36.2Q36 44.2 18.8 36.2Z'));
  s.push('M27.4 34.6L27 39.8M36 35.8V41.2M44.6 34.6L45 39.8');
  return out(f, s, [circle(30.2, 18.6, 2.1), circle(41.8, 18.6, 2.1)], head);
}

/**
 * A snowman filling the box: three snowballs, a top hat with a band, a striped scarf with a fringed end, a carrot
 * nose (an area with its ridges), coal eyes and a smile of small coal dots, three buttons (small areas) and two
 * stick arms thick enough to colour, each forking into twig fingers. No snowflakes round him:
 * the winter backdrop brings the snow.
 */
export function snowman() {
  const f: string[] = [];
  const s: string[] = [];
  // the stick arms behind the middle ball, each forking into three twig fingers, thick enough to colour
  const stick = (from: Pt, c1: Pt, c2: Pt, to: Pt, w: number) => f.push(path(band(along(from, [[c1, c2, to]], 8), (u) => w * (1 - 0.35 * u)).d));
  for (const k of [-1, 1]) {
    const x = (v: number) => r2(36 + k * (v - 36));
    stick([x(27), 35], [x(21), 32], [x(15), 29], [x(8.6), 23.8], 3);
    stick([x(10.4), 25.4], [x(9.4), 23], [x(9.2), 20.6], [x(9.8), 17.8], 1.9);
    stick([x(10.2), 25], [x(7.6), 24.2], [x(5.4), 24.6], [x(3.4), 25.8], 1.9);
    stick([x(17.6), 30], [x(17), 28], [x(16.4), 26.2], [x(15.6), 24.4], 1.9);
  }
  // the snowballs, the bottom one first; the buttons down the middle one
  f.push(path(circle(36, 55.5, 14.5)));
  f.push(path(circle(36, 35, 11.5)));
  f.push(path(circle(36, 35.6, 1.7)), path(circle(36, 41, 1.7)), path(circle(36, 50.5, 1.9)));
  // the head (kept clear of an adult page's fill), the coal eyes, the carrot nose with its ridges, the coal smile
  const head = path(circle(36, 17.5, 8.8));
  f.push(head);
  f.push(path('M36.4 17.4L25.6 19.6Q25.2 20 25.7 20.3L36.4 21.2Q37.6 19.3 36.4 17.4Z'));
  s.push('M32.4 18.4L32.8 20.8M29 19.2L29.3 20.5');
  const smile = [-4.2, -2.1, 0, 2.1, 4.2].map((x) => circle(r2(36 + x), r2(22.7 + 1.1 * (1 - (x / 4.2) ** 2)), 0.62));
  // the scarf round the neck, striped, its end hanging over the middle ball with a fringe
  f.push(path('M38.8 27.6L44.4 27L46.2 40.8L40.6 41.6Z'));
  s.push('M39.6 32.6L45.1 31.9M40.3 37.1L45.7 36.4M41.8 41.5L41.9 44.2M43.7 41.2L43.9 43.9M45.5 40.9L45.8 43.6');
  f.push(path('M27.4 24.6Q36 29.2 44.6 24.6L45.2 28.6Q36 33.6 26.8 28.6Z'));
  s.push('M31.2 27L30.8 30.6M36 28.2V32M40.8 27L41.2 30.6');
  // the top hat: brim, crown and band
  f.push(path(roundRect(28.4, 1, 43.6, 11.4, 1)));
  f.push(path('M28.4 7.4H43.6V10.2H28.4Z'));
  f.push(path(roundRect(24.6, 10.4, 47.4, 13.2, 1.4)));
  return out(f, s, [circle(32.6, 14.8, 1.35), circle(39.4, 14.8, 1.35), ...smile], head);
}

/**
 * A sea turtle swimming side-on, facing left: a round head with a friendly face (a big eye with a shine, a smile,
 * a rosy cheek, scale patches on top) held forward on a neck one sees, a domed shell with a central row of scutes
 * along its top and a side row below it (areas), a rim of marginal scutes round it and its underside band, four
 * paddle-shaped flippers with scale patches (the front pair in mid-stroke, one forward and one back) and a
 * short pointed tail. Our first one had its head floating at the shell and flippers that read as sticks.
 */
export function seaTurtle() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy, ox, oy, ix, iy] = [45.5, 40.5, 22, 23, 18, 19.2];
  const at = (rx: number, ry: number, deg: number): Pt => [r2(cx + rx * Math.cos((deg * Math.PI) / 180)), r2(cy - ry * Math.sin((deg * Math.PI) / 180))];
  const arc = (rx: number, ry: number, n = 24): Pt[] => Array.from({ length: n + 1 }, (_, i) => at(rx, ry, (180 * i) / n));
  /** Points along the inner dome's edge from x0 to x1. */
  const edge = (x0: number, x1: number, n = 8): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const x = x0 + ((x1 - x0) * i) / n;
      return [r2(x), r2(cy - iy * Math.sqrt(Math.max(0, 1 - ((x - cx) / ix) ** 2)))];
    });
  const X = (u: number) => r2(cx + u * ix);
  const Y = (v: number) => r2(cy - v * iy);
  // the scutes' seams: a zigzag across the dome between the central row and the side row, its corners m0…m6
  const m: Pt[] = [
    [X(-1), cy],
    [X(-0.76), Y(0.3)],
    [X(-0.37), Y(0.52)],
    [cx, Y(0.44)],
    [X(0.37), Y(0.52)],
    [X(0.76), Y(0.3)],
    [X(1), cy],
  ];
  // the far flippers behind everything: the front one reaching forward in its stroke, the hind one trailing
  f.push(
    path(
      smooth([
        [27, 42],
        [20.5, 44.2],
        [13, 48.8],
        [7.4, 53.6],
        [7.6, 58.2],
        [12.4, 58.8],
        [20, 55],
        [27.5, 49],
        [31.5, 44.5],
      ]),
    ),
  );
  f.push(path(turnedEllipse(12.6, 54, 2.3, 1.5, -35)), path(turnedEllipse(19.8, 50, 2.4, 1.6, -35)));
  f.push(
    path(
      smooth([
        [55, 43],
        [58.6, 48.4],
        [59.6, 54.4],
        [62.4, 55.2],
        [64, 51],
        [61.6, 44.4],
      ]),
    ),
  );
  // the short pointed tail
  f.push(path('M64 39.5Q69.5 40 71.2 43Q67.5 45 63.5 44.5Z'));
  // the near hind flipper, a rounded paddle trailing back, with a scale patch
  f.push(
    path(
      smooth([
        [59, 42],
        [64.5, 45.5],
        [69, 50.5],
        [69.8, 54.2],
        [66.6, 55],
        [61.8, 51.6],
        [57, 46.5],
      ]),
    ),
  );
  f.push(path(turnedEllipse(65.4, 50.8, 1.8, 1.2, 45)));
  // the neck, reaching forward and a little up out of the shell, with a fold across it
  const neck = band(
    along(
      [28.5, 39.5],
      [
        [
          [24, 37],
          [19.5, 35],
          [14, 33],
        ],
      ],
      8,
    ),
    (t) => r2(9.5 - 2 * t),
  );
  f.push(path(neck.d));
  s.push(line([neck.left[4], neck.right[4]]));
  // the near front flipper, a long paddle sweeping back from under the shell in its stroke (its root hidden by the shell), with scale patches
  f.push(
    path(
      smooth([
        [25, 42],
        [30.5, 48.5],
        [37, 55],
        [43.8, 58.6],
        [48.6, 60],
        [50.6, 57.2],
        [47.5, 52.4],
        [41, 46.5],
        [35, 42.5],
      ]),
    ),
  );
  f.push(path(turnedEllipse(33.6, 48.6, 2.6, 1.7, 40)), path(turnedEllipse(40.4, 53.2, 2.4, 1.6, 38)), path(turnedEllipse(46.6, 56.6, 1.8, 1.2, 32)));
  // the shell's underside band with its seams, then the rim of marginal scutes and the inner dome over it
  f.push(path(`M${cx - ox} ${cy}H${cx + ox}Q${r2(cx + ox - 0.4)} ${cy + 5} ${cx + 15} ${cy + 5}H${cx - 15}Q${r2(cx - ox + 0.4)} ${cy + 5} ${cx - ox} ${cy}Z`));
  s.push([-0.8, -0.4, 0, 0.4, 0.8].map((u) => `M${r2(cx + u * 18)} ${cy + 2.6}V${cy + 4.8}`).join(''));
  f.push(path(`${line(arc(ox, oy))}Z`));
  f.push(path(`${line(arc(ix, iy))}Z`));
  for (const a of [14, 32, 50, 68, 84, 100, 116, 132, 150, 168]) s.push(line([at(ix, iy, a), at(ox, oy, a)]));
  // the central row along the top (three scutes, the middle one a shield) and the side row below it (four)
  const scute = (pts: Pt[]) => f.push(path(`${line(pts)}Z`));
  scute([...edge(X(-1), X(-0.53)), m[2], m[1], m[0]]);
  scute([...edge(X(-0.53), X(0.53)), m[4], m[3], m[2]]);
  scute([...edge(X(0.53), X(1)), m[6], m[5], m[4]]);
  scute([m[0], m[1], m[2], [X(-0.45), cy]]);
  scute([m[2], m[3], [cx, cy], [X(-0.45), cy]]);
  scute([m[3], m[4], [X(0.45), cy], [cx, cy]]);
  scute([m[4], m[5], m[6], [X(0.45), cy]]);
  // the head (kept clear of an adult page's fill) with scale patches on top, a big eye, a rosy cheek and a smile
  const head = path(turnedEllipse(10.8, 30.2, 9.4, 7.8, -8));
  f.push(head);
  f.push(path(turnedEllipse(13.2, 24.6, 2.6, 1.5, -20)), path(turnedEllipse(17.2, 27, 1.8, 1.3, 50)));
  f.push(path(ellipse(13.9, 33.4, 2.3, 1.5)));
  s.push('M4.2 31.8Q7.2 35.6 10.4 34.4');
  const shine = 'M7.7 27.5a0.7 0.7 0 1 1 1.4 0a0.7 0.7 0 1 1 -1.4 0Z';
  return out(f, s, [circle(8.4, 28.2, 2.4), shine], head);
}
