// Online coloring engine: pure TypeScript, runs in the browser, a worker, tests and the benchmark.
export * from './auto-colors';
export * from './color-history';
export * from './compose';
export * from './flood-fill';
export * from './gap-closing';
export * from './line-drawing';
export * from './line-mask';
export * from './paint-region';
export * from './palettes';
export * from './pixels';
export * from './region-map';
export * from './rle';
export * from './stroke';
export * from './undo-history';
