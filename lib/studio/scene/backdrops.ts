// Theme backgrounds that fill the whole drawing area with closed shapes: bands that split the sky, water
// or ground, and the theme's own things (seaweed and bubbles, planets and orbits, fences and barns …).
// Every element is a white-filled closed outline clipped to the frame, so the frame closes what it cuts.
import { f, type Box } from './paper';
import { moonSurface, nightGround } from './night-ground';
import { paintPlaceBackdrop } from './place-backdrops';
import { createRng } from './prng';
import { cloud, star, tuft } from './scenery';
import { rainbowOver } from './sky-rainbow';
import { paintDaySky, skyKind, sunRadius } from './day-sky';
import { seabed, sideKelp, waterFish } from './sea-floor';
import { placeWeeds, weedReach, type Weed } from './seaweed-place';
import { seaHorizon } from './sea-horizon';
import { sunClearOf } from './sun-place';
import { currents, hashed, orbitBricks, orbitSwirls, patchwork, sandRipples } from './sky-patterns';
import {
  band,
  barn,
  bunting,
  circle,
  cloudBank,
  fence,
  flower,
  gull,
  house,
  leaf,
  mushroom,
  palm,
  planet,
  scatter,
  seaweed,
  shape,
  snowflake,
  tree,
} from './backdrop-shapes';
export {
  BACKDROPS,
  PLACE_ONLY_BACKDROPS,
  SUNNY,
  type Backdrop,
  type BackdropContext,
  type BackdropKit,
  type CatalogueBackdrop,
  type Detail,
  type PlaceOnlyBackdrop,
} from './backdrop-kinds';
import { type Backdrop, type BackdropContext } from './backdrop-kinds';

/** The share of adults' sunburst skies with a rainbow arching over the rays. */
const RAINBOW_SHARE = 0.35;

/**
 * The background of `backdrop` behind a subject standing in `subject` (its box). `horizon` is where the
 * ground starts. Returns SVG drawn under the subject.
 */
