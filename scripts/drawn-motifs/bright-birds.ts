// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The bright birds: the peacock (1F99A), the flamingo (1F9A9) and the parrot (1F99C), all three Fluent's before.
// Fluent's peacock was a small thin bird in front of a ring of little eye spots, which on paper read as a ragged
// flower; its flamingo a bent tube with a dot for an eye and a bar for the folded leg; its parrot a plain egg with a
// wing and a box for a tail. Ours are drawn as a colouring book draws them, every feather group an area to colour:
// the peacock stands proud in front of a fanned tail filling the box, each feather ending in an eye spot of rings
// within rings; the flamingo stands on one leg with its neck in an S; the parrot grips a branch, its wing in bands.
import { along, band, circle, path, pt, r2, type Pt } from '../../lib/studio/art-kit/shapes';

const done = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });
const rad = (deg: number) => (deg * Math.PI) / 180;
const P = (p: Pt) => `${r2(p[0])} ${r2(p[1])}`;

/**
 * A teardrop lying along the angle `a` (radians) with its round end at (cx, cy) + `len` / 2 outward and its point
 * `len` / 2 inward, `w` across at its widest: a peacock's eye spot, or one of the rings inside it.
 */
function teardrop(cx: number, cy: number, a: number, len: number, w: number): string {
  const at = (u: number, v: number): Pt => [cx + u * Math.cos(a) - v * Math.sin(a), cy + u * Math.sin(a) + v * Math.cos(a)];
  const [h, k] = [len / 2, w / 2];
  return `M${P(at(-h, 0))}C${P(at(-h * 0.2, -k * 1.05))} ${P(at(h, -k * 1.25))} ${P(at(h, 0))}C${P(at(h, k * 1.25))} ${P(at(-h * 0.2, k * 1.05))} ${P(at(-h, 0))}Z`;
}

/** A thin leg from (x, top) down to the ankle at `foot`, `w` wide, with three toes spread on the ground (a bird's). */
function toedLeg(x: number, top: number, foot: number, w = 2) {
  const h = w / 2;
  const at = (dx: number, dy: number) => `${r2(x + dx)} ${r2(foot + dy)}`;
  return path(
    `M${r2(x - h)} ${top}V${foot}L${at(-4.6, 2.6)}Q${at(-5.3, 3.8)} ${at(-4, 4)}L${at(-0.4, 2.2)}L${at(-0.8, 4.6)}Q${at(0, 5.6)} ${at(1, 4.8)}L${at(1.5, 2.3)}L${at(5, 3.9)}Q${at(6.2, 4.1)} ${at(5.7, 2.8)}L${r2(x + h)} ${foot}V${top}Z`,
  );
}

/**
 * Rows of scale feathers inside the ellipse (cx, cy, rx, ry): U shapes `w` wide hanging `depth` from lines every
 * `step` down, as many to a row as fit inside the ellipse, centred, each row's tops under the last row's bottoms so
 * the breast reads as overlapping scales (the owl's chest, owl.ts, on an ellipse).
 */
function scaleRows(cx: number, cy: number, rx: number, ry: number, w: number, depth: number, step: number): string[] {
  const half = (y: number) => rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2));
  const out: string[] = [];
  for (let y = cy - ry + step * 0.9; y + depth < cy + ry - 0.6; y += step) {
    const room = Math.min(half(y), half(y + depth * 0.7)) - 0.7;
    const n = Math.floor((2 * room) / w);
    if (n < 1) continue;
    for (let i = 0; i < n; i++) {
      const x = r2(cx - (n * w) / 2 + i * w);
      out.push(path(`M${x} ${r2(y)}a${r2(w / 2)} ${depth} 0 0 0 ${w} 0Z`));
    }
  }
  return out;
}

/**
 * The peacock standing proud in front of its fanned tail, as a colouring book draws it. The fan fills the box: an
 * outer row of long feathers radiating from behind the body, each ending in an eye spot of three rings within one
 * another (each an area), bar the top one behind the crest, and a middle row low on either side of the body with
 * smaller two-ring eye spots. In front: a pear-shaped body with a breast of scale feathers and a folded wing, a slender neck, a small
 * head turned left with a crest of four feather tips on stalks, a ringed friendly eye, a beak with its parting,
 * a smile, and two legs with toes. Fluent's was a small thin bird before a ring of little spots: a ragged flower.
 */
