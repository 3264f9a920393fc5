// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { cutTo, ermineSpot, figure, lashes, limb, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { grownFace } from './figures-grown-face';
import { circle, ellipse, fleece, path, poly, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A queen as a picture book draws one, round and friendly (no emoji has her; "queen" drew the princess before
 * ours): a tall crown over a velvet cap, with pearls on its points, gems on its band and a little cross on top;
 * curled hair; the house's kawaii face; a long royal robe spreading to the floor, trimmed with ermine down its
 * front edges and along its hem, and a big ermine collar over her shoulders, the fur dotted with spots; a gown
 * with a jewelled front under it; a sceptre in one hand and an orb with a cross in the other.
 */
export function queen(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the robe behind, spreading to the floor
  const robe = 'M30 27C21.4 34 12.6 50 8.6 64.4Q36 70.2 63.4 64.4C59.4 50 50.6 34 42 27Z';
  f.push(path(robe));
  // the gown in front of it, its jewelled front
  const gown = 'M31 33L41 33C44 44 47 54 48.6 66Q36 68.6 23.4 66C25 54 28 44 31 33Z';
  f.push(path(gown));
  f.push(path('M33 38H39L38.4 58.4L36 60.6L33.6 58.4Z'));
  for (const y of [42.2, 47.6, 53]) f.push(path(`M36 ${r2(y - 2.2)}L37.6 ${y}L36 ${r2(y + 2.2)}L34.4 ${y}Z`));
  // the robe's ermine: down its two front edges and along its hem, each band cut to the robe, spotted
  f.push(...cutTo(robe, 'M0 59.4Q36 65.2 72 59.4L72 72L0 72Z'));
  for (const side of [-1, 1]) {
    const X = (x: number) => r2(36 + side * (x - 36));
    const edge: Pt[] = [
      [X(30.2), 31],
      [X(33.8), 31],
      [X(25.8), 70],
      [X(21.4), 70],
    ];
    f.push(...cutTo(robe, poly(edge)));
    for (const [x, y] of [
      [30.2, 38],
      [28.6, 46],
      [27, 54],
      [25.4, 62],
    ])
      f.push(path(ermineSpot(X(x), y, 2)));
    for (const x of [12.6, 17.4, 21.6]) f.push(path(ermineSpot(X(x), r2(62.4 + 4.2 * (1 - ((x - 36) / 30) ** 2)), 2)));
  }
  // the sceptre in her left hand: its rod, the orb on top with a little cross
  f.push(path(limb([49, 54], [49.4, 40], [49.8, 26], [50.2, 15], 1.8)));
  f.push(path('M48 16.6H52.4L51.6 14.4H48.8Z'), path(circle(50.2, 11.8, 2.6)), path('M49.6 9.8V6.6H48.2V5.2H49.6V3.8H50.8V5.2H52.2V6.6H50.8V9.8Z'));
  // her sleeves: the left arm bent to the sceptre, the right one down to hold the orb up; cuffs and hands
  f.push(path(limb([44, 31], [48.6, 34], [50, 38], [49.6, 41.6], 4.6)));
  f.push(path(limb([28, 31], [24.4, 35], [23.4, 41], [24, 45.6], 4.6)));
  f.push(path(ellipse(49.6, 41.8, 3, 1.4)), path(ellipse(24, 45.8, 3, 1.4)));
  f.push(path(circle(49.8, 44.2, 2.3)));
  // the orb resting on her hand: its band, the strap over it, the cross on top
  const orb = circle4(26.4, 44, 3.8);
  f.push(path(orb));
  f.push(...cutTo(orb, 'M22 43.2L31 43.2L31 44.8L22 44.8Z'), ...cutTo(orb, 'M25.6 39L27.2 39L27.2 49L25.6 49Z'));
  f.push(path('M25.8 40.4V38H24.6V36.8H25.8V35.6H27V36.8H28.2V38H27V40.4Z'));
  f.push(path(circle(25.4, 48.4, 2.3)));
  // the big ermine collar over her shoulders, spotted
  f.push(path(fleece(36, 30, 13.6, 4.6, 18, 0.9)));
  for (const [x, y] of [
    [25, 31.6],
    [29.6, 33.2],
    [42.4, 33.2],
    [47, 31.6],
  ] as const)
    f.push(path(ermineSpot(x, y, 2)));
  // her hair put up: behind the head it is swept back in a wave over each temple and up under the crown, and
  // nothing falls past her ears (the princess's hangs down her back)
  f.push(path('M29 11.2C24.6 11.2 23.6 15 24.8 18.8Q25.6 21 27.8 20.4L44.2 20.4Q46.4 21 47.2 18.8C48.4 15 47.4 11.2 43 11.2Z'));
  s.push('M25.8 18.4Q25 15.2 27.4 13.2M46.2 18.4Q47 15.2 44.6 13.2');
  // her ears, the longer grown-up head, the hair swept back off her forehead from a middle parting
  f.push(path(ellipse(27.8, 21.4, 1.5, 2.1)), path(ellipse(44.2, 21.4, 1.5, 2.1)));
  const head = path(ellipse(36, 19, 8.4, 10));
  f.push(head);
  f.push(path('M27.7 17.6C27.4 12.2 31 10.2 36 10.2C41 10.2 44.6 12.2 44.3 17.6Q42.8 14 38.6 13.6Q37 13.4 36 12.6Q35 13.4 33.4 13.6Q29.2 14 27.7 17.6Z'));
  s.push('M34.8 13.2Q31 13.6 29 16.2M37.2 13.2Q41 13.6 43 16.2');
  // drop earrings, each a little stud and a pearl; a string of pearls round her neck with a gem hanging from it
  for (const x of [26.8, 45.2]) f.push(path(circle(x, 23.9, 0.7)), path(ermineSpot(x, 26, 2.6)));
  for (let i = 0; i <= 4; i++) {
    const x = 30.6 + (i * 10.8) / 4;
    f.push(path(circle(r2(x), r2(29.6 + 2.4 * (1 - ((x - 36) / 5.4) ** 2)), 0.95)));
  }
  f.push(path('M36 33.9L37.3 35.6L36 37.5L34.7 35.6Z'));
  // the tall crown: the velvet cap, the points with pearls, the band with gems, the cross on top
  f.push(path('M30 9.6C29.8 5.2 32.2 3.2 36 3.2C39.8 3.2 42.2 5.2 42 9.6Z'));
  f.push(path('M29 12.2L27.4 3.8L31.8 7.2L33.8 3.2L36 6.4L38.2 3.2L40.2 7.2L44.6 3.8L43 12.2Q36 10.4 29 12.2Z'));
  f.push(path('M28.7 9.2Q36 7.4 43.3 9.2L43 12.2Q36 10.4 29 12.2Z'));
  f.push(path(circle(36, 9.9, 1.1)), path(ellipse(31.8, 10.4, 1, 0.7)), path(ellipse(40.2, 10.4, 1, 0.7)));
  for (const [x, y] of [
    [27.4, 3.8],
    [33.8, 3.2],
    [38.2, 3.2],
    [44.6, 3.8],
  ] as const)
    f.push(path(circle(x, y, 1)));
  f.push(path('M35.5 3.4V2.2H34.4V1.2H35.5V0.2H36.5V1.2H37.6V2.2H36.5V3.4Z'));
  // a grown-up's face (figures-grown-face.ts), not the princess's: brows, a nose, a kind smile, eyes up the head
  const grown = grownFace(36, 19.8, 0.8);
  f.push(...grown.f);
  s.push(grown.s);
  // two lashes at each eye's outer corner
  s.push(
    lashes(
      [
        [32.48, 19],
        [39.52, 19],
      ],
      1.28,
    ),
  );
  return figure(f, s, grown.d, head);
}

/** A circle as four quarter arcs in cubics (a shape `cutTo` can take). */
function circle4(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return `M${cx - r} ${cy}C${cx - r} ${r2(cy - k)} ${r2(cx - k)} ${cy - r} ${cx} ${cy - r}C${r2(cx + k)} ${cy - r} ${cx + r} ${r2(cy - k)} ${cx + r} ${cy}C${cx + r} ${r2(cy + k)} ${r2(cx + k)} ${cy + r} ${cx} ${cy + r}C${r2(cx - k)} ${cy + r} ${cx - r} ${r2(cy + k)} ${cx - r} ${cy}Z`;
}
