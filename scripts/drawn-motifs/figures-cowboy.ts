// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, WIDE_FACE, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { circle, ellipse, fleece, path, poly, r2, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A fringe of `n` strips hanging from the edge `a`→`b`, `depth` long on the side of `out`: one area, a comb whose
 * back lies along the edge (draw it before the edge's own area so that hides the back).
 */
function fringe(a: Pt, b: Pt, n: number, depth: number, out: Pt): string {
  const [dx, dy] = [(b[0] - a[0]) / n, (b[1] - a[1]) / n];
  const len = Math.hypot(dx, dy);
  let [nx, ny] = [-dy / len, dx / len];
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  if (nx * (out[0] - mid[0]) + ny * (out[1] - mid[1]) < 0) [nx, ny] = [-nx, -ny];
  // the back a little inside the edge, then each strip out and back with a slit between it and the next
  const P = (t: number, k: number) => `${r2(a[0] + dx * t + nx * k)} ${r2(a[1] + dy * t + ny * k)}`;
  let d = `M${P(0, -1)}`;
  for (let i = 0; i < n; i++) {
    const [t0, t1] = [i + 0.1, i + 0.9];
    const k = depth * (i % 2 ? 0.86 : 1);
    d += `L${P(t0, 0)}L${P(t0, k)}Q${P(i + 0.5, k + 0.5)} ${P(t1, k)}L${P(t1, 0)}`;
  }
  return `${d}L${P(n, -1)}Z`;
}

/** A spur's rowel at (x, y): a little six-pointed star wheel with its hub, on a short shank from the heel at `heelX`. */
function spur(f: string[], x: number, y: number, heelX: number) {
  f.push(path(`M${heelX} ${r2(y - 0.6)}H${x}V${r2(y + 0.6)}H${heelX}Z`));
  const points = Array.from({ length: 12 }, (_, i): Pt => {
    const [a, r] = [(i * Math.PI) / 6 - Math.PI / 2, i % 2 ? 1 : 2.4];
    return [x + r * Math.cos(a), y + r * Math.sin(a)];
  });
  f.push(path(poly(points)));
  f.push(path(circle(x, y, 0.7)));
}

/**
 * A cowboy or a cowgirl as a picture book draws one, round and friendly (the only emoji is a face in a cowboy
 * hat): a big round head under a wide hat with a dented crown, a band and its brim curling up at both sides, a
 * fringe of hair, the house's kawaii face, a bandana knotted at the neck, a vest with a star badge and a pocket over
 * the shirt, a belt with a big buckle, one hand on the hip, the other raised swinging a lasso's loop; the cowboy in
 * jeans with fringed chaps, the cowgirl in a fringed skirt with two braids tied with bows and a flower on her hat;
 * boots with heels and spurs, toes out. No guns.
 */
export function cowboy(who: 'cowboy' | 'cowgirl' = 'cowboy'): Figure {
  const girl = who === 'cowgirl';
  const f: string[] = [];
  const s: string[] = [];
  // the lasso: its loop spinning up at the right (a ring: its hole cut out), the rope down to the raised hand and
  // its end hanging from the hand
  f.push(path(`${ellipse(60.6, 6, 9.8, 3.8)}M52.4 6a8.2 2.3 0 1 1 16.4 0a8.2 2.3 0 1 1 -16.4 0Z`));
  f.push(path('M55.4 9.4Q57.4 15 56 21.6L57.6 22Q59.2 15 57 9.4Z'));
  f.push(path('M57.4 26Q60.6 30 59.2 35.6Q58.8 37.6 60.2 39L61.4 38.2Q60.4 37 60.8 35.6Q62.2 29.4 58.8 25.2Z'));
  // the boots, toes out: the shaft with its scalloped top, the foot, the heel, a spur at the heel
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    f.push(path(`M${X(30.2)} 69.4H${X(27)}L${X(27.4)} 66.6H${X(30.2)}Z`));
    spur(f, X(32.8), 66.4, X(30.6));
    f.push(
      path(
        `M${X(20.4)} ${girl ? 55 : 58}H${X(30.6)}V66.6Q${X(30.6)} 68 ${X(29)} 68H${X(15.6)}Q${X(13)} 68 ${X(13.4)} 65.8Q${X(14)} 63.2 ${X(17.4)} 62.8Q${X(20.2)} 62.4 ${X(20.4)} 60Z`,
      ),
    );
    // the boot's top, dipping in a V at the front
    const y0 = girl ? 54.4 : 57.4;
    f.push(path(`M${X(19.8)} ${y0}H${X(31.2)}V${y0 + 3}Q${X(28.6)} ${y0 + 2.6} ${X(25.5)} ${y0 + 4.6}Q${X(22.4)} ${y0 + 2.6} ${X(19.8)} ${y0 + 3}Z`));
  }
  if (girl) {
    // the fringed skirt flaring from the waist, its fringe under the hem, the legs under it
    f.push(path('M22.4 53H29.4V57H22Z'), path('M49.6 53H42.6V57H50Z'));
    f.push(path(fringe([18.4, 58.4], [53.6, 58.4], 14, 4.2, [36, 64])));
    f.push(path('M24.2 50.8H47.8Q51.4 54.6 54.2 58.8Q36 60.8 17.8 58.8Q20.6 54.6 24.2 50.8Z'));
    s.push('M30.2 51.8Q29.2 55.4 28.2 59.4M41.8 51.8Q42.8 55.4 43.8 59.4');
  } else {
    // the jeans, legs apart, the chaps over them with a fringe down the outer side
    f.push(path('M23.8 51H48.2L51.6 60.4H40.6L36 54.4L31.4 60.4H20.4Z'));
    for (const side of [-1, 1]) {
      const X = (x: number) => r2(36 + side * (x - 36));
      f.push(path(fringe([X(23.8), 51.4], [X(20.6), 59.6], 5, 3, [X(14), 55])));
      f.push(path(`M${X(23.8)} 51H${X(33)}L${X(29.6)} 59.6H${X(20.4)}Z`));
    }
  }
  // the arm on the hip: its sleeve, the hand on the belt; the raised arm's sleeve, cuff and hand holding the rope
  f.push(path('M28 31.8C23 32.8 19.2 36.8 18.2 41.4Q17.6 44.4 20.4 45.6L23.4 47L25.2 42.6L22.8 41.4Q23.4 38.4 26.8 37Z'));
  f.push(path('M44 31.8C48.6 32.2 51.8 29.6 53.2 25.2L58.2 26.8C57.2 32.8 52.4 37.6 46.2 38.8Z'));
  f.push(path('M52.4 26.2L53.8 22.8L59.6 24.8L58.4 28.2Z'));
  // the shirt, the vest's two fronts, a pocket, the star badge
  f.push(path('M28 31.4C23.6 33.4 22.6 39.4 23.4 50H48.6C49.4 39.4 48.4 33.4 44 31.4Q36 29.8 28 31.4Z'));
  f.push(path(circle(36, 43.8, 0.8)), path(circle(36, 47.2, 0.8)));
  f.push(path('M28 31.4C23.6 33.4 22.6 39.4 23.4 50L32.6 50.8L33.4 36.6Q32.8 33 30.8 31Z'));
  f.push(path('M44 31.4C48.4 33.4 49.4 39.4 48.6 50L39.4 50.8L38.6 36.6Q39.2 33 41.2 31Z'));
  f.push(path('M25.6 40.6H31V44Q28.3 45.4 25.6 44Z'));
  f.push(path(starPath(43.2, 41.6, 3.4)));
  // the belt and its big buckle
  f.push(path('M23.2 48.2H48.8V51.8H23.2Z'));
  f.push(path('M33.8 47.2H38.2Q40 47.2 40 49V51Q40 52.8 38.2 52.8H33.8Q32 52.8 32 51V49Q32 47.2 33.8 47.2Z'));
  f.push(path('M34.6 48.8H37.4V51.2H34.6Z'));
  // the hands: on the hip, and round the rope
  f.push(path(circle(24.4, 46.6, 2.7)));
  f.push(path(circle(56.6, 22.8, 2.8)));
  f.push(path('M54.6 21.4Q56.8 20.2 58.6 21.6'));
  // the braids (the cowgirl): down from behind the head over the shoulders, tied with bows, their tufts
  if (girl) {
    for (const side of [-1, 1]) {
      const X = (x: number) => r2(36 + side * (x - 36));
      f.push(path(fleece(X(23.4), 41.4, 1.9, 1.3, 6, 0.8)));
      for (const [y, x] of [
        [37.4, 23.6],
        [33.8, 24],
        [30.2, 24.6],
        [26.6, 25.4],
      ])
        f.push(path(ellipse(X(x), y, 2.4, 2)));
      f.push(path(`M${X(23.6)} 39.6L${X(20.6)} 37.8V41.4ZM${X(23.6)} 39.6L${X(26.6)} 37.8V41.4Z`));
      f.push(path(circle(X(23.6), 39.6, 1)));
    }
  }
  // the bandana knotted at the neck, its point down the chest
  f.push(path('M28.6 30.4Q36 34.4 43.4 30.4L43.2 33.4Q39.4 36 36 41.4Q32.6 36 28.8 33.4Z'));
  // ears, the round head, a fringe of hair under the brim
  f.push(path(circle(26, 23, 2.4)), path(circle(46, 23, 2.4)));
  const head = path(circle(36, 21.4, 10));
  f.push(head);
  f.push(
    path(
      girl
        ? 'M26.6 17.6Q27.4 14 36 14Q44.6 14 45.4 17.6Q44.2 19.8 42 19.4Q40.8 21 38.8 20Q37.4 21.6 35.4 20.2Q33.6 21.4 32 19.8Q30.2 20.8 29.2 19.2Q27.2 19.6 26.6 17.6Z'
        : 'M28.8 16.4Q30 14.6 36 14.6Q42 14.6 43.2 16.4Q42 18.6 39.8 17.8Q38.4 19.4 36.4 18.2Q34.4 19.4 32.6 18Q30.2 18.6 28.8 16.4Z',
    ),
  );
  const kawaii = face(36, 23.8, 1, 0, WIDE_FACE);
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // the hat: the dented crown, its band, the brim curling up at both sides; a flower on the cowgirl's band
  f.push(path('M27.6 13.6C27 6.4 28.6 2.2 32 2.2Q34.4 2.2 36 4Q37.6 2.2 40 2.2C43.4 2.2 45 6.4 44.4 13.6Z'));
  f.push(path('M27.4 9.6H44.6V13H27.4Z'));
  f.push(
    path('M15.6 9.2Q17.6 14.4 24 14Q30 12.8 36 13Q42 12.8 48 14Q54.4 14.4 56.4 9.2Q58.4 15.6 51.6 17.4Q44 16 36 16.2Q28 16 20.4 17.4Q13.6 15.6 15.6 9.2Z'),
  );
  if (girl) {
    f.push(path(fleece(40.4, 11.2, 1.6, 1.6, 5, 1.1)), path(circle(40.4, 11.2, 1)));
  }
  return figure(f, s, kawaii.d, head);
}
