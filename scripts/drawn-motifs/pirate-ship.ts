// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// A pirate ship. No emoji draws one: "a pirate ship", "Piratenschiff", "海賊船" drew the plain sailboat.
import { art, done, type Drawn } from './art';
import { skullAndCrossbones } from './bones-and-skull';
import { hull } from './boats';
import { circle, path, poly, r2 } from '../../lib/studio/art-kit/shapes';

/**
 * A pirate ship from the side: a planked hull with gun ports and a raised stern castle with windows, a bowsprit,
 * a tall mainmast with two billowing square sails on their yards, the lower one bearing a big skull and crossbones,
 * a shorter mizzen mast with its sail, a jib to the bowsprit and a pirate flag with its own skull at the masthead.
 */
export function pirateShip(): Drawn {
  const a = art();
  // the masts and the bowsprit, behind everything else
  a.f.push(
    path('M36.9 1H39.1V44H36.9Z'),
    path('M14.2 12H16.2V34H14.2Z'),
    path(
      poly([
        [60, 41],
        [71, 33.6],
        [71.6, 35.2],
        [61, 43],
      ]),
    ),
  );
  // the pirate flag at the masthead, streaming forward, a small skull on it
  a.f.push(path('M39.1 1.2Q43 -0.4 46.5 1.2T54 1.2V11.6Q50.5 10 46.5 11.6T39.1 11.6Z'));
  skullAndCrossbones(a, 46.6, 6.1, 2.5);
  // the jib from the mainmast to the bowsprit's tip
  a.f.push(path('M40.5 14L69.4 35.2Q61 36.6 53.5 36.4Q50 25 40.5 14Z'));
  // the mizzen sail and its yard
  a.f.push(path('M8.6 17.8H21.8Q24.4 25 21.2 32.4H9.2Q6.2 25 8.6 17.8Z'), path('M7.4 16.2H23V17.9H7.4Z'));
  // the mainmast's topsail and course, billowing, each hung from its yard
  a.f.push(path('M28.2 14.3H47.8Q50.6 18 47.4 22H28.6Q25.4 18 28.2 14.3Z'), path('M26.6 12.6H49.4V14.3H26.6Z'));
  a.f.push(path('M23.8 25.6H52.2Q56.2 33 51.6 41.2H24.4Q19.8 33 23.8 25.6Z'), path('M21.8 23.8H54.2V25.6H21.8Z'));
  // seams down the sails either side of the skull
  a.s.push('M30.5 14.6Q30 18 30.6 21.8', 'M45.5 14.6Q46 18 45.4 21.8', 'M27.6 25.8Q26.6 33 27.8 41', 'M48.4 25.8Q49.4 33 48.2 41');
  skullAndCrossbones(a, 38, 32.2, 5.2);
  // the stern castle, standing on the hull's stern, with two windows
  a.f.push(path('M2.6 43.8L1.6 34.2H22V43.8Z'), path('M0.8 32.4H22.8V35H0.8Z'));
  for (const x of [6, 13.4]) a.f.push(path(`M${x} 41V38.6Q${x} 36.8 ${r2(x + 1.9)} 36.8Q${r2(x + 3.8)} 36.8 ${r2(x + 3.8)} 38.6V41Z`));
  // the hull with its rim and planks, the gun ports under the rim
  const h = hull([2.5, 43], [63, 40.4], [15, 54, 62], 0.16, [0.42, 0.7]);
  a.f.push(...h.f);
  a.s.push(...h.s);
  for (const x of [20, 31, 42, 53]) a.f.push(path(circle(x, r2(h.rimBottom(x) + 4.6), 1.9)));
  return done(a);
}
