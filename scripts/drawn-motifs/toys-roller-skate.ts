// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { along, band, circle, path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, art, done } from './toys-kit';

// The roller skate: a boot, its toe to the right, on a plate with four wheels.

/**
 * A roller skate: a high boot with a padded collar, a tongue laced up with crossing laces through eyelets and a
 * bow on top, a toe cap, a heel counter and two stripes on its side, a thick sole, two trucks, four wheels (the
 * far two peeping out behind the near two) each with its hub as a ring, and a toe stop under the toe.
 */
export function rollerSkate(): Drawn {
  const a = art();
  // the far wheels, the trucks, the near wheels
  const wheel = (cx: number, cy: number, r: number) => {
    a.f.push(path(circle(cx, cy, r)), path(circle(cx, cy, r2(r * 0.55))), path(circle(cx, cy, r2(r * 0.24))));
  };
  wheel(11.5, 60, 7.6);
  wheel(46.5, 60, 7.6);
  for (const x of [19, 54]) a.f.push(path(`M${x - 7} 51H${x + 7}L${x + 3.6} 58H${x - 3.6}Z`));
  wheel(19, 62, 8.2);
  wheel(54, 62, 8.2);
  // the toe stop under the toe, on its stem
  a.f.push(path('M60 52H66L65 55H61Z'));
  a.f.push(path('M60.5 54.5H69.4Q71.6 54.5 71.2 56.6L70.4 60.6Q70 62.4 68.2 62.4H62.6Q60.8 62.4 60.6 60.6Z'));
  // the boot: the shaft up the back, the instep sloping down to a round toe
  a.f.push(path('M9.6 9Q9 30 8 43V47H67V44Q67 36.5 58.6 33.6L54.6 32.4Q46 29.6 43 22L41 9Z'));
  // the heel counter and the toe cap
  a.f.push(path('M8.4 33Q17 32.6 19.6 38.6Q20.8 42 20.4 47H8V43Z'));
  a.f.push(path('M53.6 32.1Q49.6 38.4 51.6 47H67V44Q67 36.5 58.6 33.6Z'));
  // two stripes on the side
  for (const x of [14.5, 22]) a.f.push(path(`M${x} 14.5H${x + 4.4}L${x + 12.6} 40H${x + 8.2}Z`));
  // the tongue up the front, eyelets along both its edges and the laces crossing over it
  const line = along(
    [35.4, 7],
    [
      [
        [36, 16],
        [40, 26],
        [52.6, 31.4],
      ],
    ],
    20,
  );
  const tongue = band(line, (t) => 9.6 - 2.4 * t);
  a.f.push(path(tongue.d));
  const holes = [0.24, 0.5, 0.76].map((t) => Math.round(t * (line.length - 1)));
  const edge = (side: Pt[], i: number): Pt => {
    const [x, y] = line[i];
    return [r2(x + (side[i][0] - x) * 0.66), r2(y + (side[i][1] - y) * 0.66)];
  };
  let laces = '';
  for (let i = 0; i < holes.length - 1; i++)
    laces += `M${edge(tongue.left, holes[i]).join(' ')}L${edge(tongue.right, holes[i + 1]).join(' ')}M${edge(tongue.right, holes[i]).join(' ')}L${edge(tongue.left, holes[i + 1]).join(' ')}`;
  a.s.push(laces);
  for (const i of holes) for (const side of [tongue.left, tongue.right]) a.f.push(path(circle(...edge(side, i), 1.25)));
  // the padded collar round the top, and the bow tied at the top of the laces
  a.f.push(path(roundRect(7.4, 3, 38.6, 10.4, 3.6)));
  a.f.push(path('M34.2 8.6Q27 3 26.2 7.4Q25.8 11.6 34.2 9.6Z'), path('M34.2 8.6Q41 2.4 42.6 6.4Q43.4 10.6 34.2 9.6Z'));
  a.f.push(path('M33.4 9.4Q30.6 14 29.2 18.4L31 18.6Q32.6 14.4 34.4 10Z'), path('M35 9.4Q38 12.6 40.4 16.2L38.8 17Q36.2 13.6 34 10Z'));
  a.f.push(path(circle(34.2, 9.1, 1.5)));
  // the sole under the boot
  a.f.push(path(roundRect(5.6, 46, 69, 52.4, 3.2)));
  return done(a);
}
