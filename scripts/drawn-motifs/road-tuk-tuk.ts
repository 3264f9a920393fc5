// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { arch, art, done, type Drawn, rider, wheels } from './road-kit';
import { circle, ellipse, path, r2, roundRect } from '../../lib/studio/art-kit/shapes';

const FRONT = 10.8;
const FRONT_Y = 57.2;
const FRONT_R = 6.8;
const REAR = 50;
const REAR_Y = 56.4;
const REAR_R = 7.6;
const SILL = 55.4;
const TOP = 40.2; // the top of the passengers' side, where the passenger's shoulders stand
const SEAT = 42.4; // the top of the driver's seat, where the driver's shoulders stand
const FLOOR = 48.4; // the floor under the driver's seat

/**
 * The auto rickshaw (a tuk-tuk) side-on facing left, three-wheeled (the front wheel alone under the nose, the near
 * one of the back pair behind): a round-topped canopy over it all with a scalloped fringe along its edge and a
 * small window at its back, a windscreen leaning forward, the nose curving down to the front wheel on its fork
 * under a mudguard, a headlight on the nose and a mirror on its stalk, the driver at the handlebar on a seat over an
 * open floor, a pillar behind him, the passenger on a bench behind in a tub with a stripe, a tail light and an arch
 * over the back wheel.
 */
export function autoRickshaw(): Drawn {
  const a = art();
  // the canopy: a round top, coming down at the back to the tub, a small window in it
  a.f.push(path('M8.4 18.6Q8.8 9.4 17.4 8.8H51.4Q63.6 9.2 64 22V42H58.4V18.6Z'));
  a.f.push(path(roundRect(59.6, 24.2, 62.8, 33, 1.4)));
  // the bench's back behind the passenger, and the passenger
  a.f.push(path(roundRect(38.6, 28.2, 57.6, 41, 2)));
  rider(a, 47.6, 28.6, 0.98, TOP, 'bun');
  // the driver on his seat over the open floor, and the pillar behind him holding up the canopy
  rider(a, 24.6, 28.2, 0.98, SEAT, 'fringe');
  a.f.push(path(roundRect(17.4, SEAT - 0.2, 35, FLOOR + 0.2, 1.6)));
  a.f.push(path(roundRect(34, 17, 36.8, TOP + 0.4, 0.8)));
  // the scalloped fringe along the canopy's edge
  const [x0, x1, n] = [7.6, 64.2, 12];
  const w = (x1 - x0) / n;
  let fringe = `M${x0} 15.6H${x1}V18`;
  for (let i = n; i > 0; i--) fringe += `Q${r2(x0 + (i - 0.5) * w)} 22.2 ${r2(x0 + (i - 1) * w)} 18`;
  a.f.push(path(`${fringe}Z`));
  // the windscreen leaning forward under the canopy, a glint on it
  a.f.push(path('M7.6 31L9.6 18H14.2L12.8 31Z'));
  a.s.push('M11.4 20.6L10.6 26.4');
  // the front wheel's fork and mudguard (a half ring over it), then the nose curving down to it from the
  // windscreen, with the headlight on it
  a.f.push(path(`M${FRONT - 1} ${FRONT_Y}L${FRONT - 0.4} 46H${FRONT + 2.4}L${FRONT + 1.4} ${FRONT_Y}Z`));
  const [g0, g1] = [FRONT_R + 0.8, FRONT_R + 2.2];
  a.f.push(
    path(`M${r2(FRONT - g1)} ${FRONT_Y}A${g1} ${g1} 0 0 1 ${r2(FRONT + g1)} ${FRONT_Y}H${r2(FRONT + g0)}A${g0} ${g0} 0 0 0 ${r2(FRONT - g0)} ${FRONT_Y}Z`),
  );
  a.f.push(path('M3.6 48.6Q1.6 37.6 7.4 30H13.4Q12 39.6 17 48.6Z'));
  a.f.push(path(circle(7.2, 38.8, 2.5)), path(circle(7.2, 38.8, 1.1)));
  // the mirror on its stalk over the nose
  a.f.push(path('M8.6 30.6L5.4 25.4L6.4 24.8L9.6 30Z'), path(ellipse(4.8, 22.6, 2.3, 2.9)));
  // the handlebar reaching back from the windscreen to its grip
  a.f.push(path('M12.4 31.4L17.4 33.2L16.8 34.8L11.8 33Z'), path(roundRect(15.8, 31.6, 20.6, 35, 1.4)));
  // the floor under the driver, from the nose to the tub
  a.f.push(path(roundRect(13.4, FLOOR - 0.4, 37, 52.2, 1.4)));
  // the tub: the passengers' side with a square back and an arch over the back wheel, a stripe along it
  a.f.push(path(`M34.4 ${TOP}H60.8Q64 ${TOP} 64 43.4V52.4Q64 ${SILL} 61 ${SILL}${arch(REAR, 9.2, SILL)}H37Q34.4 ${SILL} 34.4 52.6Z`));
  a.f.push(path(roundRect(36.4, 43.4, 62.6, 46.4, 1.4)));
  a.f.push(path(roundRect(60.4, 48, 64, 51.8, 1)));
  wheels(a, [FRONT, FRONT_Y, FRONT_R], [REAR, REAR_Y, REAR_R]);
  return done(a, 3.6);
}
