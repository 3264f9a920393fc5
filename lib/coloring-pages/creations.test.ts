import { describe, expect, it } from 'vitest';
import { creationIdOf, creationPages } from './creations';
import { loadColoringPage } from './loader';

const OWNED = '0b6f3c1e-6a2d-4c8e-9f10-2a3b4c5d6e7f';
const provider = creationPages(async (id) => (id === OWNED ? { width: 1200, height: 1600, title: 'Cat' } : null));

describe('creation pages', () => {
  it('opens the viewer’s creation through its owner-only PNG download at its size', async () => {
    expect(await loadColoringPage(`creation:${OWNED.toUpperCase()}`, [provider])).toEqual({
      id: `creation:${OWNED}`,
      origin: 'creation',
      src: `/self-api/v1/creations/${OWNED}/download?format=png`,
      width: 1200,
      height: 1600,
      title: 'Cat',
    });
  });

  it('knows nothing of another account’s creation, malformed ids, or without a viewer', async () => {
    expect(await loadColoringPage('creation:6e1f3c1e-6a2d-4c8e-9f10-2a3b4c5d6e7f', [provider])).toBeNull();
    expect(await loadColoringPage(`creation:${OWNED}/../x`, [provider])).toBeNull();
    expect(await loadColoringPage(`creation:${OWNED}`)).toBeNull();
    expect(creationIdOf('example-fish-sea')).toBeNull();
  });
});
