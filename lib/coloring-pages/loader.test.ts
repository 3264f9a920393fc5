import { describe, expect, it } from 'vitest';
import { EXAMPLE_PAGES } from './examples';
import { loadColoringPage, registerColoringPageProvider } from './loader';

describe('loadColoringPage', () => {
  it('finds a bundled example by id and rejects unknown or malformed ids', async () => {
    const page = await loadColoringPage('example-fish-sea');
    expect(page).toMatchObject({ origin: 'example', src: '/coloring-pages/fish-sea.svg', width: 2480, height: 3508 });
    expect(await loadColoringPage('nope')).toBeNull();
    expect(await loadColoringPage('../etc/passwd')).toBeNull();
    expect(EXAMPLE_PAGES.length).toBeGreaterThanOrEqual(4);
  });

  it('asks providers registered later', async () => {
    registerColoringPageProvider({
      origin: 'gallery',
      load: async (id) => (id === 'g-1' ? { id, origin: 'gallery', src: '/g.png', width: 10, height: 10 } : null),
    });
    expect(await loadColoringPage('g-1')).toMatchObject({ origin: 'gallery' });
  });
});
