// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { cutTo, ermineSpot, face, figure, hem, limb, type Figure } from '../../lib/studio/art-kit/figures-kit';
import { KAWAII_FACE } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, fleece, path, poly, r2, roundRect, starPath, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A prince as a picture book draws one, round and friendly (OpenMoji's is a bust): a crown with pearls on its
 * points and gems on its band, short hair, the house's kawaii face; a long cape behind with a fur collar and a fur
 * hem, both dotted with ermine spots; a tunic with a scalloped hem, a sash across it with a star medal, buttons and a
 * belt with a buckle; a sword at his belt, his hand on its hilt; tights and boots with turned-down cuffs.
 */
export function prince(): Figure {
  const f: string[] = [];
  const s: string[] = [];
  // the cape behind, its fur hem cut to it and spotted
  const cape = 'M30 27C24 33 18.4 46 15.4 62Q36 66.4 56.6 62C53.6 46 48 33 42 27Z';
  f.push(path(cape));
  f.push(...cutTo(cape, 'M10 58.2Q36 62.6 62 58.2L62 70L10 70Z'));
  // the hem's fur band runs between the curve 58.2 + 8.8 t (1 - t) over x = 10 + 52 t and the cape's bottom edge
  const trimMid = (x: number) => {
    const t = (x - 10) / 52;
    const u = (x - 15.4) / 41.2;
    return (58.2 + 8.8 * t * (1 - t) + 62 + 8.8 * u * (1 - u)) / 2;
  };
  for (const x of [18.6, 23.4, 28.2, 43.8, 48.6, 53.4]) f.push(path(ermineSpot(x, r2(trimMid(x)), 2)));
  // the legs in tights, the boots with toes turned out and their cuffs
  f.push(path(roundRect(29.8, 45, 35.4, 58, 1.5)), path(roundRect(36.6, 45, 42.2, 58, 1.5)));
  f.push(path('M29.4 56H35.6V63.6Q35.6 66.2 33 66.2H26.8Q24.6 66.2 24.8 64.4Q25 62.6 27.6 62.2L29.4 61.8Z'));
  f.push(path('M42.6 56H36.4V63.6Q36.4 66.2 39 66.2H45.2Q47.4 66.2 47.2 64.4Q47 62.6 44.4 62.2L42.6 61.8Z'));
  f.push(path(roundRect(28.6, 54.2, 36.2, 57.8, 1.2)), path(roundRect(35.8, 54.2, 43.4, 57.8, 1.2)));
  // the sleeves: the right one down at his side, the left one bent to the sword's hilt; cuffs and hands
  f.push(path(limb([27.6, 29.8], [24.4, 33.4], [22.8, 38], [22.6, 42.6], 4.4)));
  f.push(path(limb([43.8, 29.6], [49, 32.6], [51.4, 37.4], [48.2, 40.8], 4.4)));
  f.push(path(ellipse(22.6, 42.8, 3, 1.4)));
  // the fur collar round his shoulders, spotted
  f.push(path(fleece(36, 29, 14, 4, 18, 1)));
  for (const [x, y] of [
    [24.8, 29.8],
    [47.2, 29.8],
  ] as const)
    f.push(path(ermineSpot(x, y, 1.8)));
  // the tunic with its scalloped hem
  const tunic = `M30 28.4L42 28.4Q44.6 28.4 45 31.2Q46.6 39.2 46.2 47.2${hem(46.2, 25.8, 47.2, 4, 0.9)}Q25.4 39.2 27 31.2Q27.4 28.4 30 28.4Z`;
  f.push(path(tunic));
  // the sash from his right shoulder to his left hip, a star medal on it, two buttons above it
  f.push(...cutTo(tunic, poly(sashBand([26.6, 27.6], [46.6, 46.8], 4.6))));
  f.push(path(circle(32.8, 34, 2.2)), path(starPath(32.8, 34.1, 1.6)));
  f.push(path(circle(39.8, 31.6, 1)), path(circle(39.8, 35, 1)));
  // the belt with its buckle
  f.push(...cutTo(tunic, 'M20 40.6Q36 42.2 52 40.6L52 43.8Q36 45.4 20 43.8Z'));
  f.push(path(roundRect(34, 40.2, 38.4, 44.8, 0.9)), path(roundRect(35.2, 41.4, 37.2, 43.6, 0.5)));
  // the sword at his left hip: the scabbard with its tip, the cross guard at the belt, the grip, the pommel; his
  // hand on the grip, its cuff
  const dir: Pt = [0.5, 0.866];
  const on = (t: number, n: number): Pt => [r2(43.2 + dir[0] * t - dir[1] * n), r2(37 + dir[1] * t + dir[0] * n)];
  f.push(path(poly([on(7.4, -1.5), on(24, -1.2), on(25.4, 0), on(24, 1.2), on(7.4, 1.5)])));
  f.push(path(poly([on(20.6, -1.3), on(24, -1.2), on(25.4, 0), on(24, 1.2), on(20.6, 1.3)])));
  f.push(path(poly([on(1, -0.9), on(6.2, -0.9), on(6.2, 0.9), on(1, 0.9)])), path(turnedEllipse(...on(0.2, 0), 1.6, 1.1, 60)));
  f.push(
    path(
      `M${on(6, -3.8).join(' ')}Q${on(5.6, 0).join(' ')} ${on(6, 3.8).join(' ')}L${on(7.4, 3.8).join(' ')}Q${on(7, 0).join(' ')} ${on(7.4, -3.8).join(' ')}Z`,
    ),
  );
  f.push(path(turnedEllipse(47.8, 40.6, 2.6, 1.6, 75)));
  f.push(path(circle(...on(3.6, 0), 2.1)));
  f.push(path(circle(22.6, 45.2, 2.3)));
  // ears, the round head, the short hair with its wavy fringe
  f.push(path(circle(26.8, 20.4, 1.8)), path(circle(45.2, 20.4, 1.8)));
  const head = path(circle(36, 18.6, 9.4));
  f.push(head);
  f.push(
    path(
      'M26.6 19.6C26 11.2 30.4 7.6 36 7.6C41.6 7.6 46 11.2 45.4 19.6Q44.6 15.4 42 14.4Q40.6 16 38.2 15Q36.6 16.4 34 15Q31.4 16.2 29.8 14.4Q27.4 15.8 26.6 19.6Z',
    ),
  );
  // the crown: its points, the band over them with three gems, a pearl on each point
  f.push(path('M28.6 11.2L27.8 3.6L31.8 7L36 1.8L40.2 7L44.2 3.6L43.4 11.2Q36 9.4 28.6 11.2Z'));
  f.push(path('M28.3 8.4Q36 6.6 43.7 8.4L43.4 11.2Q36 9.4 28.6 11.2Z'));
  f.push(path(circle(36, 9.1, 1)), path(ellipse(31.6, 9.6, 1, 0.7)), path(ellipse(40.4, 9.6, 1, 0.7)));
  f.push(path(circle(27.8, 3.6, 1.1)), path(circle(36, 1.8, 1.2)), path(circle(44.2, 3.6, 1.1)));
  const kawaii = face(36, 20.6, 0.8, 0, { ...KAWAII_FACE, eyeY: -0.6, eyeR: 1.8 });
  f.push(...kawaii.f);
  s.push(kawaii.s);
  return figure(f, s, kawaii.d, head);
}

/** A band `w` across from `a` to `b` (a sash), as its four corners. */
function sashBand(a: Pt, b: Pt, w: number): Pt[] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [nx, ny] = [(-(b[1] - a[1]) / len) * (w / 2), ((b[0] - a[0]) / len) * (w / 2)];
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
}
