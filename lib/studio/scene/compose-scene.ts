// The kids, teens and adults styles: one big subject (at least 60 % of the drawing's width or height) in
// front of a theme background that fills the page, the prompt's other motifs beside it, inside a frame.
import type { UnderstoodMotif } from '../keywords/understand-prompt';
import { paintBackdrop, type Backdrop, type Detail } from './backdrops';
import { drawMotif, hasMotif } from './motif-art';
import { f, intersects, MARGIN_MM, type Box } from './paper';
import { zentangleFill } from './patterns';
import { byImportance } from './place-motifs';
import type { Rng } from './prng';
import { frame, frameRadius } from './scenery';
import { FLOATING, pickBackdrop, SKY_IDS } from './themes';

export type SceneStyle = 'kids' | 'teens' | 'adults';

/** Line width, subject size (share of the drawing's width) and background detail of each audience. */
export const SCENE_LOOK: Record<SceneStyle, { stroke: number; subject: number; alone: number; companion: number; detail: Detail }> = {
  kids: { stroke: 1.4, subject: 0.74, alone: 0.92, companion: 0.24, detail: { sw: 1.3, count: 2, fine: false } },
  teens: { stroke: 0.9, subject: 0.68, alone: 0.9, companion: 0.26, detail: { sw: 0.8, count: 4, fine: false } },
  adults: { stroke: 0.6, subject: 0.66, alone: 0.88, companion: 0.26, detail: { sw: 0.5, count: 6, fine: true } },
};

/** The share of the drawing's width or height every scene subject spans at least. */
export const SUBJECT_MIN_SPAN = 0.6;

export type SceneResult = { svg: string; backdrop: Backdrop; subjectSpan: number; subjectBox: Box; subjectId: string; drawing: Box };

export function composeScene(motifs: UnderstoodMotif[], style: SceneStyle, page: { w: number; h: number }, rng: Rng, backdrop?: Backdrop): SceneResult {
  const look = SCENE_LOOK[style];
  const inner: Box = { x: MARGIN_MM, y: MARGIN_MM, w: page.w - 2 * MARGIN_MM, h: page.h - 2 * MARGIN_MM };
  const drawable = byImportance(motifs.filter((m) => hasMotif(m.id)));
  const named = drawable.filter((m) => !SKY_IDS.has(m.id));
  const ordered = named.length ? [...named, ...drawable.filter((m) => SKY_IDS.has(m.id))] : drawable;
  const scene =
    backdrop ??
    pickBackdrop(
      ordered.map((m) => m.id),
      rng,
    );
  const floating = FLOATING.has(scene);
  const [subject, ...others] = ordered;
  const companions = others.slice(0, style === 'kids' ? 1 : 2);

  // The subject fills most of the width; with company it moves to one side to leave them a column. Alone, a
  // wide animal on a portrait page is width-bound: at two thirds of the width a dog stood a third of the page
  // tall on the bottom edge, a small figure under a big sky, so alone it takes nearly the whole width.
  const side = rng.pick([-1, 1]);
  const span = companions.length ? look.subject : look.alone;
  const w = inner.w * span,
    h = inner.h * 0.66;
  // Where the subject stands and the horizon lies vary by seed, so no two pages put the same line on one spot.
  const bottom = floating ? inner.y + inner.h * rng.range(0.46, 0.54) + h / 2 : inner.y + inner.h * rng.range(0.88, 0.96);
  const x = companions.length ? (side < 0 ? inner.x + 3 : inner.x + inner.w - w - 3) : inner.x + (inner.w - w) / 2 + rng.range(-0.08, 0.08) * (inner.w - w);
  const zentangle = (i: number) => (style === 'adults' ? { fillPattern: zentangleFill(rng), clipId: `z${i}` } : {});
  const main = drawMotif(subject.id, { x, y: bottom - h, w, h }, { strokeMm: look.stroke, ...zentangle(0) });
  const placed: Box[] = [main.box];
  let front = main.svg;

  // Companions: in the free column, one low and one high, each as large as the column allows.
  const column: Box =
    side < 0
      ? { x: main.box.x + main.box.w + 3, y: inner.y + 4, w: inner.x + inner.w - main.box.x - main.box.w - 7, h: inner.h - 8 }
      : { x: inner.x + 4, y: inner.y + 4, w: main.box.x - inner.x - 7, h: inner.h - 8 };
  companions.forEach((m, i) => {
    const size = Math.max(Math.min(inner.w * look.companion, column.w > 25 ? column.w : inner.w * look.companion), 22);
    const spots: Box[] = [
      { x: column.x + (column.w - size) / 2, y: i === 0 ? inner.y + inner.h * 0.94 - size : inner.y + inner.h * 0.3, w: size, h: size },
      { x: column.x + (column.w - size) / 2, y: inner.y + inner.h * (i === 0 ? 0.55 : 0.12), w: size, h: size },
      { x: inner.x + inner.w * rng.range(0.1, 0.6), y: inner.y + 6, w: size * 0.8, h: size * 0.8 },
    ];
    for (const spot of spots) {
      const drawn = drawMotif(m.id, spot, { strokeMm: look.stroke, ...zentangle(i + 1) });
      if (placed.some((b) => intersects(drawn.box, b, 2))) continue;
      placed.push(drawn.box);
      front = drawn.svg + front;
      break;
    }
  });

  const horizon = inner.y + inner.h * (style === 'kids' ? rng.range(0.53, 0.63) : rng.range(0.5, 0.6));
  const back = paintBackdrop(
    scene,
    { inner, horizon, rng, detail: look.detail },
    { x: main.box.x - 2, y: main.box.y - 2, w: main.box.w + 4, h: main.box.h + 4 },
  );
  const clip = `<clipPath id="drawing"><rect x="${f(inner.x)}" y="${f(inner.y)}" width="${f(inner.w)}" height="${f(inner.h)}" rx="${f(frameRadius(inner))}"/></clipPath>`;
  const subjectSpan = Math.max(main.box.w / inner.w, main.box.h / inner.h);
  return {
    svg: `${clip}<g clip-path="url(#drawing)">${back}${front}</g>${frame(inner, look.stroke)}`,
    backdrop: scene,
    subjectSpan,
    subjectBox: main.box,
    subjectId: subject.id,
    drawing: inner,
  };
}
