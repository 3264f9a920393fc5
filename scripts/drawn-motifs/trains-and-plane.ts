// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The airplane (2708), the high-speed train (1F684, also the bullet train 1F685) and the steam locomotive
// (1F682), each side-on and facing left as a children's picture book draws them. OpenMoji's airplane was a plain
// silhouette seen from above, one flat shape with nothing inside to colour; Fluent's high-speed train was a nose
// cut off by the box's edge standing on a viaduct stub, OpenMoji's bullet train a thin outline on two solid black
// wheels; Fluent's locomotive was tall and narrow, a funnel as wide as the boiler over three small wheels.
import { circle, ellipse, fleece, path, pt, r2, roundRect, starPath, type Pt } from '../../lib/studio/art-kit/shapes';

/**
 * A wheel seen from the side as a ring: the tyre between two circles and, inside it, `spokes` spokes from the hub
 * to the tyre, drawn as the edges between the gaps, each gap an area of its own (as areas, a rod drawn over the
 * wheel hides them; as lines they would print across it); then the hub. With no hub and no spokes, a plain ring.
 */
export function ringWheel(cx: number, cy: number, r: number, tyre: number, hub: number, spokes = 0) {
  const f = [path(circle(cx, cy, r)), path(circle(cx, cy, r - tyre))];
  const rim = r2(r - tyre);
  for (let i = 0; i < spokes; i++) {
    const a0 = -Math.PI / 2 + Math.PI / spokes + (i * 2 * Math.PI) / spokes;
    const a1 = a0 + (2 * Math.PI) / spokes;
    f.push(
      path(
        `M${pt(cx, cy, hub, a0)}L${pt(cx, cy, rim, a0)}A${rim} ${rim} 0 0 1 ${pt(cx, cy, rim, a1)}L${pt(cx, cy, hub, a1)}A${hub} ${hub} 0 0 0 ${pt(cx, cy, hub, a0)}Z`,
      ),
    );
  }
  if (hub) f.push(path(circle(cx, cy, hub)));
  return f;
}

/**
 * A stretch of track seen from the side: a rail whose top is at `top`, from x0 to x1, on sleepers whose ends
 * show below it as blocks, each an area. Drawn after the wheels, it hides their bottoms a little so they
 * stand on it rather than touch it at one point.
 */
export function track(x0: number, x1: number, top: number) {
  const f: string[] = [];
  for (let x = x0 + 1.5; x + 4 <= x1 - 0.5; x += 7.5) f.push(path(roundRect(r2(x), top + 1.4, r2(x + 4.2), top + 4.6, 0.6)));
  f.push(path(roundRect(x0, top, x1, top + 2.2, 0.8)));
  return f;
}

/**
 * An airliner side-on facing left, as a picture book draws it, filling the box's width: a round nose whose
 * windscreen shows the pilot (a face under a cap), a door, a row of round cabin windows over a cheat line, the
 * far wing's tip above the body, the near wing swept back and down from the belly with its engine hung on a
 * pylon right under it (the nacelle overlapping the wing, its round intake facing forward), a tall fin with a
 * coloured cap and a star in a disc, and the tailplane. OpenMoji's airplane was a plain silhouette seen from
 * above; our first one hung its engine in the air below the wing, which printed as a part fallen off.
 */
