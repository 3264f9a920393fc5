// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji draws the dromedary, the two-hump camel and the mammoth as flat blocky silhouettes with no face (a
// box body on post legs): outlined, they printed as one big empty box over stubs. Ours are round and friendly, as
// a kids' colouring book draws them, side-on and facing left.
import { stoutLeg } from './big-animals';
import { along, band, circle, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * Round bumps between the points `pts`, standing `bump` out on the left of the way (outward on a shape drawn
 * clockwise, y down): a woolly edge. Continues a path already at `pts[0]`.
 */
function wool(pts: Pt[], bump: number): string {
  let d = '';
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len];
    const c1: Pt = [r2(a[0] + (b[0] - a[0]) * 0.1 + nx * bump * 1.35), r2(a[1] + (b[1] - a[1]) * 0.1 + ny * bump * 1.35)];
    const c2: Pt = [r2(a[0] + (b[0] - a[0]) * 0.9 + nx * bump * 1.35), r2(a[1] + (b[1] - a[1]) * 0.9 + ny * bump * 1.35)];
    d += `C${c1.join(' ')} ${c2.join(' ')} ${b.join(' ')}`;
  }
  return d;
}
/** Every `step`-th point of `pts`, and the last. */
const every = (pts: Pt[], step: number): Pt[] => pts.filter((_, i) => i % step === 0 || i === pts.length - 1);

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A camel's long leg from under the body at `x` (its left edge): slim, a round knobbly knee at `knee`, then a
 * wide soft foot pad (an area of its own, its two toes split by a line) on the ground at y 64.5.
 */
function camelLeg(x: number, knee: number) {
  const X = (dx: number) => r2(x + dx);
  return {
    f: [
      path(
        `M${x} 36L${X(0.5)} ${r2(knee - 3)}Q${X(-1)} ${knee} ${X(0.6)} ${r2(knee + 3)}L${X(0.9)} 61L${X(3.7)} 61L${X(4)} ${r2(knee + 3)}Q${X(5.6)} ${knee} ${X(4.1)} ${r2(knee - 3)}L${X(4.8)} 36Z`,
      ),
      path(
        `M${X(0.4)} 60.4Q${X(-1.9)} 61.2 ${X(-1.9)} 63.2Q${X(-1.9)} 64.5 ${X(-0.4)} 64.5L${X(5.2)} 64.5Q${X(6.5)} 64.5 ${X(6.2)} 63Q${X(5.9)} 61 ${X(4.2)} 60.4Z`,
      ),
    ],
    s: `M${X(2.2)} 62.4V64.5`,
  };
}

/**
 * A camel's head facing left at (hx, hy) (the top of its crown): ears (the far one peeping), a long rounded head
 * with a soft muzzle, a droopy eyelid with lashes over the eye, a nostril and a smile. Returns the head's area
 * (kept clear of an adults' page's fill) last.
 */
function camelHead(f: string[], s: string[], dots: string[]): string {
  // the ears, the far one first, behind the crown
  f.push(path('M21.6 12Q22.6 7.6 25.2 8.6Q25.6 11.4 23.4 13.4Z'));
  f.push(path('M18.2 11.6Q18.4 6.8 21.4 7.2Q22.4 10.2 20.6 12.8Z'));
  const head = path('M24.8 15.6Q24.4 9.6 18 9.4Q12 9.2 8.4 11.2Q4.2 13 4.2 17.2Q4.2 21.4 7.8 22.6Q10.6 23.6 15 23.2Q20 22.8 23 20.4Q25 18.6 24.8 15.6Z');
  f.push(head);
  // the droopy eyelid: a round lid half over the eye, its lashes hanging from its edge
  f.push(path('M14.6 15.2Q14.8 12.4 17 12.4Q19.2 12.4 19.4 15.2Z'));
  dots.push(circle(17, 15.9, 1.35));
  s.push('M14.6 15.2L13.6 16.3M15.5 15.5L14.9 16.9');
  // the nostril, a slit at the muzzle's top; the smile under it, standing free
  s.push('M6.4 14.6Q7.8 15 7.8 16.4');
  s.push('M6.6 19.8Q9.2 21.6 12.2 20.2');
  return head;
}

/** The camel's neck from the chest forward and up to the back of its head, under both; `woolly`: a mane of scallops along its top. */
function camelNeck(woolly: boolean): string {
  const top = along(
    [33, 27],
    [
      [
        [27, 25],
        [24, 34],
        [21, 24],
      ],
      [
        [20, 20],
        [21, 15],
        [21.5, 13],
      ],
    ],
    12,
  );
  // the top edge runs from the withers to the head; drawn backwards (head to withers) the bumps stand up and out
  const topBack = [...top].reverse();
  const upper = woolly ? `M${topBack[0].join(' ')}${wool(every(topBack, 4), 1.1)}` : `M21.5 13C21 15 20 20 21 24C24 34 27 25 33 27`;
  const throat = along(
    [33, 40],
    [
      [
        [26, 44],
        [18, 40],
        [14.6, 33],
      ],
    ],
    12,
  );
  const lower = woolly ? wool(every(throat, 3), 1.1) : 'C26 44 18 40 14.6 33';
  return path(`${upper}L33 40${lower}L12 22L17 20Z`);
}

