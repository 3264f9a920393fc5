// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The ferry, side-on facing left: a car ferry, cars showing through the open car deck in its hull, people at the
// windows of the passenger deck and the captain on the bridge. Fluent's ferry was a long hull under a stack of
// thin decks with a row of six small portholes, printed as one outlined area: nobody aboard, nothing to colour
// apart, and nothing to say it carries cars.
import { polyD } from '../../lib/studio/art-kit/clip';
import { flag, lifebuoy, lookingOut } from './boats-kit';
import { art, done, oval, strip, within, type Art } from './ship-and-helicopter';
import { path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

/** A small car facing left on the car deck, its wheels' foot at `y`: body, cabin, two windows, lights, wheels. */
function car(a: Art, x: number, y: number, w: number) {
  const [b0, b1] = [x, x + w];
  a.f.push(
    path(
      `M${r2(b0 + w * 0.22)} ${r2(y - 6.6)}Q${r2(b0 + w * 0.28)} ${r2(y - 10.4)} ${r2(b0 + w * 0.4)} ${r2(y - 10.4)}H${r2(b1 - w * 0.16)}Q${r2(b1 - w * 0.06)} ${r2(y - 10.4)} ${r2(b1 - w * 0.06)} ${r2(y - 6.6)}Z`,
    ),
  );
  a.f.push(path(roundRect(r2(b0 + w * 0.33), r2(y - 9.4), r2(b0 + w * 0.56), r2(y - 6.8), 0.6)));
  a.f.push(path(roundRect(r2(b0 + w * 0.61), r2(y - 9.4), r2(b1 - w * 0.14), r2(y - 6.8), 0.6)));
  a.f.push(path(roundRect(b0, r2(y - 7), b1, r2(y - 2.4), 1.6)));
  a.f.push(path(polyD(oval(r2(b0 + 1.5), r2(y - 5.3), 0.8, 0.8, 16))));
  for (const cx of [b0 + w * 0.25, b1 - w * 0.22])
    a.f.push(path(polyD(oval(r2(cx), r2(y - 2.2), 2.2, 2.2, 28))), path(polyD(oval(r2(cx), r2(y - 2.2), 0.9, 0.9, 16))));
}

/**
 * The ferry: a deep hull (a raked bow, a round stern), a rim under the deck, a long opening in its side onto the
 * car deck where a car and a van wait, and the waterline stripe; on it the passenger deck, its windows with two
 * people smiling out and a lifebuoy, under a roof edge; on top the bridge, the captain in its big window, and a
 * stubby funnel with a band and a cap; a flag at the stern.
 */
export function ferry() {
  const a = art();
  // the flag at the stern, behind the deck
  flag(a, 64.5, 12, 32, 6.2, 5.2);
  // the funnel, stubby and wide, with a band and a cap
  const funnel: Pt[] = [
    [40.5, 27],
    [53.5, 27],
    [55, 9],
    [42.5, 9],
  ];
  a.f.push(path(polyD(funnel)), path(polyD(within(funnel, strip(13, 18)))));
  a.f.push(path(roundRect(41, 6.4, 56.5, 10, 1.6)));
  // the bridge on top, its roof edge, the big window with the captain in it, a small window behind
  a.f.push(path(roundRect(10, 12.5, 38, 28, 1.8)), path(roundRect(8.6, 11, 39.4, 13.8, 1.2)));
  const bridge = roundRect(12.6, 15.4, 29, 27.6, 1.6);
  a.f.push(path(bridge));
  const glass: Pt[] = [
    [12.6, 15.4],
    [29, 15.4],
    [29, 27.6],
    [12.6, 27.6],
  ];
  lookingOut(a, glass, 20.8, 21.4, 4.3, 'cap');
  a.f.push(path(roundRect(31, 16.4, 35.8, 21.6, 1.2)));
  // the passenger deck: windows, two with somebody at them, and a lifebuoy, under a roof edge
  a.f.push(path(roundRect(5, 28, 67, 40.6, 1.8)), path(roundRect(3.8, 26.6, 68.2, 29.4, 1.2)));
  const windows = [10, 20.5, 31, 41.5, 52];
  for (const [i, x] of windows.entries()) {
    const pane: Pt[] = [
      [x - 4.2, 30.2],
      [x + 4.2, 30.2],
      [x + 4.2, 39.4],
      [x - 4.2, 39.4],
    ];
    a.f.push(path(roundRect(r2(x - 4.2), 30.2, r2(x + 4.2), 39.4, 1.5)));
    if (i === 1) lookingOut(a, pane, x, 33.9, 3.6, 'fringe');
    if (i === 3) lookingOut(a, pane, x, 34.2, 3.5, 'bun');
  }
  lifebuoy(a, 61.4, 34.6, 3.9);
  // the hull: a raked bow and a round stern; the rim under the deck and the waterline stripe cut to it
  const hull: Pt[] = [
    [1, 39.8],
    [71, 40.6],
    ...Array.from({ length: 11 }, (_, i): Pt => {
      const t = i / 10;
      return [r2(70.8 - 7 * t ** 2.2), r2(50 + 13 * Math.sin((t * Math.PI) / 2))];
    }),
    ...Array.from({ length: 17 }, (_, i): Pt => {
      const t = i / 16;
      return [r2(13.5 - 12.5 * t ** 1.5), r2(63 - 23.2 * t ** 1.1)];
    }),
  ];
  a.f.push(path(polyD(hull)));
  a.f.push(path(polyD(within(hull, strip(39, 43.4, 0.8 / 70)))));
  a.f.push(path(polyD(within(hull, strip(57.6, 60.6)))));
  // the car deck's opening, its floor, and the car and the van waiting in it
  a.f.push(path(roundRect(13, 44.4, 64, 56, 2.2)));
  a.f.push(path(roundRect(13, 53.4, 64, 56, 1.2)));
  car(a, 16, 54.2, 18.5);
  van(a, 38.5, 54.2);
  return done(a);
}

/** A van facing left on the car deck, its wheels' foot at `y`: a tall body with a sloped front, windows, wheels. */
function van(a: Art, x: number, y: number) {
  a.f.push(
    path(
      `M${r2(x + 0.4)} ${r2(y - 2.4)}V${r2(y - 6.2)}L${r2(x + 4.2)} ${r2(y - 8.8)}Q${r2(x + 5)} ${r2(y - 9.6)} ${r2(x + 6.4)} ${r2(y - 9.6)}H${r2(x + 20)}Q${r2(x + 21.6)} ${r2(y - 9.6)} ${r2(x + 21.6)} ${r2(y - 8)}V${r2(y - 2.4)}Z`,
    ),
  );
  a.f.push(path(`M${r2(x + 2.6)} ${r2(y - 6.4)}L${r2(x + 5)} ${r2(y - 8.2)}H${r2(x + 8.4)}V${r2(y - 6.4)}Z`));
  a.f.push(path(roundRect(r2(x + 10), r2(y - 8.2), r2(x + 14.6), r2(y - 6), 0.6)), path(roundRect(r2(x + 15.6), r2(y - 8.2), r2(x + 20.2), r2(y - 6), 0.6)));
  a.f.push(path(roundRect(x, r2(y - 4.8), r2(x + 22), r2(y - 3.2), 0.8)));
  for (const cx of [x + 5, x + 17]) a.f.push(path(polyD(oval(r2(cx), r2(y - 2.2), 2.2, 2.2, 28))), path(polyD(oval(r2(cx), r2(y - 2.2), 0.9, 0.9, 16))));
}
