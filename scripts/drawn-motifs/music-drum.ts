// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { type Drawn, lerp, Pen, rounded } from './music-kit';
import { type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A toy snare drum seen a little from above: a hoop round the drumhead, the shell laced with zigzag cords
 * through round lugs at the top and bottom, a bottom hoop, and two drumsticks crossed on top, each with a round
 * tip.
 */
export function drum(): Drawn {
  const pen = new Pen();
  const [cx, topY, botY, rx, ry] = [36, 33, 58, 30, 10];
  const arc = (y: number, r: number, rr: number, a0: number, a1: number, n = 24): Pt[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const a = a0 + ((a1 - a0) * i) / n;
      return [cx + r * Math.cos(a), y + rr * Math.sin(a)];
    });
  // the shell, the bottom hoop (a band along the front of the bottom)
  pen.poly([...arc(topY, rx, ry, Math.PI, 0), ...arc(botY, rx, ry, 0, Math.PI)]);
  pen.poly([...arc(botY - 4, rx + 0.8, ry, 0, Math.PI), ...arc(botY + 0.5, rx + 0.8, ry, Math.PI, 0)]);
  // the zigzag cords between top and bottom lugs, the lugs over them
  // the cords: down from each top lug to the bottom lug halfway to the next
  const zig: Pt[] = [];
  const m = 8;
  for (let i = 0; i <= m; i++) {
    const a = Math.PI - 0.15 - (i * (Math.PI - 0.3)) / m;
    const up = i % 2 === 0;
    zig.push([cx + rx * Math.cos(a), (up ? topY + 4.5 : botY - 6.5) + ry * Math.sin(a)]);
  }
  pen.line(...zig);
  zig.forEach(([x, y], i) => {
    const up = i % 2 === 0;
    pen.poly(rounded(x - 1.6, y - (up ? 2.4 : 0.6), x + 1.6, y + (up ? 0.6 : 2.4), 1.2, 3));
  });
  // the top hoop and the drumhead
  pen.ellipse([cx, topY], rx + 1, ry + 1);
  pen.ellipse([cx, topY], rx - 2.2, ry - 2);
  // two drumsticks crossed on top, tips up
  const stick = (a: Pt, b: Pt) => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [nx, ny] = [(a[1] - b[1]) / len, (b[0] - a[0]) / len];
    const w = (t: number) => 2 - 0.9 * t;
    const at = (t: number, side: number): Pt => {
      const [x, y] = lerp(a, b, t);
      return [x + side * nx * w(t), y + side * ny * w(t)];
    };
    pen.poly([at(0, 1), at(0.92, 1), at(0.92, -1), at(0, -1)]);
    // the grip, wrapped, and the round tip
    pen.poly([at(0, 1), at(0.3, 1), at(0.3, -1), at(0, -1)]);
    pen.ellipse(lerp(a, b, 0.96), 2, 1.6, (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI);
  };
  stick([14, 40], [58, 4]);
  stick([58, 40], [14, 4]);
  return pen.fit(0);
}
