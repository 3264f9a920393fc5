// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four woodland animals that printed Fluent's flat blocks: the chipmunk (the text tool's squirrel) was a box
// with a stick tail, the otter a tub with a head, the beaver a lump with a wedge face and the skunk a brick on
// four tabs under a flat tail. Ours are whole animals as a picture book draws them, each with the house's kawaii
// face, a nose and its fur markings as areas of their own. The squirrel and the skunk each have a head of their
// own: the squirrel tall tufted ears and cheeks full of nuts, the skunk low round ears, a pointed snout and a white
// blaze down its face.
import { flatten, intersect, polyD } from '../../lib/studio/art-kit/clip';
import { KAWAII_FACE, kawaiiFace, type FaceLayout } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, movePaths, path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';
import { loop } from './shore-and-pond';

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

/** The squirrel's face on its chubby head: the eyes a little up, the smile under a nose low between the cheeks. */
const SQUIRREL_FACE: FaceLayout = {
  ...KAWAII_FACE,
  eyeX: 5,
  eyeY: -2,
  cheekX: 10.2,
  cheekY: 5,
  cheek: [2.3, 1.5],
  smileX: 2,
  smileY: 4.4,
  smileLow: 6.6,
  clearY: 1.6,
  clear: [12.5, 8.5],
};

/**
 * A whole squirrel (the text tool's squirrel and chipmunk) sitting up, turned a little to our left: a big bushy tail
 * rising behind its back and curling over at the top, its tip curled back, tufted all round with a pale stripe
 * down its middle; tall pointed ears with inner ears and tufts of fur at their tips; a round head with chubby
 * cheeks full of nuts, the kawaii face, a nose and whiskers; a dark and a pale stripe along its back; a pale belly,
 * a haunch, big hind feet with toes, and its paws holding an acorn with a cross-hatched cap to its chest.
 */
