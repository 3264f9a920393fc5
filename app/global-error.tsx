'use client';

import './globals.css';

// Last resort when even the root layout fails: no messages can be loaded, so the text is English.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body>
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
          <p aria-hidden="true" className="text-8xl font-black text-brand-300">
            500
          </p>
          <h1 className="mt-4 text-3xl font-black">Internal Server Error</h1>
          <p className="mt-3 text-muted">Something went wrong on our side. Please try again in a moment.</p>
          <button type="button" onClick={reset} className="mt-8 rounded-pill bg-accent px-5 py-2.5 font-bold text-accent-ink">
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
