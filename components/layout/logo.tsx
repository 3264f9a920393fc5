import { PageLink } from '@/components/ui/page-link';
import { cn } from '@/components/ui/cn';

/** The Colorwell mark: a paint drop on the coral tile. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="#ef5d3a" />
      <path d="M16 5.5c4.3 5.2 7.5 8.9 7.5 12.6a7.5 7.5 0 0 1-15 0c0-3.7 3.2-7.4 7.5-12.6z" fill="#fff" />
      <circle cx="13.4" cy="19.2" r="2.1" fill="#ffd95e" />
    </svg>
  );
}

/** Logo linking home; `label` is the accessible name ("Colorwell home"). */
export function Logo({ label }: { label: string }) {
  return (
    <PageLink href="/" aria-label={label} className="flex items-center gap-2 rounded-lg text-xl font-black tracking-tight">
      <LogoMark />
      <span aria-hidden="true">Colorwell</span>
    </PageLink>
  );
}
