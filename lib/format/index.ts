export * from './badge';
export * from './date';
export * from './debounce';
export * from './email';
export * from './password-strength';
export * from './random-code';