export function airplane() {
  const f: string[] = [];
  const s: string[] = [];
  // the far wing, its tip rising behind the body
  f.push(path('M29 27.5L41 17.6Q42 16.9 43.2 17.1L45.6 17.4Q46.7 17.6 46.1 18.6L41.6 27.5Z'));
  // the fin, its cap and its emblem: a star in a disc
  f.push(path('M51.5 27L60.2 8Q60.9 6.5 62.5 6.5H66.6Q68.6 6.5 68.7 8.5L69.6 25Z'));
  f.push(path('M59.1 10.4L60.2 8Q60.9 6.5 62.5 6.5H66.6Q68.6 6.5 68.7 8.5L68.85 10.4Z'));
  f.push(path(circle(64.3, 17.8, 4.2)), path(starPath(64.3, 18.2, 3.1)));
  // the body: a round nose, a straight roof and a belly that rises into the tail
  f.push(path('M15 25.5H62Q68.6 25.5 70 27.4Q71 29 69.6 30.6Q59 45 47.5 45H13C6.6 45 1.5 41.4 1.5 36C1.5 30 7 25.5 15 25.5Z'));
  // the cheat line: a band under the windows, pointed at the nose, rounded where the belly starts to rise
  f.push(path('M2.6 39.4Q6.6 38 12 38H57Q58.8 38 58.8 39.4Q58.8 40.8 57 40.8H12Q6.4 40.8 2.6 39.4Z'));
  // the windscreen, and the pilot in it: a round face under a cap with a peak, two eyes and a smile
  f.push(path('M4.2 33.6Q5.4 28.4 10.4 28.2H17.4Q18.6 28.2 18.6 29.4V35Q18.6 36.2 17.4 36.2H5.6Q4 36.2 4.2 33.6Z'));
  f.push(path(circle(12.2, 33.4, 3.1)));
  f.push(path('M8.8 31.6Q9 28.6 12.2 28.6Q15.4 28.6 15.6 31.6Z'), path('M7.2 31.4H11.2V32.4H7.2Q6.6 31.9 7.2 31.4Z'));
  s.push('M10.9 34.7Q12 35.8 13.2 34.7');
  const eyes = `${circle(11.1, 33, 0.42)}${circle(13.3, 33, 0.42)}`;
  // the door behind the cockpit, with its window
  f.push(path(roundRect(20.5, 28.5, 24.75, 42.5, 1.25)), path(roundRect(21.25, 29.75, 24, 33.25, 0.75)));
  // the cabin windows
  for (let i = 0; i < 7; i++) f.push(path(circle(r2(29 + i * 4.4), 32.2, 1.8)));
  // the near wing, swept back and down from the belly towards us
  f.push(path('M23.5 42.5L47.6 60Q48.8 61 50.4 61H53.8Q55.4 61 54.8 59.6L46 42.5Z'));
  // the engine hung on the wing's underside half way out: the pylon, the exhaust cone, the nacelle with a ring
  // round it, and the intake with its fan; the wing shows on both sides of the pylon, so the two read as joined
  f.push(path('M38.4 46.6H45.6L44.6 50H39.4Z'));
  f.push(path('M46.8 50.6L50.8 51.8Q51.6 52.1 51.6 52.9V54.3Q51.6 55.1 50.8 55.4L46.8 56.6Z'));
  f.push(path('M35.2 49.2H46Q49 49.2 49 52.3V53.5Q49 56.6 46 56.6H35.2Z'));
  s.push('M41.4 49.2V56.6');
  f.push(path(ellipse(35.2, 52.9, 2.3, 3.7)), path(ellipse(35.2, 52.9, 1.2, 2.2)));
  // the near tailplane, swept back and down from the tail
  f.push(path('M57.6 36.4L65.8 42.4Q66.5 42.9 67.5 42.7L69.8 42.2Q70.6 42 70.3 41.2L67.6 33Z'));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${eyes}"/>` };
}

/**
 * A high-speed train side-on facing left, whole: a lead car with a long streamlined nose and a wedge-shaped
 * driver's window, a headlight, a door and two windows; a second car behind a gangway with a door, three
 * windows, a pantograph on its roof and a shorter rounded tail; a stripe along both cars, pointed at the nose;
 * bogies with two ringed wheels each; the rail and its sleepers. Fluent's high-speed train was a nose cut off by
 * the box's edge, standing on a viaduct stub; OpenMoji's bullet train a thin outline on two solid black wheels.
 */
