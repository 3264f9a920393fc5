// composeScene under the sea: the seaweed growing from the sand behind a floating subject. Drawn behind it, a stem
// that ended just under a shark's belly, or ran up behind it and vanished there, read as its legs: a shark standing
// on four stalks, a dolphin balanced on one by its tail. Kept clear of it, many floors were bare: the floor is
// dressed with low things under it, kelp rises beside it and little fish swim in the water (sea-floor.ts).
import { describe, expect, it } from 'vitest';
import { motifsOf, size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { hasMotif, motifUnderside } from './motif-art';
import { createRng } from './prng';
import { lowestOver, placeWeeds, WEED_MIN } from './seaweed-place';

/** A seaweed's outline (`seaweed`: eight bends) and a kelp's (`kelp`: six bends up, a pointed tip, six down). */
const SEAWEED = '(?:Q[-\\d. ]+){8}';
const KELP = '(?:Q[-\\d. ]+){6}L[-\\d. ]+L[-\\d. ]+(?:Q[-\\d. ]+){6}';

/** The stalks of seaweed (or kelp) in a page's SVG, closed paths of `bends`: their span across and their tip. */
function weeds(svg: string, bends = SEAWEED): { x0: number; x1: number; tip: number }[] {
  return [...svg.matchAll(new RegExp(`<path d="(M[-\\d. ]+${bends}Z)"`, 'g'))].map(([, d]) => {
    const numbers = d.match(/-?[\d.]+/g)!.map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0),
      ys = numbers.filter((_, i) => i % 2 === 1);
    return { x0: Math.min(...xs), x1: Math.max(...xs), tip: Math.min(...ys) };
  });
}

describe('seaweed under a floating sea creature', () => {
  it.each(['a shark', 'a dolphin', 'a fish in the sea', 'a whale', 'an octopus', 'a seal', 'an orca', 'a pufferfish', 'a sea turtle'])(
    '"%s": every stalk under the outline stops a clear band of water below it',
    (prompt) => {
      let grown = 0;
      for (const style of styles)
        for (let seed = 1; seed <= 6; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style), 'sea');
          const at = `${style}, seed ${seed}`;
          expect(scene.backdrop, at).toBe('sea');
          expect(hasMotif(scene.subjectId), at).toBe(true);
          // the subject alone on the page: a mirrored drawing is the one group scaled by a negative factor
          const mirror = /scale\(-/.test(scene.svg);
          const outlines = scene.subjectBoxes.map((box) => motifUnderside({ id: scene.subjectId, box, ...(mirror ? { mirror } : {}) }));
          const band = scene.drawing.h * 0.04;
          const found = weeds(scene.svg);
          grown += found.length;
          for (const w of found)
            for (const u of outlines) {
              // the lowest the outline comes over the stalk's span: the stalk's tip at least 4 % of the drawing below it
              const low = lowestOver(u, w.x0, w.x1);
              expect(
                w.tip,
                `${at}: a stalk at ${w.x0.toFixed(0)}-${w.x1.toFixed(0)} mm ends at ${w.tip.toFixed(0)}, the outline at ${low.toFixed(0)}`,
              ).toBeGreaterThanOrEqual(low + band);
            }
        }
      // the sea floor keeps plants where the outline leaves room: on most pages one at least
      expect(grown, prompt).toBeGreaterThan(styles.length * 6 * 0.5);
    },
  );
});

/**
 * The things lying on a page's sea floor (`<g id="seabed">`, each in a `<g>`): their extent, from their paths'
 * points (and control points; an arc's top a radius up, a stroked tube's half its width round) and circles.
 */
function floorThings(svg: string): { x0: number; x1: number; top: number; foot: number }[] {
  const group = svg.match(/<g id="seabed">((?:<g>.*?<\/g>)*)<\/g>/);
  if (!group) return [];
  return [...group[1].matchAll(/<g>(.*?)<\/g>/g)].map(([, item]) => {
    const pts: [number, number, number][] = [];
    for (const [, attrs] of item.matchAll(/<(?:path|circle)([^>]*)\/>/g)) {
      const num = (name: string) => Number(attrs.match(new RegExp(` ${name}="(-?[\\d.]+)"`))?.[1] ?? 0);
      if (!attrs.includes(' d="')) {
        pts.push([num('cx'), num('cy'), num('r')]);
        continue;
      }
      const pad = attrs.includes('fill="none"') ? num('stroke-width') / 2 : 0;
      const tokens = attrs.match(/ d="([^"]*)"/)![1].match(/[A-Za-z]|-?[\d.]+/g)!;
      for (let k = 0, cmd = ''; k < tokens.length;) {
        if (/[A-Za-z]/.test(tokens[k])) cmd = tokens[k++];
        if (cmd === 'Z') continue;
        if (cmd === 'A') {
          const [rx, ry, , , , x, y] = tokens.slice(k, k + 7).map(Number);
          // an arc (a shell's, over its hinge) bulges up by its radius between its ends
          pts.push([x, y, pad], [x, y - Math.max(rx, ry) - pad, 0]);
          k += 7;
        } else {
          pts.push([Number(tokens[k]), Number(tokens[k + 1]), pad]);
          k += 2;
        }
      }
    }
    return {
      x0: Math.min(...pts.map(([x, , r]) => x - r)),
      x1: Math.max(...pts.map(([x, , r]) => x + r)),
      top: Math.min(...pts.map(([, y, r]) => y - r)),
      foot: Math.max(...pts.map(([, y, r]) => y + r)),
    };
  });
}

