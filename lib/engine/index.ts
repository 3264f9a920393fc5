// Public surface of the line-art engine: pure TypeScript, safe for workers, the CLI, tests and browsers.
export { convertToLineArt, MIN_SIDE } from './convert';
export { EngineError, ENGINE_ERROR_CODES, isEngineError, type EngineErrorCode } from './errors';
export { LIMITS, resolveOptions } from './options';
export { DPI, MARGIN_MM, PX_PER_MM, layoutPage } from './page/layout';
export { labelRegions, type LabelledRegions } from './regions/label';
export { encodeBilevelPng } from './output/png';
export { pageToSvg } from './output/svg';
export * from './types';
