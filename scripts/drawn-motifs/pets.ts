// Part of the motifs drawn by us (scripts/studio-drawn-motifs.ts), in OpenMoji's 72-unit box: `f` closed areas
// (painted white with a black edge, later over earlier), `s` black lines, `d` solid dots. Ours (MIT).
// Fluent Emoji draws the cat and the dog as flat boxy silhouettes on stick legs: outlined, the site's two most
// asked-for subjects printed as empty boxes. Ours are round and cute, as a kids' colouring book draws them.
import { circle, ellipse, path, r2 } from '../../lib/studio/art-kit/shapes';

/** A leg from under the body at `x` (its left edge), `w` wide, slightly narrower at the ankle, down to y 60. */
export const leg = (x: number, top: number, w: number) =>
  path(`M${x} ${top}Q${r2(x - 0.6)} 53 ${r2(x + 0.5)} 60.5L${r2(x + w - 0.5)} 60.5Q${r2(x + w + 0.6)} 53 ${x + w} ${top}Z`);

/** A round paw under a leg whose left edge is at `x`: an area and its two toe lines. */
export function paw(x: number, w: number, f: string[], s: string[]) {
  const cx = r2(x + w / 2);
  f.push(
    path(
      `M${r2(cx - w / 2 - 1.2)} 64.6L${r2(cx - w / 2 - 1.2)} 62.2C${r2(cx - w / 2 - 1.2)} 59.4 ${r2(cx + w / 2 + 1.2)} 59.4 ${r2(cx + w / 2 + 1.2)} 62.2L${r2(cx + w / 2 + 1.2)} 64.6Z`,
    ),
  );
  const t = (w + 2.4) / 3;
  s.push(`M${r2(cx - w / 2 - 1.2 + t)} 62.4V64.6M${r2(cx - w / 2 - 1.2 + 2 * t)} 62.4V64.6`);
}

/** A collar under a round head centred at x 19 whose chin is near y 33, and its round tag (the dog's, the poodle's). */
export const collar = () => [path('M9.5 32Q19 37.5 28.5 32L29 36.2Q19 42 9 36.2Z'), path(circle(19, 41.6, 2.3))];

const out = (f: string[], s: string[], dots: string[], c: string) => ({ f: f.join(''), s: `<path d="${s.join('')}"/>`, d: `<path d="${dots.join('')}"/>`, c });

/**
 * A whole cat standing side-on, facing left, its round face turned to the reader: pointed ears with inner ears,
 * big eyes, a small nose over a free-standing "w" smile, whiskers, tabby stripes on the back and forehead, a
 * white bib, a haunch, four legs with toed paws and a tail curled up over its back.
 */
export function cat() {
  const f: string[] = [];
  const s: string[] = [];
  // the tail curling up behind, then the far legs, then the near ones: the body hides all their tops
  f.push(path('M55 43Q66.2 44 66.2 31Q66.2 22.5 60 22.5Q56.5 23 57 26.8Q57.6 28.6 59.6 27.2Q62.5 26.8 62.6 31Q62.6 39.5 55 39Z'));
  s.push('M62.4 30.4L66.1 29.6M62.2 35.4L65.4 36.8');
  f.push(leg(32, 46, 5.2), leg(53.5, 46, 5.2));
  paw(32, 5.2, f, s);
  paw(53.5, 5.2, f, s);
  f.push(leg(25.5, 46, 5.6), leg(46.5, 48, 5.6));
  paw(25.5, 5.6, f, s);
  paw(46.5, 5.6, f, s);
  // the body, the haunch over it, and tabby stripes closing areas on the back
  f.push(path(ellipse(41, 42, 19.5, 10.5)));
  f.push(path(ellipse(51.6, 44.2, 7.6, 8.2)));
  f.push(path('M34.5 32.3Q36 35.5 35 39Q38.4 35.8 38.2 31.7Z'), path('M41 31.5Q42.8 34.5 42 38Q45.2 35 44.8 31.6Z'));
  // the white bib under the chin
  f.push(path('M21.6 33Q21.6 43 26.2 45.5Q30.6 43 30.4 33Z'));
  // the ears with inner ears, then the face over their bases (kept clear of an adults' page's fill)
  f.push(path('M7.6 22L8.8 7.6Q9.2 6.6 10.2 7.1L19.5 15Z'), path('M32.4 22L31.2 7.6Q30.8 6.6 29.8 7.1L20.5 15Z'));
  f.push(path('M10.4 19.4L11 10.2L17.6 15.6Z'), path('M29.6 19.4L29 10.2L22.4 15.6Z'));
  const head = path(ellipse(20, 25, 13, 11));
  f.push(head);
  // forehead stripes, whiskers, the "w" smile standing free under the nose
  s.push('M20 14.2V17.6M17 14.6L17.6 17.4M23 14.6L22.4 17.4');
  s.push('M12.2 28L5.4 26.8M12.2 29.8L5.6 31.2M27.8 28L34.6 26.8M27.8 29.8L34.4 31.2');
  s.push('M17.2 30.2Q18.6 31.9 20 30.6Q21.4 31.9 22.8 30.2');
  const dots = [circle(15.4, 23.4, 1.9), circle(24.6, 23.4, 1.9), 'M18.4 27Q20 26.2 21.6 27Q21 28.8 20 29Q19 28.8 18.4 27Z'];
  return out(f, s, dots, head);
}

