import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { tools } from '@/lib/catalogue/tools';
import { PageLink } from '@/components/ui/page-link';
import { EmojiIcon } from '@/components/ui/emoji-icon';

/** A card per creation tool, each linking to its landing page. */
export async function ToolGrid({ title, lead }: { title: string; lead?: string }) {
  const t = await getTranslations('tools');
  const nav = await getTranslations('nav');
  return (
    <section aria-labelledby="tools-title" className="py-16 sm:py-20">
      <Container>
        <Heading id="tools-title" align="center" lead={lead}>
          {title}
        </Heading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.key}>
              <PageLink
                href={tool.path}
                className="group flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-soft transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lift"
              >
                <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 dark:bg-brand-900/40">
                  <EmojiIcon emoji={tool.emoji} />
                </span>
                <span className="mt-4 text-lg font-extrabold group-hover:text-accent">{nav(`tools.${tool.key}`)}</span>
                <span className="mt-2 text-muted">{t(`${tool.key}.card`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
