// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent's tiger is a boxy block on post legs whose stripes print as big solid black bars, its gorilla a blob with
// one eye and nothing to colour, and OpenMoji's koala a small thin-line back view. These three are catalogue
// subjects and letter pictures (T, G, K): ours are whole and cute, faces turned to the reader.
import { catMuzzle } from './lion';
import { catLeg, legStripe, type CatLeg } from './big-cat-legs';
import { along, band, circle, ellipse, onEllipse, path, r2, scallops, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const P = (p: Pt) => `${p[0]} ${p[1]}`;
const deg = (a: number) => (a * Math.PI) / 180;

/**
 * A stripe hanging from the edge of the ellipse (cx, cy, rx, ry) between the angles a0 and a1 (degrees), its top
 * on that edge, narrowing to a rounded point at `tip`: a closed area, so a tiger's stripes are coloured, never
 * printed solid black.
 */
function edgeStripe(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, tip: Pt): string {
  const p0 = onEllipse(cx, cy, rx, ry, deg(a0));
  const p1 = onEllipse(cx, cy, rx, ry, deg(a1));
  const mid: Pt = [(p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2];
  // the controls sit half way down, as far apart as the base is wide: a plump stripe, not a thin wedge
  const c0: Pt = [r2(mid[0] + (tip[0] - mid[0]) * 0.5 - (p1[0] - p0[0]) * 0.5), r2(mid[1] + (tip[1] - mid[1]) * 0.5 - (p1[1] - p0[1]) * 0.5)];
  const c1: Pt = [r2(mid[0] + (tip[0] - mid[0]) * 0.5 + (p1[0] - p0[0]) * 0.5), r2(mid[1] + (tip[1] - mid[1]) * 0.5 + (p1[1] - p0[1]) * 0.5)];
  return path(`M${P(p0)}A${rx} ${ry} 0 0 1 ${P(p1)}Q${P(c1)} ${P(tip)}Q${P(c0)} ${P(p0)}Z`);
}

/**
 * A whole tiger standing side-on, facing left, its round face turned to the reader: round ears with inner ears,
 * forehead and cheek stripes, a white cheek ruff and the lion's muzzle (lion.ts) with a smile standing free under
 * it, whiskers; a long body with stripes hanging from its back and a white belly, four legs (big-cat-legs.ts) with
 * a shoulder and a haunch, striped from their edges, on toed paws, and a long tail curling up with rings. Every stripe is an area to colour.
 */
export function tiger() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail curling up behind the body, its rings and round tip as areas
  const tailLine = along(
    [59, 40],
    [
      [
        [66, 40],
        [68.5, 34],
        [68, 27],
      ],
      [
        [67.6, 21],
        [64.5, 18.5],
        [62, 20.5],
      ],
    ],
  );
  const tail = band(tailLine, (t) => 3.6 - 0.8 * t);
  f.push(path(tail.d));
  const ring = (i0: number, i1: number) =>
    path(
      `M${tail.left
        .slice(i0, i1 + 1)
        .map(P)
        .join('L')}L${tail.right
        .slice(i0, i1 + 1)
        .reverse()
        .map(P)
        .join('L')}Z`,
    );
  const n = tailLine.length - 1;
  for (const [t0, t1] of [
    [0.3, 0.36],
    [0.48, 0.54],
    [0.66, 0.72],
    [0.84, 0.9],
  ])
    f.push(ring(Math.round(t0 * n), Math.round(t1 * n)));
  f.push(path(circle(62, 20.5, 1.45)));
  // the far legs behind the body; stripes only on the near ones, big enough to colour
  catLeg([35.4, 63.8], 44, 4.8, false, f, s);
  catLeg([57.6, 63.8], 44, 4.8, true, f, s);
  const stripes = (leg: CatLeg, hind: boolean) =>
    f.push(...(hind ? [legStripe(leg.back, -1, 0.08, 0.2, 4.2), legStripe(leg.back, -1, 0.3, 0.4, 3.2)] : [legStripe(leg.front, 1, 0.3, 0.42, 3.2)]));
  // the body, the white belly along its underside, stripes hanging from the back
  const body = { cx: 43, cy: 41.5, rx: 20, ry: 11 };
  f.push(path(ellipse(body.cx, body.cy, body.rx, body.ry)));
  const [b0, b1] = [onEllipse(body.cx, body.cy, body.rx, body.ry, deg(163)), onEllipse(body.cx, body.cy, body.rx, body.ry, deg(17))];
  f.push(path(`M${P(b0)}A${body.rx} ${body.ry} 0 0 0 ${P(b1)}Q${body.cx} 50 ${P(b0)}Z`));
  for (const [a0, a1, tx, ty] of [
    [-132, -116, 29.5, 40.5],
    [-108, -92, 38, 42.5],
    [-83, -67, 46.5, 42.5],
    [-59, -43, 55, 41],
  ])
    f.push(edgeStripe(body.cx, body.cy, body.rx, body.ry, a0, a1, [tx, ty]));
  // the near legs over the body: the shoulder and the haunch rounded on it, striped, on toed paws
  const fore = catLeg([28.4, 64.6], 41, 5.4, false, f, s);
  stripes(fore, false);
  const hind = catLeg([50.6, 64.6], 39, 5.4, true, f, s);
  stripes(hind, true);
  // the head, drawn for a centre at (18, 24) and placed (`hp`) `k` times that size where it stands
  const head = { x: 18.5, y: 24, k: 1.1 };
  const h = (x: number, y: number): Pt => [r2(head.x + (x - 18) * head.k), r2(head.y + (y - 24) * head.k)];
  const hp = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) => P(h(Number(x), Number(y))));
  const [rx, ry] = [r2(12 * head.k), r2(11.5 * head.k)];
  const stripe = (a0: number, a1: number, x: number, y: number) => edgeStripe(head.x, head.y, rx, ry, a0, a1, h(x, y));
  // the ears, each with an inner ear, behind the head
  for (const a of [-128, -52]) {
    const [ex, ey] = onEllipse(head.x, head.y, rx, ry, deg(a));
    f.push(path(circle(ex, ey, 4.4)));
    f.push(path(circle(r2(ex + (a < -90 ? -0.3 : 0.3)), r2(ey - 0.3), 2.3)));
  }
  // a round top over cheeks that end in tufts (kept clear of an adults' page's fill)
  const lower = hp(
    'Q32.6 26.6 33.6 29.6Q31.4 29.4 30.6 30.2Q32.2 32.4 31.6 33.8Q28.8 33.4 27.4 34.2Q23.6 37.2 18 37.2Q12.4 37.2 8.6 34.2Q7.2 33.4 4.4 33.8Q3.8 32.4 5.4 30.2Q4.6 29.4 2.4 29.6Q3.4 26.6 6 24',
  );
  const face = path(`M${P(h(6, 24))}A${rx} ${ry} 0 0 1 ${P(h(30, 24))}${lower}Z`);
  f.push(face);
  // the white cheek ruff: the lower face up to a line dipping under each eye to the muzzle
  f.push(path(`M${P(h(30, 24))}${lower}${hp('C8.6 26.4 11 27.4 13.4 27.8L18 26.4L22.6 27.8C25 27.4 27.4 26.4 30 24')}Z`));
  // forehead stripes from the crown, a stripe in from each side of the face
  f.push(stripe(-100, -80, 18, 18.4), stripe(-126, -112, 13.6, 17.2), stripe(-68, -54, 22.4, 17.2));
  f.push(stripe(-176, -160, 10.2, 21), stripe(-20, -4, 25.8, 21));
  // the lion's muzzle, a smile standing free under it, whiskers out over the ruff
  const whiskerDots = catMuzzle(head.x, h(18, 29.4)[1], f, s);
  s.push(hp('M15.8 34.2Q18 35.9 20.2 34.2'));
  s.push(hp('M12.6 29.4L7.4 28.4M12.6 31.2L7.8 32.4M23.4 29.4L28.6 28.4M23.4 31.2L28.2 32.4'));
  const dots = [circle(...h(13.2, 21), 1.8), circle(...h(22.8, 21), 1.8), whiskerDots];
  return out(f, s, dots, face);
}