/**
 * A whole dog standing side-on, facing left, its face turned to the reader: floppy ears hanging either side of a
 * round head, a patch round one eye, a muzzle with a nose, a smile and a tongue, a collar with a round tag, a
 * patch on the back, four sturdy legs with toed paws and a tail wagging up (two motion lines beside it).
 */
export function dog() {
  const f: string[] = [];
  const s: string[] = [];
  // the wagging tail, then the far legs and the near ones: the body hides all their tops
  f.push(path('M55 38.5Q62.5 34 64.5 22Q65.2 19.5 67 20.2Q68.5 21 68.2 23Q67 36 57 42.5Z'));
  s.push('M68.4 15.6Q70.2 18.2 69.8 21.2M65.2 14.2Q67 15.4 67.6 17.4');
  f.push(leg(31.5, 46, 5.6), leg(53, 46, 5.6));
  paw(31.5, 5.6, f, s);
  paw(53, 5.6, f, s);
  f.push(leg(24.5, 46, 6), leg(46, 46, 6));
  paw(24.5, 6, f, s);
  paw(46, 6, f, s);
  // the body and the patch on its back
  f.push(path(ellipse(40.5, 41.5, 19.5, 10.5)));
  f.push(path('M39 31.4Q46 30 52.5 33Q56 37 52 40Q46 42.5 41.5 39.5Q38 36.5 39 31.4Z'));
  // the collar under the chin and its tag
  f.push(...collar());
  // the head (kept clear of an adults' page's fill), the patch round one eye, the ears flopping over its sides
  const head = path(ellipse(19, 22.5, 11.5, 11));
  f.push(head);
  f.push(path('M20.2 20.4Q20.5 16 24.5 16Q28.5 16.5 28.2 21Q27.6 25 23.6 25Q20.4 24.6 20.2 20.4Z'));
  f.push(path('M13.5 12.6Q6.5 9 3.6 16.5Q1.8 24 5 30.5Q7.6 33 10 30Q9.4 21.5 13.5 12.6Z'));
  f.push(path('M24.5 12.6Q31.5 9 34.4 16.5Q36.2 24 33 30.5Q30.4 33 28 30Q28.6 21.5 24.5 12.6Z'));
  // the muzzle, the tongue under the smile
  f.push(path(ellipse(19, 28.4, 6.4, 4.4)));
  f.push(path('M17.3 32.3Q17.1 36 19 36Q20.9 36 20.7 32.3Z'));
  s.push('M15 29.8Q19 33.8 23 29.8');
  const dots = [circle(14.8, 20.6, 1.8), circle(23.8, 20.6, 1.8), ellipse(19, 26.4, 2.3, 1.5)];
  return out(f, s, dots, head);
}
