// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Four working vehicles, side views facing left in the racing car's manner (scripts/drawn-motifs/racing-car.ts):
// chunky children's-book proportions, its wheels with tyres, tread, spokes and hubs, and a driver with a face
// in the cab window. Fluent's ambulance, delivery truck, fire engine and tractor were plain side views of a few
// large areas each, with nobody aboard, and printed as thin clip art on the catalogue's pages.
import { wheel } from './racing-car';
import { circle, ellipse, path, pt, r2, roundRect } from '../../lib/studio/art-kit/shapes';

type Art = { f: string[]; s: string[]; d: string[] };
const art = (): Art => ({ f: [], s: [], d: [] });
const done = (a: Art, c: string) => ({ f: a.f.join(''), s: `<path d="${a.s.join('')}"/>`, d: `<path d="${a.d.join('')}"/>`, c });

/**
 * The driver seen in a side window whose bottom edge is at `sill`: shoulders standing on the sill, a round head
 * over them looking ahead (left) with two eyes and a smile, and hair, a cap or a fire helmet. Returns the head as
 * `c`, so an adult page's fill keeps off the face.
 */
function driver(a: Art, x: number, y: number, r: number, sill: number, hat: 'hair' | 'cap' | 'helmet') {
  const w = r * 1.3;
  a.f.push(
    path(`M${r2(x - w)} ${sill}Q${r2(x - w + 0.2)} ${r2(y + r * 0.85)} ${x} ${r2(y + r * 0.85)}Q${r2(x + w - 0.2)} ${r2(y + r * 0.85)} ${r2(x + w)} ${sill}Z`),
  );
  const head = circle(x, y, r);
  a.f.push(path(head));
  if (hat === 'hair') {
    // hair over the crown, lower at the back of the head (right) than over the brow
    a.f.push(
      path(
        `M${pt(x, y, r, Math.PI * 1.05)}A${r} ${r} 0 0 1 ${pt(x, y, r, Math.PI * 0.1)}Q${r2(x + r * 0.35)} ${r2(y - r * 0.3)} ${r2(x - r * 0.3)} ${r2(y - r * 0.55)}Q${r2(x - r * 0.8)} ${r2(y - r * 0.4)} ${pt(x, y, r, Math.PI * 1.05)}Z`,
      ),
    );
  } else if (hat === 'cap') {
    // a farmer's cap: the crown over the head, its peak pointing ahead
    a.f.push(
      path(
        `M${r2(x - r * 1.02)} ${r2(y - r * 0.42)}Q${r2(x - r)} ${r2(y - r * 1.3)} ${x} ${r2(y - r * 1.28)}Q${r2(x + r * 1.05)} ${r2(y - r * 1.22)} ${r2(x + r * 1.02)} ${r2(y - r * 0.34)}Z`,
      ),
    );
    a.f.push(
      path(
        `M${r2(x - r * 0.6)} ${r2(y - r * 0.7)}H${r2(x - r * 1.6)}Q${r2(x - r * 1.72)} ${r2(y - r * 0.4)} ${r2(x - r * 1.35)} ${r2(y - r * 0.4)}H${r2(x - r * 0.6)}Z`,
      ),
    );
  } else {
    // a firefighter's helmet: a dome with a comb along it and a wide brim, longer at the back
    a.f.push(
      path(
        `M${r2(x - r * 1.05)} ${r2(y - r * 0.6)}Q${r2(x - r * 1.05)} ${r2(y - r * 1.6)} ${x} ${r2(y - r * 1.6)}Q${r2(x + r * 1.05)} ${r2(y - r * 1.6)} ${r2(x + r * 1.05)} ${r2(y - r * 0.6)}Z`,
      ),
    );
    a.f.push(
      path(
        `M${r2(x - r * 1.5)} ${r2(y - r * 0.74)}H${r2(x + r * 1.5)}Q${r2(x + r * 1.75)} ${r2(y - r * 0.4)} ${r2(x + r * 1.3)} ${r2(y - r * 0.4)}H${r2(x - r * 1.3)}Q${r2(x - r * 1.7)} ${r2(y - r * 0.4)} ${r2(x - r * 1.5)} ${r2(y - r * 0.74)}Z`,
      ),
    );
    a.f.push(path(ellipse(r2(x - r * 0.2), r2(y - r * 1.15), r2(r * 0.3), r2(r * 0.26))));
  }
  // eyes looking ahead and a smile, clear of the hair and each other
  const ey = r2(y - r * 0.05);
  a.d.push(circle(r2(x - r * 0.5), ey, r2(r * 0.2)), circle(r2(x + r * 0.18), ey, r2(r * 0.2)));
  a.s.push(`M${r2(x - r * 0.45)} ${r2(y + r * 0.5)}Q${r2(x - r * 0.17)} ${r2(y + r * 0.82)} ${r2(x + r * 0.1)} ${r2(y + r * 0.5)}`);
  return path(head);
}

