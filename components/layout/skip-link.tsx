/** First focusable element of every page: jumps over the navigation to <main id="main">. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className="sr-only z-50 rounded-pill bg-accent px-4 py-2 font-bold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
      {label}
    </a>
  );
}
