// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots, `c` the faces kept clear
// of an adult page's fill. Ours (MIT).
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { curlyString, lineBehind, plumpStar } from './party-kit';
import { band, circle, path, r2, type Pt } from '../../lib/studio/art-kit/shapes';
import { heart } from './sweet-bakes-kit';
import { type Drawn, addFace, art, done } from './toys-kit';

/** A round balloon centred on (cx, cy), a little fuller above than below, and its knot: the body and where the string starts. */
function roundBalloon(cx: number, cy: number, rx: number, ry: number): { body: string; knot: string; tie: Pt } {
  const top = r2(cy - ry),
    bottom = r2(cy + ry);
  const body =
    `M${cx} ${top}C${r2(cx + rx * 1.32)} ${top} ${r2(cx + rx * 1.2)} ${r2(cy + ry * 0.7)} ${cx} ${bottom}` +
    `C${r2(cx - rx * 1.2)} ${r2(cy + ry * 0.7)} ${r2(cx - rx * 1.32)} ${top} ${cx} ${top}Z`;
  return { body, ...knotUnder(cx, bottom) };
}

/** The knot tied under a balloon whose lowest point is (x, y): a little fan of rubber wider at its foot. */
function knotUnder(x: number, y: number): { knot: string; tie: Pt } {
  const knot = `M${r2(x - 0.9)} ${r2(y - 0.6)}L${r2(x + 0.9)} ${r2(y - 0.6)}L${r2(x + 2.3)} ${r2(y + 2.4)}Q${x} ${r2(y + 3.4)} ${r2(x - 2.3)} ${r2(y + 2.4)}Z`;
  return { knot, tie: [x, r2(y + 3)] };
}

/**
 * A shine on a balloon round (cx, cy) of radius about `r`: a curved dash along its upper left, thickest in its
 * middle, and (with `spot`) a small round spot of light just past its upper end.
 */
function shine(cx: number, cy: number, r: number, spot = true): string[] {
  const at = (a: number): Pt => [cx + r * 0.66 * Math.cos(Math.PI * a), cy + r * 0.66 * Math.sin(Math.PI * a)];
  const arc = Array.from({ length: 17 }, (_, i): Pt => at(1.08 + (0.36 * i) / 16));
  const dot = at(1.55);
  return [path(band(arc, (t) => r * (0.05 + 0.13 * Math.sin(Math.PI * t))).d), ...(spot ? [path(circle(r2(dot[0]), r2(dot[1]), r2(r * 0.075)))] : [])];
}

/**
 * A bunch of four balloons tied with a bow, as a birthday card draws it: a big round balloon in front with the house's
 * kawaii face, a heart balloon with a smaller face beside it, a small round one peeping out behind and a plump star
 * below; each with a shine and a spot of light as areas and a knot under it, its string curling once on the way
 * down to the bow, whose two loops, knot and notched tails are areas. OpenMoji's balloon was one round shape with a
 * crescent of shading; our first three plain balloons of one size on plain strings.
 */
export function balloonBunch(): Drawn {
  const a = art();
  const bow: Pt = [36, 59.5];
  const [bx, by] = bow;
  const small = roundBalloon(12.5, 14, 9, 10.5);
  const big = roundBalloon(31, 24, 15.5, 18);
  const heartAt: Pt = [56, 20];
  const heartR = 10.2;
  const heartBody = heart(heartAt[0], heartAt[1], heartR);
  const heartTie = knotUnder(heartAt[0], r2(heartAt[1] + heartR * 1.2 - 0.3));
  const star = { c: [12, 43] as Pt, r: 10.5 };
  const low = roundBalloon(61, 41.5, 8, 9.5);
  const starBody = plumpStar(star.c[0], star.c[1], star.r, star.r * 0.56);
  const starTie = knotUnder(star.c[0], r2(star.c[1] + star.r * 0.72));
  // the bow where the strings meet: two loops, two notched tails and the knot over them
  // the tails: wavy ribbons out to either side, each with a notched end
  const tail = (dir: number): string => {
    const pts = Array.from({ length: 25 }, (_, i): Pt => {
      const t = i / 24;
      return [bx + dir * (2 + 15 * t), by + 2 + 11 * t + 2 * Math.sin(Math.PI * 2 * t) * t];
    });
    const edge = band(pts, (t) => 3.8 + 0.8 * t);
    const [ex, ey] = pts[pts.length - 1];
    return `M${edge.left.map((p) => p.join(' ')).join('L')}L${r2(ex - dir * 2.2)} ${r2(ey)}L${edge.right
      .slice()
      .reverse()
      .map((p) => p.join(' '))
      .join('L')}Z`;
  };
  const bowParts = [
    tail(-1),
    tail(1),
    `M${bx} ${by}C${bx - 4} ${by - 5.5} ${bx - 10.5} ${by - 4.5} ${bx - 10} ${by}C${bx - 9.5} ${by + 4} ${bx - 4} ${by + 3} ${bx} ${by}Z`,
    `M${bx} ${by}C${bx + 4} ${by - 5.5} ${bx + 10.5} ${by - 4.5} ${bx + 10} ${by}C${bx + 9.5} ${by + 4} ${bx + 4} ${by + 3} ${bx} ${by}Z`,
    `M${bx - 2.2} ${by - 1.8}L${bx + 2.2} ${by - 1.8}Q${bx + 2.8} ${by} ${bx + 2.2} ${by + 1.8}L${bx - 2.2} ${by + 1.8}Q${bx - 2.8} ${by} ${bx - 2.2} ${by - 1.8}Z`,
  ];
  // the strings, each from its knot down to the bow, the long ones curling on the way, passing behind what is in front
  const bodies = [small.body, heartBody, big.body, starBody, low.body, ...bowParts];
  const strings: [Pt, number, number, number, number][] = [
    [small.tie, 1, 1.3, 3, 0.36],
    [big.tie, -1, 1.2, 2, 0.3],
    [heartTie.tie, 1, 1.3, 3, 0.4],
    [starTie.tie, -1, 0, 0, 0.5],
    [low.tie, 1, 0, 0, 0.5],
  ];
  for (const [tie, side, r, turns, at] of strings) a.s.push(lineBehind(curlyString(tie, bow, side, r, turns, at, turns ? 0.08 : 0.05), bodies));
  // the small balloon behind, then the heart, then the big one in front, and the star low on the right
  a.f.push(path(small.knot), path(small.body), ...shine(12.5, 14, 9.5));
  a.f.push(path(heartTie.knot), path(heartBody), ...shine(heartAt[0] - 1.5, heartAt[1] - 1, 9, false));
  addFace(a, kawaiiFace(heartAt[0], heartAt[1] + 2, 0.72));
  a.f.push(path(big.knot), path(big.body), ...shine(31, 22, 16.5));
  addFace(a, kawaiiFace(31, 27.5, 1.2));
  a.f.push(path(starTie.knot), path(starBody), ...shine(star.c[0], star.c[1], 8, false));
  a.f.push(path(low.knot), path(low.body), ...shine(60, 44, 8.5));
  a.f.push(...bowParts.map(path));
  return done(a);
}