export function paintBackdrop(backdrop: Backdrop, ctx: BackdropContext, subject: Box): string {
  const { inner, horizon, rng, detail } = ctx;
  const { sw, count, fine } = detail;
  const sky: Box = { x: inner.x, y: inner.y, w: inner.w, h: horizon - inner.y };
  const groundBox: Box = { x: inner.x, y: horizon, w: inner.w, h: inner.y + inner.h - horizon };
  const keepClear = ctx.keepClear ?? [];
  const avoid = [subject, ...keepClear, ...(ctx.haloedBeside ?? [])];
  // What the sky's patterns stay clear of: what has no halo of its own.
  const patternClear = ctx.haloed ? keepClear : [subject, ...keepClear];
  // The sun is anywhere along the sky, high with rays all round or rising behind the hills with a fan of
  // rays, in its own size: one sun in one corner on every page is what made the pages look alike.
  const sunR = inner.w * (fine ? 0.05 : 0.065) * rng.range(0.8, 1.3);
  // The subject's key turns the seed's draws (the same two draws, so nothing after them moves): at one seed the sun
  // had stood in one spot for every subject. An adults' patterned sky keeps its sun where the seed put it: its
  // cells are counted from there (a sun turned low left the top of the page with few cells to colour).
  const key = fine ? 0 : ((ctx.skyKey ?? 0) % 9973) / 9973;
  const seedX = inner.x + inner.w * (0.1 + 0.8 * ((rng.next() + key) % 1));
  const seedRising = (rng.next() + key * 7) % 1 < 0.3;
  const seedY = seedRising ? horizon - inner.h * rng.range(0.1, 0.2) : inner.y + sunR * 1.2 + (sky.h - sunR * 3) * rng.range(0, 0.35);
  // A patterned page's look (the sky's cells, the hills' field sizes) follows from where the seed put its sun:
  // varied by seed, so adult pages do not all share one sky, and with no draw from the seed, so nothing else moves.
  const look = Math.floor(hashed(seedX + seedY * 3.1) * 3);
  // The day sky's look, from where the seed put its sun and the subject's key (no draw from the seed), day-sky.ts.
  // An adults' sunburst has a rainbow arching over it on about a third of the pages.
  const kind = skyKind(hashed(seedX * 1.7 + seedY * 0.3 + key * 5.3), fine, ctx.rainbow);
  // The sun itself keeps clear of the subject (sun-place.ts), at the size its look draws it.
  const { x: sunX, y: sunY, rising } = sunClearOf({ x: seedX, y: seedY, r: sunRadius(kind, sunR), rising: seedRising }, subject, inner);
  const arch =
    kind === 'rainbow' || (fine && ctx.rainbow !== false && hashed(seedX * 1.7 + seedY * 0.3) < RAINBOW_SHARE)
      ? rainbowOver(inner, horizon, fine ? 6 : count >= 4 ? 5 : 4, fine ? 0.055 : count >= 4 ? 0.07 : 0.085, hashed(seedY), hashed(seedX * 2.3))
      : undefined;
  const sunOf = { x: sunX, y: sunY, r: sunR, rising };
  const daySky = () => {
    ctx.onSky?.(kind);
    return paintDaySky({
      kind,
      inner,
      horizon,
      sky,
      subject,
      avoid,
      patternClear,
      sun: sunOf,
      arch,
      showSun: ctx.sun !== false,
      patterned: fine && !!ctx.patternSky,
      look,
      sw,
      count,
      fine,
      rng,
    });
  };
  // Two or three big clouds spread along the top of the sky (snow or rain falls around them): their boxes, each
  // `size` (a share of the width) wide by half as tall, dropped up to `drop` of the sky's height.
  const cloudRow = ([small, large]: [number, number], drop: number): Box[] => {
    const clouds = fine ? 3 : 2;
    const boxes: Box[] = [];
    for (let i = 0; i < clouds; i++) {
      const s = inner.w * rng.range(small, large);
      const x0 = inner.x + (inner.w * (i + rng.range(0.4, 0.6))) / clouds,
        y0 = inner.y + s * 0.55 + sky.h * rng.range(0.02, drop);
      boxes.push({ x: x0 - s, y: y0 - s * 0.5, w: s * 2, h: s });
    }
    return boxes;
  };
  // A second line across the ground (a path, the edge of the grass) so the ground is no one large field.
  const foreground = () => band(inner, horizon + groundBox.h * rng.range(0.35, 0.65), rng.range(2, 5), rng.int(2, 4), sw * 0.8, rng);
  // The highest any hill may reach (its top line plus its widest wave), once hills are drawn: the open sky is above.
  let skyline = horizon;
  const hills = (layers: number) => {
    let out = '';
    let y = horizon;
    const tops: number[] = [];
    for (let i = 0; i < layers; i++) tops.unshift((y -= inner.h * rng.range(0.035, 0.1)));
    skyline = Math.min(skyline, y - inner.h * 0.05);
    tops.forEach((top, i) => {
      const hill = band(inner, top, inner.h * rng.range(0.015, 0.05), rng.int(2, 5) + i, sw, rng);
      out += hill + (fine && ctx.patternSky ? patchwork(hill, top, i, inner, look, hashed(seedX), sw) : '');
    });
    return out;
  };
  switch (backdrop) {
    case 'meadow': {
      // Teens and adults get a third hill and a second row of grass: a subject that fills the page hides most
      // of the flowers in the grass.
      let out = daySky() + hills(count >= 4 ? 3 : 2) + band(inner, horizon, 3, 4, sw, rng);
      out +=
        count >= 4
          ? band(inner, horizon + groundBox.h * rng.range(0.25, 0.4), rng.range(2, 5), rng.int(2, 4), sw * 0.8, rng) +
            band(inner, horizon + groundBox.h * rng.range(0.6, 0.75), rng.range(2, 5), rng.int(2, 4), sw * 0.8, rng)
          : foreground();
      out += scatter({ ...groundBox, y: horizon + 4, h: groundBox.h - 6 }, count * 2, fine ? 4 : 6, avoid, rng, (x, y, s) =>
        flower(x, y, s, fine ? 8 : 5, sw * 0.8),
      );
      return out;
    }
    case 'farm':
    case 'mud': {
      let out = daySky() + hills(2);
      const barnW = inner.w * rng.range(0.24, 0.34);
      out += barn(inner.x + rng.range(0.02, 0.98) * (inner.w - barnW), horizon - inner.h * rng.range(0.01, 0.05), barnW, sw);
      out += band(inner, horizon, 2, 3, sw, rng);
      const furrows = (fine ? 5 : 2) + rng.int(0, 2);
      for (let i = 1; i <= furrows; i++)
        out += band(inner, horizon + (groundBox.h * (i + rng.range(-0.25, 0.25))) / (furrows + 1), rng.range(1, 5), rng.int(2, 4), sw * 0.8, rng);
      return out + fence(inner, horizon + rng.range(2, 10), inner.h * rng.range(0.06, 0.1), sw, inner.w / (fine ? rng.int(10, 14) : rng.int(5, 8)));
    }
    case 'forest': {
      let out = daySky();
      out += band(inner, horizon - inner.h * rng.range(0.12, 0.24), inner.h * rng.range(0.02, 0.05), rng.int(5, 11), sw, rng);
      const trees = count + rng.int(1, 3);
      for (let i = 0; i < trees; i++) {
        const x = inner.x + ((i + rng.range(0.2, 0.8)) * inner.w) / trees;
        out += tree(x, horizon + 2, inner.h * rng.range(0.22, 0.32), sw, rng, rng.next() < 0.4);
      }
      out += band(inner, horizon, 3, 4, sw, rng) + foreground();
      out += scatter({ ...groundBox, y: horizon + 8, h: groundBox.h - 8 }, count, fine ? 6 : 9, avoid, rng, (x, y, s) => mushroom(x, y + s, s * 1.6, sw));
      out += scatter({ ...groundBox, y: horizon + 4, h: groundBox.h - 6 }, count * 2, fine ? 3 : 5, avoid, rng, (x, y, s) =>
        leaf(x - s, y, s * 2, rng.range(-1, 1), sw * 0.8),
      );
      return out;
    }
    case 'city': {
      let out = daySky();
      let x = inner.x - 4;
      // Under something flying (a plane over the town) the roofs stay below it, a low row at least.
      const below = horizon - (subject.y + subject.h);
      const roofs = below > inner.h * 0.05 ? Math.max(below - 2, inner.h * 0.08) : Infinity;
      while (x < inner.x + inner.w) {
        const w = inner.w * rng.range(0.14, 0.22),
          tall = rng.range(0, 1);
        // under a flyer, the seed's height a share of the room left, so the roofs still step up and down
        const h = Math.min(inner.h * (0.2 + 0.2 * tall), roofs * (0.6 + 0.4 * tall));
        out += house(x, horizon + 1, w, h, sw, rng, fine);
        x += w + rng.range(1, 4);
      }
      out += band(inner, horizon, 0.5, 2, sw, rng);
      const road = horizon + groundBox.h * rng.range(0.2, 0.45);
      out += band(inner, road, 0.3, 2, sw, rng);
      const dash = (fine ? 18 : 28) * rng.range(0.8, 1.25),
        lane = road + (inner.y + inner.h - road) * rng.range(0.3, 0.6);
      for (let rx = inner.x + rng.range(0, dash); rx < inner.x + inner.w; rx += dash)
        out += `<rect x="${f(rx)}" y="${f(lane)}" width="${f(dash / 2)}" height="${f(3)}" ${shape(sw * 0.8)}/>`;
      return out;
    }
    case 'sea': {
      let out = `<path d="M${f(inner.x)} ${f(inner.y)}H${f(inner.x + inner.w)}" stroke="none"/>`;
      const sand = inner.y + inner.h * rng.range(0.8, 0.9);
      const lines = (fine ? 5 : 3) + rng.int(0, 2);
      const first = inner.h * rng.range(0.04, 0.14),
        gap = (sand - inner.y - first - inner.h * 0.06) / lines;
      for (let i = 0; i < lines; i++) {
        const top = inner.y + first + gap * (i + rng.range(-0.2, 0.2));
        const water = band(inner, top, rng.range(2, 6), rng.int(4, 9), sw * 0.9, rng);
        // on a patterned page the water between two wave lines is cells of currents and ripples
        out += water + (fine && ctx.patternSky ? currents(water, top, i, inner, look, hashed(seedX), sw) : '');
      }
      out += band(inner, sand, rng.range(2, 6), rng.int(3, 5), sw, rng);
      if (fine && ctx.patternSky) out += sandRipples(sand, inner, look, sw);
      const pebbles: Box[] = [];
      out += scatter(
        { x: inner.x, y: sand + 4, w: inner.w, h: inner.y + inner.h - sand - 6 },
        count,
        3,
        [],
        rng,
        (x0, y0, s) => `<ellipse cx="${f(x0)}" cy="${f(y0)}" rx="${f(s * 1.4)}" ry="${f(s * 0.8)}" ${shape(sw * 0.8)}/>`,
        pebbles,
      );
      // Seaweed spread along the sand, clear of the outlines floating above it where the page gives them
      // (seaweed-place.ts; a name or letter page's pictures stand on the sand, its plants rising behind them as
      // before). Drawn in the order the seed gave, so the bubbles after them are the ones they were.
      const weeds: Weed[] = [];
      for (let i = 0, n = count + rng.int(1, 3); i < n; i++)
        weeds.push({ x: inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / n, h: inner.h * rng.range(0.14, 0.3), sway: rng.range(-1, 1) });
      const grown = ctx.undersides ? placeWeeds(weeds, sand + 6, ctx.undersides, inner) : weeds;
      for (const w of grown) out += seaweed(w.x, sand + 6, w.h, w.sway, sw);
      // Under a floating subject the floor is dressed round the plants left, kelp rises beside it and little fish
      // swim in the open water (sea-floor.ts), all from a stream of their own.
      const kit = ctx.undersides && {
        inner,
        sand,
        bottom: sand + 6,
        floating: ctx.undersides,
        taken: [...pebbles, ...grown.map((w) => ({ x: w.x - weedReach(w.h), y: sand + 6 - w.h, w: 2 * weedReach(w.h), h: w.h }))],
        clear: ctx.haloed ? 5 : 1.5,
        sw,
        count,
        fine,
        rng: createRng(rng.int(0, 2 ** 31), 'seabed'),
      };
      const tall = kit ? sideKelp(kit) : { svg: '', boxes: [] };
      if (kit) out += tall.svg + seabed({ ...kit, taken: [...kit.taken, ...tall.boxes] }).svg;
      const water: Box = { x: inner.x, y: inner.y + 10, w: inner.w, h: inner.h * 0.7 };
      const bubbles: Box[] = [];
      out += scatter(
        water,
        count * 2,
        fine ? 2.5 : 4,
        [...avoid, ...tall.boxes],
        rng,
        (x0, y0, s) => circle(x0, y0, s, sw * 0.8) + circle(x0 + s * 1.6, y0 - s * 1.4, s * 0.55, sw * 0.8),
        bubbles,
      );
      return out + (kit ? waterFish(kit, { ...water, h: sand - inner.h * 0.06 - water.y }, [...avoid, ...tall.boxes], bubbles) : '');
    }
    case 'waves': {
      // On the water: sky and sun above the horizon, rows of waves below, so a boat floats on the sea.
      let out = daySky();
      // a far shore, a lighthouse, an island or a sail on the horizon, by seed, clear of the subject and the sun
      out += seaHorizon(inner, horizon, sw, fine, rng, [...avoid, { x: sunX - sunR * 2, y: sunY - sunR * 2, w: sunR * 4, h: sunR * 4 }]).svg;
      // as many rows as the sea is deep: under a high horizon three rows left wide plain bands
      const rows = Math.round(((fine ? 6 : 3) + rng.int(0, 2)) * Math.max(1, (inner.y + inner.h - horizon) / (inner.h * 0.42)));
      for (let i = 0; i < rows; i++) {
        const top = horizon + ((inner.y + inner.h - horizon) * (i + rng.range(0, 0.3))) / rows;
        const water = band(inner, top, rng.range(1.5, 4), rng.int(7, 12), sw * 0.9, rng);
        out += water + (fine && ctx.patternSky ? currents(water, top, i, inner, look, hashed(seedX), sw) : '');
      }
      out += scatter({ ...sky, h: sky.h * 0.8 }, count + 2, fine ? 4 : 7, avoid, rng, (x0, y0, s) => gull(x0, y0, s, sw * 0.8));
      return out;
    }
    case 'space':
    case 'night': {
      let out = '';
      // where the moon's surface starts in space
      let moonTop = 0;
      const cx = inner.x + inner.w * rng.range(0.3, 0.7),
        cy = inner.y + inner.h * rng.range(0.35, 0.6);
      const orbits: { a: number; b: number; turn: number }[] = [];
      for (let i = 0; i < (fine ? 5 : 3); i++) {
        const orbit = { a: inner.w * (0.35 + i * 0.18), b: inner.h * (0.16 + i * 0.09), turn: rng.range(-25, 25) };
        orbits.push(orbit);
        out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(orbit.a)}" ry="${f(orbit.b)}" transform="rotate(${f(orbit.turn)} ${f(cx)} ${f(cy)})" fill="none" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      }
      // At night only: in space the spokes read as a tunnel at warp speed, and round a diagonal rocket's box they
      // left a ragged clearing.
      if (fine && ctx.patternSky && backdrop === 'night') out += orbitBricks(cx, cy, orbits, patternClear, sw);
      // In space the bands are cut by curved spokes that line up from band to band into the arms of a spiral.
      if (fine && ctx.patternSky && backdrop === 'space') out += orbitSwirls(cx, cy, orbits, patternClear, sw);
      // The sky's planets and moon (a ring reaches 1.8 radii across, a radius up and down): no star on them.
      const bodies: Box[] = [];
      const body = (x: number, y: number, r: number, across: number) => bodies.push({ x: x - across - 1, y: y - r - 1, w: 2 * across + 2, h: 2 * r + 2 });
      if (backdrop === 'space') {
        const left = rng.next() < 0.5;
        const x1 = inner.x + inner.w * (left ? rng.range(0.1, 0.3) : rng.range(0.7, 0.9));
        const y1 = inner.y + inner.h * rng.range(0.1, 0.2);
        const r1 = inner.w * rng.range(0.08, 0.12);
        body(x1, y1, r1, 1.8 * r1);
        out += planet(x1, y1, r1, sw, rng, true);
        const x2 = inner.x + inner.w * (left ? rng.range(0.75, 0.9) : rng.range(0.1, 0.25));
        const y2 = inner.y + inner.h * rng.range(0.3, 0.6);
        const r2 = inner.w * rng.range(0.05, 0.08);
        const ringed = rng.next() < 0.3;
        body(x2, y2, r2, ringed ? 1.8 * r2 : r2);
        out += planet(x2, y2, r2, sw, rng, ringed);
        moonTop = inner.y + inner.h * rng.range(0.82, 0.9);
        out += band(inner, moonTop, rng.range(3, 7), rng.int(2, 4), sw, rng);
      } else {
        // The seed is drawn and its place kept clear either way, so a page with the prompt's moon keeps the
        // rest of its sky.
        const [mx, my, mr] = [inner.x + inner.w * rng.range(0.12, 0.88), inner.y + inner.h * rng.range(0.08, 0.2), inner.w * rng.range(0.06, 0.1)];
        body(mx, my, mr, mr);
        if (ctx.moon !== false) out += circle(mx, my, mr, sw);
        out += hills(fine ? 4 : 2) + band(inner, horizon, 2, 3, sw, rng);
      }
      // The ground draws from a stream of its own, forked here: the stars' scatter (how many of its tries land)
      // then never moves the ground.
      const groundRng = createRng(rng.int(0, 2 ** 31), 'ground');
      // In space stars fill everything above the moon's surface; at night only the sky over the hills (stars
      // lay in the grass and on the hillsides).
      const starry = backdrop === 'space' ? { ...inner, h: inner.h * 0.82 } : { ...sky, h: skyline - inner.y - 2 };
      out += scatter(starry, count * 4 + 4, fine ? 3 : 5, [...avoid, ...bodies], rng, (x0, y0, s) => star(x0, y0, s, sw * 0.8, rng.range(-0.3, 0.3)));
      // The ground last: craters and rocks on the moon (below its surface line's widest wave), a path, a pond or
      // rows of grass at night.
      const kit = { inner, rng: groundRng, sw, count, fine, avoid };
      return out + (backdrop === 'space' ? moonSurface({ ...kit, top: moonTop + 7 }) : nightGround({ ...kit, top: horizon + 3 }));
    }
    case 'winter': {
      let out = hills(rng.int(3, 4)) + band(inner, horizon, 3, 3, sw, rng) + foreground();
      const firs = count + rng.int(-1, 1);
      for (let i = 0; i < firs; i++)
        out += tree(
          inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / firs,
          horizon - inner.h * rng.range(0.02, 0.08),
          inner.h * rng.range(0.14, 0.22),
          sw,
          rng,
          true,
          true,
        );
      // Snow clouds along the top of the sky, the flakes falling around them: without them a kids' winter
      // sky was one white field holding 47 % of the page's white (the sled).
      const cloudBoxes = cloudRow(fine ? [0.13, 0.17] : [0.17, 0.21], 0.1);
      out += cloudBoxes.map((box) => cloud(box, sw)).join('');
      out += scatter(sky, count * 3 + 2, fine ? 3.5 : 6.5, [...avoid, ...cloudBoxes], rng, (x0, y0, s) => snowflake(x0, y0, s, sw * 0.8));
      return out;
    }
    case 'party': {
      let out = '';
      const strings = rng.int(2, 3),
        top = inner.h * rng.range(0.02, 0.1),
        step = inner.h * rng.range(0.07, 0.12);
      for (let i = 0; i < strings; i++) out += bunting(inner, inner.y + top + i * step, (fine ? 12 : 6) + rng.int(0, 4), sw, rng);
      out += band(inner, horizon, 0.3, 2, sw, rng);
      const board = (fine ? 12 : 20) * rng.range(0.8, 1.3),
        slant = rng.range(-0.3, 0.3) * (inner.y + inner.h - horizon);
      for (let x = inner.x - Math.abs(slant) + rng.range(0, board); x < inner.x + inner.w + Math.abs(slant); x += board)
        out += `<path d="M${f(x)} ${f(horizon)}L${f(x + slant)} ${f(inner.y + inner.h + 2)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      out += scatter({ ...inner, y: inner.y + inner.h * 0.3, h: horizon - inner.y - inner.h * 0.3 }, count * 3, fine ? 2.5 : 4, avoid, rng, (x0, y0, s) =>
        rng.next() < 0.5 ? circle(x0, y0, s, sw * 0.8) : star(x0, y0, s * 1.2, sw * 0.8),
      );
      return out;
    }
    case 'kitchen': {
      let out = '';
      // Stripes, window and floor tiles each in their own width, place and perspective by seed.
      const stripe = (fine ? 8 : 14) * rng.range(0.75, 1.35);
      for (let x = inner.x + rng.range(0.3, 1) * stripe; x < inner.x + inner.w; x += stripe)
        out += `<path d="M${f(x)} ${f(inner.y)}L${f(x)} ${f(horizon)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      const ww = inner.w * rng.range(0.22, 0.34),
        wh = inner.h * rng.range(0.15, 0.24);
      const wx = inner.x + rng.range(0.04, 0.96) * (inner.w - ww),
        wy = inner.y + Math.max(inner.h * 0.04, (horizon - inner.y - wh) * rng.range(0.1, 0.45));
      const panes = rng.int(2, 3);
      let bars = '';
      for (let i = 1; i < panes; i++) bars += `M${f(wx + (ww * i) / panes)} ${f(wy)}V${f(wy + wh)}`;
      out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" ${shape(sw)}/>`;
      out += `<path d="${bars}M${f(wx)} ${f(wy + wh * rng.range(0.4, 0.6))}H${f(wx + ww)}" stroke="#000" stroke-width="${f(sw)}"/>`;
      out += band(inner, horizon, 0.2, 2, sw, rng);
      const cell = (fine ? 9 : 15) * rng.range(0.8, 1.3),
        vanish = inner.x + inner.w * rng.range(0.25, 0.75),
        spread = rng.range(0.15, 0.4);
      for (let x = inner.x + rng.range(0, cell) - inner.w * 0.3; x < inner.x + inner.w * 1.3; x += cell)
        out += `<path d="M${f(x)} ${f(horizon)}L${f(x + (x - vanish) * spread)} ${f(inner.y + inner.h + 2)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      for (let y = horizon + cell * rng.range(0.5, 0.9); y < inner.y + inner.h; y += cell * rng.range(0.7, 0.9))
        out += `<path d="M${f(inner.x)} ${f(y)}H${f(inner.x + inner.w)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      return out;
    }
    case 'field': {
      let out = daySky();
      const stands = horizon - inner.h * rng.range(0.1, 0.2);
      out += band(inner, stands, 0.3, 2, sw, rng);
      const row = (fine ? 5 : 8) * rng.range(0.8, 1.3),
        seat = (fine ? 10 : 18) * rng.range(0.7, 1.4);
      for (let y = stands + row * rng.range(0.6, 1); y < horizon; y += row)
        out += `<path d="M${f(inner.x)} ${f(y)}H${f(inner.x + inner.w)}" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`;
      for (let x = inner.x + rng.range(2, seat); x < inner.x + inner.w; x += seat)
        out += `<path d="M${f(x)} ${f(stands)}V${f(horizon)}" stroke="#000" stroke-width="${f(sw * 0.7)}"/>`;
      out += band(inner, horizon, 0.2, 2, sw, rng);
      const stripes = (fine ? 6 : 3) + rng.int(0, 2);
      for (let i = 0; i < stripes; i++) {
        const a = inner.x + (inner.w * i) / stripes;
        out += `<path d="M${f(a)} ${f(horizon)}L${f(a - inner.w * 0.3 + (inner.w * 0.6 * i) / stripes)} ${f(inner.y + inner.h + 2)}" stroke="#000" stroke-width="${f(sw * 0.8)}"/>`;
      }
      out += `<ellipse cx="${f(inner.x + inner.w * rng.range(0.3, 0.7))}" cy="${f(horizon + groundBox.h * rng.range(0.4, 0.65))}" rx="${f(inner.w * rng.range(0.2, 0.35))}" ry="${f(groundBox.h * rng.range(0.18, 0.3))}" fill="none" stroke="#000" stroke-width="${f(sw)}"/>`;
      return out;
    }
    case 'jungle': {
      let out = daySky() + hills(2);
      const palms = count + rng.int(0, 2);
      for (let i = 0; i < palms; i++)
        out += palm(inner.x + ((i + rng.range(0.15, 0.85)) * inner.w) / palms, horizon + 2, inner.h * rng.range(0.22, 0.38), sw, rng);
      out += band(inner, horizon, 3, 4, sw, rng) + foreground();
      out += scatter({ ...groundBox, y: horizon + 4, h: groundBox.h - 6 }, count * 2, fine ? 4 : 6, avoid, rng, (x0, y0, s) =>
        tuft(x0, y0 + s / 2, s * 1.4, sw * 0.8),
      );
      return out;
    }
    case 'sky': {
      let out = daySky();
      const banks = rng.int(2, 4),
        firstBank = rng.range(0.5, 0.62),
        bankGap = (0.94 - firstBank) / banks;
      for (let i = 0; i < banks; i++) out += cloudBank(inner, inner.y + inner.h * (firstBank + (i + rng.range(-0.15, 0.15)) * bankGap), sw, rng);
      out += scatter(
        { ...inner, y: inner.y + inner.h * 0.15, h: inner.h * (firstBank - 0.2) },
        count * 2 + rng.int(1, 3),
        fine ? 5 : 8,
        avoid,
        rng,
        (x0, y0, s) => cloud({ x: x0 - s, y: y0 - s * 0.5, w: s * 2, h: s }, sw),
      );
      return out;
    }

    default:
      return paintPlaceBackdrop(backdrop, { inner, horizon, rng, sw, count, fine, sky, groundBox, avoid, daySky, hills, foreground, cloudRow });
  }
}
