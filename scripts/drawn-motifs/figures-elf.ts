// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, mirrorX, torn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, poly, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

/** Points in a frame at (cx, cy) turned `deg` degrees (clockwise, y down): a part drawn once, laid at a slant. */
const frame =
  (cx: number, cy: number, deg: number) =>
  (x: number, y: number): Pt => {
    const a = (deg * Math.PI) / 180;
    return [r2(cx + x * Math.cos(a) - y * Math.sin(a)), r2(cy + x * Math.sin(a) + y * Math.cos(a))];
  };

/**
 * An elf as a picture book draws one (OpenMoji's is a bust): a big round head with long pointed ears and the
 * house's kawaii face, a tuft of hair under a pointed hat whose long tip flops over to one side with a bell on it,
 * the hat's band with a zigzag edge; a tunic with a pointed collar, a zigzag hem and a belt with a big buckle, one
 * hand waving, striped tights and shoes whose pointed toes curl up into a loop with a pompom.
 */
export function elf(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // striped tights, the curly shoes
  f.push(path(roundRect(30.2, 48, 34.8, 62, 1.6)), path(roundRect(37.2, 48, 41.8, 62, 1.6)));
  for (const y of [52.4, 57.2]) f.push(path(`M30.2 ${y}H34.8V${y + 2.4}H30.2Z`), path(`M37.2 ${y}H41.8V${y + 2.4}H37.2Z`));
  const shoe = 'M35.4 60.6V66.4H26.4Q21.4 66.4 20.4 62Q20 58.4 23 58.4Q25.4 58.6 24.8 60.8Q24.4 62 25.8 62.2Q28.6 62.4 30 60.6Z';
  f.push(path(shoe), path(mirrorX(shoe)));
  f.push(path(circle(23.2, 57.2, 1.6)), path(circle(48.8, 57.2, 1.6)));
  // the arms in their sleeves with cuffs: the left down at the side, the right raised and waving
  f.push(path('M29 32.2Q24.2 35 22.6 43.2L26.8 44.2Q27.8 38.8 30.6 36.8Z'));
  f.push(path('M22 42.2L27.6 43.6L27 46.2L21.4 44.8Z'), path(circle(23.8, 48.2, 2.4)));
  // the waving arm: a sleeve raised out to the side, its cuff, an open hand with its thumb out
  const F = frame(52.6, 30.2, -42);
  const P = (x: number, y: number) => F(x, y).join(' ');
  f.push(path(`M43 32.2Q47.6 31.6 ${P(0, -2.4)}L${P(0, 2.4)}Q49.8 36.4 44.6 37.4Z`));
  f.push(path(poly([F(-0.8, -2.8), F(2, -2.8), F(2, 2.8), F(-0.8, 2.8)])));
  f.push(
    path(
      `M${P(1.6, -1.8)}C${P(4, -3.4)} ${P(7.8, -2.6)} ${P(7.8, 0)}C${P(7.8, 2.4)} ${P(5, 3)} ${P(3.6, 2.2)}Q${P(3.8, 4.6)} ${P(2.4, 4.4)}Q${P(1, 3.8)} ${P(1.6, 1.6)}Z`,
    ),
  );
  // the tunic with its zigzag hem, the belt and its buckle
  const hem: [Pt, Pt] = [
    [46.4, 48.2],
    [25.6, 48.2],
  ];
  f.push(path(`M29.8 31.6H42.2Q45.6 39 46.4 48.2${torn(hem[0], hem[1], 5, 2.6, [36, 54])}Q26.4 39 29.8 31.6Z`));
  f.push(path('M27.4 40.2H44.6L45.2 43.4H26.8Z'), path(roundRect(32.4, 39, 39.6, 44.6, 1)), path(roundRect(34.2, 40.6, 37.8, 43, 0.5)));
  // the pointed collar
  f.push(path('M27.6 31.2H44.4L42.4 36L39.6 33.6L36 37.2L32.4 33.6L29.6 36Z'));
  // the long pointed ears, the head, the hair under the hat
  const ear = 'M28.2 21.6Q22.4 18.6 16.4 14.4Q17.8 23.8 27.8 28.6Z';
  f.push(path(ear), path(mirrorX(ear)));
  s.push('M26.2 22.4Q22.8 20.6 19.8 18.4', mirrorX('M26.2 22.4Q22.8 20.6 19.8 18.4'));
  const head = path(circle(36, 23.4, 9));
  f.push(head);
  f.push(path('M28.2 18.6Q30 21.6 32.4 19.4Q34.4 22.2 36.6 19.6Q39 22 40.8 19.2Q42.6 21.4 44.2 18.6L43.6 16.6H28.6Z'));
  const kawaii = face(36, 25.4, 0.82, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // the hat: its long point flopping over to the right, the bell hanging from the tip, the band with a zigzag edge
  f.push(path('M28 16Q28.4 7.4 35 4.6Q42.6 1.6 50.2 3.4Q56.4 5 58.6 10.4Q53.6 6.6 47.4 7.6Q44.6 8.4 44 16Z'));
  f.push(path('M56.6 10.8Q60.4 10.4 60.8 14.6L61.4 16.6H55.2L55.8 14.4Q55.4 11.6 56.6 10.8Z'));
  f.push(path(circle(58.3, 17.4, 1.2)));
  f.push(path(`M26.8 12.6Q36 10.2 45.2 12.6V15.6${torn([45.2, 15.6], [26.8, 15.6], 6, 1.8, [36, 20])}Z`));
  return figure(f, s, kawaii.d, head);
}
