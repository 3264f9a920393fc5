import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { themes, type ThemeSlug } from '@/lib/catalogue/themes';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { EmojiIcon } from '@/components/ui/emoji-icon';

/** Links to the themed collections, optionally leaving one out (the page being shown); plain anchors for the site frame's SoftLinks. */
export async function ThemeGrid({ title, exclude }: { title: string; exclude?: ThemeSlug }) {
  const t = await getTranslations('themes');
  const locale = toLocale(await getLocale());
  return (
    <section aria-labelledby="themes-title" className="py-16">
      <Container>
        <Heading id="themes-title">{title}</Heading>
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {themes
            .filter((theme) => theme.slug !== exclude)
            .map((theme) => (
              <li key={theme.slug}>
                <a
                  href={localizedPath(locale, `/${theme.slug}`)}
                  data-soft=""
                  className="flex h-full flex-col items-center gap-2 rounded-card border border-line bg-surface p-5 text-center font-bold shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
                >
                  <EmojiIcon emoji={theme.emoji} className="h-14 w-14" />
                  {t(`${theme.slug}.name`)}
                </a>
              </li>
            ))}
        </ul>
      </Container>
    </section>
  );
}
