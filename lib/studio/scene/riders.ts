// A person riding an animal ("a girl riding a unicorn", "a knight on a horse", 骑马的女孩): the animal drawn as a
// big subject, and the person sitting on its back. The person's standing figure is cut off at its hips and set on
// the animal's saddle, and a seated leg is drawn over the cut: the thigh forward along the animal's flank, the
// knee, the lower leg hanging down and a shoe. Both are composed here as motifs of their own in the animal's
// 72-unit box (`addMotif`), so the composer draws, mirrors and haloes them as any motif: first the animal, then
// the rider over it, whose areas hide the animal's lines behind the rider.
import { atWork, COWBOY_ID, COWGIRL_ID, KNIGHT_ID, PEGASUS_ID, PIRATE_ID, WINGED_UNICORN_ID } from './people';
import { childSeatedLeg } from './child-figure';
import { addMotif, hasMotif, motifData } from './motif-art';

/**
 * Where a rider sits on each animal one rides, in the animal's own 72-unit box (it faces left): the middle of the
 * saddle `x`, the top of the back there `y`, the belly under it (the girth strap's end; none on a camel or an
 * elephant, whose strap ran half the page down like a pole), and the rider's whole
 * standing height as a share of the animal's (hooves to ears). Picture books draw a child on a horse about 0.6 of
 * its height, its head level with the horse's ears; on a donkey bigger, on a camel or an elephant smaller. A
 * grown-up is GROWN_UP_RIDER times a child's height, at most GROWN_UP_MAX of the animal's. `cloth`: how far down the saddle cloth reaches at least, to
 * cover the star on a unicorn's flank, whose points peeked out under it. The seats are measured on each back
 * (drawn-horse.test.ts checks the horses' and the donkey's and zebra's).
 */
type Seat = { x: number; y: number; belly?: number; rider: number; cloth?: number; bridle?: Bridle };
/**
 * A horse's bridle, in its own box: the bit at the corner of the mouth, where the reins from the rider's hands
 * end; the cheek strap from it up behind the eye to the poll, curving round `cheek`; the noseband from it over the
 * nose.
 */
type Bridle = { bit: [number, number]; poll: [number, number]; cheek: [number, number]; nose: [number, number] };
/** The horse's build (scripts/drawn-motifs/horse.ts): the unicorn, the winged unicorn and Pegasus share it. */
const HORSE_BRIDLE: Bridle = { bit: [12.6, 28.6], poll: [23.2, 14.4], cheek: [18.6, 22.6], nose: [8.2, 22.4] };
/**
 * The zebra and the donkey are the horse's build on shorter legs, set lower in the box to stand where it stands
 * (the zebra 1.21 units, the donkey 3.64), the donkey's head drawn larger (1.12 for the horse's 1.04, about the
 * throat latch): their bridles are the horse's moved with the head.
 */
const ZEBRA_BRIDLE: Bridle = { bit: [12.6, 29.8], poll: [23.2, 15.6], cheek: [18.6, 23.8], nose: [8.2, 23.6] };
const DONKEY_BRIDLE: Bridle = { bit: [11.7, 33], poll: [23.2, 17.7], cheek: [18.2, 26.6], nose: [7, 26.4] };
export const SEATS: Readonly<Record<string, Seat>> = {
  '1F40E': { x: 42.5, y: 33.1, belly: 49, rider: 0.6, bridle: HORSE_BRIDLE },
  '1F984': { x: 42.5, y: 33.1, belly: 49, rider: 0.58, cloth: 45, bridle: HORSE_BRIDLE },
  [WINGED_UNICORN_ID]: { x: 42.5, y: 33.1, belly: 49, rider: 0.58, bridle: HORSE_BRIDLE },
  [PEGASUS_ID]: { x: 42.5, y: 33.1, belly: 49, rider: 0.6, bridle: HORSE_BRIDLE },
  '1FACF': { x: 42.5, y: 36.7, belly: 52.6, rider: 0.62, bridle: DONKEY_BRIDLE },
  '1F993': { x: 42.5, y: 34.3, belly: 50.2, rider: 0.6, bridle: ZEBRA_BRIDLE },
  '1F42A': { x: 45.5, y: 12.8, rider: 0.64 },
  '1F42B': { x: 45.6, y: 27.6, rider: 0.62 },
  '1F418': { x: 40, y: 13.2, rider: 0.6 },
};
const GROWN_UP_RIDER = 1.12;
/** A grown-up's height at most, a share of the animal's: on a donkey or a zebra at a child's share and more, a
 * superhero stood as tall as the zebra under him. */
