import type { ReactNode } from 'react';

type ErrorViewProps = { status: number; title: ReactNode; description: ReactNode; actions: ReactNode };

/** The error page body: status code, status message, description, a way on. */
export function ErrorView({ status, title, description, actions }: ErrorViewProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand-300 sm:text-8xl dark:text-brand-700">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-black tracking-tight break-all sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
