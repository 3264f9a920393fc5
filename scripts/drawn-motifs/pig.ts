// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, ellipse } from './shapes';

/** A short leg from under the body at `x`, ending in a cloven hoof. */
function leg(x: number) {
  return [
    path(`M${x} 50L${x} 59.5L${x + 6} 59.5L${x + 6} 50Z`),
    path(`M${x - 0.4} 59L${x - 0.4} 63.4Q${x - 0.4} 64 ${x + 0.2} 64L${x + 5.8} 64Q${x + 6.4} 64 ${x + 6.4} 63.4L${x + 6.4} 59Z`),
  ];
}

/**
 * A whole pig standing side-on, facing left: a round barrel body with two patches, four short legs with cloven
 * hooves (a split line in each), a round head with a flopping ear, a snout disc with two nostrils, an eye, a
 * pink cheek and a smile, and a curly tail. Fluent's pig was a flat box with a snout at its corner: the pig
 * pages printed one big empty body over stubs.
 */
export function pig() {
  const f: string[] = [];
  const s: string[] = [];
  // the legs, the far pair then the near pair, then the curly tail, then the body over their tops
  f.push(...leg(31), ...leg(55), ...leg(22.5), ...leg(46));
  s.push('M34.2 60.2V64M58.2 60.2V64');
  s.push('M63.5 36Q68 33.5 68.5 37.5Q68.8 40.6 65.8 40.2Q63.6 39.6 65 37.6Q66.6 36 68 38.6');
  f.push(path(ellipse(42, 39, 22, 15.5)));
  // two patches on the back and flank, areas of their own
  f.push(
    path('M42 27Q48 24.5 52 28Q54 32 49.5 34Q45 35 42.5 32.5Q40 29.5 42 27Z'),
    path('M51 43Q56 41.5 58.5 45Q59.5 49 55 50Q50.5 50.5 49.5 47Q49 44.5 51 43Z'),
  );
  s.push('M25.7 60.2V64M49.2 60.2V64');
  // the far ear, the head (kept clear of an adults' page's fill), the near ear flopping forward
  f.push(path('M25.5 23.5Q28 16.5 33.5 14.5Q34.5 20.5 31.5 25.5Z'));
  const head = path(ellipse(20, 34, 13.5, 12.5));
  f.push(head);
  f.push(path('M16 23.5Q12 20.5 10.5 15.5Q17.5 14.5 22.5 21Q19.5 21.5 16 23.5Z'));
  // the snout disc with its nostrils, the cheek, the smile standing free
  f.push(path(ellipse(8.2, 36, 4.6, 5.8)));
  f.push(path(ellipse(7.2, 34, 0.9, 1.5)), path(ellipse(7.2, 38.2, 0.9, 1.5)));
  f.push(path(circle(23.5, 39.5, 2.6)));
  s.push('M13.6 42.4Q16.4 45 19.6 43.2');
  const d = `<path d="${circle(18.4, 30.4, 1.5)}"/>`;
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d, c: head };
}