/**
 * A whole gorilla sitting facing us, its knuckles on the ground: a domed head with small ears, a pale face mask
 * under a heavy brow with eyes, a broad nose with nostrils and a smile standing free; big shoulders, long arms
 * ending in fists with fingers, a pale chest and belly, and two feet with toes in front.
 */
export function gorilla() {
  const f: string[] = [];
  const s: string[] = [];
  // the body, broad at the shoulders
  f.push(path('M21 29Q36 21.5 51 29Q59 42 55.5 57Q46 65.5 36 65.5Q26 65.5 16.5 57Q13 42 21 29Z'));
  // the pale front: the chest, and the round belly over its lower part
  f.push(path('M36 30.4Q45.6 30.4 47.4 36Q49.2 45 45.8 53.6Q42 59.6 36 59.6Q30 59.6 26.2 53.6Q22.8 45 24.6 36Q26.4 30.4 36 30.4Z'));
  f.push(path(ellipse(36, 50.8, 9.2, 9.2)));
  // the legs folded in front, bowing out to the knees, each foot flat on the ground with its toes
  f.push(path('M18.6 63.5C15.4 56 19.2 49.4 25 49.4C30.4 49.4 33.8 55.4 33 63.5Z'), path('M53.4 63.5C56.6 56 52.8 49.4 47 49.4C41.6 49.4 38.2 55.4 39 63.5Z'));
  for (const cx of [26.4, 45.6]) {
    const [x0, x1] = [r2(cx - 6.6), r2(cx + 6.6)];
    f.push(path(`M${x0} 65.6L${x0} 62.6C${x0} 58.2 ${x1} 58.2 ${x1} 62.6L${x1} 65.6Z`));
    s.push([-3.3, 0, 3.3].map((t) => `M${r2(cx + t)} 62.6V65.6`).join(''));
  }
  // the arms, long and thick, down to fists resting on their knuckles, fingers as lines
  f.push(path('M23 28.5Q13.5 28.5 10.5 39Q8.4 48 8.6 58L18.6 58Q18.4 48 21.4 41Z'));
  f.push(path('M49 28.5Q58.5 28.5 61.5 39Q63.6 48 63.4 58L53.4 58Q53.6 48 50.6 41Z'));
  f.push(path('M6.6 58.6Q6.6 55 10 55L17.6 55Q21 55 21 58.6L21 62Q21 65.2 17.6 65.2L10 65.2Q6.6 65.2 6.6 62Z'));
  f.push(path('M65.4 58.6Q65.4 55 62 55L54.4 55Q51 55 51 58.6L51 62Q51 65.2 54.4 65.2L62 65.2Q65.4 65.2 65.4 62Z'));
  s.push('M10.4 61V65.2M13.8 61V65.2M17.2 61V65.2M61.6 61V65.2M58.2 61V65.2M54.8 61V65.2');
  // the ears, then the domed head (kept clear of an adults' page's fill)
  f.push(path(circle(24, 17.5, 3.4)), path(circle(48, 17.5, 3.4)));
  s.push('M23 17.8Q24 16 25.2 17.6M49 17.8Q48 16 46.8 17.6');
  const head = path('M36 3.6C43 3.6 48 9 48 17C48 25 43 29.8 36 29.8C29 29.8 24 25 24 17C24 9 29 3.6 36 3.6Z');
  f.push(head);
  // the pale face mask: round over each eye, wide at the muzzle
  f.push(
    path(
      'M36 12.4C38.6 9.8 44.6 9.8 45 14.6C45.4 17.6 44 19.2 43.2 20.2C46.4 22 46.4 27.8 40.6 28.6L31.4 28.6C25.6 27.8 25.6 22 28.8 20.2C28 19.2 26.6 17.6 27 14.6C27.4 9.8 33.4 9.8 36 12.4Z',
    ),
  );
  // the heavy brow over the eyes
  f.push(path('M27 14.6Q31 10.4 36 12.4Q41 10.4 45 14.6Q41 12.2 36 14Q31 12.2 27 14.6Z'));
  // the broad nose: a ridge down from the brow flaring into wide nostrils; the smile standing free under it
  s.push(
    'M34.6 13.9Q35 17.6 33.6 20.2Q31.4 22.6 32.4 23.8Q33.4 24.6 35 23.6Q35.6 23.2 36 23.2Q36.4 23.2 37 23.6Q38.6 24.6 39.6 23.8Q40.6 22.6 38.4 20.2Q37 18 37.4 14.8',
  );
  s.push('M32 25.2Q36 27.8 40 25.2');
  const dots = [circle(31.8, 17.9, 1.65), circle(40.2, 17.9, 1.65), turnedEllipse(34.1, 22.3, 1.1, 0.65, -35), turnedEllipse(37.9, 22.3, 1.1, 0.65, 35)];
  return out(f, s, dots, head);
}