export function chipmunk(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail: from behind the seat out to the right, up its back above the head, over at the top and its tip
  // curled back, tufted all round; a pale stripe down its middle cut to it
  const tail = tufted(
    [
      [40, 64],
      [52, 66],
      [62, 61.5],
      [67.2, 51],
      [68.4, 38],
      [67.4, 25],
      [64.2, 14],
      [58.2, 6.4],
      [49.6, 3.2],
      [43.6, 4.8],
      [40.6, 9.6],
      [43.2, 14.8],
      [48, 12.8],
      [52.6, 14],
      [55.6, 18],
      [56.4, 28],
      [54.6, 39.5],
      [50, 50],
      [44, 58],
    ],
    2.1,
    'Z',
  );
  f.push(path(tail));
  const mid = along(
    [47, 60],
    [
      [
        [61.6, 50],
        [63, 30],
        [60.6, 18],
      ],
      [
        [57.6, 8],
        [48.4, 6],
        [44.6, 9.8],
      ],
    ],
    14,
  );
  f.push(cut(band(mid, (t) => 6.4 - 3 * t).d, tail));
  // the body, turned a little to the left, its back towards the tail
  const body = 'M28 30Q43 29 46.5 43Q49.5 56 44 64L15 64Q9.5 57 11 46Q13.5 31 28 30Z';
  f.push(path(body));
  // the pale belly, the haunch and the big hind feet with their toes
  f.push(path(ellipse(25, 52, 9.5, 11)));
  f.push(path('M35 62Q32.5 51 40 48.5Q47.5 47.5 47.5 56Q47 62.5 42 64Z'));
  f.push(path('M12.5 66.8Q11 63 16.5 62Q24 61.5 26.5 64.6Q27.5 67.6 24 67.8Z'), path('M33 67.8Q30 67.5 31 64.6Q33.5 61.5 41 62Q46.5 63 45 66.8Z'));
  s.push('M16.6 65V67.8M20.6 64.6V67.8M35.4 64.6V67.8M39.4 65V67.8');
  // the acorn held to the chest: the nut, the stem, the cap with its cross-hatch
  f.push(path('M19.5 44.5Q19.5 55 26 56.6Q32.5 55 32.5 44.5Z'));
  f.push(path('M25.6 38.6L26.8 36.4L28.4 37.2L27.4 39.2Z'));
  f.push(path('M18 45.6Q17.4 38.6 26 38.6Q34.6 38.6 34 45.6Z'));
  s.push('M21.4 39.8L24.4 45.6M26 38.6L29.4 45.6M30.6 39.8L32.8 44M18.6 42.6L20.8 45.6M22 45.6L25.4 38.7M26.6 45.6L29.9 39.1M31.2 45.6L33.3 41.6');
  // the arms down the chest to paws round the acorn's sides
  f.push(path('M14.5 36Q11 42 14.6 48.6L19.4 47Q16.6 42.5 19.4 38Z'), path('M39.5 36Q43 42 38.6 48.4L34 46.4Q37.2 42.5 34.6 38Z'));
  f.push(path(ellipse(18, 47.6, 3, 2.6)), path(ellipse(36, 47.2, 3, 2.6)));
  // the tall pointed ears leaning out, each with an inner ear and a tuft of fur standing up from its tip, its
  // flicks swept outwards
  const ear = (bx: number, lean: number) => {
    const [c, sn] = [Math.cos(0.2), Math.sin(0.2)];
    const P = (u: number, v: number) => `${r2(bx + lean * (u * c - v * sn))} ${r2(17 + u * sn + v * c)}`;
    f.push(path(`M${P(-5, 0)}Q${P(-4.6, -7.4)} ${P(0, -14.4)}Q${P(4.6, -7.4)} ${P(5, 0)}Z`));
    f.push(path(`M${P(-2.6, -1.4)}Q${P(-2.4, -6.2)} ${P(0, -10.4)}Q${P(2.4, -6.2)} ${P(2.6, -1.4)}Z`));
    f.push(
      path(
        `M${P(-1.8, -11.2)}C${P(-3, -13.6)} ${P(-2.2, -16.6)} ${P(-0.4, -19.2)}Q${P(-0.3, -16.8)} ${P(0.6, -15.8)}Q${P(1.8, -17.8)} ${P(3.8, -18.2)}Q${P(2.6, -16)} ${P(2.4, -14.6)}Q${P(3.6, -15)} ${P(5, -14.8)}Q${P(3.4, -12.6)} ${P(1.8, -11.2)}Q${P(0, -12)} ${P(-1.8, -11.2)}Z`,
      ),
    );
  };
  ear(17.4, -1);
  ear(34.6, 1);
  // the head, round above and chubby at the cheeks full of nuts, kept clear of an adults' page's fill
  const right: Pt[] = [
    [33.4, 10.4],
    [37, 15],
    [37.8, 19.6],
    [41.4, 23.2],
    [42.4, 28.2],
    [39.4, 32.6],
    [33, 35.2],
  ];
  const headPts = loop([[26, 9], ...right, [26, 35.8], ...right.map(([x, y]): Pt => [52 - x, y]).reverse()], 8);
  const head = path(polyD(headPts));
  f.push(head);
  // the fold over each full cheek
  s.push('M37.8 19.8Q36.4 21.2 36.6 23.2M14.2 19.8Q15.6 21.2 15.4 23.2');
  const fc = kawaiiFace(26, 21.6, 1.15, 0, SQUIRREL_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  // whiskers out past the cheeks
  s.push('M10 27.2L4.4 25.8M10.2 29.6L4.8 31.2M42 27.2L47.6 25.8M41.8 29.6L47.2 31.2');
  // the whole squirrel a little lower in the box, the ear tufts clear of its top
  const m = out(f, s, [fc.d, nose(26, 24.2, 3)], head);
  return { f: movePaths(m.f, 0.98, 0.6, 3), s: movePaths(m.s, 0.98, 0.6, 3), d: movePaths(m.d, 0.98, 0.6, 3), c: movePaths(head, 0.98, 0.6, 3) };
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

/** Where the skunk's face sits on its pointed head: the smile low, under a nose near the snout's tip. */
const SKUNK_FACE: FaceLayout = {
  ...KAWAII_FACE,
  eyeX: 4.9,
  eyeY: -1.4,
  eyeR: 2.5,
  cheekX: 7.6,
  cheekY: 2.8,
  smileX: 1.7,
  smileY: 11.3,
  smileLow: 13.1,
  clearY: 4,
  clear: [11, 11],
};

/**
 * A whole skunk walking side-on to the left, its head turned to us: a head wide at the cheeks narrowing to a
 * pointed snout with the nose at its tip, round ears low on its sides, the kawaii face, a white blaze from the
 * crown down between the eyes as an area of its own; a long, low body with a white stripe along its back, four
 * short legs with paws, and a big plumed tail raised behind it and curling over its back, tufted all round, its
 * white stripe an area.
 */
export function skunk(): Drawn {
  const f: string[] = [];
  const s: string[] = [];
  // the tail, raised from the rump and curling over towards the head, tufted all round; its white stripe cut to it
  const tail = tufted(
    [
      [51, 55.5],
      [60, 55],
      [66, 48.5],
      [68.8, 38],
      [68.8, 26],
      [66, 15],
      [59.4, 7],
      [50, 3.4],
      [41.4, 4.4],
      [36, 9.4],
      [36.5, 15],
      [41.5, 17],
      [47.5, 19.5],
      [51.5, 27],
      [51, 38],
      [46, 47],
    ],
    2.4,
    'Z',
  );
  f.push(path(tail));
  const mid = along(
    [50, 52],
    [
      [
        [62, 46],
        [63, 22],
        [57, 12],
      ],
      [
        [50, 6],
        [42, 7],
        [38, 12],
      ],
    ],
    14,
  );
  f.push(cut(band(mid, (t) => 8.5 - 3.5 * t).d, tail));
  // the far legs behind the body, then the long, low body (a round lump before, as deep as it was long, under a
  // head that hid half of it), the white stripe along its back, the near legs with their paws
  const leg = (x: number) =>
    path(`M${x} 54Q${r2(x - 0.8)} 59.5 ${r2(x + 0.2)} 63.2Q${r2(x + 3.4)} 66.2 ${r2(x + 6.6)} 63.2Q${r2(x + 7.6)} 59.5 ${r2(x + 6.8)} 54Z`);
  f.push(leg(27.5), leg(45));
  const body = 'M22 43Q28 37.6 40 37.2Q55 36.6 62 41.4Q67.4 47.6 62.4 54.6Q53 59 40 58.6Q27 58.6 22 55.6Q17.6 50.6 22 43Z';
  f.push(path(body));
  f.push(
    cut(
      band(
        along(
          [19, 44.6],
          [
            [
              [30, 38],
              [52, 37.2],
              [66, 47.6],
            ],
          ],
          16,
        ),
        (t) => 8 - 1.6 * t,
      ).d,
      body,
    ),
  );
  f.push(leg(20), leg(51.5));
  f.push(path(ellipse(23.4, 65.4, 4.8, 2.6)), path(ellipse(54.9, 65.4, 4.8, 2.6)));
  s.push('M21.6 64.2V67.6M25.2 64.2V67.6M53.1 64.2V67.6M56.7 64.2V67.6');
  // the head, smaller than before so the body shows, drawn in the old head's units (centre line x = 18.2, top
  // y = 12) scaled by S about its new top (hx, hy)
  const [hx, hy, S] = [17, 19.4, 0.78];
  const H = (x: number, y: number): Pt => [r2(hx + (x - 18.2) * S), r2(hy + (y - 12) * S)];
  // the round ears low on the head's sides, each with an inner ear
  for (const side of [-1, 1]) f.push(path(circle(...H(18.2 + side * 12.9, 18.6), 4.5 * S)));
  for (const side of [-1, 1]) f.push(path(circle(...H(18.2 + side * 13.1, 18.8), 2.4 * S)));
  // the head, wide at its fluffy cheeks and narrowing to a pointed snout, kept clear of an adults' page's fill
  const half: Pt[] = [
    [8.5, 1.4],
    [13.2, 6.4],
    [14.6, 11],
    [16.6, 13.6],
    [15, 15.4],
    [16.4, 18.2],
    [13.2, 20.2],
    [7.5, 24.6],
    [4, 29.4],
    [2.2, 32.4],
  ];
  const rel = (x: number, y: number) => H(18.2 + x, 12 + y);
  const headPts = loop([rel(0, 0), ...half.map(([x, y]) => rel(x, y)), rel(0, 33.6), ...half.map(([x, y]) => rel(-x, y)).reverse()], 8);
  const head = path(polyD(headPts));
  f.push(head);
  // the white blaze from the crown down between the eyes, narrowing to a round end above the nose
  const B = (x: number, y: number) => H(18.2 + x, y).join(' ');
  f.push(
    cut(
      `M${B(-7.5, 9)}Q${B(0, 5.5)} ${B(7.5, 9)}Q${B(4.4, 18.5)} ${B(2.5, 25)}Q${B(2.2, 35)} ${B(0, 35.4)}Q${B(-2.2, 35)} ${B(-2.5, 25)}Q${B(-4.4, 18.5)} ${B(-7.5, 9)}Z`,
      polyD(headPts),
    ),
  );
  const fc = kawaiiFace(...H(18.2, 28), 1.12 * S, 0, SKUNK_FACE);
  f.push(...fc.f);
  s.push(fc.s);
  return out(f, s, [fc.d, nose(...H(18.2, 38.3), 3.2 * S)], head);
}
