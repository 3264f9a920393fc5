// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { wheel as racingWheel } from './racing-car';
import { circle, path, r2, roundRect, type Pt } from '../../lib/studio/art-kit/shapes';
import { type Drawn, art, done, rod, arcBand } from './toys-kit';

// The kick scooter, side-on facing left (as the bicycle): wheel-riders.ts stands a child on its deck, both hands
// on the T-bar's grips, and its WHEEL_SEATS entry names the points below.

/** The deck's top (the child's soles rest on it) and the T-bar's two grips. */
export const KICK_SCOOTER = { deckTop: 47, deck: [20, 58] as const, frontGrip: [15.5, 9.6] as Pt, backGrip: [29.5, 12.2] as Pt };

/**
 * A kick scooter: two chunky wheels with tyres, spokes and hubs, a mudguard brake over the back one, a thick deck
 * with a grip band along its top and bright stripes down its side, a neck up to the head tube, a tall stem with a
 * clamp, and a T-bar seen a little from the front with a grip at each end.
 */
export function kickScooter(): Drawn {
  const a = art();
  const [fx, bx, wy, wr] = [11.5, 60, 61.5, 8.5];
  const { deckTop, deck } = KICK_SCOOTER;
  // the back wheel, its fork plate from the deck's tail to the hub, the mudguard brake over it
  const back = racingWheel(bx, wy, wr);
  a.f.push(...back.f);
  a.s.push(back.s);
  a.f.push(path(`M${deck[1] - 6} ${deckTop + 2}L${deck[1] + 1} ${deckTop + 2}L${bx + 2.4} ${wy - 0.6}L${bx - 1.6} ${wy + 2.2}Z`));
  a.f.push(path(circle(bx, wy, r2(wr * 0.24))));
  a.f.push(arcBand(bx, wy, wr + 1.8, 3, -Math.PI * 0.98, -Math.PI * 0.28));
  // the front wheel and the fork down to its hub
  const front = racingWheel(fx, wy, wr);
  a.f.push(...front.f);
  a.s.push(front.s);
  // the stem from the fork up to the T-bar, and the neck joining the deck's nose to the head tube
  const stemFoot: Pt = [fx + 1, wy],
    stemTop: Pt = [22, 11];
  a.f.push(rod(stemFoot, [16.6, 38], 5.2));
  a.f.push(path(circle(fx, wy, r2(wr * 0.24))));
  a.f.push(
    path(
      `M${deck[0] + 4} ${deckTop}Q${deck[0] - 1} ${deckTop - 1} ${16.5} ${deckTop - 7}L${13.2} ${deckTop - 2}Q${deck[0] - 1} ${deckTop + 9} ${deck[0] + 4} ${deckTop + 9}Z`,
    ),
  );
  a.f.push(rod([16.6, 40], stemTop, 3.6));
  // the head tube, a clamp half way up the stem
  a.f.push(rod([16.2, 44], [17.4, 34], 6.4));
  a.f.push(path(`M${r2(17.6)} 24.5L${r2(23.2)} 25.6L${r2(22.6)} 29.2L${r2(17)} 28.1Z`));
  // the deck: a thick board, a grip band along its top, four stripes down its side
  a.f.push(path(roundRect(deck[0], deckTop, deck[1], deckTop + 9, 3.2)));
  a.f.push(path(roundRect(deck[0] + 2.5, deckTop + 0.9, deck[1] - 2.5, deckTop + 3.3, 1.2)));
  for (let i = 0; i < 4; i++) {
    const x = deck[0] + 8 + i * 7.4;
    a.f.push(path(`M${r2(x + 1.6)} ${deckTop + 4.5}H${r2(x + 5)}L${r2(x + 3.4)} ${deckTop + 7.8}H${r2(x)}Z`));
  }
  // the T-bar seen a little from the front, over the stem's top, a grip at each end and the stem's cap
  const { frontGrip: g0, backGrip: g1 } = KICK_SCOOTER;
  const onBar = (p: Pt, t: number): Pt => [p[0] + (g1[0] - g0[0]) * t, p[1] + (g1[1] - g0[1]) * t];
  a.f.push(rod(onBar(g0, 0.2), onBar(g1, -0.2), 2.8));
  a.f.push(rod(onBar(g0, -0.3), onBar(g0, 0.26), 4.6), rod(onBar(g1, -0.26), onBar(g1, 0.3), 4.6));
  a.f.push(path(roundRect(stemTop[0] - 2.6, stemTop[1] - 2.4, stemTop[0] + 2.6, stemTop[1] + 3, 1.4)));
  return done(a);
}
