// Before/after pairs in public/examples, made by the engine from public-domain and CC0 photos
// (scikit-image sample data: chelsea the cat, the coffee cup, astronaut Eileen Collins / NASA).
export type Example = { id: 'cat' | 'coffee' | 'astronaut'; photo: string; page: string; width: number; height: number };

// Colorize starts from the line drawing, the other tools from the photo.
const pair = (id: Example['id'], style: string, width: number, height: number): Example => ({
  id,
  photo: style === 'colorize' ? `/examples/${id}-coloring-page.webp` : `/examples/${id}-photo.webp`,
  page: `/examples/${id}-${style}.webp`,
  width,
  height,
});

export function examplesFor(style: 'coloring-page' | 'line-art' | 'line-drawing' | 'colorize'): Example[] {
  return [pair('cat', style, 640, 426), pair('coffee', style, 640, 426), pair('astronaut', style, 640, 640)];
}
