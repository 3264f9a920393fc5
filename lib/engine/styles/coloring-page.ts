import { PX_PER_MM } from '../page/layout';
import { inkRegionBoundaries } from '../page/render-regions';
import { makePen, stampFrame } from '../page/stamp';
import { regionsWithoutRoom } from '../regions/interior';
import { majoritySmooth } from '../regions/smooth';
import { subjectRegions } from './background';
import { byDetail, type StyleContext } from './context';
import { overSegment } from './segment';

// Regions a page aims for before size rules apply: one difficulty scale for kids, teens and adults.
const TARGET_REGIONS = { low: 18, medium: 32, high: 72 } as const;
// Weight of the edge strength between two regions against their colour difference (Lab units per 255).
const EDGE_WEIGHT = 0.22;

/** Coloring page: closed outlines of a merged colour segmentation, inked with a uniform round pen. */
export function drawColoringPage(ctx: StyleContext): Uint8Array {
  const { rgb, width: w, height: h, layout, options, pxPerMm } = ctx;
  const seg = overSegment(rgb, w, h, 0.3 * pxPerMm, Math.max(4, Math.round(Math.sqrt((w * h) / 9000))));
  const { graph, labels } = seg;
  graph.mergeDownTo(byDetail(options.detail, TARGET_REGIONS), EDGE_WEIGHT);
  // A region must keep its minimum size after the lines eat half a line width on every side.
  const side = Math.sqrt(options.minRegionMm2) + options.lineMm;
  graph.absorbSmall(side * side * pxPerMm * pxPerMm, EDGE_WEIGHT);
  graph.resolve(labels);
  majoritySmooth(labels, w, h, 3);
  if (options.removeBackground) {
    const keep = subjectRegions(graph, labels, w, h);
    if (keep) for (let p = 0; p < labels.length; p++) if (!keep.has(labels[p])) labels[p] = 0;
  }
  const radiusPx = (options.lineMm / 2) * pxPerMm;
  const minArea = options.minRegionMm2 * pxPerMm * pxPerMm * 1.15;
  for (let round = 0; round < 4; round++) {
    const starved = regionsWithoutRoom(labels, w, h, radiusPx, minArea).filter((r) => r > 0);
    if (starved.length === 0) break;
    for (const region of starved) if (graph.find(region) === region) graph.absorbIntoNearest(region, EDGE_WEIGHT);
    for (let p = 0; p < labels.length; p++) if (labels[p] > 0) labels[p] = graph.find(labels[p]);
  }
  const page = new Uint8Array(layout.width * layout.height).fill(255);
  const pen = makePen((options.lineMm / 2) * PX_PER_MM);
  inkRegionBoundaries(labels, w, h, layout, pen, page);
  if (!options.removeBackground) stampFrame(page, layout.width, layout.height, layout.content, pen);
  return page;
}