const GROWN_UP_MAX = 0.68;

/**
 * Where a figure's hips are in its own box. Its legs (between `legL` and `legR`) are cut off at `top`, where its
 * seated thigh's top edge is; beside them it is cut lower, at `clip`, under its hands and what they hold (a
 * knight's shield), so nothing there is cut open. The thigh reaches from `back` (behind the hips) to `front` (the
 * knee, to the left) and hides the cut ends; `ankle` is where the hanging leg's shoe is, `wear` what the leg is
 * dressed in. The thigh is as thick as hides what is cut at `clip` (a skirt's sides), or `thigh` where nothing
 * there is cut (the knight's shield ends above its `clip`). A horse's rein ends at the front hand, beside the
 * hips under `clip` unless `hand` says where it is.
 */
type Hips = {
  top: number;
  clip: number;
  legL: number;
  legR: number;
  back: number;
  front: number;
  ankle: number;
  wear: 'trousers' | 'shorts' | 'skirt' | 'gown';
  thigh?: number;
  hand?: [number, number];
};
const CHILD_HIPS = (wear: Hips['wear']): Hips => ({ top: 45, clip: 50, legL: 26.5, legR: 45.5, back: 48.5, front: 19, ankle: 65, wear });
/** The grown-ups of one build (the firefighter, police officer, doctor, cook, farmer): legs from y 44, hands to 49.3. */
const WORKER_HIPS: Hips = { top: 44, clip: 50, legL: 26.5, legR: 45.5, back: 48, front: 18, ankle: 64, wear: 'trousers' };
const HIPS: Readonly<Record<string, Hips>> = {
  'child:girl:0': CHILD_HIPS('skirt'),
  'child:girl:1': CHILD_HIPS('skirt'),
  'child:girl:2': CHILD_HIPS('trousers'),
  // Little Red Riding Hood, in her dress
  'child:girl:3': CHILD_HIPS('skirt'),
  'child:boy:0': CHILD_HIPS('shorts'),
  'child:boy:1': CHILD_HIPS('trousers'),
  'child:boy:2': CHILD_HIPS('shorts'),
  // the knight holds the reins in the fist that holds his sword up
  [KNIGHT_ID]: { top: 44, clip: 58, legL: 25, legR: 46.6, back: 48, front: 18, ankle: 64, wear: 'trousers', thigh: 8.5, hand: [17.2, 45] },
  [COWBOY_ID]: { top: 51, clip: 51.6, legL: 22, legR: 50, back: 48, front: 18, ankle: 65, wear: 'trousers', hand: [24.4, 46.6] },
  [COWGIRL_ID]: { top: 51, clip: 52, legL: 22, legR: 50, back: 48, front: 18, ankle: 65, wear: 'skirt', hand: [24.4, 46.6] },
  '1F478': { top: 42.4, clip: 48, legL: 27.5, legR: 44.5, back: 47, front: 19, ankle: 60, wear: 'gown', hand: [24.8, 43.4] },
  '1F934': { top: 46, clip: 48, legL: 19, legR: 53, back: 48, front: 18, ankle: 63, wear: 'trousers', hand: [22.6, 45.2] },
  '1F468': { top: 45.5, clip: 48.6, legL: 27, legR: 45, back: 48, front: 18, ankle: 64, wear: 'trousers' },
  '1F469': { top: 42, clip: 46, legL: 27, legR: 45, back: 48, front: 18, ankle: 63, wear: 'skirt' },
  '1F475': { top: 42, clip: 46, legL: 27, legR: 45, back: 48, front: 18, ankle: 63, wear: 'skirt' },
  [PIRATE_ID]: { top: 51.4, clip: 55, legL: 23.4, legR: 50.4, back: 48, front: 18, ankle: 65, wear: 'trousers', hand: [22.2, 45.4] },
  '1F977': { top: 45, clip: 50, legL: 26, legR: 50, back: 48, front: 18, ankle: 64, wear: 'trousers' },
  // the superhero's cape is cut with the legs, under the hands
  '1F9B8': { top: 44, clip: 44, legL: 13, legR: 59, back: 53, front: 17, ankle: 63, wear: 'trousers' },
  '1F9D1-200D-1F692': WORKER_HIPS,
  '1F46E': WORKER_HIPS,
  '1F9D1-200D-2695-FE0F': WORKER_HIPS,
  '1F9D1-200D-1F373': WORKER_HIPS,
  '1F9D1-200D-1F33E': WORKER_HIPS,
};

