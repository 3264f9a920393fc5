// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { arch, art, done, type Drawn, rider, wheels } from './road-kit';
import { circle, fleece, path, pt, r2, roundRect } from '../../lib/studio/art-kit/shapes';

const WY = 57; // the wheels' centres
const R = 6.6; // the wheels' radius
const SILL = 56;
const CAB_WHEEL = 12.2;
const DRIVE_WHEEL = 27.6;
const TRAILER_WHEELS = [45.6, 59.4];

/**
 * The articulated lorry side-on facing left, short and tall as a picture book draws it: a cab-over cab with an
 * air deflector on its roof, a tall windscreen pane at its front, a door with the driver in its window and a
 * handle, a headlight, a mirror and a bumper; the exhaust stack behind it, the coupling plate and a mudguard over
 * the drive wheel; the tall box trailer with a rail along its roof, a picture on its side (a rainbow rising from
 * two clouds under a sun), back doors with two lock rods and their handles, a chassis band with a tail light, and
 * a pair of wheels under its back.
 */
export function articulatedLorry(): Drawn {
  const a = art();
  // the trailer: its box and the rail along its roof
  a.f.push(path(roundRect(23.6, 6.4, 66.6, 49, 2.4)));
  a.f.push(path(roundRect(23.6, 6.4, 66.6, 10, 1.8)));
  // the picture on its side: a rainbow of three bands rising from a cloud at each foot, a sun over it
  a.f.push(path(roundRect(26.4, 13.2, 52.6, 41.4, 1.6)));
  const [rx, ry] = [39.5, 39.2];
  for (const r of [12.4, 9.6, 6.8]) a.f.push(path(`M${r2(rx - r)} ${ry}A${r} ${r} 0 0 1 ${r2(rx + r)} ${ry}Z`));
  a.f.push(path(`M${r2(rx - 4)} ${ry}A4 4 0 0 1 ${r2(rx + 4)} ${ry}Z`));
  for (const x of [rx - 8.2, rx + 8.2]) a.f.push(path(fleece(r2(x), 38.4, 4, 1.7, 7, 1)));
  a.f.push(path(circle(31, 19, 2.6)));
  for (let i = 0; i < 8; i++) {
    const t = (i * Math.PI) / 4;
    a.s.push(`M${pt(31, 19, 3.6, t)}L${pt(31, 19, 4.8, t)}`);
  }
  // the back doors with their two lock rods, each with a handle
  a.f.push(path(roundRect(54.6, 12.6, 64.6, 43, 1)));
  for (const x of [56.8, 61]) {
    a.f.push(path(roundRect(x, 13.6, r2(x + 1.4), 42, 0.6)));
    a.f.push(path(roundRect(r2(x - 0.8), 26.6, r2(x + 2.2), 29.6, 0.8)));
  }
  // the chassis band along the trailer's foot, a tail light at its back
  a.f.push(path(roundRect(23.6, 44.4, 66.6, 49.6, 1.2)));
  a.f.push(path(roundRect(61.6, 45.6, 65.6, 48.4, 0.9)));
  // the coupling plate under the trailer's front, over the drive wheel
  a.f.push(path(roundRect(21, 49.2, 34.6, 52, 0.8)));
  // the air deflector on the cab's roof, rising to the trailer's top
  a.f.push(path('M8.6 15.8Q10 8 17.4 7.2H22.6V15.8Z'));
  // the cab: square, tall, an arch over its wheel
  a.f.push(path(`M6.4 15.2H19.4Q22.6 15.2 22.6 18.4V${SILL}${arch(CAB_WHEEL, 8.2, SILL)}H5.2Q3.4 ${SILL} 3.4 54V18.2Q3.4 15.2 6.4 15.2Z`));
  // the windscreen seen edge-on: a tall pane at the cab's front
  a.f.push(path('M4.8 34.6V20Q4.8 17.6 7.2 17.6V34.6Z'));
  // the door with the driver in its window, and its handle
  a.f.push(path(roundRect(8.4, 17.6, 21.2, 46, 1.4)));
  a.f.push(path(roundRect(9.4, 19, 20.2, 34.6, 1.2)));
  rider(a, 14.8, 26.8, 0.86, 34.6, 'fringe', 4.9);
  a.f.push(path(roundRect(16.6, 37.2, 20.2, 39.2, 1)));
  // the mirror on its arm, out in front of the windscreen
  a.f.push(path('M3.6 24.2L1.6 25.4V26.8L3.6 25.6Z'), path(roundRect(0.4, 20.6, 3, 29.6, 1.1)));
  // the headlight low on the front, the bumper under it
  a.f.push(path(roundRect(3.4, 40.2, 7.6, 44.8, 1.3)));
  a.f.push(path(roundRect(2, 48.6, 9, 54.6, 2)));
  // the exhaust stack standing between the cab and the trailer, its cap on top
  a.f.push(path(roundRect(22.2, 11, 25, 47.6, 1)), path(roundRect(21.6, 8.4, 25.6, 11.6, 1)));
  // the mudguard over the drive wheel: a half ring
  const [g0, g1] = [R + 0.8, R + 2.2];
  a.f.push(
    path(
      `M${r2(DRIVE_WHEEL - g1)} ${WY}A${g1} ${g1} 0 0 1 ${r2(DRIVE_WHEEL + g1)} ${WY}H${r2(DRIVE_WHEEL + g0)}A${g0} ${g0} 0 0 0 ${r2(DRIVE_WHEEL - g0)} ${WY}Z`,
    ),
  );
  wheels(a, [CAB_WHEEL, WY, R], [DRIVE_WHEEL, WY, R], ...TRAILER_WHEELS.map((x): [number, number, number] => [x, WY, R]));
  return done(a, 2.6);
}