/**
 * Wheels in the racing car's drawing, their tread lines among the motif's lines. With `arch`, each sits under a
 * wheel arch: a half disc a little wider than the tyre, standing on the body, so the wheel reads as set into it.
 */
function wheels(a: Art, arch: boolean, ...at: [number, number, number][]) {
  for (const [x, y, r] of at) {
    const R = r2(r + 1.6);
    if (arch) a.f.push(path(`M${r2(x - R)} ${y}A${R} ${R} 0 0 1 ${r2(x + R)} ${y}Z`));
    const w = wheel(x, y, r);
    a.f.push(...w.f);
    a.s.push(w.s);
  }
}

/** A door handle: a small rounded bar. */
const handle = (x: number, y: number) => path(roundRect(x, y, r2(x + 2.6), r2(y + 1.2), 0.6));

/**
 * The ambulance: a rounded cab with a slanted windscreen, a door with the driver in its window and a headlight,
 * a tall box body with a big cross (an outer cross round an inner one), a stripe along cab and box, a light bar
 * of three lamps on the roof, the back doors' seam with a window and a handle, bumpers front and back, and the
 * racing car's wheels.
 */
export function ambulance() {
  const a = art();
  // the light bar on the box's roof, behind the front of the box: a base and three domed lamps
  for (const x of [33.5, 38.5, 43.5]) a.f.push(path(`M${x - 2} 15.5V13Q${x - 2} 10.4 ${x} 10.4Q${x + 2} 10.4 ${x + 2} 13V15.5Z`));
  a.f.push(path(roundRect(30.5, 14, 46.5, 17, 1)));
  // the cab: a rounded nose, the windscreen slanting up to the roof
  a.f.push(path('M2.5 51V41.5Q2.5 38.6 5 37.8L11.2 28.6Q12.4 26.8 15 26.8H32V55H5Q2.5 55 2.5 51Z'));
  a.f.push(path('M6.2 38.2L11.8 30.2Q12.5 29.2 13.6 29.2H15V38.2Z'));
  // the door round its window; the driver in the window
  a.f.push(path(roundRect(16.6, 28.6, 30.4, 51, 1.2)));
  a.f.push(path(roundRect(18, 29.8, 29.2, 40, 1.2)));
  const face = driver(a, 23.4, 34.2, 3.6, 40, 'hair');
  a.f.push(handle(18.6, 42));
  // the box body, taller than the cab
  a.f.push(path(roundRect(30, 16.5, 70, 53.5, 2.2)));
  // the stripe along cab and box, under the cross
  a.f.push(path('M2.6 44.5H15.6V48H2.6Z'), path('M31.4 43.2H60V47H31.4Z'));
  // the big cross: an outer cross round an inner one
  const cross = (cx: number, cy: number, arm: number, half: number) =>
    `M${cx - half} ${cy - arm}H${cx + half}V${cy - half}H${cx + arm}V${cy + half}H${cx + half}V${cy + arm}H${cx - half}V${cy + half}H${cx - arm}V${cy - half}H${cx - half}Z`;
  a.f.push(path(cross(45, 29.6, 10, 4)), path(cross(45, 29.6, 7.8, 1.9)));
  // the back doors: their seam, a window and a handle
  a.f.push(path(roundRect(60.5, 19, 68.2, 51.5, 1)));
  a.f.push(path(roundRect(62, 21, 66.8, 30, 1)));
  a.f.push(handle(62, 38));
  // the headlight in the nose; bumpers at both ends
  a.f.push(path(ellipse(5.2, 41.6, 1.8, 1.5)));
  a.f.push(path(roundRect(1, 50.2, 9, 54.4, 1.6)), path(roundRect(64.5, 51, 71.2, 55, 1.6)));
  wheels(a, true, [17.5, 55, 8.2], [53.5, 55, 8.2]);
  return done(a, face);
}

/**
 * The delivery truck: a short cab with a windscreen, the driver in the side window, a mirror on an arm; a tall
 * cargo box with a rail along its roof, a roller door of slats at its back, a big parcel picture tied with tape on
 * its side, a skirt along its foot, and the racing car's wheels, the rear pair doubled.
 */