/** The figures that can ride: the six children and the grown-ups with known hips. */
export function canRide(figureId: string, animalId: string): boolean {
  return atWork(figureId) in HIPS && animalId in SEATS && hasMotif(figureId) && hasMotif(animalId);
}

const r2 = (n: number) => Math.round(n * 100) / 100;
const ARITY: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 };

/** A path's data scaled by `k` and moved by (tx, ty): absolute points moved and scaled, relative ones scaled. */
function movePath(d: string, k: number, tx: number, ty: number): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  let out = '';
  let cmd = '';
  let args: number[] = [];
  const flush = () => {
    const lower = cmd.toLowerCase();
    const abs = cmd !== lower;
    const n = ARITY[lower]!;
    for (let i = 0; n && i < args.length; i += n) {
      const a = args.slice(i, i + n);
      const X = (x: number) => r2(abs ? x * k + tx : x * k),
        Y = (y: number) => r2(abs ? y * k + ty : y * k);
      const moved =
        lower === 'h'
          ? [X(a[0]!)]
          : lower === 'v'
            ? [Y(a[0]!)]
            : lower === 'a'
              ? [r2(a[0]! * k), r2(a[1]! * k), a[2]!, a[3]!, a[4]!, X(a[5]!), Y(a[6]!)]
              : a.map((v, j) => (j % 2 ? Y(v) : X(v)));
      out += `${i ? ' ' : cmd}${moved.join(' ')}`;
    }
    if (!n) out += cmd;
  };
  for (const t of tokens) {
    if (/[A-Za-z]/.test(t)) {
      if (cmd) flush();
      cmd = t;
      args = [];
    } else args.push(Number(t));
  }
  if (cmd) flush();
  return out;
}

/** Every path of an SVG fragment moved as `movePath` does (the figures are drawn with paths only). */
export function moveAll(svg: string, k: number, tx: number, ty: number): string {
  return svg.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${movePath(d, k, tx, ty)}"`);
}

const p = (d: string) => `<path d="${d}"/>`;

/**
 * The saddle under the rider and the rider's seated near leg, in the figure's own units (x to the left is
 * forward, where the animal's head is): a saddle cloth, the girth strap down to the belly (`belly`, in the
 * figure's units), the saddle's seat, then after the figure the thigh, the lower leg and the shoe.
 */
