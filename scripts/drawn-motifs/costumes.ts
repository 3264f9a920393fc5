// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, r2, roundRect, sparkle } from './shapes';

type Figure = { f: string; s: string; d: string; c: string };
const figure = (f: string[], s: string[], d: string, face: string): Figure => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: face });
const eyes = (cx: number, y: number, apart = 2.8, r = 1) => `<path d="${circle(cx - apart, y, r)}${circle(cx + apart, y, r)}"/>`;

/**
 * Path data moved `dx` across: absolute commands (M L Q C T S H) shift, V and the relative arcs of `circle` stay.
 * The teacher stands left of the middle to leave room for the chalkboard beside them.
 */
function moveX(d: string, dx: number): string {
  return d.replace(/([MLQCTSHVZa])([^MLQCTSHVZa]*)/g, (_, cmd: string, args: string) => {
    const n = args.match(/-?[\d.]+/g)?.map(Number) ?? [];
    if (cmd === 'H') return `H${r2(n[0]! + dx)}`;
    if ('MLQCTS'.includes(cmd)) return cmd + n.map((v, i) => (i % 2 ? v : r2(v + dx))).join(' ');
    return cmd + args;
  });
}

/**
 * A teacher drawn whole, as the grown-ups at work are (the emoji is a bust before a blackboard, a joined sequence the
 * motif set had left out, so "teacher" drew nothing): round glasses with the eyes behind them, an open cardigan over
 * a shirt with a collar, a book in one arm with an apple on it, the other hand pointing a stick at a small chalkboard
 * on an easel with ABC on it.
 */
export function teacher(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  const dx = -7;
  const F = (d: string) => f.push(path(moveX(d, dx)));
  const S = (...ds: string[]) => s.push(...ds.map((d) => moveX(d, dx)));
  // the chalkboard on its easel to the right: legs, frame, board, the ledge with a piece of chalk, ABC
  f.push(path('M54.2 30H56.2L53.6 65H51.6Z'), path('M67.8 30H65.8L68.4 65H70.4Z'));
  f.push(path(roundRect(51.5, 11, 70.5, 31, 1.2)), path(roundRect(53.4, 12.9, 68.6, 29.1, 0.6)));
  f.push(path(roundRect(51, 30.2, 71, 32.4, 0.7)), path(roundRect(64.4, 28.4, 67.6, 30.2, 0.5)));
  s.push('M55.2 25L57.3 16.6L59.4 25M56 22.2H58.6');
  s.push('M60.8 16.6V25H62.6Q64.4 25 64.4 22.8Q64.4 20.8 62.6 20.8H60.8M60.8 16.6H62.4Q64 16.6 64 18.7Q64 20.8 62.4 20.8');
  s.push('M67.6 17.6Q66.8 16.4 65.9 16.8Q64.8 17.6 64.9 20.8Q64.8 24.2 65.9 24.9Q66.8 25.2 67.6 24');
  // trousers and shoes
  F(roundRect(27, 44, 35.5, 60, 2));
  F(roundRect(36.5, 44, 45, 60, 2));
  F(roundRect(25.5, 59, 35.5, 65, 2.5));
  F(roundRect(36.5, 59, 46.5, 65, 2.5));
  // the arm raised to the board, its hand holding the pointing stick
  F('M43.5 25.4L52.2 19.4Q54.4 18.2 55.4 20.2L55.7 21Q56.3 22.8 54.3 23.8L45 29.8Z');
  S('M57 20.6L62.8 17.2');
  F(circle(55.4, 21.4, 2.5));
  // the cardigan over the shirt: its fronts, buttons, ribbed hem, a pocket; the shirt's collar
  F(roundRect(26, 24, 46, 47, 4));
  F('M31.5 24L36 35L40.5 24Z');
  F('M31.5 24L34.4 28.6L36 25.8L37.6 28.6L40.5 24Z');
  S('M36 35V47', 'M26 44H46');
  F(circle(37.7, 38, 0.9));
  F(circle(37.7, 41.4, 0.9));
  F(roundRect(40, 38.6, 44.2, 42.6, 0.8));
  // the other arm bent up across the body, holding the book against the chest, the apple on the book
  F('M27.5 27L22.6 39Q21.8 42 24.8 42.2L31.6 41.6L31.4 37.6L27.4 37.8L31 31Z');
  F(roundRect(21.6, 29.6, 34.6, 40.4, 1.2));
  F(roundRect(21.6, 29.6, 24.6, 40.4, 1.2));
  S('M27 33H32.2M27 35.4H32.2');
  F(circle(32, 40.4, 2.5));
  F('M28.6 29.8Q25.2 29.6 25.2 26.8Q25.2 24 28.6 24.8Q32 24 32 26.8Q32 29.6 28.6 29.8Z');
  S('M28.6 24.8Q28.6 23.2 29.4 22.6');
  F('M29 23.6Q30.6 21.8 32.4 22.6Q31 24.4 29 23.6Z');
  // the neck, the face behind round glasses, the smile, short hair with a side parting
  F(roundRect(33.5, 20, 38.5, 25.5, 1));
  const face = moveX(circle(36, 14.5, 8), dx);
  f.push(path(face));
  F(circle(33, 15, 2.4));
  F(circle(39, 15, 2.4));
  S('M35.4 14.6Q36 14 36.6 14.6', 'M30.6 14.4L28.3 13.6M41.4 14.4L43.7 13.6');
  S('M33.4 19.4Q36 21.2 38.6 19.4');
  F('M27.8 14Q27.2 5.8 36 5.6Q44.8 5.8 44.2 14Q43 10.6 39.6 9.4Q35.4 11.6 30.6 10.2Q28.6 11.4 27.8 14Z');
  // the face and the board's writing both stay clear of an adults' page fill
  return figure(f, s, `<path d="${moveX(circle(33, 15, 1) + circle(39, 15, 1), dx)}"/>`, path(face + roundRect(53.4, 12.9, 68.6, 29.1, 0.6)));
}

