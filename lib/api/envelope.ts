// Every API answer carries code (200 = success), message and data.
export type Envelope<T> = { code: number; message: string; data: T };
