// The maps the detail strokes take from the photo alone, before its regions are known: its Canny edges at
// two scales (the finer ones marked where the line art's coarser ones agree), its dark spots and the strokes
// of its texture. A server computes them on another thread while the converting thread merges the regions.
import { gaussianBlurInto } from '../raster/blur';
import { giveScratch, overwrittenScratch } from '../raster/scratch';
import type { Detail } from '../types';
import { byDetail } from './context';
import { cannyEdges } from './edges';
import { textureStrokes, type TextureStrokes } from './texture-strokes';

// Smoothing (mm at print size) and the share of edge candidates kept, per detail level.
const SIGMA_MM = { low: 0.7, medium: 0.5, high: 0.4 } as const;
const HIGH_QUANTILE = { low: 0.95, medium: 0.9, high: 0.86 } as const;
// Salient edges: those a line drawing of the photo keeps (the line art's smoothing, see line-art.ts, and a
// little more than its share): the frames of glasses, eyelids, a nose's sides. Among the finer edges above
// they are no stronger than every wrinkle and hair beside them, and the budget went to whichever was longer.
const SALIENT_SIGMA_MM = { low: 1.0, medium: 0.75, high: 0.5 } as const;
const SALIENT_QUANTILE = { low: 0.98, medium: 0.97, high: 0.95 } as const;
// Dark spots (pupils, nostrils, a lip line, wing spots): darker than their surroundings by this many grey
// levels (their sizes and shapes are chosen in `detailStrokes`).
const SPOT_CONTRAST = { low: 36, medium: 28, high: 22 } as const;

/**
 * What the detail strokes take from the photo alone, before its regions are known: the Canny edges (1,
 * or 2 next to a salient edge, see SALIENT_SIGMA_MM), the pixels darker than their surroundings (spot
 * candidates: 1 + by how many grey levels past the spot contrast, at most 255; 0 elsewhere) and the strokes
 * of the edges that lie in texture (`textureStrokes`), at the segmentation's size. A server computes them on
 * another thread while this one merges the regions (`StyleHooks.detailEdges`).
 */
export interface DetailEdgeMaps {
  edges: Uint8Array;
  dark: Uint8Array;
  texture: TextureStrokes;
}

/**
 * Starts `detailEdgeMaps` of a grey picture and its colour gradient (0–255); the returned function gives its
 * maps (`detailEdgeMaps` by default).
 */
export type DetailEdges = (grey: Float32Array, grad: Uint8Array, w: number, h: number, pxPerMm: number, detail: Detail) => () => DetailEdgeMaps;

export function detailEdgeMaps(grey: Float32Array, grad: Uint8Array, w: number, h: number, pxPerMm: number, detail: Detail): DetailEdgeMaps {
  // The smoothed copies are scratch arrays (each blur writes every element), given back once read.
  const blurred = (sigmaMm: number) => gaussianBlurInto(grey, w, h, sigmaMm * pxPerMm, overwrittenScratch(Float32Array, w * h));
  const smooth = blurred(byDetail(detail, SIGMA_MM));
  const edges = cannyEdges(smooth, w, h, byDetail(detail, HIGH_QUANTILE));
  const coarse = blurred(byDetail(detail, SALIENT_SIGMA_MM));
  markSalient(edges, cannyEdges(coarse, w, h, byDetail(detail, SALIENT_QUANTILE)), w, h);
  const surround = blurred(1.5);
  const contrast = byDetail(detail, SPOT_CONTRAST);
  const dark = new Uint8Array(w * h);
  // How much darker than the threshold (1–255), so the most distinct spots (pupils) can go first.
  for (let p = 0; p < dark.length; p++) {
    const by = surround[p] - contrast - smooth[p];
    dark[p] = by > 0 ? Math.min(255, 1 + Math.floor(by)) : 0;
  }
  giveScratch(smooth, coarse, surround);
  return { edges, dark, texture: textureStrokes(edges, dark, grad, w, h, pxPerMm, detail) };
}

/**
 * Marks with 2 the edges next to a salient edge (`salient`, found at a coarser scale, so it may lie a pixel
 * beside the fine one). Salient edges with no fine edge next to them are not added: their pixels would join
 * neighbouring strokes into tangles.
 */
function markSalient(edges: Uint8Array, salient: Uint8Array, w: number, h: number): void {
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (!salient[p]) continue;
      for (let dy = -w; dy <= w; dy += w) for (let q = p + dy - 1; q <= p + dy + 1; q++) if (edges[q]) edges[q] = 2;
    }
  }
}

/** The one-thread `DetailEdges`: the maps are computed when asked for. */
export const detailEdgesHere: DetailEdges = (grey, grad, w, h, pxPerMm, detail) => () => detailEdgeMaps(grey, grad, w, h, pxPerMm, detail);
