// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Pt } from '../../lib/studio/art-kit/shapes';
import { type Part, oval, quads, box, cut, across, emit, area, mirror } from './spacecraft-kit';

/**
 * A satellite: a body of three panels with a round hatch, a dish antenna on a post on top with its feed and a
 * thruster under it, and two solar wings each of six cells in a frame, joined to the body by struts drawn as
 * thin areas round a hinge. Fluent's satellite was three bare boxes joined by solid black bars.
 */
export function satellite() {
  const parts: Part[] = [];
  // the solar wings: frames, cells, the struts and their hinges
  for (const flip of [false, true]) {
    const m = (pts: Pt[]) => (flip ? mirror(pts) : pts);
    parts.push(
      area(
        m([
          [22, 35],
          [29, 35],
          [29, 38.4],
          [22, 38.4],
        ]),
      ),
    );
    parts.push(area(m(box(1, 26, 23, 48.4, 1.6))));
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 3; col++) {
        const x = 3.2 + col * 6.5;
        const y = 28.2 + row * 6.5;
        parts.push(area(m(box(x, y, x + 5, y + 5, 0.6))));
      }
    parts.push(area(m(oval(24.6, 36.7, 1.7))));
  }
  // the thruster under the body, the dish's post on top
  parts.push(
    area([
      [31.5, 50],
      [40.5, 50],
      [42.5, 56],
      [29.5, 56],
    ]),
  );
  parts.push(
    area([
      [34.4, 16],
      [37.6, 16],
      [37.6, 24],
      [34.4, 24],
    ]),
  );
  // the body: a top and a bottom panel either side of the middle one, a round hatch on it
  const body = box(27.5, 22.5, 44.5, 51, 2.4);
  parts.push(area(body));
  parts.push(area(cut(body, across(20, 52, 0, 0), across(20, 52, 28, 0))));
  parts.push(area(cut(body, across(20, 52, 45.5, 0), across(20, 52, 60, 0))));
  parts.push(area(oval(36, 36.6, 4.6)), area(oval(36, 36.6, 3)));
  for (const [x, y] of [
    [30.2, 25.2],
    [41.8, 25.2],
    [30.2, 48.2],
    [41.8, 48.2],
  ])
    parts.push(area(oval(x, y, 0.9, 0.9, 16)));
  // the dish: its bowl, the rim seen from the side, the feed on a post and its ball
  parts.push(
    area(
      quads(
        [23.5, 9],
        [
          [25, 19],
          [36, 19],
        ],
        [
          [47, 19],
          [48.5, 9],
        ],
      ),
    ),
  );
  parts.push(area(oval(36, 9, 12.5, 3.4)));
  parts.push(
    area([
      [35.2, 9.5],
      [36.8, 9.5],
      [36.6, 3.2],
      [35.4, 3.2],
    ]),
  );
  parts.push(area(oval(36, 2.8, 1.8)));
  return emit(parts, -8, 2);
}