export function bulletTrain() {
  const f: string[] = [];
  const s: string[] = [];
  const wheelY = 52.3,
    wheelR = 2.8;
  const bogies: [number, number][] = [
    [10.8, 17.4],
    [29.4, 36],
    [45.4, 51.8],
    [60.2, 66.6],
  ];
  // the bogie frames, their tops hidden under the body's skirt; the wheels of two bogies stand 2.8 apart at least,
  // so the pocket between them and the rail is an area rather than a speck the page would ink
  for (const [a, b] of bogies) f.push(path(roundRect(r2(a - 3.6), 47, r2(b + 3.6), 51.2, 1.2)));
  // the gangway between the two cars
  f.push(path(roundRect(39, 29.2, 43.6, 47, 0.8)));
  // the pantograph on the second car's roof: a base, a folded arm and the collector bar
  f.push(path(roundRect(51, 25.3, 57.5, 27.6, 0.8)));
  s.push('M52.6 25.3L55.6 21.6L53.4 18.9');
  f.push(path(roundRect(50.4, 17.8, 57.6, 19.4, 0.8)));
  // the lead car: the nose slopes from the roof in one long curve to a rounded tip near the rail
  f.push(path('M40 27H26C17 27 10 32 5 39Q2.2 43 2.6 45.8Q3.2 48.5 7 48.5H40Z'));
  // the second car: a flat roof, then a shorter rounded tail
  f.push(path('M42.6 27H61C66 27 69.5 32 70.4 38Q71 42.5 70.5 45.5Q70 48.5 66.5 48.5H42.6Z'));
  // the stripe along both cars: pointed at the nose, rounded at the tail
  f.push(path('M5 42.2Q9.5 39.6 16 39.6H40V42.8H16Q9.5 42.8 5 42.2Z'));
  f.push(path('M42.6 39.6H62Q66.8 39.6 69.4 41.2Q66.8 42.8 62 42.8H42.6Z'));
  // the driver's window: a wedge following the nose's curve
  f.push(path('M10.5 35.3Q13 32 17 30.8L22.6 29.6Q23.6 29.4 23.5 30.5L23.2 32.2Q23 33 22 33.2L12 35.8Q10.2 36.3 10.5 35.3Z'));
  // the headlight near the tip
  f.push(path(ellipse(7, 45, 1.9, 1.2)));
  // doors, each with its window; then the cabin windows
  for (const x of [24.4, 44.2]) f.push(path(roundRect(x, 29.6, r2(x + 4.2), 46.6, 1.3)), path(roundRect(r2(x + 0.85), 31, r2(x + 3.35), 35.6, 0.9)));
  for (const x of [29.8, 34.4, 50.2, 54.8, 59.4]) f.push(path(roundRect(x, 30.4, r2(x + 3.4), 36, 1.1)));
  // the wheels, standing on the rail
  for (const [a, b] of bogies)
    for (const x of [a, b]) {
      f.push(...ringWheel(x, wheelY, wheelR, 1.3, 0));
    }
  f.push(...track(0.5, 71.5, 54.8));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}

/**
 * A classic steam locomotive side-on facing left, as a toy book draws it: a boiler with two bands, a tall
 * funnel with a flared rim and three puffs of steam drifting back over the boiler, a dome, a headlamp, a cab
 * with an arched window, a number plate and a curved roof, a coal bunker behind it, a cowcatcher with bars, a
 * cylinder, two big spoked driving wheels joined by a coupling rod and driven by a connecting rod from the
 * crosshead, a small spoked front wheel, on a rail with sleepers. Fluent's locomotive was tall and narrow, a
 * funnel as wide as the boiler over three small wheels.
 */
