// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The horse (1F40E), the zebra (1F993), the donkey (1FACF) and the unicorn's build (unicorn.ts: the unicorn, the
// winged unicorn, Pegasus). Fluent's horse reared on stick legs; our first one, the zebra and the donkey stood on
// one build (hooved.ts) as stiff toy ponies: a boxy head held straight up on a short straight neck over a barrel
// on four posts, and the unicorn was a box with a head on it. Parents look for a graceful horse: this one walks,
// its near foreleg lifted, its arched, muscular neck flowing into the back, a long head with a gentle eye, a mane
// and a long tail in locks to colour, slim legs with knees, hocks, fetlocks and hooves. The zebra and the donkey
// walk the same way on shorter legs, each with its own mane, ears, tail and markings, so side by side on a page
// the three are of one hand.
// The geometry (fitting, shorter legs) is in equine-geometry.ts, the zebra's and the donkey's own parts in
// equine-kinds.ts, the unicorn's horn and wing in horn-and-wing.ts.
import { add, placed, pt, unit, type Kind } from './equine-geometry';
import {
  cutTo,
  ears,
  FACE_STRIPES,
  FAR_FORE_STRIPES,
  FAR_HIND_STRIPES,
  BODY_STRIPES,
  NEAR_LEG_STRIPES,
  NECK_STRIPES,
  oval,
  tuftedTail,
  upright,
  type Band,
} from './equine-kinds';
import { horn as unicornHorn, wing } from './horn-and-wing';
import { circle, ellipse, path, r2, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

type Num = number;
/** Cubic segments from a flat list of numbers (x y of each control and end point), moved by `o`. */
const C = (o: Pt, n: Num[]) => {
  let s = '';
  for (let i = 0; i < n.length; i += 6) s += `C${[0, 2, 4].map((k) => `${r2(o[0] + n[i + k])} ${r2(o[1] + n[i + k + 1] * LEG)}`).join(' ')}`;
  return s;
};
const P = (o: Pt, x: Num, y: Num) => `${r2(o[0] + x)} ${r2(o[1] + y * LEG)}`;
/** The legs' templates drawn a little longer than first measured: a horse's legs are as long as its body is deep. */
const LEG = 1.13;
/** The lifted foreleg, drawn by hand, stretched under the elbow as the templates are. */
const lower = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x, y) => `${x} ${Number(y) > 45 ? r2(45 + (Number(y) - 45) * LEG) : y}`);

/** A standing foreleg's front edge down from the elbow to the coronet, `o` the coronet's middle, then its back edge up. */
const FORE_FRONT = [-3.6, -14, -3.2, -10, -3.0, -8, -2.8, -6.5, -2.2, -6, -2.2, -4.5, -2.2, -3, -2.6, -1.2, -3.0, 0];
const FORE_BACK = [2.8, -1.2, 3.2, -2.4, 2.9, -3.4, 2.6, -4.2, 2.2, -4.6, 2.2, -6, 2.2, -7.5, 2.4, -8.5, 2.8, -9.5, 3.2, -12, 3.6, -16, 5, -19];
/** A hind leg's, from the stifle: down the gaskin to the hock, the cannon; back up over the point of the hock to the buttock. */
const HIND_FRONT = [-4.6, -18.6, -3.2, -14.5, -2.9, -11.5, -2.6, -9.5, -2.2, -7.5, -2.2, -5, -2.2, -3, -2.6, -1.2, -3.0, 0];
const HIND_BACK = [
  2.8, -1.2, 3.2, -2.4, 2.9, -3.4, 2.6, -4.2, 2.3, -4.6, 2.3, -6, 2.3, -8, 2.6, -10, 3.8, -11.6, 3.4, -13, 3.4, -15, 4, -17, 5, -20, 7.2, -23, 7, -26,
];

/** A hoof under the coronet at `o`: its toe slanting forward, flat underneath. */
const hoof = (o: Pt) =>
  path(`M${P(o, -3.1, -0.4)}L${P(o, -4.3, 3)}Q${P(o, -4.4, 3.5)} ${P(o, -3.8, 3.5)}L${P(o, 2.7, 3.5)}Q${P(o, 3.2, 3.5)} ${P(o, 3.1, 3)}L${P(o, 2.8, -0.4)}Z`);

/**
 * A mane of locks side by side, each its own area: `top` the points its top runs through (standing over the crest,
 * a soft bump between each two), `notch` where each parting meets the lower edge (from the second lock on) and
 * `tip` the lowest point of each lock, swept back. A parting runs from each top point but the first and the last
 * down to its notch, and is the edge of the locks both sides of it.
 */
