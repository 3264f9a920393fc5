// Studio pages inside an engine thread (no server-only import): compose the vector page, rasterise it
// at 300 dpi, measure it with the engine's colorability report, and write PNG, SVG and PDF.
import { composeTextPage, type StudioStyle } from '@/lib/studio/compose-page';
import { FONT_CREDITS, OPENMOJI_CREDIT } from '@/lib/studio/credits';
import { StudioError } from '@/lib/studio/errors';
import { createNodeFontSource } from '@/lib/studio/fonts/node-font-source';
import type { StudioLocale } from '@/lib/studio/locales';
import { composeNamePage, type NameTheme } from '@/lib/studio/name/compose-name-page';
import { escapeXml, type Orientation, type Paper } from '@/lib/studio/scene/paper';
import type { PageResult, Progress } from '../engine/tasks';
import { encodeRasterPdf } from '@/lib/server/imaging/encode';
import { rasterizeStudioSvg } from './raster';

export type StudioTextInput = { prompt: string; style: StudioStyle; seed: number; locale: StudioLocale; paper: Paper; orientation: Orientation };
export type StudioNameInput = { name: string; theme: NameTheme; seed: number; locale: StudioLocale; paper: Paper; orientation: Orientation };

/** The licence credits go into the SVG too, as its description (the PDF prints them in the margin). */
function withCredits(svg: string, credits: string[]): string {
  return svg.replace(/(<svg[^>]*>)/, `$1<desc>${escapeXml(credits.join(' · '))}</desc>`);
}

async function finishPage(svg: string, paper: Paper, title: string, credits: string[], progress: Progress): Promise<PageResult> {
  progress(30);
  const { page, png, report } = await rasterizeStudioSvg(svg, paper);
  progress(75);
  const pdf = await encodeRasterPdf({ data: page.data, width: page.width, height: page.height, channels: 1 }, paper, { title, credits });
  progress(95);
  const files = { png, svg: new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${withCredits(svg, credits)}\n`), pdf };
  return { files, report, width: page.width, height: page.height, paper, regionCount: report.closedRegions };
}

export async function studioText(input: StudioTextInput, progress: Progress): Promise<PageResult> {
  const result = composeTextPage(input);
  // The request already checked this; a prompt the index no longer understands fails cleanly.
  if (result.kind !== 'page') throw new StudioError('prompt_empty');
  progress(15);
  return finishPage(result.svg, input.paper, input.prompt.slice(0, 80), [OPENMOJI_CREDIT], progress);
}

let fonts: ReturnType<typeof createNodeFontSource> | null = null;

export async function studioName(input: StudioNameInput, progress: Progress): Promise<PageResult> {
  fonts ??= createNodeFontSource();
  const result = await composeNamePage(input, fonts);
  progress(15);
  return finishPage(result.svg, input.paper, result.lines.join(' '), [FONT_CREDITS, OPENMOJI_CREDIT], progress);
}
