// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { polyD } from '../../lib/studio/art-kit/clip';
import { along, band, circle, fleece, path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';
import { art, done, lerp, plus, clipTo, strip, arc, fluffyBar, heart, star } from './winter-gear-kit';

// The ice skate, toe to the right.

const BOOT = 'M11 55C7 50 7 42 10 36C12 30 11.5 20 11 12L36.8 10.5L50.5 31.5C56 34.5 62 37 64.5 41.5C67.5 46 67.8 52 64.5 55Z';

export function iceSkate() {
  const a = art();
  // the blade: a runner with a rounded heel end, its front curling up and back
  const blade = along(
    [8, 67],
    [
      [
        [25, 67],
        [45, 67],
        [58, 67],
      ],
      [
        [64.5, 67],
        [69.8, 64],
        [69.2, 60],
      ],
      [
        [68.6, 56.6],
        [65.4, 56.2],
        [64.4, 58.8],
      ],
    ],
  );
  a.f.push(path(circle(8, 67, 2.2)), path(band(blade, (t) => (t < 0.6 ? 4.4 : 4.4 - ((t - 0.6) / 0.4) * 1.6)).d));
  // two posts under a plate, the sole's holder
  a.f.push(path('M13 56H23L21.5 65H14.5Z'), path('M44 56H54L52.5 65H45.5Z'));
  a.f.push(path(roundRect(10, 54, 57.5, 58.2, 1.4)));
  // the boot, its heel and toe caps and its sole cut to its outline
  a.f.push(path(BOOT));
  a.f.push(...clipTo(arc(8, 47, 9, 12, 0, 2 * Math.PI, 40), BOOT));
  a.f.push(...clipTo(arc(67, 50, 13.5, 13.5, 0, 2 * Math.PI, 40), BOOT));
  a.f.push(
    ...clipTo(
      [
        [0, 51],
        [72, 51],
        [72, 60],
        [0, 60],
      ],
      BOOT,
    ),
  );
  // a heart and a star on its side
  a.f.push(path(heart(29, 40.5, 4.6)), path(star(41.5, 45, 3.6)));
  // the knitted band round the ankle: a row of diamonds with a dot between each two
  a.f.push(
    ...clipTo(
      [
        [0, 17.5],
        [50, 16.5],
        [50, 26.5],
        [0, 27.5],
      ],
      BOOT,
    ),
  );
  for (const x of [14.5, 20.5, 26.5])
    a.f.push(
      path(
        polyD([
          [x, 18.6],
          [x + 2.5, 22.2],
          [x, 25.8],
          [x - 2.5, 22.2],
        ]),
      ),
    );
  for (const x of [17.5, 23.5]) a.f.push(path(circle(x, 22.2, 0.75)));
  // the lacing along the front: the tongue, the far side's flap, eyelets both sides and laces crossing
  const F0: Pt = [36.8, 10.5];
  const F1: Pt = [50.5, 31.5];
  const len = Math.hypot(F1[0] - F0[0], F1[1] - F0[1]);
  const u: Pt = [(F1[0] - F0[0]) / len, (F1[1] - F0[1]) / len];
  const n: Pt = [u[1], -u[0]]; // out of the boot's front
  const F = (t: number) => lerp(F0, F1, t);
  const R = (t: number) => plus(F(t), n, -3.6);
  const L = (t: number) => plus(F(t), n, -10.2);
  const tongueTop = plus(lerp(L(-0.42), F(-0.42), 0.5), u, -2.6);
  a.f.push(path(`M${polyD([L(1.02), L(-0.42)]).slice(1, -1)}Q${tongueTop.map(r2).join(' ')} ${F(-0.42).map(r2).join(' ')}L${F(1).map(r2).join(' ')}Z`));
  a.f.push(path(polyD([R(-0.02), F(-0.02), F(1), R(1)])));
  const rows = [0.14, 0.37, 0.6, 0.83];
  const near = (t: number) => plus(L(t), n, -1.9);
  const far = (t: number) => plus(R(t), n, 1.6);
  a.f.push(strip(near(rows[3]), far(rows[3]), 1.6));
  for (let i = rows.length - 1; i > 0; i--) a.f.push(strip(near(rows[i]), far(rows[i - 1]), 1.6), strip(far(rows[i]), near(rows[i - 1]), 1.6));
  for (const t of rows) for (const p of [near(t), far(t)]) a.f.push(path(circle(r2(p[0]), r2(p[1]), 1.45)), path(circle(r2(p[0]), r2(p[1]), 0.55)));
  // the fur cuff over the boot's top
  a.f.push(path(fluffyBar(9.5, 31.5, 6.8, 13.2, 6, 1)));
  // the laces' ends knotted at the top of the lacing and hanging down the front to two pom-poms
  const knot = lerp(near(0.05), far(0.05), 0.5);
  const [kx, ky] = knot.map(r2);
  for (const [end, w] of [
    [[47.5, 17.5], 1.4],
    [[53, 24.5], 1.4],
  ] as [Pt, number][])
    a.f.push(path(band(along(knot, [[plus(knot, [1, 0], 4), plus(end, [0, -1], 3), end]], 10), () => w).d));
  a.f.push(path(circle(kx, ky, 1.5)));
  a.f.push(path(fleece(47.8, 20.6, 3.3, 3.3, 10, 0.8)), path(fleece(53.4, 28, 3.3, 3.3, 10, 0.8)));
  return done(a);
}