export function peacock() {
  const f: string[] = [];
  const s: string[] = [];
  const [cx, cy] = [36, 40];
  const [from, to] = [158, 382];
  // a row of feathers: wedges from the fan's centre, each with a round tip; the later rows cover the earlier ones'
  // roots, the body covers the centre
  const row = (r: number, n: number, a0: number, step: number, eye: (mid: number) => void, skip: (mid: number) => boolean = () => false) => {
    for (let i = 0; i < n; i++) {
      const [b0, b1] = [rad(a0 + i * step), rad(a0 + (i + 1) * step)];
      if (skip((b0 + b1) / 2)) continue;
      const st = rad(step);
      f.push(
        path(
          `M${cx} ${cy}L${pt(cx, cy, r, b0)}C${pt(cx, cy, r + st * r * 0.62, b0 + st * 0.08)} ${pt(cx, cy, r + st * r * 0.62, b1 - st * 0.08)} ${pt(cx, cy, r, b1)}Z`,
        ),
      );
      eye((b0 + b1) / 2);
    }
  };
  // eleven feathers to the outer row: at thirteen the rings of an eye spot closed up into slivers on a kids' page
  const n1 = 11;
  const step1 = (to - from) / n1;
  row(32.5, n1, from, step1, (mid) => {
    // the top feather stands behind the crest: its eye spot would show only as broken rings between the stalks
    if (Math.abs(mid - rad(270)) < rad(5)) return;
    const at = (r: number): [number, number] => [cx + r * Math.cos(mid), cy + r * Math.sin(mid)];
    // the rings nested with even room between them (at least 1.3 units, so no sliver closes up on a kids' page)
    f.push(path(teardrop(...at(27.4), mid, 12.4, 9)), path(teardrop(...at(27.9), mid, 7.8, 5.4)), path(teardrop(...at(28.4), mid, 3.6, 2.5)));
  });
  // the middle row low on either side of the body; higher up its eye spots would hide behind the neck or meet the
  // beak and its tips stick out beside the neck as bare lumps, so there the outer row's feathers run down to the
  // neck as long shafts
  row(
    20.5,
    n1 - 1,
    from + step1 / 2,
    step1,
    (mid) => {
      const at = (r: number): [number, number] => [cx + r * Math.cos(mid), cy + r * Math.sin(mid)];
      f.push(path(teardrop(...at(17), mid, 8, 6)), path(teardrop(...at(17.5), mid, 3.8, 2.8)));
    },
    (mid) => Math.abs(mid - rad(270)) < rad(55),
  );
  // the legs, their tops under the body
  f.push(toedLeg(30.5, 55, 64.5, 2.2), toedLeg(42, 55, 64.5, 2.2));
  // the body and the neck in one outline, the breast forward (left), the back behind
  f.push(path('M28.4 29C27.4 33 25.2 36.5 24.4 41C23.2 51 28.5 58.5 36 58.5C43.5 58.5 48.5 53 48 46C47.5 39 42.5 36 39.4 33.5C37.6 32 37 30.5 37 29Z'));
  // the breast: an oval of scale feathers in rows
  f.push(path('M31.5 36C36 36 38.5 41 38.5 46.5C38.5 52.5 35.5 57 31 57C27 57 25 52 25.2 46.5C25.4 41 27.5 36 31.5 36Z'));
  f.push(...scaleRows(31.8, 46.5, 6.6, 10.5, 3.3, 2.6, 3));
  // the wing folded on the body's side, its feather tips scalloped at the bottom; two lines across it, edge to edge,
  // so it is three bands to colour
  f.push(path('M40.5 35.5C46.5 37 50 43 49.6 50.5Q49.4 55.5 47.8 57.8Q46.4 59.6 45.2 57.6Q43.8 59.8 42.4 57.8Q41 59.6 39.8 57.4Q37.4 47 40.5 35.5Z'));
  s.push('M39.2 44.6Q44.5 47.6 49.6 45.4M39.3 51.2Q44.6 54 49.3 51.8');
  // the crest: four feather tips on stalks fanning up from the crown
  const crest: [number, number][] = [
    [29.4, 12.8],
    [32.4, 10.8],
    [35.6, 10.9],
    [38.4, 12.9],
  ];
  const crown: [number, number][] = [
    [30.4, 19.6],
    [31.7, 19.2],
    [33.1, 19.2],
    [34.4, 19.6],
  ];
  crest.forEach(([x, y], i) => {
    const [bx, by] = crown[i];
    const a = Math.atan2(y - by, x - bx);
    s.push(`M${bx} ${by}L${r2(x - 1.4 * Math.cos(a))} ${r2(y - 1.4 * Math.sin(a))}`);
    f.push(path(teardrop(x, y, a, 3.8, 2.8)));
  });
  // the head turned left, kept clear of an adult page's fill; the beak and its parting; the eye ring; the smile
  const head = path(circle(32.2, 25, 6));
  f.push(head);
  f.push(path('M26.6 22.8L21 25.2L26.8 27.2Q27.4 25 26.6 22.8Z'));
  s.push('M21.6 25.2H26.8');
  f.push(path(circle(31, 23.6, 2.4)));
  s.push('M28.6 28.2Q30.6 30 33.2 29');
  const pupil = `${circle(30.7, 23.7, 1.25)}M30.9 23a0.4 0.4 0 1 1 0.8 0a0.4 0.4 0 1 1 -0.8 0Z`;
  return done(f, s, [pupil], head);
}

