// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, pt, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/** A pincer hand centred on (cx, cy), open towards `deg` degrees (y down): a ring with a gap, an area. */
function claw(cx: number, cy: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const gap = 0.75;
  const inner = r * 0.48;
  return (
    `M${pt(cx, cy, r, a + gap)}A${r} ${r} 0 1 1 ${pt(cx, cy, r, a - gap)}` +
    `L${pt(cx, cy, inner, a - gap * 1.3)}A${r2(inner)} ${r2(inner)} 0 1 0 ${pt(cx, cy, inner, a + gap * 1.3)}Z`
  );
}

/** A springy arm from `a` to `b`: `n` rings across it, each over the one before, as a coil squeezed together. */
function spring(a: Pt, b: Pt, n: number, w: number): string[] {
  const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    return path(turnedEllipse(r2(a[0] + (b[0] - a[0]) * t), r2(a[1] + (b[1] - a[1]) * t), r2(w * 0.36), r2(w / 2), deg));
  });
}

/**
 * A friendly toy robot as a picture book draws one (OpenMoji's robot is a face): a round-cornered head with a screen
 * for a face showing the house's kawaii face, an antenna with a ball on it, round dials for ears; a round-cornered
 * body with a chest panel of a dial, buttons and a meter; springy arms, one waving, ending in pincers; short
 * jointed legs on big round feet.
 */
export function robot(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // big round feet, the short jointed legs
  f.push(path('M21.8 68Q20.8 61 28.4 60.6Q35 61 34 68Z'), path('M50.2 68Q51.2 61 43.6 60.6Q37 61 38 68Z'));
  f.push(path(roundRect(24.6, 51, 31.4, 57, 2)), path(roundRect(40.6, 51, 47.4, 57, 2)));
  f.push(path(roundRect(25.4, 56, 30.6, 61.6, 1.6)), path(roundRect(41.4, 56, 46.6, 61.6, 1.6)));
  // the springy arms, one down and out, one up waving, each ending in a pincer
  f.push(...spring([22, 38], [13.4, 47.6], 5, 5.6));
  f.push(path(claw(11.2, 50.6, 3.8, 125)));
  f.push(...spring([50, 37], [58.4, 26.6], 5, 5.6));
  f.push(path(claw(60.6, 23, 3.8, -60)));
  // the body, a bolt either side, the chest panel: a dial and its needle, three buttons, a heart
  f.push(path(roundRect(21, 31.4, 51, 54.4, 7)));
  f.push(path(circle(24.4, 50.6, 1)), path(circle(47.6, 50.6, 1)));
  f.push(path(roundRect(25.6, 35.2, 46.4, 50, 3.6)));
  f.push(path(circle(31.6, 40.6, 3.6)), path('M31 40.8L34.2 37.8L32.2 41.6Z'), path(circle(31.6, 40.6, 1)));
  f.push(path(circle(38.4, 38.8, 1.5)), path(circle(42.6, 38.8, 1.5)), path(circle(31.6, 46.4, 1.5)));
  f.push(path('M40.4 48.4Q35.6 45.6 35.8 43.2Q36 41.4 37.8 41.4Q39.4 41.4 40.4 43Q41.4 41.4 43 41.4Q44.8 41.4 45 43.2Q45.2 45.6 40.4 48.4Z'));
  // the neck
  f.push(path(roundRect(31, 28.6, 41, 33, 1.6)));
  s.push('M34.4 29V32.6M37.6 29V32.6');
  // the antenna: its base, its stalk, the ball on it
  f.push(path(roundRect(35, 3.6, 37, 9.4, 0.8)), path(circle(36, 3.2, 2.5)));
  f.push(path('M32.4 10.4Q32.4 7.8 36 7.8Q39.6 7.8 39.6 10.4Z'));
  // the dials for ears, the head, the screen that is its face
  for (const x of [18.4, 53.6]) f.push(path(circle(x, 19, 3.6)), path(circle(x, 19, 1.6)));
  f.push(path(roundRect(19.4, 10, 52.6, 30.4, 7)));
  const screen = path(roundRect(24.4, 13.6, 47.6, 27, 5));
  f.push(screen);
  // a shine on the screen's glass
  f.push(path(turnedEllipse(26.8, 16.4, 1.9, 0.7, -40)), path(circle(28.6, 14.9, 0.5)));
  const kawaii = face(36, 20.4, 0.9, 0, {
    ...KAWAII_FACE,
    eyeX: 4.4,
    eyeY: -1.2,
    eyeR: 1.66,
    cheekX: 7.8,
    cheekY: 2.4,
    cheek: [2.2, 1.4],
    smileX: 2.2,
    smileY: 1.6,
    smileLow: 4.4,
  });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, screen);
}
