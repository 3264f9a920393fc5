// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, starPath } from './shapes';

/**
 * A whole unicorn standing side-on, facing left: a horse's body on four legs with hooves, a spiral horn, a
 * flowing mane and tail of separate locks to colour one by one, an eye with lashes, a smile and a star on its
 * flank. OpenMoji's unicorn is a head: every unicorn page showed a big head cut off at the neck, where
 * printed unicorn pages show the whole animal. With `wings` a feathered wing rises from its back (the
 * winged unicorn); without its `horn` too it is Pegasus, the winged horse.
 */
/** A foreleg from under the chest at `x` (its front edge): a knee, a slim cannon, the fetlock, a slanted hoof. */
function foreLeg(x: number) {
  const at = (dx: number, y: number) => `${+(x + dx).toFixed(2)} ${y}`;
  return [
    path(
      `M${at(0, 42)}Q${at(-0.4, 48)} ${at(0.1, 50.2)}Q${at(0.9, 52.6)} ${at(1, 54)}L${at(0.7, 58)}Q${at(0.4, 59)} ${at(0.5, 59.5)}L${at(4.9, 59.5)}Q${at(5, 58.6)} ${at(4.6, 57.6)}L${at(4.5, 53.6)}Q${at(5.8, 51.2)} ${at(5.4, 49.2)}L${at(6, 42)}Z`,
    ),
    path(`M${at(0.5, 59)}L${at(-0.7, 63.4)}Q${at(-0.8, 64)} ${at(-0.1, 64)}L${at(5.5, 64)}Q${at(6, 64)} ${at(5.8, 63.3)}L${at(4.9, 59)}Z`),
  ];
}

/** A hind leg from under the haunch at `x`: the hock bent back as a horse's is, then the cannon, fetlock and hoof. */
function hindLeg(x: number) {
  const at = (dx: number, y: number) => `${+(x + dx).toFixed(2)} ${y}`;
  return [
    path(
      `M${at(0, 42)}L${at(6.5, 42)}Q${at(8.6, 47.5)} ${at(7.2, 51.2)}Q${at(6.4, 53)} ${at(6.2, 55)}L${at(6, 57.6)}Q${at(6.4, 58.6)} ${at(6.3, 59.5)}L${at(1.9, 59.5)}Q${at(1.8, 59)} ${at(2.2, 58)}L${at(2.4, 53.6)}Q${at(0.2, 49.6)} ${at(0, 42)}Z`,
    ),
    path(`M${at(1.9, 59)}L${at(0.7, 63.4)}Q${at(0.6, 64)} ${at(1.3, 64)}L${at(6.9, 64)}Q${at(7.4, 64)} ${at(7.2, 63.3)}L${at(6.3, 59)}Z`),
  ];
}

export function unicorn({ horn = true, wings = false } = {}) {
  const f: string[] = [];
  const s: string[] = [];
  // the legs, all behind the body so each comes out from under the belly: the far pair, then the near pair
  f.push(...foreLeg(32), ...hindLeg(51.6), ...foreLeg(24.6), ...hindLeg(44));
  // the tail's locks
  f.push(path('M57 31Q66 30 67 39Q67.5 45 64 49Q66 43 62.5 39Q60.5 36 57 36Z'));
  f.push(path('M57.5 35Q64 38 62.5 46Q61.5 52 57 55Q59 48 57.5 44Q56.5 41 55 39Z'));
  f.push(path('M56 37Q59.5 43 56.5 50Q55 53 52 55Q53.5 49 53 45Q52.5 42 51 40Z'));
  // the body and neck in one outline (no seam across the chest)
  f.push(path('M24.5 45Q22.5 41 23.5 36L18.5 22L29 16Q32 25 37 29L50 29Q58.5 29 58.5 37.5L58.5 40Q58.5 47 51 47L31 47Q26 47 24.5 45Z'));
  // a feathered wing rising from the back: four feathers, each line running from a notch of the trailing edge
  // to the leading edge so each is an area
  if (wings) {
    f.push(
      path('M37 33Q39 21 49 12.5Q56 6.5 65.5 2.5Q65 9 61 13Q64 13 66 11.5Q64.5 18.5 58 21.5Q61.5 22 63.5 21Q60 27.5 53 29Q55.5 30 57.5 30Q52.5 34.5 44.5 35Z'),
    );
    s.push('M61 13Q52 14 45.3 16M58 21.5Q49 21 41 21.9M53 29Q46.5 28.2 40.4 27.9');
  }
  // the head, kept clear of an adults' page's fill as the people's faces are
  const head = path('M28.5 15Q26 9.5 20 10Q15 10.5 12 15L7.5 21Q5.5 24.5 8.5 26.5Q11 28 14.5 27L21.5 25Q27 23.5 28.5 19Z');
  f.push(head);
  // the mane: scalloped locks from behind the ear down the neck to the withers
  f.push(
    path(
      'M21 10.5Q22 5.5 27 5.5Q31.5 5.5 32 10Q36 10.5 36 15.5Q39.5 17 38.5 22Q41.5 24.5 39.5 29Q38.5 31.5 36 31Q32.5 27.5 30.5 22Q28.5 15.5 25.5 12.5Q23.5 10.8 21 10.5Z',
    ),
  );
  s.push('M32 10Q29 11.5 26.9 14.2M36 15.5Q31.5 16 29.2 18.4M38.5 22Q34.5 23.5 32.9 27');
  // the ear, in front of the mane
  f.push(path('M23.5 11.5Q23 6.5 26 2.5Q28.5 7 27.5 12.5Z'));
  s.push('M25.4 10.5Q25.2 7.8 26 5.8');
  // the horn, spiralled
  if (horn) {
    f.push(path('M17.5 11.5L13 0.5L21.5 9.5Z'));
    s.push('M15.7 6.6L18.3 5.1M16.7 9.2L20 7.6M14.6 3.8L16.5 2.8');
  }
  // the face: an eye with lashes, a nostril, a smile; a star on the flank
  s.push('M17 14.2L16 12.6M19 13.8L18.6 12M14.6 15.3L13.2 14.2');
  s.push('M10 23.2Q12.5 24.8 15.5 23.8');
  if (!wings) f.push(path(starPath(46, 37.5, 4.5)));
  const d = `<path d="${circle(17, 16.5, 1.5)}${circle(9.6, 20.6, 0.7)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}