/** A tassel tail from the rump at (x, y) hanging down, its tuft an area of its own. */
function tail(f: string[], x: number, y: number) {
  f.push(
    path(
      band(
        along(
          [x, y],
          [
            [
              [r2(x + 3), r2(y + 3)],
              [r2(x + 3.6), r2(y + 8)],
              [r2(x + 2.8), r2(y + 12)],
            ],
          ],
        ),
        () => 1.7,
      ).d,
    ),
  );
  const [tx, ty] = [r2(x + 2.8), r2(y + 11)];
  f.push(
    path(
      `M${tx} ${ty}Q${r2(tx - 2.6)} ${r2(ty + 3)} ${r2(tx - 1.2)} ${r2(ty + 6)}Q${r2(tx - 0.2)} ${r2(ty + 5)} ${r2(tx + 0.1)} ${r2(ty + 4.2)}Q${r2(tx + 0.8)} ${r2(ty + 5.6)} ${r2(tx + 1.9)} ${r2(ty + 6)}Q${r2(tx + 2.8)} ${r2(ty + 2.8)} ${tx} ${ty}Z`,
    ),
  );
}

/**
 * A whole dromedary standing side-on, facing left: one big round hump under a blanket with a fringe, a long
 * curved neck, a head with ears, a droopy eyelid with lashes, a nostril and a smile, four long legs with knobbly
 * knees and wide padded feet, and a tassel tail. Its hump's top (y 11.5) is where a rider's saddle sits.
 */
export function dromedary() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  // the far legs then the near ones, offset, all before the body so their tops are hidden
  for (const [x, knee] of [
    [33, 51.5],
    [55.5, 52.5],
    [26.5, 52],
    [48, 53],
  ] as const) {
    const leg = camelLeg(x, knee);
    f.push(...leg.f);
    s.push(leg.s);
  }
  tail(f, 61, 31);
  f.push(camelNeck(false));
  // the body and its one hump, one area
  f.push(
    path('M28 36C28 31 30 28 33 26.5C35.5 24.5 36 13 45.5 12.5C55 12 55.5 24.5 58 27C61 28.5 62.5 32 62.5 36.5C62.5 43 57.5 46 48 46L37 46C31 46 28 42 28 36Z'),
  );
  // the blanket over the hump, its fringe hanging along its edge
  f.push(path('M37 22.6Q45.5 16.4 54.6 22.6L56.4 33.6Q45.8 36.2 35.4 33.6Z'));
  f.push(path('M36.2 28Q45.8 30.4 55.6 28L56 31Q45.8 33.4 35.8 31Z'));
  for (const x of [37.6, 40.6, 43.6, 46.6, 49.6, 52.6, 55.2]) {
    const y = r2(33.6 + 1.1 * Math.sin((Math.PI * (x - 35.4)) / 21));
    s.push(`M${x} ${y}V${r2(y + 2.2)}`);
  }
  const head = camelHead(f, s, dots);
  return out(f, s, dots, head);
}

/**
 * A whole two-hump (Bactrian) camel standing side-on, facing left: the dromedary's build with two woolly humps
 * (scalloped tops, each an area to colour), a woolly mane down its neck, a head with a droopy eyelid, a nostril
 * and a smile, knobbly knees, padded feet and a tassel tail. A rider's saddle sits in the dip between the humps.
 */
export function bactrian() {
  const f: string[] = [];
  const s: string[] = [];
  const dots: string[] = [];
  for (const [x, knee] of [
    [33, 51.5],
    [55.5, 52.5],
    [26.5, 52],
    [48, 53],
  ] as const) {
    const leg = camelLeg(x, knee);
    f.push(...leg.f);
    s.push(leg.s);
  }
  tail(f, 61, 31);
  f.push(camelNeck(true));
  // the body and its two humps, one area: each hump woolly along its top, a dip between them for a saddle
  const hump = (x0: number, x1: number, top: number) => {
    const m = r2((x0 + x1) / 2);
    const line = along(
      [x0, 27.5],
      [
        [
          [r2(x0 + 0.6), r2(top + 4)],
          [r2(m - 3.4), top],
          [m, top],
        ],
        [
          [r2(m + 3.4), top],
          [r2(x1 - 0.6), r2(top + 4)],
          [x1, 27.5],
        ],
      ],
      9,
    );
    return wool(every(line, 3), 1);
  };
  f.push(
    path(
      `M28 36C28 31 30 28 33 27.5${hump(33, 44, 14)}Q45.5 29.2 47 27.5${hump(47, 58, 15)}C61 28.5 62.5 32 62.5 36.5C62.5 43 57.5 46 48 46L37 46C31 46 28 42 28 36Z`,
    ),
  );
  const head = camelHead(f, s, dots);
  return out(f, s, dots, head);
}

