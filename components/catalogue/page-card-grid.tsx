import { getLocale } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { localizedPath, toLocale } from '@/lib/i18n/locales';

/** One printable page in a grid: where it leads, its thumbnail and what is written under it. */
export type PageCard = {
  key: string;
  /** Locale-free path; the link adds the language prefix. */
  href: string;
  title: string;
  /** Thumbnail of the page (SVG or a small raster), drawn at `width` × `height` so nothing shifts. */
  image: { src: string; width: number; height: number };
  /** A short second line (audience, theme, author…). */
  note?: string;
};

type PageCardGridProps = {
  cards: PageCard[];
  /** `compact` fits more per row (strips, "more from this theme"). */
  size?: 'regular' | 'compact';
  /**
   * The first thumbnails are above the fold on a listing: load those eagerly, and the first one (the
   * page's largest contentful paint on a phone) ahead of the other images.
   */
  eager?: number;
  className?: string;
};

/**
 * Cards of printable pages: the catalogue's listings, its strips and the gallery. Server component;
 * thumbnails are lazy below the first `eager` and keep their aspect ratio while loading. The cards are
 * plain anchors marked for the site frame's `SoftLinks`, so a grid hydrates nothing rather than a Link per card.
 */
export async function PageCardGrid({ cards, size = 'regular', eager = 0, className }: PageCardGridProps) {
  const locale = toLocale(await getLocale());
  return (
    <ul
      className={cn(
        'grid gap-4 sm:gap-5',
        size === 'regular' ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' : 'grid-cols-2 sm:grid-cols-4 lg:grid-cols-6',
        className,
      )}
    >
      {cards.map((card, index) => (
        <li key={card.key}>
          <a
            href={localizedPath(locale, card.href)}
            data-soft=""
            className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift focus-visible:-translate-y-0.5"
          >
            <span className="block bg-white p-2 sm:p-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- small vector thumbnails; next/image cannot resize SVG */}
              <img
                src={card.image.src}
                alt=""
                width={card.image.width}
                height={card.image.height}
                loading={index < eager ? 'eager' : 'lazy'}
                fetchPriority={index === 0 && eager > 0 ? 'high' : undefined}
                decoding="async"
                className="h-auto w-full"
              />
            </span>
            <span className="flex flex-1 flex-col gap-1 border-t border-line px-3 py-3">
              <span className={cn('font-bold leading-snug text-balance group-hover:text-accent', size === 'compact' ? 'text-sm' : 'text-base')}>
                {card.title}
              </span>
              {card.note ? <span className="text-xs font-semibold text-muted">{card.note}</span> : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
