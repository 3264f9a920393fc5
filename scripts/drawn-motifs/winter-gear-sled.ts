// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { polyD } from '../../lib/studio/art-kit/clip';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { along, band, circle, ellipse, path, r2, roundRect, turnedEllipse, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Art, art, done } from './winter-gear-kit';

// The sled, seen from the front right and a little above, its runners curling up at the front (right).

/** A runner: along the snow from `x0` to the curl at the front, `w` thick. Its points, from the tail to the curl's end. */
function runner(x0: number, y: number, x1: number): Pt[] {
  return along(
    [x0, y],
    [
      [
        [x0 + 15, y],
        [x1 - 22, y],
        [x1 - 10, y],
      ],
      [
        [x1 - 2, y],
        [x1 + 3.5, y - 4],
        [x1 + 3.5, y - 10.5],
      ],
      [
        [x1 + 3.5, y - 16],
        [x1 - 1.8, y - 18],
        [x1 - 4.4, y - 15],
      ],
      [
        [x1 - 6.2, y - 12.8],
        [x1 - 3.8, y - 10],
        [x1 - 1.6, y - 11.6],
      ],
    ],
    20,
  );
}

export function sled() {
  const a = art();
  const D: Pt = [6.5, -6.5]; // from the near side to the far side
  const far = (p: Pt): Pt => [p[0] + D[0], p[1] + D[1]];
  const [x0, x1, seatY, snow] = [4, 56, 45.5, 64];
  // the far runner and its struts, behind
  for (const x of [13, 29, 45]) a.f.push(path(polyD([far([x, seatY + 2]), far([x + 3.6, seatY + 2]), far([x + 3.2, snow - 1]), far([x + 0.4, snow - 1])])));
  const farRunner = runner(x0 + D[0], snow + D[1], x1 + D[0]);
  a.f.push(path(circle(...far([x0, snow]), 1.7)), path(band(farRunner, () => 3.4).d));
  // the seat: the frame under it, three slats along it with wood grain, the near side board
  const seat = (d0: number, d1: number, l: number, r: number) =>
    polyD([
      [l + D[0] * d0, seatY + D[1] * d0],
      [r + D[0] * d0, seatY + D[1] * d0],
      [r + D[0] * d1, seatY + D[1] * d1],
      [l + D[0] * d1, seatY + D[1] * d1],
    ]);
  a.f.push(path(seat(0, 1, x0 + 3, x1 - 1)));
  for (const [d0, d1] of [
    [0.04, 0.31],
    [0.37, 0.64],
    [0.7, 0.97],
  ]) {
    a.f.push(path(seat(d0, d1, x0 + 4, x1 - 1.5)));
    const mid = (d0 + d1) / 2;
    const [gx, gy] = [x0 + 8 + D[0] * mid, seatY + D[1] * mid];
    a.s.push(`M${r2(gx)} ${r2(gy + 0.3)}Q${r2(gx + 6)} ${r2(gy - 0.9)} ${r2(gx + 12)} ${r2(gy + 0.2)}T${r2(gx + 24)} ${r2(gy)}`);
    a.s.push(`M${r2(gx + 28 + mid * 4)} ${r2(gy - 0.5)}Q${r2(gx + 33)} ${r2(gy - 1.3)} ${r2(gx + 38)} ${r2(gy - 0.4)}`);
  }
  a.f.push(path(`M${x0 + 2} ${seatY}H${x1}V${seatY + 4.2}H${x0 + 3.4}Q${x0 + 1.6} ${seatY + 4.2} ${x0 + 2} ${seatY}Z`));
  // knots in the side board's wood
  a.f.push(path(ellipse(20, seatY + 2.1, 1.6, 0.9)), path(ellipse(40, seatY + 2.1, 1.3, 0.8)));
  // the near struts and runner
  for (const x of [13, 29, 45])
    a.f.push(
      path(
        polyD([
          [x, seatY + 4],
          [x + 3.8, seatY + 4],
          [x + 3.4, snow - 1],
          [x + 0.4, snow - 1],
        ]),
      ),
    );
  const nearRunner = runner(x0, snow, x1);
  a.f.push(path(circle(x0, snow, 1.7)), path(band(nearRunner, () => 3.4).d));
  // the rider: a teddy bear in a scarf sitting on the slats, holding the rope tied to both curls
  const face = teddy(a, 31, 16);
  for (const end of [nearRunner, farRunner]) {
    const tie = end[end.length - 14];
    a.f.push(
      path(
        band(
          along(
            tie,
            [
              [
                [tie[0] - 4, tie[1] - 8],
                [48, 36],
                [43.6, 33.4],
              ],
            ],
            12,
          ),
          () => 1.3,
        ).d,
      ),
    );
  }
  a.f.push(path(circle(43.2, 33, 2.9)));
  return done(a, face);
}

/** A sitting teddy bear whose head is centred on (x, y): ears, the family's face and a nose, a striped scarf. */
function teddy(a: Art, x: number, y: number): string {
  // the body with a tummy patch, an arm resting at its side, two feet with pads
  a.f.push(path(ellipse(x, y + 18, 9.2, 9.6)), path(ellipse(x - 1, y + 20.5, 5, 5)));
  a.f.push(path(turnedEllipse(x - 8.4, y + 19, 2.8, 5.4, -18)));
  for (const s of [-1, 1]) {
    a.f.push(path(ellipse(x + s * 5.4, y + 26.4, 3.6, 4.2)), path(ellipse(x + s * 5.4, y + 27.5, 2, 2.2)));
    for (const dx of [-1.9, 0, 1.9]) a.f.push(path(circle(r2(x + s * 5.4 + dx), y + 24, 0.75)));
  }
  // the near arm reaching forward to the rope
  a.f.push(
    path(
      band(
        [
          [x + 6, y + 12.5],
          [x + 12, y + 17],
        ],
        () => 5.2,
      ).d,
    ),
  );
  // the ears behind the head, the head, a nose, the face
  for (const s of [-1, 1]) a.f.push(path(circle(x + s * 7.4, y - 7.4, 3.8)), path(circle(x + s * 7.4, y - 7.4, 2)));
  a.f.push(path(circle(x, y, 10)));
  const f = kawaiiFace(x, y + 1, 0.8);
  a.f.push(...f.f, path(ellipse(x, y + 1, 1.3, 0.85)));
  a.s.push(f.s);
  a.d.push(f.d);
  // the scarf round the neck, striped, its near end hanging down the front with a fringe
  a.f.push(path(roundRect(x - 8.5, y + 8.4, x + 8.5, y + 12.6, 2.1)));
  for (const dx of [-4.5, 0.5])
    a.f.push(
      path(
        polyD([
          [x + dx, y + 8.4],
          [x + dx + 2.2, y + 8.4],
          [x + dx + 2.2, y + 12.6],
          [x + dx, y + 12.6],
        ]),
      ),
    );
  a.f.push(path(`M${x + 2} ${y + 11}L${x + 6.8} ${y + 11}L${x + 7.4} ${y + 20.4}L${x + 3.2} ${y + 20.8}Z`));
  a.f.push(
    path(
      polyD([
        [x + 2.3, y + 14.5],
        [x + 7, y + 14.3],
        [x + 7.1, y + 16.3],
        [x + 2.5, y + 16.5],
      ]),
    ),
  );
  for (const dx of [3.6, 5, 6.4]) a.s.push(`M${r2(x + dx + 0.1)} ${r2(y + 20.7)}L${r2(x + dx + 0.2)} ${r2(y + 22.6)}`);
  return f.c;
}
