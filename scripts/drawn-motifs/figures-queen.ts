// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { cutTo, ermineSpot, face, figure, lashes, limb, wavyHair, type Figure } from './figures-kit';
import { KAWAII_FACE } from './kawaii-face';
import { circle, ellipse, fleece, path, poly, r2, type Pt } from './shapes';

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
  // her hair behind, to the shoulders, its ends flipped up in curls; the round head, the fringe parted in the middle
  f.push(
    path(
      wavyHair(
        8.6,
        [47.4, 18.6],
        [
          [50.6, 21.8, 48.6, 25.4],
          [51.8, 29, 48.8, 31.6],
          [47.2, 33.6, 45.4, 31.2],
          [43.8, 33, 42.6, 30.4],
        ],
      ),
    ),
  );
  const head = path(circle(36, 19.6, 9.2));
  f.push(head);
  f.push(
    path('M26.8 20.4C26.2 12.6 30.4 9.4 36 9.4C41.6 9.4 45.8 12.6 45.2 20.4Q44.6 14.4 38.6 13.2Q36.8 12.8 36 12.2Q35.2 12.8 33.4 13.2Q27.4 14.4 26.8 20.4Z'),
  );
  s.push('M34.4 12.6Q30.6 13.6 28.6 17M37.6 12.6Q41.4 13.6 43.4 17');
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
  const kawaii = face(36, 21.6, 0.8, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  // two lashes at each eye's outer corner
  s.push(
    lashes(
      [
        [32.32, 21.12],
        [39.68, 21.12],
      ],
      1.44,
    ),
  );
  return figure(f, s, kawaii.d, head);
}

/** A circle as four quarter arcs in cubics (a shape `cutTo` can take). */
function circle4(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return `M${cx - r} ${cy}C${cx - r} ${r2(cy - k)} ${r2(cx - k)} ${cy - r} ${cx} ${cy - r}C${r2(cx + k)} ${cy - r} ${cx + r} ${r2(cy - k)} ${cx + r} ${cy}C${cx + r} ${r2(cy + k)} ${r2(cx + k)} ${cy + r} ${cx} ${cy + r}C${r2(cx - k)} ${cy + r} ${cx - r} ${r2(cy + k)} ${cx - r} ${cy}Z`;
}
