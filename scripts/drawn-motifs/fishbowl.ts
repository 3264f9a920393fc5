// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A goldfish in its bowl (FISHBOWL_ID in lib/studio/scene/people.ts). No emoji draws one: the scene composer drew
// the goldfish (1F41F) alone wherever the page put it, so a kitchen or a meadow had a big fish floating in the air
// where a child expects a pet goldfish at home in its bowl. The composer draws this instead away from water
// (`drawnAs` in lib/studio/scene/subject-kinds.ts); in the sea or a lake the fish still swims free.
import { goldfish } from './pets-more';
import { along, band, circle, ellipse, movePaths, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';

const pts = (p: Pt[]) => p.map((q) => q.join(' ')).join('L');

/** The bowl's left side, from under the lip down to the foot: a narrower neck swelling to the round belly. */
const LEFT = along(
  [20, 13],
  [
    [
      [13.5, 17.5],
      [4.5, 26],
      [4.5, 40.5],
    ],
    [
      [4.5, 55],
      [12.5, 64],
      [22.5, 66.5],
    ],
  ],
  24,
);
const mirror = (p: Pt[]): Pt[] => p.map(([x, y]) => [r2(72 - x), y]);
/** The whole glass outline, round from the neck's left under the lip, down, across the flat bottom and up again. */
const OUTLINE: Pt[] = [...LEFT, ...mirror(LEFT).reverse()];

/** Where a side of the outline crosses the row `y` (the left side, or the right one mirrored). */
function sideAt(y: number): number {
  for (let i = 1; i < LEFT.length; i++) {
    const [[x0, y0], [x1, y1]] = [LEFT[i - 1], LEFT[i]];
    if ((y0 - y) * (y1 - y) <= 0 && y0 !== y1) return r2(x0 + ((x1 - x0) * (y - y0)) / (y1 - y0));
  }
  throw new Error(`the bowl's side never reaches y ${y}`);
}

/** The glass below the row `y`, its top edge the path `top` running from the left side to the right one. */
function below(y: number, top: string): string {
  const lower = OUTLINE.filter(([, py]) => py > y);
  const left = lower.slice(
    0,
    lower.findIndex(([px]) => px > 36),
  );
  const right = lower.slice(left.length);
  return `M${sideAt(y)} ${y}${top}L${pts([...right].reverse())}L${pts([...left].reverse())}Z`;
}

/** A gentle wave across the row `y` from x0 to x1, `n` humps `amp` high, as quadratic curves. */
function wave(y: number, x0: number, x1: number, n: number, amp: number): string {
  const step = (x1 - x0) / n;
  let d = '';
  for (let i = 0; i < n; i++) d += `Q${r2(x0 + step * (i + 0.5))} ${r2(y + (i % 2 ? amp : -amp))} ${r2(x0 + step * (i + 1))} ${y}`;
  return d;
}

/** A bubble of radius `r`, its own area with a little shine line in it. */
function bubble(f: string[], s: string[], x: number, y: number, r: number) {
  f.push(path(circle(x, y, r)));
  s.push(`M${r2(x - r * 0.55)} ${r2(y - r * 0.05)}Q${r2(x - r * 0.5)} ${r2(y - r * 0.5)} ${r2(x - r * 0.05)} ${r2(y - r * 0.58)}`);
}

/**
 * A round glass goldfish bowl standing on its foot, seen from the side: a rolled lip round the opening (a ring of
 * its own over the opening's far edge), the water a few units under it with a gentle wave on top, a bed of
 * pebbles on the bottom, each pebble an area, a water plant's wavy blades growing from them, the drawn
 * goldfish (pets-more.ts) swimming in the middle at over half the bowl's width, three bubbles rising from its
 * mouth and a glint on the glass as two free lines. The fish's face is kept clear of an adult page's fill.
 */
export function fishbowl() {
  const f: string[] = [];
  const s: string[] = [];
  // the foot under the bottom, then the glass: its air above the water, an area of its own
  f.push(path('M21 65Q20.6 69.8 24 69.8H48Q51.4 69.8 51 65Z'));
  f.push(path(`M${pts(OUTLINE)}Z`));
  // the water, its top a gentle wave from side to side
  const water = 19.5;
  f.push(path(below(water, wave(water, sideAt(water), r2(72 - sideAt(water)), 5, 1.3))));
  // the water plant: wavy blades rooted among the pebbles, three tall ones right of the fish's tail, two short
  // ones under its bubbles on the left
  for (const [x, top, lean, sway, w] of [
    [54.5, 25, 6, 2.4, 3.6],
    [51.5, 33, 3, -2.2, 3.2],
    [57.5, 37, 5.5, 1.6, 3],
    [14.5, 45, -4, 1.8, 3],
    [18, 49, -1, -1.6, 2.6],
  ] as const) {
    // each blade leans `lean` across as it rises, swaying `sway` either side of that
    const h = 61 - top;
    const at = (t: number, d: number): Pt => [r2(x + lean * t + d), r2(61 - h * t)];
    const stem = along(
      at(0, 0),
      [
        [at(0.3, sway), at(0.45, -sway), at(0.6, 0)],
        [at(0.75, sway), at(0.9, sway * 0.8), at(1, -sway * 0.3)],
      ],
      16,
    );
    f.push(path(band(stem, (t) => r2(w * Math.min(1, (1 - t) * 3) + 0.4)).d));
  }
  // the pebble bed on the bottom, its top the pebbles' backs, then the pebbles in front, each its own area
  f.push(path(below(59, wave(59, sideAt(59), r2(72 - sideAt(59)), 8, 1.1))));
  for (const [x, y, rx, ry] of [
    [29.5, 59.8, 3.8, 2.1],
    [39.5, 59.9, 4, 2.1],
    [48.4, 60.2, 3.4, 2],
    [17.2, 60.8, 3.4, 2.1],
    [54.8, 60.8, 3.4, 2.1],
    [25.6, 63.6, 5, 2.7],
    [36, 63.6, 5.4, 2.7],
    [46.4, 63.6, 5, 2.7],
  ] as const)
    f.push(path(ellipse(x, y, rx, ry)));
  // the goldfish, scaled from its own drawing, over half the bowl's width; its small bubbles (the round areas
  // under 3 units across) are left out, too small to colour at this size, and drawn bigger below
  const fish = goldfish();
  const k = 0.6;
  const [dx, dy] = [r2(37.5 - 40.5 * k), r2(39.5 - 35.5 * k)];
  const fishAreas = (fish.f.match(/<path d="[^"]+"\/>/g) ?? []).filter((p) => {
    const r = /a([\d.]+) \1 0 1 0/.exec(p);
    return !r || Number(r[1]) >= 3;
  });
  f.push(movePaths(fishAreas.join(''), k, dx, dy));
  const fishLines = movePaths(fish.s, k, dx, dy);
  // bubbles rising from its mouth to the water's top
  bubble(f, s, 14.6, 35.4, 2.3);
  bubble(f, s, 17.2, 28.6, 1.9);
  bubble(f, s, 15.2, 23.2, 1.5);
  // the rolled lip round the opening: the ring over the opening's far edge
  f.push(path(ellipse(36, 11.4, 17.6, 4)));
  f.push(path(ellipse(36, 10.6, 14.2, 2.2)));
  // the glint on the glass, upper left, as light catches a round bowl
  s.push('M11.8 20.6Q8.4 24.6 8 31.6', 'M7.9 35.4Q7.8 37.6 8.1 39.6');
  return {
    f: f.join(''),
    s: `<path d="${s.join('')}"/>${fishLines}`,
    d: movePaths(fish.d, k, dx, dy),
    c: movePaths(fish.c, k, dx, dy),
  };
}