function mane(top: Pt[], notch: Pt[], tip: Pt[]): string[] {
  const out: string[] = [];
  const bump = (a: Pt, b: Pt) => {
    const t = unit(a, b);
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const o: Pt = [t[1], -t[0]];
    return `C${pt(add(add(a, t, l * 0.25), o, l * 0.32))} ${pt(add(add(b, t, -l * 0.25), o, l * 0.32))} ${pt(b)}`;
  };
  const down = (a: Pt, b: Pt) => `C${pt(add(a, [-0.4, 2.6]))} ${pt(add(b, [0.9, -2.4]))} ${pt(b)}`;
  const up = (a: Pt, b: Pt) => `C${pt(add(a, [0.9, -2.4]))} ${pt(add(b, [-0.4, 2.6]))} ${pt(b)}`;
  for (let i = 0; i < tip.length; i++) {
    const [u0, u1, n0, n1, t] = [top[i], top[i + 1], notch[i], notch[i + 1], tip[i]];
    let d = `M${pt(u0)}${bump(u0, u1)}`;
    if (n1) d += down(u1, n1) + `C${pt(add(n1, [0.2, 1.6]))} ${pt(add(t, [0.2, -1.6]))} ${pt(t)}`;
    else d += `C${pt(add(u1, [0.4, 1.4]))} ${pt(add(t, [-0.6, -1.2]))} ${pt(t)}`;
    d += `C${pt(add(t, [-1.8, -0.6]))} ${pt(add(n0, [0.4, 2.6]))} ${pt(n0)}`;
    d += i ? `${up(n0, u0)}Z` : 'Z';
    out.push(path(d));
  }
  return out;
}

/** The head, drawn once in a box of its own and set on the neck: `(x, y)` there lands at `hd(x, y)`. */
const HEAD = 1.04;
const DONKEY_HEAD = 1.12;
const headAt =
  (k: number) =>
  (x: number, y: number): Pt => [r2(24 + k * (x - 24)), r2(14 + k * (y - 14))];

/**
 * A horse standing side-on, facing left, as a good colouring book draws one: an arched, muscular neck flowing into
 * the back, a long head with a round jowl, a soft muzzle, a gentle eye, a nostril and a slight smile, upright
 * ears, a mane of locks falling down and back over the neck and a forelock, a long full tail in three locks, and
 * slim legs with knees, hocks, fetlocks and hooves, the near foreleg lifted in a walk. The near legs are part of
 * the body's outline, so a shoulder and a thigh widen into the body with no line across them.
 *
 * The `unicorn`: a spiralled horn on the forehead, a longer mane, a star on the flank; with `wings` a feathered
 * wing rising from the back (the winged unicorn, or without the horn Pegasus). The `zebra` and the `donkey` walk
 * the same way on shorter legs, with an upright short mane and a thin tail ending in a tuft: the zebra with round
 * upright ears and stripes (areas: colour every other one black), the donkey with long ears, a pale muzzle and a
 * pale belly.
 */
