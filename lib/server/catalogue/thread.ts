// Entry of the catalogue's engine thread (the imaging ThreadPool): a catalogue recipe → the 300 dpi
// page through the studio and the engine, as PNG and as PDF with the OpenMoji licence credit.
import { serveThreadTasks } from '@/lib/server/imaging/thread-tasks';
import { encodeRasterPdf } from '@/lib/server/imaging/encode';
import { rasterizeStudioSvg } from '@/lib/server/generation/studio/raster';
import { OPENMOJI_CREDIT } from '@/lib/studio/credits';

export type CatalogueRenderInput = { svg: string; paper: 'a4' | 'letter'; title: string };
export type CatalogueRenderOutput = { png: Uint8Array; pdf: Uint8Array; regions: number };

async function render({ svg, paper, title }: CatalogueRenderInput): Promise<CatalogueRenderOutput> {
  const { page, png, report } = await rasterizeStudioSvg(svg, paper);
  const pdf = await encodeRasterPdf({ data: page.data, width: page.width, height: page.height, channels: 1 }, paper, { title, credits: [OPENMOJI_CREDIT] });
  return { png, pdf, regions: report.closedRegions };
}

const TASKS = { render };

export type CatalogueTasks = typeof TASKS;

serveThreadTasks(TASKS);
