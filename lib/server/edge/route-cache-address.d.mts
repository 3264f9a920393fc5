/** Empties the build's route cache unless it was written for `appUrl`, then records `appUrl`; true when cached pages were dropped. */
export function forgetPagesOfAnotherAddress(distDir: string, appUrl: string): boolean;
