import { z } from 'zod';

// SPEC §7: every response carries code (200 = success), message and data.
export type Envelope<T> = { code: number; message: string; data: T };

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), message: z.string(), data });
}
