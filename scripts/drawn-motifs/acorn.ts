// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
//
// The acorn a squirrel holds. No emoji draws one: "an acorn" found nothing, "a squirrel with nuts" added a peanut.
import { addFace, art, done, type Drawn } from './art';
import { kawaiiFace } from '../../lib/studio/art-kit/kawaii-face';
import { path, r2, turnedEllipse } from '../../lib/studio/art-kit/shapes';

/**
 * An acorn standing up: a smooth egg-shaped nut coming to a little point, a shine on its side and the house's face
 * on it; over its top the scaly cup, its rim a band of its own and its scales in rows of scallops (each an area),
 * a short curved stalk and an oak leaf with its wavy lobes beside it.
 */
export function acorn(): Drawn {
  const a = art();
  // the oak leaf behind the stalk, its lobes waving, its midrib and veins as lines
  a.f.push(
    path(
      'M38.5 7C42 2.5 46.5 1 50 2.2C51 3.6 53 3.8 55 2.8C56.2 4.4 58.2 4.8 60.4 4.2C60.6 6 62.2 7.2 64.6 7.4' +
        'C63 9 63 10.6 64.6 12C60.4 13 56.2 12.6 53 11.2C51.4 12.6 48.6 12.8 46.6 11.6C44.4 12.4 41.6 11.8 40.6 10C39.2 9.4 38.2 8.2 38.5 7Z',
    ),
  );
  a.s.push('M40.4 7.6C47 6 55 6.6 62.6 9.4', 'M47.6 6.8L49.6 3.6', 'M53.4 7.1L56.4 4', 'M58.4 8L61.4 6.2', 'M49.2 7L48.4 10.6', 'M55 7.6L54.4 10.8');
  // the nut: its widest a little above the middle, its tip a small point
  a.f.push(path('M13 29C12 46 21 60 33.5 67.5Q36 70.5 38.5 67.5C51 60 60 46 59 29Z'));
  a.f.push(path(turnedEllipse(19.6, 44, 2.2, 5.8, 12)));
  // the cup: a low dome with its rim bulging over the nut
  const cup = 'M8 30.5C7 19 20 12 36 12C52 12 65 19 64 30.5C64.5 33 62 34.5 60 34.2Q36 37.8 12 34.2C10 34.5 7.5 33 8 30.5Z';
  a.f.push(path(cup));
  a.f.push(path('M8.2 29.6Q36 34.5 63.8 29.6C64.5 32.8 62 34.5 60 34.2Q36 37.8 12 34.2C10 34.5 7.6 32.8 8.2 29.6Z'));
  // the scales: rows of little scallops under the cup's dome, each one closed
  const rows: [number, number, number][] = [
    [17.5, 27, 5],
    [23, 47, 7],
    [28.2, 53, 8],
  ];
  for (const [y, span, n] of rows) {
    const w = span / n;
    for (let i = 0; i < n; i++) {
      const x0 = 36 - span / 2 + i * w;
      a.f.push(path(`M${r2(x0)} ${y}Q${r2(x0 + w / 2)} ${r2(y + w * 0.62)} ${r2(x0 + w)} ${y}Q${r2(x0 + w / 2)} ${r2(y - w * 0.22)} ${r2(x0)} ${y}Z`));
    }
  }
  // the stalk, curving up out of the cup's top
  a.f.push(path('M33.6 13C33.2 9 34.2 5.6 36.8 3.2L39.4 4.8C37.6 6.6 36.8 9.4 37.4 12.8Z'));
  addFace(a, kawaiiFace(36, 48, 1));
  return done(a);
}
