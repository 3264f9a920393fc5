import { describe, expect, it } from 'vitest';
import { catalogueHandleOf } from './catalogue';
import { loadColoringPage } from './loader';

describe('catalogue pages on the canvas', () => {
  it('opens a catalogue page through its 300 dpi A4 PNG', async () => {
    expect(await loadColoringPage('catalogue:whale-under-the-sea')).toEqual({
      id: 'catalogue:whale-under-the-sea',
      origin: 'catalogue',
      src: '/common-api/v1/catalogue/whale-under-the-sea/download?format=png&paper=a4',
      width: 2480,
      height: 3508,
    });
  });

  it('opens the Letter page as `catalogue:<handle>:letter`, at Letter size', async () => {
    expect(await loadColoringPage('catalogue:whale-under-the-sea:letter')).toEqual({
      id: 'catalogue:whale-under-the-sea:letter',
      origin: 'catalogue',
      src: '/common-api/v1/catalogue/whale-under-the-sea/download?format=png&paper=letter',
      width: 2550,
      height: 3300,
    });
    expect(catalogueHandleOf('catalogue:whale-under-the-sea:letter')).toBe('whale-under-the-sea');
    expect(await loadColoringPage('catalogue:whale-under-the-sea:legal')).toBeNull();
  });

  it('knows nothing of unknown handles or malformed ids', async () => {
    expect(await loadColoringPage('catalogue:no-such-page')).toBeNull();
    expect(await loadColoringPage('catalogue:Whale-Under-The-Sea')).toBeNull();
    expect(await loadColoringPage('catalogue:../whale-under-the-sea')).toBeNull();
    expect(await loadColoringPage('whale-under-the-sea')).toBeNull();
    expect(catalogueHandleOf('catalogue:snowman-in-the-snow')).toBe('snowman-in-the-snow');
    expect(catalogueHandleOf('example-fish-sea')).toBeNull();
  });
});
