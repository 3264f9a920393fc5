// The name a new creation gets in My creations: what the person typed or chose, so a list of pages
// reads "a cat playing with a ball", "Emma", "garden-party", "Summer book · 3" instead of a row
// of "Coloring page". Pure, so the rules are tested on their own.

export const MAX_CREATION_NAME = 120;

/** Makes a photo's file name readable: no folder, no extension, separators as spaces. */
export function readableFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string): string {
  const line = text.split(/\r?\n/)[0].replace(/\s+/g, ' ').trim();
  return line.length > MAX_CREATION_NAME ? `${line.slice(0, MAX_CREATION_NAME - 1).trimEnd()}…` : line;
}

/** The creation's name from its job's options, or null when nothing names it (the tool's name is shown). */
export function creationName(options: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof options[key] === 'string' ? clip(options[key] as string) : '');
  if (text('batchTitle') && typeof options.page === 'number') return clip(`${text('batchTitle')} · ${options.page}`);
  for (const key of ['prompt', 'name']) if (text(key)) return text(key);
  const file = typeof options.fileName === 'string' ? clip(readableFileName(options.fileName)) : '';
  // Cameras' and browsers' own names ("IMG_2041", "PXL_20240612_101112", "image") say nothing a
  // family would look for.
  if (file && !/^(img|dsc|dscn|pxl|photo|image|picture|drawing|upload|file|blob|screenshot)?[\s_-]*[\d\s_-]*$/i.test(file)) return file;
  return null;
}

/** The options a job keeps only to name its creation; the engine never sees them. */
export const NAMING_OPTIONS = ['fileName', 'batchTitle', 'page'] as const;
