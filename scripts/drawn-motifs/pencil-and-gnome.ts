// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A pencil and a garden gnome. The pencil emoji sat among the office things the studio leaves out and no emoji
// draws a gnome: "a pencil" and "a gnome" drew nothing.
import { art, done, type Drawn } from './art';
import { mirrorX } from '../../lib/studio/art-kit/figures-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

/** A point `along` the pencil from its tip's end and `across` it, the pencil lying from bottom left to top right. */
function onPencil(along: number, across: number): Pt {
  const [ux, uy] = [Math.SQRT1_2, -Math.SQRT1_2];
  return [6 + along * ux - across * uy, 66 + along * uy + across * ux];
}

/**
 * A pencil lying corner to corner: the sharpened wood cone and its lead tip, a six-sided body shown as three long
 * faces, a metal band with two ribs, the eraser on its end, and a doodled heart and a swirl drawn by its tip.
 */
export function pencil(): Drawn {
  const a = art();
  const W = 7.4;
  const seg = (a0: number, a1: number, w0: number, w1: number) => poly([onPencil(a0, -w0), onPencil(a1, -w1), onPencil(a1, w1), onPencil(a0, w0)]);
  // the doodles it has drawn: a swirl and a heart
  a.s.push('M12 30Q8 24 13.6 22.4Q18.4 21.6 17 26.6Q15.6 30 13.6 27.4');
  a.f.push(path('M54 62.6Q47 57.4 49 53.8Q51.4 50.8 54 54.2Q56.6 50.8 59 53.8Q61 57.4 54 62.6Z'));
  // the body, its faces, the band and the eraser
  a.f.push(path(seg(14, 64, W, W)));
  a.s.push(`M${onPencil(14, -W / 3).join(' ')}L${onPencil(64, -W / 3).join(' ')}M${onPencil(14, W / 3).join(' ')}L${onPencil(64, W / 3).join(' ')}`);
  a.f.push(path(seg(63.4, 72, W + 0.4, W + 0.4)));
  a.s.push(
    `M${onPencil(66.3, -W - 0.4).join(' ')}L${onPencil(66.3, W + 0.4).join(' ')}M${onPencil(69.2, -W - 0.4).join(' ')}L${onPencil(69.2, W + 0.4).join(' ')}`,
  );
  const end = [onPencil(71.6, -W), onPencil(78, -W), onPencil(80, -W + 2), onPencil(80, W - 2), onPencil(78, W), onPencil(71.6, W)];
  a.f.push(path(poly(end)));
  // the sharpened wood, scalloped where the paint was cut, and the lead at the tip
  const cone: Pt[] = [onPencil(0, 0), onPencil(14, -W)];
  for (let i = 1; i <= 6; i++) cone.push(onPencil(i % 2 ? 11.8 : 14, -W + (2 * W * i) / 6));
  a.f.push(path(poly(cone)));
  a.f.push(path(poly([onPencil(0, 0), onPencil(5, -W * 0.36), onPencil(5, W * 0.36)])));
  return done(a);
}

/**
 * A garden gnome: a tall pointed hat flopping over at its tip, a round nose and the house face's eyes and cheeks over
 * a big wavy beard, a belted tunic with a buckle, arms holding a little lantern, boots on a round base, and a
 * mushroom and a flower beside him.
 */
export function gnome(): Drawn {
  const a = art();
  // the base he stands on, the mushroom and the flower beside him
  a.f.push(path(ellipse(36, 67.4, 21, 3.6)));
  a.f.push(path('M57.6 66.4V60.6H62.4V66.4Z'), path('M53.4 61Q53.4 53.6 60 53.6Q66.6 53.6 66.6 61Z'));
  a.f.push(path(circle(57.6, 57.6, 1.2)), path(circle(62.4, 57.2, 1.1)));
  a.s.push('M11.6 66.6V57.6');
  for (const [x, y] of [
    [11.6, 51.4],
    [8.6, 54.4],
    [14.6, 54.4],
    [11.6, 57.4],
  ])
    a.f.push(path(circle(x, y, 2.2)));
  a.f.push(path(circle(11.6, 54.4, 1.6)));
  // his boots and his tunic, the belt and its buckle
  const boot = 'M36 65.4H25.2Q23.4 65.4 23.4 63.4Q23.4 60.6 27 60.4L35 60Z';
  a.f.push(path(boot), path(mirrorX(boot)));
  a.f.push(path('M24.4 61.2L27.4 36H44.6L47.6 61.2Q36 63.6 24.4 61.2Z'));
  a.f.push(path('M25.8 48.4Q36 50.4 46.2 48.4L46.8 53.2Q36 55.2 25.2 53.2Z'), path('M32.8 49.6H39.2V54.2H32.8Z'));
  // his arms, the hands, and the lantern he holds
  const arm = 'M28 37.4Q20.6 40 20 48.4L24.6 49.2Q25.4 43 29.6 42Z';
  a.f.push(path(arm), path(mirrorX(arm)));
  a.f.push(path(circle(22.2, 50.4, 2.6)), path(circle(49.8, 50.4, 2.6)));
  // the beard, in waves down over his chest
  a.f.push(path('M27.4 26.6Q23.4 38 28 44Q30.4 47.4 33 45.4Q36 48.6 39 45.4Q41.6 47.4 44 44Q48.6 38 44.6 26.6Z'));
  a.s.push('M31.8 35.6Q32.6 39.8 30.8 42.8M40.2 35.6Q39.4 39.8 41.2 42.8');
  // his face, his nose over the beard, the moustache
  a.f.push(path(ellipse(36, 24, 10.4, 6.4)));
  // (the house face's smile would sit under the nose: his smile is drawn under the moustache instead)
  const face = kawaiiFace(36, 22.6, 0.85);
  a.f.push(...face.f);
  a.d.push(face.d);
  a.c.push(face.c);
  a.f.push(path('M28.8 30Q32 27 36 29.2Q40 27 43.2 30Q40 33 36 31.2Q32 33 28.8 30Z'));
  a.f.push(path(circle(36, 25.8, 2.6)));
  a.s.push('M33.4 33Q36 35.4 38.6 33');
  // the hat: tall and pointed, its tip flopping over, its brim
  a.f.push(path('M24 17.4Q26 9 33 3.6Q38.6 -0.2 44.6 2.6Q49.6 5 50.6 10Q46.6 6.6 43.6 8Q47 12 48 17.4Z'));
  a.f.push(path('M23 18.2Q23 15.4 26 15.4H46Q49 15.4 49 18.2Q49 20.4 46 20.4H26Q23 20.4 23 18.2Z'));
  return done(a);
}
