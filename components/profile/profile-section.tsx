import type { ReactNode } from 'react';

/** One titled part of the profile card, separated from the previous one by a rule. */
export function ProfileSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-line pt-6 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-xl font-extrabold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
