// The backgrounds a place word picks in the text tool (river, lake, waterfall, beach, castle, rain, the landmarks and
// the pond), kept apart from the theme backgrounds of backdrops.ts; they draw with the same sky, hills and ground.
// Theme backgrounds that fill the whole drawing area with closed shapes: bands that split the sky, water
// or ground, and the theme's own things (seaweed and bubbles, planets and orbits, fences and barns …).
// Every element is a white-filled closed outline clipped to the frame, so the frame closes what it cuts.
import { f } from './paper';
import { cloud, star } from './scenery';
import { band, bush, circle, flower, gull, palm, scatter, shape, tree, wavyLine, raindrop, reed, rock, lilyPad, shell, castle } from './backdrop-shapes';
import type { BackdropKit, PlaceOnlyBackdrop } from './backdrops';
import { paintLandmark } from './landmark-backdrops';

/** The SVG of a place-only background, drawn with the shared parts of `kit` (the mud's is the farm's, in backdrops.ts). */
export function paintPlaceBackdrop(backdrop: Exclude<PlaceOnlyBackdrop, 'mud'>, kit: BackdropKit): string {
  const { inner, horizon, rng, sw, count, fine, sky, groundBox, avoid, daySky, hills, foreground, cloudRow } = kit;
  switch (backdrop) {
    case 'river': {
      // A river runs across the land in front of the hills, its banks waving: ripple lines along the water
      // and stepping stones in it, reeds and stones on the near bank. It lies across the page, so a subject
      // standing on it leaves water showing on both sides.
      let out = daySky() + hills(2) + band(inner, horizon, 2, 3, sw, rng);
      const gh = inner.y + inner.h - horizon;
      const far = horizon + gh * rng.range(0.1, 0.18),
        near = horizon + gh * rng.range(0.55, 0.65);
      out += band(inner, far, rng.range(2, 4), rng.int(2, 4), sw, rng);
      const rows = (fine ? 4 : 2) + rng.int(0, 1);
      for (let i = 1; i <= rows; i++) {
        const y = far + ((near - far) * (i + rng.range(-0.15, 0.15))) / (rows + 1);
        out += wavyLine(inner.x - 2, inner.x + inner.w + 2, y, rng.range(1, 2.2), rng.int(8, 14), sw * 0.8);
      }
      out += scatter({ x: inner.x, y: far + 6, w: inner.w, h: near - far - 10 }, Math.max(2, count - 1), fine ? 5 : 8, avoid, rng, (x0, y0, s) =>
        rock(x0, y0 + s * 0.3, s * 1.8, sw * 0.9),
      );
      out += band(inner, near, rng.range(2, 4), rng.int(3, 5), sw, rng);
      out += scatter({ x: inner.x, y: near - 2, w: inner.w, h: inner.y + inner.h - near }, count + 2, fine ? 5 : 8, avoid, rng, (x0, y0, s) =>
        rng.next() < 0.35 ? rock(x0, y0 + s * 0.5, s * 1.3, sw * 0.9) : reed(x0, y0 + s, s * 2.4, sw * 0.8),
      );
      return out;
    }
    case 'lake':
    case 'pond': {
      // A lake: trees on the far shore, the water in rows of ripples with lily pads, reeds on the near shore. The
      // pond is a lake whose big lily pad, the subject's seat, the composer draws under it (landmark-seats.ts); its
      // far shore has firs and bushes, no round trees: beside a frog on its pad their heads on posts read as signs.
      let out = daySky() + hills(2);
      const shore = horizon - inner.h * rng.range(0.02, 0.04);
      out += band(inner, shore, 1.5, 3, sw, rng);
      const trees = count + rng.int(1, 3);
      for (let i = 0; i < trees; i++) {
        const x0 = inner.x + ((i + rng.range(0.2, 0.8)) * inner.w) / trees,
          h = inner.h * rng.range(0.08, 0.14),
          pine = rng.next() < 0.6;
        out += backdrop === 'pond' && !pine ? bush(x0, shore + 2, h * 1.1, h * 0.55, sw, rng) : tree(x0, shore + 2, h, sw, rng, pine);
      }
      out += band(inner, horizon, 0.6, 2, sw, rng);
      const near = inner.y + inner.h * rng.range(0.86, 0.92);
      const rows = (fine ? 5 : 2) + rng.int(0, 1);
      for (let i = 1; i <= rows; i++)
        out += band(inner, horizon + ((near - horizon) * (i + rng.range(-0.2, 0.2))) / (rows + 1), rng.range(1, 2.5), rng.int(6, 10), sw * 0.8, rng);
      out += scatter({ x: inner.x, y: horizon + 4, w: inner.w, h: near - horizon - 8 }, count, fine ? 4 : 6, avoid, rng, (x0, y0, s) =>
        lilyPad(x0, y0, s, sw * 0.8, rng),
      );
      out += band(inner, near, 2, 4, sw, rng);
      out += scatter({ x: inner.x, y: near - 2, w: inner.w, h: inner.y + inner.h - near }, count + 2, fine ? 5 : 8, avoid, rng, (x0, y0, s) =>
        reed(x0, y0 + s, s * 2.4, sw * 0.8),
      );
      return out;
    }
    case 'waterfall': {
      // A waterfall drops from a rock wall into a pool: the fall split into strands, foam where it lands,
      // ripples across the pool, stones and plants on the near bank.
      let out = daySky();
      const cliff = inner.y + inner.h * rng.range(0.09, 0.15);
      // a rock wall with a jagged top from frame to frame, cracks running down it
      let wall = `M${f(inner.x - 2)} ${f(cliff + rng.range(-4, 4))}`;
      const peaks = (fine ? 9 : 6) + rng.int(0, 2);
      for (let i = 1; i <= peaks; i++)
        wall += `L${f(inner.x - 2 + ((inner.w + 4) * (i - 0.5)) / peaks)} ${f(cliff - rng.range(2, 7))}L${f(inner.x - 2 + ((inner.w + 4) * i) / peaks)} ${f(cliff + rng.range(-1, 4))}`;
      out += `<path d="${wall}L${f(inner.x + inner.w + 2)} ${f(inner.y + inner.h + 2)}L${f(inner.x - 2)} ${f(inner.y + inner.h + 2)}Z" ${shape(sw)}/>`;
      let fx = inner.x + inner.w * rng.range(0.3, 0.7),
        half = inner.w * rng.range(0.13, 0.19);
      // The fall (half-width `half`, 25 % wider at its foot) goes where the subject leaves room for it: beside a
      // head standing at one side, a fox's face hid the fall's foot and its foam. A subject across the middle
      // leaves no such room and stands in front of the fall as before.
      const [subject] = avoid;
      const left = subject.x - inner.x,
        right = inner.x + inner.w - subject.x - subject.w;
      const room = Math.max(left, right) - 8;
      if (room >= 2.5 * inner.w * 0.1 && fx + 1.25 * half > subject.x && fx - 1.25 * half < subject.x + subject.w) {
        half = Math.min(half, room / 2.5);
        fx = left > right ? inner.x + left / 2 : subject.x + subject.w + right / 2;
      }
      let cracks = '';
      for (let i = 0; i < peaks; i++) {
        const x0 = inner.x + inner.w * rng.range(0.02, 0.98);
        if (Math.abs(x0 - fx) < half + 6) continue;
        const y0 = cliff + rng.range(3, 10),
          len = inner.h * rng.range(0.06, 0.14);
        cracks += `M${f(x0)} ${f(y0)}L${f(x0 + rng.range(-3, 3))} ${f(y0 + len / 2)}L${f(x0 + rng.range(-3, 3))} ${f(y0 + len)}`;
      }
      out += `<path d="${cracks}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      const pool = horizon;
      // stones in the rock wall, clear of the fall
      out += scatter(
        { x: inner.x, y: cliff + 6, w: inner.w, h: pool - cliff - 10 },
        count + 1,
        fine ? 6 : 10,
        [{ x: fx - half - 3, y: cliff, w: 2 * half + 6, h: pool - cliff }],
        rng,
        (x0, y0, s) => rock(x0, y0 + s * 0.4, s * 1.6, sw * 0.8),
      );
      const spread = half * 0.25;
      out += `<path d="M${f(fx - half)} ${f(cliff - 1)}Q${f(fx)} ${f(cliff - 4)} ${f(fx + half)} ${f(cliff - 1)}L${f(fx + half + spread)} ${f(pool + 2)}L${f(fx - half - spread)} ${f(pool + 2)}Z" ${shape(sw)}/>`;
      const strands = (fine ? 6 : 3) + rng.int(0, 1);
      let strandD = '';
      for (let i = 1; i <= strands; i++) {
        const t = i / (strands + 1);
        const xTop = fx - half + 2 * half * t,
          xBot = fx - half - spread + 2 * (half + spread) * t;
        const wob = rng.range(-1.5, 1.5);
        strandD += `M${f(xTop)} ${f(cliff - 1.5 - 2 * Math.sin(Math.PI * t))}Q${f((xTop + xBot) / 2 + wob)} ${f((cliff + pool) / 2)} ${f(xBot)} ${f(pool + 2)}`;
      }
      out += `<path d="${strandD}" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      out += band(inner, pool, 1.5, rng.int(4, 7), sw, rng);
      const bank = inner.y + inner.h * rng.range(0.84, 0.9);
      const rows = (fine ? 4 : 2) + rng.int(0, 1);
      for (let i = 1; i <= rows; i++)
        out += band(inner, pool + ((bank - pool) * (i + rng.range(-0.15, 0.15))) / (rows + 1), rng.range(1, 2), rng.int(6, 10), sw * 0.8, rng);
      // foam where the water lands: a row of bubbles across the foot of the fall
      const foamR = half * 0.28;
      for (let x0 = fx - half - spread; x0 <= fx + half + spread + 0.1; x0 += foamR * 1.5)
        out += circle(x0, pool + rng.range(-1, 1), foamR * rng.range(0.8, 1.1), sw * 0.9);
      out += band(inner, bank, 2.5, 4, sw, rng);
      out += scatter({ x: inner.x, y: bank - 2, w: inner.w, h: inner.y + inner.h - bank }, count + 2, fine ? 5 : 8, avoid, rng, (x0, y0, s) =>
        rng.next() < 0.5 ? rock(x0, y0 + s * 0.5, s * 1.3, sw * 0.9) : reed(x0, y0 + s, s * 2.2, sw * 0.8),
      );
      return out;
    }
    case 'beach': {
      // The sea with its waves under a sky with gulls, then the sand: shells and starfish, a palm at one side.
      let out = daySky();
      out += band(inner, horizon - inner.h * rng.range(0.1, 0.16), 0.4, 2, sw, rng);
      const shoreline = horizon + (inner.y + inner.h - horizon) * rng.range(0.05, 0.15);
      const seaTop = horizon - inner.h * rng.range(0.1, 0.16);
      const rows = (fine ? 4 : 2) + rng.int(0, 1);
      for (let i = 1; i <= rows; i++) out += band(inner, seaTop + ((shoreline - seaTop) * i) / (rows + 1), rng.range(1, 2.5), rng.int(8, 12), sw * 0.9, rng);
      out += band(inner, shoreline, rng.range(2, 4), rng.int(3, 5), sw, rng);
      const palmLeft = rng.next() < 0.5;
      out += palm(
        palmLeft ? inner.x + inner.w * rng.range(0.04, 0.12) : inner.x + inner.w * rng.range(0.88, 0.96),
        shoreline + inner.h * 0.08,
        inner.h * rng.range(0.3, 0.4),
        sw,
        rng,
      );
      out += foreground();
      out += scatter({ x: inner.x, y: shoreline + 4, w: inner.w, h: inner.y + inner.h - shoreline - 6 }, count * 2, fine ? 4 : 6, avoid, rng, (x0, y0, s) =>
        rng.next() < 0.5 ? star(x0, y0, s * 1.2, sw * 0.8, rng.range(-0.3, 0.3)) : shell(x0, y0, s, sw * 0.8),
      );
      out += scatter({ ...sky, h: (seaTop - inner.y) * 0.8 }, count + 1, fine ? 4 : 7, avoid, rng, (x0, y0, s) => gull(x0, y0, s, sw * 0.8));
      return out;
    }
    case 'castle': {
      // A castle on the hill behind the subject, its gate at the end of a path that widens towards the reader.
      let out = daySky() + hills(2);
      const cw = inner.w * (fine ? rng.range(0.7, 0.85) : rng.range(0.6, 0.75)),
        ch = inner.h * rng.range(0.3, 0.38);
      const cx = inner.x + (inner.w - cw) * rng.range(0.15, 0.85);
      const foot = horizon + 1;
      out += castle(cx, foot, cw, ch, sw, rng, fine);
      out += band(inner, horizon, 2, 3, sw, rng);
      const gate = cx + cw / 2,
        bottom = inner.y + inner.h + 2;
      out += `<path d="M${f(gate - cw * 0.06)} ${f(horizon + 1)}Q${f(gate - cw * 0.1)} ${f((horizon + bottom) / 2)} ${f(gate - inner.w * 0.22)} ${f(bottom)}L${f(gate + inner.w * 0.22)} ${f(bottom)}Q${f(gate + cw * 0.1)} ${f((horizon + bottom) / 2)} ${f(gate + cw * 0.06)} ${f(horizon + 1)}Z" ${shape(sw)}/>`;
      out += scatter({ ...groundBox, y: horizon + 6, h: groundBox.h - 8 }, count * 2, fine ? 4 : 6, avoid, rng, (x0, y0, s0) =>
        flower(x0, y0, s0, fine ? 8 : 5, sw * 0.8),
      );
      return out;
    }
    case 'volcano':
    case 'mountain':
    case 'tree':
      return paintLandmark(backdrop, kit);
    case 'rain': {
      // A rainy day: rain clouds along the top, drops falling under them, puddles in the grass.
      let out = hills(rng.int(2, 3)) + band(inner, horizon, 3, 3, sw, rng) + foreground();
      const cloudBoxes = cloudRow(fine ? [0.14, 0.18] : [0.18, 0.22], 0.08);
      out += cloudBoxes.map((box) => cloud(box, sw)).join('');
      // The drops fall past the horizon into the grass too, and the subject stands in a puddle that reaches out
      // on both sides of it: beside a subject that fills the width the rain was a few drops over its head.
      const fall = { ...sky, h: sky.h + groundBox.h * 0.35 };
      out += scatter(fall, count * 5 + 6, fine ? 3 : 5, [...avoid, ...cloudBoxes], rng, (x0, y0, s) => raindrop(x0, y0, s, sw * 0.8));
      const [subject] = avoid;
      if (subject) {
        const cx = subject.x + subject.w / 2,
          cy = Math.min(subject.y + subject.h - 2, inner.y + inner.h - 8);
        out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(Math.min(subject.w * 0.62, inner.w * 0.48))}" ry="${f(inner.h * 0.035)}" ${shape(sw)}/>`;
      }
      out += scatter(
        { ...groundBox, y: horizon + 6, h: groundBox.h - 8 },
        count + 2,
        fine ? 7 : 10,
        avoid,
        rng,
        (x0, y0, s) => `<ellipse cx="${f(x0)}" cy="${f(y0)}" rx="${f(s * 1.6)}" ry="${f(s * 0.5)}" ${shape(sw * 0.8)}/>`,
      );
      return out;
    }
  }
}