/**
 * A whole woolly mammoth standing side-on, facing left: a big round body with a shaggy edge (scallops all round),
 * a high domed head with a small ear, a trunk hanging down and curling up at its tip with ring lines, two long
 * tusks sweeping forward, down and up in front of the trunk (areas), four shaped legs with toenails (the far
 * pair set back), a tail with a tuft, an eye and a smile.
 */
export function mammoth() {
  const f: string[] = [];
  const s: string[] = [];
  // the legs, the far pair then the near pair, all before the body so their tops are hidden
  // (shaped as the elephant's: thigh, knee, ankle and a wide foot with toenails; the far pair set back)
  for (const [x, w, hind, ground] of [
    [33, 8.8, false, 62.6],
    [56, 8.6, true, 62.6],
    [24.5, 10, false, 64.5],
    [47.5, 10, true, 64.5],
  ] as [number, number, boolean, number][])
    f.push(...stoutLeg(x, w, 40, 47.5, ground, hind).f);
  // the tail with its tuft
  f.push(
    path(
      band(
        along(
          [64, 32],
          [
            [
              [67, 35],
              [68.5, 40],
              [67.6, 44],
            ],
          ],
        ),
        () => 1.8,
      ).d,
    ),
  );
  f.push(path('M67.6 42.6Q65.2 45.6 66.6 48.6Q67.7 47.6 67.9 46.6Q68.7 48.2 69.8 48.6Q70.8 45.2 67.6 42.6Z'));
  // the two tusks from the mouth: each crosses the trunk once near its root, then sweeps forward, down and up in
  // front of it, its tip clear of the trunk (areas); the far one first, behind the trunk
  const tusk = (x: number, y: number) =>
    band(
      along(
        [x, y],
        [
          [
            [r2(x - 3), r2(y + 8.5)],
            [r2(x - 15), r2(y + 11)],
            [r2(x - 17), r2(y - 1)],
          ],
        ],
      ),
      (t) => 4.4 - 3.4 * t,
    ).d;
  f.push(path(tusk(22, 33.6)));
  // the trunk: down from the face, its tip curling forward and up
  const trunkLine = along(
    [15.6, 30],
    [
      [
        [12.4, 36],
        [12.6, 46],
        [13.4, 52],
      ],
      [
        [14.2, 59],
        [8.4, 59.6],
        [8.4, 53.6],
      ],
    ],
  );
  const trunk = band(trunkLine, (t) => 8.6 - 5.2 * t);
  f.push(path(trunk.d));
  // the domed head over the trunk's root, higher than the back; the body's shaggy front hides its back
  const head = path('M12.5 33Q9 24 12 16Q15 7 22 6.5Q30 6.5 33 14L34 34Q30 40 22 40Q15 39.5 12.5 33Z');
  f.push(head);
  // the shaggy body: scallops all round, its hair over the back of the head and the legs' tops
  const bodyLine = along(
    [29, 45],
    [
      [
        [23.6, 36],
        [24, 14.5],
        [38, 12.5],
      ],
      [
        [53, 11],
        [64, 22],
        [64.5, 34],
      ],
      [
        [65, 44],
        [60, 47.5],
        [50, 47.5],
      ],
      [
        [42, 47.5],
        [34, 48.5],
        [29, 45],
      ],
    ],
    12,
  );
  f.push(path(`M${bodyLine[0].join(' ')}${wool(every(bodyLine, 3), 1.2)}Z`));
  // locks of hair on the coat
  s.push('M40 22Q41.2 24.6 40.2 27M47 19Q48.2 21.6 47.2 24M54 24Q55.2 26.6 54.2 29M44 32Q45.2 34.6 44.2 37M52 35Q53.2 37.6 52.2 40M36 38Q37.2 40.6 36.2 43');
  // the small ear, shaggy at its edge, on the side of the head
  f.push(
    path(
      `M23 16.6${wool(
        every(
          along(
            [23, 16.6],
            [
              [
                [29.5, 15],
                [30.5, 25.5],
                [25, 28],
              ],
            ],
            12,
          ),
          4,
        ),
        0.8,
      )}Q21.6 22 23 16.6Z`,
    ),
  );
  // the near tusk over the trunk; ring lines across the trunk above and below it
  f.push(path(tusk(19.2, 36.6)));
  for (const t of [0.42, 0.5, 0.58]) {
    const i = Math.round(t * (trunkLine.length - 1));
    const [a, b] = [trunk.left[i], trunk.right[i]];
    const [mx, my] = trunkLine[i];
    const [ox, oy] = trunkLine[i - 1];
    s.push(`M${a.join(' ')}Q${r2(mx + (ox - mx) * 1.5)} ${r2(my + (oy - my) * 1.5)} ${b.join(' ')}`);
  }
  // the smile on the cheek, standing free; the eye under a brow
  s.push('M15.6 29Q18 31 20.6 29.2');
  s.push('M14.4 16.6Q16 15.2 17.8 15.8');
  return out(f, s, [circle(16.4, 20.6, 1.5)], head);
}