/** `n` round scallops from `a` to `b`, each bulging `bump` to the right of the way from a to b (y down): a row of feather tips. */
export function scallopEdge(a: Pt, b: Pt, n: number, bump: number): string {
  const [dx, dy] = [(b[0] - a[0]) / n, (b[1] - a[1]) / n];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / len) * bump * 1.33, (dx / len) * bump * 1.33];
  let d = '';
  for (let i = 0; i < n; i++) {
    const p0: Pt = [a[0] + dx * i, a[1] + dy * i];
    const p1: Pt = [p0[0] + dx, p0[1] + dy];
    d += `C${P([p0[0] + dx * 0.1 - nx, p0[1] + dy * 0.1 - ny])} ${P([p1[0] - dx * 0.1 - nx, p1[1] - dy * 0.1 - ny])} ${P(p1)}`;
  }
  return d;
}

/** The points of a polyline as path data after its first point. */
const lineTo = (pts: Pt[]) => pts.map((p) => `L${P(p)}`).join('');

/**
 * The flamingo standing on one leg, as a colouring book draws it: a round head with a friendly ringed eye and a
 * smile, its beak bent down in the middle with the dark tip an area of its own (never solid black), the neck in an
 * S down to an egg-shaped body, a folded wing in three rows of feathers (small coverts and larger coverts with
 * scalloped edges over four long flight feathers at the tail, each an area), the standing leg with its knee (a
 * bird's ankle) bending back over a webbed foot, and the other leg folded up under the body in a "4". Fluent's was
 * a bent tube with a dot for an eye and a bar for the folded leg.
 */
