export * from './storage';
export * from './reload-guard';
export * from './referral-url';
