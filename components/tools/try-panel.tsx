import type { ReactNode } from 'react';

/** The try-it panel of a tool's public page: its heading (the #try target's name) and lead above the tool. */
export function TryPanel({ title, lead, children }: { title: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="try-title" className="space-y-4">
      <div>
        <h2 id="try-title" className="text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-muted">{lead}</p>
      </div>
      {children}
    </section>
  );
}