export function deliveryTruck() {
  const a = art();
  // the cab, lower than the box
  a.f.push(path('M2.5 51V40Q2.5 37.4 4.6 36.6L9.6 26.2Q10.6 24.2 13 24.2H25V55H5Q2.5 55 2.5 51Z'));
  a.f.push(path('M5.6 37L10.2 27.6Q10.8 26.6 11.8 26.6H12.6V37Z'));
  a.f.push(path(roundRect(13.6, 26, 24, 39.4, 1.2)));
  const face = driver(a, 18.8, 31.6, 3.5, 39.4, 'hair');
  a.f.push(handle(15, 42));
  a.f.push(path(ellipse(4.6, 43.4, 1.6, 1.4)));
  // the side mirror on its arm, out in front of the windscreen
  a.f.push(path('M5.4 31.2L7.6 32.6L7 33.6L4.8 32.2Z'), path(roundRect(1, 27.4, 4.4, 33.8, 1.3)));
  // the cargo box, tall over the cab, a rail along its roof and a skirt along its foot
  a.f.push(path(roundRect(23.5, 10, 70.5, 52, 2)));
  a.f.push(path(roundRect(23.5, 10, 70.5, 14, 1.6)), path('M23.5 46.5H70.5V52H23.5Z'));
  // the roller door at the back: slats one above the other
  for (let y = 15.5; y < 45; y += 3.75) a.f.push(path(roundRect(58, y, 68.8, r2(y + 2.9), 0.8)));
  // the parcel picture: a box seen from a corner with tape round it
  a.f.push(path('M29 27H47V43.5H29Z'), path('M29 27L34.5 20.5H52.5L47 27Z'), path('M47 27L52.5 20.5V37L47 43.5Z'));
  a.f.push(path('M36.4 27H39.6V43.5H36.4Z'), path('M36.4 27L41.9 20.5H45.1L39.6 27Z'));
  // a label on the parcel's front
  a.f.push(path(roundRect(40.8, 35.6, 45.6, 40.4, 0.6)));
  // bumpers
  a.f.push(path(roundRect(1, 50.2, 8.6, 54.4, 1.6)), path(roundRect(65, 50.6, 71.4, 54.6, 1.6)));
  wheels(a, true, [15, 55, 7.8], [52.5, 55, 7.8]);
  return done(a, face);
}

/**
 * The fire engine: long and low, a cab with the driver in a fire helmet and a siren and a bell on its roof, a
 * ladder on top whose rails and rungs are each an area, lockers along the side with handles, a hose reel with its
 * coiled hose, a stripe, bumpers and the racing car's wheels.
 */
export function fireEngine() {
  const a = art();
  // the siren and the bell on the cab's roof
  a.f.push(path('M7.5 23.6V21.2Q7.5 18.2 10 18.2Q12.5 18.2 12.5 21.2V23.6Z'), path(roundRect(6.6, 23, 13.4, 25, 0.8)));
  a.f.push(path('M16.4 21.6H17.6V23.4H16.4Z'), path('M14.4 25.2Q14.8 20.6 17 20.6Q19.2 20.6 19.6 25.2Z'));
  // the body behind the cab, lower than it
  a.f.push(path(roundRect(19, 30, 70.5, 54, 1.8)));
  // the cab: rounded nose, slanted windscreen
  a.f.push(path('M1.5 51V41Q1.5 38 3.6 37.2L7.6 27.4Q8.6 25 11 25H24.5V55H4Q1.5 55 1.5 51Z'));
  a.f.push(path('M4.6 37.4L8.4 28.6Q8.9 27.4 10 27.4H11.2V37.4Z'));
  a.f.push(path(roundRect(12, 27, 23.2, 39, 1.1)));
  const face = driver(a, 17.6, 34, 3, 39, 'helmet');
  a.f.push(handle(13.4, 41.4), path(ellipse(3.6, 42.6, 1.5, 1.3)));
  // the ladder over the body on two posts: two rails and the rungs between them, each rung its own area
  a.f.push(path('M27 30V26.4H29.4V30Z'), path('M60 30V26.4H62.4V30Z'));
  a.f.push(path(roundRect(21, 19, 71, 21.2, 1)), path(roundRect(21, 24.4, 71, 26.6, 1)));
  for (let x = 23.6; x < 70; x += 5.6) a.f.push(path(`M${r2(x)} 21.2H${r2(x + 1.8)}V24.4H${r2(x)}Z`));
  // lockers along the side, each with a handle
  for (const [x0, x1] of [
    [26, 35],
    [36.4, 45.4],
    [46.8, 55.8],
  ]) {
    a.f.push(path(roundRect(x0, 32.5, x1, 46, 1)));
    a.f.push(handle(r2((x0 + x1) / 2 - 1.3), 38.6));
  }
  // the hose reel at the back: the drum, two coils of hose round it and the hub (a hose hanging from it to a
  // nozzle ran into the rear wheel's arch)
  a.f.push(path(circle(62.6, 39, 6.4)), path(circle(62.6, 39, 4.6)), path(circle(62.6, 39, 2.8)), path(circle(62.6, 39, 1.2)));
  // the stripe along cab and body
  a.f.push(path('M1.6 46.2H24.4V49.6H1.6Z'), path('M24.6 47.4H70.4V50.8H24.6Z'));
  // bumpers
  a.f.push(path(roundRect(0.4, 50.4, 7.8, 54.6, 1.6)), path(roundRect(65.5, 51, 71.6, 55, 1.6)));
  wheels(a, true, [13, 55.5, 7.6], [53, 55.5, 7.6]);
  return done(a, face);
}