export function steamLocomotive() {
  const f: string[] = [];
  const s: string[] = [];
  // the steam: three puffs drifting back from the funnel, the nearest over the next
  f.push(path(fleece(40.5, 6.2, 3.6, 2.6, 6, 1.3)), path(fleece(31.5, 6.4, 4.6, 3.2, 7, 1.5)), path(fleece(21.4, 6.8, 5.4, 3.6, 8, 1.6)));
  // the dome and the funnel, their bases sunk into the boiler and the smokebox
  f.push(path('M25.5 25Q26 18.6 30.8 18.6Q35.6 18.6 36.1 25Z'));
  f.push(path('M11.6 24L10.9 13.6H17.7L17 24Z'));
  f.push(path('M10.9 13.6L8.8 10.4Q8.4 9.6 9.3 9.6H19.3Q20.2 9.6 19.8 10.4L17.7 13.6Z'));
  f.push(path(roundRect(8.2, 8, 20.4, 10.6, 1)));
  // the headlamp on the smokebox's front edge
  f.push(path(roundRect(6.2, 18.4, 11.6, 23.8, 1.2)), path(ellipse(7.4, 21.1, 1, 1.7)));
  // the boiler with two bands, and the smokebox in front of it a little taller
  f.push(path(roundRect(16, 24, 48, 43, 1.5)));
  for (const x of [21.2, 39.6]) f.push(path(roundRect(x, 24, r2(x + 2.4), 43, 0.5)));
  f.push(path(roundRect(9.6, 23, 18.6, 43, 2.4)));
  // the coal bunker behind the cab, heaped with coal
  f.push(path('M63 33.6Q63.6 30.6 65.4 31.4Q66.6 29.4 68.2 30.9Q70.4 30.4 70.2 33.6Z'));
  f.push(path(roundRect(62.5, 33, 70.5, 43.5, 1)));
  // the cab: its walls, an arched window, a number plate and the curved roof overhanging both sides
  f.push(path(roundRect(46, 19, 64, 43.5, 0.8)));
  f.push(path('M48.8 31.6V25.4Q48.8 22.2 52.6 22.2Q56.4 22.2 56.4 25.4V31.6Z'));
  f.push(path(roundRect(49, 35, 61, 40.6, 1.2)));
  f.push(path('M44.2 20.6V18.8Q44.2 16.8 46.2 16.5Q55 14.9 63.8 16.5Q65.8 16.8 65.8 18.8V20.6Z'));
  // the running plate along the whole engine, with the buffer beam and a buffer at the front
  f.push(path(roundRect(5.5, 42.2, 71, 45.6, 1)));
  f.push(path(roundRect(1.6, 42.6, 3.4, 46.4, 0.6)), path(roundRect(3.2, 43.7, 5.7, 45.3, 0.4)));
  // the cowcatcher: a slope of bars from the buffer beam down to just above the rail
  f.push(path('M6.6 45.6H15V60.8H1.6Z'));
  s.push('M8.6 45.6L4.8 60.8M10.6 45.6L8.4 60.8M12.1 45.6L11.2 60.8');
  // the cylinder under the smokebox, with its front cover
  f.push(path(roundRect(12.6, 45.6, 22.6, 51.6, 1.4)), path(roundRect(12.6, 45.6, 15.6, 51.6, 1.2)));
  // the wheels: the small front one and two big driving wheels, spoked
  const front = ringWheel(18.4, 57.6, 4.4, 1.3, 1.1, 5);
  const drivers = [ringWheel(35, 53.6, 8.4, 1.8, 1.2, 8), ringWheel(53.6, 53.6, 8.4, 1.8, 1.2, 8)];
  for (const w of [front, ...drivers]) f.push(...w);
  // the rods: the connecting rod from the crosshead, which slides out of the cylinder, to the front driver's
  // crank pin, the crosshead over its end, the coupling rod joining both drivers' pins, and the pins on top. The
  // connecting rod runs straight over the front hub and is wider than it, so it hides it whole instead of leaving
  // slivers of it either side.
  const head: Pt = [24, 48.7];
  const along = Math.hypot(35 - head[0], 53.6 - head[1]);
  const [ux, uy] = [(35 - head[0]) / along, (53.6 - head[1]) / along];
  const [pinDx, pinDy] = [r2(ux * 4.5), r2(uy * 4.5)];
  const pin: Pt = [35 + pinDx, r2(53.6 + pinDy)];
  f.push(
    path(
      `M${r2(head[0] - uy * 1.3)} ${r2(head[1] + ux * 1.3)}L${r2(pin[0] - uy * 1.3)} ${r2(pin[1] + ux * 1.3)}L${r2(pin[0] + uy * 1.3)} ${r2(pin[1] - ux * 1.3)}L${r2(head[0] + uy * 1.3)} ${r2(head[1] - ux * 1.3)}Z`,
    ),
  );
  f.push(path(roundRect(21.8, 46.8, 26.2, 50.6, 0.9)));
  f.push(path(roundRect(r2(pin[0] - 1.2), r2(pin[1] - 1.2), r2(53.6 + pinDx + 1.2), r2(pin[1] + 1.2), 1.2)));
  for (const x of [35, 53.6]) f.push(path(circle(r2(x + pinDx), pin[1], 1.3)));
  f.push(...track(0.5, 71.5, 61.6));
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '' };
}
