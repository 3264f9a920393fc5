// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
import { circle, ellipse, fleece, path, pt, r2 } from '../../lib/studio/art-kit/shapes';

const done = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A bird's leg from (x, top) down to the foot at `foot`, `w` wide, with three toes spread `k` times a hen's: a thin
 * area rather than a line, so an adult page's outline round the bird follows it as it does a leg.
 */
function leg(x: number, top: number, foot: number, w = 2, k = 1) {
  const h = w / 2;
  const at = (dx: number, dy: number) => `${r2(x + dx * k)} ${r2(foot + dy * k)}`;
  return path(
    `M${r2(x - h)} ${top}V${foot}L${at(-4.2, 2.4)}Q${at(-4.8, 3.6)} ${at(-3.6, 3.8)}L${at(-0.2, 2)}L${at(-0.6, 4.4)}Q${at(0, 5.4)} ${at(1, 4.6)}L${at(1.6, 2.2)}L${at(5, 3.8)}Q${at(6.1, 4)} ${at(5.6, 2.8)}L${r2(x + h)} ${foot}V${top}Z`,
  );
}

/** Three rounded feathers of fluff standing up from (cx, top), leaning out either side. */
function tuft(cx: number, top: number) {
  return [
    path(`M${cx - 1} ${top + 7}Q${cx - 6.5} ${top + 3.5} ${cx - 5.5} ${top + 1}Q${cx - 2.5} ${top + 1.5} ${cx + 0.4} ${top + 6.6}Z`),
    path(`M${cx + 1} ${top + 7}Q${cx + 6.5} ${top + 3.5} ${cx + 5.5} ${top + 1}Q${cx + 2.5} ${top + 1.5} ${cx - 0.4} ${top + 6.6}Z`),
    path(`M${cx - 1.4} ${top + 7.2}Q${cx - 2.4} ${top + 1.4} ${cx} ${top - 1}Q${cx + 2.4} ${top + 1.4} ${cx + 1.4} ${top + 7.2}Z`),
  ];
}

export type ChickPose = 'side' | 'front' | 'hatching';

/**
 * A baby chick drawn whole. Side-on (the chick, facing left as the hen does): a round fluffy body, a round head
 * with a tuft of fluff, a wing of three feathers, a little tail, a beak, an eye, a pink cheek, a smile, and two
 * thin legs with toes, standing. Facing us (the front-facing chick): the same with both wings out, two eyes and the
 * beak in the middle. Hatching: the chick facing us, wings up, out of the bottom half of a cracked egg with the top
 * of the shell on its head. OpenMoji's chick was a bare head, one big empty disc on a farm page.
 */
export function chick(pose: ChickPose = 'side') {
  const f: string[] = [];
  const s: string[] = [];
  if (pose === 'side') {
    f.push(leg(31, 52, 61.5, 2.2, 1.05), leg(44, 52, 61.5, 2.2, 1.05));
    // the tail: two short feathers sticking up behind
    f.push(path('M53 36Q58 27 63.5 26.5Q63.5 33 58 40Z'), path('M55 41Q61.5 36 66 37.5Q63.5 44 57 46Z'));
    // the body, fluffy all round
    f.push(path(fleece(40, 43, 20, 14.5, 18, 1.1)));
    // the wing: three feathers with round tips, each line running from the wing's front to a notch between tips
    f.push(path('M36 43Q43 35 52 38.5Q57.5 39.5 55.5 44.5Q58 49 52.5 49.5Q51 54 45.5 52Q39 50.5 36 43Z'));
    s.push('M36.9 42.2Q46 40.6 55.5 44.5M36 43Q45 47.5 52.5 49.5');
    // the fluff on top, then the head over it
    f.push(...tuft(24, 4));
    const head = path(circle(24, 23.5, 12.5));
    f.push(head);
    // the beak, open a little; a cheek to colour; a smile under the eye
    f.push(path('M12.2 20.6L4.8 23.4L12 25.2Q13 23 12.2 20.6Z'), path('M12 25.2L7 25.6L12.4 28Z'));
    f.push(path(circle(26.5, 28, 2.3)));
    s.push('M14.6 28.6Q17.2 31.4 20.6 30.6');
    return done(f, s, [circle(19, 20.5, 1.9)], head);
  }
  const hatching = pose === 'hatching';
  // standing: the legs with toes spread under the body; hatching, the body behind the shell
  if (!hatching) f.push(leg(30, 54, 61.5, 2.2, 1.05), leg(42, 54, 61.5, 2.2, 1.05));
  // the wings behind the body's sides: held out standing, raised in a cheer when hatching
  if (hatching) f.push(path('M20 42Q10 38 7.5 28Q13 27.5 23 35Z'), path('M52 42Q62 38 64.5 28Q59 27.5 49 35Z'));
  else f.push(path('M21 38Q12 42 11.5 51Q17 51.5 23 47Z'), path('M51 38Q60 42 60.5 51Q55 51.5 49 47Z'));
  if (hatching) s.push('M10.8 30.8Q15 33.5 17.2 36.6M61.2 30.8Q57 33.5 54.8 36.6');
  f.push(path(fleece(36, hatching ? 42 : 44, 17, 14.5, 16, 1.1, Math.PI / 16)));
  if (!hatching) f.push(...tuft(36, 3.5));
  const head = path(circle(36, 22, 13));
  f.push(head);
  // the beak in the middle, top and bottom halves; cheeks; a smile under the beak
  f.push(path('M32.4 24.4Q36 21.6 39.6 24.4L36 26.6Z'), path('M33.4 25.4L36 26.6L38.6 25.4Q36 29.4 33.4 25.4Z'));
  f.push(path(circle(27.6, 26.4, 2.3)), path(circle(44.4, 26.4, 2.3)));
  s.push('M31.8 30.4Q36 33.4 40.2 30.4');
  if (hatching) {
    // the top of the shell on the head, its broken edge a zigzag
    f.push(path('M24.6 14.4L28.4 12.4L31.2 15.6L34.6 11.6L37.8 15.2L41.2 11.8L44.2 14.8L47.4 13.6Q45.6 2.4 36 2.4Q26.4 2.4 24.6 14.4Z'));
    // the bottom half of the egg, broken along a zigzag, with spots and a crack
    const rim = [12, 20, 26, 32, 38, 44, 50, 56, 60].map((x, i) => `${x} ${i % 2 ? 46 : 39.5}`).join('L');
    f.push(path(`M${rim}Q62.4 54 55 61.5Q47 67.5 36 67.5Q25 67.5 17 61.5Q9.6 54 12 39.5Z`));
    f.push(path(ellipse(21.5, 53.5, 3, 2.4)), path(ellipse(48, 56.5, 3.6, 2.8)), path(ellipse(34, 61.2, 2.4, 1.9)));
    s.push('M40.5 49L42.6 52.4L40.8 54.8L43.2 57.6');
  }
  return done(f, s, [circle(31, 20.5, 1.8), circle(41, 20.5, 1.8)], head);
}

