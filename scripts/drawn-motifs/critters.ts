// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four woodland animals that printed Fluent's flat blocks: the chipmunk (the text tool's squirrel) was a box
// with a stick tail, the otter a tub with a head, the beaver a lump with a wedge face and the skunk a brick on
// four tabs under a flat tail. Ours are whole animals as a picture book draws them, each with the house's kawaii
// face, a nose and its fur markings as areas of their own.
import { flatten, intersect, polyD } from './clip';
import { KAWAII_FACE, kawaiiFace, type FaceLayout } from './kawaii-face';
import { along, band, circle, ellipse, path, r2, roundRect, type Pt } from './shapes';

type Drawn = { f: string; s: string; d: string; c?: string };
const out = (f: string[], s: string[], d: string[], c: string): Drawn => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${d.join('')}"/>`, c });

/** A small rounded nose, point down, centred on (x, y), `w` across: solid, as the eyes are. */
const nose = (x: number, y: number, w: number) => {
  const [h, X, Y] = [w * 0.62, (v: number) => r2(x + v), (v: number) => r2(y + v)];
  return `M${X(-w / 2)} ${Y(-h / 2)}Q${x} ${Y(-h * 0.85)} ${X(w / 2)} ${Y(-h / 2)}Q${X(w * 0.4)} ${Y(h * 0.45)} ${x} ${Y(h / 2)}Q${X(-w * 0.4)} ${Y(h * 0.45)} ${X(-w / 2)} ${Y(-h / 2)}Z`;
};

/** The face with its smile set a little lower, clear of a nose between the eyes (the beaver's, the otter's). */
const MUZZLE_FACE: FaceLayout = { ...KAWAII_FACE, smileX: 2.2, smileY: 3.3, smileLow: 5.9 };

/**
 * A bushy tail's outline: round tufts of fur standing `tuft` out along the polyline `pts` (the outer edge, the
 * tail on its left as it goes, in the box's y-down coordinates), then back to the start along `inner`, path data
 * (absolute Q and L) from the last point.
 */
function tufted(pts: Pt[], tuft: number, inner: string): string {
  let d = `M${pts[0].join(' ')}`;
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    const at = (t: number): string => `${r2(a[0] + (b[0] - a[0]) * t + nx * tuft * 1.35)} ${r2(a[1] + (b[1] - a[1]) * t + ny * tuft * 1.35)}`;
    d += `C${at(0.1)} ${at(0.9)} ${b.join(' ')}`;
  }
  return `${d}${inner}`;
}

/** The part of the closed outline `a` (M L C Q Z) inside the closed outline `b`: a marking cut to its coat. */
const cut = (a: string, b: string) =>
  intersect(flatten(a), flatten(b))
    .map((p) => path(polyD(p)))
    .join('');

// ---------------------------------------------------------------------------------------------------------------

/**
 * A whole chipmunk (the text tool's squirrel) sitting up, turned a little to our left: a big bushy tail curling
 * up behind it and over at the top, tufted all along both edges, a pale stripe down its middle; round ears with
 * inner ears, a round head with the kawaii face, a nose and whiskers; two dark stripes and a pale one along its
 * back as areas; a pale belly, a haunch, feet with toes, and its paws holding an acorn with a cross-hatched cap.
 */
