// Typed failures of the studio. The UI translates `code` through the `studio.errors` messages.
export type StudioErrorCode =
  'prompt_empty' | 'prompt_too_long' | 'unsupported_script' | 'name_empty' | 'name_too_long' | 'name_emoji_only' | 'name_missing_glyphs';

export class StudioError extends Error {
  constructor(
    readonly code: StudioErrorCode,
    readonly detail?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'StudioError';
  }
}

// Long enough for a detailed scene description, short enough to refuse pasted essays.
export const MAX_PROMPT_CHARS = 500;
// A name page holds two lines of bubble letters; beyond this the letters get too small to colour.
export const MAX_NAME_CHARS = 40;
