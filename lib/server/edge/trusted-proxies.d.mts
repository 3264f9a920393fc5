export function ipFamily(address: string): 0 | 4 | 6;
export function splitTrustedProxies(value: string | undefined): string[];
export function parseTrustedProxy(entry: string): { address: string; prefix: number | null; family: 4 | 6 };