function equus({ kind = 'horse', horn = kind === 'unicorn', wings = false }: { kind?: Kind; horn?: boolean; wings?: boolean }) {
  const unicorn = kind === 'unicorn';
  const [zebra, donkey] = [kind === 'zebra', kind === 'donkey'];
  const plain = !zebra && !donkey;
  // the donkey's head is bigger, as a donkey's is: the same head drawn larger about the throat latch
  const hd = headAt(donkey ? DONKEY_HEAD : HEAD);
  const hds = (d: string) => d.replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x, y) => hd(Number(x), Number(y)).join(' '));
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  const farFore: Pt = [31.5, 67.1];
  const farHind: Pt = [48, 67.1];
  const nearHind: Pt = [56, 67.5];
  // far legs, behind the body
  const farLegs = [
    `M${P(farFore, -3.4, -19)}${C(farFore, FORE_FRONT)}L${P(farFore, 2.6, 0)}${C(farFore, FORE_BACK)}Z`,
    `M${P(farHind, -6, -21)}${C(farHind, HIND_FRONT)}L${P(farHind, 2.6, 0)}${C(farHind, HIND_BACK.slice(0, 24))}L${P(farHind, 2, -22)}Z`,
  ];
  f.push(path(farLegs[0]), hoof(farFore), path(farLegs[1]), hoof(farHind));
  if (zebra) f.push(...cutTo(farLegs[0], FAR_FORE_STRIPES), ...cutTo(farLegs[1], FAR_HIND_STRIPES));
  if (!plain) {
    const m = upright(zebra);
    f.push(...m.f);
    s.push(...m.s);
  }
  // the body, neck and near legs in one outline
  const body =
    'M23 17C23.5 24 22 30 19.8 35C18.3 38.5 18.6 42.5 22.5 45' +
    // the near foreleg, lifted: the forearm forward, the knee bent, the cannon and hoof swung back
    lower(
      'C21 47 19.2 48.6 17.7 50.2C16.7 51 16.7 52.2 17.4 53C18 55 18.6 57.2 18.9 59C18.9 59.6 19 60 19.4 60.3C20.1 61 20.9 61.6 21.6 62.2L24.8 58.6' +
        'C24.3 57.8 23.8 57.6 23.1 57.5C22.8 56.5 22.4 55.2 22.1 54.2C23.5 52.8 26 51 28.8 49.5',
    ) +
    // the belly up to the stifle
    'C33 48.8 40 49.8 45.5 47.6C47.6 46.7 49.2 45.6 50 44' +
    `${C(nearHind, HIND_FRONT)}L${P(nearHind, 2.6, 0)}${C(nearHind, HIND_BACK)}` +
    // round the rump to the croup, along the back dipping behind the withers, up the arched crest to the poll
    'C64.2 35 63.5 31.5 60.5 30C57.5 28.5 53 28.3 49.5 29.5C46.5 30.6 43 31 39.5 29.5C37.5 28.5 36.5 27 35.5 25' +
    'C34 19 30.5 10.5 24 8C22 7.5 21 12 23 17Z';
  f.push(path(body));
  if (zebra) f.push(...cutTo(body, [...NECK_STRIPES, ...BODY_STRIPES, ...NEAR_LEG_STRIPES]));
  // the donkey's pale belly, from behind the elbow to the stifle, its edge a soft curve up the flank
  if (donkey) f.push(...cutTo(body, [oval([40.2, 50.4], 11.2, 7.4, -4)]));
  f.push(hoof(nearHind));
  // the lifted hoof, its sole turned back
  f.push(path(lower('M21.3 62.5L24.4 65.1Q25 65.4 25.4 64.9L27.4 60.9Q27.5 60.3 27 60.1L24.9 58.3Z')));
  if (unicorn && !wings) f.push(path(starPath(51, 39, 5)));
  if (!plain) f.push(...tuftedTail());
  // the tail: long and full, arching from the croup and falling in three locks, the front ones over the back ones
  else
    f.push(
      path(
        'M59.6 30C63 26.6 69 28 70 34.5C71 41 70.6 47 70.6 52C70.6 56 71 60 71.6 63.6C69.6 63 68.2 61 67.6 58.6C66.6 53 68 46 67.2 40.5C66.6 36 64.6 33 60.6 31.2Z',
      ),
      path(
        'M60.6 31.2C64.6 33 66.6 36 67.2 40.5C68 46 66.6 53 67.6 58.6C67.6 61.4 67.2 63.6 66.6 65.8C65 64 64 61.4 64 58C63.6 53 65 46.5 64.4 41C64 37.4 62.8 34.6 60.8 33Z',
      ),
      path(
        'M60.8 33C62.8 34.6 64 37.4 64.4 41C65 46.5 63.6 53 64 58C63.6 59.8 63 61.2 62.2 62.4C60.4 60.4 59.6 57.6 60 54.6C60.4 50.6 61.8 46 61.6 41.5C61.5 38 61 35.5 60.2 34Z',
      ),
    );
  // the mane along the crest: locks falling down and back over the neck
  if (plain)
    f.push(
      ...mane(
        [
          [21, 5.8],
          [28, 6.2],
          [33.6, 10.4],
          [37, 16.6],
          [38.6, 23.4],
          [42, 30.2],
        ],
        [
          [22.6, 11.8],
          [27.6, 14.4],
          [31.6, 18.6],
          [34.2, 24],
          [36.6, 29.4],
        ],
        unicorn
          ? [
              [26, 24.8],
              [30, 29.4],
              [33, 34],
              [36.6, 38],
              [42.6, 36.4],
            ]
          : [
              [26.4, 22.4],
              [30.4, 26.6],
              [33.4, 31.4],
              [36.8, 35.4],
              [42.6, 34.6],
            ],
      ),
    );
  // the head, drawn in a box of its own and set on the neck a little bigger, as picture books draw it
  // ears: the far one, then the near one with its inner ear
  if (!plain) f.push(...ears(zebra, hds));
  else {
    // the horse's: upright, the near one with a line down its inner ear
    f.push(path(hds('M17.6 8.6Q16.8 4.5 18.2 1.6Q20.8 4.2 20.6 8Z')));
    f.push(path(hds('M20 8.6Q20.4 4 22.6 1.2Q24.6 4.6 23.8 9Z')));
    s.push(hds('M21.2 7.6Q21.6 5 22.6 3.4'));
  }
  // the head: a long face tapering from a round jowl to a soft muzzle (kept clear of an adults' page's fill)
  const headD = hds(
    'M24.2 9.5C23.2 7.2 20.2 6.2 17.3 7.4C14.3 8.7 11.8 13.6 8.8 18.2C7 20.6 5.2 22.3 5.3 24.8C5.5 27.2 7.6 28 9.8 27.6C12.5 27.1 15 26.6 17.6 25.6C21.5 24.1 24.6 21 24.7 17.2C24.8 14.4 25.2 11.6 24.2 9.5Z',
  );
  const head = path(headD);
  f.push(head);
  if (zebra)
    f.push(
      ...cutTo(
        headD,
        FACE_STRIPES.map(({ at, w }) => ({ at: at.map(([x, y]) => hd(x, y)) as Band['at'], w })),
      ),
    );
  // the zebra's dark muzzle and the donkey's pale one, an area over the nose's end
  if (!plain) f.push(...cutTo(headD, [oval(donkey ? hd(5.6, 24) : hd(5, 24.2), donkey ? 8.6 : 6.2, donkey ? 6.8 : 5.4, -40)]));
  // the horn, spiralled (horn-and-wing.ts)
  if (horn) {
    const h = unicornHorn(hd);
    f.push(h.f);
    s.push(...h.s);
  }
  // the forelock: two locks falling from between the ears forward over the forehead
  if (plain) {
    f.push(
      path(
        hds('M19.6 6.6C17.2 6.8 14.6 8.4 12.8 11.2C14.6 11 15.8 10.6 16.8 9.8C16.6 11 16.2 12 15.6 12.8C17.8 12 19.4 10.6 20.4 9C20.8 8.2 20.6 7.2 19.6 6.6Z'),
      ),
    );
    s.push(hds('M16.8 9.8C17.6 8.8 18.4 8 19.4 7.4'));
  }
  // a big gentle eye: an iris with a shine, two lashes
  const [ex, ey] = hd(17.6, 14);
  dots.push(
    `${ellipse(ex, ey, 1.65, 1.85)}${circle(r2(ex + 0.35), r2(ey - 0.7), 0.5).replace('a0.5 0.5 0 1 0 1 0a0.5 0.5 0 1 0 -1 0', 'a0.5 0.5 0 1 1 1 0a0.5 0.5 0 1 1 -1 0')}`,
  );
  s.push(`M${r2(ex - 1.1)} ${r2(ey - 1.55)}L${r2(ex - 2.1)} ${r2(ey - 2.6)}M${r2(ex - 0.1)} ${r2(ey - 1.9)}L${r2(ex - 0.5)} ${r2(ey - 3.2)}`);
  // the nostril, a smile and the jowl's curve
  // (on the zebra's and the donkey's muzzle, the smile is kept inside it)
  s.push(
    hds(
      `M8.6 20.8Q7.2 21.9 8 23.6${plain ? 'M6.8 25.9Q9 27.1 11.2 25.6' : zebra ? 'M6.2 24.8Q7.6 25.8 9 25' : 'M6.4 25.8Q8.2 26.9 10 25.9'}M21.8 15.5Q23.4 20 19.6 23.2`,
    ),
  );
  // a feathered wing rising from the back (horn-and-wing.ts)
  if (wings) {
    const w = wing();
    f.push(w.f);
    s.push(w.s);
  }
  // shorter legs: the hooves come up, so the whole is set lower in the box to stand where the horse stands
  const out = placed(kind);
  return { f: out(f.join('')), s: out(`<path d="${s.join('')}"/>`), d: out(`<path d="${dots.join('')}"/>`), c: out(head) };
}

export const horse = () => equus({});
/** The unicorn (unicorn.ts) and its winged kin are the horse's build with their own horn, mane and wings. */
export const unicornBuild = (o: { horn?: boolean; wings?: boolean }) => equus({ kind: 'unicorn', ...o });
export const zebra = () => equus({ kind: 'zebra' });
export const donkey = () => equus({ kind: 'donkey' });