function seatedLeg(h: Hips, belly: number | undefined, clothTo: number): { under: string; over: string; lines: string; childLines: string } {
  const { top, back, front, ankle } = h;
  const bottom = top + (h.thigh ?? Math.max(h.clip + 2.2 - top, 7.5));
  const w = 6.4;
  const mid = (back + front) / 2;
  // The saddle cloth shows round the thigh, the girth strap runs from under it down to the belly.
  const cloth = Math.max(bottom + 10, clothTo);
  const under = [
    p(
      `M${r2(back + 5)} ${top + 1}Q${r2(back + 6)} ${top + 1} ${r2(back + 6)} ${top + 3}V${r2(cloth - 2)}Q${r2(back + 6)} ${r2(cloth)} ${r2(back + 4)} ${r2(cloth)}` +
        `H${r2(front + 4)}Q${r2(front + 2)} ${r2(cloth)} ${r2(front + 2)} ${r2(cloth - 2)}V${top + 3}Q${r2(front + 2)} ${top + 1} ${r2(front + 4)} ${top + 1}Z`,
    ),
    belly === undefined ? '' : p(`M${r2(mid + 2)} ${r2(cloth - 1)}H${r2(mid + 5.5)}V${r2(belly)}H${r2(mid + 2)}Z`),
    // the saddle's seat: a raised back (cantle) behind the rider and a pommel before the knee
    p(
      `M${r2(back + 3.5)} ${top - 3}Q${r2(back + 1)} ${top - 3.4} ${r2(back - 0.5)} ${top + 1}H${r2(front + 3)}L${r2(front + 2)} ${top - 1.5}Q${r2(front + 1)} ${top - 3} ${r2(front - 0.5)} ${top - 2}L${r2(front - 0.5)} ${top + 4}Q${r2(mid)} ${r2(top + 5)} ${r2(back + 4)} ${top + 4}Z`,
    ),
  ].join('');
  // The thigh slopes down to the knee as a rider's does; the shin hangs straight down from the knee.
  const fall = 2.6;
  const kt = top + fall,
    kb = bottom + fall;
  const shoe = p(
    `M${r2(front + w + 0.4)} ${ankle - 1}V${ankle + 3.6}H${r2(front - 3.2)}Q${r2(front - 5)} ${ankle + 3.6} ${r2(front - 5)} ${ankle + 2}Q${r2(front - 5)} ${ankle} ${r2(front - 1.5)} ${ankle - 1}Z`,
  );
  const shin = p(`M${r2(front + 0.6)} ${r2(kb - 3)}H${r2(front + w - 0.6)}V${ankle}H${r2(front + 0.6)}Z`);
  // the seat and the thigh to the knee, rounded at the back and the knee
  const thigh = (front0: number, down: number) =>
    `M${r2(back - 3)} ${top}L${r2(front0 + 4)} ${r2(kt)}Q${r2(front0)} ${r2(kt + 0.2)} ${r2(front0)} ${r2(kt + 4)}V${r2(down)}`;
  const seat = `H${r2(front + w)}V${r2(kb)}L${r2(back - 3)} ${r2(bottom)}Q${r2(back + 0.4)} ${r2(bottom)} ${r2(back + 0.4)} ${r2((top + bottom) / 2)}Q${r2(back + 0.4)} ${top} ${r2(back - 3)} ${top}Z`;
  let over: string;
  let lines = '';
  if (h.wear === 'trousers') {
    // thigh and lower leg one trouser leg, bent at the knee
    over = p(thigh(front, ankle) + seat) + shoe;
  } else if (h.wear === 'shorts') {
    over = shin + p(thigh(front - 0.4, kb) + `H${r2(front + w)}` + seat.slice(seat.indexOf('V'))) + shoe;
  } else if (h.wear === 'skirt') {
    // the skirt over the thigh, its hem flaring a little past the knee
    over =
      shin +
      p(
        `M${r2(back - 2)} ${top}L${r2(front + 4)} ${r2(kt)}Q${r2(front - 1.4)} ${r2(kt)} ${r2(front - 2.4)} ${r2(kb + 1.6)}Q${r2(mid)} ${r2(kb + 2.6)} ${r2(back + 1.5)} ${r2(bottom + 1)}Q${r2(back + 1)} ${top} ${r2(back - 2)} ${top}Z`,
      ) +
      shoe;
  } else {
    // a gown falls over the thigh and down the animal's flank like a bell, its hem scalloped as the standing
    // gown's is, the shoe's tip under it
    const hem = ankle + 1;
    const front1 = front - 5,
      back1 = back + 4;
    const n = 5,
      step = (back1 - front1) / n;
    let scallops = '';
    for (let i = 0; i < n; i++) scallops += `Q${r2(front1 + (i + 0.5) * step)} ${hem + 2.2} ${r2(front1 + (i + 1) * step)} ${hem}`;
    over =
      shoe +
      p(
        `M${r2(back - 2)} ${top}L${r2(front + 4)} ${r2(kt)}Q${r2(front - 1.4)} ${r2(kt)} ${r2(front - 2)} ${r2(kt + 4)}` +
          `Q${r2(front - 3)} ${r2((kt + hem) / 2)} ${r2(front1)} ${hem}${scallops}Q${r2(back + 3)} ${r2(top + 6)} ${r2(back - 2)} ${top}Z`,
      );
    lines = `M${r2(mid - 2)} ${r2(kb + 1)}Q${r2(mid - 3)} ${r2(hem - 5)} ${r2(mid - 5)} ${r2(hem - 0.5)}M${r2(mid + 5)} ${r2(bottom + 3)}Q${r2(mid + 5)} ${r2(hem - 5)} ${r2(mid + 6)} ${r2(hem - 0.5)}`;
  }
  return { under, over, lines, childLines: '' };
}