/**
 * A friendly ninja drawn whole (OpenMoji's is a bust): a hooded suit with the face showing through a wide opening,
 * the headband's knot and tails fluttering behind, a sash tied in a knot with a shuriken badge on it, wrapped
 * wrists and ankles, split-toed shoes; standing ready, one hand up in a chop, the other fist at the hip. No weapons.
 */
export function ninja(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the headband's tails fluttering out behind the hood
  f.push(path('M29.6 9Q23 4.6 16.6 5.6Q19.6 7.6 20.4 9.8Q24.2 9.4 28.4 11.4Z'));
  f.push(path('M28.8 10.6Q22.4 10 17.6 13.4Q21.2 13.6 22.8 15.6Q25.6 13.4 28.6 13.2Z'));
  // legs apart in a wide stance, ankle wraps, split-toed shoes
  f.push(path('M28.4 44H35.6L31.4 59.2H25.2Z'), path('M36.4 44H43.6L46.8 59.2H40.6Z'));
  f.push(path('M25 57.2H31.8L31.4 60.8H24.6Z'), path('M40.2 57.2H47L47.4 60.8H40.6Z'));
  s.push('M25 59L31.6 59M40.4 59L47.2 59');
  f.push(path('M24.6 60.8H31.4L31.8 65.4H20.6Q20 62.2 24.6 60.8Z'), path('M40.6 60.8H47.4Q52 62.2 51.4 65.4H40.2Z'));
  s.push('M23.8 63V65.4M48.2 63V65.4');
  // the left arm down with its fist at the hip, the right raised in a chop, wrapped wrists
  f.push(path('M27.6 26.4Q21.4 29 21.2 35.4Q21.2 40 26.6 41.6L28.6 37.8Q25.8 36.4 26.2 34Q27 31.6 30.4 31Z'));
  f.push(path('M43.6 25.2Q49.4 24.6 50 21.6L49.8 15.6H55L55.4 22.4Q55.4 29.4 44.4 30.8Z'));
  s.push('M22.6 39.4L24.8 36.6M24.6 40.6L26.2 37.6');
  f.push(path(circle(27.8, 41.6, 2.6)));
  s.push('M49.8 18.6H55.2M49.9 20.6H55.3');
  f.push(path('M50.2 14.6Q47.6 14.2 47.4 11.8Q47.4 10.2 49.2 11L50.4 12Z'));
  f.push(path(roundRect(49.4, 6.6, 55.4, 16.4, 2.6)));
  // the suit, its crossed front, the sash with its knot and hanging ends, the shuriken on it
  f.push(path(roundRect(28, 24, 44, 46, 3.6)));
  s.push('M31.6 24.6L38.4 36.4M40.4 24.6L36.8 30.6');
  f.push(path(roundRect(28, 37.2, 44, 41.4, 0.8)));
  f.push(path('M31.4 41L30.2 47.8L32.8 47.2L33.4 41Z'), path('M33.6 41L34.8 47.6L36.8 46.6L35.6 41Z'));
  f.push(path(roundRect(31, 36.4, 35.6, 42.2, 1.6)));
  f.push(path(sparkle(40, 39.3, 3.2)), path(circle(40, 39.3, 0.7)));
  // the hood round the head and down over the shoulders, its headband, the face showing through its opening,
  // two eyes and a smile
  f.push(path('M29.4 21.4H42.6Q44.8 23.6 47 26.4Q36 29.6 25 26.4Q27.2 23.6 29.4 21.4Z'));
  f.push(path(circle(36, 14.2, 9.6)));
  f.push(path(roundRect(26.2, 7.6, 45.8, 10.8, 1.2)));
  const face = path(roundRect(29.4, 11.8, 42.6, 20.4, 4));
  f.push(face);
  s.push('M33.6 17.6Q36 19.2 38.4 17.6');
  return figure(f, s, eyes(36, 15, 2.7), face);
}
