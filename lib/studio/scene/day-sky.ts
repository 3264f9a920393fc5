// A day sky over a place with a sun of its own (meadow, farm, forest, town, sea, field, jungle, sky): which of its
// looks a page gets and how each is painted. The look follows the seed and the subject together: by the seed alone
// every prompt at one seed had one sky (a unicorn, a puppy and a fire truck all under the same rainbow and corner
// sun), and the catalogue's pages read as one template.
import { type Box } from './paper';
import type { Rng } from './prng';
import { circle, gull, rays, scatter } from './backdrop-shapes';
import { cloud } from './scenery';
import { pointedSun, rainbow, sunBesideRainbow, type Rainbow } from './sky-rainbow';
import { sunRings } from './sky-patterns';
import { hotAirBalloon, kite, sunFace } from './sky-things';

/**
 * The looks of a kids' or teens' day sky. `sunburst`: long rays from the sun split the sky into wedges. `faced`:
 * the sunburst round a sun with a face. `rainbow`: a rainbow over the sky, a small sun in a corner. `clouded`: the
 * sun peeps from behind a cloud, its rays fanning out. `kite`: a kite on its string under a small sun. `balloons`: hot-air balloons far away. `birds`: a flock of birds among the clouds.
 */
export const SKY_KINDS = ['sunburst', 'faced', 'rainbow', 'clouded', 'kite', 'balloons', 'birds'] as const;
export type SkyKind = (typeof SKY_KINDS)[number];

/**
 * The sky's look from `roll`, a number in [0, 1) from the seed and the subject: a rainbow wherever the prompt names
 * one (`rainbow` true), never beside the prompt's own (false); an adults' patterned sky is always the sunburst, its
 * rings crossing the rays (a rainbow arches over it on some pages, as `fineRainbow` says).
 */
export function skyKind(roll: number, fine: boolean, rainbow?: boolean): SkyKind {
  if (fine) return 'sunburst';
  if (rainbow) return 'rainbow';
  const kinds = rainbow === false ? SKY_KINDS.filter((k) => k !== 'rainbow') : SKY_KINDS;
  return kinds[Math.min(kinds.length - 1, Math.floor(roll * kinds.length))]!;
}

/** The radius a look draws its sun at: a faced sun is larger, so its face reads. */
export const sunRadius = (kind: SkyKind, r: number) => (kind === 'faced' ? r * 1.3 : r);

export type DaySky = {
  kind: SkyKind;
  inner: Box;
  horizon: number;
  /** The sky above the horizon. */
  sky: Box;
  /** The subject's box, which the sun beside a rainbow and the kite keep clear of. */
  subject: Box;
  /** What the clouds, birds and balloons stay off; `patternClear` what an adults' sky's rings stay off. */
  avoid: Box[];
  patternClear: Box[];
  sun: { x: number; y: number; r: number; rising: boolean };
  /** The rainbow's arch, where the page has one (on a fine page over the sunburst). */
  arch?: Rainbow;
  /** False: the page has no room for a sun, or draws the prompt's own. */
  showSun: boolean;
  patterned: boolean;
  look: number;
  sw: number;
  count: number;
  fine: boolean;
  rng: Rng;
};

