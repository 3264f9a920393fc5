import { describe, expect, it } from 'vitest';
import { creationName, readableFileName } from './naming';

describe('naming a creation', () => {
  it.each([
    [{ prompt: 'a cat playing with a ball', style: 'kids' }, 'a cat playing with a ball'],
    [{ prompt: '  a dragon\nreading a book ', audience: 'kids' }, 'a dragon'],
    [{ name: 'Emma', theme: 'space' }, 'Emma'],
    [{ fileName: 'garden_party.JPG', style: 'coloring-page' }, 'garden party'],
    [{ fileName: 'C:\\photos\\Grandma at the beach.jpeg' }, 'Grandma at the beach'],
    [{ fileName: 'IMG_2041.jpg' }, null],
    [{ fileName: 'PXL_20240612_101112.jpg' }, null],
    [{ fileName: 'drawing.png', palette: 'vivid' }, null],
    [{ fileName: 'image.jpg' }, null],
    [{ fileName: 'Emma drawing 2.png' }, 'Emma drawing 2'],
    [{ fileName: 'x.jpg', batchTitle: 'Summer book', page: 3 }, 'Summer book · 3'],
    [{ style: 'coloring-page', detail: 'low' }, null],
  ])('%j → %s', (options, name) => {
    expect(creationName(options)).toBe(name);
  });

  it('keeps names to 120 characters', () => {
    const long = creationName({ prompt: 'a '.repeat(200) + 'cat' })!;
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it('reads file names without folders or extensions', () => {
    expect(readableFileName('/tmp/upload/my_cat.webp')).toBe('my cat');
  });
});
