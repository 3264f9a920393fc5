// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A hot air balloon. No emoji draws one: "a hot air balloon" found the party balloon (its word "balloon").
import { art, done, type Drawn } from './art';
import { ellipse, fleece, line, path, poly, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';

/** The envelope's middle and the round top's radius and centre height. */
const CX = 36;
const R = 21.5;
const CY = 24;

/**
 * The envelope's right edge from its crown down to its neck: the round top to 130° from the crown, then a curve in
 * to the neck. Each point's x is the middle plus the envelope's half width at that height, so the seams between the
 * panels are found as fractions of it.
 */
function rightEdge(): Pt[] {
  const pts: Pt[] = [];
  const turn = (130 * Math.PI) / 180;
  for (let i = 0; i <= 52; i++) {
    const t = (turn * i) / 52;
    pts.push([CX + R * Math.sin(t), CY - R * Math.cos(t)]);
  }
  const [x0, y0] = pts[pts.length - 1];
  const neck: Pt = [CX + 6.6, 49];
  const ctl: Pt = [x0 - 3.5, y0 + 7];
  for (let i = 1; i <= 16; i++) {
    const t = i / 16;
    pts.push([(1 - t) ** 2 * x0 + 2 * t * (1 - t) * ctl[0] + t * t * neck[0], (1 - t) ** 2 * y0 + 2 * t * (1 - t) * ctl[1] + t * t * neck[1]]);
  }
  return pts;
}

/**
 * A hot air balloon as a picture book draws one: a big round envelope cut into six panels by its seams, crossed by
 * a wide band, a cap at its crown and a skirt at its neck; ropes down to a wicker basket; puffy clouds round it.
 */
export function hotAirBalloon(): Drawn {
  const a = art();
  // the clouds behind it, one low on the left, one high on the right, a little one further up on the left
  a.f.push(path(fleece(10, 50, 7, 3.2, 5, 2)), path(fleece(64.4, 15, 5.6, 2.8, 5, 1.8)), path(fleece(8, 15.5, 4.2, 2, 4, 1.6)));
  const right = rightEdge();
  const left = right.map(([x, y]): Pt => [2 * CX - x, y]).reverse();
  a.f.push(path(poly([...right, ...left.slice(1)])));
  // the seams between the six panels: each a fixed fraction of the half width, from the cap down to the neck
  const cap = (x: number, y: number) => ((x - CX) / 6) ** 2 + ((y - 5) / 3.6) ** 2 <= 1;
  for (const k of [-0.7, -0.36, 0, 0.36, 0.7]) {
    const seam = right.map(([x, y]): Pt => [CX + k * (x - CX), y]).filter(([x, y]) => !cap(x, y));
    a.s.push(line(seam));
  }
  // the band round its widest part, bowing down as it goes round the front: a top and a bottom edge
  for (const y0 of [25, 33]) {
    const at = right.find(([, y]) => y >= y0)!;
    const half = at[0] - CX;
    const pts: Pt[] = [];
    for (let i = 0; i <= 24; i++) {
      const x = CX - half + (2 * half * i) / 24;
      pts.push([x, y0 + 3.2 * (1 - ((x - CX) / half) ** 2)]);
    }
    a.s.push(line(pts));
  }
  // the cap at the crown, the skirt at the neck
  a.f.push(path(ellipse(CX, 5, 6, 3.6)));
  a.f.push(path(`M${r2(CX - 7.6)} 47.6H${r2(CX + 7.6)}L${r2(CX + 5.6)} 53H${r2(CX - 5.6)}Z`));
  // the ropes from the skirt to the basket's rim
  a.s.push(`M${CX - 5.4} 53L${CX - 7.6} 58.2M${CX + 5.4} 53L${CX + 7.6} 58.2M${CX - 1.8} 53L${CX - 2.6} 58.2M${CX + 1.8} 53L${CX + 2.6} 58.2`);
  // the basket, its rim and the wicker's weave
  a.f.push(path(`M${CX - 8.2} 60H${CX + 8.2}L${CX + 7.2} 69.4Q${CX + 7} 70.6 ${CX + 5.8} 70.6H${CX - 5.8}Q${CX - 7} 70.6 ${CX - 7.2} 69.4Z`));
  a.f.push(path(roundRect(CX - 9.4, 57.6, CX + 9.4, 61.2, 1.4)));
  a.s.push(`M${CX - 7.8} 65.4H${CX + 7.8}M${CX - 3} 61.2V70.6M${CX + 3} 61.2V70.6`);
  return done(a);
}
