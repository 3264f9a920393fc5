import { PX_PER_MM } from '../page/layout';
import { inkRegionsLater } from '../page/render-regions';
import { makePen, stampFrame } from '../page/stamp';
import { regionsWithoutRoom, whitePieces } from '../regions/interior';
import { openRegions } from '../regions/open';
import { majoritySmooth, smoothBoundariesAtHalf } from '../regions/smooth';
import { reducePlane } from '../raster/resample';
import { blankPage, byDetail, type StyleContext } from './context';
import { isLineDrawing, drawingRegions } from './drawing-regions';
import { colourGradient, overSegment, type Segmentation } from './segment';
import { RegionGraph } from '../regions/graph';
import { luma } from '../raster/channels';
import { detailEdgesHere } from './detail-edges';
import { detailClearanceMm, detailPen, detailStrokes, strokeRegions, type DetailStrokeInput } from './detail-strokes';
import { subjectMaskOf } from './subject';
import { redFeatures } from './colour-edges';
import { carveFeatures, featureLines } from './feature-regions';
import { withoutTexture } from './texture-strokes';
import { mergeSoftBoundaries } from '../regions/soft-boundaries';

// Regions a page aims for before size rules apply: one difficulty scale for kids, teens and adults.
const TARGET_REGIONS = { low: 18, medium: 32, high: 72 } as const;
// Regions a page keeps however soft its boundaries are (`mergeSoftBoundaries`): a colorable page has 15 or more.
const MIN_REGIONS = 20;
// Weight of the edge strength between two regions against their colour difference (Lab units per 255).
const EDGE_WEIGHT = 0.22;
// Ink the contours may take per detail level; the detail strokes inside the regions come on top.
const INK_BUDGET = { low: 0.08, medium: 0.09, high: 0.095 } as const;
// Watershed seeds (over-segmentation regions) before merging: ~6000 is plenty for ≤ 72 final regions of
// ≥ 4 mm², and the merge costs about half of what 9000 did, with the same quality figures.
const SEEDS = 6000;
// Boundary smoothing at print scale (`smoothBoundariesAtHalf`): the vote's disc radius in mm, its rounds,
// and the Lab distance of two regions' colours from which their boundary is left as segmented.
const SMOOTH_MM = 1.75;
const SMOOTH_ROUNDS = 4;
const SMOOTH_CONTRAST = 30;

