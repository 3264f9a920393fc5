// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { art, done, lerp, quad, quadRun } from './halloween-kit';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, poly, type Pt } from '../../lib/studio/art-kit/shapes';

// The bat.

/**
 * One wing of the bat, its shoulder at `sh`, spread to the side `side` (-1 left, 1 right): the arm up to the
 * wrist with a little claw, then three panels between the finger bones, each edged below by a scallop.
 */
function wing(side: number): string[] {
  const m = (p: Pt): Pt => [36 + side * (36 - p[0]), p[1]];
  const [sh, wrist, hip]: Pt[] = [m([25, 37]), m([11.5, 21]), m([25.5, 51])];
  const tips: Pt[] = [m([0.5, 37]), m([4, 51]), m([14.5, 58])];
  const scallop = (p: Pt, q: Pt) => {
    const mid = lerp(p, q, 0.5);
    return quadRun(p, lerp(mid, wrist, 0.3), q, 10).slice(1);
  };
  const out: string[] = [];
  // the outer panel: along the top from the wrist to the wing's tip, scalloped back to the next finger
  out.push(poly([wrist, ...quadRun(wrist, m([4, 22]), tips[0], 10).slice(1), ...scallop(tips[0], tips[1])]));
  out.push(poly([wrist, tips[1], ...scallop(tips[1], tips[2])]));
  // the inner panel, from the arm to the body (the body hides its inner edge)
  out.push(poly([sh, ...quadRun(sh, m([16, 27]), wrist, 8).slice(1), tips[2], ...scallop(tips[2], hip), m([32, 44])]));
  // the claw on the wrist
  out.push(poly([m([10, 22]), m([9.2, 17]), m([13.4, 20.6])]));
  return out.map(path);
}

/**
 * A round little bat: big ears with their insides, wings spread wide with finger bones making panels, a round
 * body with a belly patch and two feet, and the family's face with two small fangs under its smile.
 */
export function bat() {
  const a = art();
  a.f.push(...wing(-1), ...wing(1));
  for (const side of [-1, 1]) {
    const m = (p: Pt): Pt => [36 + side * (p[0] - 36), p[1]];
    const ear = [...quadRun(m([22, 36]), m([17, 22]), m([19, 12]), 10), ...quadRun(m([19, 12]), m([29, 17]), m([35, 27]), 10).slice(1)];
    const inner = [...quadRun(m([24, 31.5]), m([21, 23]), m([21.8, 16.5]), 8), ...quadRun(m([21.8, 16.5]), m([27.5, 20]), m([31, 27]), 8).slice(1)];
    a.f.push(path(poly(ear)), path(poly(inner)));
    a.f.push(path(ellipse(36 + side * 5, 59, 3.4, 2.4)));
  }
  a.f.push(path(circle(36, 42, 16.5)));
  a.f.push(path(ellipse(36, 53.2, 7.5, 4)));
  const k = 1.15;
  const fc = kawaiiFace(36, 38.5, k);
  a.f.push(...fc.f);
  // two fangs hanging from the smile
  const [sl, low, sr]: Pt[] = [
    [36 - 2.4 * k, 38.5 + 2.2 * k],
    [36, 38.5 + 5.4 * k],
    [36 + 2.4 * k, 38.5 + 2.2 * k],
  ];
  for (const [t0, t1] of [
    [0.27, 0.42],
    [0.58, 0.73],
  ]) {
    const [p, q] = [quad(sl, low, sr, t0), quad(sl, low, sr, t1)];
    const tip: Pt = [(p[0] + q[0]) / 2, Math.max(p[1], q[1]) + 1.9];
    a.f.push(path(poly([p, ...quadRun(sl, low, sr, 6).filter((_, i) => i / 6 > t0 && i / 6 < t1), q, tip])));
  }
  a.s.push(fc.s);
  a.d.push(fc.d);
  return done(a, fc.c);
}
