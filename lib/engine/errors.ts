// Typed failures of the engine and its decoders; callers translate `code` via messages engine.errors.<code>.

export const ENGINE_ERROR_CODES = [
  'unsupported_type',
  'truncated',
  'corrupt',
  'too_many_pixels',
  'too_large',
  'too_small',
  'blank_image',
  'invalid_options',
] as const;

export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export class EngineError extends Error {
  readonly code: EngineErrorCode;

  constructor(code: EngineErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}

export function isEngineError(value: unknown): value is EngineError {
  return value instanceof Error && (value as EngineError).name === 'EngineError' && 'code' in value;
}
