export * from './examples';
export * from './loader';
export * from './types';
export * from './creations';
export * from './catalogue';
