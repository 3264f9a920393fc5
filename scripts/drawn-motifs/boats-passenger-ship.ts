// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The passenger ship (a cruise ship), side-on facing left as our steamer (ship-and-helicopter.ts) is, but taller:
// a wedding cake of three decks over a deep hull. Fluent's was a long low hull under stripes of deck, printed as one
// outlined area with two rows of tiny windows: nobody aboard and nothing to colour apart.
import { polyD } from '../../lib/studio/art-kit/clip';
import { flag, lifebuoy, porthole } from './boats-kit';
import { art, done, oval, within, strip, type Art } from './ship-and-helicopter';
import { path, r2, roundRect, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/** A lifeboat hanging on the deck's side: a round-bottomed hull, its cover over it, and the two davits' hooks. */
function lifeboat(a: Art, x0: number, x1: number, y: number) {
  for (const x of [x0 + 2.2, x1 - 2.2]) a.f.push(path(roundRect(r2(x - 0.45), r2(y - 4.8), r2(x + 0.45), r2(y - 2.2), 0.3)));
  a.f.push(path(`M${x0} ${r2(y - 2.6)}Q${r2((x0 + x1) / 2)} ${r2(y - 5.6)} ${x1} ${r2(y - 2.6)}Z`));
  a.f.push(
    path(
      `M${r2(x0 - 0.6)} ${r2(y - 2.6)}H${r2(x1 + 0.6)}Q${r2(x1 - 0.4)} ${r2(y + 2.4)} ${r2((x0 + x1) / 2)} ${r2(y + 2.4)}Q${r2(x0 + 0.4)} ${r2(y + 2.4)} ${r2(x0 - 0.6)} ${r2(y - 2.6)}Z`,
    ),
  );
  a.f.push(path(roundRect(r2(x0 + 1.6), r2(y - 1.4), r2(x1 - 1.6), r2(y + 0.2), 0.8)));
}

/**
 * The passenger ship: a deep hull with a raked bow and a round stern, a rim under the deck, an anchor at the bow,
 * three big portholes with a passenger smiling out of each, and the waterline stripe; on it three decks, each
 * shorter than the one under it, each under a roof edge: the lowest with a lifebuoy, two lifeboats on their davits
 * and windows between, the middle one with a row of windows, the top one the bridge with its windows. A mast with a
 * flag at the bridge's front, one big raked funnel with a cap, a stripe and a star.
 */
export function passengerShip() {
  const a = art();
  // the funnel, raked back, behind the top deck: its stripe and the star on it, its cap
  const funnel: Pt[] = [
    [42.5, 18],
    [54, 18],
    [57.5, 4],
    [46.5, 4],
  ];
  a.f.push(path(polyD(funnel)), path(polyD(within(funnel, strip(7.6, 14)))));
  a.f.push(path(starPath(50.9, 10.8, 2.6)));
  a.f.push(path(roundRect(45, 1.6, 59, 5, 1.4)));
  // the mast at the bridge's front, its flag streaming back
  flag(a, 22.5, 3, 16, 11, 6.4);
  // the top deck: the bridge, its roof edge, its windows
  a.f.push(path(roundRect(16.5, 15, 47.5, 22.5, 1.8)), path(roundRect(15.5, 13.8, 48.5, 16.2, 1.1)));
  for (const x of [20.5, 26.5, 32.5, 38.5, 44.5]) a.f.push(path(roundRect(r2(x - 2), 17.6, r2(x + 2), 21, 1)));
  // the middle deck and its row of windows
  a.f.push(path(roundRect(10.5, 22, 61, 30.5, 1.6)), path(roundRect(9.5, 20.8, 62, 23.2, 1.1)));
  for (let i = 0; i < 7; i++) {
    const x = 15.2 + i * 7.3;
    a.f.push(path(roundRect(r2(x - 2.2), 24.8, r2(x + 2.2), 29, 1.1)));
  }
  // the lowest deck: the lifebuoy, windows, and two lifeboats hanging on their davits
  a.f.push(path(roundRect(5.5, 30.5, 66, 39.5, 1.6)), path(roundRect(4.5, 29.3, 67, 31.7, 1.1)));
  lifebuoy(a, 10.6, 35.3, 3.4);
  for (const x of [35.8, 60.4]) a.f.push(path(roundRect(r2(x - 2), 33, r2(x + 2), 37.6, 1)));
  lifeboat(a, 16.5, 30.8, 36.4);
  lifeboat(a, 41.3, 55.6, 36.4);
  // the hull: a raked bow, a round stern; the rim under the deck and the waterline stripe cut to it
  const hull: Pt[] = [
    [1, 38.6],
    [71, 40.2],
    ...Array.from({ length: 13 }, (_, i): Pt => {
      const t = i / 12;
      return [r2(70.8 - 9.8 * t ** 2.2), r2(50 + 14 * Math.sin((t * Math.PI) / 2))];
    }),
    ...Array.from({ length: 17 }, (_, i): Pt => {
      const t = i / 16;
      return [r2(16.5 - 15.5 * t ** 1.5), r2(64 - 25.4 * t ** 1.1)];
    }),
  ];
  a.f.push(path(polyD(hull)));
  a.f.push(path(polyD(within(hull, strip(38, 42.6, 1.6 / 70)))));
  a.f.push(path(polyD(within(hull, strip(57.4, 60.8)))));
  // the anchor at the bow: its ring, shank, stock and the arms curving up to two flukes
  anchor(a, 11.6, 45.6);
  // three big portholes, somebody smiling out of each
  porthole(a, 25, 50.2, 6.4, 'fringe');
  porthole(a, 40.5, 50.2, 6.4, 'cap');
  porthole(a, 56, 50.2, 6.4, 'bun');
  return done(a);
}

/** A small anchor hung at (x, y) (its ring's centre): ring, shank, stock across, arms with pointed flukes. */
function anchor(a: Art, x: number, y: number) {
  a.f.push(path(polyD(oval(x, y, 1.3, 1.3, 24))));
  a.f.push(
    path(
      `M${r2(x - 4.2)} ${r2(y + 5.6)}Q${r2(x - 3.4)} ${r2(y + 9.6)} ${x} ${r2(y + 9.8)}Q${r2(x + 3.4)} ${r2(y + 9.6)} ${r2(x + 4.2)} ${r2(y + 5.6)}L${r2(x + 5.4)} ${r2(y + 6.8)}L${r2(x + 5.1)} ${r2(y + 4.2)}L${r2(x + 2.6)} ${r2(y + 4.6)}L${r2(x + 3.3)} ${r2(y + 5.4)}Q${r2(x + 2.6)} ${r2(y + 8)} ${x} ${r2(y + 8.1)}Q${r2(x - 2.6)} ${r2(y + 8)} ${r2(x - 3.3)} ${r2(y + 5.4)}L${r2(x - 2.6)} ${r2(y + 4.6)}L${r2(x - 5.1)} ${r2(y + 4.2)}L${r2(x - 5.4)} ${r2(y + 6.8)}Z`,
    ),
  );
  a.f.push(path(roundRect(r2(x - 0.8), r2(y + 1.2), r2(x + 0.8), r2(y + 8.6), 0.4)));
  a.f.push(path(roundRect(r2(x - 2.8), r2(y + 2.3), r2(x + 2.8), r2(y + 3.7), 0.6)));
}
