// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// Milk. The emoji's glass of milk sits among the drinks the studio leaves out, and its CLDR tags ("glass", "drink",
// 喝) would draw milk for any glass or drink: "milk", "Milch", "lait", 牛乳, 우유 drew nothing and "leite" a cow.
import { addFace, art, done, type Drawn } from './art';
import { heart } from './christmas';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { circle, ellipse, path, poly } from '../../lib/studio/art-kit/shapes';

/**
 * A milk carton with a gabled top, seen a little from the side, and a glass of milk beside it: the carton's front
 * with a wave of milk across it and the house's face, its side with cow's spots, its sloping roof, its gable and
 * its sealed fin; the glass with a straw, a rim, the milk's wavy top and a heart on it, and two drops splashing.
 */
export function milkCarton(): Drawn {
  const a = art();
  // the carton: front, side, the front's sloping roof, the side's gable and the fin along the ridge
  a.f.push(
    path(
      poly([
        [4, 28],
        [33, 28],
        [33, 69],
        [4, 69],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [33, 28],
        [44, 23],
        [44, 64],
        [33, 69],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [4, 28],
        [33, 28],
        [38.5, 13],
        [9.5, 13],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [33, 28],
        [44, 23],
        [38.5, 13],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [9.5, 13],
        [38.5, 13],
        [38.5, 7.6],
        [9.5, 7.6],
      ]),
    ),
  );
  // the wave of milk across the front, and a band above it for the label
  a.f.push(path('M4 35H33V41.6Q29.4 44.4 25.8 41.6T18.6 41.6T11.4 41.6T4 41.6Z'));
  // the cow's spots on the side, each well inside it
  a.f.push(path('M36 33.4C38.4 31.4 41.4 31.8 41.4 34.4C41.4 37 38.6 38.6 36.8 37.6C35.2 36.8 34.8 34.4 36 33.4Z'));
  a.f.push(path('M37.4 47C39.6 45.4 41.8 46.2 41.6 48.6C41.4 51 39.2 52 37.6 51.2C36.2 50.4 36.2 48 37.4 47Z'));
  a.f.push(path(ellipse(38.8, 58.6, 1.8, 1.4)));
  addFace(a, kawaiiFace(18.5, 54, 1.15));
  // the glass, a little narrower at its foot, drawn over the carton's side
  a.f.push(path('M45 37H68L65.8 69.6H47.2Z'));
  // the straw, leaning out of the glass, behind the milk's top
  a.f.push(
    path(
      poly([
        [60.2, 44],
        [62.4, 44.2],
        [66.4, 26.2],
        [64.2, 25.8],
      ]),
    ),
  );
  a.f.push(
    path(
      poly([
        [64.2, 25.8],
        [66.4, 26.2],
        [69.4, 21.2],
        [67.8, 20],
      ]),
    ),
  );
  // the milk in the glass with its wavy top, and a heart on it
  a.f.push(path('M45.6 45.4Q48.4 43 51.2 45.4T56.8 45.4T62.4 45.4T67.4 45.4L65.8 69.6H47.2Z'));
  a.f.push(path(heart(56.5, 57, 7)));
  // the glass's rim, an ellipse over its mouth
  a.f.push(path('M45 37A11.5 2 0 0 1 68 37A11.5 2 0 0 1 45 37Z'));
  // two drops splashing up from the glass
  a.f.push(path('M50.6 27.4Q52.6 31 50.6 32.4Q48.6 31 50.6 27.4Z'), path(circle(55.6, 31, 1.3)));
  return done(a);
}
