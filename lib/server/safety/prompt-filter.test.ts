import { describe, expect, it } from 'vitest';
import { checkPrompt, foldText } from './prompt-filter';

describe('kid-safe prompt filter', () => {
  it.each([
    ['a man with a gun', 'weapons'],
    ['zombie KILLING people', 'violence'],
    ['Ein Mörder mit Messer', 'violence'],
    ['una chica desnuda', 'sexual'],
    ['un homme qui fume une cigarette', 'drugs'],
    ['gato fumando maconha', 'drugs'],
    ['người đàn ông cầm súng', 'weapons'],
    ['拳銃を持った男', 'weapons'],
    ['ＳＥＸＹ girl', 'sexual'],
    ['纳粹士兵', 'hate'],
    ['手槍和貓', 'weapons'],
    ['총으로 쏘는 고양이', 'weapons'],
    ['자살하는 사람', 'self_harm'],
    ['ein Hakenkreuz', 'hate'],
  ])('refuses %j as %s', (prompt, category) => {
    const verdict = checkPrompt(prompt);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.category).toBe(category);
  });

  it.each([
    'cat playing with a ball',
    'Katze spielt mit einem Ball',
    'un dragón amistoso',
    'une licorne dans les nuages',
    'a killer whale jumping', // the orca, not a killer
    'bullet train in the mountains',
    'nữ hoàng và lâu đài', // queen and castle: nữ folds to "nu"
    'cái bơm xe đạp', // bơm (pump) is not bom (bomb)
    '裸足の女の子', // barefoot, not naked
    'ナチュラルな花', // natural, not Nazi
    '水槍和夏天', // water gun
    'a stable with horses',
    'Granada y la Alhambra',
    'un perro en el retard du train',
    'ボールで遊ぶ猫',
    '고양이가 공을 가지고 놀아요',
  ])('lets %j through', (prompt) => {
    expect(checkPrompt(prompt)).toEqual({ ok: true });
  });

  it('folds case, width and accents but keeps scripts', () => {
    expect(foldText('Ｍörder—ÉTÉ!')).toBe('morder ete');
  });
});
