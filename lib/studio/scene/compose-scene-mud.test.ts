// "A pig in the mud" in the ten languages: the mud words were unknown, so the pig stood on the farm's plain grass.
// Now they pick the mud place: the farm, with a mud puddle under the subject's feet (mud-puddle.ts).
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { understandPrompt } from '../keywords/understand-prompt';
import { size, styles } from '../testing/scene-prompts';
import { composeScene } from './compose-scene';
import { createRng } from './prng';

const SAID: [string, Locale][] = [
  ['a pig in the mud', 'en'],
  ['ein Schwein im Schlamm', 'de'],
  ['un cerdo en el barro', 'es'],
  ['un cochon dans la boue', 'fr'],
  ['泥んこの豚', 'ja'],
  ['진흙 속의 돼지', 'ko'],
  ['um porco na lama', 'pt'],
  ['泥巴裡的豬', 'zh-TW'],
  ['con lợn trong bùn', 'vi'],
  ['泥巴里的猪', 'zh-CN'],
];

describe('a pig in the mud', () => {
  it.each(SAID)('"%s" (%s): the pig, in the mud', (prompt, locale) => {
    const understood = understandPrompt(prompt, locale);
    if (understood.kind !== 'motifs') throw new Error(prompt);
    expect(understood.motifs.map((m) => m.name)).toEqual(['pig']);
    expect(understood.place?.backdrop).toBe('mud');
  });

  it.each(SAID.slice(0, 5))('"%s": a puddle wider than the pig under its feet', (prompt, locale) => {
    const understood = understandPrompt(prompt, locale);
    if (understood.kind !== 'motifs') throw new Error(prompt);
    for (const style of styles)
      for (const seed of [1, 2, 3]) {
        const scene = composeScene(understood.motifs, style, size, createRng(seed, style), understood.place?.backdrop);
        const at = `${style}, seed ${seed}`;
        const { subjectBox: b, seat, drawing: d } = scene;
        expect(seat, at).toBeDefined();
        // reaching out on both sides of the pig, round its feet, and inside the drawing
        expect(seat!.x, at).toBeLessThan(b.x);
        expect(seat!.x + seat!.w, at).toBeGreaterThan(b.x + b.w);
        expect(seat!.y, at).toBeLessThan(b.y + b.h);
        expect(seat!.y + seat!.h, at).toBeGreaterThan(b.y + b.h);
        expect(seat!.y + seat!.h, at).toBeLessThanOrEqual(d.y + d.h);
        expect(scene.subjectSpan, at).toBeGreaterThanOrEqual(0.6);
      }
  });
});