/**
 * A stirrup for a child's shoe whose sole's middle is at `sole`: the leather from under the saddle's seat (`from`,
 * a y) down behind the leg, and the iron, a ring round the ball of the foot, its tread under the sole. In the
 * figure's units, drawn under the leg: the shoe covers the ring's middle.
 */
function stirrup([x, y]: [number, number], from: number): string {
  const c = x - 1.2;
  return (
    p(`M${r2(c - 0.9)} ${r2(from - 1)}H${r2(c + 0.9)}V${r2(y - 7.2)}H${r2(c - 0.9)}Z`) +
    // the ring: the outer outline one way round, the inner the other, so what is behind shows through it
    p(
      `M${r2(c - 1.6)} ${r2(y - 8.2)}H${r2(c + 1.6)}L${r2(c + 4.4)} ${r2(y + 2)}H${r2(c - 4.4)}Z` +
        `M${r2(c - 0.5)} ${r2(y - 7)}L${r2(c - 3)} ${r2(y + 0.4)}H${r2(c + 3)}L${r2(c + 0.5)} ${r2(y - 7)}Z`,
    )
  );
}

/**
 * The bridle and the near rein, as lines in the animal's box: the rein hangs in a slight curve from the rider's
 * front hand (`hand`, where the standing figure's hand is) to the ring of the bit.
 */
function reins({ bit, poll, cheek, nose }: Bridle, hand: [number, number]): string {
  const [bx, by] = bit;
  const ring = `M${r2(bx - 1)} ${by}a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`;
  const sag: [number, number] = [r2((hand[0] + bx) / 2), r2(Math.max(hand[1], by) + 3)];
  return p(
    `${ring}M${r2(bx + 0.7)} ${r2(by - 0.7)}Q${cheek.join(' ')} ${poll.join(' ')}M${r2(bx - 0.7)} ${r2(by - 0.7)}L${nose.join(' ')}M${r2(bx + 1)} ${by}Q${sag.join(' ')} ${hand.join(' ')}`,
  );
}

type Bounds = [number, number, number, number];
/**
 * The ids `composeRide` registers, the animal in the box of both and the rider with its saddle, that box (`box`)
 * and, inside it, the animal's and the rider's own (head to shoe), all in the motifs' units.
 */
export type Ride = { animalId: string; riderId: string; box: Bounds; animal: Bounds; rider: Bounds };
const rides = new Map<string, Ride>();

/**
 * Composes `figureId` riding `animalId` (both must `canRide`) and registers the two motifs, each in the same box
 * (the animal's and the rider's together), so both drawn into one box with one mirror land on each other.
 */
