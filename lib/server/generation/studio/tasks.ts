// Studio pages inside an engine thread (no server-only import): compose the vector page, rasterise it
// at 300 dpi, measure it with the engine's colorability report, and write PNG, SVG and PDF.
import { composeTextPage, type StudioStyle } from '@/lib/studio/compose-page';
import { fontCredit, openMojiCredit } from '@/lib/studio/credits';
import { StudioError } from '@/lib/studio/errors';
import type { Locale } from '@/lib/i18n/locales';
import { composeNamePage, type NameTheme } from '@/lib/studio/name/compose-name-page';
import { escapeXml, type Orientation, type Paper } from '@/lib/studio/scene/paper';
import type { PageResult, Progress } from '../engine/tasks';
import type { FontFor } from '@/lib/engine/output/pdf-text';
import { studioFonts } from './fonts';
import { studioPagePdf } from './pdf';
import { rasterizeStudioSvg } from './raster';

export type StudioTextInput = { prompt: string; style: StudioStyle; seed: number; locale: Locale; paper: Paper; orientation: Orientation };
export type StudioNameInput = { name: string; theme: NameTheme; seed: number; locale: Locale; paper: Paper; orientation: Orientation };

/** The licence credits go into the SVG too, as its description (the PDF prints them in the margin). */
function withCredits(svg: string, credits: string[]): string {
  return svg.replace(/(<svg[^>]*>)/, `$1<desc>${escapeXml(credits.join(' · '))}</desc>`);
}

// The font files and their parser load only for a credit or title outside Latin-1.
const pdfFontFor: FontFor = async (codePoint) => (await import('@/lib/server/imaging/pdf-fonts')).pdfFontFor(codePoint);

async function finishPage(svg: string, paper: Paper, title: string, credits: string[], progress: Progress): Promise<PageResult> {
  progress(30);
  const { page, png, report } = await rasterizeStudioSvg(svg, paper);
  progress(75);
  // The PDF reuses the PNG's compressed rows: the page is deflated once.
  const pdf = await studioPagePdf(png, paper, { title, credits, fontFor: pdfFontFor });
  progress(95);
  const files = { png, svg: new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${withCredits(svg, credits)}\n`), pdf };
  return { files, report, width: page.width, height: page.height, paper, regionCount: report.closedRegions };
}

export async function studioText(input: StudioTextInput, progress: Progress): Promise<PageResult> {
  const result = composeTextPage(input);
  // The request already checked this; a prompt the index no longer understands fails cleanly.
  if (result.kind !== 'page') throw new StudioError('prompt_empty');
  progress(15);
  return finishPage(result.svg, input.paper, input.prompt.slice(0, 80), [await openMojiCredit(input.locale)], progress);
}

export async function studioName(input: StudioNameInput, progress: Progress): Promise<PageResult> {
  const result = await composeNamePage(input, studioFonts());
  progress(15);
  return finishPage(result.svg, input.paper, result.lines.join(' '), [await fontCredit(input.locale), await openMojiCredit(input.locale)], progress);
}