/** Coloring page: closed outlines of a merged colour segmentation, inked with a uniform round pen. */
export function drawColoringPage(full: StyleContext): Uint8Array {
  const ctx = reduceContext(full);
  const { rgb, width: w, height: h, layout, options, pxPerMm } = ctx;
  const drawing = !full.photo && isLineDrawing(full.grey);
  const seg = drawing ? segmentDrawing(full, ctx) : overSegment(rgb, w, h, 0.3 * pxPerMm, Math.max(4, Math.round(Math.sqrt((w * h) / SEEDS))), full);
  const { graph, labels } = seg;
  const smooth = drawing ? null : (seg as Segmentation).smooth;
  // The detail strokes' edges need only the photo: another thread may find them while this one merges.
  // A photo's grey at this size is the working grey when the caller gave the half-size picture.
  const edgeMaps = drawing
    ? null
    : (full.detailEdges ?? detailEdgesHere)(full.photo ? full.grey : luma(...rgb), (seg as Segmentation).grad, w, h, pxPerMm, options.detail);
  if (!drawing) graph.mergeDownTo(byDetail(options.detail, TARGET_REGIONS), EDGE_WEIGHT);
  // A region must keep its minimum size after the lines eat half a line width on every side.
  const radiusPx = (options.lineMm / 2) * pxPerMm;
  const side = Math.sqrt(options.minRegionMm2) + options.lineMm;
  graph.absorbSmall(side * side * pxPerMm * pxPerMm, EDGE_WEIGHT);
  // Ink budget: a page past ~8 % ink reads as clutter to a child, so busy photos get fewer, larger regions.
  // A drawing keeps the shapes its artist drew.
  for (let round = 0; !drawing && round < 6 && predictedCoverage(graph.crackCount(), w, h, radiusPx) > byDetail(options.detail, INK_BUDGET); round++) {
    graph.mergeDownTo(Math.max(12, Math.floor(graph.alive * 0.85)), EDGE_WEIGHT);
  }
  graph.resolve(labels);
  if (!drawing && mergeSoftBoundaries(graph, labels, (seg as Segmentation).grad, MIN_REGIONS) > 0) graph.resolve(labels);
  full.mark?.('merge');
  // Boundaries through texture (a tabby's fur, foliage) wander pixel by pixel with teeth a millimetre or
  // two long: smoothed at print scale before the pixel-scale vote, except where the regions differ clearly
  // in colour (a subject's contour, a thin leg against the background stays as the photo has it).
  if (!drawing) {
    smoothBoundariesAtHalf(labels, w, h, SMOOTH_MM * pxPerMm, SMOOTH_ROUNDS, (own, other) => graph.labDistance(own, other) < SMOOTH_CONTRAST);
  }
  (full.majoritySmooth ?? majoritySmooth)(labels, w, h, 1);
  if (options.removeBackground) {
    const keep = subjectMaskOf(graph, labels, w, h);
    if (keep) for (let p = 0; p < labels.length; p++) if (!keep[p]) labels[p] = 0;
  }
  const minArea = options.minRegionMm2 * pxPerMm * pxPerMm * 1.15;
  // The white pieces of the last check are exactly what the opening needs, so they are computed once.
  let pieces = whitePieces(labels, w, h, radiusPx);
  for (let round = 0; round < 4; round++) {
    const starved = regionsWithoutRoom(labels, pieces, minArea).filter((r) => r > 0);
    if (starved.length === 0) break;
    for (const region of starved) if (graph.find(region) === region) graph.absorbIntoNearest(region, EDGE_WEIGHT);
    for (let p = 0; p < labels.length; p++) if (labels[p] > 0) labels[p] = graph.find(labels[p]);
    pieces = whitePieces(labels, w, h, radiusPx);
  }
  openRegions(labels, w, h, radiusPx, pieces);
  full.mark?.('regions');
  // A drawing's own lines are all it has; a photo's features inside the regions become detail strokes.
  const subject = !edgeMaps || options.removeBackground ? null : subjectMaskOf(graph, labels, w, h, true);
  // The subject's red features (a pink nose, red lips) become regions of their own, with the dark lines
  // that leave them (the mouth under a nose) as strokes; the detail strokes stay out of them.
  // Every label is a node of the graph, so new ones start past them (no pass over the labels).
  const plainFrom = graph.size.length;
  const features =
    edgeMaps && smooth ? carveFeatures(labels, w, h, redFeatures(smooth, labels, subject, w, h, pxPerMm), smooth, pxPerMm, options.lineMm, plainFrom) : [];
  const lines = features.length > 0 ? new Uint8Array(w * h) : null;
  if (lines && smooth) featureLines(labels, w, h, features, smooth, pxPerMm, detailClearanceMm(options.lineMm) * pxPerMm, lines);
  full.mark?.('features');
  // The labels are final: the boundaries may be inked (on another thread) while the strokes are chosen.
  const page = blankPage(full);
  const pen = makePen((options.lineMm / 2) * PX_PER_MM);
  const inkStrokesToo = (full.inkBoundaries ?? inkRegionsLater)(labels, w, h, layout, pen, page);
  const strokeInput: DetailStrokeInput = {
    labels,
    subject,
    width: w,
    height: h,
    pxPerMm,
    detail: options.detail,
    lineMm: options.lineMm,
    contourInk: predictedCoverage(graph.crackCount(), w, h, radiusPx),
    boundaryDistance: full.boundaryDistance,
    plainFrom,
    lines,
  };
  // What the strokes need of the regions first: the helper thread may still be finding the photo's maps,
  // and then this thread does it alone instead of waiting (the time still waited is `maps`).
  const regions = edgeMaps ? strokeRegions(strokeInput) : null;
  full.mark?.('distance');
  const maps = edgeMaps ? withoutTexture(edgeMaps(), subject) : null;
  full.mark?.('maps');
  const strokes = maps && regions ? detailStrokes(strokeInput, maps, regions) : null;
  full.mark?.('details');
  inkStrokesToo(strokes ? { strokes, pen: detailPen(options.lineMm) } : undefined);
  if (!options.removeBackground) stampFrame(page, layout.width, layout.height, layout.content, pen);
  full.mark?.('ink');
  return page;
}

/** The drawing's own regions at the reduced size, with the graph the size rules work on. */
function segmentDrawing(full: StyleContext, ctx: StyleContext) {
  const { labels, count } = drawingRegions(full.grey, full.width, full.height, full.width / ctx.width >= 2 ? 2 : 1);
  const grad = colourGradient(ctx.rgb, ctx.width, ctx.height);
  return { labels, graph: RegionGraph.ofLabels(labels, count, ctx.width, ctx.height, ctx.rgb, grad) };
}

/** True when the coloring page segments at half the working size (see `reduceContext`). */
export function segmentsAtHalfSize(pxPerMm: number): boolean {
  return pxPerMm >= 5;
}

/**
 * Regions are at least a few mm² and lines 0.4 mm or more, so the segmentation needs about 3 pixels
 * per printed millimetre, not the 6 of the 2 MP working image: halving each side makes it 4× cheaper.
 */
function reduceContext(ctx: StyleContext): StyleContext {
  const k = segmentsAtHalfSize(ctx.pxPerMm) ? 2 : 1;
  if (k === 1) return ctx;
  const { width: w, height: h, options, subject } = ctx;
  const rgb = ctx.half ?? (ctx.rgb.map((plane) => reducePlane(plane, w, h, k)) as StyleContext['rgb']);
  const layout = { ...ctx.layout, scale: ctx.layout.scale * k };
  // Built field by field: the full context's `rgb` may be a lazy getter that must not run here.
  return { rgb, grey: rgb[0], width: Math.floor(w / k), height: Math.floor(h / k), layout, options, pxPerMm: ctx.pxPerMm / k, subject };
}

/**
 * Ink share the boundaries would take: each crack (between two differently labelled pixels, counted by the
 * region graph) inks about one line width (overlaps make it an upper bound).
 */
function predictedCoverage(cracks: number, w: number, h: number, radius: number): number {
  // Majority smoothing later straightens staircases, which shortens lines by roughly a quarter.
  return (0.75 * cracks * 2 * radius + 2 * (w + h) * radius) / (w * h);
}
