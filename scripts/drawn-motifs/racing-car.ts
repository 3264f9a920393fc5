// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, path, pt, r2, roundRect, starPath } from '../../lib/studio/art-kit/shapes';

/**
 * A wheel seen from the side: the tyre (an area, never black) with a broken tread groove round it, the rim, five
 * spokes as thin areas from the hub to the rim, and the hub on top.
 */
export function wheel(cx: number, cy: number, r: number) {
  const f: string[] = [path(circle(cx, cy, r)), path(circle(cx, cy, r * 0.56))];
  const hub = r * 0.24;
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    const w = 0.09; // half the spoke's width, as an angle at the rim
    f.push(path(`M${pt(cx, cy, hub, a - 0.35)}L${pt(cx, cy, r * 0.56, a - w)}L${pt(cx, cy, r * 0.56, a + w)}L${pt(cx, cy, hub, a + 0.35)}Z`));
  }
  f.push(path(circle(cx, cy, hub)));
  // the tread: eight arcs with gaps, so the tyre stays one ring to colour
  const g = r * 0.85;
  let s = '';
  for (let i = 0; i < 8; i++) {
    const a0 = (i * Math.PI) / 4 + 0.12;
    const a1 = a0 + Math.PI / 4 - 0.24;
    s += `M${pt(cx, cy, g, a0)}A${r2(g)} ${r2(g)} 0 0 1 ${pt(cx, cy, g, a1)}`;
  }
  return { f, s };
}

/**
 * A racing car side-on facing left, as a children's book draws it: chunky and taller than a real formula car (its
 * body a third as high as it is long), a driver's helmet with its visor in the cockpit, a big number disc with a
 * star on the side, two stripes along the body, a front and a rear wing, two exhaust pipes, big wheels with tyres,
 * spokes and hubs, and speed lines trailing behind. OpenMoji's racing car was a long, very low thin-line formula
 * car whose body was a sliver too thin to colour and which read small on a page.
 */
export function racingCar() {
  const f: string[] = [];
  const s: string[] = [];
  // the rear wing (behind the body) low over the tail on a short post, with a seam along it: on a tall post it
  // read as a signboard
  f.push(path('M59.6 34L60.2 29.4H63.6L64 34Z'));
  f.push(path(roundRect(54.5, 24.6, 71, 29.8, 1.8)));
  s.push('M56.5 27.2H69');
  // the driver's helmet with its visor, the windscreen in front of it and the air box behind it, all sunk in the body
  const helmet = circle(36.5, 30, 7.2);
  f.push(path(helmet));
  f.push(path('M29.8 28.6Q30 25.4 33.4 25.2H38.2Q39.6 25.2 39.6 26.8V29.4Q39.6 31.4 37.6 31.4H31.8Q29.8 31.4 29.8 28.6Z'));
  f.push(path('M25.5 39L28.6 31.2Q29.2 30 30.2 30.8L31.8 39Z'));
  f.push(path('M43 39L45.2 28.4Q45.8 26.6 47.8 27.4L53.5 36Z'));
  // the body: a rounded nose, the hood rising to the cockpit, the engine cover and a square tail
  f.push(path('M3 48.6Q3 43.8 7.4 43L27.4 38.2Q28.6 37.8 30 37.8H43.6L46.6 34.6Q47.6 33.2 50 33.2H64Q68 33.2 68 37V50.5Q68 54.2 64 54.2H7Q3 54.2 3 50.5Z'));
  // two stripes along the body, each following its top line from the nose over the hood and up behind the cockpit
  const top: [number, number][] = [
    [7.4, 43],
    [27.4, 38.2],
    [29, 37.8],
    [43.6, 37.8],
    [46.6, 34.6],
    [48.4, 33.4],
    [50, 33.2],
    [61, 33.2],
  ];
  for (const [a, b] of [
    [1.7, 4.7],
    [6.1, 9.1],
  ]) {
    const at = (dy: number) => top.map(([x, y]) => `${x} ${r2(y + dy)}`);
    f.push(path(`M${at(a).join('L')}L${at(b).reverse().join('L')}Q${r2(top[0][0] - 2.4)} ${r2(top[0][1] + (a + b) / 2)} ${top[0][0]} ${r2(top[0][1] + a)}Z`));
  }
  // the number disc with its star
  f.push(path(circle(36.8, 45.8, 6.6)), path(circle(36.8, 45.8, 5)), path(starPath(36.8, 46.1, 3.9)));
  // two exhaust pipes out of the tail, each with its round mouth
  for (const y of [35.6, 39.6]) f.push(path(roundRect(62, y, 70.6, y + 3, 1.2)), path(`M70.6 ${y}a1 1.5 0 1 0 0 3a1 1.5 0 1 0 0 -3Z`));
  // the wheels: the rear one bigger, as on a racer
  const rear = wheel(55, 52, 11),
    front = wheel(19.5, 54, 9);
  f.push(...rear.f, ...front.f);
  s.push(rear.s, front.s);
  // the front wing under the nose, its end plate standing up in front of the wheel
  f.push(path('M1.5 56.2L2.4 50.2Q2.6 49 3.8 49.2L5.6 49.6L6.4 53H13.6Q14.8 53 14.8 54.6Q14.8 56.2 13.4 56.2Z'));
  // speed lines behind the car, past the rear wheel
  s.push('M67.8 48H71.2M68.6 53H71.2M67.8 58H71.2');
  // `c`: the helmet stands for the driver's face, so an adult page's fill keeps off it
  return { f: f.join(''), s: `<path d="${s.join('')}"/>`, d: '', c: path(helmet) };
}
