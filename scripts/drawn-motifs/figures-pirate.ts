// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, WIDE_FACE, spotsOn, stripesOn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { circle, ellipse, path, r2, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/** An anchor `h` tall from its ring's top at (x, y): the arms with their flukes, the shank, the stock, the ring. */
function anchor(f: string[], x: number, y: number, h: number) {
  const k = h / 10;
  const P = (dx: number, dy: number) => `${r2(x + dx * k)} ${r2(y + dy * k)}`;
  const box = (x0: number, y0: number, x1: number, y1: number) => path(`M${P(x0, y0)}L${P(x1, y0)}L${P(x1, y1)}L${P(x0, y1)}Z`);
  f.push(
    path(
      `M${P(-4.6, 5.4)}L${P(-3.2, 7.2)}Q${P(-1.8, 9)} ${P(0, 9)}Q${P(1.8, 9)} ${P(3.2, 7.2)}L${P(4.6, 5.4)}L${P(4.8, 8)}L${P(3.8, 7.8)}Q${P(2.4, 10.2)} ${P(0, 10.2)}Q${P(-2.4, 10.2)} ${P(-3.8, 7.8)}L${P(-4.8, 8)}Z`,
    ),
  );
  f.push(box(-0.8, 2.4, 0.8, 9.4), box(-3, 3, 3, 4.4));
  f.push(path(circle(x, r2(y + 1.3 * k), r2(1.3 * k))));
}

/**
 * A friendly pirate as a picture book draws one (the only pirate emoji is a flag): a big round head, a tricorn hat
 * with a friendly anchor on it and a feather, a spotted bandana knotted under it with its tails flying, the house's
 * kawaii face, a hoop in one ear; a striped shirt with a sash tied at the hip, baggy breeches with a patch on the
 * knee, big boots with turned-down tops; a toy cutlass with a round guard held up in one hand, a rolled treasure
 * map in the other, and a little parrot sitting on the shoulder. No skull, no eye patch: both eyes smile.
 */
