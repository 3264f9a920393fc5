import { describe, expect, it } from 'vitest';
import { understandPrompt } from '../keywords/understand-prompt';
import { SUNNY } from './backdrops';
import { composeScene, type SceneStyle } from './compose-scene';
import { pageSize } from './paper';
import { createRng } from './prng';
import { ALOFT, SKY_IDS } from './themes';

const size = pageSize('a4', 'portrait');
const styles: SceneStyle[] = ['kids', 'teens', 'adults'];
const motifsOf = (prompt: string) => {
  const understood = understandPrompt(prompt, 'en');
  if (understood.kind !== 'motifs') throw new Error(`${prompt}: not understood as motifs`);
  return understood.motifs;
};

describe('the motifs beside the subject', () => {
  it('puts the moon, a star, the sun, a kite or a balloon in the sky, never on the ground', () => {
    let checked = 0;
    for (const prompt of [
      'a wolf howling at the moon',
      'a cat sleeping under a star',
      'a dog and the moon',
      'a fox under the moon',
      'a girl flying a kite',
      'a bear with a balloon',
    ])
      for (const style of styles)
        for (let seed = 1; seed <= 6; seed++) {
          const scene = composeScene(motifsOf(prompt), style, size, createRng(seed, style));
          for (const c of scene.companions.filter((c) => SKY_IDS.has(c.id) || ALOFT.has(c.id))) {
            checked++;
            // Its middle lies in the top 40 % of the drawing, above every horizon the scene may choose.
            expect(c.box.y + c.box.h / 2, `${prompt} (${style}, seed ${seed})`).toBeLessThan(scene.drawing.y + scene.drawing.h * 0.4);
          }
        }
    expect(checked).toBeGreaterThan(30);
  });

  it('draws no second sun beside a sunny background', () => {
    for (const style of styles)
      for (let seed = 1; seed <= 8; seed++) {
        const scene = composeScene(motifsOf('a kite under the sun'), style, size, createRng(seed, style));
        if (SUNNY.has(scene.backdrop)) expect(scene.companions.map((c) => c.id)).not.toContain('2600');
      }
  });
});