export function flamingo() {
  const f: string[] = [];
  const s: string[] = [];
  // the folded leg: the thigh down and forward to the knee, the shin back to the standing leg, the foot behind it
  f.push(path('M41.4 46L35.6 54.6Q34.6 56.8 36.6 57.6L45.6 58L45.6 55.6L38.8 55.3L44 47Z'));
  // the standing leg: slim, with its knee a knob bending back, a webbed foot on the ground
  f.push(
    path(
      'M44.8 46.5L45.4 57.4Q47.2 59.2 45.8 61.2L45.6 66.3L39.2 68.8Q38.2 70.4 39.8 70.4H48.4Q49.6 70 48.6 68.8L47.8 66.3L48 61.2Q49.6 59 47.8 57.2L47.4 46.5Z',
    ),
  );
  s.push('M43 70.2L45.8 67.8M46.2 70.2L46.8 67.8');
  // the neck in an S, from under the head back, forward and down into the breast
  const neck = band(
    along(
      [26.5, 13],
      [
        [
          [34, 17],
          [35.5, 24],
          [29.5, 28.5],
        ],
        [
          [22.5, 33],
          [22, 40.5],
          [31, 41.5],
        ],
      ],
    ),
    (t) => 4.6 + t * t * 3.4,
  );
  f.push(path(neck.d));
  // the body: an egg, the breast forward, rising to the tail
  f.push(path('M28.5 41C28.5 34 35.5 30 44 30C51 30 57 31.5 61 34.5C59 41 54 48 43 48.6C35 49 28.5 46.5 28.5 41Z'));
  // the wing: four long flight feathers at the tail, then the larger coverts over their roots, then the small ones,
  // each row's rear edge scalloped into feather tips
  const flights: [Pt, Pt, number][] = [
    [[48, 35.2], [65, 36.8], 5],
    [[48, 37], [64.6, 41.8], 5],
    [[48, 40], [62.4, 46], 5],
    [[47, 43], [58.4, 49.4], 4.6],
  ];
  for (const [a, tip, w] of flights) {
    // each plume runs back level, then droops to a point
    const c1: Pt = [a[0] + (tip[0] - a[0]) * 0.5, a[1] - 1];
    const c2: Pt = [tip[0] - 3, tip[1] - 2.6];
    f.push(path(band(along(a, [[c1, c2, tip]], 14), (t) => w * Math.sqrt(Math.max(0.02, 1 - t ** 2.5))).d));
  }
  const front: Pt = [33.6, 39];
  f.push(path(`M${P(front)}Q42 30.4 54.6 33${scallopEdge([54.6, 33], [50.6, 46.4], 4, 1.7)}Q40 47.6 ${P(front)}Z`));
  f.push(path(`M${P(front)}Q38.6 31.6 45.4 32.2${scallopEdge([45.4, 32.2], [42.6, 45.4], 3, 1.5)}Q36 45.8 ${P(front)}Z`));
  // the head, kept clear of an adult page's fill: round, the beak bent down from its front, the tip its own area
  const head = path(circle(25.5, 9.2, 5.8));
  f.push(head);
  f.push(path('M20.4 6.4Q15.4 5.2 12.2 8.2L10.4 11.6Q12.6 13 14.8 12.4Q17.2 11 21 12.6Z'));
  f.push(path('M12.2 8.2L10.4 11.6Q9.4 15.4 11.6 18.6Q12.6 19.2 12.8 17.8Q12.6 14.6 14.8 12.4Q12.6 13 10.4 11.6Z'));
  f.push(path(circle(26.4, 7.8, 2.1)));
  s.push('M22.6 12.8Q24.8 14.6 27.4 13.4');
  const pupil = `${circle(26.2, 7.9, 1.15)}M26.4 7.2a0.38 0.38 0 1 1 0.76 0a0.38 0.38 0 1 1 -0.76 0Z`;
  return done(f, s, [pupil], head);
}

/**
 * The parrot (a macaw) perched on a branch, facing left: a round head with a big hooked beak in two halves, a
 * pale face patch round a ringed eye, a smile; an upright body; a folded wing in bands to colour (shoulder
 * feathers and a row of coverts, each with a scalloped edge, over three long flight feathers); a long tail of
 * three pointed feathers hanging behind the branch, each with its tip a band of its own; the toes of each foot
 * curled over the branch, which carries leaves. Fluent's parrot was a plain egg with a wing and a box for a tail.
 */
