import { PAPER_POINTS } from '@/lib/engine/page/layout';
import { PAPER_MM, PAPER_PX, paperForLocale, paperOfSize } from './paper';

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

  it('derives every size of a sheet from its millimetres', () => {
    expect(PAPER_MM).toEqual({ a4: { w: 210, h: 297 }, letter: { w: 215.9, h: 279.4 } });
    expect(PAPER_PX).toEqual({ a4: { width: 2480, height: 3508 }, letter: { width: 2550, height: 3300 } });
    expect(PAPER_POINTS).toEqual({ a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } });
  });
});