/**
 * A whole turkey standing side-on, facing left, as Thanksgiving pages draw it: a big fan of tail feathers
 * behind it, three rows of them to colour one by one, each outer feather with an eyespot; a round body with a
 * wing of feathers; a head on a neck with the wattle under the beak and the snood hanging over it, an eye, a
 * smile; legs with toes. Fluent's turkey was half a box with a quarter disc for a tail.
 */
export function turkey() {
  const f: string[] = [];
  const s: string[] = [];
  f.push(leg(30, 54, 61.5, 2.6, 1.15), leg(42, 54, 61.5, 2.6, 1.15));
  // the tail fan, outer row first: each feather a wedge from the fan's centre with a round tip; the inner rows
  // cover the outer ones' roots, the body covers the centre
  const [cx, cy] = [40, 39];
  const fan = (r: number, n: number, from: number, to: number) => {
    const step = (to - from) / n;
    for (let i = 0; i < n; i++) {
      const [a0, a1] = [from + i * step, from + (i + 1) * step];
      const mid = (a0 + a1) / 2;
      f.push(
        path(
          `M${cx} ${cy}L${pt(cx, cy, r, a0)}C${pt(cx, cy, r + step * r * 0.55, a0 + step * 0.1)} ${pt(cx, cy, r + step * r * 0.55, a1 - step * 0.1)} ${pt(cx, cy, r, a1)}Z`,
        ),
      );
      if (r > 24) f.push(path(circle(r2(cx + (r - 1.5) * Math.cos(mid)), r2(cy + (r - 1.5) * Math.sin(mid)), 2)));
    }
  };
  const deg = Math.PI / 180;
  fan(26.5, 9, -182 * deg, 6 * deg);
  fan(20.5, 8, -182 * deg, 6 * deg);
  fan(14.5, 7, -182 * deg, 6 * deg);
  // the body: a round breast forward, the back rising to the tail
  f.push(path('M22 38Q17 46 21 53Q26 59.5 36 59.5Q48 59.5 53 52Q56.5 45 52 39Q46 33 36 33Q26 33 22 38Z'));
  // the wing: four long feathers with round tips, each line running from the wing's front to a notch between tips
  f.push(path('M30 45Q38 36 49 39Q55 40 53.5 44.5Q57 48.5 52 50Q52 54.5 47 54Q46 58 41 56Q33 54 30 45Z'));
  s.push('M31.6 43.3Q43 41 53.5 44.5M30 45Q42 46 52 50M30.7 46.7Q38 52 47 54');
  // the neck and the round head
  f.push(path('M14.6 24Q14 33 19 40Q23 43.5 27.5 41Q23 35 23.6 24Z'));
  const head = path(circle(18.2, 19.6, 7));
  f.push(head);
  // the beak; the snood hanging from the forehead over it; the wattle in two lobes under the chin
  f.push(path('M11.8 17.8L5.6 20.6L11.8 22.8Z'));
  f.push(path('M13.4 15.2Q10.6 15.6 10.2 19Q9.8 23.2 7.8 25.4Q7.4 26.8 8.8 26.6Q12 25.2 12.6 20.2Q13 17.6 14.8 16.8Q14.6 15 13.4 15.2Z'));
  f.push(path('M13.4 23.6Q10.8 26.2 11.4 29Q10.8 32.4 13.6 33.6Q16.6 34.6 17.6 31.8Q18.4 29.2 16.4 27.6Q16.4 25 13.4 23.6Z'));
  s.push('M16.8 23.4Q19 25.4 21.6 23.8');
  return done(f, s, [circle(18.6, 18, 1.7)], head);
}