export function chipmunk(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail: from behind the seat out to the right and up its back, flopping over at the top towards the head,
  // tufted all along its outer edge; a pale stripe down its middle cut to it, and tufts of fur drawn into it
  const tail = tufted(
    [
      [40, 62],
      [51, 64.5],
      [61, 61],
      [67, 52],
      [68.5, 41],
      [68, 30],
      [66, 19],
      [61.5, 9.5],
      [54, 3.8],
      [45.5, 4],
      [40.5, 9.5],
    ],
    2.2,
    'L41.5 13.5Q45 10.5 49 11Q54 12.5 54.5 20Q54.8 32 52.5 42Q50.5 54 44 60Z',
  );
  f.push(path(tail));
  const mid = along(
    [48, 60],
    [
      [
        [62, 54],
        [63, 30],
        [61, 17],
      ],
      [
        [59, 6],
        [49, 4],
        [44, 9],
      ],
    ],
    12,
  );
  f.push(cut(band(mid, (t) => 6 - 3 * t).d, tail));
  s.push('M66.6 36Q64.6 39 65 42M67 24Q64.8 26.6 64.8 29.4M57.2 63Q59.4 60.4 62 60.2M57.6 6.6Q55.4 8.4 55.2 11');
  // the body, turned a little to the left, its back towards the tail
  const body = 'M30 28Q44 27 47 42Q50 56 44 64L17 64Q11.5 57 13 46Q15 30 30 28Z';
  f.push(path(body));
  // the back stripes: dark, pale, dark, following the back from the shoulder to the haunch
  const stripe = (off: number, w: number) => {
    const ln = along(
      [36.5 - off, 28.8],
      [
        [
          [44 - off, 32],
          [48 - off * 1.1, 44],
          [46.5 - off, 58],
        ],
      ],
      16,
    );
    return band(ln, (t) => w * (1 - 0.45 * Math.abs(t - 0.45))).d;
  };
  f.push(cut(stripe(1.2, 3.4), body), cut(stripe(4.6, 2.6), body), cut(stripe(7.6, 2.8), body));
  // the pale belly, the haunch and the feet with their toes
  f.push(path(ellipse(26.5, 51, 9.5, 11.5)));
  f.push(path('M36 62Q33 52 40 49Q47.5 48 47.5 56Q47 62.5 42 64Z'));
  f.push(path(ellipse(21, 64.6, 6, 2.9)), path(ellipse(37.5, 64.8, 6.4, 2.9)));
  s.push('M18.8 62.6V65.6M23.2 62.6V65.6M35.2 62.8V65.8M39.8 62.8V65.8');
  // the acorn held to the chest: the nut, the cap with its cross-hatch, the stem
  f.push(path('M21.5 40.5Q21.5 50.5 27 52Q32.5 50.5 32.5 40.5Z'));
  f.push(path('M27 35.5L28.2 33.6L29.6 34.4L28.8 36Z'));
  f.push(path('M20 41.5Q19.5 35.5 27 35.5Q34.5 35.5 34 41.5Z'));
  s.push('M23 36.6L25.5 41.5M27 35.5L29.6 41.5M31 36.6L32.6 40M20.6 39L22.5 41.5M23.6 41.5L26.5 35.6M27.6 41.5L30.4 35.9M31.6 41.5L33.2 38.2');
  // the arms down the chest to paws over the acorn's sides
  f.push(path('M17 33Q13.5 38.5 16.8 45.4L21.4 43.6Q18.6 39.5 21.4 35Z'), path('M41 33Q44.5 38.5 40.2 45.2L36 43Q39.2 39.5 36.6 35Z'));
  f.push(path(ellipse(20, 44.2, 2.9, 2.5)), path(ellipse(37.6, 43.8, 2.9, 2.5)));
  // the ears, each with an inner ear, then the head, kept clear of an adults' page's fill
  f.push(path(ellipse(17.5, 9.5, 5, 6)), path(ellipse(40.5, 9.5, 5, 6)));
  f.push(path(ellipse(17.5, 10, 2.6, 3.4)), path(ellipse(40.5, 10, 2.6, 3.4)));
  const head = path('M29 7.5Q43.5 7.5 44.5 20Q45 31.5 29 33Q13 31.5 13.5 20Q14.5 7.5 29 7.5Z');
  f.push(head);
  // the stripe down its head from the crown to between the eyes
  f.push(path('M29 7.6Q31.2 7.7 31.6 8.5Q31.2 13.5 29 16Q26.8 13.5 26.4 8.5Q26.8 7.7 29 7.6Z'));
  const fc = kawaiiFace(29, 21, 1.15, 0, MUZZLE_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  // whiskers out past the cheeks
  s.push('M17.8 24.2L7.5 22.6M17.8 26L8 27.8M40.2 24.2L50.5 22.6M40.2 26L50 27.8');
  return out(f, s, [fc.d, nose(29, 21.4, 3.2)], head);
}

// ---------------------------------------------------------------------------------------------------------------

/** Points round an ellipse centred on (cx, cy), radii `rx`, `ry`, turned `deg` degrees: an outline to cut to. */
function ellipsePts(cx: number, cy: number, rx: number, ry: number, deg: number, n = 48): Pt[] {
  const a = (deg * Math.PI) / 180;
  return Array.from({ length: n }, (_, i) => {
    const t = (i * 2 * Math.PI) / n;
    const [x, y] = [rx * Math.cos(t), ry * Math.sin(t)];
    return [r2(cx + x * Math.cos(a) - y * Math.sin(a)), r2(cy + x * Math.sin(a) + y * Math.cos(a))] as Pt;
  });
}

/**
 * A whole otter floating on its back in the water, its head raised to us: small round ears, a round head with the
 * kawaii face, a pale muzzle with a nose and whiskers, a pale belly, paws holding a scallop shell with ridges to
 * its chest, webbed hind feet up out of the water, a long tapering tail, and a wave of water across its middle.
 */
export function otter(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail, out to the right, and the hind feet held up, their webbed toes
  const tailLine = along(
    [54, 44],
    [
      [
        [61, 45],
        [66, 43],
        [70.5, 38],
      ],
    ],
    12,
  );
  f.push(path(band(tailLine, (t) => 8 - 6.4 * t).d));
  f.push(path('M52.5 38Q51 31.5 51.2 27Q50.8 23.6 53 23.2Q54 21.4 55.8 22.2Q57.6 21.6 58.4 23.6Q60.2 24.4 59.4 27.6Q59 32 57.5 38Z'));
  f.push(path('M57.5 40Q59.5 34.5 61.8 31Q62.8 28 64.8 28.6Q66.4 27.6 67.6 29.4Q69.4 30.6 68.2 32.6Q67 35.5 62 42Z'));
  s.push('M53.4 23.6L54.2 27.4M56.2 22.6L56.2 26.8M64.6 28.8L63.8 32.4M67.2 29.8L65.6 33.2');
  // the body lying along the water, the pale belly up
  const body = 'M13 38Q20 28.5 36 29Q51 29.5 59 37Q63.5 44 57 50L19 52Q10 47.5 13 38Z';
  f.push(path(body));
  f.push(cut('M22 33Q36 27 54 35Q58 40 52 42Q37 44 22 40Z', body));
  // the arms up from the chest, then the scallop shell they hold: its fan with a scalloped top, its hinge, its
  // ridges, and the paws over its sides
  f.push(path('M27.5 38.5Q27 32 30 28.5L33.5 30.5Q31.5 34 32.5 38.5Z'), path('M48.5 38Q49 32 46 28.5L42.5 30.5Q44.5 34 43.5 38Z'));
  f.push(path('M34.75 33.6L41.25 33.6L42.15 35.8L33.85 35.8Z'));
  const fan = Array.from({ length: 5 }, (_, i) => {
    const [a0, a1] = [Math.PI * (1.12 + (i * 0.76) / 5), Math.PI * (1.12 + ((i + 1) * 0.76) / 5)];
    const at = (a: number, r: number) => `${r2(38 + r * Math.cos(a))} ${r2(33.8 + r * Math.sin(a))}`;
    return `Q${at((a0 + a1) / 2, 15.2)} ${at(a1, 12.6)}`;
  }).join('');
  f.push(path(`M38 33.8L${r2(38 + 12.6 * Math.cos(Math.PI * 1.12))} ${r2(33.8 + 12.6 * Math.sin(Math.PI * 1.12))}${fan}Z`));
  s.push(
    Array.from({ length: 4 }, (_, i) => {
      const a = Math.PI * (1.12 + ((i + 1) * 0.76) / 5);
      return `M${r2(38 + 2.5 * Math.cos(a))} ${r2(33.8 + 2.5 * Math.sin(a))}L${r2(38 + 12.4 * Math.cos(a))} ${r2(33.8 + 12.4 * Math.sin(a))}`;
    }).join(''),
  );
  f.push(path(ellipse(30.1, 29.2, 2.6, 2.4)), path(ellipse(45.9, 29.2, 2.6, 2.4)));
  // the ears, the head kept clear of an adults' page's fill, the pale muzzle
  f.push(path(circle(7.2, 22.2, 3.4)), path(circle(22.8, 22.2, 3.4)));
  f.push(path(circle(7.2, 22.2, 1.7)), path(circle(22.8, 22.2, 1.7)));
  const head = path('M15 20Q26.5 20 26.8 32Q26.5 43 15 43.5Q3.5 43 3.2 32Q3.5 20 15 20Z');
  f.push(head);
  f.push(path(ellipse(15, 36.4, 5, 3.6)));
  const fc = kawaiiFace(15, 32, 1.05, 0, MUZZLE_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  // whiskers out past the cheeks
  s.push('M7.4 35.5L1.2 34M7.4 37.2L1.6 39M22.6 35.5L28.8 34M22.6 37.2L28.4 39');
  // the water over its middle: a wave along the top, a ripple on it
  const waves = Array.from({ length: 9 }, (_, i) => `Q${r2(4.5 + i * 7.75)} ${i % 2 ? 52.5 : 46.5} ${r2(8.4 + i * 7.75)} 49.5`).join('');
  f.push(path(`M0.6 49.5${waves}L71.4 49.5L71.4 58Q52 64 36 60Q18 56.5 0.6 60.5Z`));
  s.push('M10 55.5Q16 53.5 22 55.5M46 56Q52 54 58 56');
  return out(f, s, [fc.d, nose(15, 32.9, 2.8)], head);
}

/**
 * A whole beaver sitting up facing us: small round ears with inner ears, a round head with the kawaii face, a pale
 * muzzle with a nose, two big front teeth as white areas under it, whiskers; a pale belly, big webbed feet with
 * toes, its paws holding a leafy stick across its chest with the bark's rings, and its broad flat tail lying at its
 * side with the cross-hatched scales as areas of their own.
 */
export function beaver(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the flat tail at its side, lying on the ground, and its scales in rows across it
  const [tx, ty, trx, try_, tdeg] = [56, 55, 14.5, 8, -22];
  const tail = ellipsePts(tx, ty, trx, try_, tdeg);
  f.push(path(polyD(tail)));
  const a = (tdeg * Math.PI) / 180;
  const scales: string[] = [];
  for (let i = -3; i <= 3; i++)
    for (let j = -1; j <= 1; j++) {
      const [u, v] = [i * 4.4 + (j % 2 ? 2.2 : 0), j * 3.9];
      if ((u / (trx - 3)) ** 2 + (v / (try_ - 2.4)) ** 2 > 1) continue;
      const P = (du: number, dv: number): Pt => [
        r2(tx + (u + du) * Math.cos(a) - (v + dv) * Math.sin(a)),
        r2(ty + (u + du) * Math.sin(a) + (v + dv) * Math.cos(a)),
      ];
      scales.push(path(polyD([P(-1.75, 0), P(0, -1.55), P(1.75, 0), P(0, 1.55)])));
    }
  f.push(...scales);
  // the body, the pale belly, the big webbed feet with toes
  f.push(path('M34 29Q50 29 52.5 46Q54.5 60 48 66.5L20 66.5Q13.5 60 15.5 46Q18 29 34 29Z'));
  f.push(path(ellipse(34, 52, 10.5, 12)));
  f.push(path('M16.5 68.8Q14 68.5 14.5 66Q15.5 62.5 22 62.5Q29.5 62.5 30 66Q30.3 68.8 27.5 68.8Z'));
  f.push(path('M40.5 68.8Q37.7 68.8 38 66Q38.5 62.5 46 62.5Q52.5 62.5 53.5 66Q54 68.5 51.5 68.8Z'));
  s.push('M18.2 65.2V68.8M22 64.8V68.8M25.8 65.2V68.8M42.2 65.2V68.8M46 64.8V68.8M49.8 65.2V68.8');
  // the stick held across the chest, a leafy twig at its end, the bark's rings
  f.push(path('M6.5 44.6Q10 41 13 42.5Q10.8 46.5 6.5 44.6Z'), path('M11.5 40Q11 35.5 14.5 34Q15.5 38.5 11.5 40Z'));
  f.push(path('M12.6 42.6L15.5 41L16.6 42.6L14 44.6Z'));
  f.push(path('M14.5 43.2L59.5 38.2Q61.6 38.4 61.8 40.6Q61.6 42.6 59.8 43L15.2 47.6Q13 47.4 12.9 45.4Q13 43.4 14.5 43.2Z'));
  s.push('M21 42.8L21.4 46.4M52 39.4L52.4 42.9M57 38.8Q56 40.7 57.4 42.4');
  // the arms down from the shoulders to paws round the stick
  f.push(path('M19.5 35Q16 42 21 47L25.5 45.5Q22.5 41.5 24 36.5Z'), path('M48.5 35Q52 41 47 46L42.5 44Q45.5 40.5 44 35.5Z'));
  f.push(path(ellipse(25, 44.6, 3.2, 3)), path(ellipse(43.2, 42.8, 3.2, 3)));
  // the ears, the head kept clear of an adults' page's fill, the teeth under the pale muzzle
  f.push(path(circle(19.5, 8.2, 5.2)), path(circle(48.5, 8.2, 5.2)));
  f.push(path(circle(19.5, 8.6, 2.7)), path(circle(48.5, 8.6, 2.7)));
  const head = path('M34 5Q50 5 50.5 19Q50.5 32.5 34 33Q17.5 32.5 17.5 19Q18 5 34 5Z');
  f.push(head);
  f.push(path(roundRect(31.3, 26, 33.85, 31.6, 0.7)), path(roundRect(34.15, 26, 36.7, 31.6, 0.7)));
  f.push(path(ellipse(34, 24.4, 6, 3.9)));
  const fc = kawaiiFace(34, 19.6, 1.1, 0, MUZZLE_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  s.push('M24.6 24.6L14.6 23.4M24.6 26.4L15 28M43.4 24.6L53.4 23.4M43.4 26.4L53 28');
  return out(f, s, [fc.d, nose(34, 21.8, 3.2)], head);
}

/**
 * A whole skunk walking side-on to the left, its head turned to us: small round ears, a round head with the
 * kawaii face and a nose, a white stripe down its head, another along its back, four short legs with paws, and a
 * big plumed tail raised behind it and curling over its back, tufted all along, with its white stripe as an area.
 */
export function skunk(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail, raised from the rump and curling over towards the head, its white stripe cut to it
  const tail = tufted(
    [
      [48, 58],
      [59, 57.5],
      [66.5, 50],
      [70, 39],
      [70, 27],
      [66.5, 15.5],
      [59, 6.5],
      [48.5, 2.5],
      [38.5, 4.5],
      [32.5, 11],
      [33.5, 17.5],
    ],
    2.2,
    'Q37 20 43 20.5Q50 21 52 27Q53.5 33 49 39Q47 43 46 48Z',
  );
  f.push(path(tail));
  const mid = along(
    [52, 50],
    [
      [
        [64, 42],
        [64, 20],
        [56, 11],
      ],
      [
        [49, 7],
        [40, 9],
        [35.5, 15],
      ],
    ],
    14,
  );
  f.push(cut(band(mid, (t) => 7 - 3.5 * t).d, tail));
  s.push('M67.6 33Q65.6 35.8 66 39M62 54.6Q63.2 51.6 66 50.6M44.6 5.6Q43.6 8.2 44.6 10.2');
  // the far legs behind the body, then the body, then the near legs with their paws
  f.push(path(roundRect(22.5, 52, 27.5, 63.5, 2.4)), path(roundRect(46, 52, 51, 63.5, 2.4)));
  const body = 'M20 38Q32 31.5 46 35.5Q58.5 39.5 58.5 49Q58 58 50 59.5L22 60Q13 58.5 13 49Q13.5 41 20 38Z';
  f.push(path(body));
  f.push(
    cut(
      band(
        along(
          [18, 36.6],
          [
            [
              [30, 30.5],
              [46, 32],
              [60, 43],
            ],
          ],
          16,
        ),
        (t) => 6.2 - 2.5 * t,
      ).d,
      body,
    ),
  );
  f.push(path(roundRect(15.5, 53, 21, 66.5, 2.6)), path(roundRect(38, 53, 43.5, 66.5, 2.6)));
  f.push(path(ellipse(18, 66.2, 4, 2.2)), path(ellipse(40.5, 66.2, 4, 2.2)));
  s.push('M16.6 65V67.6M19.4 65V67.6M39.1 65V67.6M41.9 65V67.6');
  // the ears, the head kept clear of an adults' page's fill, the white stripe down it
  f.push(path(circle(7.5, 20.5, 4)), path(circle(26.5, 20.5, 4)));
  f.push(path(circle(7.5, 20.8, 2)), path(circle(26.5, 20.8, 2)));
  const head = path('M17 17.5Q29.5 17.5 30 30.5Q29.5 43 17 43.5Q4.5 43 4 30.5Q4.5 17.5 17 17.5Z');
  f.push(head);
  f.push(path('M17 17.6Q19.8 17.7 20.2 18.6Q19.8 24.5 17 28Q14.2 24.5 13.8 18.6Q14.2 17.7 17 17.6Z'));
  const fc = kawaiiFace(17, 32, 1.1, 0, MUZZLE_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  return out(f, s, [fc.d, nose(17, 32.6, 3)], head);
}
