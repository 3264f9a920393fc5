// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots, `c` the face kept clear
// of an adult page's fill. Ours (MIT).
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, path, poly, r2, roundRect, starPath, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, addFace, art, done, rod } from './toys-kit';

const BARS = 7;

/** A musical note's head centred on (x, y), `k` times a small one, and its stem rising `h` from its right side: the areas. */
function noteStem(x: number, y: number, k: number, h: number): { parts: string[]; top: Pt } {
  const sx = r2(x + 2.05 * k);
  const top: Pt = [sx, r2(y - h)];
  return {
    parts: [path(`M${r2(sx - 1.6 * k)} ${r2(y - 0.4 * k)}V${top[1]}H${sx}V${r2(y - 0.4 * k)}Z`), path(turnedEllipse(x, y, r2(2.5 * k), r2(1.8 * k), -22))],
    top,
  };
}

/**
 * A child's toy xylophone as a picture book draws it, seen from the front and a little above: seven bars of falling
 * length from the long low note on the left to the short high one on the right, each an area with round ends and
 * two pegs, lying on a back rail that slants down to the right and a chunky front board that wears the house's
 * kawaii face between two stars; the board stands on two wheels with hubs, two mallets with round heads cross in
 * front of the short bars, and music notes rise over the long ones. No emoji draws one (the nearest is a piano keyboard), so "xylophone", "Xylophon",
 * 木琴 drew nothing; our first was a row of plain bars on two rails with dots and two mallets, like a diagram.
 */
export function xylophone(): Drawn {
  const a = art();
  const w = 6.8;
  const gap = 2.4;
  const x0 = 5;
  const near = 42.5; // the bars' near ends, resting on the front board's top
  const longTop = 11;
  const shortTop = 25;
  const bars = Array.from({ length: BARS }, (_, i) => {
    const x = x0 + i * (w + gap);
    return { x, top: longTop + ((shortTop - longTop) * i) / (BARS - 1) };
  });
  // the back rail under the bars' far ends, a band slanting down to the right with round ends
  const railAt = (b: (typeof bars)[number]) => b.top + 4.8;
  const first = bars[0],
    last = bars[BARS - 1];
  const slope = (railAt(last) - railAt(first)) / (last.x - first.x);
  const railPt = (x: number): Pt => [x, railAt(first) + slope * (x - first.x - w / 2)];
  a.f.push(rod(railPt(first.x - 1.4), railPt(last.x + w + 1.4), 5.6));
  // the wheels, peeping out under the front board: a tyre, a rim and a hub each
  for (const cx of [17, 55]) a.f.push(path(circle(cx, 62.5, 8)), path(circle(cx, 62.5, 4.6)), path(circle(cx, 62.5, 1.8)));
  // the front board: a chunky rounded slab, its top a strip the bars rest on
  a.f.push(path('M8 36.5H64Q66 36.5 66.6 38.4L68 43.5H4L5.4 38.4Q6 36.5 8 36.5Z'));
  a.f.push(path(roundRect(3, 42, 69, 61, 3.6)));
  // the bars, each with a peg on the back rail and one near the front
  for (const b of bars) {
    a.f.push(path(roundRect(r2(b.x), r2(b.top), r2(b.x + w), near, 3)));
    const cx = r2(b.x + w / 2);
    a.f.push(path(circle(cx, r2(railAt(b)), 1.25)), path(circle(cx, near - 3.4, 1.25)));
  }
  // two stars on the board either side of the face
  a.f.push(path(starPath(12.5, 52, 4.6)), path(starPath(59.5, 52, 4.6)));
  addFace(a, kawaiiFace(36, 50.5, 1.1));
  // music notes rising over the long bars: a crotchet and two quavers joined by a beam (no flag, which a page
  // drawn turned would show backwards)
  a.f.push(...noteStem(7, 7.6, 0.95, 6.8).parts);
  const [n1, n2] = [noteStem(21, 10.6, 0.95, 7.6), noteStem(30.5, 9, 0.95, 7.2)];
  a.f.push(
    path(
      poly([
        [n1.top[0] - 1.52, n1.top[1]],
        [n2.top[0], n2.top[1] - 0.4],
        [n2.top[0], n2.top[1] + 2.4],
        [n1.top[0] - 1.52, n1.top[1] + 2.8],
      ]),
    ),
    ...n1.parts,
    ...n2.parts,
  );
  // two mallets crossing in front of the short bars, their round heads up at the top right, each with a shine
  const mallet = (foot: Pt, head: Pt, r: number) => {
    a.f.push(rod(foot, head, 2.6));
    a.f.push(path(circle(head[0], head[1], r)));
    a.f.push(
      path(
        `M${r2(head[0] - r * 0.62)} ${r2(head[1] - r * 0.05)}Q${r2(head[0] - r * 0.55)} ${r2(head[1] - r * 0.6)} ${r2(head[0] - r * 0.02)} ${r2(head[1] - r * 0.66)}Q${r2(head[0] - r * 0.4)} ${r2(head[1] - r * 0.35)} ${r2(head[0] - r * 0.62)} ${r2(head[1] - r * 0.05)}Z`,
      ),
    );
  };
  mallet([40.6, 23.6], [64.5, 6.5], 5.3);
  mallet([67, 27], [43.5, 6], 5.3);
  return done(a);
}