export function parrot() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail: three long feathers hanging behind the branch, fanning a little, each with its tip a band to colour
  const tails: [Pt, Pt, number][] = [
    [[42.4, 36], [58.4, 67.5], 6.2],
    [[40, 36], [46.6, 69], 6.2],
    [[41.2, 36], [52.6, 71], 6.6],
  ];
  for (const [a, tip, w] of tails) {
    const line = along(
      a,
      [[[a[0] + (tip[0] - a[0]) * 0.2, a[1] + (tip[1] - a[1]) * 0.35], [tip[0] - (tip[0] - a[0]) * 0.15, tip[1] - (tip[1] - a[1]) * 0.3], tip]],
      24,
    );
    const width = (t: number) => w * Math.sqrt(Math.max(0.03, 1 - t ** 4));
    f.push(path(band(line, width).d));
    const from = 16;
    f.push(path(band(line.slice(from), (t) => width((from + t * (line.length - 1 - from)) / (line.length - 1))).d));
  }
  // the branch across, under the bird, with leaves at its ends and a knot
  f.push(path('M2.5 45.2Q36 42.6 69 42Q70.8 45 69 48Q36 48.4 3 51Q1.2 48.1 2.5 45.2Z'));
  f.push(path('M60 42.4Q61.8 35 69.6 33.4Q69 40.8 60 42.4Z'), path('M6 50.4Q5 56.6 12 57.6Q13 52 6 50.4Z'));
  s.push('M61.4 41Q64.4 37 68.2 35M7.4 51.6Q9 54.4 11.4 56.2M55 45.4Q58.6 44.4 62 45.2');
  // the feet, their legs under the belly: two toes of each curled over the branch's front, each toe an area
  for (const x of [28.4, 35.8]) {
    for (const [dx, len] of [
      [-1.6, 5.4],
      [1.2, 5.8],
    ] as const) {
      const t = x + dx;
      f.push(
        path(
          `M${r2(t - 1.5)} 43Q${r2(t - 2.6)} ${r2(45.4 + len / 2)} ${r2(t - 0.9)} ${r2(44.6 + len)}Q${r2(t + 0.4)} ${r2(45 + len)} ${r2(t + 0.5)} ${r2(43.8 + len)}Q${r2(t - 0.4)} ${r2(44.4 + len / 2)} ${r2(t + 1.4)} 43Z`,
        ),
      );
    }
  }
  // the body, upright on the branch, the breast forward
  f.push(path('M21.5 20C18.5 27 18.5 36 23 41.5C27 46 34.5 47 40 44C45.5 40.5 47.5 32 44 24.5C42 20 37.5 18 33 18Z'));
  // the wing: its front and rear edges from the shoulder down to the tip; three flight feathers to its tip, lines
  // running from the coverts' scallops to the rear edge; the coverts and the shoulder feathers as bands over them
  const frontEdge = along(
    [34.4, 22],
    [
      [
        [32.6, 34],
        [40, 46],
        [52.6, 60.5],
      ],
    ],
    16,
  );
  const rearEdge = along(
    [34.4, 22],
    [
      [
        [44, 22],
        [50.5, 34],
        [52.6, 60.5],
      ],
    ],
    16,
  );
  f.push(path(`M${P(frontEdge[0])}${lineTo(rearEdge.slice(1))}${lineTo(frontEdge.slice(0, -1).reverse())}Z`));
  const bandTo = (k: number, n: number, bump: number) => {
    const [r, fr] = [rearEdge[k], frontEdge[k]];
    return `M${P(frontEdge[0])}${lineTo(rearEdge.slice(1, k + 1))}${scallopEdge(r, fr, n, bump)}${lineTo(frontEdge.slice(0, k).reverse())}Z`;
  };
  const k2 = 9;
  const valley = (i: number, n: number): Pt => [
    rearEdge[k2][0] + ((frontEdge[k2][0] - rearEdge[k2][0]) * i) / n,
    rearEdge[k2][1] + ((frontEdge[k2][1] - rearEdge[k2][1]) * i) / n,
  ];
  s.push(`M${P(valley(1, 3))}Q${P(rearEdge[12])} ${P(rearEdge[14])}M${P(valley(2, 3))}Q${P([frontEdge[13][0] + 2, frontEdge[13][1] - 2])} ${P(rearEdge[15])}`);
  f.push(path(bandTo(k2, 3, 1.6)), path(bandTo(5, 3, 1.3)));
  // the head, kept clear of an adult page's fill; the lower half of the beak, the upper half hooking down over it
  const head = path(circle(29, 14, 9.5));
  f.push(head);
  f.push(path('M17.4 20C16.6 22.8 18 25 20.6 25C22.8 25 24.4 23.6 25 21.4C23.4 20.4 20.6 19.8 17.4 20Z'));
  f.push(
    path(
      'M22 8C15.5 7.5 11.5 12 11.8 17.5C12 21 13.2 23.6 14.8 25C15.8 25.6 16.4 24.6 15.9 23.6C15.2 21.6 16 19.6 18.5 19C20.5 18.6 22.5 19.2 23.8 20.4C22.2 16 21.6 12 22 8Z',
    ),
  );
  s.push('M19.2 9.2Q17.8 12 18.4 15');
  // the pale face patch from the beak back round the eye, the eye ring, the smile
  f.push(path('M22.6 10C25.4 7.8 31.6 7.6 34 11C35.2 14.4 32.8 17.4 29.2 17.4C25.8 17.4 23.2 15.4 22.6 10Z'));
  f.push(path(circle(30, 12.4, 2.8)));
  s.push('M27.4 21.4Q29.8 23 32.4 21.6');
  const pupil = `${circle(29.7, 12.5, 1.3)}M29.9 11.8a0.4 0.4 0 1 1 0.8 0a0.4 0.4 0 1 1 -0.8 0Z`;
  return done(f, s, [pupil], head);
}
