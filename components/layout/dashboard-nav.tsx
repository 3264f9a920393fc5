'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { EmojiIcon } from '@/components/ui/emoji-icon';

type DashboardNavProps = { label: string; links: Array<{ href: string; label: string; emoji: string; startsGroup?: boolean }> };

/** The tools of the dashboard; the current one is marked for sight and for screen readers. */
export function DashboardNav({ label, links }: DashboardNavProps) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {links.map((link) => {
          const current = pathname === link.href;
          return (
            <li key={link.href} className={link.startsGroup ? 'mt-3 border-t border-line pt-3' : undefined}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-bold text-muted hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800 dark:aria-[current=page]:bg-brand-900/50 dark:aria-[current=page]:text-brand-100"
              >
                <EmojiIcon emoji={link.emoji} className="h-6 w-6" />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
