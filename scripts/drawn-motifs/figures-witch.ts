// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { face, figure, mirrorX, stitches, torn, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

/** The witch's cat sitting at her feet, its tail curled up beside it, smiling with its eyes shut: areas and lines. */
function cat(f: string[], s: string[]) {
  // the tail curling up, the body, the front paws
  f.push(path('M8.6 66.4Q2.4 66.8 2.2 60.4Q2.2 55.6 5.8 54.2Q7.4 53.8 7.4 55.4Q7.2 56.6 6 57Q4.6 57.8 4.8 60.4Q5 63.6 8.4 63.6Z'));
  f.push(path('M7.6 68.4Q5.4 61.4 8.6 56.6H16Q19.2 61.4 17 68.4Z'));
  f.push(path(roundRect(8.6, 65.2, 11.8, 68.6, 1.4)), path(roundRect(12.8, 65.2, 16, 68.6, 1.4)));
  // the head with its pointed ears, the muzzle
  f.push(path('M7.2 50.4L7 43.6L10.8 47.2Z'), path('M17.4 50.4L17.6 43.6L13.8 47.2Z'));
  f.push(path(circle(12.3, 51.8, 5.6)));
  s.push('M8.6 51.4Q9.6 50.2 10.6 51.4M14 51.4Q15 50.2 16 51.4');
  f.push(path('M11.5 53.6H13.1L12.3 54.6Z'));
  s.push('M12.3 54.6Q11.7 55.8 10.8 55.4M12.3 54.6Q12.9 55.8 13.8 55.4');
}

/**
 * A friendly witch as a picture book draws one (OpenMoji's mage is a bust; the catalogue calls her a wizard,
 * prompts say witch too): a tall crooked hat with a band and a square buckle over a wide brim, long wavy hair, the
 * house's kawaii face; a cape behind with a pointed collar, a dress with a pointed hem and a belt with a buckle,
 * bell sleeves, striped stockings and pointed shoes; a broom held upright in one hand, its bristles tied with a
 * band, and her cat sitting at her feet.
 */
export function witch(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the broom: the stick, the bristles, the band tying them
  f.push(path('M54.4 17.4Q55.4 16.6 56.2 17.6L54.4 56H52.6Z'));
  f.push(path('M51.4 55.6Q46 62 45.2 69.2Q53 70.4 61.2 69.2Q60 62 55.4 55.6Z'));
  s.push('M51.2 60Q48.6 64.4 48.6 69.4M53.4 60Q52.6 64.4 52.6 69.8M55.6 60Q56.4 64.4 57 69.6');
  f.push(path(roundRect(50.6, 55, 56.2, 59, 1)));
  // the cape behind, flaring to the ground
  f.push(path('M28.6 32Q20.4 46 17.2 64.6Q34 67.6 50.8 64.6Q48 46 39.4 32Z'));
  // striped stockings, pointed shoes curling up at the toes
  f.push(path(roundRect(29.4, 56, 33, 64, 1)), path(roundRect(35, 56, 38.6, 64, 1)));
  f.push(path('M29.4 59.2H33V61.4H29.4Z'), path('M35 59.2H38.6V61.4H35Z'));
  const shoe = 'M33.4 63.2Q33.8 67.8 29.6 68Q24.6 68.2 23 64.6Q25.6 65.4 27.6 64Q29.2 62.8 33.4 63.2Z';
  f.push(path(shoe), path(mirrorX(shoe, 34)));
  // the dress with its pointed hem, the belt and its buckle
  const hem: [Pt, Pt] = [
    [44.4, 57.6],
    [23.6, 57.6],
  ];
  f.push(path(`M29.6 32H38.4Q42.2 44 44.4 57.6${torn(hem[0], hem[1], 6, 2.4, [34, 64])}Q25.8 44 29.6 32Z`));
  // a patch sewn on the skirt with big stitches
  f.push(path('M36.6 47.4L41.6 46.8L42.2 51.6L37.2 52.2Z'));
  s.push(stitches([36.6, 47.4], [37.2, 52.2], 2, 0.8), stitches([41.6, 46.8], [42.2, 51.6], 2, 0.8));
  f.push(path('M27.4 40.4H40.6L41 43.2H27Z'), path(roundRect(32, 39.6, 36, 44, 0.6)), path(roundRect(33.2, 40.8, 34.8, 42.8, 0.3)));
  // the bell sleeves, the hands: the left down at her side, the right holding the broom
  f.push(path('M28.4 32.6Q24.6 36 23.6 43.4Q26 45.2 28.8 43.8Q29.2 39.6 31 36Z'));
  f.push(path(circle(25.8, 45.6, 2.2)));
  f.push(path('M39.6 32.6Q45.4 33.2 50.8 36.6Q50.8 40.8 47.6 41.8Q43.6 39.8 38.8 38Z'));
  f.push(path(circle(52.8, 39, 2.4)));
  s.push('M51.6 37.8H54.2');
  // long wavy hair behind the head, the head, a fringe
  f.push(
    path('M24 19Q23 27 24.6 30.4Q22.8 33 24.8 35Q27.4 35.4 28.8 33.4Q31 34 31.4 31H36.6Q37 34 39.2 33.4Q40.6 35.4 43.2 35Q45.2 33 43.4 30.4Q45 27 44 19Z'),
  );
  const head = path(circle(34, 23.4, 8.8));
  f.push(head);
  f.push(path('M25.4 21.4Q26 16.4 30 15.6H38Q42 16.4 42.6 21.4Q39.6 18.6 36.4 18.8L34 20.4L31.6 18.8Q28.4 18.6 25.4 21.4Z'));
  // the cape's clasp under the chin
  f.push(path(circle(34, 34.2, 1.5)));
  const kawaii = face(34, 25.4, 0.8, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // the hat: the tall crooked cone, its band and buckle, the wide brim
  f.push(path('M26.4 15.4C27.6 10.6 29.6 6.4 32.2 3.8Q35.4 0.6 39.2 1Q43.6 1.6 47.4 5.8Q42.8 4.6 40.6 5.8Q38.8 9.4 41.6 15.4Z'));
  f.push(path('M27.6 11H40.2L41.4 15.4H26.6Z'));
  f.push(path(roundRect(30.8, 9.6, 37.2, 15.4, 0.8)), path(roundRect(32.4, 11.2, 35.6, 13.8, 0.4)));
  f.push(path('M17.4 16.6Q34 12.6 50.6 16.6Q34 21.8 17.4 16.6Z'));
  cat(f, s);
  return figure(f, s, kawaii.d, head);
}