/** A eucalyptus leaf at (x, y): long and pointed, `len` along and turned `a` degrees, its midrib a line. */
function leaf(f: string[], s: string[], x: number, y: number, len: number, a: number) {
  const [c, si] = [Math.cos(deg(a)), Math.sin(deg(a))];
  const at = (u: number, v: number) => `${r2(x + u * c - v * si)} ${r2(y + u * si + v * c)}`;
  f.push(path(`M${at(0, 0)}Q${at(len * 0.42, -len * 0.36)} ${at(len, 0)}Q${at(len * 0.42, len * 0.36)} ${at(0, 0)}Z`));
  s.push(`M${at(len * 0.4, 0)}L${at(len * 0.8, 0)}`);
}

/**
 * A whole koala sitting facing us, hugging a eucalyptus branch: big round fluffy ears with inner ears, a wide head
 * with eyes, a big nose (an area to colour) and a smile standing free, a round body with a pale belly, arms round
 * the branch with claws over it, feet with claws, and long leaves at the branch's ends.
 */
export function koala() {
  const f: string[] = [];
  const s: string[] = [];
  // the body, its feet and the pale belly patch
  f.push(path('M36 30Q51.5 30 54.5 46Q57 60 48.5 65L23.5 65Q15 60 17.5 46Q20.5 30 36 30Z'));
  f.push(path(ellipse(36, 54, 8.5, 8.6)));
  for (const cx of [24.5, 47.5]) {
    f.push(path(ellipse(cx, 62.4, 7, 3.8)));
    s.push(
      `M${r2(cx - 2.6)} 63.6Q${r2(cx - 2.8)} 65.4 ${r2(cx - 1.8)} 66.2M${cx} 63.8Q${cx} 65.6 ${r2(cx + 0.8)} 66.4M${r2(cx + 2.6)} 63.6Q${r2(cx + 2.8)} 65.4 ${r2(cx + 3.6)} 66.2`,
    );
  }
  // the branch across the chest, its cut end at the left; leaves on short stalks at both ends
  const line = along(
    [3.4, 51.6],
    [
      [
        [22, 46.5],
        [44, 38],
        [63, 31.4],
      ],
    ],
  );
  for (const [x, y, a, len] of [
    [12, 48.4, -98, 12.5],
    [7, 50, -130, 12.5],
    [6.6, 51.4, 122, 12],
    [11.6, 49.6, 92, 12],
    [58.6, 33, -72, 12.5],
    [61.4, 31.8, -12, 10.4],
    [59, 33, 50, 12.5],
  ] as const)
    leaf(f, s, x, y, len, a);
  const branch = band(line, (t) => 5.6 - 3.6 * t * t);
  f.push(path(branch.d));
  f.push(path(turnedEllipse(3.4, 51.6, 2.8, 1.5, 75)));
  // the arms round the branch, the paws on it with their claws curling over
  f.push(path('M24 32.4Q17.4 37.6 18.4 44.6Q19.8 49.4 25.6 48.4L31.6 46.2L29 40.8Q26.6 39.6 27.8 33.6Z'));
  f.push(path('M48 32.4Q54.6 37 53.6 42.6Q52.2 47.2 46.4 46.2L40.4 43.8L43 38.6Q45.4 37.4 44.2 33Z'));
  f.push(path(ellipse(30.6, 43.6, 3.6, 3.2)), path(ellipse(41.6, 41.4, 3.6, 3.2)));
  s.push('M29 46.4Q29 47.8 30 48.4M31.2 46.6Q31.4 48 32.4 48.4M40 44.2Q40 45.6 41 46.2M42.2 44.4Q42.4 45.8 43.4 46.2');
  // the fluffy ears with inner ears, then the head (kept clear of an adults' page's fill)
  f.push(path(scallops(18.5, 15.5, 8.2, 10, 1.5)), path(scallops(53.5, 15.5, 8.2, 10, 1.5)));
  f.push(path(ellipse(19, 16, 4.4, 4.8)), path(ellipse(53, 16, 4.4, 4.8)));
  const head = path(ellipse(36, 21.5, 15, 12.5));
  f.push(head);
  // the big nose as an area, a smile standing free under it
  f.push(path('M36 18.4Q40.2 18.4 40.2 23Q40.2 28.4 36 28.8Q31.8 28.4 31.8 23Q31.8 18.4 36 18.4Z'));
  s.push('M33 30.6Q36 32.8 39 30.6');
  const dots = [circle(28.6, 20.6, 1.5), circle(43.4, 20.6, 1.5)];
  return out(f, s, dots, head);
}
