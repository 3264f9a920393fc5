// Entry of the catalogue's engine thread (the imaging ThreadPool): a catalogue page's SVG → the 300 dpi
// bilevel PNG through the studio's raster and the engine's repair. The PDF is made from that PNG later,
// in milliseconds, in whichever language it is asked for.
import { serveThreadTasks } from '@/lib/server/imaging/thread-tasks';
import { rasterizeStudioSvg } from '@/lib/server/generation/studio/raster';

export type CatalogueRenderInput = { svg: string; paper: 'a4' | 'letter' };
export type CatalogueRenderOutput = { png: Uint8Array; regions: number };

async function render({ svg, paper }: CatalogueRenderInput): Promise<CatalogueRenderOutput> {
  const { png, report } = await rasterizeStudioSvg(svg, paper);
  return { png, regions: report.closedRegions };
}

/** Nothing: the thread has loaded its module graph (sharp, librsvg, the engine) once it answers. */
async function ready(): Promise<boolean> {
  return true;
}

const TASKS = { render, ready };

export type CatalogueTasks = typeof TASKS;

serveThreadTasks(TASKS);
