// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A lighthouse and a windmill. No emoji draws either: "a lighthouse" and "a windmill" drew nothing.
import { art, done, type Drawn } from './art';
import { circle, fleece, line, path, poly, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A lighthouse on rocks by the sea: a tapering tower in wide stripes with a door and a window, a railed gallery, the
 * lamp room with its panes and lamp under a domed roof with a ball on top, two beams of light out to the sides, rocks
 * round its foot, waves in front and a gull.
 */
export function lighthouse(): Drawn {
  const a = art();
  // the beams, out from the lamp room to both sides, widening
  a.f.push(path('M30 12.6L4 6V22.4L30 16.2Z'), path('M42 12.6L68 6V22.4L42 16.2Z'));
  // the tower, wider at its foot; its stripes as bands edged by curves bowing down round the front
  const edge = (y: number) => 7 + ((y - 22) / 36) * 5.4;
  a.f.push(path(`M${r2(36 - edge(22))} 22H${r2(36 + edge(22))}L${r2(36 + edge(60))} 60H${r2(36 - edge(60))}Z`));
  for (const y of [28.6, 34.6, 41, 47.4]) a.s.push(`M${r2(36 - edge(y))} ${y}Q36 ${r2(y + 2.6)} ${r2(36 + edge(y))} ${y}`);
  // the window in the second band, the door at the foot
  a.f.push(path('M33.8 39.8V37.4Q33.8 35.4 36 35.4Q38.2 35.4 38.2 37.4V39.8Z'));
  a.f.push(path('M32 60V53.8Q32 49.6 36 49.6Q40 49.6 40 53.8V60Z'));
  // the gallery: its floor, its rail on posts
  a.f.push(path(roundRect(25.6, 21, 46.4, 24.2, 1)));
  a.s.push('M27 21V17.4M31.6 21V17.4M36 21V17.4M40.4 21V17.4M45 21V17.4');
  a.f.push(path(roundRect(25.6, 16.4, 46.4, 18.2, 0.8)));
  // the lamp room: glass in three panes with the lamp in the middle one, the domed roof and its ball
  a.f.push(path('M29.8 16.4V9.6H42.2V16.4Z'));
  a.s.push('M33.8 9.6V16.4M38.2 9.6V16.4');
  a.f.push(path(circle(36, 13, 1.8)));
  a.f.push(path('M28 9.8Q28.4 3.4 36 3.4Q43.6 3.4 44 9.8Z'), path(circle(36, 2.4, 1.4)));
  // the rocks round its foot
  for (const [x, y, rx, ry] of [
    [14, 61, 9, 4.6],
    [58, 61.4, 9.6, 4.6],
    [26, 62.6, 7, 3.6],
    [46.6, 62.8, 7.4, 3.6],
    [36, 63.2, 6.4, 2.6],
  ])
    a.f.push(path(fleece(x, y, rx, ry, 6, 0.7)));
  // the sea in front: a band of waves across the page, a curl on two of them
  const top: Pt[] = [];
  for (let i = 0; i <= 48; i++) {
    const x = (72 * i) / 48;
    top.push([x, 64.8 - 1.6 * Math.abs(Math.sin((x / 72) * 6 * Math.PI))]);
  }
  a.f.push(path(poly([...top, [72, 71.6], [0, 71.6]])));
  a.s.push('M10 68.6Q14 66.6 18 68.6M42 68.6Q46 66.6 50 68.6M28 70Q31 68.6 34 70M58 70Q61 68.6 64 70');
  // a gull
  a.s.push('M52 29Q54.4 26.6 56.6 29Q58.8 26.6 61.2 29');
  return done(a);
}

/** The hub of the sails, where the four arms meet. */
const HUB: Pt = [36, 26.6];

/** A point `r` out along the arm at `deg` degrees and `side` across it (clockwise of the arm), from the hub. */
function onArm(deg: number, r: number, side: number): Pt {
  const t = (deg * Math.PI) / 180;
  return [HUB[0] + r * Math.cos(t) - side * Math.sin(t), HUB[1] + r * Math.sin(t) + side * Math.cos(t)];
}

/**
 * A Dutch windmill on a hill: a tapering tower with a door, a window and a balcony, a domed cap, and four sails in an
 * X, each a lattice on one side of its arm; tulips and tufts on the hill.
 */
export function windmill(): Drawn {
  const a = art();
  // the hill
  a.f.push(path('M0 71.6V62.4Q18 55.4 36 55.6Q54 55.8 72 62.4V71.6Z'));
  // the tower, wider at its foot, its planks as lines; the door, a window, the balcony round it
  a.f.push(path('M27.6 25H44.4L52.6 59H19.4Z'));
  a.s.push('M30.6 30L26 57.4M41.4 30L46 57.4');
  a.f.push(path('M31.4 59V52Q31.4 47.2 36 47.2Q40.6 47.2 40.6 52V59Z'));
  a.f.push(path(roundRect(32.6, 34.6, 39.4, 41.4, 0.8)));
  a.s.push('M36 34.6V41.4M32.6 38H39.6');
  a.f.push(path(roundRect(19, 43.2, 53, 45.6, 0.8)));
  a.s.push('M22 45.6V49.4M28 45.6V49.4M44 45.6V49.4M50 45.6V49.4');
  // the cap
  a.f.push(path('M25.4 26.2Q25.2 14.6 36 13.4Q46.8 14.6 46.6 26.2Z'));
  // the sails: an arm through the hub, a lattice frame on one side of it, its cross bars and a middle rail
  for (const deg of [-135, -45, 45, 135]) {
    const frame = [onArm(deg, 6.4, 1), onArm(deg, 28.4, 1), onArm(deg, 28.4, 8), onArm(deg, 6.4, 8)];
    a.f.push(path(poly(frame)));
    for (const r of [11.9, 17.4, 22.9]) a.s.push(line([onArm(deg, r, 1), onArm(deg, r, 8)]));
    a.s.push(line([onArm(deg, 6.4, 4.5), onArm(deg, 28.4, 4.5)]));
    a.f.push(path(poly([onArm(deg, 2, -1), onArm(deg, 30, -1), onArm(deg, 30, 1), onArm(deg, 2, 1)])));
  }
  a.f.push(path(circle(HUB[0], HUB[1], 3.2)));
  // tulips on the hill
  for (const [x, y] of [
    [8, 63.4],
    [15, 61.2],
    [58, 61.2],
    [65, 63.4],
  ]) {
    a.s.push(`M${x} ${y}V${r2(y + 5.4)}`);
    a.f.push(
      path(
        `M${r2(x - 2)} ${r2(y - 3.6)}L${r2(x - 1)} ${r2(y - 2.2)}L${x} ${r2(y - 3.8)}L${r2(x + 1)} ${r2(y - 2.2)}L${r2(x + 2)} ${r2(y - 3.6)}V${r2(y - 1)}Q${r2(x + 2)} ${r2(y + 0.6)} ${x} ${r2(y + 0.6)}Q${r2(x - 2)} ${r2(y + 0.6)} ${r2(x - 2)} ${r2(y - 1)}Z`,
      ),
    );
  }
  return done(a);
}
