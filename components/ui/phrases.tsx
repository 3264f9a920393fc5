import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, loadDefaultTraditionalChineseParser } from 'budoux';
import { useLocale } from 'next-intl';
import { Fragment, type ReactNode } from 'react';

type Parser = ReturnType<typeof loadDefaultJapaneseParser>;
const parsers = new Map<string, Parser>();

/** BudouX's phrase parser for languages written without spaces, null for the others. */
function parserFor(locale: string): Parser | null {
  const load = { ja: loadDefaultJapaneseParser, zh: loadDefaultSimplifiedChineseParser, tw: loadDefaultTraditionalChineseParser }[locale];
  if (!load) return null;
  if (!parsers.has(locale)) parsers.set(locale, load());
  return parsers.get(locale)!;
}

/** The phrases of a heading, for a test or a caller that renders them itself. */
export function phrasesOf(text: string, locale: string): string[] {
  return parserFor(locale)?.parse(text) ?? [text];
}

/**
 * A heading's text that breaks between words, never inside one: Japanese and Chinese get a break
 * opportunity between BudouX phrases and none elsewhere; Korean keeps its words whole at spaces.
 */
export function Phrases({ children }: { children: ReactNode }) {
  const locale = useLocale();
  if (typeof children !== 'string' || !['ja', 'zh', 'tw', 'ko'].includes(locale)) return children;
  const phrases = phrasesOf(children, locale);
  return (
    <span className="[word-break:keep-all] [overflow-wrap:anywhere]">
      {phrases.map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