export function composeRide(figureId: string, animalId: string): Ride {
  const known = rides.get(`${figureId} ${animalId}`);
  if (known) return known;
  const animalKey = `ride:${animalId}:${figureId}:animal`,
    riderKey = `ride:${animalId}:${figureId}:rider`;
  const animal = motifData(animalId)!,
    figure = motifData(figureId)!;
  const seat = SEATS[animalId]!,
    hips = HIPS[atWork(figureId)]!;
  // The figure's whole height (a child's is 63 units) at its share of the animal's.
  const share = figureId.startsWith('child:') ? seat.rider : Math.min(seat.rider * GROWN_UP_RIDER, GROWN_UP_MAX);
  const k = (share * (animal.b[3] - animal.b[1])) / (figure.b[3] - figure.b[1]);
  // The thigh's top edge lies just above the back, the hips over the saddle's middle.
  const cx = (hips.back + hips.front) / 2 + 3;
  const tx = seat.x - cx * k,
    ty = seat.y - 1.2 - hips.top * k;
  const inFigure = (y: number) => (y - ty) / k;
  const leg = seatedLeg(hips, seat.belly === undefined ? undefined : inFigure(seat.belly), seat.cloth === undefined ? 0 : inFigure(seat.cloth));
  // A child's leg is drawn bent at a round knee and dressed and shod as the child stands, its shoe in a stirrup.
  let legSkin = '';
  if (figureId.startsWith('child:')) {
    const bottom = hips.top + Math.max(hips.clip + 2.2 - hips.top, 7.5);
    const knee: [number, number] = [hips.front + 5, (hips.top + bottom) / 2 + 2.2];
    const sole: [number, number] = [knee[0] + 0.6, hips.ankle + 3.4];
    const child = childSeatedLeg(figureId, { back: hips.back + 0.5, top: hips.top, bottom, knee, sole });
    const iron = stirrup(sole, bottom);
    leg.under += iron;
    leg.over = child.f;
    leg.lines = '';
    legSkin = child.c;
    leg.childLines = child.s;
  }
  const move = (svg: string) => moveAll(svg, k, tx, ty);
  // Cut at the hips: inner viewports clip the figure without an id, so the motif can be drawn many times on a
  // page (its halo, the zentangle's mask) with no clash. Above the thigh all of it, beside the legs down to `clip`.
  const X = (x: number) => r2(x * k + tx),
    Y = (y: number) => r2(y * k + ty);
  // The viewports do not overlap: drawn twice over one spot, a figure's arm behind its body showed a faint
  // seam where the second viewport's edge cut through it.
  const view = (x0: number, x1: number, y0: number, y1: number, svg: string) =>
    y1 > y0 ? `<svg x="${x0}" y="${y0}" width="${r2(x1 - x0)}" height="${r2(y1 - y0)}" viewBox="${x0} ${y0} ${r2(x1 - x0)} ${r2(y1 - y0)}">${svg}</svg>` : '';
  const cutAt = (y: number) => (svg: string) =>
    svg ? view(-200, 272, -200, Y(y), svg) + view(-200, X(hips.legL), Y(y), Y(hips.clip), svg) + view(X(hips.legR), 272, Y(y), Y(hips.clip), svg) : '';
  // The thigh's top edge hides the legs' cut ends; the figure's lines stop at that edge (lower, a skirt's pleats
  // ran on over the thigh).
  const cut = cutAt(hips.top + 0.6);
  const cutLines = cutAt(hips.top);
  const top = Math.min(animal.b[1], r2(figure.b[1] * k + ty));
  const x0 = Math.min(animal.b[0], r2(figure.b[0] * k + tx), r2((hips.front - 5) * k + tx)),
    x1 = Math.max(animal.b[2], r2(figure.b[2] * k + tx));
  const b: Bounds = [x0, top, x1, animal.b[3]];
  const rider: Bounds = [Math.min(X(figure.b[0]), X(hips.front - 5)), Y(figure.b[1]), Math.max(X(figure.b[2]), X(hips.back + 6)), Y(hips.ankle + 3.6)];
  addMotif(animalKey, { ...animal, b });
  addMotif(riderKey, {
    n: `${figure.n} riding a ${animal.n}`,
    k: 'being',
    b,
    f: move(leg.under) + cut(move(figure.f)) + move(leg.over),
    s:
      cutLines(move(figure.s)) +
      (leg.lines ? move(`<path d="${leg.lines}"/>`) : '') +
      move(leg.childLines) +
      (seat.bridle ? reins(seat.bridle, hips.hand ? [X(hips.hand[0]), Y(hips.hand[1])] : [X(hips.legL - 6), Y(hips.clip - 3)]) : ''),
    d: cutLines(move(figure.d)),
    ...(figure.c || legSkin ? { c: cut(move(figure.c ?? '')) + move(legSkin) } : {}),
  });
  const ride: Ride = { animalId: animalKey, riderId: riderKey, box: b, animal: [...animal.b], rider };
  rides.set(`${figureId} ${animalId}`, ride);
  return ride;
}
