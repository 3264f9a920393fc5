import { EngineError } from './errors';
import { DETAILS, PAPERS, STYLES, type ConvertOptions, type Style } from './types';

// Default line weight per style: bold for coloring (kids, about 1 mm), finer for art and pencil drawing.
const DEFAULT_LINE_MM: Record<Style, number> = { 'coloring-page': 1.0, 'line-art': 0.6, 'line-drawing': 0.4 };

export const LIMITS = {
  lineMm: [0.4, 1.5],
  minRegionMm2: [1, 100],
  gapMm: [0, 3],
} as const;

/** Fills defaults and rejects values outside the documented ranges. */
export function resolveOptions(input: Partial<ConvertOptions> = {}): ConvertOptions {
  const style = input.style ?? 'coloring-page';
  const options: ConvertOptions = {
    style,
    detail: input.detail ?? 'medium',
    lineMm: input.lineMm ?? DEFAULT_LINE_MM[style],
    minRegionMm2: input.minRegionMm2 ?? 4,
    gapMm: input.gapMm ?? 1.5,
    removeBackground: input.removeBackground ?? false,
    invert: input.invert ?? false,
    paper: input.paper ?? 'a4',
    orientation: input.orientation ?? 'auto',
  };
  if (!STYLES.includes(options.style)) fail(`style must be one of ${STYLES.join(', ')}`);
  if (!DETAILS.includes(options.detail)) fail(`detail must be one of ${DETAILS.join(', ')}`);
  if (!PAPERS.includes(options.paper)) fail(`paper must be one of ${PAPERS.join(', ')}`);
  if (!['auto', 'portrait', 'landscape'].includes(options.orientation)) fail('orientation must be auto, portrait or landscape');
  inRange('lineMm', options.lineMm, LIMITS.lineMm);
  inRange('minRegionMm2', options.minRegionMm2, LIMITS.minRegionMm2);
  inRange('gapMm', options.gapMm, LIMITS.gapMm);
  return options;
}

function inRange(name: string, value: number, [min, max]: readonly [number, number]): void {
  if (!Number.isFinite(value) || value < min || value > max) fail(`${name} must be between ${min} and ${max}`);
}

function fail(message: string): never {
  throw new EngineError('invalid_options', message);
}
