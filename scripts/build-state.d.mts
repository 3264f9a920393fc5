export function buildIsStale(root: string): boolean;
export function nextBin(root: string): string;