/** The day sky's SVG: its sun and what the look adds, then clouds scattered clear of them. */
export function paintDaySky(d: DaySky): string {
  const { kind, inner, sky, subject, avoid, sun, arch, showSun, patterned, look, sw, count, fine, rng } = d;
  const { x: sunX, y: sunY, r: sunR, rising } = sun;
  const n = fine ? rng.int(10, 18) : count >= 4 ? rng.int(9, 13) : rng.int(6, 10);
  // Rays fan out over the sky (up from a rising sun, down and sideways from a high one) and split it.
  // They start on the sun's outline, so each wedge of sky between two rays is its own closed area.
  const turn = rng.range(-0.1, 0.1);
  const [from, to] = rising ? [Math.PI, Math.PI * 2] : [rng.range(-0.3, 0), Math.PI + rng.range(0, 0.3)];
  let out = '';
  // Where the sun and the sky's own things are, kept clear by the clouds.
  const taken: Box[] = [];
  const around = (x: number, y: number, r: number) => taken.push({ x: x - r, y: y - r, w: 2 * r, h: 2 * r });
  const burst = kind === 'sunburst' || kind === 'faced' || kind === 'clouded';
  if (showSun && burst) {
    const r = sunRadius(kind, sunR);
    out += rays(sunX, sunY, r, n, turn, inner, sw * 0.9, from, to);
    if (patterned) out += sunRings({ cx: sunX, cy: sunY, r }, { n, turn, from, to }, inner, d.patternClear, sw, look);
    // A fine page's rainbow arches over the sunburst; on a patterned sky its bands are cut into cells like
    // courses of bricks.
    if (arch) out += rainbow(arch, sw, patterned ? 7 : undefined);
    out += circle(sunX, sunY, r, sw);
    if (kind === 'faced') out += sunFace(sunX, sunY, r, sw);
    around(sunX, sunY, r * 2);
    if (kind === 'clouded') {
      // a cloud over the sun's lower half, to one side: the sun peeps from behind it
      const s = r * 1.6,
        dx = r * (rng.next() < 0.5 ? -0.6 : 0.6);
      const box = { x: sunX + dx - s, y: sunY - s * 0.1, w: s * 2, h: s };
      out += cloud(box, sw);
      taken.push(box);
    }
  } else if (showSun && kind === 'rainbow' && arch) {
    // The rainbow over the sky, the sun in its ring of short rays in a corner beside it.
    out += rainbow(arch, sw);
    const small = sunR * 0.85,
      corner = sunBesideRainbow(arch, inner, subject, small);
    if (corner) {
      out += pointedSun(corner.x, corner.y, small, sw, turn);
      around(corner.x, corner.y, small * 2);
    }
  } else if (showSun) {
    // The kite's, the balloons' and the birds' sky: a quarter sun in a top corner, its long rays fanning across
    // the sky and splitting it (with a small sun alone the sky was one white field, the page's largest area).
    const left = sunLeft(d);
    const r = sunR * 1.8,
      cx = left ? inner.x : inner.x + inner.w,
      cy = inner.y;
    const fan = Math.max(4, n - 3);
    out += rays(cx, cy, r, fan, turn * 0.5, inner, sw * 0.9, left ? 0 : Math.PI / 2, left ? Math.PI / 2 : Math.PI);
    out += circle(cx, cy, r, sw);
    around(cx, cy, r * 1.2);
  }
  const clear = () => [...avoid, ...taken];
  if (kind === 'kite') out += kiteIn(d, taken);
  if (kind === 'balloons') {
    const spots: Box[] = [];
    const few = count >= 4 ? 3 : 2;
    out += scatter({ ...sky, h: sky.h * 0.8 }, few, inner.w * (fine ? 0.05 : 0.075), clear(), rng, (x, y, s) => hotAirBalloon(x, y - s, s * 2, sw), spots);
    taken.push(...spots);
  }
  if (kind === 'birds') {
    const spots: Box[] = [];
    out += scatter({ ...sky, h: sky.h * 0.7 }, count + 3, inner.w * (fine ? 0.03 : 0.045), clear(), rng, (x, y, s) => gull(x, y, s, sw * 0.8), spots);
    taken.push(...spots);
  }
  // the looks with a wide open sky (no rays, no arch, no string) hold a cloud more
  const open = kind === 'balloons' || kind === 'birds' || (!showSun && !arch);
  const clouds = Math.max(1, Math.round(count / 2) + rng.int(-1, 1)) + (open ? 1 : 0);
  out += scatter({ ...sky, h: sky.h * 0.75 }, clouds, inner.w * rng.range(0.07, 0.11), clear(), rng, (x, y, s) =>
    cloud({ x: x - s, y: y - s * 0.5, w: s * 2, h: s }, sw),
  );
  return out;
}

/** Whether a kite's, balloons' or birds' sky has its quarter sun in the top left corner (else the right). */
const sunLeft = (d: DaySky) => d.sun.x < d.inner.x + d.inner.w / 2;

/**
 * A kite high in the sky at the side away from the corner sun, in the free strip beside the subject if there is
 * one, else over the subject's head, small enough that its tail clears it; its string runs down to the ground.
 * Adds its box to `taken`.
 */
function kiteIn(d: DaySky, taken: Box[]): string {
  const { inner, horizon, subject, sw, rng, sky } = d;
  const left = !sunLeft(d);
  const room = left ? subject.x - inner.x : inner.x + inner.w - (subject.x + subject.w);
  const above = subject.y - inner.y;
  const s = Math.min(inner.w * 0.2, sky.h * 0.4, room > inner.w * 0.14 ? Infinity : Math.max(above / 1.9, inner.w * 0.1));
  const x = room > s ? (left ? inner.x + room / 2 : inner.x + inner.w - room / 2) : left ? inner.x + s * 0.9 : inner.x + inner.w - s * 0.9;
  const y = inner.y + Math.min(sky.h * rng.range(0.04, 0.12), Math.max(3, above - s * 1.9));
  const ex = Math.min(Math.max(x + (left ? -1 : 1) * s * 0.4, inner.x + 2), inner.x + inner.w - 2);
  taken.push({ x: x - s * 0.5, y, w: s, h: s * 2 });
  return kite(x, y, s, (left ? 1 : -1) * rng.range(0.15, 0.35), ex, horizon + 4, sw);
}
