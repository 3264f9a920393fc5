// The shark drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box. Ours (MIT).
// Our first shark was a torpedo: its body only 25 units deep under a tall fin, so fitted to a page's width it
// covered a third of the page's height, and its small face and teeth read as a grey fish at thumbnail size. This
// one is a picture book's shark: a deep, rounded body with big fins, so it fills the page and reads at once.
import { art, done } from './art';
import { smooth } from './dinosaurs';
import { pupil } from '../../lib/studio/art-kit/kawaii-face';
import { stretch } from './sea-animals';
import { circle, ellipse, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

/** The body's outline, nose at the left: a round head, a high back, a deep belly, narrowing to the tail's stock. */
const BODY: Pt[] = [
  [2.2, 38.5],
  [4.8, 31],
  [11.5, 24],
  [22.5, 19.2],
  [35, 18.8],
  [46, 22.5],
  [54, 29],
  [58.5, 33.6],
  [58.5, 40.6],
  [53, 46.2],
  [43.5, 52.5],
  [30.5, 56],
  [17.5, 54.6],
  [8.5, 49.5],
  [3.4, 43],
];

/** The open grin: the upper lip from its front corner to its back one, bowing down to `low`; the chin's depth. */
const MOUTH = { front: [6.4, 42.2] as Pt, low: [15, 46] as Pt, back: [25, 41] as Pt, chin: [15.5, 57.5] as Pt };

/** The point a share `t` along the quadratic from `a` by `b` to `c`. */
const quad = (a: Pt, b: Pt, c: Pt, t: number): Pt => [
  (1 - t) ** 2 * a[0] + 2 * t * (1 - t) * b[0] + t * t * c[0],
  (1 - t) ** 2 * a[1] + 2 * t * (1 - t) * b[1] + t * t * c[1],
];

/** A rounded tooth hanging `h` below (x, y) on the lip, `w` across: a half-round bump, never a fang. */
const tooth = ([x, y]: Pt, w: number, h: number) =>
  `M${r2(x - w / 2)} ${r2(y - 0.5)}C${r2(x - w / 2)} ${r2(y + h * 1.3)} ${r2(x + w / 2)} ${r2(y + h * 1.3)} ${r2(x + w / 2)} ${r2(y - 0.5)}Z`;

/**
 * A friendly picture-book shark swimming to the left, side-on: a deep rounded body, a big dorsal fin with a round
 * tip and a small one behind it, a big pectoral fin swept back over a white belly, a crescent tail (the upper lobe
 * the longer), three gill slits, the house's eye (a pupil with a shine in a white ring), a round cheek and a wide
 * open grin with a tongue and four rounded teeth along its upper lip, each an area (never a black mouth, never
 * fangs). The upper lip runs on back along the flank as the belly's edge, as a picture book draws it.
 */
export function shark() {
  const a = art();
  // the crescent tail and the dorsal fins: behind the body
  a.f.push(path('M54 32.5Q58 15 65.5 7Q68.4 4.4 70.6 6.6Q71.6 8 70.8 10.4Q65.6 22 62.8 37Q66.4 45 69 53.5Q69.8 57.6 66.4 57.8Q62 55 54 42Z'));
  a.f.push(path('M23.5 20.5Q27.5 9 36.5 3.4Q39.8 1.6 40.6 4.8Q40 14.5 47.5 24Z'));
  a.f.push(path('M50 26.5Q52.6 21.6 55 20.8Q56.8 20.6 56.4 22.8Q56 26 57.2 31Z'));
  a.f.push(path(smooth(BODY)));
  // the white belly: the underside from the tail's stock to under the snout, back along the upper lip and the flank
  const { front, low, back, chin } = MOUTH;
  const belly = path(`${stretch(BODY, 8, 14)}L${front.join(' ')}Q${low.join(' ')} ${back.join(' ')}C33 43.4 44 46 58.5 40.6Z`);
  a.f.push(belly);
  // kept clear of an adults' fill: a shark's pale underside is what tells it from any other big fish
  a.c.push(belly);
  // the open grin under it: the upper lip and the chin's curve below, a tongue in the chin's curve and the
  // teeth hanging from the lip
  a.f.push(path(`M${front.join(' ')}Q${low.join(' ')} ${back.join(' ')}Q${chin.join(' ')} ${front.join(' ')}Z`));
  const chinAt = (t: number) => quad(back, chin, front, t);
  const floor = [0.3, 0.45, 0.6, 0.75].map((t) => chinAt(t).map(r2).join(' '));
  a.f.push(path(`M${floor[0]}L${floor.slice(1).join('L')}Q${r2(chinAt(0.52)[0])} ${r2(chinAt(0.52)[1] - 6)} ${floor[0]}Z`));
  for (const [t, w] of [
    [0.2, 2.8],
    [0.39, 3.2],
    [0.59, 3.2],
    [0.78, 2.8],
  ]) {
    const [x, y] = quad(front, low, back, t);
    a.f.push(path(tooth([x, y], w, w * 0.7)));
  }
  // three gill slits behind the head, each a little curve standing clear of the belly's edge
  a.s.push('M29.4 27.8Q31.3 32.4 29.9 38.2M32.8 27.2Q34.7 32 33.4 39.2M36.2 27Q38.1 32 36.9 40');
  // the big pectoral fin, swept back over the belly
  a.f.push(path('M27 46.5Q35 55 49 60Q52.4 60.8 51.6 57.6Q47 50 39 45.4Q32.5 43.6 27 46.5Z'));
  // the eye in its white ring; a dimple curling up from the grin's back corner
  a.f.push(path(circle(15.6, 30.2, 4.6)));
  a.s.push('M25 41Q26.6 40.4 27.2 38.9');
  a.d.push(pupil(15, 30.8, 2.6));
  a.c.push(path(ellipse(15.5, 38, 12.5, 13.5)));
  return done(a);
}
