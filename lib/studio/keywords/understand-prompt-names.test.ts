import { describe, expect, it } from 'vitest';
import { understandPrompt } from './understand-prompt';

// The alphabet pages' new pictures: a queen for Q, a xylophone for X, a yo-yo for Y, a caterpillar for け.
describe('the queen, the xylophone, the yo-yo and the caterpillar', () => {
  it.each([
    ['a queen', 'en', 'queen'],
    ['eine Königin', 'de', 'queen'],
    ['una reina', 'es', 'queen'],
    ['une reine', 'fr', 'queen'],
    ['女王', 'ja', 'queen'],
    ['여왕', 'ko', 'queen'],
    ['uma rainha', 'pt', 'queen'],
    ['nữ hoàng', 'vi', 'queen'],
    ['皇后', 'zh-CN', 'queen'],
    ['a xylophone', 'en', 'xylophone'],
    ['ein Xylophon', 'de', 'xylophone'],
    ['un xilófono', 'es', 'xylophone'],
    ['木琴', 'ja', 'xylophone'],
    ['실로폰', 'ko', 'xylophone'],
    ['um xilofone', 'pt', 'xylophone'],
    ['đàn mộc cầm', 'vi', 'xylophone'],
    ['木琴', 'zh-TW', 'xylophone'],
    ['a yo-yo', 'en', 'yo-yo'],
    ['ein Jo-Jo', 'de', 'yo-yo'],
    ['ヨーヨー', 'ja', 'yo-yo'],
    ['요요', 'ko', 'yo-yo'],
    ['悠悠球', 'zh-CN', 'yo-yo'],
    ['a caterpillar', 'en', 'bug'],
    ['una oruga', 'es', 'bug'],
    ['けむし', 'ja', 'bug'],
    ['애벌레', 'ko', 'bug'],
  ] as const)('"%s" (%s) draws the %s', (prompt, locale, name) => {
    const r = understandPrompt(prompt, locale);
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual([name]);
  });

  it('draws a princess for "princess" still, and a queen with the princess when both are named', () => {
    const r = understandPrompt('a queen and a princess', 'en');
    expect(r.kind === 'motifs' && r.motifs.map((m) => m.name)).toEqual(['queen', 'princess']);
  });
});
