// One import for every contract: route handlers, the typed client and tests share these schemas.
export * from './accounts';
export * from './distribution';
export * from './feedback';
export * from './generation';
export * from './billing';
