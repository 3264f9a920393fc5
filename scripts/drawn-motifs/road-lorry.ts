// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { arch, art, done, type Drawn, rider, wheels } from './road-kit';
import { circle, fleece, path, pt, r2, roundRect } from './shapes';

const WY = 56.6; // the wheels' centres
const R = 7; // the wheels' radius
const SILL = 55.6;
const CAB_WHEEL = 13.6;
const DRIVE_WHEEL = 31.4;
const TRAILER_WHEELS = [50.6, 64.6];

/**
 * The articulated lorry side-on facing left, short and tall as a picture book draws it: a cab-over cab with an
 * air deflector on its roof, a tall windscreen pane at its front, a door with the driver in its window and a
 * handle, a step, a headlight, a mirror and a bumper; the exhaust stack behind it, the coupling plate and a
 * mudguard over the drive wheel; the tall box trailer with a rail along its roof, four side panels between ribs,
 * back doors with two lock rods and their handles, a chassis band with a tail light, and a pair of wheels under
 * its back.
 */
export function articulatedLorry(): Drawn {
  const a = art();
  // the trailer: its box, the rail along its roof, four side panels, the back doors with their lock rods
  a.f.push(path(roundRect(27, 8.8, 71.6, 49, 2.4)));
  a.f.push(path(roundRect(27, 8.8, 71.6, 12.4, 1.8)));
  // the picture on its side: a rainbow of three bands rising from a cloud at each foot, a sun over it
  a.f.push(path(roundRect(30, 15, 59, 41.4, 1.6)));
  const [rx, ry] = [44.5, 39.2];
  for (const r of [13.6, 10.6, 7.6]) a.f.push(path(`M${r2(rx - r)} ${ry}A${r} ${r} 0 0 1 ${r2(rx + r)} ${ry}Z`));
  a.f.push(path(`M${r2(rx - 4.6)} ${ry}A4.6 4.6 0 0 1 ${r2(rx + 4.6)} ${ry}Z`));
  for (const x of [rx - 9, rx + 9]) a.f.push(path(fleece(r2(x), 38.4, 4.4, 1.8, 7, 1.1)));
  a.f.push(path(circle(35.4, 20.6, 2.8)));
  for (let i = 0; i < 8; i++) {
    const t = (i * Math.PI) / 4;
    a.s.push(`M${pt(35.4, 20.6, 3.8, t)}L${pt(35.4, 20.6, 5, t)}`);
  }
  a.f.push(path(roundRect(61, 14.6, 69.8, 43, 1)));
  for (const x of [63.2, 66.6]) {
    a.f.push(path(roundRect(x, 15.6, r2(x + 1.4), 42, 0.6)));
    a.f.push(path(roundRect(r2(x - 0.8), 27.2, r2(x + 2.2), 30.2, 0.8)));
  }
  // the chassis band along the trailer's foot, a tail light at its back
  a.f.push(path(roundRect(27, 44.4, 71.6, 49.6, 1.2)));
  a.f.push(path(roundRect(66.4, 45.6, 70.4, 48.4, 0.9)));
  // the coupling plate under the trailer's front, over the drive wheel
  a.f.push(path(roundRect(24.4, 49.2, 39, 52, 0.8)));
  // the air deflector on the cab's roof, rising to the trailer's top
  a.f.push(path('M9.6 18Q11 10.4 18.6 9.6H25.4V18Z'));
  // the cab: square, tall, an arch over its wheel
  a.f.push(path(`M6.4 17.2H22.6Q25.8 17.2 25.8 20.4V${SILL}${arch(CAB_WHEEL, 8.6, SILL)}H5.2Q3.4 ${SILL} 3.4 53.4V20.2Q3.4 17.2 6.4 17.2Z`));
  // the windscreen seen edge-on: a tall pane at the cab's front
  a.f.push(path('M4.8 34.6V22Q4.8 19.6 7.2 19.6H8.2V34.6Z'));
  // the door with the driver in its window, and its handle
  a.f.push(path(roundRect(9.6, 19.6, 24.2, 45.4, 1.4)));
  a.f.push(path(roundRect(10.8, 21, 23, 34.6, 1.2)));
  rider(a, 16.9, 27.6, 0.9, 34.6, 'cap');
  a.f.push(path(roundRect(19, 37.2, 23, 39.2, 1)));
  // the mirror on its arm, out in front of the windscreen
  a.f.push(path('M3.6 25.2L1.6 26.4V27.8L3.6 26.6Z'), path(roundRect(0.4, 21.6, 3, 30.6, 1.1)));
  // the headlight low on the front, the bumper under it
  a.f.push(path(roundRect(3.4, 40.2, 8.2, 44.8, 1.3)));
  a.f.push(path(roundRect(2, 48.4, 9.6, 54.4, 2)));
  // the exhaust stack standing between the cab and the trailer, its cap on top
  a.f.push(path(roundRect(25.6, 13, 28.4, 47.6, 1)), path(roundRect(25, 10.4, 29, 13.6, 1)));
  // the mudguard over the drive wheel: a half ring
  const [g0, g1] = [R + 0.8, R + 2.2];
  a.f.push(
    path(
      `M${r2(DRIVE_WHEEL - g1)} ${WY}A${g1} ${g1} 0 0 1 ${r2(DRIVE_WHEEL + g1)} ${WY}H${r2(DRIVE_WHEEL + g0)}A${g0} ${g0} 0 0 0 ${r2(DRIVE_WHEEL - g0)} ${WY}Z`,
    ),
  );
  wheels(a, [CAB_WHEEL, WY, R], [DRIVE_WHEEL, WY, R], ...TRAILER_WHEELS.map((x): [number, number, number] => [x, WY, R]));
  return done(a);
}
