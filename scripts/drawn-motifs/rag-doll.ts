// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A child's doll. The emoji have only the nesting dolls and the Japanese festival dolls: "a doll" drew the hina
// dolls, "Puppe" the nesting dolls, and "poupée", 人形 or "muñeca" nothing.
import { face, figure, hem, limb, mirrorX, stitches, stripesOn, WIDE_FACE, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { circle, ellipse, fleece, path, r2 } from '../../lib/studio/art-kit/shapes';

/** A bow of two loops and a knot at (x, y), `k` times its usual size. */
function bow(f: string[], x: number, y: number, k: number) {
  const q = (dx: number, dy: number) => `${r2(x + dx * k)} ${r2(y + dy * k)}`;
  f.push(path(`M${q(0, 0)}C${q(-2, -3.2)} ${q(-5, -2.6)} ${q(-4.6, 0)}C${q(-5, 2.6)} ${q(-2, 3.2)} ${q(0, 0)}Z`));
  f.push(path(`M${q(0, 0)}C${q(2, -3.2)} ${q(5, -2.6)} ${q(4.6, 0)}C${q(5, 2.6)} ${q(2, 3.2)} ${q(0, 0)}Z`));
  f.push(path(circle(r2(x), r2(y), r2(1.2 * k))));
}

/**
 * A rag doll standing, as a picture book draws one: a mop of curly yarn hair round a big round head, two bunches
 * of yarn at its sides tied with bows, the house's kawaii face, a dress with a round collar, a scalloped hem, a
 * heart on its pinafore and a patch sewn on with stitches, floppy cloth arms, striped stockings and buttoned shoes.
 */
export function ragDoll(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the legs in striped stockings, a little apart, and the shoes with their straps and buttons
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    const leg = `M${X(29.2)} 52L${X(34.6)} 52L${X(34.2)} 64L${X(29.4)} 64Z`;
    f.push(path(leg));
    f.push(
      ...stripesOn(leg, [
        [55, 57],
        [59.4, 61.4],
      ]),
    );
  }
  for (const side of [-1, 1]) {
    const d = 'M28.4 63.2H35Q36.4 63.2 36.2 65.6Q36 68.6 32 68.6H26Q23.8 68.6 24 66.6Q24.4 63.2 28.4 63.2Z';
    f.push(path(side < 0 ? d : mirrorX(d)));
    f.push(path(side < 0 ? 'M28.6 63.4H34.6V65.2H28.6Z' : mirrorX('M28.6 63.4H34.6V65.2H28.6Z')));
    f.push(path(circle(side < 0 ? 33.2 : 38.8, 64.3, 0.7)));
  }
  // the floppy arms hanging out from the shoulders, round cloth hands
  f.push(path(limb([29, 33.6], [24, 36], [20.6, 41], [18.6, 47.4], 5.4)));
  f.push(path(limb([43, 33.6], [48, 36], [51.4, 41], [53.4, 47.4], 5.4)));
  f.push(path(circle(18.2, 48.6, 3)), path(circle(53.8, 48.6, 3)));
  // the dress flaring from the shoulders, its scalloped hem; the pinafore over it with a heart
  f.push(path(`M29.4 31.2Q36 29.4 42.6 31.2Q46 38 50.6 52.6${hem(50.6, 21.4, 52.6, 7, 1.3)}Q26 38 29.4 31.2Z`));
  f.push(path('M30.2 38.6H41.8L44.4 50.4Q36 52 27.6 50.4Z'));
  f.push(path('M36 47.4C31.4 44.4 31.4 40.6 33.8 40.6Q35.2 40.6 36 42Q36.8 40.6 38.2 40.6C40.6 40.6 40.6 44.4 36 47.4Z'));
  s.push('M32 38.6L31.2 31.4M40 38.6L40.8 31.4');
  // the seams where the cloth arms are sewn on at the wrists, stitched across
  s.push(stitches([14.8, 45.4], [21.4, 46.2], 3, 0.7), stitches([57.2, 45.4], [50.6, 46.2], 3, 0.7));
  // the round collar
  f.push(path(ellipse(32.4, 31.4, 3.8, 2.2)), path(ellipse(39.6, 31.4, 3.8, 2.2)));
  // the yarn: two bunches at the sides tied with bows, the curly mop behind the head
  f.push(path(fleece(19.8, 24.4, 4.4, 5.6, 9, 1.4)), path(fleece(52.2, 24.4, 4.4, 5.6, 9, 1.4)));
  bow(f, 23.4, 19.6, 0.8);
  bow(f, 48.6, 19.6, 0.8);
  f.push(path(fleece(36, 17.4, 12.6, 11.6, 14, 1.6)));
  // the round head, a fringe of yarn loops over the forehead and the kawaii face
  const head = path(circle(36, 19.6, 10.4));
  f.push(head);
  f.push(path(`M26.8 15.6Q28 8.6 36 8.6Q44 8.6 45.2 15.6${hem(45.2, 26.8, 15.6, 6, 1.1)}Z`));
  const kawaii = face(36, 22.2, 1, 0, WIDE_FACE);
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // a bow on top of the head
  bow(f, 36, 7, 1);
  return figure(f, s, kawaii.d, head);
}
