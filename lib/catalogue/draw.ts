// A catalogue page's drawing: its recipe through the studio, the same SVG for the site, the audit and the tests.
import { glyphCount } from './glyph-count';
import { glyphPictures } from './glyph-pictures';
import { findSubject } from './subjects';
import type { CataloguePaper } from './files';
import type { CataloguePage } from './pages';
import type { FontSource } from '@/lib/studio/fonts/font-source';
import { renderMotifsPage } from '@/lib/studio/compose-page';
import type { UnderstoodMotif } from '@/lib/studio/keywords/understand-prompt';
import { composeGlyphPage } from '@/lib/studio/name/compose-glyph-page';
import { NAME_THEME_BACKDROPS, type NameTheme } from '@/lib/studio/name/compose-name-page';
import { pageSize } from '@/lib/studio/scene/paper';

function motif(id: string, word: string): UnderstoodMotif {
  return { id, name: word, kind: 'being', word };
}

function subjectMotif(key: string): UnderstoodMotif {
  const subject = findSubject(key);
  if (!subject) throw new Error(`unknown catalogue subject ${key}`);
  return motif(subject.motif, subject.names[0]);
}

const GLYPH_LOCALE = { latin: 'en', digit: 'en', hiragana: 'ja', hangul: 'ko', hanzi: 'zh-CN' } as const;
/**
 * What a number page gives to count, one thing per name theme that a child names at once and that its
 * background does not scatter too (a meadow's little flowers, a night sky's stars would be counted as well).
 */
const COUNTED: Record<NameTheme, string> = {
  animals: '1F41E', // lady beetle
  space: '1F680', // rocket
  flowers: '1F41D', // honeybee
  sports: '1F3C0', // basketball
  unicorns: '2764', // heart
  dinosaurs: '1F95A', // egg
  sea: '1F41F', // fish
  stars: '1F381', // wrapped gift
};

/** A number's copies of its theme's thing to count, or the things a letter's picture names. */
function underGlyph(r: Extract<CataloguePage['recipe'], { kind: 'glyph' }>): string[] {
  const n = glyphCount(r.glyph, r.text);
  return n > 0 ? Array.from({ length: n }, () => COUNTED[r.nameTheme]) : glyphPictures(r.glyph, r.text).map((key) => subjectMotif(key).id);
}

/** The page as an SVG in millimetres (alphabet pages need the studio's fonts). */
export async function drawCataloguePage(page: CataloguePage, paper: CataloguePaper, fonts: FontSource): Promise<string> {
  const size = pageSize(paper, 'portrait');
  const r = page.recipe;
  switch (r.kind) {
    case 'scene': {
      const motifs = [subjectMotif(r.subject), ...(r.companion ? [motif(r.companion, 'ball')] : [])];
      return renderMotifsPage(motifs, page.audience, r.seed, size, { backdrop: r.backdrop, pairFlat: true, turned: r.turned });
    }
    case 'mandala':
      return renderMotifsPage([subjectMotif(r.subject)], 'mandala', r.seed, size, { audience: page.audience });
    case 'pattern':
      return renderMotifsPage(r.subject ? [subjectMotif(r.subject)] : [], 'pattern', r.seed, size, { audience: page.audience, pattern: r.pattern });
    case 'glyph':
      return composeGlyphPage(
        {
          text: r.text,
          backdrop: NAME_THEME_BACKDROPS[r.nameTheme],
          seed: r.seed,
          locale: GLYPH_LOCALE[r.glyph],
          paper,
          pictures: underGlyph(r),
        },
        fonts,
      );
  }
}