/** A tractor's wheel: tread lugs standing out round the racing car's wheel, each lug its own area. */
function luggedWheel(a: Art, x: number, y: number, r: number, lugs: number, out: number) {
  for (let i = 0; i < lugs; i++) {
    const t = (i * 2 * Math.PI) / lugs;
    const w = Math.PI / lugs / 1.6; // half a lug's width, as an angle
    a.f.push(path(`M${pt(x, y, r - 0.6, t - w)}L${pt(x, y, r + out, t - w * 0.7)}L${pt(x, y, r + out, t + w * 0.7)}L${pt(x, y, r - 0.6, t + w)}Z`));
  }
  wheels(a, false, [x, y, r]);
}

/**
 * The farm tractor: a hood with a grille of slats and a headlight, an exhaust stack with its cap, a cab with a
 * roof and two windows, the driver in a cap at the wheel in the front one, a big rear wheel with tread lugs under a
 * mudguard, a small front wheel with lugs of its own, and a step.
 */
export function tractor() {
  const a = art();
  // the exhaust stack up from the hood, with its cap
  a.f.push(path('M22 37V16.4H25.2V37Z'), path(roundRect(21, 13.4, 26.2, 16.8, 1)));
  // the cab: a frame with a roof over it and two windows; the driver in the front one
  a.f.push(path(roundRect(33, 12.5, 64, 44, 1.6)));
  a.f.push(path(roundRect(30.8, 8.6, 66.4, 13.4, 2)));
  a.f.push(path('M35.4 15.6H47.6V33.2H35.4Z'), path('M49.6 15.6H61.6V31H49.6Z'));
  const face = driver(a, 41.8, 25.4, 4, 33.2, 'cap');
  // the steering wheel in front of the driver
  a.f.push(path('M35.6 32L38.8 29.6L39.6 30.6L36.4 33Z'));
  // the hood, its nose rounded, with the grille of slats and a headlight
  a.f.push(path('M3.5 49V40Q3.5 35.4 8 35.4H35V50H5Q3.5 50 3.5 49Z'));
  a.f.push(path(roundRect(4.6, 37.6, 10, 48, 1.2)));
  for (const y of [39.6, 43.8]) a.f.push(path(roundRect(5.8, y, 8.8, r2(y + 2.2), 0.8)));
  a.f.push(path(ellipse(13.6, 40.6, 1.8, 1.5)));
  // the vent on the hood's side: three slots in a panel
  a.f.push(path(roundRect(17.5, 38.6, 30.5, 47.6, 1.4)));
  for (const y of [40.6, 44.2]) a.f.push(path(roundRect(19.4, y, 28.6, r2(y + 1.6), 0.8)));
  // the wheels: a small front one and the big rear one, each with tread lugs
  luggedWheel(a, 14, 57.4, 7, 10, 1.3);
  luggedWheel(a, 51.5, 50.2, 14, 18, 2.2);
  // the mudguard over the big wheel's top
  const g0 = 17.4,
    g1 = 19.6,
    t0 = Math.PI * 1.08,
    t1 = Math.PI * 1.92;
  a.f.push(
    path(`M${pt(51.5, 50.2, g0, t0)}A${g0} ${g0} 0 0 1 ${pt(51.5, 50.2, g0, t1)}L${pt(51.5, 50.2, g1, t1)}A${g1} ${g1} 0 0 0 ${pt(51.5, 50.2, g1, t0)}Z`),
  );
  // the step up to the cab, in front of the big wheel
  a.f.push(path(roundRect(31, 51.4, 37.6, 53.6, 0.8)), path('M33 50V51.4H34.4V50Z'));
  return done(a, face);
}
