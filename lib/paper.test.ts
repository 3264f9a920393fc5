import { PAPER_PX, paperForLocale, paperOfSize } from './paper';

describe('the paper rule', () => {
  it('gives English readers Letter and every other language A4', () => {
    expect(paperForLocale('en')).toBe('letter');
    for (const locale of ['de', 'es', 'fr', 'ja', 'ko', 'pt', 'tw', 'vi', 'zh']) expect(paperForLocale(locale)).toBe('a4');
  });

  it('recognises the paper of a page from its size, in either orientation', () => {
    expect(paperOfSize(PAPER_PX.letter.width, PAPER_PX.letter.height)).toBe('letter');
    expect(paperOfSize(PAPER_PX.a4.width, PAPER_PX.a4.height)).toBe('a4');
    expect(paperOfSize(PAPER_PX.letter.height, PAPER_PX.letter.width)).toBe('letter');
    expect(paperOfSize(1240, 1754)).toBe('a4');
  });
});