/** The little fish swimming in a page's water (`littleFish`: a body and a forked tail as one outline). */
const fishIn = (svg: string) => (svg.match(/<path d="M[-\d. ]+Q[-\d. ]+L[-\d. ]+Q[-\d. ]+L[-\d. ]+Q[-\d. ]+Z"/g) ?? []).length;

describe('the sea floor and water round a floating sea creature', () => {
  const prompts = ['a shark', 'a dolphin', 'a fish in the sea', 'a whale', 'an octopus', 'a jellyfish', 'a seal', 'a sea turtle', 'a mermaid'];
  it.each(prompts)('"%s": things lie on the floor under it, a clear band of water below its outline; kelp and fish round it', (prompt) => {
    let fishes = 0;
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style), 'sea');
        const at = `${style}, seed ${seed}`;
        const mirror = /scale\(-/.test(scene.svg);
        const outlines = scene.subjectBoxes.map((box) => motifUnderside({ id: scene.subjectId, box, ...(mirror ? { mirror } : {}) }));
        const band = scene.drawing.h * 0.04,
          end = scene.drawing.y + scene.drawing.h;
        const things = floorThings(scene.svg);
        // a floor of its own on every page, a few things at least, some of them under the creature
        expect(things.length, at).toBeGreaterThanOrEqual(3);
        const box = scene.subjectBox;
        expect(
          things.filter((t) => t.x0 >= box.x && t.x1 <= box.x + box.w),
          at,
        ).not.toHaveLength(0);
        for (const t of things) {
          expect(t.foot, `${at}: on the sand, in the drawing`).toBeLessThanOrEqual(end);
          for (const u of outlines) {
            const low = lowestOver(u, t.x0, t.x1);
            expect(
              t.top,
              `${at}: a thing at ${t.x0.toFixed(0)}-${t.x1.toFixed(0)} mm reaches ${t.top.toFixed(0)}, the outline ${low.toFixed(0)}`,
            ).toBeGreaterThanOrEqual(low + band);
          }
        }
        // kelp stands beside the creature's box, or stops the same band below its outline
        for (const k of weeds(scene.svg, KELP))
          for (const u of outlines)
            if (k.x1 > u.box.x && k.x0 < u.box.x + u.box.w)
              expect(k.tip, `${at}: kelp under the outline`).toBeGreaterThanOrEqual(lowestOver(u, k.x0, k.x1) + band);
        fishes += fishIn(scene.svg);
      }
    // little fish swim on most pages
    expect(fishes, prompt).toBeGreaterThanOrEqual(styles.length * 6);
  });
  it('kelp rises tall beside a slim creature (a mermaid), in the strip between it and the frame', () => {
    let kelps = 0;
    for (const style of styles)
      for (let seed = 1; seed <= 6; seed++) {
        const scene = composeScene(motifsOf('a mermaid'), style, size, createRng(seed, style), 'sea');
        for (const k of weeds(scene.svg, KELP)) {
          expect(k.x1 <= scene.subjectBox.x || k.x0 >= scene.subjectBox.x + scene.subjectBox.w, `${style}, seed ${seed}`).toBe(true);
          expect(scene.drawing.y + scene.drawing.h - k.tip, `${style}, seed ${seed}: tall`).toBeGreaterThan(scene.drawing.h * 0.3);
          kelps++;
        }
      }
    expect(kelps).toBeGreaterThanOrEqual(styles.length * 6);
  });
});

describe('placeWeeds', () => {
  const inner = { x: 15, y: 15, w: 180, h: 267 };
  const bottom = 250;
  // a flat-bottomed thing floating 40 mm over the sand, across the middle of the drawing
  const over = { box: { x: 60, y: 150, w: 90, h: 60 }, lows: [210] };
  it('keeps a plant clear of the outline, cuts one that would reach it, moves or leaves out one with no room', () => {
    const got = placeWeeds(
      [
        { x: 30, h: 70, sway: 0 },
        { x: 100, h: 70, sway: 0 },
      ],
      bottom,
      [over],
      inner,
    );
    expect(got[0]).toEqual({ x: 30, h: 70, sway: 0 });
    expect(got[1].x).toBe(100);
    expect(bottom - got[1].h).toBeGreaterThanOrEqual(210 + 0.05 * inner.h - 1e-9);
    // a thing floating just over the sand: the plant under it is moved out beside it, full height, or left out
    const low = { box: over.box, lows: [bottom - 5] };
    for (const w of placeWeeds([{ x: 100, h: 70, sway: 0 }], bottom, [low], inner)) {
      expect(w.h).toBeGreaterThanOrEqual(WEED_MIN * inner.h);
      expect(w.x + w.h * 0.15 <= low.box.x || w.x - w.h * 0.15 >= low.box.x + low.box.w).toBe(true);
    }
  });
});