export function pirate(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the toy cutlass held up at the right: the blade curving out, the round guard, the grip in the hand
  f.push(path('M56.6 21Q57.4 12.4 64 5.2Q66.6 3.2 66.8 6.2Q64.4 13.4 59.8 21.8Z'));
  f.push(path(turnedEllipse(58.2, 22, 3.6, 1.5, 20)));
  // the boots, toes out, their turned-down tops
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    f.push(
      path(
        `M${X(21.4)} 58H${X(31.2)}V66.8Q${X(31.2)} 68.6 ${X(29.4)} 68.6H${X(16.2)}Q${X(13.4)} 68.6 ${X(13.8)} 66.2Q${X(14.4)} 63.6 ${X(18)} 63.2Q${X(21.2)} 62.8 ${X(21.4)} 61Z`,
      ),
    );
    f.push(path(`M${X(20.6)} 56.6H${X(32)}L${X(32.4)} 60.6Q${X(26.3)} 61.6 ${X(20.2)} 60.6Z`));
  }
  // the baggy breeches to the knee, a patch on one
  f.push(path('M23.6 49.6H48.4L50.2 57.8Q45.6 59.6 40.6 57.8L36 52.8L31.4 57.8Q26.4 59.6 21.8 57.8Z'));
  f.push(path('M41.4 52.2L45.8 51.6L46.4 55.4L42 56Z'));
  // the arm holding the map: its sleeve, the rolled map with a ribbon round it, the hand round it
  f.push(path('M28 32.6C23.4 33.6 20.4 38 19.8 43.4L25 44.4C25.4 40.6 26.6 38.6 28.8 37.8Z'));
  f.push(path('M17.2 39.6H22.6V53.4H17.2Z'), path(ellipse(19.9, 39.6, 2.7, 1.1)), path(ellipse(19.9, 53.4, 2.7, 1.1)));
  f.push(path('M17.2 48.6H22.6V50.6H17.2Z'));
  f.push(path(circle(22.2, 45.4, 2.8)));
  // the raised arm: its sleeve, the cuff, the hand round the cutlass's grip
  f.push(path('M44 32.6C48.6 33 51.6 30.4 53 26L58 27.6C57 33.6 52.2 38.4 46 39.6Z'));
  f.push(path('M52.2 27L53.6 23.6L59.4 25.6L58.2 29Z'));
  f.push(path(circle(56.8, 24.2, 2.8)));
  // the striped shirt, its stripes cut to it, the open collar
  const shirt = 'M28 32.4C23.6 34.4 22.6 40 23.4 49.6L48.6 49.6C49.4 40 48.4 34.4 44 32.4Q36 30.8 28 32.4Z';
  f.push(path(shirt));
  f.push(
    ...stripesOn(shirt, [
      [34.8, 37.2],
      [39.6, 42],
      [44.4, 46.8],
    ]),
  );
  f.push(path('M31 31.6L36 38.4L41 31.6Q36 30.4 31 31.6Z'));
  // the sash round the waist, its knot at the hip and its two ends hanging
  f.push(path('M42.6 49.4L46.6 57.4L49.4 56.2L46.4 49Z'), path('M44 49.6L43.8 58.4L46.6 58.2L46.4 49.6Z'));
  f.push(path('M23.2 45.6Q36 47.6 48.8 45.6L49 50.8Q36 52.6 23 50.8Z'));
  f.push(path(ellipse(45, 48.6, 2.4, 2.6)));
  // the bandana's tails flying out at the side, the ears, a hoop in one, the round head
  f.push(path('M46.6 16.6Q51.8 16.2 53.8 19.6Q50.4 19.4 47.8 20.6Z'), path('M46.4 18.4Q50.2 21.6 49.8 25.4Q47.6 22.8 45.6 22.2Z'));
  f.push(path(circle(26, 24.6, 2.4)), path(circle(46, 24.6, 2.4)));
  f.push(path(`${circle(46.6, 28.4, 1.7)}M47.4 28.4a0.8 0.8 0 1 1 -1.6 0a0.8 0.8 0 1 1 1.6 0Z`));
  const head = path(circle(36, 23, 10));
  f.push(head);
  // the spotted bandana over the head, its knot at the side
  const bandana = 'M26.1 21.4Q25.6 13 36 12.8Q46.4 13 45.9 21.4Q36 17.8 26.1 21.4Z';
  f.push(path(bandana));
  f.push(
    ...spotsOn(bandana, [
      [30.4, 17.6, 1.1],
      [36, 16.2, 1.1],
      [41.6, 17.6, 1.1],
      [33.4, 13.8, 1],
      [38.8, 13.8, 1],
    ]),
  );
  f.push(path(circle(46, 18.6, 1.8)));
  const kawaii = face(36, 25.4, 1, 0, WIDE_FACE);
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // the tricorn hat: its feather behind, the crown, the brim turned up in front with a friendly anchor on it
  f.push(path('M28.6 9.4C24.6 3 17.4 1.4 12.6 3.6Q17.6 4.6 20 7.2Q16.4 7.4 14.6 9.4Q21.4 8.4 27 11.4Z'));
  f.push(path('M26.4 12C26.4 4.6 30.6 1.6 36 1.6C41.4 1.6 45.6 4.6 45.6 12Z'));
  f.push(
    path(
      'M13.4 6.8Q18.2 11.2 25.6 10Q30.6 9.2 36 10.6Q41.4 9.2 46.4 10Q53.8 11.2 58.6 6.8Q59.6 13.6 51.8 15.8Q43.8 14.8 36 16.8Q28.2 14.8 20.2 15.8Q12.4 13.6 13.4 6.8Z',
    ),
  );
  anchor(f, 36, 2.6, 7.4);
  // the parrot on the shoulder: its tail hanging down, its body and wing, its feet, its head with a crest and a
  // hooked beak, its eye shut in a smile
  f.push(path('M18.6 32Q17.6 37.8 14.6 41.4Q18.4 40.8 20.6 36Z'), path('M20.6 32.4Q20.6 38.4 18.6 42.6Q22 40.8 22.6 35.2Z'));
  f.push(path(turnedEllipse(19.6, 28.4, 4, 5.4, -10)));
  f.push(path('M21.6 25.2Q24.6 28 23 33.2Q20.2 31.6 19.6 28Z'));
  f.push(path('M19.2 32.8H20.6V35H19.2ZM21.2 32.8H22.6V35H21.2Z'));
  f.push(path('M18.6 18Q18.2 14.4 19.8 13.2Q19.8 15.8 20.8 17.6ZM16.6 18.8Q14.8 16 15.6 14.2Q16.6 16.8 18.2 18Z'));
  f.push(path(circle(18.4, 21.8, 3.9)));
  f.push(path('M15.2 20.6Q11.8 20.6 11.8 24Q12 25.2 12.9 25.4Q13 23.8 15 23.6Z'));
  s.push('M16.8 21.2Q17.8 20.2 18.8 21.2');
  return figure(f, s, kawaii.d, head);
}
